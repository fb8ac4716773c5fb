import { sql, type Transaction } from 'kysely';
import { MONEY_REFUND_STATUS } from '../../../machines/money-refund.machine';
import type { Database } from '../db/schema';

/**
 * The link between a goods order or booking and the money refund of what paid it (issue 12 §1):
 * "refunded" means the money came back. An order or booking that decided a refund waits in its
 * refunding state (goods order 25 `refunding`, 6 `cancelledRefunding`; booking 3 `refunding`)
 * until the money refund of ITS payment — the attempt whose transaction id is the row's `pay_no`
 * — succeeds; src/server/domain/money-back.ts sends it MONEY_BACK then. An automatic refund of a
 * payment the order did not take is another payment's and tells the order nothing.
 */
export type MoneyEntity = 'goods_order' | 'booking';

export const ENTITY_TABLE: Record<MoneyEntity, 'goods_orders' | 'booking_orders'> = {
  goods_order: 'goods_orders',
  booking: 'booking_orders',
};

/** Is a money refund of the payment that paid this order or booking still unfinished (queued, sent, failed or escalated)? */
export async function moneyOnItsWay(trx: Transaction<Database>, entity: MoneyEntity, id: number): Promise<boolean> {
  const found = await sql<{ id: number }>`select r.id from payment_refunds r
      join payments p on p.id = r.payment_id
      join ${sql.table(ENTITY_TABLE[entity])} o on o.id = p.entity_id
     where p.entity = ${entity} and p.entity_id = ${id} and p.transaction_id = o.pay_no
       and r.status <> ${MONEY_REFUND_STATUS.succeeded}
     limit 1`.execute(trx);
  return found.rows.length > 0;
}

/** The actor of a MONEY_BACK sent because nothing was paid through the provider (nothing to give back). */
export const NOTHING_TO_GIVE_BACK = 'system:nothing-to-refund' as const;
