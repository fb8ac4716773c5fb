import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingOrder } from '../../src/server/domain/bookings/create';
import { sweepOnce } from '../../src/server/jobs/expire-orders';
import { bookingApp, bookingOf, bookVisit, call, dayAhead, diningCategory, historyOf, member, taken, visitCategory, type BookingApp } from './booking-helpers';

/** Paying, cancelling (refund per policy), expiring and deleting bookings, through the sandbox gateway. */
let t: BookingApp;
let who: { id: number; token: string };
let cate: Awaited<ReturnType<typeof visitCategory>>;
beforeAll(async () => {
  t = await bookingApp();
  who = await member(t.db);
  cate = await visitCategory(t.db, false);
});
afterAll(async () => t.close());

const cashier = (outTradeNo: string) =>
  t.app.inject({ method: 'POST', url: `/dev/pay/${outTradeNo}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });

async function pay(orderNo: string, path = '/api/member/visit_order/payOrder') {
  const start = await call(t, path, { order_no: orderNo, method: 'sandbox' }, who.token);
  expect(start.code, start.msg).toBe(1);
  const back = await cashier(start.data.out_trade_no);
  return { start: start.data, location: back.headers.location as string };
}

async function paidVisit(date = dayAhead(5), slot = '10:00') {
  const made = await bookVisit(t, who, { cate: cate.id, date, slot, adults: 2 });
  expect(made.code, made.msg).toBe(1);
  await pay(made.data.order_no);
  return { orderNo: made.data.order_no as string, date, slot };
}

describe('payment', () => {
  it('the sandbox payment marks a visit paid, through the machine, and returns to the visit pay screen', async () => {
    const made = await bookVisit(t, who, { cate: cate.id, date: dayAhead(4), slot: '11:00', adults: 2 });
    const summary = await call(t, '/api/member/payment/placeOrder', { entity: 'booking', order_no: made.data.order_no }, who.token);
    expect(summary.data).toMatchObject({ entity: 'booking', order_price: '376.00', dollar_price: '52.00', product_count: 2, status: 0, state: 'unpaid' });
    expect(summary.data.title).toContain('Standard visit');
    expect(summary.data).not.toHaveProperty('balance');
    const { start, location } = await pay(made.data.order_no);
    expect(start.amount).toBe('376.00');
    expect(location).toBe(`http://localhost:80/#/VWxPay?order_no=${made.data.order_no}&out_trade_no=${start.out_trade_no}`);
    const row = await bookingOf(t.db, made.data.order_no);
    const payment = await t.db.selectFrom('payments').selectAll().where('out_trade_no', '=', start.out_trade_no).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ entity: 'booking', entity_id: row.id, amount_fen: 37_600, state: 'paid' });
    expect(row).toMatchObject({ status: 1, pay_no: payment.transaction_id, pay_method: 'sandbox' });
    expect(row.paid_at).not.toBeNull();
    expect(await historyOf(t.db, row.id)).toEqual([
      { from_status: null, to_status: 0, event: 'CREATE', actor: `member:${who.id}` },
      { from_status: 0, to_status: 1, event: 'PAY', actor: 'provider:sandbox' },
    ]);
    const state = await call(t, '/api/member/visit_order/queryOrder', { order_no: made.data.order_no }, who.token);
    expect(state.data).toMatchObject({ status: 1, state: 'paid', paid: true });
    // the spec's other paths answer the same
    expect((await call(t, '/api/member/sub_order/queryOrder', { order_no: made.data.order_no }, who.token)).data.paid).toBe(true);
    expect((await call(t, '/api/member/visit_order/payOrder', { order_no: made.data.order_no, method: 'sandbox' }, who.token)).msg).toBe('This order has already been paid');
  });

  it('a dinner is paid 50 % now; the list shows the balance and the machine\'s actions', async () => {
    const dinner = await diningCategory(t.db);
    const made = await call(t, '/cms/catering/getCateringOrder', { cate: dinner.id, date: dayAhead(6), adults: 3, name: 'Wang', phone: '13900000002' }, who.token);
    // the pay screen shows what is paid now and what is left for the table
    const summary = await call(t, '/api/member/payment/placeOrder', { entity: 'booking', order_no: made.data.order_no }, who.token);
    expect(summary.data).toMatchObject({ order_price: '582.00', balance: '582.00' });
    const { start } = await pay(made.data.order_no, '/api/member/sub_order/payOrder');
    expect(start.amount).toBe('582.00');
    const info = await call(t, '/cms/visit_order/getOrderInfo', { order_no: made.data.order_no }, who.token);
    expect(info.data).toMatchObject({ kind: 'dining', status: 1, state: 'paid', amount: '1164.00', pay: '582.00', paid: '582.00', balance: '582.00', actions: ['cancel'], policy: { cancellable: true, refund_ratio: 1, refund: '582.00' } });
  });
});

describe('cancellation', () => {
  it('a paid visit cancelled 24 h ahead or more is refunded in full and its places come back', async () => {
    const { orderNo, date, slot } = await paidVisit();
    expect(await taken(t.db, `visit:${cate.id}`, date, slot)).toBe(2);
    const answer = await call(t, '/cms/visit_order/cancelOrder', { order_no: orderNo }, who.token);
    // closed (3) at once; refunded once the money is back (the money refund's success sends MONEY_BACK)
    expect(answer).toMatchObject({ code: 1, msg: 'Cancelled', data: { order_no: orderNo, status: 3, state: 'refunding', refund: '376.00' } });
    expect(await taken(t.db, `visit:${cate.id}`, date, slot)).toBe(0);
    const row = await bookingOf(t.db, orderNo);
    expect(row).toMatchObject({ refund_fen: 37_600 });
    await t.services().work.drain();
    const refunds = await t.db.selectFrom('payment_refunds').innerJoin('payments', 'payments.id', 'payment_refunds.payment_id').select(['payment_refunds.amount_fen', 'payment_refunds.state']).where('payments.entity', '=', 'booking').where('payments.entity_id', '=', row.id).execute();
    expect(refunds).toEqual([{ amount_fen: 37_600, state: 'succeeded' }]);
    expect(await bookingOf(t.db, orderNo)).toMatchObject({ status: 3, state: 'refunded', closed_reason: 'refunded' });
    expect((await historyOf(t.db, row.id)).map((h) => h.event)).toEqual(['CREATE', 'PAY', 'CANCEL_PAID', 'MONEY_BACK']);
  });

  it('a paid visit less than 24 h ahead cannot be cancelled online: nothing changes', async () => {
    const { orderNo } = await paidVisit();
    const row = await bookingOf(t.db, orderNo);
    await t.db.updateTable('booking_orders').set({ start_at: new Date(Date.now() + 23 * 3_600_000) }).where('id', '=', row.id).execute();
    const answer = await call(t, '/cms/visit_order/cancelOrder', { order_no: orderNo }, who.token);
    expect(answer).toMatchObject({ code: 0, msg: 'This booking can no longer be cancelled online; please call us' });
    expect(await bookingOf(t.db, orderNo)).toMatchObject({ status: 1, refund_fen: 0 });
    const refunds = await t.db.selectFrom('payment_refunds').innerJoin('payments', 'payments.id', 'payment_refunds.payment_id').select('payment_refunds.id').where('payments.entity_id', '=', row.id).where('payments.entity', '=', 'booking').execute();
    expect(refunds).toEqual([]);
    expect((await historyOf(t.db, row.id)).map((h) => h.event)).toEqual(['CREATE', 'PAY']);
  });

  it('a paid stay cancelled between 48 h and 24 h before check-in gets half back', async () => {
    const checkin = new Date(Date.now() + 30 * 3_600_000);
    const made = await t.db.transaction().execute((trx) =>
      createBookingOrder(trx, {
        memberId: who.id, kind: 'stay', refId: 1, amountFen: 176_001, dollarCents: 24_400, title: { cn: '海景房', tw: '海景房', en: 'Sea room' },
        name: 'Li', phone: '13900000003', adults: 2, rooms: 1, startAt: checkin, endAt: new Date(checkin.getTime() + 22 * 3_600_000),
        claims: [{ resource: 'room:1', day: '2031-01-01', slot: '', qty: 1, defaultCapacity: 3 }], validityS: 86_400,
      }),
    );
    const { location } = await pay(made.orderNo, '/api/member/hotel_order/payOrder');
    expect(location).toContain('/#/houseOrderPay?order_no=');
    const answer = await call(t, '/cms/hotel_order/cancelOrder', { order_no: made.orderNo }, who.token);
    expect(answer.data).toMatchObject({ state: 'refunding', refund: '880.00' });
    await t.services().work.drain();
    expect(await t.db.selectFrom('booking_orders').select('state').where('id', '=', made.id).executeTakeFirstOrThrow()).toEqual({ state: 'refunded' });
    expect((await t.sandbox().transaction((await t.db.selectFrom('payments').select('out_trade_no').where('entity', '=', 'booking').where('entity_id', '=', made.id).executeTakeFirstOrThrow()).out_trade_no))!.state).toBe('REFUND');
    expect(await taken(t.db, 'room:1', '2031-01-01', '')).toBe(0);
  });

  it('an unpaid booking is cancelled without a refund; then it can be deleted and leaves the list', async () => {
    const made = await bookVisit(t, who, { cate: cate.id, date: dayAhead(7), slot: '14:00' });
    const orderNo = made.data.order_no as string;
    const other = await member(t.db);
    expect((await call(t, '/cms/visit_order/cancelOrder', { order_no: orderNo }, other.token)).msg).toBe('There are no such orders');
    expect((await call(t, '/api/member/visit_order/deleteOrder', { order_no: orderNo }, who.token)).msg).toBe('This booking cannot do this now');
    expect((await call(t, '/cms/visit_order/cancelOrder', { order_no: orderNo }, who.token)).data).toMatchObject({ status: 3, state: 'cancelled', refund: '0.00' });
    const closed = await call(t, '/cms/visit_order/getOrderList', { kind: 'visits', status: '3' }, who.token);
    expect(closed.data.list.find((b: any) => b.order_no === orderNo)).toMatchObject({ state: 'cancelled', actions: ['delete'] });
    expect((await call(t, '/api/member/visit_order/deleteOrder', { order_no: orderNo }, who.token)).msg).toBe('Deleted');
    const all = await call(t, '/cms/visit_order/getOrderList', {}, who.token);
    expect(all.data.list.map((b: any) => b.order_no)).not.toContain(orderNo);
  });
});

describe('expiry', () => {
  it('an unpaid booking past its time is closed by the sweeper and its places come back', async () => {
    const date = dayAhead(8);
    const made = await bookVisit(t, who, { cate: cate.id, date, slot: '15:00', adults: 3 });
    await call(t, '/api/member/visit_order/payOrder', { order_no: made.data.order_no, method: 'sandbox' }, who.token);
    expect(await taken(t.db, `visit:${cate.id}`, date, '15:00')).toBe(3);
    const row = await bookingOf(t.db, made.data.order_no);
    await t.db.updateTable('booking_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', row.id).execute();
    // what the member sees before the sweeper runs
    expect((await call(t, '/cms/visit_order/getOrderInfo', { order_no: row.order_no }, who.token)).data).toMatchObject({ state: 'expired', status: 3, order_time: 0 });
    expect(await sweepOnce(t.db)).toBeGreaterThanOrEqual(1);
    expect(await bookingOf(t.db, row.order_no)).toMatchObject({ status: 3, closed_reason: 'expired' });
    expect(await taken(t.db, `visit:${cate.id}`, date, '15:00')).toBe(0);
    expect((await historyOf(t.db, row.id)).slice(1)).toEqual([{ from_status: 0, to_status: 3, event: 'EXPIRE', actor: 'timer:expire-orders' }]);
    // its open attempt expired with it (payment attempt machine: EXPIRE, the timer's)
    expect((await t.db.selectFrom('payments').select('state').where('entity', '=', 'booking').where('entity_id', '=', row.id).execute()).map((p) => p.state)).toEqual(['expired']);
    expect((await call(t, '/api/member/visit_order/payOrder', { order_no: row.order_no, method: 'sandbox' }, who.token)).msg).toBe('Order timeout!');
  });
});

describe('my bookings', () => {
  it('filters by kind and status (1: unpaid and paid upcoming)', async () => {
    const someone = await member(t.db);
    const mine = { id: someone.id, token: someone.token };
    const a = await bookVisit(t, mine, { cate: cate.id, date: dayAhead(9), slot: '10:00' });
    const list = (form: Record<string, string>) => call(t, '/cms/visit_order/getOrderList', form, someone.token);
    expect((await list({ status: '1' })).data).toMatchObject({ total: 1, list: [{ order_no: a.data.order_no, kind: 'visit', status: 0, state: 'unpaid', actions: ['pay', 'cancel'], slot: '10:00' }] });
    expect((await list({ status: '2' })).data.total).toBe(0);
    expect((await list({ kind: 'stay' })).data.total).toBe(0);
    expect((await call(t, '/cms/hotel_order/getOrderList', {}, someone.token)).data.total).toBe(0);
    expect((await list({ kind: 'visits', status: 'all' })).data.total).toBe(1);
    expect((await list({ status: '9' })).code).toBe(0);
    expect((await call(t, '/cms/visit_order/getOrderList', {}, who.token)).data.list.map((b: any) => b.order_no)).not.toContain(a.data.order_no);
  });
});
