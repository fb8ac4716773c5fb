import type { Selectable } from 'kysely';
import { bookingActions } from '../../../../machines/booking-actions';
import { BOOKING_STATE_STATUS } from '../../../../machines/booking-order.machine';
import {
  BOOKING_STATUS,
  cancellationPolicy,
  policyRefundFen,
  payNowFen,
  type BookingDetail,
  type BookingFilter,
  type BookingItem,
  type BookingList,
  type BookingListKind,
  type BookingState,
} from '../../../contract/booking';
import { pick, type Lang } from '../../../contract/lang';
import { formatCents, formatFen } from '../../../contract/money';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { beijingText } from '../members';

/** The member's bookings as answered (spec §4 filters), every kind in one shape. */
export type BookingRow = Selectable<Database['booking_orders']>;

const HOUR_MS = 3_600_000;
const STATE_OF_STATUS: Record<number, BookingState> = { 0: 'unpaid', 1: 'paid', 2: 'completed' };

/**
 * An unpaid booking past its time reads expired before the sweeper has closed it. Status 1 is
 * two states: paid (upcoming) and arrived (checked in by staff), told apart by the stored state.
 */
export function stateOfRow(row: Pick<BookingRow, 'status' | 'state' | 'closed_reason' | 'expires_at'>, nowMs = Date.now()): BookingState {
  if (row.status === BOOKING_STATUS.unpaid && row.expires_at.getTime() <= nowMs) return 'expired';
  if (row.status === BOOKING_STATUS.inProgress && row.state === 'arrived') return 'arrived';
  return STATE_OF_STATUS[row.status] ?? ((row.closed_reason || 'cancelled') as BookingState);
}


/** When the refund shrinks or cancelling online ends, as the policy says ('' when it never will). */
function policyUntil(row: BookingRow, nowMs: number): string {
  const start = row.start_at.getTime();
  const bounds = (row.kind === 'visit' ? [24] : row.kind === 'dining' ? [48] : [48, 24]).map((h) => start - h * HOUR_MS);
  const next = bounds.find((at) => at > nowMs);
  return next === undefined ? '' : beijingText(new Date(next));
}

export function bookingItem(row: BookingRow, lang: Lang, nowMs = Date.now()): BookingItem {
  const state = stateOfRow(row, nowMs);
  const paid = state === 'paid';
  const policy = cancellationPolicy(row.kind, row.start_at.getTime(), nowMs, row.status !== BOOKING_STATUS.unpaid);
  const start = beijingText(row.start_at);
  const nights = row.end_at ? Math.round((row.end_at.getTime() - row.start_at.getTime()) / (24 * HOUR_MS)) : 0;
  return {
    order_no: row.order_no,
    kind: row.kind,
    status: BOOKING_STATE_STATUS[state],
    state,
    title: pick(row.title, lang),
    image: row.image,
    amount: formatFen(row.amount_fen),
    dollar_amount: formatCents(row.dollar_cents),
    pay: formatFen(row.pay_fen),
    dollar_pay: formatCents(payNowFen(row.kind, row.dollar_cents)),
    balance: formatFen(row.amount_fen - row.pay_fen),
    refund: formatFen(row.refund_fen),
    start_at: start,
    end_at: beijingText(row.end_at),
    date: start.slice(0, 10),
    slot: row.kind === 'visit' ? start.slice(11, 16) : '',
    adults: row.adults,
    minors: row.minors,
    rooms: row.rooms,
    nights,
    create_time: beijingText(row.created_at),
    order_time: state === 'unpaid' ? Math.max(0, Math.floor((row.expires_at.getTime() - nowMs) / 1000)) : 0,
    actions: bookingActions(state, { kind: row.kind, payFen: row.pay_fen, startAt: row.start_at.getTime() }, nowMs),
    reschedules: row.reschedules,
    policy: {
      cancellable: policy.cancellable,
      refund_ratio: policy.refundRatio,
      refund: formatFen(paid ? policyRefundFen(row.pay_fen, policy) : 0),
      until: state === 'paid' ? policyUntil(row, nowMs) : '',
    },
  };
}

export function bookingDetail(row: BookingRow, lang: Lang, nowMs = Date.now()): BookingDetail {
  const paidAny = row.paid_at !== null;
  return {
    ...bookingItem(row, lang, nowMs),
    name: row.name,
    phone: row.phone,
    description: row.description,
    pay_no: row.pay_no ?? '',
    pay_time: beijingText(row.paid_at),
    paid: formatFen(paidAny ? row.pay_fen : 0),
    details: row.details,
  };
}

const KINDS: Record<BookingListKind, BookingRow['kind'][]> = {
  all: ['visit', 'dining', 'stay'],
  visits: ['visit', 'dining'],
  visit: ['visit'],
  dining: ['dining'],
  stay: ['stay'],
};
const STATUSES: Record<BookingFilter, number[]> = {
  all: [0, 1, 2, 3],
  '1': [BOOKING_STATUS.unpaid, BOOKING_STATUS.inProgress],
  '2': [BOOKING_STATUS.completed],
  '3': [BOOKING_STATUS.closed],
};

export async function listBookings(db: Db, memberId: number, kind: BookingListKind, filter: BookingFilter, page: number, pagesize: number, lang: Lang): Promise<BookingList> {
  const base = db
    .selectFrom('booking_orders')
    .where('member_id', '=', memberId)
    .where('hidden_at', 'is', null)
    .where('kind', 'in', KINDS[kind])
    .where('status', 'in', STATUSES[filter]);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(pagesize).offset((page - 1) * pagesize).execute();
  const now = Date.now();
  return { total: Number(total.n), page, pagesize, list: rows.map((row) => bookingItem(row, lang, now)) };
}

export function findMemberBooking(db: Db, memberId: number, orderNo: string): Promise<BookingRow | undefined> {
  return db
    .selectFrom('booking_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}
