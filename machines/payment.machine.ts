import { assign, fromPromise, setup } from 'xstate';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_VERIFY_TIMEOUT_MS,
  type PayableEntity,
  type PayableSummary,
  type PayMethod,
  type PayStart,
  type PayState,
} from '../src/contract/payment';

/**
 * Paying for an order (spec §2 /orderPay, /WxPay; §4 Payment): choose a method, start an
 * attempt (goPay), then by method — WeChat JSAPI inside WeChat (the bridge's `ok` is no proof),
 * a QR code on a desktop (polled), H5 or the sandbox page (the browser leaves and comes back) —
 * and on coming back "have you paid?" (paid → verify; cancel → choose again), polling the
 * server until the order is paid, the attempt failed, or the wait times out. The order's own
 * expiry ends everything. Both /orderPay and /WxPay run it: /WxPay resumes an attempt. The
 * same machine pays any payable entity (goods orders, bookings): the entity travels to every call.
 */
export interface PaymentInput {
  /** what is paid for; goods orders when not said */
  entity?: PayableEntity;
  orderNo: string;
  /** the attempt in flight, kept by the browser across the hop to /WxPay or to the provider */
  pending: PayStart | null;
  /** the browser came back from H5 or the sandbox page */
  returned: boolean;
}

export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

/** Which order an actor works on. */
export interface PayableRef {
  entity: PayableEntity;
  orderNo: string;
}

export interface PaymentContext {
  entity: PayableEntity;
  orderNo: string;
  pending: PayStart | null;
  returned: boolean;
  summary: PayableSummary | null;
  method: PayMethod | null;
  /** a message key, or a text the server already translated */
  failure: string | null;
}

export type PaymentEvent =
  | { type: 'CHOOSE'; method: PayMethod }
  | { type: 'PAID' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

/** The longest a browser timer can wait (about 24.8 days); orders expire far sooner. */
const MAX_TIMER_MS = 2_147_483_647;

const failureOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** A promise actor's answer, for the guards that read the poll's answer. */
const stateOf = (event: unknown) => (event as { output: PayState }).output;

/** What each poll answers decides the next state the same way everywhere. */
const afterCheck = (next: 'waiting' | 'asking') =>
  [
    { guard: 'isPaidState', target: '#payment.paid' },
    { guard: 'isClosedState', target: '#payment.expired' },
    { guard: 'isFailedAttempt', target: '#payment.open.failed', actions: { type: 'setFailure', params: { message: 'payment.notPaid' } } },
    { target: next },
  ] as const;

export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
  },
  actors: {
    // supplied by the web layer (payment.actors.ts)
    loadPayable: fromPromise<PayableSummary, PayableRef>(async () => {
      throw new Error('loadPayable must be provided');
    }),
    startPayment: fromPromise<PayStart, PayableRef & { method: PayMethod }>(async () => {
      throw new Error('startPayment must be provided');
    }),
    checkPayment: fromPromise<PayState, PayableRef & { outTradeNo: string | null }>(async () => {
      throw new Error('checkPayment must be provided');
    }),
    payInWechat: fromPromise<BridgeOutcome, { start: PayStart }>(async () => {
      throw new Error('payInWechat must be provided');
    }),
  },
  guards: {
    isPaid: (_, params: { summary: PayableSummary }) => params.summary.state === 'paid',
    isClosed: (_, params: { summary: PayableSummary }) => params.summary.state === 'closed',
    hasQrPending: ({ context }) => Boolean(context.pending?.code_url),
    hasJsapiPending: ({ context }) => Boolean(context.pending?.jsapi),
    hasReturned: ({ context }) => context.returned && context.pending !== null,
    isOfferedMethod: ({ context }, params: { method: PayMethod }) => Boolean(context.summary?.methods.some((m) => m.method === params.method)),
    isJsapiStart: (_, params: { start: PayStart }) => Boolean(params.start.jsapi),
    isQrStart: (_, params: { start: PayStart }) => Boolean(params.start.code_url),
    isH5Start: (_, params: { start: PayStart }) => Boolean(params.start.h5_url),
    isPaidState: ({ event }) => stateOf(event).paid,
    isClosedState: ({ event }) => stateOf(event).state === 'closed',
    isFailedAttempt: ({ event }) => ['failed', 'closed'].includes(stateOf(event).attempt?.state ?? ''),
    isBridgeOk: (_, params: { outcome: BridgeOutcome }) => params.outcome === 'ok',
    isBridgeCancel: (_, params: { outcome: BridgeOutcome }) => params.outcome === 'cancel',
  },
  delays: {
    pollInterval: PAYMENT_POLL_INTERVAL_MS,
    verifyTimeout: PAYMENT_VERIFY_TIMEOUT_MS,
    untilExpiry: ({ context }) => Math.min(MAX_TIMER_MS, (context.summary?.order_time ?? 0) * 1000),
  },
  actions: {
    setSummary: assign({ summary: (_, params: { summary: PayableSummary }) => params.summary }),
    setPending: assign({ pending: (_, params: { start: PayStart }) => params.start, returned: false }),
    setMethod: assign({ method: (_, params: { method: PayMethod }) => params.method }),
    setFailure: assign({ failure: (_, params: { message: string }) => params.message }),
    clearFailure: assign({ failure: null }),
    clearAttempt: assign({ pending: null, returned: false }),
    // effects, supplied by the view
    keepPending: () => {},
    forgetPending: () => {},
    showWxPay: () => {},
    leaveFor: (_, _params: { url: string }) => {},
    showStatus: () => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ entity: input.entity ?? 'goods_order', orderNo: input.orderNo, pending: input.pending, returned: input.returned, summary: null, method: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPayable',
        src: 'loadPayable',
        input: ({ context }) => ({ entity: context.entity, orderNo: context.orderNo }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => ({ summary: event.output }) }, target: 'paid', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
          { guard: { type: 'isClosed', params: ({ event }) => ({ summary: event.output }) }, target: 'expired', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
          { guard: 'hasQrPending', target: 'open.qr', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
          { guard: 'hasJsapiPending', target: 'open.jsapi', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
          { guard: 'hasReturned', target: 'open.checking', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
          { target: 'open.choosing', actions: { type: 'setSummary', params: ({ event }) => ({ summary: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: ({ event }) => ({ message: failureOf(event.error, 'error.requestFailed') }) } },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    open: {
      // the order's own validity ends every way of paying
      after: { untilExpiry: { target: 'expired', actions: 'forgetPending' } },
      initial: 'choosing',
      states: {
        choosing: {
          entry: ['clearAttempt', 'forgetPending'],
          on: {
            CHOOSE: { guard: { type: 'isOfferedMethod', params: ({ event }) => ({ method: event.method }) }, target: 'starting', actions: ['clearFailure', { type: 'setMethod', params: ({ event }) => ({ method: event.method }) }] },
          },
        },
        starting: {
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => ({ entity: context.entity, orderNo: context.orderNo, method: context.method! }),
            onDone: [
              { guard: { type: 'isJsapiStart', params: ({ event }) => ({ start: event.output }) }, target: 'jsapi', actions: { type: 'setPending', params: ({ event }) => ({ start: event.output }) } },
              { guard: { type: 'isQrStart', params: ({ event }) => ({ start: event.output }) }, target: 'qr', actions: { type: 'setPending', params: ({ event }) => ({ start: event.output }) } },
              { guard: { type: 'isH5Start', params: ({ event }) => ({ start: event.output }) }, target: 'h5', actions: { type: 'setPending', params: ({ event }) => ({ start: event.output }) } },
              { target: 'sandbox', actions: { type: 'setPending', params: ({ event }) => ({ start: event.output }) } },
            ],
            onError: { target: 'choosing', actions: { type: 'setFailure', params: ({ event }) => ({ message: failureOf(event.error, 'error.requestFailed') }) } },
          },
        },
        jsapi: {
          entry: ['keepPending', 'showWxPay'],
          invoke: {
            id: 'payInWechat',
            src: 'payInWechat',
            input: ({ context }) => ({ start: context.pending! }),
            onDone: [
              { guard: { type: 'isBridgeOk', params: ({ event }) => ({ outcome: event.output }) }, target: 'polling' },
              { guard: { type: 'isBridgeCancel', params: ({ event }) => ({ outcome: event.output }) }, target: 'choosing' },
              { target: 'failed', actions: { type: 'setFailure', params: { message: 'payment.notPaid' } } },
            ],
            onError: { target: 'failed', actions: { type: 'setFailure', params: { message: 'payment.notPaid' } } },
          },
        },
        qr: {
          entry: ['keepPending', 'showWxPay'],
          initial: 'waiting',
          on: { PAID: 'polling', CANCEL: 'choosing' },
          states: {
            waiting: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                id: 'checkPayment',
                src: 'checkPayment',
                input: ({ context }) => ({ entity: context.entity, orderNo: context.orderNo, outTradeNo: context.pending?.out_trade_no ?? null }),
                onDone: afterCheck('waiting'),
                onError: 'waiting',
              },
            },
          },
        },
        h5: { entry: ['keepPending', { type: 'leaveFor', params: ({ context }) => ({ url: context.pending?.h5_url ?? '' }) }] },
        sandbox: { entry: ['keepPending', { type: 'leaveFor', params: ({ context }) => ({ url: context.pending?.pay_url ?? '' }) }] },
        checking: {
          invoke: {
            id: 'checkPayment',
            src: 'checkPayment',
            input: ({ context }) => ({ entity: context.entity, orderNo: context.orderNo, outTradeNo: context.pending?.out_trade_no ?? null }),
            onDone: afterCheck('asking'),
            onError: 'asking',
          },
        },
        asking: {
          on: { PAID: 'polling', CANCEL: 'choosing' },
        },
        polling: {
          after: { verifyTimeout: 'timedOut' },
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'checkPayment',
                src: 'checkPayment',
                input: ({ context }) => ({ entity: context.entity, orderNo: context.orderNo, outTradeNo: context.pending?.out_trade_no ?? null }),
                onDone: afterCheck('waiting'),
                onError: 'waiting',
              },
            },
            waiting: { after: { pollInterval: 'checking' } },
          },
        },
        failed: {
          on: { RETRY: { target: 'choosing', actions: 'clearFailure' } },
        },
        timedOut: {
          on: { RETRY: 'polling', CANCEL: 'choosing' },
        },
      },
    },
    paid: { type: 'final', entry: ['forgetPending', 'showStatus'] },
    expired: { type: 'final', entry: 'forgetPending' },
  },
});
