import { sql, type Selectable } from 'kysely';
import type { BookingKind } from '../../contract/booking';
import { pick, type Lang } from '../../contract/lang';
import { formatFen } from '../../contract/money';
import { maskPhone } from '../../contract/phone';
import type { HistoryRow } from '../../contract/staff';
import { CONTACT_ROLES, type StaffRole } from '../../contract/staff-access';
import type { StaffBookingRow } from '../../contract/staff-console';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { BookingRow } from './bookings/views';
import { stateOfRow } from './bookings/views';
import { beijingText } from './members';
import { bookingOrderActions, moneyRefundActions } from './staff-allowed';

/**
 * The pieces the console's answers share: who is asking (role and language), contacts masked
 * for roles that do not need them, and the rows of payments, money refunds, bookings and
 * history as the staff contracts spell them.
 */
export interface Viewer {
  role: StaffRole;
  lang: Lang;
}

/** li.hua@example.com → l***@example.com */
export function maskEmail(email: string): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

export const seesContacts = (role: StaffRole) => CONTACT_ROLES.includes(role);
/** masked by src/contract/phone.ts: 138****0007, +852 ****4567 */
export const phoneFor = (viewer: Viewer, phone: string | null) => (seesContacts(viewer.role) ? (phone ?? '') : maskPhone(phone ?? ''));
export const emailFor = (viewer: Viewer, email: string | null) => (seesContacts(viewer.role) ? (email ?? '') : maskEmail(email ?? ''));

/** `%` and `_` typed by staff match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePart = (text: string) => `%${escapeLike(text)}%`;

/** A timestamptz's Beijing day as SQL text 'YYYY-MM-DD', whatever the session's time zone. */
export const beijingDay = (column: string) => sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** The payments of a goods order or a booking, oldest first. */
export async function paymentsOf(db: Db, entity: 'goods_order' | 'booking', id: number) {
  const rows = await db.selectFrom('payments').selectAll().where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
  return rows.map((p) => ({
    out_trade_no: p.out_trade_no,
    method: p.method,
    status: p.status,
    state: p.state,
    amount: formatFen(p.amount_fen),
    created_at: beijingText(p.created_at),
    paid_at: beijingText(p.paid_at),
  }));
}

export type MoneyRefundRow = Selectable<Database['payment_refunds']>;

export function moneyRefundView(row: MoneyRefundRow, viewer: Viewer) {
  return {
    out_refund_no: row.out_refund_no,
    status: row.status,
    state: row.state,
    amount: formatFen(row.amount_fen),
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: beijingText(row.created_at),
    actions: moneyRefundActions(row, viewer.role),
  };
}

/** The money refunds of a goods order's or a booking's payments, oldest first. */
export function moneyRefundRowsOf(db: Db, entity: 'goods_order' | 'booking', id: number): Promise<MoneyRefundRow[]> {
  return db
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .selectAll('payment_refunds')
    .where('payments.entity', '=', entity)
    .where('payments.entity_id', '=', id)
    .orderBy('payment_refunds.id')
    .execute();
}

export function historyView(row: Selectable<Database['status_history']>): HistoryRow {
  return {
    time: beijingText(row.created_at),
    entity: row.entity,
    from: row.from_status,
    to: row.to_status,
    from_state: row.from_state,
    to_state: row.to_state,
    event: row.event,
    actor: row.actor,
    note: row.note,
  };
}

const RESOURCE_KIND: Record<BookingKind, string> = { visit: 'visit', dining: 'dining', stay: 'room' };
export const bookingResource = (row: Pick<BookingRow, 'kind' | 'ref_id'>) => `${RESOURCE_KIND[row.kind]}:${row.ref_id}`;

/** A booking as the console lists it: its resource, day and time (or departure), guests, state and the role's buttons. */
export function staffBookingRow(row: BookingRow, viewer: Viewer, nowMs = Date.now()): StaffBookingRow {
  const start = beijingText(row.start_at);
  return {
    order_no: row.order_no,
    kind: row.kind,
    resource: bookingResource(row),
    title: pick(row.title, viewer.lang),
    date: start.slice(0, 10),
    until: row.kind === 'stay' ? beijingText(row.end_at).slice(0, 10) : start.slice(11, 16),
    count: row.kind === 'stay' ? row.rooms : row.adults + row.minors,
    guest: row.name,
    mobile: phoneFor(viewer, row.phone),
    member_id: row.member_id,
    status: row.status,
    state: stateOfRow(row, nowMs),
    amount: formatFen(row.amount_fen),
    created_at: beijingText(row.created_at),
    actions: bookingOrderActions(row as unknown as Record<string, unknown> & { status: number; state: string }, viewer.role),
  };
}

/**
 * The history rows of one entity and the entities that belong to it (an order's refunds and money
 * refunds, a booking's money refunds), oldest first: `[entity, ids]` pairs, an empty id list skipped.
 */
export function historyOf(db: Db, parts: ReadonlyArray<readonly [entity: string, ids: readonly number[]]>) {
  const asked = parts.filter(([, ids]) => ids.length > 0);
  return db
    .selectFrom('status_history')
    .selectAll()
    .where((eb) => eb.or(asked.map(([entity, ids]) => eb.and([eb('entity', '=', entity), eb('entity_id', 'in', [...ids])]))))
    .orderBy('id')
    .execute();
}
