/**
 * Paying for an order, branch by branch (spec §2 /orderPay, /WxPay, /payStatus; §4 Payment: "a
 * chat-app mobile payment asks whether payment is done, with choices paid or cancel, and shows
 * success or failure messages"; "Order-timeout and payment-failed messages"; §9 validity sample
 * 86400 s). Expected values from the spec, not from the machine: cancelling WeChat's in-app pay
 * dialog is the member's choice, not a failed payment — they choose again.
 */
import { describe, expect, it } from 'vitest';
import { paymentMachine } from '../../machines/payment.machine';
import type { PayableSummary, PayStart, PayState } from '../../src/contract/payment';
import { harness } from '../helpers/machine-harness';

const orderNo = 'PL2026112200000001';
const summary = {
  entity: 'goods_order', order_no: orderNo, title: 'Cliffside Red 2021', order_price: '776.00', dollar_price: '110.00', product_count: 2,
  status: 5, state: 'unpaid', order_time: 86_400,
  methods: [{ method: 'sandbox', name: 'Sandbox' }, { method: 'native', name: 'WeChat Pay (QR)' }, { method: 'h5', name: 'WeChat Pay (H5)' }, { method: 'jsapi', name: 'WeChat Pay' }],
} as PayableSummary;
const attempt = { order_no: orderNo, amount: '776.00', expires_in: 86_000 };
const jsapi = { ...attempt, out_trade_no: 'P1', method: 'jsapi', jsapi: { appId: 'wx0', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' } } as PayStart;
const qr = { ...attempt, out_trade_no: 'P2', method: 'native', code_url: 'weixin://wxpay/bizpayurl?pr=abc' } as PayStart;
const h5 = { ...attempt, out_trade_no: 'P3', method: 'h5', h5_url: 'https://wx.tenpay.com/checkmweb?prepay_id=wx1' } as PayStart;
const unpaid = { order_no: orderNo, status: 5, state: 'unpaid', paid: false, expires_in: 86_000, pay_no: '', attempt: { out_trade_no: 'P1', method: 'jsapi', state: 'created' } } as PayState;
const paid = { ...unpaid, status: 10, state: 'paid', paid: true, pay_no: '4200001', attempt: { out_trade_no: 'P1', method: 'jsapi', state: 'paid' } } as PayState;
const EFFECTS = ['keepPending', 'forgetPending', 'showWxPay', 'leaveFor', 'showStatus'];
const ACTORS = ['loadPayable', 'startPayment', 'checkPayment', 'payInWechat'];
const SECOND = 1000;

async function choosing(pending: PayStart | null = null, returned = false) {
  const h = harness(paymentMachine, { input: { orderNo, pending, returned }, actors: ACTORS, effects: EFFECTS });
  await h.done('loadPayable', summary);
  return h;
}
async function started(method: string, start: PayStart) {
  const h = await choosing();
  h.send({ type: 'CHOOSE', method });
  expect(h.inputOf('startPayment')).toMatchObject({ orderNo, method });
  h.calls.length = 0;
  await h.done('startPayment', start);
  return h;
}

describe('payment branches', () => {
  it('WeChat in-app (JSAPI): cancelling the pay dialog goes back to choosing a method — no failure message, the attempt forgotten', async () => {
    const h = await started('jsapi', jsapi);
    expect(h.called()).toEqual(['keepPending', 'showWxPay']);
    await h.done('payInWechat', 'cancel');
    expect(h.state()).toEqual({ open: 'choosing' });
    expect(h.context().failure).toBeNull();
    expect(h.context().pending).toBeNull();
    expect(h.called()).toContain('forgetPending');
  });

  it('WeChat in-app (JSAPI): the dialog\'s "ok" is no proof — the server is asked; paid shows the status', async () => {
    const h = await started('jsapi', jsapi);
    await h.done('payInWechat', 'ok');
    expect(h.waiting('checkPayment')).toBe(1);
    expect(h.called()).not.toContain('showStatus');
    await h.done('checkPayment', paid);
    expect(h.state()).toBe('paid');
    expect(h.called()).toContain('showStatus');
  });

  it('WeChat in-app (JSAPI): the dialog failing is "Order not paid successfully", with a retry', async () => {
    const h = await started('jsapi', jsapi);
    await h.done('payInWechat', 'fail');
    expect(h.state()).toEqual({ open: 'failed' });
    expect(h.context().failure).toBe('payment.notPaid');
    h.send({ type: 'RETRY' });
    expect(h.state()).toEqual({ open: 'choosing' });
  });

  it('Native QR: the code is shown and the server polled until paid', async () => {
    const h = await started('native', qr);
    expect(h.called()).toEqual(['keepPending', 'showWxPay']);
    expect(h.waiting('checkPayment')).toBe(0);
    await h.advance(10 * SECOND);
    expect(h.waiting('checkPayment')).toBe(1);
    await h.done('checkPayment', unpaid);
    await h.advance(10 * SECOND);
    await h.done('checkPayment', paid);
    expect(h.state()).toBe('paid');
  });

  it('H5: the browser leaves for WeChat; back, "have you paid?" — paid checks with the server, cancel chooses again', async () => {
    const h = await started('h5', h5);
    expect(h.calls).toContainEqual({ type: 'leaveFor', params: { url: h5.h5_url } });

    const back = await choosing(h5, true);
    expect(back.waiting('checkPayment')).toBe(1);
    await back.done('checkPayment', unpaid);
    expect(back.state()).toEqual({ open: 'asking' });
    back.send({ type: 'PAID' });
    expect(back.waiting('checkPayment')).toBe(1);
    await back.done('checkPayment', paid);
    expect(back.state()).toBe('paid');

    const cancelled = await choosing(h5, true);
    await cancelled.done('checkPayment', unpaid);
    cancelled.send({ type: 'CANCEL' });
    expect(cancelled.state()).toEqual({ open: 'choosing' });
    expect(cancelled.context().pending).toBeNull();
  });

  it('timeout: waiting for the provider ends after a while, with retry or cancel; the order is still payable', async () => {
    const h = await started('jsapi', jsapi);
    await h.done('payInWechat', 'ok');
    for (let i = 0; i < 100 && h.waiting('checkPayment'); i++) {
      await h.done('checkPayment', unpaid);
      await h.advance(5 * SECOND);
    }
    expect(h.state()).toEqual({ open: 'timedOut' });
    h.send({ type: 'RETRY' });
    expect(h.waiting('checkPayment')).toBe(1);
    await h.advance(10 * 60 * SECOND);
    h.send({ type: 'CANCEL' });
    expect(h.state()).toEqual({ open: 'choosing' });
  });

  it('expiry: the order\'s validity (86,400 s) ends every way of paying, and the attempt is forgotten', async () => {
    const h = await started('native', qr);
    await h.advance(86_400 * SECOND - 1);
    expect(h.state()).not.toBe('expired');
    await h.advance(1);
    expect(h.state()).toBe('expired');
    expect(h.called()).toContain('forgetPending');
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('an order already paid or closed opens on its status, never on the methods', async () => {
    const p = harness(paymentMachine, { input: { orderNo, pending: null, returned: false }, actors: ACTORS, effects: EFFECTS });
    await p.done('loadPayable', { ...summary, status: 10, state: 'paid', order_time: 0, methods: [] });
    expect(p.state()).toBe('paid');
    const c = harness(paymentMachine, { input: { orderNo, pending: null, returned: false }, actors: ACTORS, effects: EFFECTS });
    await c.done('loadPayable', { ...summary, status: 7, state: 'closed', order_time: 0, methods: [] });
    expect(c.state()).toBe('expired');
  });

  it('a method the order does not offer cannot be chosen', async () => {
    const h = harness(paymentMachine, { input: { orderNo, pending: null, returned: false }, actors: ACTORS, effects: EFFECTS });
    await h.done('loadPayable', { ...summary, methods: [{ method: 'sandbox', name: 'Sandbox' }] });
    h.send({ type: 'CHOOSE', method: 'jsapi' });
    expect(h.state()).toEqual({ open: 'choosing' });
    expect(h.waiting('startPayment')).toBe(0);
  });
});
