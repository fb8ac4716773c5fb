import { addDays, type Day, type Month } from '../../../../machines/calendar-dates';
import { HTML_LANG } from '../../../contract/lang';
import { currentLang, t, tn } from '../../lib/i18n';

/**
 * Days, months and money of the stay screens in the page's language. Days are calendar dates,
 * formatted in UTC so no zone moves them (see machines/calendar-dates.ts).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${currentLang()}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(HTML_LANG[currentLang()], { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);

/** "November 2026", "2026年11月" */
export function monthTitle(month: Month): string {
  return format('month', { year: 'numeric', month: 'long' }).format(asDate(`${month}-01`));
}

/** "Friday, 20 November 2026": what a day button says to assistive technology. */
export function dayLabel(day: Day): string {
  return format('dayLong', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(asDate(day));
}

/** "Fri, Nov 20", "11月20日週五": a day in a summary line (the one format of lib/dates). */
export { shortDay } from '../../lib/dates';

/** Monday to Sunday, short and long, for the grid's column heads. */
export function weekdayHeads(): { short: string; long: string }[] {
  // 2 November 2026 is a Monday
  return Array.from({ length: 7 }, (_, index) => {
    const date = asDate(addDays('2026-11-02', index));
    return { short: format('wdShort', { weekday: 'short' }).format(date), long: format('wdLong', { weekday: 'long' }).format(date) };
  });
}

export const yuan = (amount: string) => t('stayUi.common.yuan', { amount });
export const dollars = (amount: string) => t('stayUi.common.dollar', { amount });
export const nightsText = (count: number) => tn('stayUi.common.nights', count);
export const adultsText = (count: number) => tn('stayUi.common.adults', count);
export const roomsText = (count: number) => tn('stayUi.common.rooms', count);
