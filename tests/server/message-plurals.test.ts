import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { translate } from '../../src/server/i18n';
import { plurals } from '../helpers/plurals';

describe('messages with a count', () => {
  it('take the form of their count in English: 1 bottle, 2 bottles', () => {
    expect(translate('en', 'cart.stockShort', { count: '1' })).toBe('Only 1 bottle left in stock');
    expect(translate('en', 'cart.stockShort', { count: '2' })).toBe('Only 2 bottles left in stock');
    expect(translate('en', 'cart.stockShort', { count: 0 })).toBe('Only 0 bottles left in stock');
    expect(translate('en', 'order.stockShort', { title: 'Cliffside Grand Vin 2019', count: '1' })).toBe('Cliffside Grand Vin 2019: only 1 bottle left');
    expect(translate('en', 'auth.codeCooldown', { count: '1' })).toBe('Please wait 1 second before requesting another code');
    expect(translate('en', 'stay.roomsTooMany', { count: '1' })).toBe('Only 1 room of this kind is free for these dates');
    expect(translate('en', 'stay.holdCap', { max: '2', count: '1', day: '2026-12-01' })).toContain('they hold 1 room for the night of 2026-12-01 already');
    expect(translate('en', 'staffCatalogue.slotBooked', { slot: '10:00', date: '2026-12-01', count: '1' })).toBe('The 10:00 slot cannot be removed: 1 place is booked on 2026-12-01');
    expect(translate('en', 'staffCatalogue.stockBelowHeld', { count: '1', held: '3', onHand: '4' })).toBe(
      'Only 1 bottle is free: unpaid orders hold 3 of the 4 in stock, so at most 1 can be taken away',
    );
  });

  it('have one form in Chinese, with the count in it', () => {
    expect(translate('cn', 'cart.stockShort', { count: '1' })).toBe('库存仅剩1瓶');
    expect(translate('tw', 'cart.stockShort', { count: '2' })).toBe('庫存僅剩2瓶');
    expect(translate('tw', 'auth.codeCooldown', { count: '1' })).toBe('請1秒後再獲取驗證碼');
  });

  it('are given both forms in every language, each with the count, the English ones differing', () => {
    const en = plurals(MESSAGES.en);
    expect(en.size).toBeGreaterThanOrEqual(10);
    for (const lang of ['cn', 'tw', 'en'] as const) {
      const forms = plurals(MESSAGES[lang]);
      expect([...forms.keys()], lang).toEqual([...en.keys()]);
      for (const [key, { one, other }] of forms) {
        expect(one, `${lang} ${key}.one`).toContain('{{count}}');
        expect(other, `${lang} ${key}.other`).toContain('{{count}}');
      }
    }
    for (const [key, { one, other }] of en) expect(one, key).not.toBe(other);
  });

  it('fall back to the generic failure when no count is given, never to an object', () => {
    expect(translate('en', 'cart.stockShort')).toBe(translate('en', 'error.requestFailed'));
    expect(translate('en', 'cart.stockShort', { stock: '1' })).toBe(translate('en', 'error.requestFailed'));
  });
});
