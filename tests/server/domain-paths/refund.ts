import { expect } from 'vitest';
import { REFUND_FORM } from '../aftersales-helpers';
import { GOODS_ORDER_CODES, REFUND_CODES, performOrderEvent, placeOrder, type OrderHandle, type ShopContext } from './goods-order';
import type { DomainDriver } from './harness';
import { settleMoneyRefund } from './money';
import { scriptProvider } from './scripted-provider';

/**
 * The refund request (machines/refund.machine.ts): opened by the member on a paid order
 * (/api/member/order/refuse), decided by staff (/api/staff/refund/approve|reject) or withdrawn by
 * the member (/api/member/order/refundWithdraw) — each the goods order's event, which moves the
 * request in the same transaction. Its history rows (entity 'refund') name the same sender.
 */
interface RefundHandle {
  order: OrderHandle;
  refundId: number;
}

/** The goods order event that sends each refund event. */
const ORDER_EVENT: Record<string, string> = { APPROVE: 'APPROVE_REFUND', REJECT: 'REJECT_REFUND', WITHDRAW: 'WITHDRAW_REFUND' };
/**
 * …and where it leaves the order (spec §3, §4): approved → 25, its money on its way (refunding,
 * the money refund held at the provider), rejected or withdrawn → 10.
 */
const ORDER_AFTER: Record<string, { status: number; state: string }> = {
  APPROVE: { status: GOODS_ORDER_CODES.refunding!, state: 'refunding' },
  REJECT: { status: GOODS_ORDER_CODES.paid!, state: 'paid' },
  WITHDRAW: { status: GOODS_ORDER_CODES.paid!, state: 'paid' },
};

async function observe(ctx: ShopContext, h: RefundHandle) {
  const refund = await ctx.t.db.selectFrom('refunds').select(['decided_at', 'amount_fen', 'reason']).where('id', '=', h.refundId).executeTakeFirstOrThrow();
  const records = await ctx.t.db.selectFrom('refund_records').select(['operator', 'remark']).where('refund_id', '=', h.refundId).orderBy('id').execute();
  const order = await ctx.t.db.selectFrom('goods_orders').select(['status', 'state']).where('id', '=', h.order.id).executeTakeFirstOrThrow();
  return { decided: refund.decided_at !== null, amount: refund.amount_fen, reason: refund.reason, records, order };
}

export function refundDriver(ctx: ShopContext): DomainDriver<RefundHandle, Awaited<ReturnType<typeof observe>>> {
  const provider = (ctx.provider ??= scriptProvider(ctx.t));
  return {
    entity: 'refund',
    codes: REFUND_CODES,
    async create() {
      const order = await placeOrder(ctx, { total: 0, refundDecided: false });
      // an approved refund's money waits at the provider: the order is seen refunding
      provider.holdRefundsOf(order.outTradeNo);
      await performOrderEvent(ctx, order, 'PAY', { event: { type: 'PAY', amount: 0 }, refused: false });
      await performOrderEvent(ctx, order, 'REQUEST_REFUND', { event: { type: 'REQUEST_REFUND' }, refused: false });
      const refund = await ctx.t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
      return { handle: { order, refundId: refund.id }, actor: `member:${order.member.id}` };
    },
    id: (h) => h.refundId,
    stored: (h) => ctx.t.db.selectFrom('refunds').select(['status', 'state']).where('id', '=', h.refundId).executeTakeFirstOrThrow(),
    perform: (h, step) => {
      const type = ORDER_EVENT[step.event.type];
      if (!type) throw new Error(`no way to send refund event ${step.event.type} on the server: add it to tests/server/domain-paths/refund.ts`);
      return performOrderEvent(ctx, h.order, type, step);
    },
    observe: (h) => observe(ctx, h),
    effects(before, after, step) {
      const at = `${step.event.type} in ${step.from}`;
      const operator = step.event.type === 'WITHDRAW' ? 'member' : 'staff';
      const remark = { APPROVE: 'Approved on the phone', REJECT: 'Already packed', WITHDRAW: '' }[step.event.type];
      // recordDecision: the decision joins the request's records, with who decided and why
      expect(after.records.slice(0, before.records.length), `${at}: earlier records`).toEqual(before.records);
      expect(
        after.records.slice(before.records.length).map((r) => ({ kind: r.operator.split(':')[0], remark: r.remark })),
        `${at}: records added (recordDecision: ${step.actions.includes('recordDecision')})`,
      ).toEqual(step.actions.includes('recordDecision') ? [{ kind: operator, remark }] : []);
      expect(after.decided, `${at}: decided_at`).toBe(step.actions.includes('recordDecision') ? true : before.decided);
      expect({ amount: after.amount, reason: after.reason }, `${at}: the request itself`).toEqual({ amount: before.amount, reason: REFUND_FORM.reason });
      expect(after.order, `${at}: its order`).toEqual(ORDER_AFTER[step.event.type]);
    },
    finish: (h) => settleMoneyRefund({ t: ctx.t, provider }, h.order.outTradeNo),
  };
}
