import { sql } from 'kysely';
import { expect } from 'vitest';
import { sweepContentSchedule } from '../../../src/server/jobs/content-schedule';
import type { staffSession } from '../aftersales-helpers';
import { newsForm, staffCall } from '../content-editing-helpers';
import type { PaymentApp } from '../payment-helpers';
import type { DomainDriver, Step } from './harness';

/**
 * The content publication machine (machines/content-publication.machine.ts) on the server: a
 * news item created and changed by a content editor through /api/staff/content/*, its timer's
 * events sent by the content sweep with an injected clock once the time has come.
 */
interface Ctx {
  t: PaymentApp;
  staff: Awaited<ReturnType<typeof staffSession>>;
}
interface Handle {
  id: number;
  /** how many SAVE_DRAFTs were sent, so each saves new words */
  saves: number;
}

/** The stored codes (written from the issue: draft 0, scheduled 1, published 2, off the site 3). */
const CODES = { draft: 0, scheduled: 1, published: 2, unpublished: 3 };
const CALL: Record<string, string> = { SAVE_DRAFT: 'save', PUBLISH: 'publish', UNPUBLISH: 'unpublish', SCHEDULE: 'schedule', RESTORE_VERSION: 'restore' };

const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

async function observe(ctx: Ctx, h: Handle) {
  const doc = await ctx.t.db
    .selectFrom('content_documents')
    .select(['live_id', 'publish_at', 'unpublish_at', 'published_version'])
    .where('id', '=', h.id)
    .executeTakeFirstOrThrow();
  const versions = await ctx.t.db.selectFrom('content_versions').select(['version', 'body']).where('document_id', '=', h.id).orderBy('version').execute();
  const live = doc.live_id === null ? null : await ctx.t.db.selectFrom('news').select(['switch', 'title']).where('id', '=', doc.live_id).executeTakeFirstOrThrow();
  return { ...doc, versions, live };
}

export function contentDriver(ctx: Ctx): DomainDriver<Handle, Awaited<ReturnType<typeof observe>>> {
  const headers = ctx.staff.headers;
  return {
    entity: 'content',
    codes: CODES,
    async create() {
      const made = await staffCall(ctx.t, 'create', { type: 'news', ...newsForm('Path') }, headers);
      if (made.code !== 1) throw new Error(`create: ${made.msg}`);
      return { handle: { id: made.data.id, saves: 0 }, actor: `staff:${ctx.staff.id}` };
    },
    id: (h) => h.id,
    stored: (h) => ctx.t.db.selectFrom('content_documents').select(['status', 'state']).where('id', '=', h.id).executeTakeFirstOrThrow(),
    async perform(h, step: Step) {
      const e = step.event;
      if (e.type === 'PUBLISH_DUE' || e.type === 'UNPUBLISH_DUE') {
        // the time comes: an unpublish time the path never set is set to now, as a staff schedule would have
        const column = e.type === 'PUBLISH_DUE' ? 'publish_at' : 'unpublish_at';
        await sql`update content_documents set ${sql.ref(column)} = coalesce(${sql.ref(column)}, now()) where id = ${h.id}`.execute(ctx.t.db);
        const doc = await ctx.t.db.selectFrom('content_documents').select(column).where('id', '=', h.id).executeTakeFirstOrThrow();
        const due = (doc as Record<string, Date | null>)[column]!;
        await sweepContentSchedule(ctx.t.db, undefined, new Date(due.getTime() + 1_000));
        return { actor: 'timer:content-schedule' };
      }
      const path = CALL[e.type];
      if (!path) throw new Error(`no way to send ${e.type} on the server: add it to tests/server/domain-paths/content.ts`);
      let form: Record<string, string | number> = { type: 'news', id: h.id };
      if (e.type === 'SAVE_DRAFT') form = { ...form, ...newsForm(`Save ${++h.saves}`) };
      if (e.type === 'RESTORE_VERSION') form.version = e.version as number;
      if (e.type === 'SCHEDULE') {
        // the sample's times are relative to the clock; the console sends whole minutes
        const now = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
        const at = (v: unknown) => (v === null ? '' : beijing(now + (v as number) - (e.now as number)));
        form = { ...form, publish_at: at(e.publishAt), unpublish_at: at(e.unpublishAt) };
      }
      const answer = await staffCall(ctx.t, path, form, headers);
      expect(answer.code, `${e.type}: ${answer.msg}`).toBe(step.refused ? 0 : 1);
      return { actor: `staff:${ctx.staff.id}` };
    },
    observe: (h) => observe(ctx, h),
    effects(before, after, step) {
      const at = `${step.event.type} in ${step.from}`;
      const did = (action: string) => step.actions.includes(action);
      const added = did('addVersion') || did('copyVersion') ? 1 : 0;
      expect(after.versions.slice(0, before.versions.length), `${at}: versions are never rewritten`).toEqual(before.versions);
      expect(after.versions.length - before.versions.length, `${at}: versions added`).toBe(added);
      if (did('copyVersion')) expect(after.versions.at(-1)!.body, `${at}: the copy`).toEqual(before.versions.find((v) => v.version === step.event.version)!.body);
      if (did('writeLive')) {
        const latest = after.versions.at(-1)!;
        expect(after.published_version, `${at}: the version published`).toBe(latest.version);
        expect(after.live, `${at}: the live row`).toEqual({ switch: 1, title: latest.body.title });
        expect(after.publish_at, `${at}: the publish time cleared`).toBeNull();
      } else if (did('switchOff')) {
        expect(after.live?.switch, `${at}: the live row switched off`).toBe(0);
        expect(after.unpublish_at, `${at}: the take-off time cleared`).toBeNull();
      } else {
        expect(after.live, `${at}: the live row`).toEqual(before.live);
        expect(after.published_version, `${at}: the version published`).toBe(before.published_version);
      }
      if (did('setSchedule')) {
        const e = step.event as unknown as { publishAt: number | null; unpublishAt: number | null };
        if (e.publishAt !== null) expect(after.publish_at, `${at}: publish time`).not.toBeNull();
        expect(after.unpublish_at === null, `${at}: take-off time`).toBe(e.unpublishAt === null);
      } else if (!did('writeLive') && !did('switchOff')) {
        expect([after.publish_at, after.unpublish_at], `${at}: the times`).toEqual([before.publish_at, before.unpublish_at]);
      }
    },
  };
}
