/**
 * The cart (spec §3 Cart, §5 "quantity must be above 0; a maximum-add message", "at least one
 * selected item before checkout", §7 "delete cart goods" confirm): expected values from the spec.
 */
import { describe, expect, it } from 'vitest';
import { cartMachine } from '../../machines/cart.machine';
import type { CartSummary } from '../../src/contract/cart';
import { harness } from '../helpers/machine-harness';

const line = {
  id: 11, goods_id: 3, title: 'Cliffside Red 2021', en_title: 'Cliffside Red 2021', tw_title: '崖畔紅 2021', product_spec: '750ml',
  images: ['/media/demo/bottle-red.svg'], price: '388.00', dollar_price: '55.00', product_count: 2, stock: 40, is_selected: 1, available: 1,
};
const soldOut = { ...line, id: 12, goods_id: 4, stock: 0, is_selected: 0, available: 0 };
const cart = { count_sum: 2, product_count: 2, price_sum: '776.00', dollar_price_sum: '110.00', items: [line, soldOut] } as unknown as CartSummary;
const nothingSelected = { ...cart, product_count: 0, price_sum: '0.00', items: [{ ...line, is_selected: 0 }, soldOut] } as unknown as CartSummary;

async function loaded(summary: CartSummary = cart) {
  const h = harness(cartMachine, { actors: ['loadCart', 'changeCart'], effects: ['refreshCount', 'goToCheckout'] });
  await h.done('loadCart', summary);
  h.calls.length = 0;
  return h;
}

describe('cart', () => {
  it('a quantity of 0 (or less) is refused with its message, nothing is sent and the box is put back', async () => {
    const h = await loaded();
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: 0 });
    expect(h.context().putBack).toBe(1);
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: -1 });
    expect(h.waiting('changeCart')).toBe(0);
    expect(h.context().notice).toMatchObject({ tone: 'error', message: 'cart.countInvalid' });
    expect(h.context().putBack).toBe(2);
  });

  it('more than in stock is set to the stock, with a message saying so', async () => {
    const h = await loaded();
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: 150 });
    expect(h.inputOf('changeCart')).toEqual({ kind: 'update', id: 11, count: 40 });
    expect(h.context().notice).toMatchObject({ message: 'cart.stockClamped', params: { count: 40 } });
    await h.done('changeCart', { ...cart, items: [{ ...line, product_count: 40 }, soldOut] });
    expect(h.context().notice).toMatchObject({ message: 'cart.stockClamped' });
    // at the stock already: nothing to send, the box goes back to 40
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: 41 });
    expect(h.waiting('changeCart')).toBe(0);
    expect(h.context().notice).toMatchObject({ message: 'cart.stockShort', params: { count: 40 } });
    expect(h.context().putBack).toBe(1);
  });

  it('more than 99 is set to 99 when the stock allows, with the maximum message', async () => {
    const plenty = { ...cart, items: [{ ...line, stock: 500 }, soldOut] } as unknown as CartSummary;
    const h = await loaded(plenty);
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: 150 });
    expect(h.inputOf('changeCart')).toEqual({ kind: 'update', id: 11, count: 99 });
    expect(h.context().notice).toMatchObject({ message: 'cart.countClamped', params: { max: 99 } });
    await h.done('changeCart', { ...plenty, items: [{ ...line, stock: 500, product_count: 99 }, soldOut] });
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: 1000 });
    expect(h.waiting('changeCart')).toBe(0);
    expect(h.context().notice).toMatchObject({ message: 'cart.countMax' });
  });

  it('a change the server refuses puts the box back', async () => {
    const h = await loaded();
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: 3 });
    await h.fail('changeCart', 'Only 2 bottles left in stock');
    expect(h.context().notice).toMatchObject({ tone: 'error', message: 'Only 2 bottles left in stock' });
    expect(h.context().putBack).toBe(1);
  });

  it('a new quantity is sent, and the header count is refreshed from the answer', async () => {
    const h = await loaded();
    h.send({ type: 'CHANGE_QUANTITY', id: 11, count: 3 });
    expect(h.inputOf('changeCart')).toEqual({ kind: 'update', id: 11, count: 3 });
    await h.done('changeCart', { ...cart, count_sum: 3 });
    expect(h.called()).toEqual(['refreshCount']);
    expect(h.context().cart?.count_sum).toBe(3);
  });

  it('checkout needs a selected line: "Please select the goods for settlement" otherwise', async () => {
    const none = await loaded(nothingSelected);
    none.send({ type: 'CHECKOUT' });
    expect(none.called()).toEqual([]);
    expect(none.context().notice).toMatchObject({ tone: 'error', message: 'cart.noSelection' });
    const some = await loaded();
    some.send({ type: 'CHECKOUT' });
    expect(some.called()).toEqual(['goToCheckout']);
  });

  it('deleting asks first: abort deletes nothing, confirm deletes exactly the lines asked about', async () => {
    const h = await loaded();
    h.send({ type: 'DELETE', ids: [11] });
    expect(h.state()).toBe('confirmingDelete');
    h.send({ type: 'ABORT' });
    expect(h.state()).toBe('ready');
    expect(h.waiting('changeCart')).toBe(0);
    h.send({ type: 'DELETE', ids: [11] });
    h.send({ type: 'CONFIRM' });
    expect(h.inputOf('changeCart')).toEqual({ kind: 'delete', ids: [11] });
    await h.done('changeCart', { ...cart, items: [soldOut] });
    expect(h.context().notice).toMatchObject({ tone: 'success', message: 'cart.deleted' });
    expect(h.called()).toEqual(['refreshCount']);
  });

  it('a sold-out line cannot be selected; deleting nothing asks nothing', async () => {
    const h = await loaded();
    h.send({ type: 'TOGGLE', id: 12, selected: true });
    h.send({ type: 'DELETE', ids: [] });
    expect(h.state()).toBe('ready');
    expect(h.waiting('changeCart')).toBe(0);
  });
});
