import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { GOODS_ORDER_STATUS } from '../../../machines/goods-order.machine';
import type { Db } from '../db/database';
import { repeatWhileListening } from './repeat';
import { applyGoodsOrderEvent } from '../domain/goods-orders';
import { sweepBookingsOnce } from './expire-bookings';

/** Orders claimed per batch; a tick runs batches until one comes back short (or MAX_BATCHES). */
export const SWEEP_BATCH = 100;
const MAX_BATCHES = 20;

/**
 * Closes unpaid orders whose time is up (spec §9 "pay within the valid time"), each through the
 * goods order machine, so its stock comes back and a history row says so. Safe with several
 * server instances: `for update skip locked` hands every due order to exactly one of them, and
 * an order another request closed meanwhile is no longer unpaid. One order's failure is
 * rolled back to its savepoint and logged without holding up the rest.
 */
export async function expireDueOrders(db: Db, log?: Pick<FastifyBaseLogger, 'error'>): Promise<{ claimed: number; closed: number }> {
  return db.transaction().execute(async (trx) => {
    const due = await sql<{ id: number }>`select id from goods_orders
      where status = ${GOODS_ORDER_STATUS.unpaid} and expires_at < now()
      order by expires_at
      for update skip locked
      limit ${SWEEP_BATCH}`.execute(trx);
    let closed = 0;
    for (const { id } of due.rows) {
      await sql`savepoint expire_one`.execute(trx);
      try {
        const result = await applyGoodsOrderEvent(trx, id, { type: 'EXPIRE' }, 'timer:expire-orders');
        await sql`release savepoint expire_one`.execute(trx);
        if (result.ok) closed += 1;
      } catch (err) {
        await sql`rollback to savepoint expire_one`.execute(trx);
        log?.error({ err, orderId: id }, 'expiring an unpaid order failed');
      }
    }
    return { claimed: due.rows.length, closed };
  });
}

/** One tick: batches until the queue is empty (or a bound is reached, the next tick goes on). */
export async function sweepOnce(db: Db, log?: Pick<FastifyBaseLogger, 'error'>): Promise<number> {
  let closed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await expireDueOrders(db, log);
    closed += result.closed;
    if (result.claimed < SWEEP_BATCH) break;
  }
  closed += await sweepBookingsOnce(db, log);
  return closed;
}

/**
 * Runs the sweeper every `ORDER_SWEEP_S` seconds once the server listens (tests that only
 * inject requests never start it); stops when the app closes. Ticks never overlap.
 */
export function scheduleOrderSweeper(app: FastifyInstance) {
  const every = app.config.ORDER_SWEEP_S * 1000;
  if (every === 0) return;
  repeatWhileListening(app, every, 'order sweeper failed', async () => {
    const closed = await sweepOnce(app.db, app.log);
    if (closed > 0) app.log.info({ closed }, 'closed expired unpaid orders');
    // their open payment attempts were queued for closing at the provider: sent now
    if (closed > 0) app.services.payments.work.wake();
  });
}
