import rosetta from 'rosetta';
import { HTML_LANG, type Lang } from '../../contract/lang';
import { pluralForm, type Plural } from '../../contract/plural';
import type { StaffDict } from '../locales/en';

/** A count's forms (contract/plural.ts). */
export type { Plural };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends Plural ? never : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Plurals<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : T[K] extends Plural ? `${P}${K}` : Plurals<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Dot-paths of the console's strings, e.g. `shell.signOut`. */
export type StaffKey = Leaves<StaffDict>;
/** Dot-paths of the strings with a count, e.g. `home.orders`. */
export type StaffPluralKey = Plurals<StaffDict>;

/**
 * The console's strings (src/staff/locales/<area>.<lang>.ts, wired in locales/en|cn|tw.ts): the
 * chosen language's whole dictionary is downloaded at boot — the console is a work tool, opened
 * once and kept open. The server's messages arrive already translated in the `lang` every call
 * sends, so the contract's catalogue is not part of it.
 */
const i18n = rosetta<Record<string, unknown>>();
let current: Lang = 'tw';

const LOADERS: Record<Lang, () => Promise<StaffDict>> = {
  cn: () => import('../locales/cn').then((m) => m.default),
  tw: () => import('../locales/tw').then((m) => m.default),
  en: () => import('../locales/en').then((m) => m.default),
};

export async function loadStaffLocale(lang: Lang): Promise<void> {
  setStaffDict(lang, await LOADERS[lang]());
}

/** Sets a dictionary directly (tests, and the loader above). */
export function setStaffDict(lang: Lang, dict: StaffDict) {
  i18n.set(lang, { ...dict });
  i18n.locale(lang);
  current = lang;
}

export function staffLangNow(): Lang {
  return current;
}

/** A string in the console's language; a missing key shows itself, so it is seen and fixed. */
export function t(key: StaffKey, params?: Record<string, string | number>): string {
  const found: unknown = i18n.t(key, params ?? {});
  return typeof found === 'string' && found ? found : key;
}

/** A string with a count: "1 order", "2 orders", "3 筆訂單". `{{count}}` is filled in. */
export function tn(key: StaffPluralKey, count: number, params?: Record<string, string | number>): string {
  const found: unknown = i18n.t(`${key}.${pluralForm(current, count)}`, { count: count.toLocaleString(HTML_LANG[current]), ...params });
  return typeof found === 'string' && found ? found : key;
}

/** A date-time of the server (ISO or `YYYY-MM-DD HH:mm:ss`) as the console shows it, in China time. */
export function formatTime(value: string): string {
  if (!value) return '—';
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(HTML_LANG[current], {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

/** A failure to show: a console key (`auth.*`, `shell.*`, …) from a machine, or the server's message already translated. */
export function say(text: string): string {
  return /^[a-z]\w*\.[\w.]+$/.test(text) && !/\s/.test(text) ? t(text as StaffKey) : text;
}
