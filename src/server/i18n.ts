import rosetta from 'rosetta';
import { DEFAULT_LANG, isLang, type Lang } from '../contract/lang';
import { MESSAGES, type MessageKey } from '../contract/messages';

const dict = rosetta(MESSAGES);

/** The message in the request's language; unknown keys come back as the generic failure. */
export function translate(lang: Lang, key: MessageKey | string, params?: Record<string, unknown>): string {
  return dict.t(key, params ?? {}, lang) || dict.t('error.requestFailed', {}, lang);
}

export function isMessageKey(value: string): value is MessageKey {
  return dict.t(value, {}, 'en') !== '';
}

/**
 * The request's language: the `lang` form field, else a `lang` header, else Accept-Language
 * (zh-TW / zh-HK / Hant → tw, other zh → cn, en → en), else the default tw.
 */
export function requestLang(body: unknown, headers: Record<string, string | string[] | undefined>): Lang {
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>).lang : undefined;
  if (isLang(fromBody)) return fromBody;
  const fromHeader = headers['lang'];
  if (isLang(fromHeader)) return fromHeader;
  const accept = String(headers['accept-language'] ?? '').toLowerCase();
  const first = accept.split(',')[0]?.trim() ?? '';
  if (/^zh-(tw|hk|mo)|hant/.test(first)) return 'tw';
  if (first.startsWith('zh')) return 'cn';
  if (first.startsWith('en')) return 'en';
  return DEFAULT_LANG;
}
