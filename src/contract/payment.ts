import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/**
 * Payment (spec §2 /orderPay, /WxPay, /payStatus; §4 Payment; §7 order/method, goPay, query,
 * payment/payOrder, payment/placeOrder). Generic over what is paid: a "payable" is an entity
 * (`goods_order` now; visit and stay orders later) with a public number (`order_no`).
 */

/** jsapi: inside WeChat; native: a QR code on a desktop; h5: a mobile browser; sandbox: the development gateway. */
export const PAY_METHODS = ['jsapi', 'native', 'h5', 'sandbox'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PAYABLE_ENTITIES = ['goods_order', 'booking'] as const;
export type PayableEntity = (typeof PAYABLE_ENTITIES)[number];

/** How often the browser asks whether a QR payment arrived, and while verifying "I have paid". */
export const PAYMENT_POLL_INTERVAL_MS = 3_000;
/** How long the browser verifies after "I have paid" before saying "Order timeout!". */
export const PAYMENT_VERIFY_TIMEOUT_MS = 60_000;

const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));

/** An order number: anything else cannot be one of the member's orders. */
const OrderNoField = text().check(z.regex(/^[A-Za-z0-9_-]{4,40}$/, 'payment.orderNotFound'));
const OutTradeNoField = text().check(z.regex(/^[A-Za-z0-9_|*-]{6,32}$/, 'payment.orderNotFound'));
const MethodField = z.pipe(text(), z.enum(PAY_METHODS, 'payment.methodUnavailable'));
const EntityField = z.pipe(text(), z.enum(PAYABLE_ENTITIES, 'payment.orderNotFound'));

export const PayMethodInfoSchema = z.object({ method: z.enum(PAY_METHODS), name: z.string() });
export type PayMethodInfo = z.infer<typeof PayMethodInfoSchema>;

export const PayMethodsSchema = z.object({
  provider: z.enum(['sandbox', 'wechat']),
  client: z.enum(['wechat', 'mobile', 'desktop']),
  methods: z.array(PayMethodInfoSchema),
});
export type PayMethods = z.infer<typeof PayMethodsSchema>;

export const JsapiParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type JsapiPayParams = z.infer<typeof JsapiParamsSchema>;

/** What the browser needs to pay one attempt: exactly one of jsapi, code_url, h5_url, pay_url. */
export const PayStartSchema = z.object({
  order_no: z.string(),
  out_trade_no: z.string(),
  method: z.enum(PAY_METHODS),
  /** yuan, two decimals */
  amount: z.string(),
  /** seconds the order can still be paid in */
  expires_in: z.number(),
  jsapi: z.optional(JsapiParamsSchema),
  code_url: z.optional(z.string()),
  h5_url: z.optional(z.string()),
  pay_url: z.optional(z.string()),
});
export type PayStart = z.infer<typeof PayStartSchema>;

export const PAYABLE_STATES = ['unpaid', 'paid', 'closed'] as const;
export type PayableState = (typeof PAYABLE_STATES)[number];
export const ATTEMPT_STATES = ['created', 'paid', 'failed', 'closed', 'refunded'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** Whether an order is paid, read from the order itself (the provider is asked when in doubt). */
export const PayStateSchema = z.object({
  order_no: z.string(),
  /** the entity's own status code (goods order: 5, 10, …) */
  status: z.number(),
  state: z.enum(PAYABLE_STATES),
  paid: z.boolean(),
  expires_in: z.number(),
  pay_no: z.string(),
  /** the latest attempt, the one asked about, or null */
  attempt: z.nullable(z.object({ out_trade_no: z.string(), method: z.enum(PAY_METHODS), state: z.enum(ATTEMPT_STATES) })),
});
export type PayState = z.infer<typeof PayStateSchema>;

/** The pay screen: what is paid for, how much, for how long, and how. */
export const PayableSummarySchema = z.object({
  entity: z.enum(PAYABLE_ENTITIES),
  order_no: z.string(),
  title: z.string(),
  /** yuan and dollars, two decimals */
  order_price: z.string(),
  dollar_price: z.string(),
  product_count: z.number(),
  status: z.number(),
  state: z.enum(PAYABLE_STATES),
  /** seconds left to pay ("pay within the valid time"); 0 once expired */
  order_time: z.number(),
  /** yuan paid later at the venue (a dinner's other half); absent when nothing is */
  balance: z.optional(z.string()),
  methods: z.array(PayMethodInfoSchema),
});
export type PayableSummary = z.infer<typeof PayableSummarySchema>;

export const orderMethod = defineCall({
  path: '/api/member/order/method',
  auth: 'member',
  safe: true,
  input: z.object({ order_no: z.optional(OrderNoField), lang: LangField }),
  output: PayMethodsSchema,
});

export const orderGoPay = defineCall({
  path: '/api/member/order/goPay',
  auth: 'member',
  safe: false,
  input: z.object({ order_no: OrderNoField, method: MethodField, lang: LangField }),
  output: PayStartSchema,
});

export const orderQuery = defineCall({
  path: '/api/member/order/query',
  auth: 'member',
  safe: true,
  input: z.object({ order_no: OrderNoField, out_trade_no: z.optional(OutTradeNoField), lang: LangField }),
  output: PayStateSchema,
});

/** goPay for any payable entity. */
export const paymentPayOrder = defineCall({
  path: '/api/member/payment/payOrder',
  auth: 'member',
  safe: false,
  input: z.object({ entity: EntityField, order_no: OrderNoField, method: MethodField, lang: LangField }),
  output: PayStartSchema,
});

/** The pay screen's summary of any payable entity, with the methods this client can use. */
export const paymentPlaceOrder = defineCall({
  path: '/api/member/payment/placeOrder',
  auth: 'member',
  safe: true,
  input: z.object({ entity: EntityField, order_no: OrderNoField, lang: LangField }),
  output: PayableSummarySchema,
});
