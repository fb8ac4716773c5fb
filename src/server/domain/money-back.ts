import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { applyBookingEvent } from './bookings/apply-event';
import { applyGoodsOrderEvent } from './goods-orders';
import { ENTITY_TABLE, type MoneyEntity } from './money-on-its-way';
import type { TransitionResult } from './transitions';

/**
 * The money refund machine's `tellOrderMoneyBack` (machines/money-refund.machine.ts, on
 * SUCCEEDED): the goods order or booking whose payment this was learns that its money is back
 * — MONEY_BACK, sent by the system in the money refund's transaction, so the order reads
 * refunded exactly when the provider has given the money back. Only the payment that paid it
 * counts (its transaction id is the row's `pay_no`): an automatic refund of a payment the order
 * did not take is not the order's refund. A MONEY_BACK the order's machine refuses (it is not
 * waiting for money) changes nothing. Answers what the order's machine did, or null when the
 * refund was not an order's.
 */
export async function tellOrderMoneyBack(trx: Transaction<Database>, paymentId: number, outRefundNo: string): Promise<TransitionResult | null> {
  const payment = await trx.selectFrom('payments').select(['entity', 'entity_id', 'transaction_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const entity = payment.entity as MoneyEntity;
  if (!(entity in ENTITY_TABLE) || !payment.transaction_id) return null;
  const row = await trx.selectFrom(ENTITY_TABLE[entity]).select('pay_no').where('id', '=', payment.entity_id).executeTakeFirst();
  if (!row || row.pay_no !== payment.transaction_id) return null;
  const actor = `system:money-refund:${outRefundNo}` as const;
  return entity === 'goods_order'
    ? applyGoodsOrderEvent(trx, payment.entity_id, { type: 'MONEY_BACK' }, actor)
    : applyBookingEvent(trx, payment.entity_id, { type: 'MONEY_BACK' }, actor);
}
