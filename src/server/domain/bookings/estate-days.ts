/**
 * Days on the estate's clock (China Standard Time, UTC+8, no daylight saving). A day is a
 * calendar date 'YYYY-MM-DD', computed in UTC so no server time zone can move it.
 */
const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

export function estateDay(nowMs: number): string {
  return new Date(nowMs + OFFSET_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day of 'YYYY-MM'. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  if (!isRealDay(first)) return [];
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}
