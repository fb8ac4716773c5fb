import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { refundPayable } from '../../src/server/domain/payments/refunds';
import { postForm } from '../helpers/test-app';
import {
  DESKTOP_UA,
  PHONE_UA,
  WECHAT_UA,
  goPay,
  historyOf,
  member,
  orderOf,
  paymentApp,
  paymentsOf,
  query,
  unpaidOrder,
  type PaymentApp,
} from './payment-helpers';

/** Payments through the built-in sandbox gateway and its cashier page, as a member meets them. */
let t: PaymentApp;
beforeAll(async () => {
  t = await paymentApp();
});
afterAll(async () => t.close());

const cashier = (outTradeNo: string, form: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/dev/pay/${outTradeNo}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

async function started(method = 'sandbox', ua = DESKTOP_UA) {
  const payer = await member(t.db);
  const order = await unpaidOrder(t.db, payer.id);
  const answer = await goPay(t, payer.token, order.order_no, method, ua);
  expect(answer.code, answer.msg).toBe(1);
  return { payer, order, start: answer.data, outTradeNo: answer.data.out_trade_no as string };
}

describe('payment methods', () => {
  it('offers WeChat Pay products by client, plus the sandbox', async () => {
    const payer = await member(t.db);
    const methods = async (ua: string) =>
      ((await postForm(t.app, '/api/member/order/method', { lang: 'en' }, { token: payer.token, 'user-agent': ua })).json() as any).data;
    expect(await methods(DESKTOP_UA)).toEqual({
      provider: 'sandbox',
      client: 'desktop',
      methods: [
        { method: 'sandbox', name: 'Sandbox payment (development)' },
        { method: 'native', name: 'WeChat Pay (scan the QR code)' },
      ],
    });
    expect((await methods(PHONE_UA)).methods.map((m: any) => m.method)).toEqual(['sandbox', 'h5']);
    expect((await methods(WECHAT_UA)).client).toBe('wechat');
  });
});

describe('goPay', () => {
  it('creates one attempt for the order amount and answers the cashier page', async () => {
    const { order, start, outTradeNo } = await started();
    expect(start).toMatchObject({ order_no: order.order_no, method: 'sandbox', pay_url: `http://localhost/dev/pay/${outTradeNo}?hl=en` });
    expect(start.expires_in).toBeGreaterThan(86_000);
    const [payment] = await paymentsOf(t.db, order.id);
    expect(payment).toMatchObject({ out_trade_no: outTradeNo, amount_fen: order.amount_fen, method: 'sandbox', provider: 'sandbox', state: 'awaitingProvider' });
  });

  it('answers a code_url (desktop) or an h5_url (phone) the sandbox emulates', async () => {
    const native = await started('native');
    expect(native.start.code_url).toBe(`http://localhost/dev/pay/${native.outTradeNo}?hl=en&scan=1`);
    const h5 = await started('h5', PHONE_UA);
    expect(h5.start.h5_url).toMatch(/\/dev\/pay\/P\d{8}[0-9A-F]{16}\?hl=en$/);
  });

  it('refuses what cannot be paid, with the reason', async () => {
    const payer = await member(t.db);
    const other = await member(t.db);
    const order = await unpaidOrder(t.db, payer.id);
    const expired = await unpaidOrder(t.db, payer.id);
    await t.db.updateTable('goods_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.id).execute();
    expect((await goPay(t, other.token, order.order_no)).msg).toBe('No order information yet');
    expect((await goPay(t, payer.token, 'NOPE0000')).msg).toBe('No order information yet');
    expect((await goPay(t, payer.token, expired.order_no)).msg).toBe('Order timeout!');
    expect((await goPay(t, payer.token, order.order_no, 'jsapi')).msg).toBe('This payment method is not available here');
    expect((await goPay(t, payer.token, order.order_no, 'jsapi', WECHAT_UA)).msg).toBe('To pay inside WeChat, please sign in with WeChat first');
    expect((await goPay(t, payer.token, order.order_no, 'alipay')).msg).toBe('This payment method is not available here');
    await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, 'member:1'));
    expect((await goPay(t, payer.token, order.order_no)).msg).toBe('This order can no longer be paid');
    expect(await paymentsOf(t.db, order.id)).toEqual([]);
    expect((await postForm(t.app, '/api/member/order/goPay', { order_no: order.order_no, method: 'sandbox' })).statusCode).toBe(401);
  });

  it('closes the earlier open attempt, here and at the gateway', async () => {
    const { payer, order, outTradeNo } = await started();
    const second = await goPay(t, payer.token, order.order_no);
    await t.services().work.drain();
    expect((await paymentsOf(t.db, order.id)).map((p) => p.state)).toEqual(['closed', 'awaitingProvider']);
    expect((await t.sandbox().transaction(outTradeNo))!.state).toBe('CLOSED');
    expect((await t.sandbox().transaction(second.data.out_trade_no))!.state).toBe('NOTPAY');
    const closes = await t.db.selectFrom('payment_closes').select(['status']).execute();
    expect(closes.every((c) => c.status === 'done')).toBe(true);
  });
});

describe('the sandbox cashier', () => {
  it('shows merchant, amount and order in the chosen language', async () => {
    const { order, outTradeNo } = await started();
    const yuan = (order.amount_fen / 100).toFixed(2);
    const en = await t.app.inject({ method: 'GET', url: `/dev/pay/${outTradeNo}?hl=en` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Penglai Cliffside Estate');
    expect(en.body).toContain(yuan);
    expect(en.body).toContain('Approve payment');
    expect((await t.app.inject({ method: 'GET', url: `/dev/pay/${outTradeNo}?hl=tw` })).body).toContain('蓬萊崖畔酒莊');
    expect((await t.app.inject({ method: 'GET', url: `/dev/pay/${outTradeNo}`, headers: { 'accept-language': 'zh-CN' } })).body).toContain('确认支付');
    expect((await t.app.inject({ method: 'GET', url: '/dev/pay/P2099NOSUCHPAYMENT' })).statusCode).toBe(404);
  });

  it('Approve pays the order through the signed callback and goes back to the shop', async () => {
    const { order, outTradeNo } = await started();
    const answer = await cashier(outTradeNo, { decision: 'approve', hl: 'en' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`http://localhost:80/#/WxPay?order_no=${order.order_no}&out_trade_no=${outTradeNo}`);
    expect((await orderOf(t.db, order.id)).status).toBe(10);
    expect(await historyOf(t.db, order.id)).toEqual([{ from_status: 5, to_status: 10, event: 'PAY', actor: 'provider:sandbox' }]);
    const notes = await t.db.selectFrom('payment_notifications').select(['provider', 'event_type', 'outcome']).where('out_trade_no', '=', outTradeNo).execute();
    expect(notes).toEqual([{ provider: 'sandbox', event_type: 'TRANSACTION.SUCCESS', outcome: 'applied' }]);
    // a second Approve (back button) redelivers the same notification: nothing more happens
    await cashier(outTradeNo, { decision: 'approve' });
    expect((await historyOf(t.db, order.id)).length).toBe(1);
  });

  it('Decline fails the attempt and leaves the order payable; a second attempt pays it', async () => {
    const { payer, order, outTradeNo } = await started();
    expect((await cashier(outTradeNo, { decision: 'decline' })).statusCode).toBe(303);
    expect((await orderOf(t.db, order.id)).status).toBe(5);
    const state = await query(t, payer.token, order.order_no);
    expect(state.data).toMatchObject({ status: 5, state: 'unpaid', paid: false, attempt: { out_trade_no: outTradeNo, state: 'failed' } });
    const again = await goPay(t, payer.token, order.order_no);
    expect(again.code).toBe(1);
    await cashier(again.data.out_trade_no, { decision: 'approve' });
    expect((await query(t, payer.token, order.order_no)).data).toMatchObject({ status: 10, paid: true, attempt: { state: 'paid' } });
    expect((await paymentsOf(t.db, order.id)).map((p) => p.state)).toEqual(['failed', 'paid']);
  });

  it('Leave changes nothing', async () => {
    const { order, outTradeNo } = await started();
    expect((await cashier(outTradeNo, { decision: 'leave' })).statusCode).toBe(303);
    expect((await orderOf(t.db, order.id)).status).toBe(5);
    expect((await paymentsOf(t.db, order.id))[0]!.state).toBe('awaitingProvider');
  });

  it('opened by scanning the QR code, shows the outcome instead of going back', async () => {
    const { order, outTradeNo } = await started('native');
    const answer = await cashier(outTradeNo, { decision: 'approve', scan: '1', hl: 'en' });
    expect(answer.headers.location).toBe(`/dev/pay/${outTradeNo}?hl=en&scan=1`);
    expect((await t.app.inject({ method: 'GET', url: answer.headers.location as string })).body).toContain('This payment was approved.');
    expect((await orderOf(t.db, order.id)).status).toBe(10);
  });
});

describe('query', () => {
  it('learns of a payment whose callback was lost, and applies it like the callback', async () => {
    const { payer, order, outTradeNo } = await started();
    await t.db.updateTable('sandbox_pay_transactions').set({ state: 'SUCCESS', transaction_id: `42${outTradeNo}`, paid_at: new Date() }).where('out_trade_no', '=', outTradeNo).execute();
    const state = await query(t, payer.token, order.order_no);
    expect(state.data).toMatchObject({ order_no: order.order_no, status: 10, state: 'paid', paid: true, pay_no: `42${outTradeNo}`, expires_in: 0 });
    expect(await historyOf(t.db, order.id)).toEqual([{ from_status: 5, to_status: 10, event: 'PAY', actor: 'provider:sandbox' }]);
    // the callback arriving later is a no-op
    const message = (await t.sandbox().notification(outTradeNo))!;
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/notify/sandbox', headers: message.headers, payload: message.body })).statusCode).toBe(204);
    expect((await historyOf(t.db, order.id)).length).toBe(1);
  });

  it('answers only the member’s own orders', async () => {
    const { order } = await started();
    const stranger = await member(t.db);
    expect((await query(t, stranger.token, order.order_no)).msg).toBe('No order information yet');
  });
});

describe('refunds', () => {
  it('the refund effect called twice sends one refund', async () => {
    const { order, outTradeNo } = await started();
    await cashier(outTradeNo, { decision: 'approve' });
    const services = t.services();
    const sent = vi.spyOn(services.deps.provider, 'refund');
    const first = await t.db.transaction().execute((trx) => refundPayable(trx, 'goods_order', order.id, 'CANCEL'));
    const second = await t.db.transaction().execute((trx) => refundPayable(trx, 'goods_order', order.id, 'CANCEL'));
    expect([first.recorded, second.recorded]).toEqual([true, false]);
    await Promise.all([services.work.drain(), services.work.drain()]);
    await services.work.drain();
    expect(sent).toHaveBeenCalledTimes(1);
    sent.mockRestore();
    expect(await t.db.selectFrom('sandbox_pay_refunds').select('out_refund_no').where('out_trade_no', '=', outTradeNo).execute()).toEqual([{ out_refund_no: `RF${outTradeNo}` }]);
    expect((await paymentsOf(t.db, order.id))[0]!.state).toBe('refunded');
  });

  it('cancelling a paid order refunds it at the gateway at once', async () => {
    const { order, outTradeNo } = await started();
    await cashier(outTradeNo, { decision: 'approve' });
    await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, 'member:1'));
    await t.services().work.drain();
    const refund = await t.db.selectFrom('payment_refunds').selectAll().where('out_refund_no', '=', `RF${outTradeNo}`).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ state: 'succeeded', amount_fen: order.amount_fen, total_fen: order.amount_fen, reason: 'CANCEL' });
    expect((await t.sandbox().transaction(outTradeNo))!.state).toBe('REFUND');
  });
});

describe('payment/placeOrder and payment/payOrder', () => {
  it('summarise and pay any payable entity', async () => {
    const payer = await member(t.db);
    const order = await unpaidOrder(t.db, payer.id, { bottles: 3 });
    const headers = { token: payer.token, 'user-agent': DESKTOP_UA };
    const summary = (await postForm(t.app, '/api/member/payment/placeOrder', { entity: 'goods_order', order_no: order.order_no, lang: 'en' }, headers)).json() as any;
    expect(summary.data).toMatchObject({ entity: 'goods_order', order_no: order.order_no, order_price: (order.amount_fen / 100).toFixed(2), product_count: 3, status: 5, state: 'unpaid' });
    expect(summary.data.title).not.toMatch(/Penglai Cliffside Estate/);
    expect(summary.data.methods.map((m: any) => m.method)).toEqual(['sandbox', 'native']);
    const paid = (await postForm(t.app, '/api/member/payment/payOrder', { entity: 'goods_order', order_no: order.order_no, method: 'sandbox', lang: 'en' }, headers)).json() as any;
    expect(paid.code).toBe(1);
    expect((await postForm(t.app, '/api/member/payment/payOrder', { entity: 'visit_order', order_no: order.order_no, method: 'sandbox', lang: 'en' }, headers)).json()).toMatchObject({
      code: 0,
      msg: 'No order information yet',
    });
  });
});
