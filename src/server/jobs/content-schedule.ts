import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ContentEvent } from '../../../machines/content-publication.machine';
import type { Db } from '../db/database';
import { repeatWhileListening } from './repeat';
import type { DocRow } from '../domain/content-editing/documents';
import { sendContentEvent } from '../domain/content-editing/events';

/**
 * The sweep's clock: the database's own, unless moved by `offsetMs` — which only the development
 * route POST /dev/clock does (src/server/routes/dev/clock.ts, never registered in production), so
 * the browser tests can let a scheduled time come without waiting for it. One per app instance.
 */
export class SweepClock {
  offsetMs = 0;

  /** the moment to sweep at: undefined (the database's now()) while the clock is not moved */
  now(): Date | undefined {
    return this.offsetMs === 0 ? undefined : new Date(Date.now() + this.offsetMs);
  }
}

/** Documents handled per tick; the next tick goes on with the rest. */
export const CONTENT_SWEEP_BATCH = 100;

/**
 * Publishes the scheduled documents whose publish time has come (PUBLISH_DUE) and takes off the
 * published ones whose take-off time has come (UNPUBLISH_DUE), each through the content
 * publication machine in its own savepoint, sent by `timer:content-schedule`. Safe with several
 * instances (`for update skip locked`; a document another instance already moved is refused by
 * the machine). `now`: the database's clock unless given (tests inject it).
 */
export async function sweepContentSchedule(db: Db, log?: Pick<FastifyBaseLogger, 'error'>, now?: Date): Promise<{ published: number; unpublished: number }> {
  const at = now ?? sql`now()`;
  return db.transaction().execute(async (trx) => {
    const due = await sql<DocRow & { due: 'publish' | 'unpublish' }>`select *, case when state = 'scheduled' then 'publish' else 'unpublish' end as due
      from content_documents
      where (state = 'scheduled' and publish_at <= ${at}) or (state = 'published' and unpublish_at <= ${at})
      order by coalesce(publish_at, unpublish_at), id
      for update skip locked
      limit ${CONTENT_SWEEP_BATCH}`.execute(trx);
    const done = { published: 0, unpublished: 0 };
    for (const doc of due.rows) {
      const event: ContentEvent = doc.due === 'publish' ? { type: 'PUBLISH_DUE' } : { type: 'UNPUBLISH_DUE' };
      await sql`savepoint content_due`.execute(trx);
      try {
        const result = await sendContentEvent(trx, doc, event, 'timer:content-schedule');
        await sql`release savepoint content_due`.execute(trx);
        if (result.ok) done[doc.due === 'publish' ? 'published' : 'unpublished'] += 1;
      } catch (err) {
        await sql`rollback to savepoint content_due`.execute(trx);
        log?.error({ err, documentId: doc.id }, 'a scheduled content change failed');
      }
    }
    return done;
  });
}

/**
 * Runs the sweep every CONTENT_SWEEP_S seconds once the server listens (0: never; tests call
 * `sweepContentSchedule` with their own clock), at the app's `sweepClock`. A document published
 * with a take-off time that has also passed is taken off on the next tick. Ticks never overlap.
 */
export function scheduleContentSweep(app: FastifyInstance, everyS: number) {
  if (everyS === 0) return;
  repeatWhileListening(app, everyS * 1000, 'content sweep failed', async () => {
    const done = await sweepContentSchedule(app.db, app.log, app.sweepClock.now());
    if (done.published + done.unpublished > 0) app.log.info(done, 'scheduled content changes made');
  });
}
