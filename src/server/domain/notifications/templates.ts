import type { Lang } from '../../../contract/lang';
import { notifyCn } from './templates.cn';
import { notifyEn, type NotifyTemplates } from './templates.en';
import { notifyTw } from './templates.tw';

export const NOTIFY_TEMPLATES: Record<Lang, NotifyTemplates> = { cn: notifyCn, tw: notifyTw, en: notifyEn };

/** Every event a message can follow: the template keys (`order.paid`, `booking.reminder`, …). */
export type NotifyEvent = Exclude<keyof NotifyTemplates, 'brand' | 'smsSign' | 'footer'>;
export const NOTIFY_EVENTS = Object.keys(notifyEn).filter((key) => key.includes('.')) as NotifyEvent[];

export interface RenderedMessage {
  /** the SMS text as the member reads it, the signature first */
  sms: string;
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email's HTML part: the plain text's paragraphs, escaped, in a plain frame. */
function htmlOf(lang: Lang, subject: string, text: string, t: NotifyTemplates): string {
  const paragraphs = `${text}\n\n${t.footer}`
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const htmlLang = lang === 'cn' ? 'zh-Hans' : lang === 'tw' ? 'zh-Hant' : 'en';
  return `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f6f2ec;font:15px/1.6 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#2b2118">` +
    `<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">` +
    `<h1 style="font-size:18px;margin:0 0 16px;color:#6b1d2a">${escapeHtml(t.brand)}</h1>${paragraphs}</div></body></html>`;
}

/** One event's message in one language, its parameters filled in (a missing one reads as nothing). */
export function renderMessage(event: NotifyEvent, lang: Lang, params: Record<string, string>): RenderedMessage {
  const t = NOTIFY_TEMPLATES[lang];
  const template = t[event];
  const subject = fill(template.subject, params);
  const text = fill(template.text, params);
  return {
    sms: `${t.smsSign}${fill(template.sms, params)}`.trim(),
    subject: `${subject} · ${t.brand}`,
    text: `${text}\n\n${t.footer}`,
    html: htmlOf(lang, subject, text, t),
  };
}
