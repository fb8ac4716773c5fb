import rosetta from 'rosetta';
import { DEFAULT_LANG, type Lang } from '../../contract/lang';
import type { UiDict } from '../locales/en';

/** Dot-paths of every UI string, e.g. `route.cart`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type UiKey = Leaves<UiDict>;

const i18n = rosetta<UiDict>();
let current: Lang = DEFAULT_LANG;

/** Only the page's language is downloaded; each dictionary is its own chunk. */
const loaders: Record<Lang, () => Promise<{ default: UiDict }>> = {
  cn: () => import('../locales/cn'),
  tw: () => import('../locales/tw'),
  en: () => import('../locales/en'),
};

export async function loadLocale(lang: Lang): Promise<void> {
  const dict = await loaders[lang]();
  i18n.set(lang, dict.default);
  i18n.locale(lang);
  current = lang;
}

export function currentLang(): Lang {
  return current;
}

/** A UI string in the page's language; a missing key shows itself, so it is seen and fixed. */
export function t(key: UiKey, params?: Record<string, string | number>): string {
  return i18n.t(key, params ?? {}) || key;
}

/** Translates a message key that came as data (e.g. a machine's failure), else returns it as is. */
export function tKey(key: string): string {
  return i18n.t(key, {}) || key;
}
