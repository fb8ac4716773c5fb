import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../helpers/test-app';
import { addressOf, orderOf, quickMember, wines, type TestApp } from './shop-helpers';

/**
 * Order numbers are the time to the second and 6 random digits: two orders of one second may
 * draw the same digits. The second then draws again instead of failing the checkout.
 */
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(async () => t?.close());

describe('a clash of order numbers', () => {
  it('draws again: both checkouts of the same second make their order', async () => {
    const [wine] = await wines(t);
    const first = await quickMember(t, 'first');
    const second = await quickMember(t, 'second');
    const [firstAddress, secondAddress] = [await addressOf(t, first), await addressOf(t, second)];
    // one second for both checkouts (the clock stands still; sessions stay valid)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const stamp = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
    try {
      // the first order draws 000042; so does the second, once, then 000043
      vi.mocked(randomInt).mockImplementation(((min: number) => (min === 0 ? 42 : 0)) as typeof randomInt);
      const a = await orderOf(t, first, firstAddress, [[wine!.id, 1]]);
      let draws = 0;
      vi.mocked(randomInt).mockImplementation(((min: number) => (min === 0 ? (draws++ === 0 ? 42 : 43) : 0)) as typeof randomInt);
      const b = await orderOf(t, second, secondAddress, [[wine!.id, 1]]);
      expect(a.order_no).toBe(`G${stamp}000042`);
      expect(b.order_no).toBe(`G${stamp}000043`);
      expect(draws).toBe(2);
    } finally {
      vi.mocked(randomInt).mockRestore();
      vi.useRealTimers();
    }
  });
});
