import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StayPolicy } from '../../src/web/features/stay/stay-bits';
import { loadLocale, loadStrings } from '../../src/web/lib/i18n';

/**
 * How long an unpaid stay is held is ORDER_VALIDITY_S after booking, never past check-in (14:00):
 * the policy says so, with no fixed figure that a configuration or a near check-in makes untrue.
 */
const HELD = {
  en: 'An unpaid booking is held until the payment deadline shown when you book, never later than check-in at 14:00, then released.',
  cn: '未支付的预订保留至预订时显示的付款截止时间（最晚不超过入住当天14:00），逾期自动释放。',
  tw: '未支付的預訂保留至預訂時顯示的付款截止時間（最晚不超過入住當天14:00），逾期自動釋放。',
} as const;
const FIXED_HOLD = /held for \d+|保留\s*\d+/;

describe.each(['en', 'cn', 'tw'] as const)('the stay policy on holding an unpaid booking (%s)', (lang) => {
  it('says it is held until the deadline shown, at the latest check-in, and names no fixed time', async () => {
    await loadLocale(lang);
    await loadStrings('all');
    const items = [...renderToStaticMarkup(<StayPolicy />).matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toContain(HELD[lang]);
    for (const item of items) expect(item).not.toMatch(FIXED_HOLD);
  });
});
