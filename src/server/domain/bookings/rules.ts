import {
  BOOKING_WINDOW_DAYS,
  DINING_LEAD_HOURS,
  DINING_MAX_PEOPLE,
  estateMs,
  payNowFen,
  VISIT_MAX_PEOPLE,
  type BookingKind,
} from '../../../contract/booking';
import type { Localized } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { placeKey, remainingPlaces, type Claim } from './capacity';
import { cateringCategory, dinnerTime, visitCategory } from './catalog';
import { bookableDays } from './catalog';
import { isRealDay, weekdayOf } from './estate-days';
import { diningResource, visitResource } from './resources';

/**
 * The server's booking rules for visits and dinners (issue 6 quality bar), checked in this
 * order so the member reads the first thing to fix: category, date, slot, counts, team minimum,
 * past / begun / lead time, window, weekday, closed, places left. Bounds: src/contract/booking.ts.
 */
export interface BookingAsk {
  cate: number;
  date: string;
  /** '' for dinners */
  slot: string;
  adults: number;
  minors: number;
}

export interface PricedBooking {
  kind: BookingKind;
  refId: number;
  title: Localized;
  image: string;
  date: string;
  slot: string;
  startAt: Date;
  people: number;
  unitFen: number;
  amountFen: number;
  dollarCents: number;
  payFen: number;
  remaining: number;
  claims: Claim[];
  details: Record<string, unknown>;
}

export type Checked = { ok: true; value: PricedBooking } | { ok: false; key: MessageKey; params?: Record<string, string> };

const refuse = (key: MessageKey, params?: Record<string, string>): Checked => ({ ok: false, key, ...(params ? { params } : {}) });

function checkCounts(ask: BookingAsk, max: number): Checked | null {
  if (!Number.isInteger(ask.adults) || ask.adults < 1) return refuse('booking.adultsMin');
  if (!Number.isInteger(ask.minors) || ask.minors < 0) return refuse('booking.countInvalid');
  if (ask.adults + ask.minors > max) return refuse('booking.tooManyPeople', { max: String(max) });
  return null;
}

function checkWindow(date: string, nowMs: number): Checked | null {
  const { first, last } = bookableDays(nowMs);
  if (date < first) return refuse('booking.pastDate');
  if (date > last) return refuse('booking.tooFar', { days: String(BOOKING_WINDOW_DAYS) });
  return null;
}

async function places(db: Db, resource: string, date: string, slot: string, capacity: number, people: number) {
  const place = (await remainingPlaces(db, resource, [date], capacity, [slot])).get(placeKey(date, slot))!;
  if (place.closed) return { refusal: refuse('booking.dayClosed'), remaining: 0 };
  if (place.remaining < people) return { refusal: refuse('booking.full'), remaining: place.remaining };
  return { refusal: null, remaining: place.remaining };
}

export async function checkVisit(db: Db, ask: BookingAsk, nowMs: number): Promise<Checked> {
  const cate = await visitCategory(db, ask.cate);
  if (!cate) return refuse('booking.cateUnavailable');
  if (!isRealDay(ask.date)) return refuse('booking.dateRequired');
  if (!cate.timeslots.includes(ask.slot)) return refuse('booking.slotUnknown');
  const counts = checkCounts(ask, Math.min(cate.max_people, VISIT_MAX_PEOPLE));
  if (counts) return counts;
  const people = ask.adults + ask.minors;
  if (cate.team && people < cate.min_people) return refuse('booking.teamMin', { min: String(cate.min_people) });
  const window = checkWindow(ask.date, nowMs);
  if (window) return window;
  const startAt = estateMs(ask.date, ask.slot);
  if (startAt <= nowMs) return refuse('booking.slotExpired');
  if (!cate.weekdays.includes(weekdayOf(ask.date))) return refuse('booking.weekdayClosed');
  const resource = visitResource(cate.id);
  const left = await places(db, resource, ask.date, ask.slot, cate.capacity, people);
  if (left.refusal) return left.refusal;
  const amountFen = cate.price_fen * people;
  return {
    ok: true,
    value: {
      kind: 'visit', refId: cate.id, title: cate.name, image: cate.images[0] ?? '', date: ask.date, slot: ask.slot,
      startAt: new Date(startAt), people, unitFen: cate.price_fen, amountFen, dollarCents: cate.dollar_cents * people,
      payFen: payNowFen('visit', amountFen), remaining: left.remaining,
      claims: [{ resource, day: ask.date, slot: ask.slot, qty: people, defaultCapacity: cate.capacity }],
      details: { category: { id: cate.id, name: cate.name, price_fen: cate.price_fen, duration_min: cate.duration_min, team: cate.team } },
    },
  };
}

export async function checkDining(db: Db, ask: BookingAsk, nowMs: number): Promise<Checked> {
  const cate = await cateringCategory(db, ask.cate);
  if (!cate) return refuse('booking.cateUnavailable');
  if (!isRealDay(ask.date)) return refuse('booking.dateRequired');
  const counts = checkCounts(ask, DINING_MAX_PEOPLE);
  if (counts) return counts;
  const people = ask.adults + ask.minors;
  const window = checkWindow(ask.date, nowMs);
  if (window) return window;
  const time = await dinnerTime(db);
  const startAt = estateMs(ask.date, time);
  if (startAt - nowMs < DINING_LEAD_HOURS * 3_600_000) return refuse('booking.diningLeadTime');
  const resource = diningResource(cate.id);
  const left = await places(db, resource, ask.date, '', cate.amount, people);
  if (left.refusal) return left.refusal;
  const amountFen = cate.price_fen * people;
  return {
    ok: true,
    value: {
      kind: 'dining', refId: cate.id, title: cate.name, image: cate.images[0] ?? '', date: ask.date, slot: '',
      startAt: new Date(startAt), people, unitFen: cate.price_fen, amountFen, dollarCents: cate.dollar_cents * people,
      payFen: payNowFen('dining', amountFen), remaining: left.remaining,
      claims: [{ resource, day: ask.date, slot: '', qty: people, defaultCapacity: cate.amount }],
      details: { category: { id: cate.id, name: cate.name, price_fen: cate.price_fen }, dinnertime: time },
    },
  };
}
