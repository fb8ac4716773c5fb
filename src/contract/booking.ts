import * as z from 'zod/mini';
import { CONTENT_HOST } from './content';
import { defineCall, LangField } from './envelope';
import { PayMethodsSchema, PayStartSchema, PayStateSchema, PAY_METHODS } from './payment';

/**
 * Booking orders of every kind — visits, dinners, stays — (spec §4 Visit and stay orders, §7
 * member visit_order / hotel_order / sub_order). One order shape and one status set for all
 * kinds; the member's list filters by kind. Money is yuan / dollar strings with two decimals,
 * times 'YYYY-MM-DD HH:mm:ss' on the estate's clock (China Standard Time).
 */
export const BOOKING_KINDS = ['visit', 'dining', 'stay'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
/** The list's kind filter: 'visits' is visits and dinners together (/subscribeList), 'stay' is /stayList. */
export const BOOKING_LIST_KINDS = ['all', 'visits', 'visit', 'dining', 'stay'] as const;
export type BookingListKind = (typeof BOOKING_LIST_KINDS)[number];

/** Status codes (spec §4 filters 1, 2, 3; 0 is unpaid and is listed under 1). */
export const BOOKING_STATUS = { unpaid: 0, inProgress: 1, completed: 2, closed: 3 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];
/** Member filters: all; 1 in progress (unpaid and paid, upcoming); 2 completed; 3 closed. */
export const BOOKING_FILTERS = ['all', '1', '2', '3'] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];
/**
 * The machine's states (machines/booking-order.machine.ts); the closed ones all read status 3.
 * `refunding`: cancelled after paying, the money on its way back (it becomes `refunded` once back).
 * `arrived`: paid and the guests checked in by staff (still status 1, in progress).
 */
export const BOOKING_STATES = ['unpaid', 'paid', 'arrived', 'completed', 'cancelled', 'expired', 'refunded', 'noShow', 'refunding'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const BOOKING_PAGE_SIZE = 10;
export const BOOKING_PAGE_SIZE_MAX = 50;

/** Bounds of the booking forms, checked on the server (docs/api.md "Bookings"). */
export const BOOKING_NAME_MAX = 30;
export const BOOKING_DESCRIPTION_MAX = 200;
export const VISIT_MAX_PEOPLE = 60;
export const VISIT_TEAM_MIN_PEOPLE = 12;
export const DINING_MAX_PEOPLE = 20;
export const DINING_LEAD_HOURS = 48;
/** the share of a dinner paid when booking, in percent (the balance is paid at the table) */
export const DINING_PREPAY_PERCENT = 50;
/** how far ahead visits and dinners may be booked */
export const BOOKING_WINDOW_DAYS = 90;

const HOUR_MS = 3_600_000;

export interface CancellationPolicy {
  cancellable: boolean;
  /** share of what was paid that is refunded: 0, 0.5 or 1 */
  refundRatio: number;
}

/**
 * Whether a booking may be cancelled online now and how much of the payment comes back. Unpaid:
 * always, nothing to refund. Paid visit: full refund until 24 h before the slot. Paid dinner: full
 * refund of the prepayment until 48 h before. Paid stay: full until 48 h before check-in (14:00),
 * half until 24 h before. Afterwards not online (staff only). `startAt` and `now` in ms.
 */
export function cancellationPolicy(kind: BookingKind, startAt: number, now: number, paid = true): CancellationPolicy {
  if (!paid) return { cancellable: true, refundRatio: 0 };
  const ahead = startAt - now;
  const full = kind === 'visit' ? 24 * HOUR_MS : 48 * HOUR_MS;
  if (ahead >= full) return { cancellable: true, refundRatio: 1 };
  if (kind === 'stay' && ahead >= 24 * HOUR_MS) return { cancellable: true, refundRatio: 0.5 };
  return { cancellable: false, refundRatio: 0 };
}

/** How many times a member may move one booking to another date or slot (RESCHEDULE). */
export const RESCHEDULE_MAX = 2;
/** The kinds a member may move online: a stay moves as a whole (same nights, rooms and total price: docs/architecture.md). */
export const RESCHEDULABLE_KINDS: readonly BookingKind[] = ['visit', 'dining', 'stay'];

/**
 * Whether a paid booking may be moved now: a visit, a dinner or a stay, until the free-cancellation
 * deadline (a full refund: a visit 24 h, a dinner or a stay 48 h before it starts), fewer than
 * RESCHEDULE_MAX times so far. `startAt` and `now` in ms.
 */
export function isReschedulable(kind: BookingKind, startAt: number, now: number, reschedules: number): boolean {
  if (!RESCHEDULABLE_KINDS.includes(kind) || reschedules >= RESCHEDULE_MAX) return false;
  const policy = cancellationPolicy(kind, startAt, now);
  return policy.cancellable && policy.refundRatio === 1;
}

/** The fen a policy refunds of what was paid, in integers (rounded down). */
export function policyRefundFen(paidFen: number, policy: CancellationPolicy): number {
  if (!policy.cancellable) return 0;
  return Math.floor((paidFen * Math.round(policy.refundRatio * 100)) / 100);
}

/** Fen due now: dinners pay DINING_PREPAY_PERCENT (rounded up to the fen), the rest all. */
export function payNowFen(kind: BookingKind, amountFen: number): number {
  return kind === 'dining' ? Math.ceil((amountFen * DINING_PREPAY_PERCENT) / 100) : amountFen;
}

/** The instant of a day and time on the estate's clock (UTC+8): estateMs('2026-12-01', '14:00'). */
export function estateMs(day: string, time = '00:00'): number {
  return Date.parse(`${day}T${time}:00+08:00`);
}

/**
 * The instant an unpaid booking made at `createdMs` must be paid by: the order validity after
 * it was made (ORDER_VALIDITY_S), but never later than the visit, dinner or check-in (14:00)
 * itself — a place is not held for someone who has not paid when it begins. Times in ms.
 */
export function bookingPayBy(createdMs: number, validityS: number, startMs: number): number {
  return Math.min(createdMs + validityS * 1000, startMs);
}

/**
 * A `pay_by` ('YYYY-MM-DD HH:mm:ss', estate time) as the form says it: today, tomorrow or on its
 * date, at its hour and minute, seen from `nowMs`.
 */
export function payByWhen(payBy: string, nowMs: number): { day: 'today' | 'tomorrow' | 'later'; date: string; time: string } {
  const date = payBy.slice(0, 10);
  const time = payBy.slice(11, 16);
  const today = new Date(nowMs + 8 * HOUR_MS).toISOString().slice(0, 10);
  const tomorrow = new Date(nowMs + 32 * HOUR_MS).toISOString().slice(0, 10);
  return { day: date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'later', date, time };
}

const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const OrderNoField = text().check(z.regex(/^[A-Za-z0-9_-]{4,40}$/, 'booking.notFound'));
const OutTradeNoField = text().check(z.regex(/^[A-Za-z0-9_|*-]{6,32}$/, 'payment.orderNotFound'));
const MethodField = z.pipe(text(), z.enum(PAY_METHODS, 'payment.methodUnavailable'));

export const BookingPolicySchema = z.object({
  cancellable: z.boolean(),
  refund_ratio: z.number(),
  /** yuan the policy would refund if cancelled now */
  refund: z.string(),
  /** the instant the refund shrinks or cancelling online ends ('' when never) */
  until: z.string(),
});

export const BookingItemSchema = z.object({
  order_no: z.string(),
  kind: z.enum(BOOKING_KINDS),
  status: z.number(),
  state: z.enum(BOOKING_STATES),
  /** category / room name in the requested language */
  title: z.string(),
  image: z.string(),
  /** total, due now, paid later (dinner balance), refunded: yuan strings; dollars for the first two */
  amount: z.string(),
  dollar_amount: z.string(),
  pay: z.string(),
  dollar_pay: z.string(),
  balance: z.string(),
  refund: z.string(),
  /** slot / dinner / check-in; check-out for stays, else '' */
  start_at: z.string(),
  end_at: z.string(),
  /** 'YYYY-MM-DD' and 'HH:MM' ('' for dinners and stays) of start_at */
  date: z.string(),
  slot: z.string(),
  adults: z.number(),
  minors: z.number(),
  rooms: z.number(),
  nights: z.number(),
  create_time: z.string(),
  /** seconds left to pay; 0 unless unpaid */
  order_time: z.number(),
  /** the member actions the booking order machine allows now */
  actions: z.array(z.enum(['pay', 'cancel', 'delete'])),
  /** times the member has moved it to another date or slot (RESCHEDULE; at most RESCHEDULE_MAX) */
  reschedules: z.optional(z.number()),
  policy: BookingPolicySchema,
});
export type BookingItem = z.infer<typeof BookingItemSchema>;

export const BookingDetailSchema = z.extend(BookingItemSchema, {
  name: z.string(),
  phone: z.string(),
  description: z.string(),
  pay_no: z.string(),
  pay_time: z.string(),
  /** what was paid ('0.00' until paid) */
  paid: z.string(),
  /** kind-specific snapshot: category (visit, dining) or room with nights and prices (stay) */
  details: z.record(z.string(), z.unknown()),
});
export type BookingDetail = z.infer<typeof BookingDetailSchema>;

export const BookingListSchema = z.object({ total: z.number(), page: z.number(), pagesize: z.number(), list: z.array(BookingItemSchema) });
export type BookingList = z.infer<typeof BookingListSchema>;

/** The answer to a create call: what the pay screen needs (entity 'booking'). */
export const BookingCreatedSchema = z.object({
  entity: z.literal('booking'),
  order_no: z.string(),
  kind: z.enum(BOOKING_KINDS),
  amount: z.string(),
  pay: z.string(),
  dollar_pay: z.string(),
  order_time: z.number(),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

export const BookingChangedSchema = z.object({
  order_no: z.string(),
  status: z.number(),
  state: z.enum(BOOKING_STATES),
  /** yuan refunded by this change ('0.00' when none) */
  refund: z.string(),
});

const byOrderNo = z.object({ order_no: OrderNoField, lang: LangField });

export const bookingList = defineCall({
  path: `${CONTENT_HOST}/visit_order/getOrderList`,
  auth: 'member',
  safe: true,
  input: z.object({
    kind: z.optional(z.enum([...BOOKING_LIST_KINDS, ''])),
    status: z.optional(z.enum([...BOOKING_FILTERS, ''])),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    pagesize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BOOKING_PAGE_SIZE_MAX))),
    lang: LangField,
  }),
  output: BookingListSchema,
});
export const bookingInfo = defineCall({ path: `${CONTENT_HOST}/visit_order/getOrderInfo`, auth: 'member', safe: true, input: byOrderNo, output: BookingDetailSchema });
/** Cancels an unpaid booking, or a paid one the policy allows (refunding what it says). */
export const bookingCancel = defineCall({ path: `${CONTENT_HOST}/visit_order/cancelOrder`, auth: 'member', safe: false, input: byOrderNo, output: BookingChangedSchema });
export const bookingDelete = defineCall({ path: '/api/member/visit_order/deleteOrder', auth: 'member', safe: false, input: byOrderNo, output: BookingChangedSchema });

/** Payment of a booking; the same handlers as payment/* with entity 'booking' (aliases on the server). */
export const bookingGetMethod = defineCall({
  path: `${CONTENT_HOST}/visit_order/getMethod`, auth: 'member', safe: true,
  input: z.object({ order_no: z.optional(OrderNoField), lang: LangField }), output: PayMethodsSchema,
});
export const bookingPayOrder = defineCall({
  path: '/api/member/visit_order/payOrder', auth: 'member', safe: false,
  input: z.object({ order_no: OrderNoField, method: MethodField, lang: LangField }), output: PayStartSchema,
});
export const bookingQueryOrder = defineCall({
  path: '/api/member/visit_order/queryOrder', auth: 'member', safe: true,
  input: z.object({ order_no: OrderNoField, out_trade_no: z.optional(OutTradeNoField), lang: LangField }), output: PayStateSchema,
});
