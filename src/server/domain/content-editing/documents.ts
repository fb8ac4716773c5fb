import { sql, type Transaction } from 'kysely';
import { CONTENT_STATUS, contentPublicationMachine, type ContentState } from '../../../../machines/content-publication.machine';
import { pick, type Lang } from '../../../contract/lang';
import { mayCall, type StaffRole } from '../../../contract/staff-access';
import { CONTENT_EVENT_CALLS, ContentBodySchema, type ContentBody, type ContentDetail, type ContentRow, type ContentType } from '../../../contract/staff-content';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { isSectionType } from '../../../contract/content-sections';
import { listLive, readLive } from './live';
import { isSingletonSection, sectionTitle } from './sections';

/**
 * Content documents as staff see them. A live row nobody has edited has no document yet: it is
 * shown as one (state published or unpublished by its switch, version 1 its present texts) and
 * becomes one — version 1 stored, a CREATE history row — in the transaction of the first change
 * (`adoptLive`). Reading never writes, so an auditor's look changes nothing.
 */
type Trx = Transaction<Database>;
type Executor = Db | Trx;

export interface DocRef {
  type: ContentType;
  id?: number | null | undefined;
  live_id?: number | null | undefined;
}

export interface DocRow {
  id: number;
  type: ContentType;
  live_id: number | null;
  status: number;
  state: ContentState;
  publish_at: Date | null;
  unpublish_at: Date | null;
  published_version: number | null;
  updated_at: Date;
}

/** Beijing time 'YYYY-MM-DD HH:mm' of an instant; '' for none. */
export function beijingText(at: Date | null): string {
  if (!at) return '';
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** An instant from Beijing time 'YYYY-MM-DD HH:mm' (or with a T); null for '', undefined when not a real time. */
export function parseBeijing(text: string): Date | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(trimmed);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h - 8, mi));
  return beijingText(at) === `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}` ? at : undefined;
}

export async function findDocument(db: Executor, ref: DocRef, lock = false): Promise<DocRow | undefined> {
  let query = db.selectFrom('content_documents').selectAll().where('type', '=', ref.type);
  if (ref.id) query = query.where('id', '=', ref.id);
  else if (ref.live_id) query = query.where('live_id', '=', ref.live_id);
  else return undefined;
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row as DocRow | undefined;
}

export async function latestVersion(db: Executor, documentId: number): Promise<{ version: number; body: ContentBody } | undefined> {
  const row = await db
    .selectFrom('content_versions')
    .select(['version', 'body'])
    .where('document_id', '=', documentId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { version: row.version, body: ContentBodySchema.parse(row.body) } : undefined;
}

export async function versionOf(db: Executor, documentId: number, version: number): Promise<ContentBody | undefined> {
  const row = await db.selectFrom('content_versions').select('body').where('document_id', '=', documentId).where('version', '=', version).executeTakeFirst();
  return row ? ContentBodySchema.parse(row.body) : undefined;
}

/**
 * The document of a live row, made on first change: its present texts become version 1 (no
 * author: the seed's or an earlier edit's), its state published or unpublished by its switch,
 * and a CREATE history row by the staff member whose change it is.
 */
export async function adoptLive(trx: Trx, type: ContentType, liveId: number, actor: string): Promise<DocRow | undefined> {
  // one document per live row, even with two first changes at once
  await sql`select pg_advisory_xact_lock(hashtext(${`content:${type}:${liveId}`}))`.execute(trx);
  const existing = await findDocument(trx, { type, live_id: liveId }, true);
  if (existing) return existing;
  const live = await readLive(trx, type, liveId);
  if (!live) return undefined;
  const state: ContentState = live.switch === 1 ? 'published' : 'unpublished';
  const doc = await trx
    .insertInto('content_documents')
    .values({ type, live_id: liveId, status: CONTENT_STATUS[state], state, published_version: 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('content_versions').values({ document_id: doc.id, version: 1, body: JSON.stringify(live.body), author_staff_id: null, note: 'live' }).execute();
  await trx
    .insertInto('status_history')
    .values({ entity: 'content', entity_id: doc.id, from_status: null, from_state: null, to_status: CONTENT_STATUS[state], to_state: state, event: 'CREATE', actor, note: `${type} ${liveId} as it was` })
    .execute();
  return doc as DocRow;
}

/**
 * The staff events the machine allows in `state` whose call the role may make: the console's
 * buttons. The one row of a singleton section (`site`) is never taken off the site.
 */
export function staffEventsOf(state: ContentState, role: StaffRole, type?: ContentType): string[] {
  const node = contentPublicationMachine.root.states[state];
  const events = Object.keys(node?.config.on ?? {});
  const never = type && isSectionType(type) && isSingletonSection(type) ? 'UNPUBLISH' : '';
  return events.filter((event) => event !== never && event in CONTENT_EVENT_CALLS && mayCall(role, CONTENT_EVENT_CALLS[event as keyof typeof CONTENT_EVENT_CALLS]));
}

/** a news item's or a slide's title; the notice's text; a section's title field */
const titleOf = (type: ContentType, body: ContentBody, lang: Lang) => (isSectionType(type) ? sectionTitle(type, body, lang) : pick(body.title ?? body.content, lang));

export async function listDocuments(db: Db, type: ContentType, lang: Lang): Promise<ContentRow[]> {
  const docs = (await db.selectFrom('content_documents').selectAll().where('type', '=', type).orderBy('id', 'desc').execute()) as DocRow[];
  const latest = new Map<number, { version: number; body: ContentBody }>();
  if (docs.length > 0) {
    const rows = await db
      .selectFrom('content_versions as v')
      .select(['v.document_id', 'v.version', 'v.body'])
      .where('v.document_id', 'in', docs.map((d) => d.id))
      .where(({ eb, selectFrom }) =>
        eb('v.version', '=', selectFrom('content_versions as w').select((w) => w.fn.max('w.version').as('m')).whereRef('w.document_id', '=', 'v.document_id')),
      )
      .execute();
    for (const row of rows) latest.set(row.document_id, { version: row.version, body: ContentBodySchema.parse(row.body) });
  }
  const byLive = new Map(docs.filter((d) => d.live_id !== null).map((d) => [d.live_id!, d]));
  const rowOfDoc = (doc: DocRow): ContentRow => {
    const last = latest.get(doc.id);
    return {
      id: doc.id,
      live_id: doc.live_id,
      type,
      title: last ? titleOf(type, last.body, lang) : '',
      state: doc.state,
      version: last?.version ?? 0,
      published_version: doc.published_version,
      publish_at: beijingText(doc.publish_at),
      unpublish_at: beijingText(doc.unpublish_at),
      updated_at: beijingText(doc.updated_at),
    };
  };
  const unpublishedNew = docs.filter((d) => d.live_id === null).map(rowOfDoc);
  const live = (await listLive(db, type)).map((row): ContentRow => {
    const doc = byLive.get(row.id);
    if (doc) return rowOfDoc(doc);
    return { id: null, live_id: row.id, type, title: pick(row.title, lang), state: row.switch === 1 ? 'published' : 'unpublished', version: 1, published_version: 1, publish_at: '', unpublish_at: '', updated_at: '' };
  });
  return [...unpublishedNew, ...live];
}

/** A document with its latest texts, its versions and the buttons the role has; undefined when there is none. */
export async function documentDetail(db: Db, ref: DocRef, role: StaffRole, lang: Lang): Promise<ContentDetail | undefined> {
  const doc = await findDocument(db, ref);
  if (!doc) {
    if (!ref.live_id || ref.id) return undefined;
    const live = await readLive(db, ref.type, ref.live_id);
    if (!live) return undefined;
    const state: ContentState = live.switch === 1 ? 'published' : 'unpublished';
    return {
      id: null,
      live_id: live.id,
      type: ref.type,
      title: titleOf(ref.type, live.body, lang),
      state,
      version: 1,
      published_version: 1,
      publish_at: '',
      unpublish_at: '',
      updated_at: '',
      body: live.body,
      versions: [{ version: 1, author: '', created_at: '', note: 'live' }],
      actions: staffEventsOf(state, role, ref.type),
    };
  }
  const last = await latestVersion(db, doc.id);
  const versions = await db
    .selectFrom('content_versions as v')
    .leftJoin('staff as s', 's.id', 'v.author_staff_id')
    .select(['v.version', 'v.created_at', 'v.note', 's.username'])
    .where('v.document_id', '=', doc.id)
    .orderBy('v.version', 'desc')
    .execute();
  return {
    id: doc.id,
    live_id: doc.live_id,
    type: ref.type,
    title: last ? titleOf(ref.type, last.body, lang) : '',
    state: doc.state,
    version: last?.version ?? 0,
    published_version: doc.published_version,
    publish_at: beijingText(doc.publish_at),
    unpublish_at: beijingText(doc.unpublish_at),
    updated_at: beijingText(doc.updated_at),
    body: last?.body ?? { content: { cn: '', tw: '', en: '' } },
    versions: versions.map((v) => ({ version: v.version, author: v.username ?? '', created_at: beijingText(v.created_at), note: v.note })),
    actions: staffEventsOf(doc.state, role, ref.type),
  };
}
