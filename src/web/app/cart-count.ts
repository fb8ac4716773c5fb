import { createActor, fromPromise } from 'xstate';
import { cartCountMachine } from '../../../machines/cart-count.machine';
import { unwrap } from '../lib/api-client';
import { guestCartCount } from '../lib/guest-cart';
import { GUEST_CART_EVENT } from '../lib/guest-cart-key';

/**
 * The cart count shown in the header: one actor for the whole app, so any screen that changes
 * the cart (the wine page's "add to cart") can send it REFRESH.
 */
export const cartCount = createActor(
  cartCountMachine.provide({
    actors: {
      // the cart's contract arrives with the first count: a guest's first visit does without it
      fetchCartCount: fromPromise(async () => {
        const { cartList } = await import('../../contract/cart');
        return { count_sum: (await unwrap(cartList, {})).count_sum };
      }),
    },
  }),
).start();

export function refreshCartCount() {
  cartCount.send({ type: 'REFRESH' });
  cartCount.send({ type: 'GUEST_COUNT', count: guestCartCount() });
}

// a guest's count is the guest cart's (issue 16); a merge after signing in changes the member's
addEventListener(GUEST_CART_EVENT, refreshCartCount);
