import type { ProviderTransaction } from '../../providers/payment/types';
import { moneyRefundMachine } from '../../../../machines/money-refund.machine';
import type { ActorRef } from '../../../../machines/meta';
import { initialStatus } from '../machine-rules';
import { recordCreation } from '../transitions';
import { applyAttemptEvent } from './attempt-events';
import { asMethod, type PaymentDeps, type PaymentRow } from './deps';
import type { Trx } from './payables';

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
  const payable = deps.payables.of(payment.entity);
  // the payable first, then the payment: the same order as an order event closing its attempts
  await payable.lock(trx, payment.entity_id);
  // the attempt's machine: paid once; a repeat of a paid (or refunded) attempt is refused and changes nothing
  const paid = await applyAttemptEvent(trx, payment.id, { type: 'PAID', amount: payment.amount_fen }, `provider:${deps.provider.name}`, {
    transaction: { id: transactionId, paidAt },
    note: transactionId,
  });
  if (!paid.ok) return { kind: 'alreadyPaid' };
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
  await recordRefund(trx, payment.id, outRefundNo, `auto: ${payment.entity} ${current?.state ?? 'missing'} (status ${current?.status ?? '-'})`, 'system:auto-refund');
  return { kind: 'refunded', outRefundNo };
}

/** One full refund per payment; a second call for the same payment records nothing. `actor`: whose decision it is (the history's CREATE row). */
export async function recordRefund(trx: Trx, paymentId: number, outRefundNo: string, reason: string, actor: ActorRef): Promise<boolean> {
  const payment = await trx.selectFrom('payments').select(['amount_fen']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('payment_refunds')
    .values({ payment_id: paymentId, out_refund_no: outRefundNo, amount_fen: payment.amount_fen, total_fen: payment.amount_fen, reason: reason.slice(0, 200), ...initialStatus(moneyRefundMachine) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) await recordCreation(trx, { entity: 'money_refund', id: inserted.id, machine: moneyRefundMachine, actor, note: reason.slice(0, 200) });
  return inserted !== undefined;
}

/** What a query learned of an open attempt that did not succeed: the payer's payment failed, or the provider closed it. */
export async function markAttempt(deps: PaymentDeps, outTradeNo: string, outcome: 'failed' | 'closed'): Promise<boolean> {
  const payment = await deps.db.selectFrom('payments').select('id').where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (!payment) return false;
  const event = outcome === 'failed' ? ({ type: 'PAYER_FAILED' } as const) : ({ type: 'PROVIDER_CLOSED' } as const);
  const result = await deps.db.transaction().execute((trx) => applyAttemptEvent(trx, payment.id, event, `provider:${deps.provider.name}`));
  return result.ok;
}
