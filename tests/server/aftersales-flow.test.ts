import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { paidOrder, REFUND_FORM, staffSession, statusOf, unpaidOrder, type Staff } from './aftersales-helpers';
import { call, history, quickMember, type TestApp } from './shop-helpers';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await testApp();
  staff = await staffSession(t);
});
afterAll(async () => t.close());

const ship = (orderNo: string, trackingNo = 'SF1400000001') =>
  call(t, '/api/staff/order/ship', { order_no: orderNo, company: 'shunfeng', tracking_no: trackingNo, lang: 'en' }, staff.headers);
const track = (orderNo: string, state: string, context: string, time = '') =>
  call(t, '/api/staff/order/track', { order_no: orderNo, state, context, time, lang: 'en' }, staff.headers);

describe('staff ship and track through the API', () => {
  it('refuses to ship an unpaid order with a message, and changes nothing', async () => {
    const { orderNo } = await unpaidOrder(t);
    const answer = await ship(orderNo);
    expect(answer).toMatchObject({ code: 0, msg: 'Not allowed: the order is in status 5', data: null });
    expect(await statusOf(t, orderNo)).toBe(5);
    expect((await history(t, orderNo)).map((h) => h.event)).toEqual(['CREATE']);
    const order = await t.db.selectFrom('goods_orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('shipments').selectAll().where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('ships a paid order with carrier and number (actor staff:<id>), once', async () => {
    const { orderNo } = await paidOrder(t);
    const answer = await ship(orderNo, 'SF1400000002');
    expect(answer).toMatchObject({ code: 1, msg: 'Shipped', data: { order_no: orderNo, status: 15 } });
    const rows = await history(t, orderNo);
    expect(rows.at(-1)).toEqual({ from_status: 10, to_status: 15, event: 'SHIP', actor: `staff:${staff.id}` });
    const again = await ship(orderNo, 'SF1400000003');
    expect(again).toMatchObject({ code: 0, msg: 'Not allowed: the order is in status 15' });
    const shipments = await t.db.selectFrom('shipments').select(['company', 'tracking_no']).execute();
    expect(shipments.filter((s) => s.tracking_no.startsWith('SF140000000'))).toEqual([{ company: 'shunfeng', tracking_no: 'SF1400000002' }]);
  });

  it('checks the carrier, the number, the state and the time', async () => {
    const { orderNo } = await paidOrder(t);
    expect((await call(t, '/api/staff/order/ship', { order_no: orderNo, company: 'pigeon', tracking_no: 'SF1400000009', lang: 'en' }, staff.headers)).msg).toBe('Unknown carrier');
    expect((await call(t, '/api/staff/order/ship', { order_no: orderNo, company: 'ems', tracking_no: 'x', lang: 'en' }, staff.headers)).msg).toBe(
      'The tracking number has 6 to 32 letters, digits or hyphens',
    );
    expect((await call(t, '/api/staff/order/ship', { order_no: 'NOSUCHORDER1', company: 'ems', tracking_no: 'E12345678', lang: 'en' }, staff.headers)).msg).toBe(
      'There is no order with this number',
    );
    expect((await track(orderNo, '0', 'Left Yantai')).msg).toBe('This order has not been shipped yet');
    await ship(orderNo, 'SF1400000010');
    expect((await track(orderNo, '9', 'Lost in space')).msg).toBe('Unknown tracking state');
    expect((await track(orderNo, '', 'No state at all')).msg).toBe('Unknown tracking state');
    expect((await track(orderNo, '0.5', 'Half a state')).msg).toBe('Unknown tracking state');
    expect((await track(orderNo, '0', '   ')).msg).toBe('Please describe the tracking event');
    expect((await track(orderNo, '0', 'Left Yantai', '2026-13-01 10:00')).msg).toBe('The time is not valid');
    const ok = await track(orderNo, '0', 'Left the Yantai hub', '2026-05-02 08:30');
    expect(ok).toMatchObject({ code: 1, data: { time: '2026-05-02 08:30:00', context: 'Left the Yantai hub', state: 0 } });
    const events = await t.db.selectFrom('tracking_events').select(['source', 'happened_at']).where('context', '=', 'Left the Yantai hub').execute();
    expect(events).toEqual([{ source: `staff:${staff.id}`, happened_at: new Date('2026-05-02T00:30:00Z') }]);
  });

  it('lists orders by status', async () => {
    const { orderNo } = await paidOrder(t);
    const list = await call(t, '/api/staff/order/list', { status: '10', pagesize: '100', lang: 'en' }, staff.headers);
    expect(list.code).toBe(1);
    expect(list.data.items.every((o: { status: number }) => o.status === 10)).toBe(true);
    expect(list.data.items.map((o: { order_no: string }) => o.order_no)).toContain(orderNo);
    expect((await call(t, '/api/staff/order/list', { status: 'x', lang: 'en' }, staff.headers)).msg).toBe('Unknown order status');
  });
});

describe('member refunds, decided by staff', () => {
  it('checks the form: reason, trimmed contact name, phone', async () => {
    const { member, orderNo } = await paidOrder(t);
    const refuse = (form: Record<string, string>) => call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM, ...form }, member.headers);
    expect((await refuse({ reason: 'boredom' })).msg).toBe('Please choose a reason for the refund');
    expect((await refuse({ contact_name: '   ' })).msg).toBe('Please enter the contact name');
    expect((await refuse({ contact_phone: '2380000000' })).msg).toBe('Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)');
    expect((await refuse({ remark: 'x'.repeat(201) })).msg).toBe('The remark can have at most 200 characters');
    expect(await statusOf(t, orderNo)).toBe(10);
  });

  it('a request moves the order to 8 with a refund under review and its first record; a second is refused', async () => {
    const { member, orderNo } = await paidOrder(t);
    const answer = await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers);
    expect(answer).toMatchObject({ code: 1, msg: 'Your refund request has been submitted', data: { order_no: orderNo, status: 8 } });
    expect(answer.data.refund).toMatchObject({
      status: 0, reason: 'orderedTooMany', contact_name: 'Li Hua', contact_phone: '13800000007', remark: 'Two bottles too many',
      records: [{ kind: 'request', operator: 'member', remark: 'Two bottles too many' }],
    });
    const again = await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers);
    expect(again).toMatchObject({ code: 0, msg: 'This order cannot be refunded now' });
  });

  it("refuses an unpaid order's refund and another member's order", async () => {
    const unpaid = await unpaidOrder(t);
    expect((await call(t, '/api/member/order/refuse', { order_no: unpaid.orderNo, ...REFUND_FORM }, unpaid.member.headers)).msg).toBe(
      'This order cannot be refunded now',
    );
    const paid = await paidOrder(t);
    const stranger = await quickMember(t);
    expect((await call(t, '/api/member/order/refuse', { order_no: paid.orderNo, ...REFUND_FORM }, stranger.headers)).msg).toBe('No order information yet');
    expect((await call(t, '/api/member/order/refundDetail', { order_no: paid.orderNo, lang: 'en' }, stranger.headers)).msg).toBe('No order information yet');
    expect(await statusOf(t, paid.orderNo)).toBe(10);
  });

  it('withdrawing returns the order to 10; the refund is cancelled and says so', async () => {
    const { member, orderNo } = await paidOrder(t);
    await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM, remark: '' }, member.headers);
    const answer = await call(t, '/api/member/order/refundWithdraw', { order_no: orderNo, lang: 'en' }, member.headers);
    expect(answer).toMatchObject({ code: 1, msg: 'Your refund request has been withdrawn', data: { status: 10, refund: { status: 3 } } });
    expect(answer.data.refund.records.map((r: { kind: string; operator: string }) => [r.kind, r.operator])).toEqual([
      ['request', 'member'],
      ['withdraw', 'member'],
    ]);
    expect(answer.data.refund.records[0].remark).toBe('');
    const twice = await call(t, '/api/member/order/refundWithdraw', { order_no: orderNo, lang: 'en' }, member.headers);
    expect(twice).toMatchObject({ code: 0, msg: 'There is no refund request under review' });
  });
});
