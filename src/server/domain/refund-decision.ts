import type { Transaction } from 'kysely';
import type { GoodsOrderEvent } from '../../../machines/goods-order.machine';
import type { ActorRef } from '../../../machines/meta';
import { REFUND_STATUS, refundMachine, type RefundEvent } from '../../../machines/refund.machine';
import type { Database } from '../db/schema';
import { applyEvent, type EffectsOf } from './transitions';

type Trx = Transaction<Database>;

/** The order's decision on a refund, as the refund machine's own event. */
const REFUND_EVENT: Partial<Record<GoodsOrderEvent['type'], RefundEvent['type']>> = {
  APPROVE_REFUND: 'APPROVE',
  REJECT_REFUND: 'REJECT',
  WITHDRAW_REFUND: 'WITHDRAW',
};

/**
 * The goods order's `closeRefund` effect: its open refund moves through the refund machine in
 * the order's transaction, and the decision becomes a record (operator, remark). A refund the
 * machine will not move fails the whole transaction — the order cannot leave 8 without it.
 */
export async function closeRefund(trx: Trx, orderId: number, event: GoodsOrderEvent, decision: { operator: ActorRef; remark: string } | undefined): Promise<void> {
  const refundEvent = REFUND_EVENT[event.type];
  if (!refundEvent) throw new Error(`closeRefund: ${event.type} decides no refund`);
  const open = await trx
    .selectFrom('refunds')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', REFUND_STATUS.underReview)
    .executeTakeFirst();
  if (!open) throw new Error(`closeRefund: order ${orderId} has no refund under review`);
  // the order's sender decides the refund too: its kind is checked against the refund machine's actors
  if (!decision) throw new Error(`closeRefund: ${event.type} needs who decided`);
  const { operator, remark } = decision;
  const result = await applyEvent(trx, {
    table: 'refunds',
    entity: 'refund',
    id: open.id,
    machine: refundMachine,
    context: () => ({}),
    event: { type: refundEvent },
    actor: operator,
    note: remark,
    effects: refundEffects(open.id, operator, remark),
  });
  if (!result.ok) throw new Error(`closeRefund: refund ${open.id} refused ${refundEvent} (${result.reason})`);
}

/** The refund machine's effects for one decision. */
export function refundEffects(refundId: number, operator: ActorRef, remark: string): EffectsOf<typeof refundMachine> {
  return {
    recordDecision: async (t) => {
      await t.insertInto('refund_records').values({ refund_id: refundId, remark, operator }).execute();
      await t.updateTable('refunds').set({ decided_at: new Date() }).where('id', '=', refundId).execute();
    },
  };
}
