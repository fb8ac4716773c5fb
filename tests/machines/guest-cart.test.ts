/**
 * The guest cart on /cart (issue 16): a guest sees the wines kept in the browser with today's
 * price, changes a quantity within 1…99 and the stock, removes a line, and signs in to check out.
 */
import { describe, expect, it } from 'vitest';
import { guestCartMachine, guestCartRows, type GuestWine } from '../../machines/guest-cart.machine';
import { harness } from '../helpers/machine-harness';

const red: GuestWine = { id: 3, title: 'Cliffside Red 2021', images: ['/media/demo/bottle-red.svg'], volume: '750ml', price: '388.00', dollar_price: '55.00', original_price: '', stock: 40, is_sell: 1 };
const white: GuestWine = { ...red, id: 4, title: 'Sea Breeze White', price: '128.50', dollar_price: '18.20', stock: 500 };
const soldOut: GuestWine = { ...red, id: 5, title: 'Old Vine', stock: 0 };
const wines = { 3: red, 4: white, 5: soldOut };
const lines = [
  { goods_id: 3, count: 2 },
  { goods_id: 4, count: 1 },
  { goods_id: 5, count: 1 },
  { goods_id: 9, count: 3 },
];

async function loaded(input = { lines }) {
  const h = harness(guestCartMachine, { input, actors: ['loadWines'], effects: ['storeLines', 'goToSignIn'] });
  await h.done('loadWines', wines);
  return h;
}
const stored = (h: Awaited<ReturnType<typeof loaded>>) => h.calls.filter((c) => c.type === 'storeLines').map((c) => (c.params as { lines: unknown }).lines);

describe('guest cart', () => {
  it('shows each line with today’s price; a sold-out wine and one no longer sold are marked and left out of the total', async () => {
    const h = await loaded();
    const { rows, bottles, price_sum, dollar_price_sum } = guestCartRows(h.context());
    expect(rows.map((r) => [r.goods_id, r.state, r.price])).toEqual([
      [3, 'available', '776.00'],
      [4, 'available', '128.50'],
      [5, 'soldOut', ''],
      [9, 'notSold', ''],
    ]);
    expect(rows[3]!.wine).toBeNull();
    expect(bottles).toBe(3);
    expect(price_sum).toBe('904.50');
    expect(dollar_price_sum).toBe('128.20');
  });

  it('an empty guest cart calls nothing and shows the empty cart', () => {
    const h = harness(guestCartMachine, { input: { lines: [] }, actors: ['loadWines'], effects: ['storeLines', 'goToSignIn'] });
    expect(h.state()).toBe('ready');
    expect(h.waiting('loadWines')).toBe(0);
    h.send({ type: 'SIGN_IN' });
    expect(h.called()).toEqual([]);
  });

  it('a failed load says so, with the reason the failure carries, and is tried again', async () => {
    const h = harness(guestCartMachine, { input: { lines }, actors: ['loadWines'], effects: ['storeLines', 'goToSignIn'] });
    await h.fail('loadWines', 'offline');
    expect(h.state()).toBe('failed');
    expect(h.context().notice).toEqual({ tone: 'error', message: 'offline' });
    h.send({ type: 'RETRY' });
    expect(h.waiting('loadWines')).toBe(1);
  });

  it('a new quantity is kept in the browser; 0 is refused and the box put back', async () => {
    const h = await loaded();
    h.send({ type: 'CHANGE_QUANTITY', id: 3, count: 5 });
    expect(stored(h)).toEqual([[{ goods_id: 3, count: 5 }, ...lines.slice(1)]]);
    expect(guestCartRows(h.context()).price_sum).toBe('2068.50');
    h.send({ type: 'CHANGE_QUANTITY', id: 3, count: 0 });
    expect(h.context().notice).toMatchObject({ tone: 'error', message: 'cart.countInvalid' });
    expect(h.context().putBack).toBe(1);
    expect(stored(h)).toHaveLength(1);
    // the same quantity changes nothing
    h.send({ type: 'CHANGE_QUANTITY', id: 3, count: 5 });
    expect(stored(h)).toHaveLength(1);
  });

  it('above the stock is set to the stock, above 99 to 99, with a message; at the limit nothing changes', async () => {
    const h = await loaded();
    h.send({ type: 'CHANGE_QUANTITY', id: 3, count: 150 });
    expect(h.context().lines[0]).toEqual({ goods_id: 3, count: 40 });
    expect(h.context().notice).toMatchObject({ message: 'cart.stockClamped', params: { count: 40 } });
    expect(h.context().putBack).toBe(1);
    h.send({ type: 'CHANGE_QUANTITY', id: 3, count: 41 });
    expect(h.context().notice).toMatchObject({ message: 'cart.stockShort', params: { count: 40 } });
    expect(stored(h)).toHaveLength(1);
    h.send({ type: 'CHANGE_QUANTITY', id: 4, count: 150 });
    expect(h.context().lines[1]).toEqual({ goods_id: 4, count: 99 });
    expect(h.context().notice).toMatchObject({ message: 'cart.countClamped', params: { max: 99 } });
    // a sold-out wine cannot grow, but can shrink
    h.send({ type: 'CHANGE_QUANTITY', id: 5, count: 2 });
    expect(h.context().lines[2]).toEqual({ goods_id: 5, count: 1 });
  });

  it('a line is removed and the browser’s cart written without it', async () => {
    const h = await loaded();
    h.send({ type: 'REMOVE', id: 4 });
    expect(h.context().lines.map((l: { goods_id: number }) => l.goods_id)).toEqual([3, 5, 9]);
    expect(stored(h)).toEqual([[lines[0], lines[2], lines[3]]]);
    expect(h.context().notice).toMatchObject({ tone: 'success', message: 'cart.deleted' });
    h.send({ type: 'REMOVE', id: 4 });
    expect(stored(h)).toHaveLength(1);
  });

  it('sign in to check out', async () => {
    const h = await loaded();
    h.send({ type: 'SIGN_IN' });
    expect(h.called()).toEqual(['goToSignIn']);
  });
});
