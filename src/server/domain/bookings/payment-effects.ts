import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { moneyRefundMachine } from '../../../../machines/money-refund.machine';
import { SETTLED_ATTEMPT_STATUSES } from '../../../../machines/payment-attempt.machine';
import { initialStatus } from '../machine-rules';
import { closeAttempts } from '../payments/attempts';
import { recordCreation } from '../transitions';

type Trx = Transaction<Database>;

/**
 * Payments' side of the booking order machine, through the shop's plumbing: rows written in the
 * booking's transaction (`payment_closes`, `payment_refunds`), sent to the provider after commit
 * by the app's payment work, which the caller that committed wakes (the member's cancel route,
 * the sweeper); otherwise the rows wait for the work's next round.
 */
export async function closeBookingPayment(trx: Trx, bookingId: number): Promise<void> {
  await closeAttempts(trx, 'booking', bookingId);
}

/**
 * Records a refund of `fen` (at most what was paid) of the payment that paid a booking; a
 * booking is refunded at most once (out_refund_no RF + out_trade_no). Answers the fen recorded.
 */
export async function refundBookingPayment(trx: Trx, bookingId: number, fen: number, reason: string): Promise<number> {
  if (fen <= 0) return 0;
  const booking = await trx.selectFrom('booking_orders').select('pay_no').where('id', '=', bookingId).executeTakeFirstOrThrow();
  const paid = await trx
    .selectFrom('payments')
    .select(['id', 'out_trade_no', 'transaction_id', 'amount_fen'])
    .where('entity', '=', 'booking')
    .where('entity_id', '=', bookingId)
    .where('status', 'in', [...SETTLED_ATTEMPT_STATUSES])
    .orderBy('id', 'desc')
    .execute();
  const payment = paid.find((p) => p.transaction_id === booking.pay_no) ?? paid[0];
  if (!payment) return 0;
  const amount = Math.min(fen, payment.amount_fen);
  const inserted = await trx
    .insertInto('payment_refunds')
    .values({ payment_id: payment.id, out_refund_no: `RF${payment.out_trade_no}`, amount_fen: amount, total_fen: payment.amount_fen, reason: reason.slice(0, 200), ...initialStatus(moneyRefundMachine) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 0;
  await recordCreation(trx, { entity: 'money_refund', id: inserted.id, machine: moneyRefundMachine, actor: `system:booking:${bookingId}`, note: reason.slice(0, 200) });
  return amount;
}
