import { and, assign, fromPromise, setup } from 'xstate';

export interface AddToCartInput {
  goodsId: number;
  stock: number;
}

export interface AddToCartContext {
  goodsId: number;
  stock: number;
  quantity: number;
  /** the readable message of the last failure */
  failure: string | null;
}

export type AddToCartEvent =
  | { type: 'ADD'; signedIn: boolean }
  | { type: 'INCREMENT' }
  | { type: 'DECREMENT' };

export interface CartAddInput {
  goodsId: number;
  quantity: number;
}

/** After a success or a failure, a new quantity or a new try clears the message. */
const AFTER_OUTCOME = {
  INCREMENT: { guard: 'canIncrement', target: 'idle', actions: 'increment' },
  DECREMENT: { guard: 'canDecrement', target: 'idle', actions: 'decrement' },
  ADD: [
    { guard: and(['isGuest', 'isInStock']), target: 'keeping' },
    { guard: 'isInStock', target: 'adding' },
  ],
} as const;

/**
 * "Add to cart" on a wine's page (spec §5: quantity above 0). A guest's choice is kept in the
 * guest cart in the browser (issue 16: `keepInGuestCart`; the header counts it) and the guest is
 * sent to sign in (`goToLogin`, with the page to come back to): signing in merges that cart into
 * the member's, so the wine is in the cart after signing in. A member's request either succeeds
 * ("Add to cart successfully", and the header's count is refreshed) or shows the failure.
 */
export const addToCartMachine = setup({
  types: {
    input: {} as AddToCartInput,
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
  },
  actors: {
    // supplied by the web layer: POST /api/member/cart/add
    addToCart: fromPromise<unknown, CartAddInput>(async () => {
      throw new Error('addToCart must be provided');
    }),
    // supplied by the web layer: src/web/lib/guest-cart.ts (refused past 99 bottles of a wine or 30 wines)
    keepInGuestCart: fromPromise<unknown, CartAddInput>(async () => {
      throw new Error('keepInGuestCart must be provided');
    }),
  },
  guards: {
    isInStock: ({ context }) => context.stock > 0,
    isGuest: ({ event }) => event.type === 'ADD' && !event.signedIn,
    canIncrement: ({ context }) => context.quantity < context.stock,
    canDecrement: ({ context }) => context.quantity > 1,
  },
  actions: {
    increment: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrement: assign({ quantity: ({ context }) => context.quantity - 1 }),
    setFailure: assign({
      failure: (_, params: { error: unknown }) =>
        params.error instanceof Error && params.error.message ? params.error.message : 'error.requestFailed',
    }),
    clearFailure: assign({ failure: null }),
    // supplied by the web layer
    goToLogin: () => {},
    refreshCart: () => {},
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({ goodsId: input.goodsId, stock: Math.max(0, input.stock), quantity: 1, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        INCREMENT: { guard: 'canIncrement', actions: 'increment' },
        DECREMENT: { guard: 'canDecrement', actions: 'decrement' },
        ADD: [
          { guard: and(['isGuest', 'isInStock']), target: 'keeping' },
          { guard: 'isInStock', target: 'adding' },
        ],
      },
    },
    /** a guest's choice kept in the browser, then on to sign in */
    keeping: {
      entry: 'clearFailure',
      invoke: {
        id: 'keepInGuestCart',
        src: 'keepInGuestCart',
        input: ({ context }) => ({ goodsId: context.goodsId, quantity: context.quantity }),
        onDone: { target: 'idle', actions: ['refreshCart', 'goToLogin'] },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    adding: {
      entry: 'clearFailure',
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ goodsId: context.goodsId, quantity: context.quantity }),
        onDone: { target: 'added', actions: 'refreshCart' },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** the quantity is kept; the visitor may add the same again */
    added: { on: AFTER_OUTCOME },
    failed: { on: AFTER_OUTCOME },
  },
});
