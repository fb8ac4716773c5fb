import { assign, fromPromise, setup } from 'xstate';
import type { CartCount } from '../src/contract/cart';

export interface CartCountContext {
  count: number;
}

export type CartCountEvent =
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' }
  | { type: 'REFRESH' }
  /** signed out: the bottles in the guest cart kept in the browser (issue 16) */
  | { type: 'GUEST_COUNT'; count: number };

/**
 * The header's cart count (spec §4: fetched only when a token exists). A guest's count is the
 * guest cart kept in the browser (issue 16: `GUEST_COUNT`, nothing fetched);
 * a failure hides the badge (count 0) until the next refresh, e.g. after adding to the cart.
 */
export const cartCountMachine = setup({
  types: {
    context: {} as CartCountContext,
    events: {} as CartCountEvent,
  },
  actors: {
    // supplied by the web layer: POST /api/member/cart/list
    fetchCartCount: fromPromise<CartCount>(async () => {
      throw new Error('fetchCartCount must be provided');
    }),
  },
  actions: {
    setCount: assign({ count: (_, params: { count: number }) => Math.max(0, Math.trunc(params.count)) }),
    clearCount: assign({ count: 0 }),
  },
}).createMachine({
  id: 'cartCount',
  context: { count: 0 },
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'clearCount',
      on: { SIGNED_IN: 'loading', GUEST_COUNT: { actions: { type: 'setCount', params: ({ event }) => ({ count: event.count }) } } },
    },
    loading: {
      invoke: {
        id: 'fetchCartCount',
        src: 'fetchCartCount',
        onDone: { target: 'counted', actions: { type: 'setCount', params: ({ event }) => ({ count: event.output.count_sum }) } },
        onError: { target: 'failed', actions: 'clearCount' },
      },
      on: { SIGNED_OUT: 'signedOut', REFRESH: { target: 'loading', reenter: true } },
    },
    counted: {
      on: { SIGNED_OUT: 'signedOut', REFRESH: 'loading' },
    },
    failed: {
      on: { SIGNED_OUT: 'signedOut', REFRESH: 'loading' },
    },
  },
});
