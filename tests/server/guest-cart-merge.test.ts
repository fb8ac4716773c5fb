import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { call, quickMember, setStock, wines, type Member, type TestApp } from './shop-helpers';

/**
 * The guest cart merged on sign-in (issue 16): each line added with the cart's own rules (the
 * line maximum of 99, the stock, a wine on sale), what could not be added reported with why in
 * the member's language, and a retry with the same token adding nothing twice.
 */
let t: TestApp;
let alice: Member;
let red: Awaited<ReturnType<typeof wines>>[number];
let white: Awaited<ReturnType<typeof wines>>[number];
let token = 0;

beforeAll(async () => {
  t = await testApp();
  alice = await quickMember(t, 'alice');
  const all = await wines(t);
  red = all[0]!;
  white = all[1]!;
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').execute();
  await setStock(t, red.id, 50);
  await setStock(t, white.id, 50);
});

const nextToken = () => `guest-cart-token-${String(++token).padStart(4, '0')}`;
const merge = (lines: string, mergeToken = nextToken(), lang = 'en', who = alice) => call(t, '/api/member/cart/merge', { lines, merge_token: mergeToken, lang }, who.headers);
const cartOf = async (who = alice) =>
  Object.fromEntries((await t.db.selectFrom('cart_items').select(['goods_id', 'product_count']).where('member_id', '=', who.id).execute()).map((r) => [r.goods_id, r.product_count]));

describe('merging a guest cart into the member’s', () => {
  it('adds each line onto the member’s own, with the count and the titles', async () => {
    await call(t, '/api/member/cart/add', { goods_id: String(red.id), product_count: '2' }, alice.headers);
    const answer = await merge(`${red.id}:3,${white.id}:1`);
    expect(answer).toMatchObject({ code: 1, msg: 'The wines you chose before signing in are in your cart' });
    expect(answer.data).toEqual({
      count_sum: 6,
      added: [
        { goods_id: red.id, title: expect.any(String), count: 3 },
        { goods_id: white.id, title: expect.any(String), count: 1 },
      ],
      refused: [],
    });
    expect(answer.data.added[0].title).not.toBe('');
    expect(await cartOf()).toEqual({ [red.id]: 5, [white.id]: 1 });
  });

  it('a retry with the same token adds nothing again and answers the first report', async () => {
    const mergeToken = nextToken();
    const first = await merge(`${red.id}:4`, mergeToken);
    const again = await merge(`${red.id}:4`, mergeToken);
    expect(again.data).toEqual(first.data);
    expect(await cartOf()).toEqual({ [red.id]: 4 });
    // another guest cart (a new token) is added again
    await merge(`${red.id}:4`);
    expect(await cartOf()).toEqual({ [red.id]: 8 });
  });

  it.each([
    ['en', 'Only 3 bottles left in stock'],
    ['cn', '库存仅剩3瓶'],
  ])('a line past the stock is refused and reported in %s; the rest is added', async (lang, reason) => {
    await setStock(t, red.id, 3);
    const answer = await merge(`${red.id}:5,${white.id}:2`, nextToken(), lang);
    expect(answer.data.added).toEqual([{ goods_id: white.id, title: expect.any(String), count: 2 }]);
    expect(answer.data.refused).toEqual([{ goods_id: red.id, title: expect.any(String), count: 5, reason }]);
    expect(await cartOf()).toEqual({ [white.id]: 2 });
  });

  it('the line maximum of 99: only what fits is added, the rest reported', async () => {
    await setStock(t, red.id, 500);
    await call(t, '/api/member/cart/add', { goods_id: String(red.id), product_count: '90' }, alice.headers);
    const answer = await merge(`${red.id}:20`);
    expect(answer.data.added).toEqual([{ goods_id: red.id, title: expect.any(String), count: 9 }]);
    expect(answer.data.refused).toEqual([{ goods_id: red.id, title: expect.any(String), count: 11, reason: 'You can add at most 99 bottles' }]);
    expect(await cartOf()).toEqual({ [red.id]: 99 });
  });

  it('a wine no longer sold, sold out or unknown is reported, nothing else changes', async () => {
    await setStock(t, white.id, 0);
    await t.db.updateTable('wines').set({ is_sell: 0 }).where('id', '=', red.id).execute();
    try {
      const answer = await merge(`${red.id}:1,${white.id}:1,999999:1`);
      expect(answer.data.added).toEqual([]);
      expect(answer.data.refused.map((r: { reason: string }) => r.reason)).toEqual(['No longer sold', 'Sold out', 'This wine does not exist']);
      expect(await cartOf()).toEqual({});
    } finally {
      await t.db.updateTable('wines').set({ is_sell: 1 }).where('id', '=', red.id).execute();
    }
  });

  it.each([['0:1'], [`1:0`], ['1:100'], ['abc'], [''], [Array.from({ length: 31 }, (_, k) => `${k + 1}:1`).join(',')]])('bad lines %j are refused and change nothing', async (lines) => {
    const answer = await merge(lines);
    expect(answer).toMatchObject({ code: 0, msg: 'The cart kept on this device could not be read' });
    expect(await cartOf()).toEqual({});
  });

  it('needs a signed-in member', async () => {
    const answer = await call(t, '/api/member/cart/merge', { lines: `${red.id}:1`, merge_token: nextToken() });
    expect(answer.status).toBe(401);
  });
});
