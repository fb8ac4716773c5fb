import { BOOKING_WINDOW_DAYS } from '../src/contract/booking';
import { addDays, monthOf, type Day, type Month } from './calendar-dates';

/**
 * What the visit calendar shows (spec §3 Calendar: entries with date and remaining number, time
 * slots with capacity, remaining number and is_expire), in the shapes the visit calendar machine
 * works with; the web's actors adapt the API's answer to them.
 */
export interface VisitDay {
  date: Day;
  /** places left over the day's slots */
  remaining: number;
  /** the category runs that weekday and staff have not closed the day */
  open: boolean;
}

export interface VisitSlot {
  time: string;
  capacity: number;
  remaining: number;
  /** the slot has begun or passed */
  expired: boolean;
  /** staff closed it */
  closed: boolean;
}

export interface VisitMonth {
  /** the category's name and price per person, for the heading */
  name: string;
  price: string;
  days: VisitDay[];
}

/** Today up to the booking window (src/contract/booking.ts). */
export function visitWindow(today: Day): { first: Day; last: Day } {
  return { first: today, last: addDays(today, BOOKING_WINDOW_DAYS) };
}

export function isMonthInVisitWindow(month: Month, today: Day): boolean {
  const { first, last } = visitWindow(today);
  return month >= monthOf(first) && month <= monthOf(last);
}

export type VisitDayReason = 'past' | 'closed' | 'full';

/** Whether a day can be chosen, its places, and why not when it cannot. */
export function visitDayState(day: Day, days: VisitDay[], today: Day): { open: boolean; remaining: number; reason: VisitDayReason | null } {
  const { last } = visitWindow(today);
  if (day < today || day > last) return { open: false, remaining: 0, reason: 'past' };
  const entry = days.find((item) => item.date === day);
  if (!entry || !entry.open) return { open: false, remaining: 0, reason: 'closed' };
  if (entry.remaining <= 0) return { open: false, remaining: 0, reason: 'full' };
  return { open: true, remaining: entry.remaining, reason: null };
}

export function isSlotOpen(slot: VisitSlot | undefined): boolean {
  return !!slot && !slot.expired && !slot.closed && slot.remaining > 0;
}
