import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { CARRIERS, TRACKING_STATES } from '../../src/contract/logistics';
import { REFUND_REASONS } from '../../src/contract/aftersales';
import cn from '../../src/web/locales/cn';
import en from '../../src/web/locales/en';
import tw from '../../src/web/locales/tw';

const UI = { cn, tw, en };

describe.each(['cn', 'tw', 'en'] as const)('after-sales strings in %s', (lang) => {
  it('the browser can show every refund message the machines and server name (no UI section shadows them)', () => {
    expect(UI[lang].refunds).toEqual(MESSAGES[lang].refunds);
  });

  it('names every refund reason, carrier and tracking state', () => {
    const strings = UI[lang].aftersales;
    for (const reason of REFUND_REASONS) expect(strings.refund.reasons[reason]).toBeTruthy();
    for (const carrier of CARRIERS) expect(strings.logistics.carriers[carrier]).toBeTruthy();
    for (const state of Object.keys(TRACKING_STATES)) expect(strings.logistics.states[state as keyof typeof TRACKING_STATES]).toBeTruthy();
  });
});
