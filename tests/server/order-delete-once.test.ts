import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_ORDER_STATUS } from '../../machines/goods-order.machine';
import { BOOKING_STATUS } from '../../src/contract/booking';
import { applyBookingEvent } from '../../src/server/domain/bookings/apply-event';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { bookingApp, bookVisit, call, dayAhead, historyOf, member, visitCategory, type BookingApp } from './booking-helpers';
import { unpaidOrder } from './payment-helpers';

/**
 * Deleting (hiding from the member) is an event like any other and happens once (issue 11 §3):
 * the machine decides on the deleted flag read under the row lock, so of deletes racing on one
 * order or booking exactly one is applied and writes its history row; the others are told the
 * order is gone. Runs on PGlite and, in CI, on PostgreSQL, where the deletes truly overlap.
 */
let t: BookingApp;
beforeAll(async () => {
  t = await bookingApp();
});
afterAll(async () => t.close());

const goodsHistory = (id: number) =>
  t.db.selectFrom('status_history').select(['from_status', 'to_status', 'event']).where('entity', '=', 'goods_order').where('entity_id', '=', id).orderBy('id').execute();

async function completedOrder(memberId: number) {
  const order = await unpaidOrder(t.db, memberId, { bottles: 1 });
  await t.db.updateTable('goods_orders').set({ status: GOODS_ORDER_STATUS.completed, state: 'completed' }).where('id', '=', order.id).execute();
  return order;
}

describe('deleting a goods order', () => {
  it('four deletes at once: one "Deleted" and one history row; the others hear the order is gone', async () => {
    const who = await member(t.db);
    const order = await completedOrder(who.id);
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(t, '/api/member/order/del', { order_no: order.order_no }, who.token)));
    expect(answers.filter((a) => a.code === 1).map((a) => a.msg)).toEqual(['Deleted']);
    expect(answers.filter((a) => a.code !== 1).map((a) => [a.code, a.msg])).toEqual(Array(3).fill([0, 'There are no such orders']));
    expect(await goodsHistory(order.id)).toEqual([{ from_status: 20, to_status: 20, event: 'DELETE' }]);
    const row = await t.db.selectFrom('goods_orders').select(['hidden', 'status']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden: true, status: 20 });
  });

  it('the machine refuses a second DELETE of an order already deleted, changing nothing', async () => {
    const who = await member(t.db);
    const order = await completedOrder(who.id);
    const del = () => t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'DELETE' }, `member:${who.id}`));
    expect(await del()).toEqual({ ok: true, from: 20, to: 20, fromState: 'completed', toState: 'completed' });
    expect(await del()).toEqual({ ok: false, reason: 'notAllowed' });
    expect(await goodsHistory(order.id)).toHaveLength(1);
  });
});

describe('deleting a booking', () => {
  it('four deletes at once: one "Deleted" and one history row; the others hear the booking is gone', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const made = await bookVisit(t, who, { cate: cate.id, date: dayAhead(6), slot: '10:00' });
    expect(made.code, made.msg).toBe(1);
    const orderNo = made.data.order_no as string;
    expect((await call(t, '/cms/visit_order/cancelOrder', { order_no: orderNo }, who.token)).code).toBe(1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(t, '/api/member/visit_order/deleteOrder', { order_no: orderNo }, who.token)));
    expect(answers.filter((a) => a.code === 1).map((a) => a.msg)).toEqual(['Deleted']);
    expect(answers.filter((a) => a.code !== 1).map((a) => [a.code, a.msg])).toEqual(Array(3).fill([0, 'There are no such orders']));
    const id = (await t.db.selectFrom('booking_orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).id;
    expect((await historyOf(t.db, id)).filter((h) => h.event === 'DELETE')).toHaveLength(1);
  });

  it('the machine refuses a second DELETE of a booking already deleted', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const made = await bookVisit(t, who, { cate: cate.id, date: dayAhead(6), slot: '11:00' });
    const id = (await t.db.selectFrom('booking_orders').select('id').where('order_no', '=', made.data.order_no).executeTakeFirstOrThrow()).id;
    const apply = (type: 'CANCEL' | 'DELETE') => t.db.transaction().execute((trx) => applyBookingEvent(trx, id, { type }, `member:${who.id}`));
    expect(await apply('CANCEL')).toMatchObject({ ok: true, to: BOOKING_STATUS.closed });
    expect(await apply('DELETE')).toMatchObject({ ok: true, from: BOOKING_STATUS.closed, to: BOOKING_STATUS.closed });
    expect(await apply('DELETE')).toEqual({ ok: false, reason: 'notAllowed' });
    expect((await historyOf(t.db, id)).filter((h) => h.event === 'DELETE')).toHaveLength(1);
  });
});
