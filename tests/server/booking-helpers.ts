import type { Db } from '../../src/server/db/database';
import { addDays, estateDay, weekdayOf } from '../../src/server/domain/bookings/estate-days';
import { codeFor } from '../helpers/members';
import { postForm } from '../helpers/test-app';
import { DESKTOP_UA, member, paymentApp, type PaymentApp } from './payment-helpers';

/** Shared set-up of the booking tests: the whole app, seeded, with the sandbox payment gateway. */
export { member, paymentApp as bookingApp, type PaymentApp as BookingApp };

export type Answer = { code: number; msg: string; data: any };

export async function call(t: PaymentApp, path: string, form: Record<string, string | number>, token?: string): Promise<Answer> {
  const body = Object.fromEntries(Object.entries({ lang: 'en', ...form }).map(([k, v]) => [k, String(v)]));
  return (await postForm(t.app, path, body, { 'user-agent': DESKTOP_UA, ...(token ? { token } : {}) })).json() as Answer;
}

/** The first estate day at least `ahead` days from today that falls on one of `weekdays`. */
export function dayAhead(ahead: number, weekdays = [0, 1, 2, 3, 4, 5, 6]): string {
  let day = addDays(estateDay(Date.now()), ahead);
  while (!weekdays.includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

export async function visitCategory(db: Db, team: boolean) {
  return db.selectFrom('visit_categories').selectAll().where('team', '=', team ? 1 : 0).orderBy('id').executeTakeFirstOrThrow();
}

export async function diningCategory(db: Db) {
  return db.selectFrom('catering_categories').selectAll().orderBy('id').executeTakeFirstOrThrow();
}

let phones = 0;
/** A fresh phone number with a visit code issued for it (as if read from the SMS). */
export async function phoneWithCode(db: Db, memberId: number): Promise<{ phone: string; code: string }> {
  const phone = `139${String(Date.now() % 1e4).padStart(4, '0')}${String(++phones).padStart(4, '0')}`;
  return { phone, code: await codeFor(db, memberId, phone, 'visit') };
}

/** Books a visit through the API (SMS code included); answers the API's answer. */
export async function bookVisit(t: PaymentApp, who: { id: number; token: string }, form: { cate: number; date: string; slot: string; adults?: number; minors?: number }): Promise<Answer> {
  const { phone, code } = await phoneWithCode(t.db, who.id);
  return call(t, '/cms/visit_order/getVisitOrder', { adults: 1, minors: 0, name: 'Li Hua', ...form, phone, code }, who.token);
}

export const bookingOf = (db: Db, orderNo: string) => db.selectFrom('booking_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
export const historyOf = (db: Db, id: number) =>
  db.selectFrom('status_history').select(['from_status', 'to_status', 'event', 'actor']).where('entity', '=', 'booking').where('entity_id', '=', id).orderBy('id').execute();
export async function taken(db: Db, resource: string, day: string, slot: string): Promise<number> {
  const row = await db.selectFrom('booking_capacity').select('taken').where('resource', '=', resource).where('slot', '=', slot).where((eb) => eb(eb.cast('day', 'text'), '=', day)).executeTakeFirst();
  return row?.taken ?? 0;
}
