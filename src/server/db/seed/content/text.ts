import type { Selectable } from 'kysely';
import type { Localized } from '../../../../contract/lang';
import { demoArtUrl } from '../../../media/demo-art';

/** A text in Simplified Chinese, Traditional Chinese and English. */
export function l(cn: string, tw: string, en: string): Localized {
  return { cn, tw, en };
}

/** Rich text: one `<p>` per paragraph; a paragraph starting with '# ' becomes an `<h2>`
 * (rich text sits under its page's `<h1>`, so its own headings start at level 2). */
export function rich(cn: string[], tw: string[], en: string[]): Localized {
  const html = (paragraphs: string[]) =>
    paragraphs.map((p) => (p.startsWith('# ') ? `<h2>${p.slice(2)}</h2>` : `<p>${p}</p>`)).join('');
  return { cn: html(cn), tw: html(tw), en: html(en) };
}

/** URL of a demo picture (src/server/media/demo-art.ts). */
export const img = demoArtUrl;

/**
 * A seed row of a content table as written in the data files: Localized objects, image arrays
 * and dates as 'YYYY-MM-DD' strings; id, created_at, sort and switch left to the inserter.
 */
export type SeedOf<T, Dates extends keyof Selectable<T> = never> = Omit<
  Selectable<T>,
  'id' | 'created_at' | 'sort' | 'switch' | Dates
> & { switch?: number } & { [K in Dates]: string };
