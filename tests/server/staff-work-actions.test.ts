import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyAudit } from '../../src/server/domain/staff-audit';
import { ProviderError } from '../../src/server/providers/payment/types';
import { testApp } from '../helpers/test-app';
import { paidOrder, REFUND_FORM, unpaidOrder } from './aftersales-helpers';
import { bookVisit, member, type BookingApp } from './booking-helpers';
import { call, quickMember, type TestApp } from './shop-helpers';
import { dayFromToday, everyRole, paidBooking, staffCall, type Roles } from './staff-work-helpers';

/**
 * Staff actions of the console: each one writes one audit row in its own transaction — who, role,
 * what, the object, before → after, the reason, the address — and the reasons it needs are required.
 */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  t = await testApp();
  staff = await everyRole(t);
});
afterAll(async () => t.close());

const auditOf = (object: string) =>
  t.db.selectFrom('staff_audit').select(['username', 'role', 'action', 'object', 'before', 'after', 'reason', 'ip']).where('object', '=', object).orderBy('id').execute();
const row = (who: keyof Roles, action: string, object: string, before: string, after: string, reason = '') => ({
  username: staff[who].username, role: who, action, object, before, after, reason, ip: '127.0.0.1',
});
const requestRefund = (member: { headers: Record<string, string> }, orderNo: string) => call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers);

describe('goods orders', () => {
  it('ship, track, change the address, approve and reject: one audit row each, state before and after', async () => {
    const who = await quickMember(t);
    const order = await paidOrder(t, who);
    const object = `goods_order:${order.orderNo}`;
    const moved = await staffCall(t, staff.shop, 'order/address', {
      order_no: order.orderNo, consignee: 'Wang Fang', mobile: '13900000009', province: '370000', city: '370600', area: '370602', address_details: '2 Harbour Road', reason: 'Asked on the phone',
    });
    expect(moved).toMatchObject({ code: 1, msg: 'The address was changed', data: { order_no: order.orderNo, consignee: 'Wang Fang', state: 'paid', member_id: who.id } });
    expect((await staffCall(t, staff.shop, 'order/ship', { order_no: order.orderNo, company: 'yuantong', tracking_no: 'YT5555666677' })).code).toBe(1);
    expect((await staffCall(t, staff.owner, 'order/track', { order_no: order.orderNo, state: 5, context: 'Out for delivery', time: '2026-05-03 09:15' })).code).toBe(1);
    const rows = await auditOf(object);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ action: 'order.address', username: staff.shop.username, role: 'shop', reason: 'Asked on the phone', ip: '127.0.0.1' });
    expect(JSON.parse(rows[0]!.before)).toMatchObject({ consignee: 'Li Hua', mobile: '13800000007', area: 370614, address_details: '1 Cliffside Road' });
    expect(JSON.parse(rows[0]!.after)).toMatchObject({ consignee: 'Wang Fang', mobile: '13900000009', area: 370602, address_details: '2 Harbour Road' });
    expect(rows[1]).toEqual(row('shop', 'order.ship', object, 'paid', 'shipped', 'yuantong YT5555666677'));
    expect(rows[2]).toMatchObject({ action: 'order.track', role: 'owner', before: '' });
    expect(JSON.parse(rows[2]!.after)).toEqual({ state: 5, context: 'Out for delivery', time: '2026-05-03 09:15:00' });

    const rejecting = await paidOrder(t, who);
    await requestRefund(who, rejecting.orderNo);
    expect((await staffCall(t, staff.shop, 'refund/reject', { order_no: rejecting.orderNo, remark: 'Already packed' })).code).toBe(1);
    expect(await auditOf(`goods_order:${rejecting.orderNo}`)).toEqual([row('shop', 'refund.reject', `goods_order:${rejecting.orderNo}`, 'afterSales', 'paid', 'Already packed')]);

    const approving = await paidOrder(t, who);
    await requestRefund(who, approving.orderNo);
    const noReason = await staffCall(t, staff.shop, 'refund/approve', { order_no: approving.orderNo });
    expect(noReason).toMatchObject({ code: 0, msg: 'Please give a reason' });
    expect(await auditOf(`goods_order:${approving.orderNo}`)).toEqual([]);
    expect((await staffCall(t, staff.shop, 'refund/approve', { order_no: approving.orderNo, remark: 'Goodwill' })).code).toBe(1);
    expect(await auditOf(`goods_order:${approving.orderNo}`)).toEqual([row('shop', 'refund.approve', `goods_order:${approving.orderNo}`, 'afterSales', 'refunding', 'Goodwill')]);
    expect(await verifyAudit(t.db)).toMatchObject({ ok: true });
  });

  it('writes nothing when the machine refuses, the role may not, or the address is not a real one', async () => {
    const who = await quickMember(t);
    const unpaid = await unpaidOrder(t, who);
    const object = `goods_order:${unpaid.orderNo}`;
    expect((await staffCall(t, staff.shop, 'order/ship', { order_no: unpaid.orderNo, company: 'yuantong', tracking_no: 'YT5555666677' })).msg).toBe('Not allowed: the order is in status 5');
    expect((await staffCall(t, staff.auditor, 'order/ship', { order_no: unpaid.orderNo, company: 'yuantong', tracking_no: 'YT5555666677' })).status).toBe(403);
    const address = { order_no: unpaid.orderNo, consignee: 'Wang Fang', mobile: '13900000009', province: '370000', city: '370600', area: '110101', address_details: '2 Harbour Road', reason: 'Asked' };
    expect((await staffCall(t, staff.shop, 'order/address', address)).code).toBe(0);
    expect((await staffCall(t, staff.shop, 'order/address', { ...address, area: '370602', reason: '' })).msg).toBe('Please give a reason');
    expect((await staffCall(t, staff.shop, 'order/address', { ...address, area: '370602', mobile: '123' })).code).toBe(0);
    expect(await auditOf(object)).toEqual([]);
    const row = await t.db.selectFrom('goods_orders').select(['consignee', 'area']).where('order_no', '=', unpaid.orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ consignee: 'Li Hua', area: 370614 });
  });
});

describe('money refunds', () => {
  it('retries an escalated money refund with a reason: audited, queued again, RESEND gone', async () => {
    const who = await quickMember(t);
    const order = await paidOrder(t, who);
    await requestRefund(who, order.orderNo);
    const refused = vi.spyOn(t.app.services.payments.deps.provider, 'refund').mockRejectedValue(new ProviderError(403, 'NOT_ENOUGH', 'the merchant balance is too low'));
    try {
      await staffCall(t, staff.shop, 'refund/approve', { order_no: order.orderNo, remark: 'As asked' });
      await t.app.services.payments.work.drain();
    } finally {
      refused.mockRestore();
    }
    const [escalated] = (await staffCall(t, staff.shop, 'money-refund/queue')).data.filter((r: { order_no: string }) => r.order_no === order.orderNo);
    const refundNo = escalated.out_refund_no as string;
    expect((await staffCall(t, staff.shop, 'money-refund/retry', { out_refund_no: refundNo })).msg).toBe('Please give a reason');
    expect((await staffCall(t, staff.auditor, 'money-refund/retry', { out_refund_no: refundNo, reason: 'x' })).status).toBe(403);
    const retried = await staffCall(t, staff.shop, 'money-refund/retry', { out_refund_no: refundNo, reason: 'Balance topped up' });
    expect(retried).toMatchObject({ code: 1, data: { out_refund_no: refundNo, order_no: order.orderNo, kind: 'goods', actions: [] } });
    expect(['queued', 'sent', 'succeeded']).toContain(retried.data.state);
    expect(await auditOf(`money_refund:${refundNo}`)).toEqual([row('shop', 'moneyRefund.retry', `money_refund:${refundNo}`, 'escalated', 'queued', 'Balance topped up')]);
    expect((await staffCall(t, staff.shop, 'money-refund/retry', { out_refund_no: refundNo, reason: 'Again' })).msg).not.toBe('ok');
    expect(await auditOf(`money_refund:${refundNo}`)).toHaveLength(1);
  });
});

describe('bookings', () => {
  it('capacity, close and reopen (reasons required) and the staff events: one audit row each', async () => {
    const day = dayFromToday(50);
    const place = { resource: 'visit:1', date: day, slot: '10:00' };
    const object = `place:visit:1 ${day} 10:00`;
    expect((await staffCall(t, staff.bookings, 'booking/capacity', { ...place, capacity: 8 })).code).toBe(1);
    expect((await staffCall(t, staff.bookings, 'booking/close', place)).msg).toBe('Please give a reason');
    expect((await staffCall(t, staff.bookings, 'booking/close', { ...place, reason: 'Private event' })).data).toEqual([{ slot: '10:00', capacity: 8, taken: 0, remaining: 0, closed: true }]);
    expect((await staffCall(t, staff.bookings, 'booking/reopen', place)).msg).toBe('Please give a reason');
    expect((await staffCall(t, staff.owner, 'booking/reopen', { ...place, reason: 'Event moved' })).code).toBe(1);
    expect(await auditOf(object)).toEqual([
      row('bookings', 'booking.capacity', object, '{"10:00":20}', '{"10:00":8}'),
      row('bookings', 'booking.close', object, '{"10:00":"open"}', '{"10:00":"closed"}', 'Private event'),
      row('owner', 'booking.reopen', object, '{"10:00":"closed"}', '{"10:00":"open"}', 'Event moved'),
    ]);
    // a whole day: every slot in one row
    expect((await staffCall(t, staff.bookings, 'booking/close', { resource: 'visit:1', date: day, reason: 'Harvest' })).code).toBe(1);
    const [whole] = await auditOf(`place:visit:1 ${day}`);
    expect(Object.values(JSON.parse(whole!.after))).toEqual(['closed', 'closed', 'closed', 'closed']);
    expect((await staffCall(t, staff.shop, 'booking/close', { resource: 'visit:1', date: day, reason: 'x' })).status).toBe(403);

    const who = await quickMember(t);
    const arriving = await paidBooking(t, who.id, 'visit', dayFromToday(51));
    const absent = await paidBooking(t, who.id, 'visit', dayFromToday(51));
    const checkedIn = await staffCall(t, staff.bookings, 'booking/checkIn', { order_no: arriving.orderNo, remark: 'At the gate' });
    expect(checkedIn).toMatchObject({ code: 1, msg: 'Checked in', data: { order_no: arriving.orderNo, state: 'arrived', status: 1, actions: ['COMPLETE'] } });
    expect((await staffCall(t, staff.bookings, 'booking/checkIn', { order_no: arriving.orderNo })).msg).toBe('This booking cannot do this now');
    expect((await staffCall(t, staff.bookings, 'booking/complete', { order_no: arriving.orderNo })).code).toBe(1);
    expect((await staffCall(t, staff.owner, 'booking/noShow', { order_no: absent.orderNo, remark: 'Nobody came' })).code).toBe(1);
    expect(await auditOf(`booking:${arriving.orderNo}`)).toEqual([
      row('bookings', 'booking.checkIn', `booking:${arriving.orderNo}`, 'paid', 'arrived', 'At the gate'),
      row('bookings', 'booking.complete', `booking:${arriving.orderNo}`, 'arrived', 'completed'),
    ]);
    expect(await auditOf(`booking:${absent.orderNo}`)).toEqual([row('owner', 'booking.noShow', `booking:${absent.orderNo}`, 'paid', 'noShow', 'Nobody came')]);
    expect(await verifyAudit(t.db)).toMatchObject({ ok: true });
  });

  it('a closed slot can no longer be booked by a member', async () => {
    const day = dayFromToday(52);
    expect((await staffCall(t, staff.bookings, 'booking/close', { resource: 'visit:1', date: day, slot: '14:00', reason: 'Private event' })).code).toBe(1);
    const who = await member(t.db);
    const closed = await bookVisit(t as unknown as BookingApp, who, { cate: 1, date: day, slot: '14:00' });
    expect(closed).toMatchObject({ code: 0, msg: 'We are closed on that day, please choose another' });
    expect((await bookVisit(t as unknown as BookingApp, who, { cate: 1, date: day, slot: '15:00' })).code).toBe(1);
  });
});
