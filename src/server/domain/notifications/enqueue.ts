import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ANNOUNCED, bookingParams, queueMessages, specOfHistory, type HistoryRow } from './events';

type Db = Kysely<Database>;

/** History rows read at a time: a pass reads batch after batch while it has time and rows are left. */
export const NOTIFY_HISTORY_BATCH = 200;
/**
 * How long a transaction may still commit a history row below the cursor: the cursor only
 * passes rows older than this, so a row whose id was taken early but committed late is still read.
 */
const CURSOR_LAG = sql`interval '10 minutes'`;

export interface QueueOptions {
  log?: { error: (obj: object, msg: string) => void };
  /** history rows read at a time (tests); NOTIFY_HISTORY_BATCH otherwise */
  batch?: number;
  /** true once no further batch may be read (the pass's time is spent, the app is closing); one batch at least */
  enough?: () => boolean;
}

/**
 * Turns new status_history rows into queued messages, a batch at a time until none is left or
 * it is `enough`. Each row is claimed once in `notify_handled` (its primary key: of instances
 * racing for one row, the first to commit claims it and the others' inserts conflict and do
 * nothing) in the same transaction as its messages, so a row is announced exactly once or not at
 * all. The cursor in app_meta keeps the scan short: it moves past a row only when the row is
 * handled (or announces nothing) and is older than CURSOR_LAG. Answers how many messages were
 * queued, and whether rows may be left (`more`: it was enough after a full batch).
 */
export async function queueFromHistory(db: Db, options: QueueOptions = {}): Promise<{ queued: number; more: boolean }> {
  const batch = options.batch ?? NOTIFY_HISTORY_BATCH;
  const cursor = Number((await db.selectFrom('app_meta').select('value').where('key', '=', 'notify_cursor').executeTakeFirst())?.value ?? 0);
  let after = cursor;
  let queued = 0;
  let more = false;
  for (;;) {
    const rows = await sql<HistoryRow>`select h.id, h.entity, h.entity_id, h.from_state, h.to_state, h.event from status_history h
      where h.id > ${after} and ${ANNOUNCED}
        and not exists (select 1 from notify_handled n where n.history_id = h.id)
      order by h.id limit ${batch}`.execute(db);
    for (const row of rows.rows) queued += await queueChange(db, row, options.log);
    if (rows.rows.length < batch) break;
    // a row that failed is tried again in the next pass, not in this one
    after = rows.rows[rows.rows.length - 1]!.id;
    if (!options.enough || options.enough()) {
      more = true;
      break;
    }
  }
  await sql`update app_meta set value = greatest(value::bigint, least(
      coalesce((select min(h.id) - 1 from status_history h where h.id > ${cursor} and ${ANNOUNCED}
        and not exists (select 1 from notify_handled n where n.history_id = h.id)), 9223372036854775807),
      coalesce((select max(id) from status_history where created_at < now() - ${CURSOR_LAG}), 0)))::text
    where key = 'notify_cursor'`.execute(db);
  return { queued, more };
}

/** One status change claimed and its messages queued, in one transaction; 0 when another instance has it or it failed (logged). */
async function queueChange(db: Db, row: HistoryRow, log: QueueOptions['log']): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx.insertInto('notify_handled').values({ history_id: row.id }).onConflict((oc) => oc.column('history_id').doNothing()).returning('history_id').executeTakeFirst();
      if (!claimed) return 0;
      const spec = await specOfHistory(trx, row);
      return spec ? queueMessages(trx, spec) : 0;
    });
  } catch (err) {
    log?.error({ err, historyId: row.id }, 'queueing the messages of a status change failed');
    return 0;
  }
}

/** Reminders go out from this hour (Beijing time) of the day before: nobody is woken at midnight. */
export const REMINDER_FROM_HOUR = 9;

/** The Beijing calendar day of a moment, `YYYY-MM-DD`, `plusDays` later. */
export function beijingDay(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + 8 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Queues the day-before reminder of every paid booking that starts tomorrow (Beijing time), from
 * REMINDER_FROM_HOUR on. Its source, `reminder:<booking>:<day>`, is claimed once per channel
 * (unique with the channel), so the reminder goes once whichever instance or tick sees it first;
 * a booking moved to another day gets that day's reminder. Answers how many were queued.
 */
export async function queueReminders(db: Db, now = new Date(), log?: { error: (obj: object, msg: string) => void }): Promise<number> {
  if (Number(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 13)) < REMINDER_FROM_HOUR) return 0;
  const tomorrow = beijingDay(now, 1);
  const from = new Date(`${tomorrow}T00:00:00+08:00`);
  const until = new Date(from.getTime() + 86_400_000);
  const due = await db
    .selectFrom('booking_orders')
    .select('id')
    .where('state', '=', 'paid')
    .where('start_at', '>=', from)
    .where('start_at', '<', until)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member_messages').select('member_messages.id').whereRef('member_messages.source', '=', sql<string>`'reminder:' || booking_orders.id || ':' || ${tomorrow}`))))
    .orderBy('id')
    .execute();
  let queued = 0;
  for (const { id } of due) {
    try {
      const subject = await bookingParams(db, id);
      if (subject) queued += await queueMessages(db, { source: `reminder:${id}:${tomorrow}`, kind: 'reminders', event: 'booking.reminder', memberId: subject.memberId, params: subject.params });
    } catch (err) {
      log?.error({ err, bookingId: id }, 'queueing a booking reminder failed');
    }
  }
  return queued;
}
