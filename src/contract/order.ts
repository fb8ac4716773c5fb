import * as z from 'zod/mini';
import { AddressSchema } from './address';
import { defineCall, LangField } from './envelope';
import { SubmitTokenField } from './validation';
import { CheckoutInvoiceFields, checkoutInvoiceCheck } from './invoice';
import { ORDER_NO_PATTERN } from './order-no';

/**
 * Checkout and goods orders (spec §3 Payment preview, Pay-order response, Goods order; §4
 * statuses and tabs; §7 /api/member/order/*). Money travels as decimal strings of yuan
 * ("388.00") or dollars; times as 'YYYY-MM-DD HH:mm:ss' in China time.
 */
export const ORDER_TABS = ['all', '5', '10', '15', '8'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_PAGE_SIZE = 10;
export const ORDER_PAGE_SIZE_MAX = 50;
export const ORDER_REMARK_MAX = 200;
export { ORDER_NO_PATTERN };
/** the place-order call's `adult_confirmed`: the member ticked 'I am 18 or older' (the legal drinking age in mainland China and Hong Kong) */
export const ADULT_CONFIRMED = '1';

/** The events a member may send to a goods order (machines/goods-order.machine.ts). */
export const MEMBER_ORDER_EVENTS = ['PAY', 'CANCEL', 'CHANGE_ADDRESS', 'REQUEST_REFUND', 'CONFIRM_RECEIPT', 'DELETE'] as const;
export type MemberOrderEvent = (typeof MEMBER_ORDER_EVENTS)[number];

/** A form field that may be missing: absent counts as empty, so it gets its own message. */
const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const ID_MAX = 2_147_483_647;

/** A positive integer id, else the given message. */
const idField = (key: string) =>
  z.pipe(
    text().check(z.refine((s) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= ID_MAX, key)),
    z.transform(Number),
  );

const OrderNoField = text().check(z.regex(ORDER_NO_PATTERN, 'order.notFound'));

/** "1234.5" → 123450 fen, without a float ever holding money. */
export function parseYuan(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const OrderItemSchema = z.object({
  id: z.number(),
  goods_id: z.number(),
  title: z.string(),
  image: z.string(),
  product_spec: z.string(),
  product_count: z.number(),
  unit_price: z.string(),
  /** the line total */
  price: z.string(),
  /** the line total in dollars */
  dollar_price: z.string(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** One wine of the checkout (spec §3 Payment preview item), with its cart line. */
export const PreviewItemSchema = z.object({
  id: z.number(),
  cart_id: z.number(),
  title: z.string(),
  en_title: z.string(),
  tw_title: z.string(),
  intro: z.string(),
  product_spec: z.string(),
  stock: z.number(),
  images: z.array(z.string()),
  /** unit prices */
  price: z.string(),
  dollar_price: z.string(),
  switch: z.number(),
  is_sell: z.number(),
  product_count: z.number(),
  line_price: z.string(),
  line_dollar_price: z.string(),
});
export type PreviewItem = z.infer<typeof PreviewItemSchema>;

export const PreviewSchema = z.object({
  product_count: z.number(),
  price_sum: z.string(),
  dollar_price_sum: z.string(),
  shipping_fee: z.string(),
  /** goods from this sum ship free ('0.00': always free) */
  free_shipping_from: z.string(),
  /** goods plus shipping: what the member will pay */
  order_price: z.string(),
  items: z.array(PreviewItemSchema),
  /** the default address, or null when the book is empty */
  receiver: z.nullable(AddressSchema),
  /** seconds an order may be paid in */
  order_validity: z.number(),
});
export type Preview = z.infer<typeof PreviewSchema>;

/** Spec §3 Pay-order response. */
export const PayOrderSchema = z.object({
  order_no: z.string(),
  order_price: z.string(),
  /** seconds left to pay */
  order_time: z.number(),
  items: z.array(OrderItemSchema),
});
export type PayOrder = z.infer<typeof PayOrderSchema>;

export const OrderSummarySchema = z.object({
  order_no: z.string(),
  /** spec §4 code; an unpaid order past its time reads 7 (closed) */
  status: z.number(),
  order_price: z.string(),
  goods_price: z.string(),
  shipping_fee: z.string(),
  dollar_price: z.string(),
  product_count: z.number(),
  create_time: z.string(),
  /** seconds left to pay; 0 unless unpaid */
  order_time: z.number(),
  items: z.array(OrderItemSchema),
  /** staff have approved or rejected a refund request of it: a paid order can no longer be cancelled */
  refund_decided: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const RefundSummarySchema = z.object({
  /** 0 under review, 1 completed, 2 rejected, 3 cancelled */
  status: z.number(),
  reason: z.string(),
  amount: z.string(),
  create_time: z.string(),
  remark: z.string(),
});
export const LogisticsSummarySchema = z.object({
  company: z.string(),
  tracking_no: z.string(),
  ship_time: z.string(),
  /** the latest tracking event ('' before the first) */
  latest: z.string(),
  latest_time: z.string(),
});

export const OrderDetailSchema = z.extend(OrderSummarySchema, {
  consignee: z.string(),
  mobile: z.string(),
  province: z.number(),
  city: z.number(),
  area: z.number(),
  address_name: z.string(),
  address_details: z.string(),
  zip_code: z.string(),
  remark: z.string(),
  /** '' until paid */
  pay_method: z.string(),
  pay_no: z.string(),
  pay_time: z.string(),
  /** what was paid, shipping included ('0.00' until paid) */
  paid_price: z.string(),
  /** the member events the goods order machine allows now */
  actions: z.array(z.string()),
  /**
   * the goods order machine's state (machines/goods-order.machine.ts) where the code has more than
   * one: `refunding` (25, refund approved, money on its way) or `refunded`; `cancelledRefunding`
   * (6, cancelled after paying, money on its way) or `cancelled`
   */
  state: z.optional(z.string()),
  refund: z.nullable(RefundSummarySchema),
  logistics: z.nullable(LogisticsSummarySchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderListSchema = z.object({
  total: z.number(),
  page: z.number(),
  pagesize: z.number(),
  list: z.array(OrderSummarySchema),
});
export type OrderList = z.infer<typeof OrderListSchema>;

const OrderStatusSchema = z.object({ order_no: z.string(), status: z.number() });
const byOrderNo = z.object({ order_no: OrderNoField, lang: LangField });

export const orderPreview = defineCall({
  path: '/api/member/order/preview',
  auth: 'member',
  safe: true,
  input: z.object({ lang: LangField }),
  output: PreviewSchema,
});

export const orderAdd = defineCall({
  path: '/api/member/order/add',
  auth: 'member',
  safe: false,
  input: z.object({
    address_id: idField('order.noReceiver'),
    submit_token: SubmitTokenField,
    /** the total the member saw; when sent it must match the server's */
    total_price: z.optional(z.string().check(z.refine((s) => parseYuan(s) !== null, 'order.infoAbnormal'))),
    remark: z.optional(
      z.pipe(z.string(), z.transform((s) => s.trim())).check(z.refine((s) => [...s].length <= ORDER_REMARK_MAX, 'order.remarkTooLong')),
    ),
    /** '1': the member confirmed being 18 or older (issue 16); alcohol is sold to no one else, so anything else is refused */
    adult_confirmed: z.pipe(text().check(z.refine((s) => s === ADULT_CONFIRMED, 'order.adultRequired')), z.transform(() => true as const)),
    /** an invoice asked for with the order (issue 16; ./invoice.ts): stored once the order is placed */
    ...CheckoutInvoiceFields,
    lang: LangField,
  }).check(checkoutInvoiceCheck()),
  output: PayOrderSchema,
});

export const orderList = defineCall({
  path: '/api/member/order/list',
  auth: 'member',
  safe: true,
  input: z.object({
    status: z.optional(z.enum([...ORDER_TABS, ''])),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    pagesize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ORDER_PAGE_SIZE_MAX))),
    lang: LangField,
  }),
  output: OrderListSchema,
});

export const orderGet = defineCall({ path: '/api/member/order/get', auth: 'member', safe: true, input: byOrderNo, output: OrderDetailSchema });

/** Change the receiver before shipment, from the member's address book. */
export const orderEdit = defineCall({
  path: '/api/member/order/edit',
  auth: 'member',
  safe: false,
  input: z.object({ order_no: OrderNoField, address_id: idField('order.noReceiver'), lang: LangField }),
  output: OrderDetailSchema,
});

export const orderReceive = defineCall({ path: '/api/member/order/receive', auth: 'member', safe: false, input: byOrderNo, output: OrderStatusSchema });
export const orderDel = defineCall({ path: '/api/member/order/del', auth: 'member', safe: false, input: byOrderNo, output: OrderStatusSchema });
export const orderCancel = defineCall({ path: '/api/member/order/cancel', auth: 'member', safe: false, input: byOrderNo, output: OrderStatusSchema });
