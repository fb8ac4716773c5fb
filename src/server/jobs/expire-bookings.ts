import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { BOOKING_STATUS } from '../../contract/booking';
import type { Db } from '../db/database';
import { applyBookingEvent } from '../domain/bookings/apply-event';

/** Bookings claimed per batch. */
export const BOOKING_SWEEP_BATCH = 100;
const MAX_BATCHES = 20;

/**
 * Closes unpaid bookings whose time to pay is up, each through the booking order machine (EXPIRE:
 * places released, open payment attempts closed, a history row). Run by the order sweeper
 * (jobs/expire-orders.ts); safe with several instances for the same reasons (`skip locked`,
 * the machine refusing a booking someone else already closed). `now`: the database's clock unless
 * given (tests).
 */
export async function expireDueBookings(db: Db, log?: Pick<FastifyBaseLogger, 'error'>, now?: Date): Promise<{ claimed: number; closed: number }> {
  return db.transaction().execute(async (trx) => {
    const due = await sql<{ id: number }>`select id from booking_orders
      where status = ${BOOKING_STATUS.unpaid} and expires_at < ${now ?? sql`now()`}
      order by expires_at
      for update skip locked
      limit ${BOOKING_SWEEP_BATCH}`.execute(trx);
    let closed = 0;
    for (const { id } of due.rows) {
      await sql`savepoint expire_booking`.execute(trx);
      try {
        const result = await applyBookingEvent(trx, id, { type: 'EXPIRE' }, 'timer:expire-orders');
        await sql`release savepoint expire_booking`.execute(trx);
        if (result.ok) closed += 1;
      } catch (err) {
        await sql`rollback to savepoint expire_booking`.execute(trx);
        log?.error({ err, bookingId: id }, 'expiring an unpaid booking failed');
      }
    }
    return { claimed: due.rows.length, closed };
  });
}

/** Batches until the queue is empty (or a bound is reached; the next tick goes on). */
export async function sweepBookingsOnce(db: Db, log?: Pick<FastifyBaseLogger, 'error'>, now?: Date): Promise<number> {
  let closed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await expireDueBookings(db, log, now);
    closed += result.closed;
    if (result.claimed < BOOKING_SWEEP_BATCH) break;
  }
  return closed;
}
