import { HTML_LANG, type Lang } from './lang';

/**
 * A text with a count, in its plural forms: Intl.PluralRules picks `one` or `other` (Chinese has
 * only `other`; both are given). The count is the `{{count}}` placeholder: "Only 1 bottle left",
 * "Only 2 bottles left", "僅剩 2 瓶".
 */
export interface Plural {
  one: string;
  other: string;
}

export function isPlural(value: unknown): value is Plural {
  return typeof value === 'object' && value !== null && typeof (value as Plural).one === 'string' && typeof (value as Plural).other === 'string';
}

const rules = new Map<Lang, Intl.PluralRules>();

/** The form a count takes in a language. */
export function pluralForm(lang: Lang, count: number): keyof Plural {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(HTML_LANG[lang])));
  return rule.select(count) === 'one' ? 'one' : 'other';
}
