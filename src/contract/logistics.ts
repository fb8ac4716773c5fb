import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/**
 * Parcel tracking (spec §4 Logistics steps, §7 /api/express/express/expressQuery). Carriers are
 * named by their Kuaidi100 company codes; tracking events carry Kuaidi100 states, whether a
 * provider reported them or staff entered them.
 */
export const CARRIERS = ['shunfeng', 'jd', 'ems', 'youzhengguonei', 'zhongtong', 'yuantong', 'yunda', 'shentong', 'jtexpress', 'debangwuliu'] as const;
export type Carrier = (typeof CARRIERS)[number];
/** carriers that answer only with the receiver's phone (Kuaidi100 `phone`) */
export const CARRIERS_NEEDING_PHONE: readonly Carrier[] = ['shunfeng'];

/** Kuaidi100 `state` codes (its base set; we never ask for the detailed `resultv2` codes). */
export const TRACKING_STATES = {
  inTransit: 0,
  collected: 1,
  problem: 2,
  signed: 3,
  returnedSigned: 4,
  outForDelivery: 5,
  returning: 6,
  transferred: 7,
  customsPending: 10,
  customsClearing: 11,
  customsCleared: 12,
  customsProblem: 13,
  refused: 14,
} as const;
export type TrackingStateName = keyof typeof TRACKING_STATES;
export const TRACKING_STATE_CODES: readonly number[] = Object.values(TRACKING_STATES);
export const isTrackingState = (code: number) => TRACKING_STATE_CODES.includes(code);
export function trackingStateName(code: number): TrackingStateName | null {
  const entry = Object.entries(TRACKING_STATES).find(([, value]) => value === code);
  return entry ? (entry[0] as TrackingStateName) : null;
}

/** The spec's steps, in order: packing, shipped, in transit, out for delivery, signed. */
export const LOGISTICS_STEPS = ['packing', 'shipped', 'inTransit', 'delivering', 'signed'] as const;
export type LogisticsStep = (typeof LOGISTICS_STEPS)[number];

/**
 * The step a Kuaidi100 state shows. Problems, customs and transfers are still on the way; a
 * parcel returned or refused leaves the steps (null) and the answer says so as an exception.
 */
export function stepOfState(state: number): LogisticsStep | null {
  switch (state) {
    case TRACKING_STATES.collected:
      return 'shipped';
    case TRACKING_STATES.inTransit:
    case TRACKING_STATES.problem:
    case TRACKING_STATES.transferred:
    case TRACKING_STATES.customsPending:
    case TRACKING_STATES.customsClearing:
    case TRACKING_STATES.customsCleared:
    case TRACKING_STATES.customsProblem:
      return 'inTransit';
    case TRACKING_STATES.outForDelivery:
      return 'delivering';
    case TRACKING_STATES.signed:
      return 'signed';
    default:
      return null;
  }
}

/** States after which the parcel will not reach the member as sent. */
export const EXCEPTION_STATES: readonly number[] = [TRACKING_STATES.returnedSigned, TRACKING_STATES.returning, TRACKING_STATES.refused];

export const TrackingEventSchema = z.object({
  /** `YYYY-MM-DD HH:mm:ss`, Beijing time */
  time: z.string(),
  context: z.string(),
  state: z.number(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

export const LogisticsStepSchema = z.object({
  key: z.enum(LOGISTICS_STEPS),
  reached: z.boolean(),
  /** when it was reached; '' when a later event implies it without its own */
  time: z.string(),
});
export type LogisticsStepInfo = z.infer<typeof LogisticsStepSchema>;

/**
 * The steps from what is known: paid (packing), handed to the carrier (shipped), then the first
 * event of each later step. A later step implies the earlier ones, even without their own event.
 */
export function logisticsSteps(known: { paidAt: string; shippedAt: string; events: readonly { state: number; time: string }[] }): LogisticsStepInfo[] {
  const first = new Map<LogisticsStep, string>();
  if (known.paidAt) first.set('packing', known.paidAt);
  if (known.shippedAt) first.set('shipped', known.shippedAt);
  const oldestFirst = [...known.events].sort((a, b) => a.time.localeCompare(b.time));
  for (const event of oldestFirst) {
    const step = stepOfState(event.state);
    if (step && !first.has(step)) first.set(step, event.time);
  }
  const last = Math.max(-1, ...LOGISTICS_STEPS.map((step, index) => (first.has(step) ? index : -1)));
  return LOGISTICS_STEPS.map((key, index) => ({ key, reached: index <= last, time: index <= last ? (first.get(key) ?? '') : '' }));
}

export const ExpressInfoSchema = z.object({
  order_no: z.string(),
  /** the goods order's status (spec §4) */
  status: z.number(),
  /** Kuaidi100 company code, '' before shipment */
  company: z.string(),
  tracking_no: z.string(),
  /** the latest Kuaidi100 state, null before any event */
  state: z.nullable(z.number()),
  /** the parcel is coming back or was refused */
  exception: z.boolean(),
  steps: z.array(LogisticsStepSchema),
  /** newest first */
  events: z.array(TrackingEventSchema),
});
export type ExpressInfo = z.infer<typeof ExpressInfoSchema>;

const OrderNo = z.pipe(z.string(), z.transform((s) => s.trim())).check(z.regex(/^[A-Za-z0-9]{1,40}$/, 'refunds.orderNotFound'));
export const OrderNoField = OrderNo;

export const expressQuery = defineCall({
  path: '/api/express/express/expressQuery',
  auth: 'member',
  safe: true,
  input: z.object({ order_no: OrderNo, lang: LangField }),
  output: ExpressInfoSchema,
});
