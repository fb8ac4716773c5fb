import * as z from 'zod/mini';
import { defineCall, LangField, type ApiCall } from './envelope';
import { CARRIERS, isTrackingState, OrderNoField, TrackingEventSchema } from './logistics';
import { RefundSchema } from './aftersales';

/**
 * Staff calls under /api/staff/* (issue 5 item 7). Staff accounts are not members: these calls
 * are guarded by a staff session (the `token` header holding a staff token, checked by the
 * server's staff plugin), never by a member's, so they are `public` to the member auth.
 */
/** STAFF_SESSION_HOURS (./staff-auth.ts) in seconds: a working day. */
export const STAFF_SESSION_LIFETIME_S = 8 * 3600;
export const STAFF_USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{2,31}$/;
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 72;
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{6,32}$/;
export const STAFF_REMARK_MAX = 200;
export const STAFF_PAGE_SIZE_MAX = 100;

function staffCall<I extends z.ZodMiniType, O extends z.ZodMiniType>(call: Omit<ApiCall<I, O>, 'auth'>): ApiCall<I, O> {
  return defineCall({ ...call, auth: 'public' });
}

const text = () => z.pipe(z.catch(z.string(), ''), z.transform((s) => s.trim()));
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const remark = (requiredKey?: string) =>
  text().check(
    ...(requiredKey ? [z.minLength(1, requiredKey)] : []),
    z.refine((s) => [...s].length <= STAFF_REMARK_MAX && !CONTROL.test(s), 'staff.remarkTooLong'),
  );

export const StaffInfoSchema = z.object({ id: z.number(), username: z.string(), name: z.string() });
export type StaffInfo = z.infer<typeof StaffInfoSchema>;

/** Sign-in is two steps since issue 13: `staffSignInPassword`, then `staffSignInTotp` or `staffSignInEnrol` (./staff-auth.ts). */
export const staffLogout = staffCall({ path: '/api/staff/logout', safe: false, input: z.object({ lang: LangField }), output: z.null() });

export const ShipFormSchema = z.object({
  order_no: OrderNoField,
  company: z.pipe(text(), z.enum(CARRIERS, 'staff.carrierUnknown')),
  tracking_no: text().check(z.regex(TRACKING_NO_PATTERN, 'staff.trackingNoInvalid')),
  lang: LangField,
});

/** `time` as `YYYY-MM-DD HH:mm[:ss]` Beijing time or ISO 8601; empty means now. */
export const TrackFormSchema = z.object({
  order_no: OrderNoField,
  state: z.pipe(
    text().check(z.refine((s) => /^\d{1,2}$/.test(s) && isTrackingState(Number(s)), 'staff.stateUnknown')),
    z.transform(Number),
  ),
  context: text().check(
    z.minLength(1, 'staff.contextRequired'),
    z.refine((s) => [...s].length <= STAFF_REMARK_MAX && !CONTROL.test(s), 'staff.contextTooLong'),
  ),
  time: text().check(z.refine((s) => s === '' || !Number.isNaN(parseStaffTime(s).getTime()), 'staff.timeInvalid')),
  lang: LangField,
});

/** Beijing wall time without a zone (`2026-05-01 09:30`) or an ISO 8601 instant. */
export function parseStaffTime(value: string): Date {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (local) {
    const [, y, mo, d, h, mi, s] = local;
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+08:00`);
    return Number(mo) <= 12 && Number(d) <= 31 && Number(h) <= 23 && Number(mi) <= 59 ? date : new Date(NaN);
  }
  return /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:\d{2})$/.test(value.trim()) ? new Date(value.trim()) : new Date(NaN);
}

const CONTROL_ALL = /[\u0000-\u001f\u007f]/;
/** A reason staff must give (approve / reject a refund, close / reopen a place, retry a money refund): 1–200 characters, no control characters. */
export const reasonField = () =>
  z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim())).check(
    z.minLength(1, 'staff.remarkRequired'),
    z.refine((s) => [...s].length <= STAFF_REMARK_MAX && !CONTROL_ALL.test(s), 'staff.remarkTooLong'),
  );

const decision = (remarkRequired: boolean) =>
  z.object({ order_no: OrderNoField, remark: remark(remarkRequired ? 'staff.remarkRequired' : undefined), lang: LangField });

export const StaffOrderSchema = z.object({
  order_no: z.string(),
  status: z.number(),
  amount: z.string(),
  product_count: z.number(),
  consignee: z.string(),
  mobile: z.string(),
  created_at: z.string(),
  paid_at: z.string(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

export const HistoryRowSchema = z.object({
  time: z.string(),
  entity: z.string(),
  from: z.nullable(z.number()),
  to: z.number(),
  /** the machine's state names beside the codes (a code several states share: 25 refunding or refunded) */
  from_state: z.nullable(z.string()),
  to_state: z.nullable(z.string()),
  event: z.string(),
  actor: z.string(),
  note: z.string(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

export const StaffOrderHistorySchema = z.object({
  order: StaffOrderSchema,
  /** the order's transitions and its refunds', oldest first */
  history: z.array(HistoryRowSchema),
  shipment: z.nullable(z.object({ company: z.string(), tracking_no: z.string(), created_at: z.string() })),
  tracking: z.array(z.extend(TrackingEventSchema, { source: z.string() })),
  refunds: z.array(z.extend(RefundSchema, { operators: z.array(z.string()) })),
});
export type StaffOrderHistory = z.infer<typeof StaffOrderHistorySchema>;

export const staffShip = staffCall({ path: '/api/staff/order/ship', safe: false, input: ShipFormSchema, output: StaffOrderSchema });
export const staffTrack = staffCall({ path: '/api/staff/order/track', safe: false, input: TrackFormSchema, output: TrackingEventSchema });
/** Approving needs a reason as rejecting does (issue 13): the audit trail keeps why money went back. */
export const staffApproveRefund = staffCall({ path: '/api/staff/refund/approve', safe: false, input: decision(true), output: StaffOrderSchema });
export const staffRejectRefund = staffCall({ path: '/api/staff/refund/reject', safe: false, input: decision(true), output: StaffOrderSchema });
/** The order list is the console's order search since issue 13: `staffOrderSearch` in ./staff-console.ts (same path). */
export const staffOrderHistory = staffCall({
  path: '/api/staff/order/history',
  safe: true,
  input: z.object({ order_no: OrderNoField, lang: LangField }),
  output: StaffOrderHistorySchema,
});
