import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { orderIdOf, paidOrder, REFUND_FORM, type Staff, staffSession, statusOf } from './aftersales-helpers';
import { call, history, stockOf, wines, type Member, type TestApp } from './shop-helpers';

/**
 * A member's cancellation of a paid order is an automatic full refund: it is theirs only until
 * staff rule on a refund request of the order. After a rejection it would be the refund refused.
 */
let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await testApp();
  staff = await staffSession(t);
});
afterAll(async () => t.close());

const orderId = (orderNo: string) => orderIdOf(t, orderNo);
const providerRefunds = async (orderNo: string) =>
  t.db.selectFrom('payment_refunds').innerJoin('payments', 'payments.id', 'payment_refunds.payment_id').select(['payment_refunds.amount_fen', 'payment_refunds.reason'])
    .where('payments.entity', '=', 'goods_order').where('payments.entity_id', '=', await orderId(orderNo)).execute();
const cancel = (member: Member, orderNo: string, lang = 'en') => call(t, '/api/member/order/cancel', { order_no: orderNo, lang }, member.headers);
const detail = async (member: Member, orderNo: string) => (await call(t, '/api/member/order/get', { order_no: orderNo, lang: 'en' }, member.headers)).data;
const listRow = async (member: Member, orderNo: string) =>
  (await call(t, '/api/member/order/list', { status: 'all', lang: 'en' }, member.headers)).data.list.find((o: { order_no: string }) => o.order_no === orderNo);

describe('cancelling a paid order after a refund decision', () => {
  it('paid → refund requested → rejected: cancel is not offered and is refused with a clear message; nothing is refunded', async () => {
    const [wine] = await wines(t);
    const { member, orderNo } = await paidOrder(t);
    expect((await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers)).code).toBe(1);
    const rejected = await call(t, '/api/staff/refund/reject', { order_no: orderNo, remark: 'Already packed', lang: 'en' }, staff.headers);
    expect(rejected).toMatchObject({ code: 1, data: { status: 10 } });

    // the answers say so: no CANCEL in the detail's actions, the row and the detail carry the decision
    expect(await detail(member, orderNo)).toMatchObject({ status: 10, refund_decided: true, actions: ['CHANGE_ADDRESS', 'REQUEST_REFUND'] });
    expect(await listRow(member, orderNo)).toMatchObject({ status: 10, refund_decided: true });

    const stock = await stockOf(t, wine!.id);
    const before = await history(t, orderNo);
    expect(await cancel(member, orderNo)).toMatchObject({
      code: 0,
      msg: 'A refund request for this order has already been reviewed by our staff, so it can no longer be cancelled online. Please contact us if you need help.',
      data: null,
    });
    expect(await cancel(member, orderNo, 'cn')).toMatchObject({ code: 0, msg: '该订单的退款申请已由工作人员审核，因此不能再在线取消。如需帮助，请联系我们。' });
    expect(await cancel(member, orderNo, 'tw')).toMatchObject({ code: 0, msg: '該訂單的退款申請已由工作人員審核，因此不能再線上取消。如需協助，請聯絡我們。' });
    expect(await statusOf(t, orderNo)).toBe(10);
    expect(await history(t, orderNo)).toEqual(before);
    expect(await stockOf(t, wine!.id)).toBe(stock);
    expect(await providerRefunds(orderNo)).toEqual([]);
  });

  it('paid with no refund decision: cancel is offered and refunds the full amount', async () => {
    const [wine] = await wines(t);
    const { member, orderNo } = await paidOrder(t);
    const order = await detail(member, orderNo);
    expect(order).toMatchObject({ status: 10, refund_decided: false });
    expect(order.actions).toContain('CANCEL');
    expect(await listRow(member, orderNo)).toMatchObject({ refund_decided: false });

    const stock = await stockOf(t, wine!.id);
    expect(await cancel(member, orderNo)).toMatchObject({ code: 1, msg: 'Cancelled', data: { status: 6 } });
    expect(await stockOf(t, wine!.id)).toBe(stock + 1);
    const amount = (await t.db.selectFrom('goods_orders').select('amount_fen').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).amount_fen;
    expect(await providerRefunds(orderNo)).toEqual([{ amount_fen: amount, reason: 'CANCEL' }]);
  });

  it('a request the member withdrew is no staff decision: the order may still be cancelled', async () => {
    const { member, orderNo } = await paidOrder(t);
    await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, member.headers);
    expect((await call(t, '/api/member/order/refundWithdraw', { order_no: orderNo, lang: 'en' }, member.headers)).code).toBe(1);
    expect(await detail(member, orderNo)).toMatchObject({ status: 10, refund_decided: false });
    expect(await cancel(member, orderNo)).toMatchObject({ code: 1, data: { status: 6 } });
  });
});
