import { STAY_MAX_ADULTS, STAY_MAX_DAYS_AHEAD, STAY_MAX_NIGHTS, STAY_MIN_DAYS_AHEAD, stayRangeError } from '../src/contract/hotel';
import { addDays, daysBetween, isDay, type Day } from './calendar-dates';

/**
 * The stay calendar's rules (spec §9: one day ahead; src/contract/hotel.ts: at most 14 nights,
 * check-in at most 180 days ahead), as pure functions the stay machine's guards and the view's
 * day states both ask. The server checks the same contract rules again.
 */
export const STAY_ADULTS_MIN = 1;
export const STAY_ADULTS_MAX = STAY_MAX_ADULTS;

export interface StayRange {
  checkin: Day | null;
  checkout: Day | null;
}

/** The first and last day a stay may begin, and the last day the calendar shows (a check-out). */
export function stayWindow(today: Day): { first: Day; lastCheckin: Day; last: Day } {
  const lastCheckin = addDays(today, STAY_MAX_DAYS_AHEAD);
  return { first: addDays(today, STAY_MIN_DAYS_AHEAD), lastCheckin, last: addDays(lastCheckin, STAY_MAX_NIGHTS) };
}

/** Whether a day may start a stay. */
export function isCheckinDay(day: Day, today: Day): boolean {
  const { first, lastCheckin } = stayWindow(today);
  return day >= first && day <= lastCheckin;
}

/** Whether a day may end the stay begun at `checkin` (after it, at most 14 nights later). */
export function isCheckoutDay(day: Day, checkin: Day): boolean {
  const nights = daysBetween(checkin, day);
  return nights >= 1 && nights <= STAY_MAX_NIGHTS;
}

/**
 * A click on a day: the first click (or one after a complete range, or one before the check-in,
 * or one too far away) starts over with that check-in; a later day within 14 nights sets the
 * check-out. Days that cannot start a stay leave the range as it was.
 */
export function pickStayDay(range: StayRange, day: Day, today: Day): StayRange {
  if (range.checkin && !range.checkout && isCheckoutDay(day, range.checkin)) return { checkin: range.checkin, checkout: day };
  if (!isCheckinDay(day, today)) return range;
  return { checkin: day, checkout: null };
}

/** The first rule a range breaks (the server's own `stay.*` message key), or null when it can be searched. */
export function stayRangeProblem(range: StayRange, today: Day): string | null {
  return stayRangeError(range.checkin ?? '', range.checkout ?? '', today);
}

/** A range from a query (`?checkin=&checkout=`), kept only where it is made of real days. */
export function rangeOfQuery(checkin: string | null, checkout: string | null): StayRange {
  const start = isDay(checkin) ? checkin : null;
  return { checkin: start, checkout: start && isDay(checkout) ? checkout : null };
}

/**
 * What is wrong with an adult count (the server's own `stay.*` message key), or null: a whole
 * number from 1, and at most STAY_ADULTS_MAX — a larger party is told so, never made smaller.
 */
export function adultsProblem(value: number): string | null {
  if (!Number.isInteger(value) || value < STAY_ADULTS_MIN) return 'stay.adultsInvalid';
  return value > STAY_ADULTS_MAX ? 'stay.adultsOverMax' : null;
}

export interface StayDayState {
  /** a click on it changes the range */
  pickable: boolean;
  selected: boolean;
  inRange: boolean;
  edge?: 'start' | 'end';
}

/**
 * How a day of the stay calendar stands: pickable exactly when `pickStayDay` would act on it
 * (a possible check-in, or a possible check-out while one is awaited); chosen, or inside the range.
 */
export function stayDayState(range: StayRange, day: Day, today: Day): StayDayState {
  const awaitingCheckout = !!range.checkin && !range.checkout;
  const pickable = isCheckinDay(day, today) || (awaitingCheckout && isCheckoutDay(day, range.checkin!));
  const edge = day === range.checkin ? 'start' : day === range.checkout ? 'end' : undefined;
  const inRange = !!range.checkin && !!range.checkout && day > range.checkin && day < range.checkout;
  return { pickable, selected: edge !== undefined, inRange, ...(edge ? { edge } : {}) };
}
