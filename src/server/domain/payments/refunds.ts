import { SETTLED_ATTEMPT_STATUSES } from '../../../../machines/payment-attempt.machine';
import type { ActorRef } from '../../../../machines/meta';
import type { ProviderRefund } from '../../providers/payment/types';
import type { PaymentDeps } from './deps';
import type { PayableEntity } from '../../../contract/payment';
import type { Trx } from './payables';
import { applyMoneyRefundEvent, eventOfProviderRefund } from './refund-events';
import { recordRefund } from './settle';
import type { NotificationRef } from './settle';

/**
 * Money given back: a `payment_refunds` row written in the transaction that decided it (the
 * order's cancel or refund approval, or an automatic refund), sent to the provider after commit
 * by the payment work (payments/work.ts). One full refund per payment, idempotent by
 * out_refund_no at the provider too.
 */

/** Where a payable keeps the transaction id of the payment that paid it (`pay_no`). */
const PAID_TABLE: Record<PayableEntity, 'goods_orders' | 'booking_orders'> = { goods_order: 'goods_orders', booking: 'booking_orders' };

/** Records the refund of the payment that paid a payable; false when there is nothing (new) to refund. */
export async function refundPayable(trx: Trx, entity: PayableEntity, entityId: number, reason: string, outRefundNo?: string): Promise<{ recorded: boolean; paid: boolean }> {
  const row = await trx.selectFrom(PAID_TABLE[entity]).select('pay_no').where('id', '=', entityId).executeTakeFirst();
  const paid = await trx
    .selectFrom('payments')
    .select(['id', 'out_trade_no', 'transaction_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('status', 'in', [...SETTLED_ATTEMPT_STATUSES])
    .orderBy('id', 'desc')
    .execute();
  const payment = paid.find((p) => p.transaction_id === row?.pay_no) ?? paid[0];
  if (!payment) return { recorded: false, paid: false };
  const recorded = await recordRefund(trx, payment.id, outRefundNo ?? `RF${payment.out_trade_no}`, reason, `system:${entity}:${entityId}`);
  return { recorded, paid: true };
}

/**
 * What the provider says of a refund (its answer, a query or a REFUND.* callback), through the
 * money refund machine. Answers the state it moved to, or null when the machine refused (a
 * repeat, a refund already finished) or the refund is not ours.
 */
export async function applyRefundState(trx: Trx, refund: ProviderRefund, actor: ActorRef): Promise<{ state: string; escalated: boolean } | null> {
  const row = await trx.selectFrom('payment_refunds').select('id').where('out_refund_no', '=', refund.outRefundNo).executeTakeFirst();
  if (!row) return null;
  const result = await applyMoneyRefundEvent(trx, row.id, eventOfProviderRefund(refund), actor, {
    provider: refund,
    ...(refund.status === 'CLOSED' || refund.status === 'ABNORMAL' ? { error: `provider: ${refund.status}` } : {}),
  });
  return result.ok ? { state: result.toState ?? String(result.to), escalated: result.escalated === true } : null;
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
    const result = await applyRefundState(trx, refund, `provider:${deps.provider.name}`);
    await trx.updateTable('payment_notifications').set({ outcome: `refund:${result?.state ?? 'unchanged'}` }).where('id', '=', recorded.id).execute();
    return result;
  });
  if (status !== 'repeat' && status?.escalated) {
    deps.log.error({ out_trade_no: outTradeNo, out_refund_no: refund.outRefundNo, status: refund.status }, 'refund did not go through: handle it by hand');
  }
}
