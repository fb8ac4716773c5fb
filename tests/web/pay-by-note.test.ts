import { describe, expect, it } from 'vitest';
import { bookingPayBy, estateMs, payByWhen } from '../../src/contract/booking';
import { payByText } from '../../src/web/components/pay-by-note';
import { loadLocale, loadStrings } from '../../src/web/lib/i18n';

/** 01:30 on 1 December 2026, estate time: a member books a visit at 10:00 the same day. */
const NIGHT = estateMs('2026-12-01', '01:30');
const SLOT = estateMs('2026-12-01', '10:00');
const text = (ms: number) => {
  const s = new Date(ms + 8 * 3_600_000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
};

describe('the deadline a booking form states before payment', () => {
  it('is the validity after booking, capped at the start of the visit', () => {
    expect(bookingPayBy(NIGHT, 86_400, SLOT)).toBe(SLOT);
    expect(bookingPayBy(NIGHT, 3_600, SLOT)).toBe(NIGHT + 3_600_000);
    expect(payByWhen('2026-12-01 10:00:00', NIGHT)).toEqual({ day: 'today', date: '2026-12-01', time: '10:00' });
    // 23:30 estate time is 15:30 UTC: "today" is the estate's day, not the UTC one
    expect(payByWhen('2026-12-02 09:00:00', estateMs('2026-12-01', '23:30'))).toMatchObject({ day: 'tomorrow' });
    expect(payByWhen('2026-12-05 14:00:00', NIGHT)).toMatchObject({ day: 'later' });
  });

  // the browser's clock in China (UTC+8), in New York (UTC-5) and in London (UTC+0), minutes east of UTC
  const CHINA = 480;
  const NEW_YORK = -300;

  it.each([
    ['en', 'Pay by 10:00 today to keep this booking.', 'Pay by 01:30 tomorrow to keep this booking.', 'Pay by 14:00 on Sat, Dec 5 to keep this booking.'],
    ['cn', '请在今天10:00前完成支付，以保留此预订。', '请在明天01:30前完成支付，以保留此预订。', '请在12月5日周六 14:00前完成支付，以保留此预订。'],
    ['tw', '請在今天10:00前完成付款，以保留此預訂。', '請在明天01:30前完成付款，以保留此預訂。', '請在12月5日週六 14:00前完成付款，以保留此預訂。'],
  ] as const)('reads in %s, a later day written as the screens write dates', async (lang, today, tomorrow, later) => {
    await loadLocale(lang);
    await loadStrings('all');
    expect(payByText(text(bookingPayBy(NIGHT, 86_400, SLOT)), NIGHT, CHINA)).toBe(today);
    expect(payByText(text(NIGHT + 86_400_000), NIGHT, CHINA)).toBe(tomorrow);
    expect(payByText('2026-12-05 14:00:00', NIGHT, CHINA)).toBe(later);
  });

  it.each([
    ['en', 'Pay by 10:00 today (China time) to keep this booking.', 'Pay by 14:00 on Sat, Dec 5 (China time) to keep this booking.'],
    ['cn', '请在今天10:00（北京时间）前完成支付，以保留此预订。', '请在12月5日周六 14:00（北京时间）前完成支付，以保留此预订。'],
    ['tw', '請在今天10:00（北京時間）前完成付款，以保留此預訂。', '請在12月5日週六 14:00（北京時間）前完成付款，以保留此預訂。'],
  ] as const)('says China time in %s where the browser is elsewhere', async (lang, today, later) => {
    await loadLocale(lang);
    await loadStrings('all');
    expect(payByText('2026-12-01 10:00:00', NIGHT, NEW_YORK)).toBe(today);
    expect(payByText('2026-12-05 14:00:00', NIGHT, 0)).toBe(later);
  });

  it('counts today and tomorrow on the China clock, whatever the browser\'s day', async () => {
    await loadLocale('en');
    await loadStrings('all');
    // at 08:30 on 2 December in China it is still 19:30 on the 1st in New York: 10:00 on the 2nd is today
    expect(payByText('2026-12-02 09:00:00', estateMs('2026-12-01', '23:30'), NEW_YORK)).toBe('Pay by 09:00 tomorrow (China time) to keep this booking.');
    expect(payByText('2026-12-02 10:00:00', estateMs('2026-12-02', '08:30'), NEW_YORK)).toBe('Pay by 10:00 today (China time) to keep this booking.');
  });
});
