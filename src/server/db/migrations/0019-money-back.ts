import { sql, type Kysely } from 'kysely';
import { statusCheck, statusCheckName, type StatusPairs } from '../status-constraints';

/**
 * "Refunded" means the money came back (issue 12 §1): a goods order or booking that decided a
 * refund waits in a refunding state until the money refund of its payment succeeds at the
 * provider (machines/money-refund.machine.ts sends it MONEY_BACK). The spec's codes stay what the
 * member sees; the new states live under them:
 *
 *   goods_orders:   25 refunding (refund approved, money on its way) → 25 refunded
 *                    6 cancelledRefunding (a paid order cancelled, money on its way) → 6 cancelled
 *   booking_orders:  3 refunding (a paid booking cancelled, money on its way) → 3 refunded
 *
 * Existing rows whose money refund has not succeeded yet (queued, sent, failed or escalated) go
 * to the refunding state; the others keep theirs. A booking's `closed_reason` follows its state.
 * The pairs are frozen here, like every migration (0017 explains).
 */
const GOODS_ORDER: StatusPairs = [
  [5, 'unpaid'],
  [6, 'cancelled'],
  [6, 'cancelledRefunding'],
  [7, 'closed'],
  [8, 'afterSales'],
  [10, 'paid'],
  [15, 'shipped'],
  [20, 'completed'],
  [25, 'refunded'],
  [25, 'refunding'],
];
const BOOKING: StatusPairs = [
  [0, 'unpaid'],
  [1, 'paid'],
  [2, 'completed'],
  [3, 'cancelled'],
  [3, 'expired'],
  [3, 'refunded'],
  [3, 'noShow'],
  [3, 'refunding'],
];
/** payment_refunds.status of a succeeded money refund (migration 0018) */
const SUCCEEDED = 2;

/** A money refund of the payment that paid the row `o` of `entity` has not succeeded. */
const moneyOnItsWay = (entity: string) => sql`exists (select 1 from payment_refunds r join payments p on p.id = r.payment_id
    where p.entity = ${entity} and p.entity_id = o.id and p.transaction_id = o.pay_no and r.status <> ${sql.lit(SUCCEEDED)})`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['goods_orders', 'booking_orders']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(statusCheckName(table))}`.execute(db);
  }
  await sql`update goods_orders o set state = case o.state when 'refunded' then 'refunding' else 'cancelledRefunding' end
    where ((o.status = 25 and o.state = 'refunded') or (o.status = 6 and o.state = 'cancelled')) and ${moneyOnItsWay('goods_order')}`.execute(db);
  await sql`update booking_orders o set state = 'refunding', closed_reason = 'refunding'
    where o.status = 3 and o.state = 'refunded' and ${moneyOnItsWay('booking')}`.execute(db);
  for (const [table, pairs] of [['goods_orders', GOODS_ORDER], ['booking_orders', BOOKING]] as const) {
    await db.schema.alterTable(table).addCheckConstraint(statusCheckName(table), statusCheck(pairs)).execute();
  }
}
