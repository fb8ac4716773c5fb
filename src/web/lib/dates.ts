import { HTML_LANG } from '../../contract/lang';
import { currentLang } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date ('YYYY-MM-DD…') in the page's language; read in UTC, so no time zone can move it a day. */
function calendarDate(value: string, style: 'long' | 'short'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const key = `${style}:${currentLang()}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long' ? { year: 'numeric', month: 'long', day: 'numeric' } : { weekday: 'short', month: 'short', day: 'numeric' };
    format = new Intl.DateTimeFormat(HTML_LANG[currentLang()], { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** A content date ('YYYY-MM-DD', as the API sends it) in the page's language: 2026年11月12日, November 12, 2026. */
export function formatDate(value: string): string {
  return calendarDate(value, 'long');
}

/** The `datetime` attribute of a <time>: the calendar date only. */
export function isoDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
}

/** A calendar date with its weekday, short, in the page's language: "Sun, Nov 29", "11月29日周日", "11月29日週日". */
export function shortDay(value: string): string {
  return calendarDate(value, 'short');
}
