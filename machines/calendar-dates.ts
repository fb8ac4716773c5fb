/**
 * Calendar arithmetic on plain days ('YYYY-MM-DD') and months ('YYYY-MM'), shared by the visit
 * and stay calendars. A day is a calendar date, never an instant: every computation runs in UTC
 * so no time zone or daylight-saving change can move it. "Today" is the estate's day (China
 * Standard Time, UTC+8, no DST), whatever zone the visitor's device is in.
 */
export type Day = string;
export type Month = string;

/** China Standard Time: the estate's clock (check-in 14:00, check-out 12:00, slot times). */
export const ESTATE_UTC_OFFSET_MIN = 8 * 60;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: Day): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtc(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A real calendar day in the 'YYYY-MM-DD' form (2026-02-30 is not). */
export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** The estate's date at an instant. */
export function estateToday(nowMs: number): Day {
  return fromUtc(nowMs + ESTATE_UTC_OFFSET_MIN * 60_000);
}

/** The estate's wall-clock time 'HH:MM' at an instant. */
export function estateClock(nowMs: number): string {
  return new Date(nowMs + ESTATE_UTC_OFFSET_MIN * 60_000).toISOString().slice(11, 16);
}

/** The instant of a day and an estate wall-clock time ('14:00'). */
export function estateInstant(day: Day, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return toUtc(day) + (hours * 60 + minutes - ESTATE_UTC_OFFSET_MIN) * 60_000;
}

export function addDays(day: Day, count: number): Day {
  return fromUtc(toUtc(day) + count * DAY_MS);
}

/** Whole days from `from` to `to` (the nights of a stay from check-in to check-out). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The nights of a stay: every day from check-in up to, not including, check-out. */
export function nightsOf(checkin: Day, checkout: Day): Day[] {
  const count = Math.max(0, daysBetween(checkin, checkout));
  return Array.from({ length: count }, (_, index) => addDays(checkin, index));
}

/** 0 Sunday … 6 Saturday, as JavaScript counts. */
export function weekdayOf(day: Day): number {
  return new Date(toUtc(day)).getUTCDay();
}

export function monthOf(day: Day): Month {
  return day.slice(0, 7);
}

export function addMonths(month: Month, count: number): Month {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export function firstOfMonth(month: Month): Day {
  return `${month}-01`;
}

export function lastOfMonth(month: Month): Day {
  return addDays(firstOfMonth(addMonths(month, 1)), -1);
}

/** Every day of a month, in order. */
export function daysOfMonth(month: Month): Day[] {
  const first = firstOfMonth(month);
  return nightsOf(first, addDays(lastOfMonth(month), 1));
}

/**
 * The weeks of a month for a grid starting on Monday (the week as China prints it): seven cells a
 * week, null where the day belongs to the month before or after.
 */
export function monthWeeks(month: Month): (Day | null)[][] {
  const days = daysOfMonth(month);
  const lead = (weekdayOf(days[0]!) + 6) % 7;
  const cells: (Day | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The keys a grid of days answers (WAI-ARIA date picker pattern). */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';
export const GRID_KEYS: readonly GridKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

/** The day a key moves the focus to: a day, a week, the week's ends (Monday–Sunday), a month. */
export function moveDay(day: Day, key: GridKey): Day {
  const fromMonday = (weekdayOf(day) + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -fromMonday);
    case 'End':
      return addDays(day, 6 - fromMonday);
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(day), key === 'PageUp' ? -1 : 1);
      const last = lastOfMonth(month);
      const wanted = `${month}-${day.slice(8)}`;
      // 31 March → PageDown → 30 April, not 1 May
      return isDay(wanted) && wanted <= last ? wanted : last;
    }
  }
}

/** The day kept within [min, max] (either bound may be absent). */
export function clampDay(day: Day, min?: Day, max?: Day): Day {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}
