import rosetta from 'rosetta';
import { DEFAULT_LANG, HTML_LANG, type Lang } from '../../contract/lang';
import { isPlural, pluralForm, type Plural } from '../../contract/plural';
import type { UiDict } from '../locales/en';
import type { FirstDict } from '../locales/first.en';

/** A count's forms (contract/plural.ts). */
export type { Plural };

/** Dot-paths of every UI string, e.g. `route.cart`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends Plural ? never : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Plurals<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : T[K] extends Plural ? `${P}${K}` : Plurals<T[K], `${P}${K}.`>;
}[keyof T & string];
export type UiKey = Leaves<UiDict>;
/** Dot-paths of the strings with a count, e.g. `<area>.bottles`. */
export type UiPluralKey = Plurals<UiDict>;

/**
 * The strings of the page's language, one rosetta table per language: `set` adds a part's
 * top-level sections to what is there (a section arrives whole, in one part).
 */
const i18n = rosetta<Record<string, unknown>>();
let current: Lang = DEFAULT_LANG;

/**
 * Only the page's language is downloaded, and only as much of it as the screens shown need:
 * the first-visit strings at boot (chrome, home), a screen's part when it is opened.
 */
export type StringsPart = 'first' | 'content' | 'all';
type Loaders = Record<Lang, () => Promise<object>>;
const first: Record<Lang, () => Promise<FirstDict>> = {
  cn: () => import('../locales/first.cn').then((m) => m.firstCn),
  tw: () => import('../locales/first.tw').then((m) => m.firstTw),
  en: () => import('../locales/first.en').then((m) => m.firstEn),
};
const later: Record<Exclude<StringsPart, 'first'>, Loaders> = {
  content: {
    cn: () => import('../locales/content-screens.cn').then((m) => m.contentScreensCn),
    tw: () => import('../locales/content-screens.tw').then((m) => m.contentScreensTw),
    en: () => import('../locales/content-screens.en').then((m) => m.contentScreensEn),
  },
  all: {
    cn: () => import('../locales/cn').then((m) => m.default),
    tw: () => import('../locales/tw').then((m) => m.default),
    en: () => import('../locales/en').then((m) => m.default),
  },
};
const loading = new Map<StringsPart, Promise<void>>();

/** The first-visit strings of a language: the server renders the first screen with them and hands them to the page. */
export const firstStrings = (lang: Lang): Promise<FirstDict> => first[lang]();

/** The page's language and its first-visit strings: downloaded, or `strings` when the page brought them. */
export async function loadLocale(lang: Lang, strings?: FirstDict): Promise<void> {
  i18n.set(lang, { ...(strings ?? (await first[lang]())) });
  i18n.locale(lang);
  current = lang;
  loading.clear();
}

/** A part of the page's language (once; a failed download may be retried). The whole dictionary holds every part. */
export function loadStrings(part: StringsPart): Promise<void> {
  if (part === 'first') return Promise.resolve();
  const known = loading.get('all') ?? loading.get(part);
  if (known) return known;
  const lang = current;
  const pending = later[part][lang]().then(
    (dict) => {
      i18n.set(lang, { ...dict });
    },
    (error: unknown) => {
      loading.delete(part);
      throw error;
    },
  );
  loading.set(part, pending);
  return pending;
}

export function currentLang(): Lang {
  return current;
}

/** A UI string in the page's language; a missing key shows itself, so it is seen and fixed. */
export function t(key: UiKey, params?: Record<string, string | number>): string {
  return text(key, params) || key;
}

/** A string with a count in the page's language: "1 bottle", "2 bottles", "2 瓶". `{{count}}` is filled in. */
export function tn(key: UiPluralKey, count: number, params?: Record<string, string | number>): string {
  return text(`${key}.${pluralForm(current, count)}`, { count: count.toLocaleString(HTML_LANG[current]), ...params }) || key;
}

/** Translates a message key that came as data (e.g. a machine's failure), else returns it as is. */
export function tKey(key: string): string {
  return text(key) || key;
}

/**
 * rosetta fills `{{name}}` placeholders; one without a value is left out. Only strings count, and
 * a message with a count (the server's catalogue, e.g. a cart notice's "Only 1 bottle left") when
 * `params.count` is given.
 */
function text(key: string, params?: Record<string, string | number>): string {
  const found: unknown = i18n.t(key, params ?? {});
  if (typeof found === 'string') return found;
  if (isPlural(found) && params?.count !== undefined) return text(`${key}.${pluralForm(current, Number(params.count))}`, params);
  return '';
}
