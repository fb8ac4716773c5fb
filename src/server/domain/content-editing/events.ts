import type { AuditAction } from '../../../contract/staff-auth';
import type { Transaction } from 'kysely';
import { contentPublicationMachine, type ContentEvent } from '../../../../machines/content-publication.machine';
import type { ActorRef } from '../../../../machines/meta';
import type { MessageKey } from '../../../contract/messages';
import type { ContentBody, ContentType } from '../../../contract/staff-content';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { appendAudit, type StaffActor } from '../staff-audit';
import { applyEvent, recordCreation, type EffectsOf } from '../transitions';
import { initialStatus } from '../machine-rules';
import { adoptLive, findDocument, latestVersion, versionOf, type DocRef, type DocRow } from './documents';
import { switchOffLive, writeLive } from './live';
import { ContentRefusal, type SectionRefusal } from './sections';

/**
 * Every change of a content document goes through the content publication machine with
 * `applyEvent`: the row locked, the machine asked, its named actions run as the effects below,
 * the status and a history row saved — and, for staff, the audit row — in one transaction.
 */
type Trx = Transaction<Database>;
/** A refusal's message, with the fields it names (param → field name) and literal params for a content section's. */
export type ContentOutcome = { ok: true; id: number } | { ok: false; key: MessageKey } | SectionRefusal;

export const CONTENT_ENTITY = 'content';

interface EffectInput {
  doc: DocRow;
  event: ContentEvent;
  /** the body of a SAVE_DRAFT */
  body?: ContentBody;
  authorId: number | null;
}

async function nextVersion(trx: Trx, documentId: number, body: ContentBody, authorId: number | null, note: string): Promise<number> {
  const last = await latestVersion(trx, documentId);
  const version = (last?.version ?? 0) + 1;
  await trx.insertInto('content_versions').values({ document_id: documentId, version, body: JSON.stringify(body), author_staff_id: authorId, note }).execute();
  return version;
}

/** The server's effect of each action of the content publication machine, for one event on one document (closures only: nothing runs until applyEvent calls them). */
export function contentEffects(trx: Trx, { doc, event, body, authorId }: EffectInput): EffectsOf<typeof contentPublicationMachine> {
  return {
    addVersion: async () => {
      if (!body) throw new Error('SAVE_DRAFT without a body');
      await nextVersion(trx, doc.id, body, authorId, '');
    },
    copyVersion: async () => {
      if (event.type !== 'RESTORE_VERSION') throw new Error('copyVersion without a version');
      const old = await versionOf(trx, doc.id, event.version);
      if (!old) throw new Error(`version ${event.version} vanished`);
      await nextVersion(trx, doc.id, old, authorId, `restored ${event.version}`);
    },
    writeLive: async () => {
      const last = await latestVersion(trx, doc.id);
      if (!last) throw new Error(`document ${doc.id} has no version`);
      const liveId = await writeLive(trx, doc.type, doc.live_id, last.body);
      await trx.updateTable('content_documents').set({ live_id: liveId, published_version: last.version, publish_at: null }).where('id', '=', doc.id).execute();
    },
    setSchedule: async () => {
      if (event.type !== 'SCHEDULE') throw new Error('setSchedule without times');
      await trx
        .updateTable('content_documents')
        .set({
          ...(event.publishAt !== null ? { publish_at: new Date(event.publishAt) } : {}),
          unpublish_at: event.unpublishAt === null ? null : new Date(event.unpublishAt),
        })
        .where('id', '=', doc.id)
        .execute();
    },
    switchOff: async () => {
      if (doc.live_id !== null) await switchOffLive(trx, doc.type, doc.live_id);
      await trx.updateTable('content_documents').set({ unpublish_at: null }).where('id', '=', doc.id).execute();
    },
  };
}

/** Sends one event to a locked document (the sweep's and staff's common path). */
export async function sendContentEvent(trx: Trx, doc: DocRow, event: ContentEvent, actor: ActorRef, extra: { body?: ContentBody; authorId?: number | null } = {}) {
  return applyEvent(trx, {
    table: 'content_documents',
    entity: CONTENT_ENTITY,
    id: doc.id,
    machine: contentPublicationMachine,
    context: () => ({}),
    event,
    actor,
    effects: contentEffects(trx, { doc, event, ...(extra.body ? { body: extra.body } : {}), authorId: extra.authorId ?? null }),
  });
}

const describe = async (trx: Trx, id: number) => {
  const doc = await trx.selectFrom('content_documents').select(['state', 'published_version']).where('id', '=', id).executeTakeFirst();
  const last = await latestVersion(trx, id);
  return doc ? `${doc.state} v${last?.version ?? 0}${doc.published_version ? ` (live v${doc.published_version})` : ''}` : '';
};

/**
 * A staff member's event on a document (adopting a live row first), with its audit row.
 * `prepare` may refuse before the machine is asked (a body that is not complete, an unknown version).
 */
export async function staffContentEvent(
  db: Db,
  staff: StaffActor,
  ref: DocRef,
  build: (doc: DocRow, trx: Trx) => Promise<{ ok: true; event: ContentEvent; body?: ContentBody } | { ok: false; key: MessageKey } | SectionRefusal>,
  audit: { action: AuditAction; reason?: string },
): Promise<ContentOutcome> {
  const actor: ActorRef = `staff:${staff.id}`;
  return db.transaction().execute(async (trx) => {
    const found = ref.id ? await findDocument(trx, ref, true) : ref.live_id ? await adoptLive(trx, ref.type, ref.live_id, actor) : undefined;
    if (!found) return { ok: false, key: 'staffContent.notFound' } as const;
    const built = await build(found, trx);
    // a refused change leaves nothing behind, the adoption of a live row included
    if (!built.ok) throw new ContentRefusal(built);
    const before = await describe(trx, found.id);
    const result = await sendContentEvent(trx, found, built.event, actor, { ...(built.body ? { body: built.body } : {}), authorId: staff.id });
    if (!result.ok) {
      // nothing of this call stays, the adoption of a live row included
      throw new Refused(built.event.type === 'SCHEDULE' ? 'staffContent.scheduleInvalid' : 'staffContent.notAllowed');
    }
    await appendAudit(trx, staff, { action: audit.action, object: `content:${found.type}:${found.id}`, before, after: await describe(trx, found.id), reason: audit.reason ?? '' });
    return { ok: true, id: found.id } as const;
  }).catch((error: unknown): ContentOutcome => {
    if (error instanceof Refused) return { ok: false, key: error.key } as const;
    // publishing found a content section's live rows changed since the save (a unique value taken)
    if (error instanceof ContentRefusal) return error.refusal;
    throw error;
  });
}

class Refused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** A new document (a news item, or a notice banner's new text) in its first state with version 1. */
export async function createDocument(db: Db, staff: StaffActor, type: ContentType, body: ContentBody): Promise<ContentOutcome> {
  return db.transaction().execute(async (trx) => {
    const first = initialStatus(contentPublicationMachine);
    const doc = await trx
      .insertInto('content_documents')
      .values({ type, live_id: null, status: first.status, state: first.state })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('content_versions').values({ document_id: doc.id, version: 1, body: JSON.stringify(body), author_staff_id: staff.id, note: '' }).execute();
    await recordCreation(trx, { entity: CONTENT_ENTITY, id: doc.id, machine: contentPublicationMachine, actor: `staff:${staff.id}`, note: type });
    await appendAudit(trx, staff, { action: 'content.create', object: `content:${type}:${doc.id}`, after: `${first.state} v1` });
    return { ok: true, id: doc.id } as const;
  });
}
