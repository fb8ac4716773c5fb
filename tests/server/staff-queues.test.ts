import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../../src/server/providers/payment/types';
import { testApp } from '../helpers/test-app';
import { paidOrder, REFUND_FORM } from './aftersales-helpers';
import { call, quickMember, type TestApp } from './shop-helpers';
import { dayFromToday, everyRole, paidBooking, staffCall, today, type Roles } from './staff-work-helpers';

/** The console's home (today's counts, the daily series) and its after-sales queues. */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  t = await testApp();
  staff = await everyRole(t);
});
afterAll(async () => t.close());

const requestRefund = (member: { headers: Record<string, string> }, orderNo: string) =>
  call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers);

describe('the home', () => {
  it("counts today's and tomorrow's work: orders to ship, refunds to review, visits, dinners, arrivals and departures", async () => {
    const before = (await staffCall(t, staff.auditor, 'dashboard')).data;
    expect(before.today).toBe(today());
    const who = await quickMember(t);
    await paidOrder(t, who);
    const toReview = await paidOrder(t, who);
    expect((await requestRefund(who, toReview.orderNo)).code).toBe(1);
    await paidBooking(t, who.id, 'visit', today());
    await paidBooking(t, who.id, 'visit', today(), { slot: '11:00' });
    await paidBooking(t, who.id, 'visit', dayFromToday(1));
    await paidBooking(t, who.id, 'dining', today());
    await paidBooking(t, who.id, 'stay', today(), { nights: 1 });
    await paidBooking(t, who.id, 'stay', dayFromToday(-2), { nights: 2 });
    // not counted: a visit the day after tomorrow
    await paidBooking(t, who.id, 'visit', dayFromToday(2));
    const after = (await staffCall(t, staff.bookings, 'dashboard')).data;
    const delta = Object.fromEntries(Object.entries(after).filter(([k]) => k !== 'today').map(([k, v]) => [k, (v as number) - before[k]]));
    expect(delta).toEqual({
      to_ship: 1,
      refunds_to_review: 1,
      money_refunds_failing: 0,
      visits_today: 2,
      visits_tomorrow: 1,
      dinners_today: 1,
      dinners_tomorrow: 0,
      arrivals_today: 1,
      arrivals_tomorrow: 0,
      departures_today: 1,
      departures_tomorrow: 1,
    });
  });

  it('answers the series of every day, zeros included, with orders, bookings and sales by the day they were paid', async () => {
    const who = await quickMember(t);
    const early = await paidOrder(t, who);
    await t.db.updateTable('goods_orders').set({ paid_at: new Date(`${dayFromToday(-3)}T00:30:00+08:00`) }).where('order_no', '=', early.orderNo).execute();
    const late = await paidOrder(t, who);
    await t.db.updateTable('goods_orders').set({ paid_at: new Date(`${dayFromToday(-3)}T23:50:00+08:00`) }).where('order_no', '=', late.orderNo).execute();
    const fen = await t.db.selectFrom('goods_orders').select((eb) => eb.fn.sum<number>('amount_fen').as('fen')).where('order_no', 'in', [early.orderNo, late.orderNo]).executeTakeFirstOrThrow();
    const series = await staffCall(t, staff.owner, 'dashboard/series', { days: 14 });
    expect(series.code, series.msg).toBe(1);
    const days = series.data.days as Array<{ day: string; orders: number; bookings: number; sales_fen: number }>;
    expect(days).toHaveLength(14);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 14 }, (_, i) => dayFromToday(i - 13)));
    expect(days.find((d) => d.day === dayFromToday(-3))).toEqual({ day: dayFromToday(-3), orders: 2, bookings: 0, sales_fen: Number(fen.fen) });
    expect(days.find((d) => d.day === dayFromToday(-5))).toEqual({ day: dayFromToday(-5), orders: 0, bookings: 0, sales_fen: 0 });
    expect(days.at(-1)!.orders).toBeGreaterThanOrEqual(2);
    expect(days.at(-1)!.bookings).toBeGreaterThanOrEqual(7);
    expect((await staffCall(t, staff.owner, 'dashboard/series', { days: 3 })).msg).not.toBe('ok');
    expect((await staffCall(t, staff.owner, 'dashboard/series')).data.days).toHaveLength(30);
  });
});

describe('the after-sales queues', () => {
  it('lists refund requests under review, oldest first, and not once decided', async () => {
    const who = await quickMember(t, 'queuer');
    const first = await paidOrder(t, who);
    const second = await paidOrder(t, who);
    await requestRefund(who, first.orderNo);
    await requestRefund(who, second.orderNo);
    const queue = await staffCall(t, staff.shop, 'refund/queue');
    const mine = queue.data.filter((row: { member: string }) => row.member === 'queuer');
    expect(mine.map((row: { order_no: string }) => row.order_no)).toEqual([first.orderNo, second.orderNo]);
    expect(mine[0]).toMatchObject({ reason: REFUND_FORM.reason, remark: REFUND_FORM.remark, refund_no: expect.any(String), amount: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect((await staffCall(t, staff.shop, 'refund/reject', { order_no: first.orderNo, remark: 'Opened bottle' })).code).toBe(1);
    const later = (await staffCall(t, staff.shop, 'refund/queue')).data.map((row: { order_no: string }) => row.order_no);
    expect(later).not.toContain(first.orderNo);
    expect(later).toContain(second.orderNo);
  });

  it('lists money refunds the provider refused, with RESEND for the roles that may send it again', async () => {
    const who = await quickMember(t);
    const order = await paidOrder(t, who);
    await requestRefund(who, order.orderNo);
    const refused = vi.spyOn(t.app.services.payments.deps.provider, 'refund').mockRejectedValue(new ProviderError(403, 'NOT_ENOUGH', 'the merchant balance is too low'));
    try {
      expect((await staffCall(t, staff.shop, 'refund/approve', { order_no: order.orderNo, remark: 'As asked' })).code).toBe(1);
      await t.app.services.payments.work.drain();
    } finally {
      refused.mockRestore();
    }
    const queue = await staffCall(t, staff.shop, 'money-refund/queue');
    const row = queue.data.find((r: { order_no: string }) => r.order_no === order.orderNo);
    expect(row).toMatchObject({ kind: 'goods', state: 'escalated', status: 4, last_error: expect.stringContaining('NOT_ENOUGH'), actions: ['RESEND'] });
    expect((await staffCall(t, staff.auditor, 'money-refund/queue')).data.find((r: { order_no: string }) => r.order_no === order.orderNo).actions).toEqual([]);
    expect((await staffCall(t, staff.owner, 'dashboard')).data.money_refunds_failing).toBeGreaterThanOrEqual(1);
  });
});
