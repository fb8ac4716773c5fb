/** The three languages of the product (spec §9); tw is the default. */
export const LANGS = ['cn', 'tw', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tw';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A text stored in every language (content rows carry all three). */
export type Localized = Record<Lang, string>;

export function pick(text: Localized, lang: Lang): string {
  return text[lang] || text[DEFAULT_LANG] || text.en;
}

/** HTML `lang` attribute for each language. */
export const HTML_LANG: Record<Lang, string> = { cn: 'zh-Hans', tw: 'zh-Hant', en: 'en' };
