import * as z from 'zod/mini';
import { BOOKING_DESCRIPTION_MAX, BOOKING_NAME_MAX } from './booking';
import { CONTENT_HOST } from './content';
import { defineCall, LangField } from './envelope';
import { PhoneField, SubmitTokenField, withoutControl } from './validation';

/**
 * Villa stays (spec §3 Hotel, Hotel room; §7 hotel, hotel_order; §9 one day ahead, check-in 14:00,
 * check-out 12:00). Dates are 'YYYY-MM-DD' in China time; a night is named by the day it starts.
 * Money: decimal strings of yuan (`price`) and dollars (`dollar_price`). Names of dictionary
 * entries (layout, facilities, …) come resolved in the requested language.
 */
export const STAY_CHECKIN_TIME = '14:00';
export const STAY_CHECKOUT_TIME = '12:00';
export const STAY_MAX_NIGHTS = 14;
/** check-in at the earliest this many days after today (China time) */
export const STAY_MIN_DAYS_AHEAD = 1;
/** bookable this far ahead at most (days from today to check-in) */
export const STAY_MAX_DAYS_AHEAD = 180;
export const STAY_MAX_ROOMS = 5;
/** the most guests any room holds; each room's own limit is its `number` */
export const STAY_MAX_ADULTS_PER_ROOM = 4;
export const STAY_MAX_ADULTS = STAY_MAX_ROOMS * STAY_MAX_ADULTS_PER_ROOM;
/** the same bounds as every booking form */
export const STAY_NAME_MAX = BOOKING_NAME_MAX;
export const STAY_DESCRIPTION_MAX = BOOKING_DESCRIPTION_MAX;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → days since the epoch, or null when it is not a real calendar day. */
export function stayDayIndex(day: string): number | null {
  if (!DATE_PATTERN.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / DAY_MS;
}

export function stayDayFromIndex(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in China (UTC+8, no daylight saving). */
export function stayToday(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The nights of a stay: check-in day up to the day before check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  const a = stayDayIndex(checkin);
  const b = stayDayIndex(checkout);
  if (a === null || b === null || b <= a) return [];
  return Array.from({ length: b - a }, (_, i) => stayDayFromIndex(a + i));
}

/**
 * The date rules of a stay as a message key, or null when they hold. Shared: the browser calls
 * it to explain, the server to decide.
 */
export function stayRangeError(checkin: string, checkout: string, today: string): string | null {
  const a = stayDayIndex(checkin);
  const b = stayDayIndex(checkout);
  const t = stayDayIndex(today);
  if (a === null || t === null) return 'stay.checkinInvalid';
  if (b === null) return 'stay.checkoutInvalid';
  if (a < t) return 'stay.checkinPast';
  if (a < t + STAY_MIN_DAYS_AHEAD) return 'stay.checkinTooSoon';
  if (a > t + STAY_MAX_DAYS_AHEAD) return 'stay.checkinTooFar';
  if (b <= a) return 'stay.checkoutBeforeCheckin';
  if (b - a > STAY_MAX_NIGHTS) return 'stay.tooManyNights';
  return null;
}

/** A form field that may be missing: absent counts as empty, so it gets its own message. */
const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const dateField = (key: string) => text().check(z.refine((s) => stayDayIndex(s) !== null, key));
const intField = (key: string, min: number, max: number) =>
  z
    .pipe(
      text().check(z.regex(/^\d{1,10}$/, key)),
      z.transform(Number),
    )
    .check(z.refine((n) => n >= min && n <= max, key));

export const StayNamedSchema = z.object({ id: z.number(), name: z.string() });
export type StayNamed = z.infer<typeof StayNamedSchema>;

export const HotelSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  brief: z.string(),
  images: z.array(z.string()),
  /** sanitised HTML */
  must_read: z.string(),
  /** sanitised HTML: the meals offered */
  meals: z.string(),
  facilities_ids: z.array(z.number()),
  meals_ids: z.array(z.number()),
  business_ids: z.array(z.number()),
  facilities: z.array(StayNamedSchema),
  meal_options: z.array(StayNamedSchema),
  business: z.array(StayNamedSchema),
  checkin_time: z.string(),
  checkout_time: z.string(),
});
export type Hotel = z.infer<typeof HotelSchema>;

export const StayNightSchema = z.object({ day: z.string(), price: z.string(), dollar_price: z.string() });
export type StayNight = z.infer<typeof StayNightSchema>;

/** A room kind (spec §3 Hotel room) with its labels resolved and its prices for the asked range. */
export const StayRoomSchema = z.object({
  id: z.number(),
  name: z.string(),
  brief: z.string(),
  images: z.array(z.string()),
  /** square metres */
  area: z.number(),
  /** guests one room holds */
  number: z.number(),
  /** rooms of this kind free on every night of the range (all of them when no range is asked) */
  amount: z.number(),
  layout_id: z.number(),
  floor_id: z.number(),
  label_ids: z.array(z.number()),
  landscape_ids: z.array(z.number()),
  facilities_ids: z.array(z.number()),
  bathing_ids: z.array(z.number()),
  bathroom_ids: z.array(z.number()),
  appliance_ids: z.array(z.number()),
  food_ids: z.array(z.number()),
  layout: z.string(),
  floor: z.string(),
  labels: z.array(z.string()),
  landscape: z.array(z.string()),
  facilities: z.array(z.string()),
  bathing: z.array(z.string()),
  bathroom: z.array(z.string()),
  appliances: z.array(z.string()),
  food: z.array(z.string()),
  /** base price per night, and the weekend one (Fri and Sat nights) */
  price: z.string(),
  dollar_price: z.string(),
  weekend_price: z.string(),
  weekend_dollar_price: z.string(),
  checkin_time: z.string(),
  checkout_time: z.string(),
  status: z.number(),
  switch: z.number(),
  /** the asked range: each night's price for one room, their sum, and rooms needed for the adults */
  nights: z.array(StayNightSchema),
  total: z.string(),
  dollar_total: z.string(),
  rooms_needed: z.number(),
  /** what the party pays: `total` × `rooms_needed` (what "Book this room" goes on to charge) */
  party_total: z.string(),
  dollar_party_total: z.string(),
});
export type StayRoom = z.infer<typeof StayRoomSchema>;

/**
 * The adults of a booking: a whole number from 1, and a party over STAY_MAX_ADULTS (five rooms
 * of the largest) is told so plainly rather than called invalid.
 */
const adultsField = (max: number) =>
  z
    .pipe(text().check(z.regex(/^\d{1,10}$/, 'stay.adultsInvalid')), z.transform(Number))
    .check(z.refine((n) => n >= 1, 'stay.adultsInvalid'), z.refine((n) => n <= max, 'stay.adultsOverMax'));

/** The most adults the room list is asked about: larger parties get an empty list and the dates' maximum. */
export const STAY_SEARCH_ADULTS_MAX = 999;

const RangeInput = {
  checkin: dateField('stay.checkinInvalid'),
  checkout: dateField('stay.checkoutInvalid'),
  adults: adultsField(STAY_SEARCH_ADULTS_MAX),
  lang: LangField,
};
const BookingInput = {
  ...RangeInput,
  adults: adultsField(STAY_MAX_ADULTS),
  room_id: intField('stay.roomNotFound', 1, 2_147_483_647),
  rooms: intField('stay.roomsInvalid', 1, STAY_MAX_ROOMS),
};

export const StayQuoteSchema = z.object({
  room: StayRoomSchema,
  checkin: z.string(),
  checkout: z.string(),
  /** 'YYYY-MM-DD 14:00' and 'YYYY-MM-DD 12:00', China time */
  checkin_at: z.string(),
  checkout_at: z.string(),
  night_count: z.number(),
  adults: z.number(),
  rooms: z.number(),
  /** per-night prices for all the rooms together */
  nights: z.array(StayNightSchema),
  amount: z.string(),
  dollar_amount: z.string(),
  /** due now (a stay is paid in full) */
  pay: z.string(),
  dollar_pay: z.string(),
  /** booked now (for a booking made: its deadline), it must be paid by then ('YYYY-MM-DD HH:mm:ss', estate time): the order validity, capped at check-in */
  pay_by: z.string(),
});
export type StayQuote = z.infer<typeof StayQuoteSchema>;

/** The quote plus what the pay screens need (a superset of BookingCreatedSchema of booking.ts). */
export const StayOrderCreatedSchema = z.extend(StayQuoteSchema, {
  entity: z.literal('booking'),
  kind: z.literal('stay'),
  order_no: z.string(),
  /** seconds left to pay */
  order_time: z.number(),
});
export type StayOrderCreated = z.infer<typeof StayOrderCreatedSchema>;

export const hotelGet = defineCall({
  path: `${CONTENT_HOST}/hotel/getHotel`, auth: 'public', safe: true,
  input: z.object({ lang: LangField }), output: HotelSchema,
});

/**
 * Rooms free for every night of the range that can hold the adults (in up to STAY_MAX_ROOMS rooms
 * of one kind), and `max_adults`: the largest party one booking can take on these dates (0 when
 * nothing is free) — a party above it gets an empty list and is told that number.
 */
export const hotelHouseList = defineCall({
  path: `${CONTENT_HOST}/hotel/getHotelHouseList`, auth: 'public', safe: true,
  input: z.object(RangeInput),
  output: z.object({
    checkin: z.string(), checkout: z.string(), night_count: z.number(), adults: z.number(), max_adults: z.number(), list: z.array(StayRoomSchema),
  }),
});

export const hotelOrderQuote = defineCall({
  path: `${CONTENT_HOST}/hotel_order/getPayment`, auth: 'public', safe: true,
  input: z.object(BookingInput), output: StayQuoteSchema,
});

/** Creates an unpaid stay order (booking kind 'stay'); pay it with entity=booking. */
export const hotelOrderCreate = defineCall({
  path: `${CONTENT_HOST}/hotel_order/getHotelOrder`, auth: 'member', safe: false,
  input: z.object({
    ...BookingInput,
    name: text().check(
      z.minLength(1, 'stay.nameRequired'),
      z.refine((s) => [...s].length <= STAY_NAME_MAX, 'stay.nameTooLong'),
      withoutControl(),
    ),
    phone: z.pipe(text(), PhoneField),
    description: z.optional(
      text().check(z.refine((s) => [...s].length <= STAY_DESCRIPTION_MAX, 'stay.descriptionTooLong'), withoutControl(true)),
    ),
    submit_token: SubmitTokenField,
  }),
  output: StayOrderCreatedSchema,
});
