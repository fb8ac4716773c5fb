import { CONTENT_IMAGE_WIDTHS, CONTENT_MEDIA_PATTERN } from '../../../contract/staff-content';
import type { Localized } from '../../../contract/lang';
import type { Db } from '../../db/database';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Pictures inside rich text, checked like an item's own picture: the sanitiser already keeps only
 * site paths under /media/, and here a picture the previous version did not have must be one of
 * staff's uploads (content_media, at a width it is kept at) and carry its alt text. Pictures the
 * text had before (the seed's demo art among them) stay as they are.
 */
type Executor = Db | Transaction<Database>;
interface InlinePicture {
  src: string;
  alt: string;
}

const IMG = /<img\b[^>]*>/gi;
const attribute = (tag: string, name: string): string => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '';

/** The pictures of sanitised HTML (attributes quoted by the sanitiser). */
export function picturesOf(html: string): InlinePicture[] {
  return [...html.matchAll(IMG)].map(([tag]) => ({ src: attribute(tag, 'src'), alt: attribute(tag, 'alt').trim() }));
}

/** The upload a picture URL names (`/media/content/<id>-<width>.webp` at a width it is kept at), with its alt texts; undefined for any other URL. */
export async function uploadOf(db: Executor, url: string): Promise<{ alt: Localized } | undefined> {
  const match = CONTENT_MEDIA_PATTERN.exec(url);
  if (!match || !(CONTENT_IMAGE_WIDTHS as readonly number[]).includes(Number(match[2]))) return undefined;
  return db.selectFrom('content_media').select('alt').where('id', '=', match[1]!).executeTakeFirst();
}

/** 'ok', or why the first new picture of any language is refused. */
export async function checkInlinePictures(db: Executor, text: Localized, before: Localized | undefined): Promise<'ok' | 'unknown' | 'noAlt'> {
  const had = new Set(before ? Object.values(before).flatMap((html) => picturesOf(html).map((p) => p.src)) : []);
  const fresh = Object.values(text)
    .flatMap(picturesOf)
    .filter((p) => !had.has(p.src));
  for (const picture of fresh) {
    if (!(await uploadOf(db, picture.src))) return 'unknown';
    if (picture.alt === '') return 'noAlt';
  }
  return 'ok';
}
