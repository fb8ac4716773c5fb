import { createHash, randomBytes } from 'node:crypto';
import type { MessageKey } from '../../contract/messages';
import { UPLOAD_TYPES, UPLOAD_URL_PATTERN, type UploadMime } from '../../contract/profile';
import type { Db } from '../db/database';
import { hit } from './rate-limit';

/** Pictures a member may upload in a day: enough for trying portraits, not for filling the disk. */
export const UPLOADS_PER_DAY = 30;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The picture type by its first bytes (the name and the declared type are never trusted). */
export function sniffImage(bytes: Uint8Array): UploadMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // PNG signature followed by the IHDR chunk every PNG starts with
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii('IHDR'), 12)) {
    return 'image/png';
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export function uploadUrl(id: string, mime: UploadMime): string {
  return `/media/uploads/${id}.${UPLOAD_TYPES[mime]}`;
}

export type StoreResult = { ok: true; url: string } | { ok: false; key: MessageKey };

/**
 * Keeps a member's picture. Every upload gets a new random id, so no upload can replace another
 * one's bytes; the same picture sent twice by the same member answers the first address.
 */
export async function storeUpload(db: Db, memberId: number, bytes: Uint8Array): Promise<StoreResult> {
  const mime = sniffImage(bytes);
  if (!mime) return { ok: false, key: 'profile.uploadType' };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const same = await db
    .selectFrom('uploads')
    .select(['id', 'mime'])
    .where('member_id', '=', memberId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  if (same) return { ok: true, url: uploadUrl(same.id, same.mime as UploadMime) };
  const allowed = await hit(db, { key: `upload:day:${memberId}`, windowS: 86_400, max: UPLOADS_PER_DAY });
  if (!allowed.ok) return { ok: false, key: 'profile.uploadTooMany' };
  const id = randomBytes(16).toString('hex');
  await db.insertInto('uploads').values({ id, member_id: memberId, mime, bytes, sha256 }).execute();
  return { ok: true, url: uploadUrl(id, mime) };
}

/** An upload by its file name `<id>.<ext>`; the extension must match the stored type. */
export async function loadUpload(db: Db, file: string): Promise<{ mime: UploadMime; bytes: Buffer } | undefined> {
  const match = UPLOAD_URL_PATTERN.exec(`/media/uploads/${file}`);
  if (!match) return undefined;
  const row = await db.selectFrom('uploads').select(['mime', 'bytes']).where('id', '=', match[1]!).executeTakeFirst();
  const mime = row?.mime as UploadMime | undefined;
  if (!row || !mime || UPLOAD_TYPES[mime] !== match[2]) return undefined;
  return { mime, bytes: Buffer.from(row.bytes) };
}

/** Whether the address is one of this member's own uploads (a portrait must be). */
export async function ownsUpload(db: Db, memberId: number, url: string): Promise<boolean> {
  const match = UPLOAD_URL_PATTERN.exec(url);
  if (!match) return false;
  const row = await db
    .selectFrom('uploads')
    .select('mime')
    .where('id', '=', match[1]!)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined && UPLOAD_TYPES[row.mime as UploadMime] === match[2];
}
