import { staffLangNow } from '../../lib/i18n';

/** Calendar days as the server counts them: `YYYY-MM-DD` in China time. */
export const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function beijingToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

const LOCALE = { cn: 'zh-Hans', tw: 'zh-Hant', en: 'en' } as const;

/** A calendar column's head: "Tue 12/1", "12/1 周二". */
export function dayHead(day: string): { weekday: string; date: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const locale = LOCALE[staffLangNow()];
  return {
    weekday: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(date),
    date: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'numeric', day: 'numeric' }).format(date),
  };
}
