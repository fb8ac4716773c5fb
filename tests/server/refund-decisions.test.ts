import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { orderIdOf, paidOrder, REFUND_FORM, type Staff, staffSession, statusOf } from './aftersales-helpers';
import { call, history, stockOf, wines, type Member, type TestApp } from './shop-helpers';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await testApp();
  staff = await staffSession(t);
});
afterAll(async () => t.close());

const orderId = (orderNo: string) => orderIdOf(t, orderNo);
const refundOf = async (orderNo: string) =>
  t.db.selectFrom('refunds').selectAll().where('order_id', '=', await orderId(orderNo)).orderBy('id', 'desc').executeTakeFirstOrThrow();
const providerRefunds = async (orderNo: string) =>
  t.db.selectFrom('payment_refunds').innerJoin('payments', 'payments.id', 'payment_refunds.payment_id').select('payment_refunds.out_refund_no')
    .where('payments.entity', '=', 'goods_order').where('payments.entity_id', '=', await orderId(orderNo)).execute();

const requestRefund = (member: Member, orderNo: string) => call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers);
const decide = (verb: 'approve' | 'reject', orderNo: string, remark: string) =>
  call(t, `/api/staff/refund/${verb}`, { order_no: orderNo, remark, lang: 'en' }, staff.headers);

describe('staff decide refunds', () => {
  it('approval refunds through the payment provider and moves the order to 25; the stock comes back', async () => {
    const [wine] = await wines(t);
    const { member, orderNo, outTradeNo } = await paidOrder(t);
    const stockPaid = await stockOf(t, wine!.id);
    expect((await requestRefund(member, orderNo)).code).toBe(1);
    const approved = await decide('approve', orderNo, 'Refunded as asked');
    expect(approved).toMatchObject({ code: 1, msg: 'Refund approved', data: { order_no: orderNo, status: 25 } });
    expect(await stockOf(t, wine!.id)).toBe(stockPaid + 1);

    // the refund: completed, its decision recorded with the staff member; the provider refund under the same number
    const refund = await refundOf(orderNo);
    expect(refund.status).toBe(1);
    const sent = await t.db.selectFrom('payment_refunds').selectAll().where('out_refund_no', '=', refund.out_refund_no).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ amount_fen: refund.amount_fen, reason: 'APPROVE_REFUND' });
    await t.app.services.payments.work.drain();
    expect(await t.db.selectFrom('payment_refunds').select('state').where('out_refund_no', '=', refund.out_refund_no).executeTakeFirstOrThrow()).toEqual({ state: 'succeeded' });
    const gateway = await t.db.selectFrom('sandbox_pay_refunds').select(['out_refund_no', 'amount_fen']).where('out_trade_no', '=', outTradeNo).execute();
    expect(gateway).toEqual([{ out_refund_no: refund.out_refund_no, amount_fen: refund.amount_fen }]);

    const detail = await call(t, '/api/member/order/refundDetail', { order_no: orderNo, lang: 'en' }, member.headers);
    expect(detail.data).toMatchObject({ status: 25, refund: { status: 1 } });
    expect(detail.data.refund.records.map((r: { kind: string; operator: string; remark: string }) => [r.kind, r.operator, r.remark])).toEqual([
      ['request', 'member', 'Two bottles too many'],
      ['approve', 'staff', 'Refunded as asked'],
    ]);
    const records = await t.db.selectFrom('refund_records').select('operator').where('refund_id', '=', refund.id).orderBy('id').execute();
    expect(records.map((r) => r.operator)).toEqual(['member', `staff:${staff.id}`]);
  });

  it('approving needs a reason; approving twice is refused with a message and changes nothing more', async () => {
    const { member, orderNo } = await paidOrder(t);
    await requestRefund(member, orderNo);
    expect(await decide('approve', orderNo, '  ')).toMatchObject({ code: 0, msg: 'Please give a reason' });
    expect(await statusOf(t, orderNo)).toBe(8);
    expect((await decide('approve', orderNo, 'As asked')).code).toBe(1);
    // the money comes back (the order's MONEY_BACK) before we look
    await t.app.services.payments.work.drain();
    const before = await history(t, orderNo);
    const again = await decide('approve', orderNo, 'Again');
    expect(again).toMatchObject({ code: 0, msg: 'This order has no refund request under review', data: null });
    expect(await history(t, orderNo)).toEqual(before);
    expect(await providerRefunds(orderNo)).toHaveLength(1);
  });

  it('rejection needs a reason and returns the order to 10, with nothing refunded', async () => {
    const { member, orderNo } = await paidOrder(t);
    await requestRefund(member, orderNo);
    expect((await decide('reject', orderNo, '  '))).toMatchObject({ code: 0, msg: 'Please give a reason' });
    expect(await statusOf(t, orderNo)).toBe(8);
    const rejected = await decide('reject', orderNo, 'Already with the carrier');
    expect(rejected).toMatchObject({ code: 1, msg: 'Refund rejected', data: { status: 10 } });
    const refund = await refundOf(orderNo);
    expect(refund.status).toBe(2);
    expect(refund.decided_at).toBeInstanceOf(Date);
    expect(await providerRefunds(orderNo)).toEqual([]);
    // rejected: the member may ask again, and a second refund is opened
    expect((await requestRefund(member, orderNo)).data).toMatchObject({ status: 8, refund: { status: 0 } });
  });

  it('refuses to decide an order without a refund under review', async () => {
    const { orderNo } = await paidOrder(t);
    expect(await decide('approve', orderNo, 'yes')).toMatchObject({ code: 0, msg: 'This order has no refund request under review' });
    expect(await decide('reject', orderNo, 'no')).toMatchObject({ code: 0, msg: 'This order has no refund request under review' });
    expect(await statusOf(t, orderNo)).toBe(10);
  });
});

describe('history rows tell the whole story of an order', () => {
  it('5 → 10 → 8 → 10 → 15 → 20, each with its actor; the refund has its own rows', async () => {
    const { member, orderNo } = await paidOrder(t);
    await requestRefund(member, orderNo);
    await decide('reject', orderNo, 'Already packed');
    await call(t, '/api/staff/order/ship', { order_no: orderNo, company: 'yuantong', tracking_no: 'YT9988776655', lang: 'en' }, staff.headers);
    expect((await call(t, '/api/member/order/receive', { order_no: orderNo, lang: 'en' }, member.headers)).code).toBe(1);

    expect(await history(t, orderNo)).toEqual([
      { from_status: null, to_status: 5, event: 'CREATE', actor: `member:${member.id}` },
      { from_status: 5, to_status: 10, event: 'PAY', actor: 'provider:sandbox' },
      { from_status: 10, to_status: 8, event: 'REQUEST_REFUND', actor: `member:${member.id}` },
      { from_status: 8, to_status: 10, event: 'REJECT_REFUND', actor: `staff:${staff.id}` },
      { from_status: 10, to_status: 15, event: 'SHIP', actor: `staff:${staff.id}` },
      { from_status: 15, to_status: 20, event: 'CONFIRM_RECEIPT', actor: `member:${member.id}` },
    ]);

    const story = await call(t, '/api/staff/order/history', { order_no: orderNo, lang: 'en' }, staff.headers);
    expect(story.code).toBe(1);
    expect(story.data.order).toMatchObject({ order_no: orderNo, status: 20 });
    expect(story.data.history.map((h: { entity: string; from: number | null; to: number; event: string }) => [h.entity, h.from, h.to, h.event])).toEqual([
      ['goods_order', null, 5, 'CREATE'],
      ['goods_order', 5, 10, 'PAY'],
      // the refund is created by the order's REQUEST_REFUND, in its transaction, before the order's row
      ['refund', null, 0, 'CREATE'],
      ['goods_order', 10, 8, 'REQUEST_REFUND'],
      ['refund', 0, 2, 'REJECT'],
      ['goods_order', 8, 10, 'REJECT_REFUND'],
      ['goods_order', 10, 15, 'SHIP'],
      ['goods_order', 15, 20, 'CONFIRM_RECEIPT'],
    ]);
    expect(story.data.history.find((h: { event: string }) => h.event === 'SHIP')).toMatchObject({ actor: `staff:${staff.id}`, note: 'yuantong YT9988776655' });
    expect(story.data.shipment).toMatchObject({ company: 'yuantong', tracking_no: 'YT9988776655' });
    expect(story.data.refunds).toHaveLength(1);
    expect(story.data.refunds[0]).toMatchObject({ status: 2, operators: ['member', `staff:${staff.id}`] });
    expect((await call(t, '/api/staff/order/history', { order_no: 'NOSUCH1', lang: 'en' }, staff.headers)).msg).toBe('There is no order with this number');
  });
});
