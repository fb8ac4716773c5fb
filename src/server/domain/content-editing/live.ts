import { sql, type Transaction } from 'kysely';
import type { Localized } from '../../../contract/lang';
import type { ContentBody, ContentType } from '../../../contract/staff-content';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isSectionType } from '../../../contract/content-sections';
import { ymd } from '../content';
import { listSections, readSection, switchOffSection, writeSection } from './sections';

/**
 * The live tables the public site reads, as content editing sees them: a version's body read
 * from a live row (version 1 of content staff have not edited yet), written into it on
 * publishing, and the row switched off. News is a `news` row; the notice banner is the newest
 * `placard` row (what /api/winery/placard/get answers); a carousel slide a `rotations` row
 * (its intro kept as the version's `summary`, its one picture as `images[0]`). Every other type
 * is a content section, read and written by its descriptor (./sections.ts).
 */
type Trx = Transaction<Database>;
type Executor = Db | Trx;

const EMPTY: Localized = { cn: '', tw: '', en: '' };

export interface LiveRow {
  id: number;
  switch: number;
  body: ContentBody;
}

export async function readLive(db: Executor, type: ContentType, id: number): Promise<LiveRow | undefined> {
  if (isSectionType(type)) return readSection(db, type, id);
  if (type === 'news') {
    const row = await db
      .selectFrom('news')
      .select(['id', 'switch', 'title', 'summary', 'content', 'images', ymd('releasedate').as('releasedate')])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const images = Array.isArray(row.images) ? (row.images as unknown[]).filter((u): u is string => typeof u === 'string') : [];
    return { id: row.id, switch: row.switch, body: { title: row.title, summary: row.summary, content: row.content, releasedate: row.releasedate, images } };
  }
  if (type === 'rotation') {
    const row = await db.selectFrom('rotations').select(['id', 'switch', 'title', 'intro', 'entitle', 'image', 'link']).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, switch: row.switch, body: { title: row.title, summary: row.intro, content: EMPTY, entitle: row.entitle, link: row.link, images: row.image ? [row.image] : [] } };
  }
  if (type !== 'notice') return undefined;
  const row = await db.selectFrom('placard').select(['id', 'switch', 'content']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, switch: row.switch, body: { content: row.content } } : undefined;
}

/** Every live row of a type, newest first as the site lists them, with the title to show. */
export async function listLive(db: Db, type: ContentType): Promise<Array<{ id: number; switch: number; title: Localized }>> {
  if (isSectionType(type)) return listSections(db, type);
  if (type === 'news') {
    return db.selectFrom('news').select(['id', 'switch', 'title']).orderBy('releasedate', 'desc').orderBy('id', 'desc').execute();
  }
  if (type === 'rotation') return db.selectFrom('rotations').select(['id', 'switch', 'title']).orderBy('sort').orderBy('id').execute();
  if (type !== 'notice') return [];
  // only the newest placard row is the banner
  const rows = await db.selectFrom('placard').select(['id', 'switch', 'content']).orderBy('id', 'desc').limit(1).execute();
  return rows.map((row) => ({ id: row.id, switch: row.switch, title: row.content }));
}

/** Writes a body into its live row (a new row when `id` is null) and switches it on; answers the row's id. */
export async function writeLive(trx: Trx, type: ContentType, id: number | null, body: ContentBody): Promise<number> {
  if (isSectionType(type)) return writeSection(trx, type, id, body);
  if (type === 'news') {
    const images = body.images ?? [];
    const values = {
      title: JSON.stringify(body.title ?? EMPTY),
      summary: JSON.stringify(body.summary ?? EMPTY),
      content: JSON.stringify(body.content),
      releasedate: body.releasedate ?? sql<string>`(now() at time zone 'Asia/Shanghai')::date`,
      images: JSON.stringify(images),
      is_text: images.length === 0 ? 1 : 0,
      switch: 1,
    };
    if (id !== null) {
      await trx.updateTable('news').set(values as never).where('id', '=', id).execute();
      return id;
    }
    const row = await trx.insertInto('news').values(values as never).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  if (type === 'rotation') {
    const values = {
      title: JSON.stringify(body.title ?? EMPTY),
      intro: JSON.stringify(body.summary ?? EMPTY),
      entitle: body.entitle ?? '',
      image: body.images?.[0] ?? '',
      link: body.link ?? '',
      switch: 1,
    };
    if (id !== null) {
      await trx.updateTable('rotations').set(values as never).where('id', '=', id).execute();
      return id;
    }
    // a new slide comes last
    const row = await trx
      .insertInto('rotations')
      .values({ ...values, sort: sql<number>`(select coalesce(max(sort), 0) + 1 from rotations)` } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (id !== null) {
    await trx.updateTable('placard').set({ content: JSON.stringify(body.content), switch: 1, updated_at: new Date() }).where('id', '=', id).execute();
    return id;
  }
  const row = await trx.insertInto('placard').values({ content: JSON.stringify(body.content), switch: 1 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function switchOffLive(trx: Trx, type: ContentType, id: number): Promise<void> {
  if (isSectionType(type)) return switchOffSection(trx, type, id);
  if (type === 'news') await trx.updateTable('news').set({ switch: 0 }).where('id', '=', id).execute();
  else if (type === 'rotation') await trx.updateTable('rotations').set({ switch: 0 }).where('id', '=', id).execute();
  else await trx.updateTable('placard').set({ switch: 0, updated_at: new Date() }).where('id', '=', id).execute();
}
