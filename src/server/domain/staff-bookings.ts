import { BOOKING_STATE_STATUS } from '../../../machines/booking-order.machine';
import { BOOKING_STATES, type BookingKind } from '../../contract/booking';
import { pick, type Localized } from '../../contract/lang';
import type { CalendarResource, StaffBookingRow } from '../../contract/staff-console';
import type { HistoryRow } from '../../contract/staff';
import type { Db } from '../db/database';
import { placeKey, placesOfResources, type ResourcePlaces } from './bookings/capacity';
import { addDays } from './bookings/estate-days';
import { beijingDay, escapeLike, historyView, likePart, moneyRefundRowsOf, moneyRefundView, paymentsOf, historyOf, seesContacts, staffBookingRow, type Viewer } from './staff-rows';

/**
 * The console's bookings: the calendar of places per resource and day, the list with its
 * filters, and one booking's detail with its story, payments and the role's buttons.
 */
interface Resource extends ResourcePlaces {
  name: Localized;
}

/** Every resource of a kind with its default places and slots: one query. */
async function resourcesOf(db: Db, kind: BookingKind): Promise<Resource[]> {
  if (kind === 'visit') {
    const rows = await db.selectFrom('visit_categories').select(['id', 'name', 'capacity', 'timeslots']).orderBy('sort').orderBy('id').execute();
    return rows.map((row) => ({ resource: `visit:${row.id}`, name: row.name, defaultCapacity: row.capacity, slots: row.timeslots }));
  }
  const rows =
    kind === 'dining'
      ? (await db.selectFrom('catering_categories').select(['id', 'name', 'amount']).orderBy('sort').orderBy('id').execute()).map((row) => ({ ...row, prefix: 'dining' }))
      : (await db.selectFrom('hotel_rooms').select(['id', 'name', 'amount']).orderBy('sort').orderBy('id').execute()).map((row) => ({ ...row, prefix: 'room' }));
  return rows.map((row) => ({ resource: `${row.prefix}:${row.id}`, name: row.name, defaultCapacity: row.amount, slots: [''] }));
}

/** Places taken and left per resource of `kind`, day and slot (or evening, or night), `days` days from `from`. */
export async function bookingCalendar(db: Db, kind: BookingKind, from: string, days: number, viewer: Viewer): Promise<CalendarResource[]> {
  const resources = await resourcesOf(db, kind);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const places = await placesOfResources(db, resources, dates);
  return resources.map((resource) => {
    const byKey = places.get(resource.resource)!;
    return {
      resource: resource.resource,
      name: pick(resource.name, viewer.lang),
      days: dates.map((date) => ({
        date,
        places: resource.slots.map((slot) => {
          const { reason, ...place } = byKey.get(placeKey(date, slot))!;
          return { slot, ...place, ...(place.closed ? { reason } : {}) };
        }),
      })),
    };
  });
}

export interface BookingSearch {
  kind?: BookingKind | null | undefined;
  /** the visit / dinner date or the arrival, Beijing */
  date?: string | undefined;
  /** the booking machine's state name */
  state?: string | undefined;
  /** the booking number's beginning, part of the guest's name, or their phone */
  q?: string | undefined;
  pageno: number;
  pagesize: number;
}

export const isBookingState = (state: string) => (BOOKING_STATES as readonly string[]).includes(state);

/** Every member's bookings for staff, the newest first. */
export async function searchBookings(db: Db, query: BookingSearch, viewer: Viewer): Promise<{ total: number; items: StaffBookingRow[] }> {
  let base = db.selectFrom('booking_orders');
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.date) base = base.where(beijingDay('start_at'), '=', query.date);
  if (query.state) {
    const state = query.state;
    // an unpaid booking past its time reads expired before the sweeper closes it (stateOfRow)
    const now = new Date();
    if (state === 'expired') base = base.where((eb) => eb.or([eb('state', '=', 'expired'), eb.and([eb('state', '=', 'unpaid'), eb('expires_at', '<=', now)])]));
    else if (state === 'unpaid') base = base.where('state', '=', 'unpaid').where('expires_at', '>', now);
    else base = base.where('state', '=', state).where('status', '=', BOOKING_STATE_STATUS[state as keyof typeof BOOKING_STATE_STATUS]);
  }
  const q = query.q;
  if (q) {
    // the guest's phone by part only for a role that sees it (else the masked digits could be probed)
    const phone = seesContacts(viewer.role) ? likePart(q) : q;
    base = base.where((eb) => eb.or([eb('order_no', 'like', `${escapeLike(q)}%`), eb('name', 'ilike', likePart(q)), eb('phone', 'like', phone)]));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pagesize)
    .offset((query.pageno - 1) * query.pagesize)
    .execute();
  const now = Date.now();
  return { total: Number(total), items: rows.map((row) => staffBookingRow(row, viewer, now)) };
}

export async function bookingsOfMember(db: Db, memberId: number, viewer: Viewer, limit = 50): Promise<StaffBookingRow[]> {
  const rows = await db.selectFrom('booking_orders').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
  const now = Date.now();
  return rows.map((row) => staffBookingRow(row, viewer, now));
}

export async function bookingRowOf(db: Db, orderNo: string, viewer: Viewer): Promise<StaffBookingRow | null> {
  const row = await db.selectFrom('booking_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  return row ? staffBookingRow(row, viewer) : null;
}

/** One booking: its row, its transitions and its money refunds' (oldest first), payments and money refunds. */
export async function bookingDetail(db: Db, orderNo: string, viewer: Viewer) {
  const row = await db.selectFrom('booking_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) return null;
  const moneyRefunds = await moneyRefundRowsOf(db, 'booking', row.id);
  const refundIds = moneyRefunds.map((refund) => refund.id);
  const history = await historyOf(db, [
    ['booking', [row.id]],
    ['money_refund', refundIds],
  ]);
  return {
    booking: staffBookingRow(row, viewer),
    history: history.map(historyView) satisfies HistoryRow[],
    payments: await paymentsOf(db, 'booking', row.id),
    money_refunds: moneyRefunds.map((refund) => moneyRefundView(refund, viewer)),
  };
}
