import { DEFAULT_LANG, type Lang } from '../../contract/lang';
import type { UiDict } from '../locales/en';
import type { FirstDict } from '../locales/first.en';

/** Dot-paths of every UI string, e.g. `route.cart`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type UiKey = Leaves<UiDict>;

/** The strings of the page's language; a later part replaces a top-level section (it holds all of it). */
let table: Record<string, unknown> = {};
let current: Lang = DEFAULT_LANG;

function lookup(key: string): string {
  let node: unknown = table;
  for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : '';
}

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

export async function loadLocale(lang: Lang): Promise<void> {
  table = { ...(await first[lang]()) };
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
      if (lang === current) table = { ...table, ...dict };
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
  return fill(lookup(key), params) || key;
}

/** Translates a message key that came as data (e.g. a machine's failure), else returns it as is. */
export function tKey(key: string): string {
  return fill(lookup(key)) || key;
}

/** `{{name}}` placeholders; one without a value is left out. */
function fill(text: string, params?: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
}
