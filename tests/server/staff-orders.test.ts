import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { paidOrder, REFUND_FORM, unpaidOrder } from './aftersales-helpers';
import { call, quickMember, type TestApp } from './shop-helpers';
import { dayFromToday, everyRole, staffCall, today, type Roles } from './staff-work-helpers';

/** Orders in the console: the search and its filters, the detail and its buttons per state and role. */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  t = await testApp();
  staff = await everyRole(t);
});
afterAll(async () => t.close());

const named = async (nickname: string, contact: { mobile?: string; email?: string } = {}) => {
  const who = await quickMember(t, nickname);
  await t.db.updateTable('members').set({ mobile: contact.mobile ?? null, email: contact.email ?? null }).where('id', '=', who.id).execute();
  return who;
};
const numbers = (answer: { data: { items: Array<{ order_no: string }> } }) => answer.data.items.map((row) => row.order_no);

describe('order search', () => {
  it('filters by status, creation day, member (id, phone, email, part of the nickname) and number; newest first', async () => {
    const vine = await named('Vine_Keeper', { mobile: '13700000001', email: 'Vine@Example.com' });
    const other = await named('Someone', { mobile: '13700000002' });
    const a = await paidOrder(t, vine);
    const b = await unpaidOrder(t, vine);
    const c = await paidOrder(t, other);
    await sql`update goods_orders set created_at = ${new Date(`${dayFromToday(-10)}T12:00:00+08:00`)} where order_no = ${a.orderNo}`.execute(t.db);

    const byNickname = await staffCall(t, staff.shop, 'order/list', { member: 'vine_kee' });
    expect(byNickname.code, byNickname.msg).toBe(1);
    expect(numbers(byNickname)).toEqual([b.orderNo, a.orderNo]);
    expect(byNickname.data.items[0]).toMatchObject({ member: 'Vine_Keeper', member_id: vine.id, state: 'unpaid', status: 5 });
    expect(byNickname.data.items[1]).toMatchObject({ state: 'paid', status: 10 });
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: String(vine.id) }))).toEqual([b.orderNo, a.orderNo]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: '13700000001' }))).toEqual([b.orderNo, a.orderNo]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: 'vine@example.com' }))).toEqual([b.orderNo, a.orderNo]);
    // LIKE's wildcards typed by staff match themselves only
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: '%' }))).toEqual([]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: 'Vine%Keeper' }))).toEqual([]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: 'e_K' }))).toEqual([b.orderNo, a.orderNo]);

    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: 'vine', status: 10 }))).toEqual([a.orderNo]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: 'vine', from: today() }))).toEqual([b.orderNo]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: 'vine', to: dayFromToday(-1) }))).toEqual([a.orderNo]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { member: 'vine', from: dayFromToday(-10), to: dayFromToday(-10) }))).toEqual([a.orderNo]);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { q: c.orderNo.slice(0, -1) }))).toContain(c.orderNo);
    expect(numbers(await staffCall(t, staff.shop, 'order/list', { q: c.orderNo }))).toEqual([c.orderNo]);

    const paged = await staffCall(t, staff.shop, 'order/list', { member: 'vine', pagesize: 1, pageno: 2 });
    expect(paged.data).toMatchObject({ total: 2, items: [{ order_no: a.orderNo }] });
    expect((await staffCall(t, staff.shop, 'order/list', { from: '2026-1-1' })).msg).toBe('The date is not valid');
  });

  it("masks the receiver's phone for a role that does not need it", async () => {
    const order = await paidOrder(t);
    const [auditor] = (await staffCall(t, staff.auditor, 'order/list', { q: order.orderNo })).data.items;
    const [shop] = (await staffCall(t, staff.shop, 'order/list', { q: order.orderNo })).data.items;
    expect(shop.mobile).toBe('13800000007');
    expect(auditor.mobile).toBe('138****0007');
  });
});

describe('order detail', () => {
  it('answers items, receiver, payments, history and the buttons the machine allows the role now', async () => {
    const who = await quickMember(t);
    const order = await paidOrder(t, who);
    const detail = await staffCall(t, staff.shop, 'order/detail', { order_no: order.orderNo, lang: 'cn' });
    expect(detail.code, detail.msg).toBe(1);
    expect(detail.data.order).toMatchObject({ order_no: order.orderNo, state: 'paid', member_id: who.id });
    expect(detail.data.items).toEqual([{ name: expect.any(String), quantity: 1, price: expect.any(String), subtotal: expect.any(String) }]);
    expect(detail.data.receiver).toEqual({ consignee: 'Li Hua', mobile: '13800000007', region: '山东省 烟台市 蓬莱区', address: '1 Cliffside Road' });
    expect(detail.data.payments).toEqual([expect.objectContaining({ out_trade_no: order.outTradeNo, method: 'sandbox', state: 'paid' })]);
    expect(detail.data.history.map((h: { event: string }) => h.event)).toEqual(['CREATE', 'PAY']);
    expect(detail.data.money_refunds).toEqual([]);
    expect(detail.data.actions).toEqual(['SHIP', 'CHANGE_ADDRESS']);
    // an auditor reads it all and has no button; a bookings manager may not read it
    expect((await staffCall(t, staff.auditor, 'order/detail', { order_no: order.orderNo })).data.actions).toEqual([]);
    expect((await staffCall(t, staff.auditor, 'order/detail', { order_no: order.orderNo })).data.receiver.mobile).toBe('138****0007');
    expect((await staffCall(t, staff.bookings, 'order/detail', { order_no: order.orderNo })).status).toBe(403);
    expect((await staffCall(t, staff.owner, 'order/detail', { order_no: 'NOSUCH1' })).msg).toBe('There is no order with this number');
  });

  it('offers SHIP for a paid order and nothing to ship after shipping; the refund decisions while one is under review', async () => {
    const who = await quickMember(t);
    const shipped = await paidOrder(t, who);
    expect((await staffCall(t, staff.shop, 'order/ship', { order_no: shipped.orderNo, company: 'yuantong', tracking_no: 'YT1234567890' })).code).toBe(1);
    const afterShipping = await staffCall(t, staff.shop, 'order/detail', { order_no: shipped.orderNo });
    expect(afterShipping.data.actions).toEqual([]);
    expect(afterShipping.data.shipment).toMatchObject({ company: 'yuantong', tracking_no: 'YT1234567890' });

    const unpaid = await unpaidOrder(t, who);
    expect((await staffCall(t, staff.shop, 'order/detail', { order_no: unpaid.orderNo })).data.actions).toEqual(['CHANGE_ADDRESS']);

    const asked = await paidOrder(t, who);
    expect((await call(t, '/api/member/order/refuse', { order_no: asked.orderNo, ...REFUND_FORM }, who.headers)).code).toBe(1);
    expect((await staffCall(t, staff.owner, 'order/detail', { order_no: asked.orderNo })).data.actions).toEqual(['APPROVE_REFUND', 'REJECT_REFUND']);
    expect((await staffCall(t, staff.auditor, 'order/detail', { order_no: asked.orderNo })).data.actions).toEqual([]);
  });
});
