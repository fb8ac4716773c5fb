import type { Selectable } from 'kysely';
import { estateMs } from '../../../contract/booking';
import { pick, type Lang } from '../../../contract/lang';
import { formatCents, formatFen } from '../../../contract/money';
import type { Calendar, VisitCate, VisitInfo } from '../../../contract/visit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { placeKey, remainingPlaces } from './capacity';
import { diningResource, visitResource } from './resources';
import { addDays, daysOfMonth, estateDay, weekdayOf } from './estate-days';
import { BOOKING_WINDOW_DAYS, VISIT_MAX_PEOPLE } from '../../../contract/booking';

/** Visit and catering catalogs in the asked language (spec §3 Bookings), and the visit calendar. */
export type VisitCategoryRow = Selectable<Database['visit_categories']>;
export type CateringCategoryRow = Selectable<Database['catering_categories']>;

export async function visitInfo(db: Db, lang: Lang): Promise<VisitInfo | null> {
  const row = await db.selectFrom('visit_info').selectAll().orderBy('id').executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id, title: pick(row.title, lang), businesstime: pick(row.businesstime, lang), address: pick(row.address, lang),
    phone: row.phone, intro: pick(row.intro, lang), images: row.images, video: row.video,
  };
}

export function visitCate(row: VisitCategoryRow, lang: Lang): VisitCate {
  return {
    id: row.id,
    name: pick(row.name, lang),
    intro: pick(row.intro, lang),
    price: formatFen(row.price_fen),
    dollar_price: formatCents(row.dollar_cents),
    weekdata: row.weekdays,
    timeslot: row.timeslots,
    time_number: row.capacity,
    contentjson: row.content[lang] ?? row.content.en,
    duration: row.duration_min,
    attentionjson: row.attention[lang] ?? row.attention.en,
    images: row.images,
    team: row.team,
    min_people: row.min_people,
    max_people: Math.min(row.max_people, VISIT_MAX_PEOPLE),
  };
}

export function visitCategories(db: Db): Promise<VisitCategoryRow[]> {
  return db.selectFrom('visit_categories').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
}

export function visitCategory(db: Db, id: number): Promise<VisitCategoryRow | undefined> {
  return db.selectFrom('visit_categories').selectAll().where('id', '=', id).where('switch', '=', 1).executeTakeFirst();
}

export function cateringCategory(db: Db, id: number): Promise<CateringCategoryRow | undefined> {
  return db.selectFrom('catering_categories').selectAll().where('id', '=', id).where('switch', '=', 1).executeTakeFirst();
}

/** The first and last day a visit or dinner may be booked for, as of now. */
export function bookableDays(nowMs: number): { first: string; last: string } {
  const first = estateDay(nowMs);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/**
 * A month of a visit category: per day the places left over its open slots and whether it can
 * be booked; with a day, that day's slots (capacity, left, begun, closed).
 */
export async function visitCalendar(db: Db, cate: VisitCategoryRow, month: string, date: string, nowMs: number): Promise<Calendar> {
  const days = daysOfMonth(month);
  const asked = date && !days.includes(date) ? [...days, date] : days;
  const places = await remainingPlaces(db, visitResource(cate.id), asked, cate.capacity, cate.timeslots);
  const { first, last } = bookableDays(nowMs);
  const slotsOf = (day: string) =>
    cate.timeslots.map((time) => {
      const place = places.get(placeKey(day, time))!;
      return { time, time_number: place.capacity, number: place.remaining, is_expire: estateMs(day, time) <= nowMs ? 1 : 0, closed: place.closed };
    });
  return {
    cate: cate.id,
    month,
    days: days.map((day) => {
      const slots = slotsOf(day).filter((slot) => !slot.closed && !slot.is_expire);
      const runs = cate.weekdays.includes(weekdayOf(day)) && day >= first && day <= last;
      const number = runs ? slots.reduce((sum, slot) => sum + slot.number, 0) : 0;
      return { date: day, week: weekdayOf(day), number, open: runs && slots.length > 0 };
    }),
    date,
    timeslots: date ? slotsOf(date) : [],
  };
}

/** Catering categories; with a day, the seats left that evening. */
export async function cateringCategories(db: Db, lang: Lang, date: string) {
  const rows = await db.selectFrom('catering_categories').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
  return Promise.all(
    rows.map(async (row) => {
      const left = date ? (await remainingPlaces(db, diningResource(row.id), [date], row.amount)).get(placeKey(date, ''))!.remaining : row.amount;
      return {
        id: row.id, name: pick(row.name, lang), intro: pick(row.intro, lang), price: formatFen(row.price_fen),
        dollar_price: formatCents(row.dollar_cents), amount: row.amount, number: left, switch: row.switch, images: row.images,
      };
    }),
  );
}

export async function cateringInfo(db: Db, lang: Lang) {
  const row = await db.selectFrom('catering_info').selectAll().orderBy('id').executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id, title: pick(row.title, lang), overview: pick(row.overview, lang), must_read: pick(row.must_read, lang),
    dinnertime: row.dinnertime, attentionjson: row.attention[lang] ?? row.attention.en, images: row.images,
  };
}

export async function dinnerTime(db: Db): Promise<string> {
  const row = await db.selectFrom('catering_info').select('dinnertime').orderBy('id').executeTakeFirst();
  return row?.dinnertime ?? '18:00';
}
