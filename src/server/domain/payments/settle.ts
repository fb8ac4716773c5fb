import type { ProviderTransaction } from '../../providers/payment/types';
import { asMethod, type PaymentDeps, type PaymentRow } from './deps';
import { payableOf, type Trx } from './payables';

/**
 * Applying a payment the provider says succeeded — the one path for callbacks and for what a
 * query learns. In ONE transaction: the notification recorded once, the payment marked paid
 * (transaction_id unique), PAY applied through the payable's machine. A repeat changes nothing;
 * a payment the order can no longer take (closed, cancelled, paid by another attempt) is
 * recorded and refunded automatically.
 */
export type SettleOutcome =
  | { kind: 'applied' }
  | { kind: 'repeat' }
  | { kind: 'alreadyPaid' }
  | { kind: 'refunded'; outRefundNo: string }
  | { kind: 'unknownPayment' }
  | { kind: 'mismatch'; why: 'amount' | 'merchant' | 'state' };

export interface NotificationRef {
  id: string;
  eventType: string;
}

export async function settleSuccess(deps: PaymentDeps, tx: ProviderTransaction, notification?: NotificationRef): Promise<SettleOutcome> {
  const payment = await deps.db.selectFrom('payments').selectAll().where('out_trade_no', '=', tx.outTradeNo).executeTakeFirst();
  if (!payment) return { kind: 'unknownPayment' };
  // checked before anything is written: a disagreeing message changes nothing, not even the log of notifications
  if (tx.mchId && tx.mchId !== deps.provider.mchId) return { kind: 'mismatch', why: 'merchant' };
  if (tx.amountFen !== payment.amount_fen) return { kind: 'mismatch', why: 'amount' };
  if (tx.tradeState !== 'SUCCESS' || !tx.transactionId) return { kind: 'mismatch', why: 'state' };
  const transactionId = tx.transactionId;

  const outcome = await deps.db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    let recorded: number | null = null;
    if (notification) {
      const row = await trx
        .insertInto('payment_notifications')
        .values({ provider: deps.provider.name, notification_id: notification.id, out_trade_no: tx.outTradeNo, event_type: notification.eventType, amount_fen: tx.amountFen, outcome: 'received' })
        .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return { kind: 'repeat' };
      recorded = row.id;
    }
    const result = await apply(trx, deps, payment, transactionId, tx.successTime ?? new Date());
    if (recorded !== null) await trx.updateTable('payment_notifications').set({ outcome: result.kind }).where('id', '=', recorded).execute();
    return result;
  });
  if (outcome.kind === 'refunded') {
    deps.log.warn({ out_trade_no: tx.outTradeNo, out_refund_no: outcome.outRefundNo }, 'payment arrived for an order that cannot take it: refunding automatically');
    deps.wake();
  }
  return outcome;
}

async function apply(trx: Trx, deps: PaymentDeps, payment: PaymentRow, transactionId: string, paidAt: Date): Promise<SettleOutcome> {
  const payable = payableOf(payment.entity);
  // the payable first, then the payment: the same order as an order event closing its attempts
  await payable.lock(trx, payment.entity_id);
  const locked = await trx.selectFrom('payments').selectAll().where('id', '=', payment.id).forUpdate().executeTakeFirstOrThrow();
  if (locked.status === 'paid' || locked.status === 'refunded') return { kind: 'alreadyPaid' };
  await trx.updateTable('payments').set({ status: 'paid', transaction_id: transactionId, paid_at: paidAt }).where('id', '=', payment.id).execute();
  const applied = await payable.applyPaid(trx, payment.entity_id, {
    amountFen: payment.amount_fen,
    method: asMethod(payment.method),
    transactionId,
    paidAt,
    provider: deps.provider.name,
  });
  if (applied) return { kind: 'applied' };
  const current = await payable.load(trx, payment.entity_id);
  const outRefundNo = `RA${payment.out_trade_no}`;
  await recordRefund(trx, payment.id, outRefundNo, `auto: ${payment.entity} ${current?.state ?? 'missing'} (status ${current?.status ?? '-'})`);
  return { kind: 'refunded', outRefundNo };
}

/** One full refund per payment; a second call for the same payment records nothing. */
export async function recordRefund(trx: Trx, paymentId: number, outRefundNo: string, reason: string): Promise<boolean> {
  const payment = await trx.selectFrom('payments').select(['amount_fen']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('payment_refunds')
    .values({ payment_id: paymentId, out_refund_no: outRefundNo, amount_fen: payment.amount_fen, total_fen: payment.amount_fen, reason: reason.slice(0, 200) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** What a query learned of an attempt that did not succeed: failed or closed at the provider. */
export async function markAttempt(deps: PaymentDeps, outTradeNo: string, status: 'failed' | 'closed'): Promise<boolean> {
  const updated = await deps.db
    .updateTable('payments')
    .set({ status })
    .where('out_trade_no', '=', outTradeNo)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
