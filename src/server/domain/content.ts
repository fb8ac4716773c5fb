import { sql, type RawBuilder } from 'kysely';
import { pick, type Lang, type Localized } from '../../contract/lang';
import type { Db } from '../db/database';
import { safeUrl, sanitizeHtmlForReaders } from './sanitize-html';

/**
 * Turning content rows into answers: texts in the requested language, rich text sanitised
 * again on the way out (defence in depth: the seed sanitises on the way in), pictures only as
 * site-relative URLs, links only to http(s) or our own pages.
 */
export const text = (value: Localized, lang: Lang): string => pick(value, lang);

export const richText = (value: Localized, lang: Lang): string => sanitizeHtmlForReaders(pick(value, lang));

/** A picture URL answered only when it is site-relative (`/media/…`); anything else becomes ''. */
export function siteImage(url: unknown): string {
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return '';
  return safeUrl(url, false) === url ? url : '';
}

export function siteImages(urls: unknown): string[] {
  return Array.isArray(urls) ? urls.map(siteImage).filter((url) => url !== '') : [];
}

/** A link the browser may follow: one of our pages, or an http(s) address; '' otherwise. */
export const safeLink = (url: string): string => safeUrl(url, true) ?? '';

/** A `date` column as 'YYYY-MM-DD', formatted by the database so no time zone shifts it. */
export const ymd = (column: string): RawBuilder<string> => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Ids are `serial` (int4): a larger number cannot exist, and must not reach the query. */
export const MAX_ROW_ID = 2_147_483_647;
export const isRowId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID;

/** Plain text of sanitised HTML, for share intros: tags dropped, entities of the sanitiser undone. */
export function plainText(html: string, max: number): string {
  const flat = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The home carousel's slides that are switched on, in the order they are shown. */
export const shownRotations = (db: Db) => db.selectFrom('rotations').where('switch', '=', 1).orderBy('sort').orderBy('id');

/** The picture the home's carousel shows first, or ''. */
export async function firstSlideImage(db: Db): Promise<string> {
  const row = await shownRotations(db).select('image').limit(1).executeTakeFirst();
  return siteImage(row?.image);
}
