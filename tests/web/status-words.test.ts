import { describe, expect, it } from 'vitest';
import { BOOKING_STATES } from '../../src/contract/booking';
import { BOOKING_STATE_WORDS } from '../../src/contract/status-words';
import cn from '../../src/web/locales/cn';
import en from '../../src/web/locales/en';
import tw from '../../src/web/locales/tw';

/** A state has one name per language on every member screen (one table: src/contract/status-words.ts). */
describe.each([
  ['cn', cn],
  ['tw', tw],
  ['en', en],
] as const)('status words (%s)', (lang, dict) => {
  it('visits, dinners and stays name each booking state alike', () => {
    for (const state of BOOKING_STATES) {
      expect(dict.visitUi.list.state[state], state).toBe(BOOKING_STATE_WORDS[state][lang]);
      expect(dict.stayUi.list.status[state], state).toBe(BOOKING_STATE_WORDS[state][lang]);
    }
  });

  it('an unpaid order is awaiting payment like an unpaid booking; a paid booking is confirmed', () => {
    expect(dict.orders.status['5']).toBe(BOOKING_STATE_WORDS.unpaid[lang]);
    expect(dict.orders.tab['5']).toBe(BOOKING_STATE_WORDS.unpaid[lang]);
    if (lang === 'en') expect([BOOKING_STATE_WORDS.unpaid.en, BOOKING_STATE_WORDS.paid.en]).toEqual(['Awaiting payment', 'Confirmed']);
  });
});
