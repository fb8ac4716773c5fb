import { createActor, fromPromise } from 'xstate';
import { cartCountMachine } from '../../../machines/cart-count.machine';
import { cartList } from '../../contract/cart';
import { unwrap } from '../lib/api-client';

/**
 * The cart count shown in the header: one actor for the whole app, so any screen that changes
 * the cart (the wine page's "add to cart") can send it REFRESH.
 */
export const cartCount = createActor(
  cartCountMachine.provide({
    actors: { fetchCartCount: fromPromise(async () => ({ count_sum: (await unwrap(cartList, {})).count_sum })) },
  }),
).start();

export function refreshCartCount() {
  cartCount.send({ type: 'REFRESH' });
}
