import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingOrderMachine } from '../../machines/booking-order.machine';
import { goodsOrderMachine } from '../../machines/goods-order.machine';
import { migrate } from '../../src/server/db/migrate';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { stateOf } from '../../src/server/domain/machine-rules';
import { resendMoneyRefund } from '../../src/server/domain/payments/refund-events';
import { settleRefund } from '../../src/server/domain/payments/refunds';
import { ProviderError } from '../../src/server/providers/payment/types';
import { nonce } from '../../src/server/providers/payment/wechat-crypto';
import { databaseAt } from '../helpers/test-app';
import { paidOrder, REFUND_FORM, staffSession, unpaidOrder, type Staff } from './aftersales-helpers';
import { bookingOf, bookVisit, call as bookingCall, dayAhead, member, visitCategory } from './booking-helpers';
import { paymentApp, type PaymentApp } from './payment-helpers';
import { call } from './shop-helpers';

/**
 * "Refunded" means the money came back (issue 12 §1): the goods order and booking machines are
 * linked to the money refund machine. A refund decision puts the order in a refunding state under
 * the spec's code (25 refunding, 6 cancelledRefunding, booking 3 refunding) with a money refund
 * queued; only the provider's success of THAT money refund moves it on (MONEY_BACK, sent by the
 * system in the money refund's transaction). A refund the provider cannot make (escalated to
 * staff) leaves the order waiting, and staff see it in the order's history.
 */
let t: PaymentApp;
let staff: Staff;
beforeAll(async () => {
  t = await paymentApp();
  staff = await staffSession(t);
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const orderRow = (orderNo: string) => t.db.selectFrom('goods_orders').select(['id', 'status', 'state']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const historyOf = (entity: string, id: number) =>
  t.db.selectFrom('status_history').select(['from_state', 'to_state', 'event', 'actor']).where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
const moneyRefundOf = (entity: 'goods_order' | 'booking', id: number) =>
  t.db
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .select(['payment_refunds.id', 'payment_refunds.out_refund_no', 'payment_refunds.state', 'payments.out_trade_no'])
    .where('payments.entity', '=', entity)
    .where('payments.entity_id', '=', id)
    .execute();

/** The provider accepts every refund and keeps it processing: the money is on its way until it says otherwise. */
function providerKeepsProcessing() {
  return vi.spyOn(t.services().deps.provider, 'refund').mockImplementation(async (request) => ({ outRefundNo: request.outRefundNo, refundId: `R${request.outRefundNo}`, status: 'PROCESSING' }));
}
/** The provider's REFUND.SUCCESS callback for a refund. */
const providerConfirms = (outRefundNo: string, outTradeNo: string) =>
  settleRefund(t.services().deps, { outRefundNo, refundId: `R${outRefundNo}`, status: 'SUCCESS' }, outTradeNo, { id: nonce(20), eventType: 'REFUND.SUCCESS' });

async function approvedRefund() {
  const paid = await paidOrder(t);
  expect((await call(t, '/api/member/order/refuse', { order_no: paid.orderNo, ...REFUND_FORM }, paid.member.headers)).code).toBe(1);
  const approved = await call(t, '/api/staff/refund/approve', { order_no: paid.orderNo, remark: 'as asked', lang: 'en' }, staff.headers);
  expect(approved, approved.msg).toMatchObject({ code: 1, data: { status: 25 } });
  return { ...paid, id: (await orderRow(paid.orderNo)).id };
}

describe('a goods order is refunded when its money is back', () => {
  it('approved: 25 refunding with the money refund queued; 25 refunded only after the provider confirms, by a system MONEY_BACK', async () => {
    providerKeepsProcessing();
    const { member: who, orderNo, outTradeNo, id } = await approvedRefund();
    await t.services().work.drain();

    expect(await orderRow(orderNo)).toMatchObject({ status: 25, state: 'refunding' });
    const [money] = await moneyRefundOf('goods_order', id);
    expect(money).toMatchObject({ state: 'sent', out_trade_no: outTradeNo });
    // the member sees the spec's 25, and a note that the money is on its way
    const detail = await call(t, '/api/member/order/get', { order_no: orderNo, lang: 'en' }, who.headers);
    expect(detail.data).toMatchObject({ status: 25, state: 'refunding', actions: [] });

    await providerConfirms(money!.out_refund_no, outTradeNo);
    expect(await orderRow(orderNo)).toMatchObject({ status: 25, state: 'refunded' });
    expect((await historyOf('goods_order', id)).slice(-2)).toEqual([
      { from_state: 'afterSales', to_state: 'refunding', event: 'APPROVE_REFUND', actor: `staff:${staff.id}` },
      { from_state: 'refunding', to_state: 'refunded', event: 'MONEY_BACK', actor: `system:money-refund:${money!.out_refund_no}` },
    ]);
    expect((await historyOf('money_refund', money!.id)).at(-1)).toEqual({ from_state: 'sent', to_state: 'succeeded', event: 'SUCCEEDED', actor: 'provider:sandbox' });
    expect((await call(t, '/api/member/order/get', { order_no: orderNo, lang: 'en' }, who.headers)).data).toMatchObject({ status: 25, state: 'refunded' });
  });

  it('a money refund the provider refuses for good is escalated: the order keeps waiting in refunding, and staff see it in its history', async () => {
    const refundCall = vi.spyOn(t.services().deps.provider, 'refund').mockRejectedValue(new ProviderError(403, 'NOT_ENOUGH', 'the merchant balance is too low'));
    const { orderNo, outTradeNo, id } = await approvedRefund();
    await t.services().work.drain();
    expect(refundCall).toHaveBeenCalled();
    const [money] = await moneyRefundOf('goods_order', id);
    expect(money).toMatchObject({ state: 'escalated' });
    expect(await orderRow(orderNo)).toMatchObject({ status: 25, state: 'refunding' });

    const story = await call(t, '/api/staff/order/history', { order_no: orderNo, lang: 'en' }, staff.headers);
    expect(story.code, story.msg).toBe(1);
    expect(story.data.history.filter((h: { entity: string }) => h.entity === 'money_refund').map((h: { event: string; to_state: string; actor: string; note: string }) => [h.event, h.to_state, h.actor, h.note])).toEqual([
      ['CREATE', 'queued', `system:goods_order:${id}`, 'APPROVE_REFUND'],
      ['SEND_FAILED', 'escalated', 'system:payment-work', '403 NOT_ENOUGH'],
    ]);
    expect(story.data.history.find((h: { event: string }) => h.event === 'APPROVE_REFUND')).toMatchObject({ from: 8, to: 25, from_state: 'afterSales', to_state: 'refunding' });

    // staff fix the cause and send it again: once the provider confirms, the order is refunded
    refundCall.mockRestore();
    providerKeepsProcessing();
    expect(await resendMoneyRefund(t.db, { id: staff.id, username: staff.username, role: staff.role, ip: '127.0.0.1' }, money!.out_refund_no, 'balance topped up')).toEqual({ ok: true, outRefundNo: money!.out_refund_no });
    await t.services().work.drain();
    expect(await orderRow(orderNo)).toMatchObject({ status: 25, state: 'refunding' });
    await providerConfirms(money!.out_refund_no, outTradeNo);
    expect(await orderRow(orderNo)).toMatchObject({ status: 25, state: 'refunded' });
  });

  it('a paid order cancelled by the member: 6 cancelledRefunding until the provider confirms, then 6 cancelled; it can be deleted meanwhile', async () => {
    providerKeepsProcessing();
    const { member: who, orderNo, outTradeNo } = await paidOrder(t);
    const { id } = await orderRow(orderNo);
    const cancelled = await call(t, '/api/member/order/cancel', { order_no: orderNo, lang: 'en' }, who.headers);
    expect(cancelled.code, cancelled.msg).toBe(1);
    await t.services().work.drain();
    expect(await orderRow(orderNo)).toMatchObject({ status: 6, state: 'cancelledRefunding' });
    const [money] = await moneyRefundOf('goods_order', id);
    expect(money).toMatchObject({ state: 'sent' });
    expect((await call(t, '/api/member/order/get', { order_no: orderNo, lang: 'en' }, who.headers)).data).toMatchObject({ status: 6, state: 'cancelledRefunding', actions: ['DELETE'] });

    // a provider failure that is final: escalated, the order still waits
    await t.db.updateTable('payment_refunds').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', money!.id).execute();
    vi.spyOn(t.services().deps.provider, 'queryRefund').mockResolvedValue({ outRefundNo: money!.out_refund_no, refundId: null, status: 'ABNORMAL' });
    await t.services().work.drain();
    expect((await moneyRefundOf('goods_order', id))[0]).toMatchObject({ state: 'escalated' });
    expect(await orderRow(orderNo)).toMatchObject({ status: 6, state: 'cancelledRefunding' });

    // deleting it hides it and keeps it waiting for its money
    expect((await call(t, '/api/member/order/del', { order_no: orderNo, lang: 'en' }, who.headers)).code).toBe(1);
    expect(await orderRow(orderNo)).toMatchObject({ status: 6, state: 'cancelledRefunding' });

    // the provider did it after all
    await providerConfirms(money!.out_refund_no, outTradeNo);
    expect(await orderRow(orderNo)).toMatchObject({ status: 6, state: 'cancelled' });
    expect((await historyOf('goods_order', id)).map((h) => [h.event, h.to_state, h.actor.replace(/:.*/, '')])).toEqual([
      ['CREATE', 'unpaid', 'member'],
      ['PAY', 'paid', 'provider'],
      ['CANCEL', 'cancelledRefunding', 'member'],
      ['DELETE', 'cancelledRefunding', 'member'],
      ['MONEY_BACK', 'cancelled', 'system'],
    ]);
  });

  it('an automatic refund of a payment the order did not take tells the order nothing', async () => {
    const { member: who, orderNo } = await unpaidOrder(t);
    const { id } = await orderRow(orderNo);
    expect((await call(t, '/api/member/order/cancel', { order_no: orderNo, lang: 'en' }, who.headers)).code).toBe(1);
    const payment = await t.db
      .insertInto('payments')
      .values({ out_trade_no: `T${randomBytes(6).toString('hex')}`, entity: 'goods_order', entity_id: id, member_id: who.id, amount_fen: 100, method: 'sandbox', provider: 'sandbox', status: 2, state: 'paid', transaction_id: `42${randomBytes(6).toString('hex')}`, paid_at: new Date() } as never)
      .returning(['id', 'out_trade_no'])
      .executeTakeFirstOrThrow();
    await t.db.insertInto('payment_refunds').values({ payment_id: payment.id, out_refund_no: `RA${payment.out_trade_no}`, amount_fen: 100, total_fen: 100, reason: 'auto', status: 1, state: 'sent' } as never).execute();
    await providerConfirms(`RA${payment.out_trade_no}`, payment.out_trade_no);
    expect(await orderRow(orderNo)).toMatchObject({ status: 6, state: 'cancelled' });
    expect((await historyOf('goods_order', id)).map((h) => h.event)).toEqual(['CREATE', 'CANCEL']);
  });

  it('an order paid without the provider (nothing to give back) is refunded at once, by a system MONEY_BACK with a note', async () => {
    const { member: who, orderNo } = await unpaidOrder(t);
    const order = await t.db.selectFrom('goods_orders').select(['id', 'amount_fen']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) =>
      applyGoodsOrderEvent(trx, order.id, { type: 'PAY', amount: order.amount_fen }, 'provider:sandbox', { payment: { method: 'sandbox', payNo: `P${randomBytes(4).toString('hex')}`, paidAt: new Date() } }),
    );
    expect((await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, who.headers)).code).toBe(1);
    expect((await call(t, '/api/staff/refund/approve', { order_no: orderNo, remark: 'as asked', lang: 'en' }, staff.headers)).data).toMatchObject({ status: 25 });
    expect(await orderRow(orderNo)).toMatchObject({ status: 25, state: 'refunded' });
    expect((await historyOf('goods_order', order.id)).slice(-2)).toEqual([
      { from_state: 'afterSales', to_state: 'refunding', event: 'APPROVE_REFUND', actor: `staff:${staff.id}` },
      { from_state: 'refunding', to_state: 'refunded', event: 'MONEY_BACK', actor: 'system:nothing-to-refund' },
    ]);
  });

  it('MONEY_BACK is the system\'s only: no member, staff, provider or timer can send it', async () => {
    const { id } = await approvedRefund();
    for (const sender of ['member:1', `staff:${staff.id}`, 'provider:sandbox', 'timer:test'] as const) {
      expect(await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, id, { type: 'MONEY_BACK' }, sender))).toEqual({ ok: false, reason: 'notAllowed' });
    }
  });
});

describe('a booking cancelled after paying is refunded when its money is back', () => {
  it('3 refunding with the money refund queued; 3 refunded after the provider confirms; escalated keeps it refunding', async () => {
    const refundCall = vi.spyOn(t.services().deps.provider, 'refund').mockRejectedValue(new ProviderError(403, 'NOT_ENOUGH', 'the merchant balance is too low'));
    const who = await member(t.db);
    const made = await bookVisit(t, who, { cate: (await visitCategory(t.db, false)).id, date: dayAhead(6), slot: '10:00', adults: 2 });
    expect(made.code, made.msg).toBe(1);
    const orderNo = made.data.order_no as string;
    const start = await bookingCall(t, '/api/member/visit_order/payOrder', { order_no: orderNo, method: 'sandbox' }, who.token);
    expect(start.code, start.msg).toBe(1);
    await t.app.inject({ method: 'POST', url: `/dev/pay/${start.data.out_trade_no}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    const { id } = await bookingOf(t.db, orderNo);

    const cancelled = await bookingCall(t, '/cms/visit_order/cancelOrder', { order_no: orderNo }, who.token);
    expect(cancelled.data).toMatchObject({ status: 3, state: 'refunding' });
    await t.services().work.drain();
    expect(refundCall).toHaveBeenCalled();
    const [money] = await moneyRefundOf('booking', id);
    expect(money).toMatchObject({ state: 'escalated' });
    expect(await bookingOf(t.db, orderNo)).toMatchObject({ status: 3, state: 'refunding', closed_reason: 'refunding' });
    const listed = await bookingCall(t, '/cms/visit_order/getOrderList', { kind: 'visits', status: '3' }, who.token);
    expect(listed.data.list.find((b: { order_no: string }) => b.order_no === orderNo)).toMatchObject({ status: 3, state: 'refunding', actions: ['delete'] });

    await providerConfirms(money!.out_refund_no, money!.out_trade_no);
    expect(await bookingOf(t.db, orderNo)).toMatchObject({ status: 3, state: 'refunded', closed_reason: 'refunded' });
    expect((await historyOf('booking', id)).map((h) => [h.event, h.to_state, h.actor.replace(/:.*/, '')])).toEqual([
      ['CREATE', 'unpaid', 'member'],
      ['PAY', 'paid', 'provider'],
      ['CANCEL_PAID', 'refunding', 'member'],
      ['MONEY_BACK', 'refunded', 'system'],
    ]);
  });
});

describe('a bare code still reads as the spec says it', () => {
  it('25 is refunded and 6 cancelled for a row without a state name; booking 3 cancelled', () => {
    expect(stateOf(goodsOrderMachine, 25)).toBe('refunded');
    expect(stateOf(goodsOrderMachine, 6)).toBe('cancelled');
    expect(stateOf(bookingOrderMachine, 3)).toBe('cancelled');
  });
});

describe('migration 0019 puts rows whose money is still on its way into the refunding states', () => {
  it('25 and 6 with an unfinished money refund of their payment → refunding, cancelledRefunding; booking 3 refunded → refunding; the rest stay', async () => {
    const { db, drop } = await databaseAt('0018-money-machines');
    try {
      const [who] = (await sql<{ id: number }>`insert into members (username, nickname, password_hash, salt) values ('backfill', 'b', 'x', 'y') returning id`.execute(db)).rows;
      const order = async (no: string, status: number, state: string) =>
        (
          await sql<{ id: number }>`insert into goods_orders (order_no, member_id, status, state, goods_fen, shipping_fen, amount_fen, dollar_cents, product_count,
            consignee, mobile, province, city, area, address_details, expires_at, pay_no)
            values (${no}, ${who!.id}, ${status}, ${state}, 100, 0, 100, 10, 1, 'Li', '13800000000', 370000, 370600, 370614, 'Cliff Road 1', now(), ${`TX${no}`})
            returning id`.execute(db)
        ).rows[0]!.id;
      const booking = async (no: string) =>
        (
          await sql<{ id: number }>`insert into booking_orders (order_no, member_id, kind, status, state, closed_reason, ref_id, amount_fen, pay_fen, dollar_cents,
            title, name, phone, adults, start_at, details, expires_at, paid_at, refund_fen, pay_no)
            values (${no}, ${who!.id}, 'visit', 3, 'refunded', 'refunded', 1, 100, 100, 10, '{"cn":"x","tw":"x","en":"x"}'::jsonb,
              'Li', '13800000000', 1, now() + interval '2 days', '{}'::jsonb, now(), now(), 100, ${`TX${no}`})
            returning id`.execute(db)
        ).rows[0]!.id;
      /** the payment that paid it (or another one), and its money refund in `refundStatus` */
      const moneyRefund = async (entity: string, id: number, no: string, refundStatus: [number, string], paidIt = true) => {
        const [payment] = (
          await sql<{ id: number }>`insert into payments (out_trade_no, entity, entity_id, member_id, amount_fen, method, provider, status, state, transaction_id)
            values (${`OT${no}${paidIt ? '' : 'x'}`}, ${entity}, ${id}, ${who!.id}, 100, 'sandbox', 'sandbox', 6, 'refunded', ${paidIt ? `TX${no}` : `TY${no}`}) returning id`.execute(db)
        ).rows;
        await sql`insert into payment_refunds (payment_id, out_refund_no, amount_fen, total_fen, reason, status, state)
          values (${payment!.id}, ${`RF${no}${paidIt ? '' : 'x'}`}, 100, 100, 'r', ${refundStatus[0]}, ${refundStatus[1]})`.execute(db);
      };
      const ids = {
        G25sent: await order('G25sent', 25, 'refunded'),
        G25escalated: await order('G25escalated', 25, 'refunded'),
        G25back: await order('G25back', 25, 'refunded'),
        G6queued: await order('G6queued', 6, 'cancelled'),
        G6unpaid: await order('G6unpaid', 6, 'cancelled'),
        G6auto: await order('G6auto', 6, 'cancelled'),
        B3failed: await booking('B3failed'),
        B3back: await booking('B3back'),
      };
      await moneyRefund('goods_order', ids.G25sent, 'G25sent', [1, 'sent']);
      await moneyRefund('goods_order', ids.G25escalated, 'G25escalated', [4, 'escalated']);
      await moneyRefund('goods_order', ids.G25back, 'G25back', [2, 'succeeded']);
      await moneyRefund('goods_order', ids.G6queued, 'G6queued', [0, 'queued']);
      // an automatic refund of another payment of the order is not the order's refund
      await moneyRefund('goods_order', ids.G6auto, 'G6auto', [0, 'queued'], false);
      await moneyRefund('booking', ids.B3failed, 'B3failed', [3, 'failed']);
      await moneyRefund('booking', ids.B3back, 'B3back', [2, 'succeeded']);

      await migrate(db);

      const orders = await sql<{ order_no: string; status: number; state: string }>`select order_no, status, state from goods_orders order by order_no`.execute(db);
      expect(Object.fromEntries(orders.rows.map((r) => [r.order_no, `${r.status} ${r.state}`]))).toEqual({
        G25sent: '25 refunding',
        G25escalated: '25 refunding',
        G25back: '25 refunded',
        G6queued: '6 cancelledRefunding',
        G6unpaid: '6 cancelled',
        G6auto: '6 cancelled',
      });
      const bookings = await sql<{ order_no: string; state: string; closed_reason: string }>`select order_no, state, closed_reason from booking_orders order by order_no`.execute(db);
      expect(bookings.rows).toEqual([
        { order_no: 'B3back', state: 'refunded', closed_reason: 'refunded' },
        { order_no: 'B3failed', state: 'refunding', closed_reason: 'refunding' },
      ]);
    } finally {
      await drop();
    }
  });
});
