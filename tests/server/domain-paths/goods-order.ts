import { expect } from 'vitest';
import type { GoodsOrderInput } from '../../../machines/goods-order.machine';
import { expireDueOrders } from '../../../src/server/jobs/expire-orders';
import type { Staff } from '../aftersales-helpers';
import { REFUND_FORM } from '../aftersales-helpers';
import type { PaymentApp } from '../payment-helpers';
import { addressOf, call, orderOf, quickMember, wines, type Member } from '../shop-helpers';
import type { DomainDriver, Step } from './harness';
import { cancelRefundNo, moneyBackEffects, observeMoneyBack, PAYMENT_ATTEMPT_CODES, providerGivesMoneyBack, settleMoneyRefund, type MoneyBackVia } from './money';
import { payAtProvider } from './provider';
import { scriptProvider, type ScriptedProvider } from './scripted-provider';

/**
 * The goods order (machines/goods-order.machine.ts) and its refund request
 * (machines/refund.machine.ts), driven as their senders drive them: the member through
 * /api/member/order/* (checkout, cancel, edit, receive, del, refuse, refundWithdraw), staff
 * through /api/staff/order/ship and /api/staff/refund/approve|reject, the provider by a signed
 * sandbox callback, the timer by the order sweeper once the order's time to pay is over; the
 * system's MONEY_BACK comes with the provider's success of the order's money refund (money.ts).
 */

/**
 * Spec §4 goods order statuses. The states that wait for the money read as the spec says to the
 * member: a refund approved is 25 refunded while its money is on its way, a paid order cancelled
 * is 6 cancelled while its money is on its way.
 */
export const GOODS_ORDER_CODES: Record<string, number> = {
  unpaid: 5,
  cancelled: 6,
  cancelledRefunding: 6,
  closed: 7,
  afterSales: 8,
  paid: 10,
  shipped: 15,
  completed: 20,
  refunding: 25,
  refunded: 25,
};

/** Spec §3 refund request statuses. */
export const REFUND_CODES: Record<string, number> = { underReview: 0, completed: 1, rejected: 2, cancelled: 3 };

/** Where a goods order event leaves the refund request under review (spec §3). */
const REFUND_AFTER: Record<string, string> = { APPROVE_REFUND: 'completed', REJECT_REFUND: 'rejected', WITHDRAW_REFUND: 'cancelled' };

const OPEN_ATTEMPT = [0, 1];
const SECOND_CONSIGNEE = 'Wang Fang';

export interface OrderHandle {
  id: number;
  orderNo: string;
  member: Member;
  wineId: number;
  bottles: number;
  amountFen: number;
  /** the member's second address, for CHANGE_ADDRESS */
  otherAddress: number;
  /** the payment attempt the member opened at the pay screen ('' when none was started) */
  outTradeNo: string;
  /** the model's amount due, which the server's amount stands for */
  modelTotal: number;
}

export interface ShopContext {
  t: PaymentApp;
  staff: Staff;
  /** the sandbox with the answers a path gives held back (a money refund's: MONEY_BACK) */
  provider?: ScriptedProvider;
}

/** How the provider's success of the money refund reaches the server in a goods order's MONEY_BACK step. */
const MONEY_BACK_VIA: MoneyBackVia = 'work';

async function ok(answer: Promise<{ code: number; msg: string }>, expected: boolean, what: string) {
  const { code, msg } = await answer;
  expect(code === 1, `${what} answered ${code} "${msg}"`).toBe(expected);
}

/** A member's paid-or-not order, placed through the cart and checkout, with a sandbox attempt open. */
export async function placeOrder(ctx: ShopContext, input: GoodsOrderInput, options: { startPayment?: boolean } = {}): Promise<OrderHandle> {
  const { t } = ctx;
  const member = await quickMember(t, 'paths');
  const address = await addressOf(t, member);
  const otherAddress = await addressOf(t, member, SECOND_CONSIGNEE);
  const [wine] = await wines(t);
  const bottles = 2;
  const placed = await orderOf(t, member, address, [[wine!.id, bottles]]);
  const row = await t.db.selectFrom('goods_orders').select(['id', 'amount_fen']).where('order_no', '=', placed.order_no).executeTakeFirstOrThrow();
  const started = options.startPayment === false ? { code: 1, msg: '', data: { out_trade_no: '' } } : await call(t, '/api/member/order/goPay', { order_no: placed.order_no, method: 'sandbox', lang: 'en' }, member.headers);
  if (started.code !== 1) throw new Error(`goPay: ${started.msg}`);
  if (input.refundDecided) {
    // the machine's context "staff have decided a refund of this order", as the server reads it: a decided refund row
    await t.db
      .insertInto('refunds')
      .values({
        order_id: row.id, status: REFUND_CODES.rejected!, state: 'rejected', out_refund_no: `RX${placed.order_no}`.slice(0, 32),
        reason: 'orderedTooMany', contact_name: 'Li Hua', contact_phone: '13800000007', remark: 'decided earlier', amount_fen: row.amount_fen,
      })
      .execute();
  }
  return {
    id: row.id, orderNo: placed.order_no, member, wineId: wine!.id, bottles, amountFen: row.amount_fen, otherAddress,
    outTradeNo: started.data.out_trade_no as string, modelTotal: input.total,
  };
}

/** Performs a goods order event as its sender; `allowed`: what the model says the server must answer. */
export async function performOrderEvent(ctx: ShopContext, h: OrderHandle, type: string, step: Pick<Step, 'event' | 'refused'>): Promise<{ actor: string }> {
  const { t, staff } = ctx;
  const member = `member:${h.member.id}`;
  const asMember = (path: string, form: Record<string, string> = {}) => ok(call(t, path, { order_no: h.orderNo, lang: 'en', ...form }, h.member.headers), !step.refused, `${type} (${path})`);
  const asStaff = (path: string, form: Record<string, string>) => ok(call(t, path, { order_no: h.orderNo, lang: 'en', ...form }, staff.headers), !step.refused, `${type} (${path})`);
  switch (type) {
    case 'PAY': {
      // the model's amount due stands for the order's real amount; any other amount is paid as is
      const amount = step.event.amount === h.modelTotal ? h.amountFen : Number(step.event.amount);
      const { status } = await payAtProvider(t, h.outTradeNo, amount);
      expect(status, `PAY of ${amount} fen: the callback's answer`).toBe(step.refused ? 400 : 204);
      return { actor: 'provider:sandbox' };
    }
    case 'CANCEL':
      await asMember('/api/member/order/cancel');
      return { actor: member };
    case 'EXPIRE':
      // the time to pay is over (the clock passed expires_at); the sweeper's next round
      await t.db.updateTable('goods_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', h.id).execute();
      await expireDueOrders(t.db);
      return { actor: 'timer:expire-orders' };
    case 'CHANGE_ADDRESS':
      await asMember('/api/member/order/edit', { address_id: String(h.otherAddress) });
      return { actor: member };
    case 'SHIP':
      await asStaff('/api/staff/order/ship', { company: 'zhongtong', tracking_no: `ZT${h.id}0000001` });
      return { actor: `staff:${staff.id}` };
    case 'REQUEST_REFUND':
      await asMember('/api/member/order/refuse', REFUND_FORM);
      return { actor: member };
    case 'WITHDRAW_REFUND':
      await asMember('/api/member/order/refundWithdraw');
      return { actor: member };
    case 'APPROVE_REFUND':
      await asStaff('/api/staff/refund/approve', { remark: 'Approved on the phone' });
      return { actor: `staff:${staff.id}` };
    case 'REJECT_REFUND':
      await asStaff('/api/staff/refund/reject', { remark: 'Already packed' });
      return { actor: `staff:${staff.id}` };
    case 'CONFIRM_RECEIPT':
      await asMember('/api/member/order/receive');
      return { actor: member };
    case 'DELETE':
      await asMember('/api/member/order/del');
      return { actor: member };
    case 'MONEY_BACK': {
      // the system's: the provider says the money refund (queued by the decision) gave the money back
      if (!ctx.provider) throw new Error('MONEY_BACK needs the scripted provider holding the money refund');
      return providerGivesMoneyBack({ t, provider: ctx.provider }, h.outTradeNo, MONEY_BACK_VIA);
    }
    default:
      throw new Error(`no way to send goods order event ${type} on the server: add it to tests/server/domain-paths/goods-order.ts`);
  }
}

export async function observeOrder(t: PaymentApp, h: OrderHandle) {
  const order = await t.db.selectFrom('goods_orders').selectAll().where('id', '=', h.id).executeTakeFirstOrThrow();
  const wine = await t.db.selectFrom('wines').select('stock').where('id', '=', h.wineId).executeTakeFirstOrThrow();
  const attempts = await t.db.selectFrom('payments').select(['id', 'out_trade_no', 'status', 'transaction_id']).where('entity', '=', 'goods_order').where('entity_id', '=', h.id).orderBy('id').execute();
  const closes = await t.db.selectFrom('payment_closes').select('payment_id').where('payment_id', 'in', [0, ...attempts.map((a) => a.id)]).orderBy('payment_id').execute();
  const moneyBack = await observeMoneyBack(t, 'goods_order', h.id);
  const refunds = await t.db.selectFrom('refunds').select(['id', 'status', 'state', 'out_refund_no']).where('order_id', '=', h.id).orderBy('id').execute();
  const records = await t.db.selectFrom('refund_records').select(['refund_id', 'operator']).where('refund_id', 'in', [0, ...refunds.map((r) => r.id)]).orderBy('id').execute();
  const shipments = await t.db.selectFrom('shipments').select(['company', 'tracking_no']).where('order_id', '=', h.id).execute();
  return {
    stock: wine.stock,
    hidden: order.hidden,
    consignee: order.consignee,
    payment: { method: order.pay_method, no: order.pay_no, at: order.paid_at !== null },
    attempts,
    closes: closes.map((c) => c.payment_id),
    moneyBack,
    refunds,
    records,
    shipments,
  };
}
export type OrderObservation = Awaited<ReturnType<typeof observeOrder>>;

/** The effects of a goods order step's named actions, and that nothing else changed. */
export function orderEffects(before: OrderObservation, after: OrderObservation, step: Step, h: OrderHandle): void {
  const did = (action: string) => step.actions.includes(action);
  const at = `${step.event.type} in ${step.from}`;
  expect(after.stock, `${at}: stock (releaseStock: ${did('releaseStock')})`).toBe(before.stock + (did('releaseStock') ? h.bottles : 0));
  expect(after.hidden, `${at}: hidden (hideFromMember)`).toBe(did('hideFromMember') ? true : before.hidden);
  expect(after.consignee, `${at}: address (updateAddress)`).toBe(did('updateAddress') ? SECOND_CONSIGNEE : before.consignee);
  expect(after.shipments.length, `${at}: shipments (recordShipment)`).toBe(before.shipments.length + (did('recordShipment') ? 1 : 0));

  // the payment attempts: closePayment ends the open ones (expired when the time ran out), PAY settles the one paid,
  // MONEY_BACK comes with the one that paid the order refunded
  const paid = step.event.type === 'PAY' ? after.attempts.find((a) => a.out_trade_no === h.outTradeNo) : undefined;
  const refunded = step.event.type === 'MONEY_BACK' ? before.attempts.find((a) => a.out_trade_no === h.outTradeNo && a.transaction_id === before.payment.no) : undefined;
  if (step.event.type === 'MONEY_BACK') expect(refunded?.status, `${at}: the payment that paid the order`).toBe(PAYMENT_ATTEMPT_CODES.paid);
  expect(after.attempts.map((a) => a.id), `${at}: payment attempts`).toEqual(before.attempts.map((a) => a.id));
  for (const [i, attempt] of before.attempts.entries()) {
    const ended = did('closePayment') && OPEN_ATTEMPT.includes(attempt.status);
    const expected = ended ? (step.event.type === 'EXPIRE' ? 5 : 4) : attempt.id === paid?.id ? 2 : attempt.id === refunded?.id ? PAYMENT_ATTEMPT_CODES.refunded! : attempt.status;
    expect(after.attempts[i]!.status, `${at}: payment attempt ${attempt.out_trade_no} (closePayment: ${did('closePayment')})`).toBe(expected);
  }
  const newlyClosed = after.closes.filter((id) => !before.closes.includes(id));
  const wasOpen = before.attempts.filter((a) => OPEN_ATTEMPT.includes(a.status)).map((a) => a.id);
  expect(newlyClosed, `${at}: closings queued at the provider (closePayment)`).toEqual(did('closePayment') ? wasOpen : []);

  expect(after.payment, `${at}: payment record (recordPayment)`).toEqual(
    did('recordPayment') ? { method: 'sandbox', no: paid?.transaction_id ?? 'the paid attempt', at: true } : before.payment,
  );

  // the refund request: openRefund opens one under review, closeRefund decides the open one
  const open = before.refunds.find((r) => r.status === REFUND_CODES.underReview);
  const expectedRefunds = before.refunds.map((r) =>
    did('closeRefund') && r.id === open?.id ? { ...r, status: REFUND_CODES[REFUND_AFTER[step.event.type]!]!, state: REFUND_AFTER[step.event.type]! } : r,
  );
  expect(after.refunds.slice(0, before.refunds.length), `${at}: refund requests (closeRefund: ${did('closeRefund')})`).toEqual(expectedRefunds);
  expect(
    after.refunds.slice(before.refunds.length).map((r) => ({ status: r.status, state: r.state })),
    `${at}: refund requests opened (openRefund: ${did('openRefund')})`,
  ).toEqual(did('openRefund') ? [{ status: REFUND_CODES.underReview, state: 'underReview' }] : []);
  if (did('closeRefund')) expect(open, `${at}: closeRefund needs an open request`).toBeDefined();

  // money back: refundPayment queues one money refund of the whole amount; MONEY_BACK is its success
  // (an approved refund request lends its number to the money refund, a cancel's is RF + the paid attempt's)
  const outRefundNo = step.event.type === 'APPROVE_REFUND' ? (open?.out_refund_no ?? 'the approved request') : cancelRefundNo(h.outTradeNo);
  moneyBackEffects(before.moneyBack, after.moneyBack, step, { entity: 'goods_order', id: h.id, outRefundNo, amountFen: h.amountFen, via: MONEY_BACK_VIA });
}

export function goodsOrderDriver(ctx: ShopContext): DomainDriver<OrderHandle, OrderObservation> {
  const provider = (ctx.provider ??= scriptProvider(ctx.t));
  return {
    entity: 'goods_order',
    codes: GOODS_ORDER_CODES,
    contextAfter: { DELETE: { hidden: true } },
    async create(input) {
      const h = await placeOrder(ctx, input as GoodsOrderInput);
      // its money refund waits at the provider until the path's MONEY_BACK
      provider.holdRefundsOf(h.outTradeNo);
      return { handle: h, actor: `member:${h.member.id}` };
    },
    id: (h) => h.id,
    stored: (h) => ctx.t.db.selectFrom('goods_orders').select(['status', 'state']).where('id', '=', h.id).executeTakeFirstOrThrow(),
    perform: (h, step) => performOrderEvent(ctx, h, step.event.type, step),
    observe: (h) => observeOrder(ctx.t, h),
    effects: orderEffects,
    finish: (h) => settleMoneyRefund({ t: ctx.t, provider }, h.outTradeNo),
  };
}
