import type { ProviderRefund, RefundState } from '../../providers/payment/types';
import type { PaymentDeps } from './deps';
import { payableOf, type Trx } from './payables';
import { recordRefund } from './settle';
import type { NotificationRef } from './settle';

/**
 * Money given back: a `payment_refunds` row written in the transaction that decided it (the
 * order's cancel or refund approval, or an automatic refund), sent to the provider after commit
 * by the payment work (payments/work.ts). One full refund per payment, idempotent by
 * out_refund_no at the provider too.
 */

/** Records the refund of the payment that paid a payable; false when there is nothing (new) to refund. */
export async function refundPayable(trx: Trx, entity: string, entityId: number, reason: string, outRefundNo?: string): Promise<{ recorded: boolean; paid: boolean }> {
  const row = await payableOf(entity).load(trx, entityId);
  const paid = await trx
    .selectFrom('payments')
    .select(['id', 'out_trade_no', 'transaction_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('status', 'in', ['paid', 'refunded'])
    .orderBy('id', 'desc')
    .execute();
  const payment = paid.find((p) => p.transaction_id === row?.payNo) ?? paid[0];
  if (!payment) return { recorded: false, paid: false };
  const recorded = await recordRefund(trx, payment.id, outRefundNo ?? `RF${payment.out_trade_no}`, reason);
  return { recorded, paid: true };
}

const STATUS_OF: Record<RefundState, string> = { SUCCESS: 'succeeded', PROCESSING: 'processing', CLOSED: 'closed', ABNORMAL: 'abnormal' };
const FINAL = ['succeeded', 'closed', 'abnormal', 'failed'];

/** What the provider says of a refund (its answer, a query or a REFUND.* callback). */
export async function applyRefundState(trx: Trx, refund: ProviderRefund): Promise<string | null> {
  const status = STATUS_OF[refund.status];
  const updated = await trx
    .updateTable('payment_refunds')
    .set({
      status,
      refund_id: refund.refundId,
      last_error: '',
      ...(status === 'processing' ? { next_attempt_at: new Date(Date.now() + 60_000) } : { finished_at: new Date() }),
    })
    .where('out_refund_no', '=', refund.outRefundNo)
    .where('status', 'not in', FINAL)
    .returning('payment_id')
    .executeTakeFirst();
  if (updated && status === 'succeeded') {
    await trx.updateTable('payments').set({ status: 'refunded' }).where('id', '=', updated.payment_id).execute();
  }
  return updated ? status : null;
}

/** A REFUND.* callback: recorded once, then applied. */
export async function settleRefund(deps: PaymentDeps, refund: ProviderRefund, outTradeNo: string, ref: NotificationRef): Promise<void> {
  const status = await deps.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('payment_notifications')
      .values({ provider: deps.provider.name, notification_id: ref.id, out_trade_no: outTradeNo, event_type: ref.eventType, amount_fen: null, outcome: 'received' })
      .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'repeat';
    const result = (await applyRefundState(trx, refund)) ?? 'unchanged';
    await trx.updateTable('payment_notifications').set({ outcome: `refund:${result}` }).where('id', '=', recorded.id).execute();
    return result;
  });
  if (status === 'closed' || status === 'abnormal') {
    deps.log.error({ out_trade_no: outTradeNo, out_refund_no: refund.outRefundNo, status }, 'refund did not go through: handle it by hand');
  }
}
