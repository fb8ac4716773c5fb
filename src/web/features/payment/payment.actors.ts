import { fromPromise } from 'xstate';
import { bookingQueryOrder } from '../../../contract/booking';
import {
  orderGoPay,
  orderQuery,
  paymentPayOrder,
  paymentPlaceOrder,
  type JsapiPayParams,
  type PayableEntity,
  type PayableSummary,
  type PayMethod,
  type PayStart,
  type PayState,
} from '../../../contract/payment';
import type { BridgeOutcome, PayableRef } from '../../../../machines/payment.machine';
import { unwrap } from '../../lib/api-client';

/** The calls the payment machine invokes (contract: src/contract/payment.ts), for any payable entity. */
export const loadPayable = fromPromise<PayableSummary, PayableRef>(({ input }) => unwrap(paymentPlaceOrder, { entity: input.entity, order_no: input.orderNo }));

export const startPayment = fromPromise<PayStart, PayableRef & { method: PayMethod }>(({ input }) =>
  input.entity === 'goods_order'
    ? unwrap(orderGoPay, { order_no: input.orderNo, method: input.method })
    : unwrap(paymentPayOrder, { entity: input.entity, order_no: input.orderNo, method: input.method }),
);

/** Whether an order is paid, asked with the entity's own query call (spec §7 order/query, visit_order/queryOrder). */
function queryPayment(entity: PayableEntity, orderNo: string, outTradeNo: string | null): Promise<PayState> {
  const input = { order_no: orderNo, ...(outTradeNo ? { out_trade_no: outTradeNo } : {}) };
  return entity === 'goods_order' ? unwrap(orderQuery, input) : unwrap(bookingQueryOrder, input);
}

/** The status screens read through the content loader, whose actors take `{ params }`. */
export const loadPayStatus = fromPromise<PayState, { params: PayableRef }>(({ input }) => queryPayment(input.params.entity, input.params.orderNo, null));

export const checkPayment = fromPromise<PayState, PayableRef & { outTradeNo: string | null }>(({ input }) => queryPayment(input.entity, input.orderNo, input.outTradeNo));

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
