import * as z from 'zod/mini';
import { defineCall, LangField, type ApiCall } from './envelope';
import { OrderNoField } from './logistics';
import { BOOKING_KINDS } from './booking';
import { HistoryRowSchema, reasonField, StaffOrderHistorySchema, StaffOrderSchema, STAFF_PAGE_SIZE_MAX, STAFF_REMARK_MAX } from './staff';
import { PlaceRowSchema, RESOURCE_PATTERN } from './staff-booking';
import { StaffInvoiceSchema } from './invoice';

/**
 * The staff console's work queues (issue 13 item 3): the home's counts and chart, orders with
 * their detail, the refund and money-refund queues, the bookings calendar and list, members.
 * Every action answers what changed; `actions` of a detail are exactly the events the domain
 * machine allows the staff actor in the current state and the signed-in role may send (the
 * console draws one button per action). Access: ./staff-access.ts. Messages: `staffWork.*`.
 */
const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, safe: boolean, input: I, output: O): ApiCall<I, O> =>
  defineCall({ path: `/api/staff/${path}`, auth: 'public', safe, input, output });

const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A reason staff must give (approve / reject a refund, close / reopen, retry a money refund): in ./staff.ts, which staff-booking.ts reads too. */
export { reasonField };
const optionalRemark = () => z._default(text().check(z.refine((s) => [...s].length <= STAFF_REMARK_MAX && !CONTROL.test(s), 'staff.remarkTooLong')), '');
/** Words to search by: no control characters (nothing stored has them, and the database refuses NUL). */
const search = () => text().check(z.maxLength(60, 'staffWork.queryTooLong'), z.refine((s) => !CONTROL.test(s), 'staffWork.queryInvalid'));
const day = () => text().check(z.refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'staffWork.dateInvalid'));
const page = {
  // a page past any list is empty; one past the database's offsets is refused here
  pageno: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
  pagesize: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(STAFF_PAGE_SIZE_MAX)), 20),
};
const BookingNoField = text().check(z.regex(/^[A-Za-z0-9_-]{4,40}$/, 'booking.notFound'));

// ── the home ──────────────────────────────────────────────────────────────────────────────

export const DashboardSchema = z.object({
  /** Beijing date the counts are for */
  today: z.string(),
  to_ship: z.number(),
  refunds_to_review: z.number(),
  /** money refunds the provider refused, waiting for staff */
  money_refunds_failing: z.number(),
  visits_today: z.number(),
  visits_tomorrow: z.number(),
  dinners_today: z.number(),
  dinners_tomorrow: z.number(),
  arrivals_today: z.number(),
  arrivals_tomorrow: z.number(),
  departures_today: z.number(),
  departures_tomorrow: z.number(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const staffDashboard = call('dashboard', true, z.object({ lang: LangField }), DashboardSchema);

export const SeriesDaySchema = z.object({ day: z.string(), orders: z.number(), bookings: z.number(), sales_fen: z.number() });
export type SeriesDay = z.infer<typeof SeriesDaySchema>;
/** Paid goods orders and paid bookings per Beijing day, the last `days` days up to today, every day present. */
export const staffDashboardSeries = call(
  'dashboard/series',
  true,
  z.object({ days: z._default(z.coerce.number().check(z.int(), z.minimum(7), z.maximum(90)), 30), lang: LangField }),
  z.object({ days: z.array(SeriesDaySchema) }),
);

// ── orders ─────────────────────────────────────────────────────────────────────────────────

export const StaffOrderRowSchema = z.extend(StaffOrderSchema, {
  state: z.string(),
  member_id: z.number(),
  member: z.string(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const OrderFilterSchema = z.object({
  status: z.optional(z.pipe(text(), z.transform((s) => (s === '' ? null : Number(s)))).check(z.refine((n) => n === null || (Number.isInteger(n) && Math.abs(n) < 1000), 'staff.statusInvalid'))),
  /** created on or after / on or before, Beijing dates */
  from: z.optional(day()),
  to: z.optional(day()),
  /** the member: id, phone, email or part of the nickname */
  member: z.optional(search()),
  /** the order number or its beginning */
  q: z.optional(search()),
  ...page,
  lang: LangField,
});
/** Replaces the status-only list of issue 5 (same path, more filters). */
export const staffOrderSearch = call('order/list', true, OrderFilterSchema, z.object({ total: z.number(), items: z.array(StaffOrderRowSchema) }));

export const StaffPaymentSchema = z.object({
  out_trade_no: z.string(),
  method: z.string(),
  status: z.number(),
  state: z.string(),
  amount: z.string(),
  created_at: z.string(),
  paid_at: z.string(),
});
export const StaffMoneyRefundSchema = z.object({
  out_refund_no: z.string(),
  status: z.number(),
  state: z.string(),
  amount: z.string(),
  attempts: z.number(),
  last_error: z.string(),
  created_at: z.string(),
  /** events the signed-in role may send now (e.g. RESEND when escalated) */
  actions: z.array(z.string()),
});
export const ReceiverSchema = z.object({ consignee: z.string(), mobile: z.string(), region: z.string(), address: z.string() });

export const StaffOrderDetailSchema = z.extend(StaffOrderHistorySchema, {
  order: StaffOrderRowSchema,
  items: z.array(z.object({ name: z.string(), quantity: z.number(), price: z.string(), subtotal: z.string() })),
  receiver: ReceiverSchema,
  payments: z.array(StaffPaymentSchema),
  money_refunds: z.array(StaffMoneyRefundSchema),
  /** when the member confirmed being 18 or older at checkout (Beijing time); '' for an order placed before that was asked */
  adult_confirmed_at: z.string(),
  /** the invoice the member asked for (issue 16), null when none */
  invoice: z.nullable(StaffInvoiceSchema),
  /** the goods order machine's events the signed-in role may send now: SHIP, CHANGE_ADDRESS, APPROVE_REFUND, REJECT_REFUND */
  actions: z.array(z.string()),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;
export const staffOrderDetail = call('order/detail', true, z.object({ order_no: OrderNoField, lang: LangField }), StaffOrderDetailSchema);

/** A new receiver for an order not yet shipped (CHANGE_ADDRESS); region codes as in the address book. */
export const staffOrderAddress = call(
  'order/address',
  false,
  z.object({
    order_no: OrderNoField,
    consignee: text().check(z.minLength(1, 'address.consigneeRequired'), z.maxLength(30, 'address.consigneeTooLong')),
    mobile: text(),
    province: text(),
    city: text(),
    area: text(),
    address_details: text().check(z.minLength(1, 'address.detailsRequired'), z.maxLength(120, 'address.detailsTooLong')),
    reason: reasonField(),
    lang: LangField,
  }),
  StaffOrderRowSchema,
);

export const RefundQueueRowSchema = z.object({
  order_no: z.string(),
  refund_no: z.string(),
  amount: z.string(),
  reason: z.string(),
  remark: z.string(),
  member: z.string(),
  requested_at: z.string(),
});
/** Refund requests under review, oldest first. */
export const staffRefundQueue = call('refund/queue', true, z.object({ lang: LangField }), z.array(RefundQueueRowSchema));

export const MoneyRefundQueueRowSchema = z.extend(StaffMoneyRefundSchema, {
  /** the goods order or booking it gives money back for */
  order_no: z.string(),
  kind: z.enum(['goods', 'visit', 'dining', 'stay']),
});
/** Money refunds the provider refused (escalated to staff), oldest first. */
export const staffMoneyRefundQueue = call('money-refund/queue', true, z.object({ lang: LangField }), z.array(MoneyRefundQueueRowSchema));
export const staffMoneyRefundRetry = call(
  'money-refund/retry',
  false,
  z.object({ out_refund_no: text().check(z.regex(/^[A-Za-z0-9_-]{4,64}$/, 'payment.moneyRefundNotEscalated')), reason: reasonField(), lang: LangField }),
  MoneyRefundQueueRowSchema,
);

// ── bookings ───────────────────────────────────────────────────────────────────────────────

export const CalendarResourceSchema = z.object({
  /** `visit:<categoryId>`, `dining:<categoryId>`, `room:<roomId>` */
  resource: z.string(),
  name: z.string(),
  days: z.array(z.object({ date: z.string(), places: z.array(PlaceRowSchema) })),
});
export type CalendarResource = z.infer<typeof CalendarResourceSchema>;
/** Places taken / left per slot (visits), evening (dinners) or night (rooms), `days` days from `from`. */
export const staffBookingCalendar = call(
  'booking/calendar',
  true,
  z.object({
    kind: z.pipe(text(), z.enum(BOOKING_KINDS, 'staffWork.kindUnknown')),
    from: text().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'staffWork.dateInvalid')),
    days: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(42)), 7),
    lang: LangField,
  }),
  z.object({ resources: z.array(CalendarResourceSchema) }),
);

export const StaffBookingRowSchema = z.object({
  order_no: z.string(),
  kind: z.enum(BOOKING_KINDS),
  resource: z.string(),
  /** the tier, dining room or room type, in the staff member's language */
  title: z.string(),
  /** visit / dinner date, or the arrival */
  date: z.string(),
  /** the slot or time; for a stay the departure date */
  until: z.string(),
  /** people, or rooms for a stay */
  count: z.number(),
  guest: z.string(),
  mobile: z.string(),
  member_id: z.number(),
  status: z.number(),
  state: z.string(),
  amount: z.string(),
  created_at: z.string(),
  actions: z.array(z.string()),
});
export type StaffBookingRow = z.infer<typeof StaffBookingRowSchema>;
export const staffBookingList = call(
  'booking/list',
  true,
  z.object({
    kind: z.optional(z.pipe(text(), z.transform((s) => (s === '' ? null : s))).check(z.refine((s) => s === null || (BOOKING_KINDS as readonly string[]).includes(s), 'staffWork.kindUnknown'))),
    /** the visit / dinner / arrival date */
    date: z.optional(day()),
    state: z.optional(search()),
    q: z.optional(search()),
    ...page,
    lang: LangField,
  }),
  z.object({ total: z.number(), items: z.array(StaffBookingRowSchema) }),
);
export const staffBookingDetail = call(
  'booking/detail',
  true,
  z.object({ order_no: BookingNoField, lang: LangField }),
  z.object({ booking: StaffBookingRowSchema, history: z.array(HistoryRowSchema), payments: z.array(StaffPaymentSchema), money_refunds: z.array(StaffMoneyRefundSchema) }),
);
export const staffBookingCheckIn = call(
  'booking/checkIn',
  false,
  z.object({ order_no: BookingNoField, remark: optionalRemark(), lang: LangField }),
  StaffBookingRowSchema,
);

// ── members ────────────────────────────────────────────────────────────────────────────────

export const StaffMemberSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  /** masked (138****0007) for roles outside CONTACT_ROLES */
  mobile: z.string(),
  email: z.string(),
  created_at: z.string(),
  orders: z.number(),
  bookings: z.number(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const staffMemberSearch = call(
  'member/search',
  true,
  z.object({ q: text().check(z.minLength(1, 'staffWork.queryRequired'), z.maxLength(60, 'staffWork.queryTooLong'), z.refine((s) => !CONTROL.test(s), 'staffWork.queryInvalid')), ...page, lang: LangField }),
  z.object({ total: z.number(), items: z.array(StaffMemberSchema) }),
);
export const staffMemberDetail = call(
  'member/detail',
  true,
  z.object({ id: z.pipe(text().check(z.regex(/^[1-9]\d{0,9}$/, 'staffWork.memberNotFound')), z.transform(Number)), lang: LangField }),
  z.object({ member: StaffMemberSchema, orders: z.array(StaffOrderRowSchema), bookings: z.array(StaffBookingRowSchema) }),
);

export { RESOURCE_PATTERN };
