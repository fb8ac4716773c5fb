import { provideOrderEffects } from '../goods-orders';
import { closeAttempts } from './attempts';
import type { PaymentLog } from './deps';
import { goodsOrderPayable } from './goods-order-payable';
import { registerPayable } from './payables';
import { refundPayable } from './refunds';

/**
 * Payments' side of the goods order machine: `closePayment` and `refundPayment` write their
 * rows in the order's transaction; the provider is called after commit by the payment work of
 * every app in this process (woken here; the rows wait if nobody is awake).
 */
const wakers = new Map<() => void, PaymentLog>();

function wakeAll() {
  for (const wake of wakers.keys()) wake();
}
function warn(obj: object, msg: string) {
  const log = wakers.values().next().value;
  // a process without the server (the staff command) has no logger of ours: stderr, as JSON
  if (log) log.warn(obj, msg);
  else console.warn(JSON.stringify({ level: 'warn', ...obj, msg }));
}

export function addPaymentWaker(wake: () => void, log: PaymentLog): () => void {
  wakers.set(wake, log);
  return () => void wakers.delete(wake);
}

/** Registers goods orders as payables and plugs the effects in; the payments plugin calls it at start. */
export function registerPaymentEffects(): void {
  registerPayable(goodsOrderPayable);
  provideOrderEffects({
    closePayment: async (trx, orderId) => {
      if ((await closeAttempts(trx, 'goods_order', orderId)) > 0) wakeAll();
    },
    refundPayment: async (trx, orderId, reason) => {
      // a member's approved refund request lends its number, so both records name the same refund
      const approved = await trx
        .selectFrom('refunds')
        .select('out_refund_no')
        .where('order_id', '=', orderId)
        .where('status', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const result = await refundPayable(trx, 'goods_order', orderId, reason, approved?.out_refund_no);
      if (!result.paid) warn({ order_id: orderId }, 'refund of an order without a settled payment: nothing to send');
      if (result.recorded) wakeAll();
    },
  });
}
