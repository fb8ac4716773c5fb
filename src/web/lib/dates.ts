import { HTML_LANG } from '../../contract/lang';
import { currentLang } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A content date ('YYYY-MM-DD', as the API sends it) in the page's language: 2026年11月12日,
 * 12 November 2026. Read as a calendar date, so no time zone can move it a day.
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const lang = currentLang();
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** The `datetime` attribute of a <time>: the calendar date only. */
export function isoDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date ('YYYY-MM-DD') with its weekday, short, in the page's language: "Sun, Nov 29",
 * "11月29日周日", "11月29日週日". Read in UTC, so no time zone can move it a day.
 */
export function shortDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const lang = currentLang();
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[lang], { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
