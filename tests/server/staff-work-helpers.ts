import type { BookingKind } from '../../src/contract/booking';
import type { StaffRole } from '../../src/contract/staff-access';
import { applyBookingEvent } from '../../src/server/domain/bookings/apply-event';
import { createBookingOrder } from '../../src/server/domain/bookings/create';
import { addDays, estateDay } from '../../src/server/domain/bookings/estate-days';
import { staffSession, type Staff } from './aftersales-helpers';
import { call, type Answer, type TestApp } from './shop-helpers';

/** The console's calls in tests: one signed-in staff member per role, and bookings placed on any day. */
export type Roles = Record<StaffRole, Staff>;

export async function everyRole(t: TestApp): Promise<Roles> {
  const roles = {} as Roles;
  for (const role of ['owner', 'shop', 'bookings', 'content', 'auditor'] as const) roles[role] = await staffSession(t, `${role}${Date.now() % 1e6}`, role);
  return roles;
}

/** A staff call as the console makes it (English answers unless `lang` says otherwise). */
export const staffCall = <T = any>(t: TestApp, staff: Staff, path: string, form: Record<string, string | number> = {}): Promise<Answer<T>> =>
  call<T>(t, `/api/staff/${path}`, Object.fromEntries(Object.entries({ lang: 'en', ...form }).map(([k, v]) => [k, String(v)])), staff.headers);

export const today = () => estateDay(Date.now());
export const dayFromToday = (n: number) => addDays(today(), n);

/**
 * A paid booking of `kind` for `day` (Beijing; a stay leaves `nights` later). Placed and paid
 * for a day well ahead (a past start could not be paid), then moved to its day, as if booked
 * earlier. `slot` is the visit's time.
 */
export async function paidBooking(
  t: TestApp,
  memberId: number,
  kind: BookingKind,
  day: string,
  options: { refId?: number; slot?: string; nights?: number; qty?: number; name?: string; phone?: string } = {},
) {
  const refId = options.refId ?? 1;
  const slot = kind === 'visit' ? (options.slot ?? '10:00') : '';
  const time = kind === 'visit' ? slot : kind === 'dining' ? '18:00' : '14:00';
  const ahead = addDays(today(), 400);
  const at = (d: string, hm: string) => new Date(`${d}T${hm}:00+08:00`);
  const nights = options.nights ?? 1;
  const resource = `${kind === 'stay' ? 'room' : kind}:${refId}`;
  const qty = options.qty ?? (kind === 'stay' ? 1 : 2);
  const made = await t.db.transaction().execute(async (trx) => {
    const booking = await createBookingOrder(trx, {
      memberId, kind, refId, amountFen: 20_000, dollarCents: 2_800, title: { cn: '预约', tw: '預約', en: `A ${kind}` },
      name: options.name ?? 'Li Hua', phone: options.phone ?? '13900000001', adults: kind === 'stay' ? 2 : qty, rooms: kind === 'stay' ? qty : 0,
      startAt: at(ahead, time), endAt: kind === 'stay' ? at(addDays(ahead, nights), '12:00') : null,
      claims: Array.from({ length: kind === 'stay' ? nights : 1 }, (_, i) => ({ resource, day: addDays(day, i), slot, qty, defaultCapacity: 20 })), validityS: 86_400,
    });
    const fen = (await trx.selectFrom('booking_orders').select('pay_fen').where('id', '=', booking.id).executeTakeFirstOrThrow()).pay_fen;
    await applyBookingEvent(trx, booking.id, { type: 'PAY', amount: fen }, 'provider:sandbox', { payment: { method: 'sandbox', payNo: `T${booking.id}`, paidAt: new Date() } });
    await trx
      .updateTable('booking_orders')
      .set({ start_at: at(day, time), end_at: kind === 'stay' ? at(addDays(day, nights), '12:00') : null })
      .where('id', '=', booking.id)
      .execute();
    return booking;
  });
  return made;
}
