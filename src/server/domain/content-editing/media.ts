import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { Localized } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { CONTENT_ALT_MAX, CONTENT_IMAGE_WIDTHS, CONTENT_MEDIA_PATTERN } from '../../../contract/staff-content';
import type { Db } from '../../db/database';
import { appendAudit, type StaffActor } from '../staff-audit';

/**
 * Pictures staff upload for content. The type is read from the bytes by sharp (JPEG, PNG and
 * WebP only — an SVG, a GIF or a renamed text is refused whatever its name says), then the
 * picture is made in every width the site serves (never enlarged), as WebP, EXIF and other
 * metadata dropped. Alt texts in all three languages are required. Nothing is stored unless
 * everything succeeded; the bytes live in the database so every instance serves them.
 */
const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** a picture whose sides multiply past this is refused before decoding (decompression bombs) */
const MAX_PIXELS = 40_000_000;
/** sharp (libvips) is loaded on the first upload, not with the server: it costs a start ≈ 0.3 s */
const loadSharp = () => import('sharp').then((module) => module.default);

export type UploadOutcome =
  | { ok: true; url: string; width: number; height: number; alt: Localized }
  | { ok: false; key: MessageKey };

export const contentMediaUrl = (id: string, width: number) => `/media/content/${id}-${width}.webp`;

export function altOf(fields: Record<string, string | undefined>): Localized | null {
  const alt = { cn: (fields.alt_cn ?? '').trim(), tw: (fields.alt_tw ?? '').trim(), en: (fields.alt_en ?? '').trim() };
  const ok = Object.values(alt).every((text) => text !== '' && [...text].length <= CONTENT_ALT_MAX && !/[\u0000-\u001f\u007f<>]/.test(text));
  return ok ? alt : null;
}

export async function storeContentPicture(db: Db, staff: StaffActor, bytes: Buffer, alt: Localized): Promise<UploadOutcome> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return { ok: false, key: 'staffContent.uploadType' };
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return { ok: false, key: 'staffContent.uploadType' };
  const files: Array<{ size: number; bytes: Buffer }> = [];
  let first: { width: number; height: number } | null = null;
  try {
    for (const width of CONTENT_IMAGE_WIDTHS) {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      files.push({ size: width, bytes: data });
      first ??= { width: info.width, height: info.height };
    }
  } catch {
    // the header was a picture's, the rest is not
    return { ok: false, key: 'staffContent.uploadType' };
  }
  const id = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('content_media').values({ id, width: first!.width, height: first!.height, alt: JSON.stringify(alt), staff_id: staff.id }).execute();
    for (const file of files) await trx.insertInto('content_media_files').values({ media_id: id, size: file.size, mime: 'image/webp', bytes: file.bytes }).execute();
    await appendAudit(trx, staff, { action: 'content.upload', object: `content_media:${id}`, after: { width: first!.width, height: first!.height, alt } });
  });
  return { ok: true, url: contentMediaUrl(id, CONTENT_IMAGE_WIDTHS[0]), width: first!.width, height: first!.height, alt };
}

export async function loadContentPicture(db: Db, file: string): Promise<Buffer | undefined> {
  const match = CONTENT_MEDIA_PATTERN.exec(`/media/content/${file}`);
  if (!match) return undefined;
  const row = await db.selectFrom('content_media_files').select('bytes').where('media_id', '=', match[1]!).where('size', '=', Number(match[2])).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
