import rosetta from 'rosetta';
import { DEFAULT_LANG, isLang, type Lang } from '../contract/lang';
import { MESSAGES, type MessageKey } from '../contract/messages';
import { isPlural, pluralForm } from '../contract/plural';

const dict = rosetta(MESSAGES);

/**
 * The message in the request's language; unknown keys come back as the generic failure. A
 * message with a count takes the form of `params.count` in that language ("1 bottle",
 * "2 bottles").
 */
export function translate(lang: Lang, key: MessageKey | string, params?: Record<string, unknown>): string {
  const found: unknown = dict.t(key, params ?? {}, lang);
  if (typeof found === 'string' && found) return found;
  if (isPlural(found) && params?.count !== undefined) return dict.t(`${key}.${pluralForm(lang, Number(params.count))}`, params, lang);
  return dict.t('error.requestFailed', {}, lang);
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
