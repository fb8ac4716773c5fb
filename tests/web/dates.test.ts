import { describe, expect, it } from 'vitest';
import { formatDate, isoDate, shortDay } from '../../src/web/lib/dates';
import { loadLocale } from '../../src/web/lib/i18n';

/** Calendar dates as the screens write them, per language; a date never moves a day with the clock's zone. */
describe('calendar dates', () => {
  it.each([
    ['en', 'November 12, 2026', 'Thu, Nov 12'],
    ['cn', '2026年11月12日', '11月12日周四'],
    ['tw', '2026年11月12日', '11月12日週四'],
  ] as const)('in %s: a content date long, a booking day short with its weekday', async (lang, long, short) => {
    await loadLocale(lang);
    expect(formatDate('2026-11-12')).toBe(long);
    expect(formatDate('2026-11-12 23:59:59')).toBe(long);
    expect(shortDay('2026-11-12').replace(/\s/g, ' ')).toBe(short);
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(shortDay('')).toBe('');
    expect(isoDate('2026-11-12 08:00:00')).toBe('2026-11-12');
  });
});
