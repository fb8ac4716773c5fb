import { fromPromise } from 'xstate';
import { orderGoPay, orderQuery, paymentPlaceOrder, type JsapiPayParams, type PayableSummary, type PayMethod, type PayStart, type PayState } from '../../../contract/payment';
import type { BridgeOutcome } from '../../../../machines/payment.machine';
import { unwrap } from '../../lib/api-client';

/** The calls the payment machine invokes (contract: src/contract/payment.ts). */
export const loadPayable = fromPromise<PayableSummary, { orderNo: string }>(({ input }) =>
  unwrap(paymentPlaceOrder, { entity: 'goods_order', order_no: input.orderNo }),
);

export const startPayment = fromPromise<PayStart, { orderNo: string; method: PayMethod }>(({ input }) =>
  unwrap(orderGoPay, { order_no: input.orderNo, method: input.method }),
);

/** /payStatus reads through the content loader, whose actors take `{ params }`. */
export const loadPayStatus = fromPromise<PayState, { params: { orderNo: string } }>(({ input }) => unwrap(orderQuery, { order_no: input.params.orderNo }));

export const checkPayment = fromPromise<PayState, { orderNo: string; outTradeNo: string | null }>(({ input }) =>
  unwrap(orderQuery, { order_no: input.orderNo, ...(input.outTradeNo ? { out_trade_no: input.outTradeNo } : {}) }),
);

/** WeChat's in-page bridge (typed `any` by weixin-js-sdk's global declaration). */
interface Bridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayParams, callback: (res: { err_msg?: string }) => void): void;
}
const bridge = (): Bridge | undefined => (window as { WeixinJSBridge?: Bridge }).WeixinJSBridge;

/** How long to wait for WeChat's bridge to appear before calling it a failure. */
const BRIDGE_WAIT_MS = 10_000;

/**
 * WeChat's in-app cashier (JSAPI). Its `get_brand_wcpay_request:ok` only says the payer closed
 * the cashier after paying; the machine confirms the payment with the server all the same.
 */
export const payInWechat = fromPromise<BridgeOutcome, { start: PayStart }>(
  ({ input }) =>
    new Promise<BridgeOutcome>((resolve) => {
      const params = input.start.jsapi;
      if (!params) return resolve('fail');
      const run = () =>
        bridge()!.invoke('getBrandWCPayRequest', params, (res) => {
          const message = res.err_msg ?? '';
          resolve(message.endsWith(':ok') ? 'ok' : message.endsWith(':cancel') ? 'cancel' : 'fail');
        });
      if (bridge()) return run();
      const timer = setTimeout(() => resolve('fail'), BRIDGE_WAIT_MS);
      document.addEventListener(
        'WeixinJSBridgeReady',
        () => {
          clearTimeout(timer);
          run();
        },
        { once: true },
      );
    }),
);
