import type { PayableSummary, PayStart, PayState } from '../src/contract/payment';
import { paymentMachine } from './payment.machine';
import type { RegisteredMachine } from './registry';

/** The payment machine with the samples its path tests need (spread into MACHINES). */
const orderNo = 'PL2026112200000001';
const summary: PayableSummary = {
  entity: 'goods_order',
  order_no: orderNo,
  title: 'Penglai Cliffside Estate - Cliffside Red 2021',
  order_price: '776.00',
  dollar_price: '110.00',
  product_count: 2,
  status: 5,
  state: 'unpaid',
  order_time: 86_400,
  methods: [
    { method: 'sandbox', name: 'Sandbox payment (development)' },
    { method: 'native', name: 'WeChat Pay (scan the QR code)' },
    { method: 'h5', name: 'WeChat Pay (open the WeChat app)' },
    { method: 'jsapi', name: 'WeChat Pay' },
  ],
};
const attempt = { order_no: orderNo, amount: '776.00', expires_in: 86_000 };
const sandboxStart: PayStart = { ...attempt, out_trade_no: 'P20261122AAAA000000000001', method: 'sandbox', pay_url: 'http://localhost/dev/pay/P20261122AAAA000000000001' };
const qrStart: PayStart = { ...attempt, out_trade_no: 'P20261122AAAA000000000002', method: 'native', code_url: 'weixin://wxpay/bizpayurl?pr=abc' };
const h5Start: PayStart = { ...attempt, out_trade_no: 'P20261122AAAA000000000003', method: 'h5', h5_url: 'https://wx.tenpay.com/checkmweb?prepay_id=wx1' };
const jsapiStart: PayStart = {
  ...attempt,
  out_trade_no: 'P20261122AAAA000000000004',
  method: 'jsapi',
  jsapi: { appId: 'wx0sandbox0penglai', timeStamp: '1763779651', nonceStr: 'n0nce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'c2lnbg==' },
};
const state = (over: Partial<PayState>): PayState => ({
  order_no: orderNo,
  status: 5,
  state: 'unpaid',
  paid: false,
  expires_in: 86_000,
  pay_no: '',
  attempt: { out_trade_no: sandboxStart.out_trade_no, method: 'sandbox', state: 'created' },
  ...over,
});

export const paymentMachines: Record<string, RegisteredMachine> = {
  payment: {
    machine: paymentMachine,
    file: 'machines/payment.machine.ts',
    summary: 'Paying for an order: choose a method, JSAPI / QR / H5 / sandbox, "have you paid?", polling; paid, failed, timed out or expired.',
    inputs: [
      { orderNo, pending: null, returned: false },
      { orderNo, pending: qrStart, returned: false },
      { orderNo, pending: jsapiStart, returned: false },
      { orderNo, pending: sandboxStart, returned: true },
    ],
    events: [
      { type: 'xstate.done.actor.loadPayable', output: summary },
      { type: 'xstate.done.actor.loadPayable', output: { ...summary, status: 10, state: 'paid', order_time: 0, methods: [] } },
      { type: 'xstate.done.actor.loadPayable', output: { ...summary, status: 7, state: 'closed', order_time: 0, methods: [] } },
      { type: 'xstate.error.actor.loadPayable', error: new Error('No order information yet') },
      { type: 'CHOOSE', method: 'sandbox' },
      // an order offered no method (none configured): choosing is refused
      { type: 'xstate.done.actor.loadPayable', output: { ...summary, methods: [] } },
      { type: 'xstate.done.actor.startPayment', output: sandboxStart },
      { type: 'xstate.done.actor.startPayment', output: qrStart },
      { type: 'xstate.done.actor.startPayment', output: h5Start },
      { type: 'xstate.done.actor.startPayment', output: jsapiStart },
      { type: 'xstate.error.actor.startPayment', error: new Error('The payment could not be started, please try again later') },
      { type: 'xstate.done.actor.checkPayment', output: state({ status: 10, state: 'paid', paid: true, expires_in: 0, pay_no: '4200001', attempt: { out_trade_no: sandboxStart.out_trade_no, method: 'sandbox', state: 'paid' } }) },
      { type: 'xstate.done.actor.checkPayment', output: state({ status: 7, state: 'closed', expires_in: 0 }) },
      { type: 'xstate.done.actor.checkPayment', output: state({ attempt: { out_trade_no: sandboxStart.out_trade_no, method: 'sandbox', state: 'failed' } }) },
      { type: 'xstate.done.actor.checkPayment', output: state({}) },
      { type: 'xstate.error.actor.checkPayment', error: new Error('offline') },
      { type: 'xstate.done.actor.payInWechat', output: 'ok' },
      { type: 'xstate.done.actor.payInWechat', output: 'cancel' },
      { type: 'xstate.done.actor.payInWechat', output: 'fail' },
      { type: 'xstate.error.actor.payInWechat', error: new Error('no bridge') },
    ],
    promiseActors: ['loadPayable', 'startPayment', 'checkPayment', 'payInWechat'],
  },
};
