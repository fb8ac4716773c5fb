import { assign, fromPromise, setup } from 'xstate';
import { CART_LINE_MAX, type CartSummary } from '../src/contract/cart';

/** A message for the member: a message key, or a text the server already translated. */
export interface CartNotice {
  tone: 'success' | 'error';
  message: string;
  params?: Record<string, string | number>;
}

export interface CartContext {
  cart: CartSummary | null;
  /** the lines a delete asks about */
  pendingDelete: number[];
  notice: CartNotice | null;
  /**
   * Counts the quantities put back: a refused or failed quantity leaves the box showing the
   * cart's own count again (the view redraws its boxes when this changes), so the box and the
   * subtotal beside it never disagree.
   */
  putBack: number;
}

export type CartEvent =
  | { type: 'CHANGE_QUANTITY'; id: number; count: number }
  | { type: 'TOGGLE'; id: number; selected: boolean }
  | { type: 'TOGGLE_ALL'; selected: boolean }
  | { type: 'DELETE'; ids: number[] }
  | { type: 'CONFIRM' }
  | { type: 'ABORT' }
  | { type: 'CHECKOUT' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export type CartChange =
  | { kind: 'update'; id: number; count: number }
  | { kind: 'select'; ids: number[] | 'all'; selected: boolean }
  | { kind: 'delete'; ids: number[] };

const lineOf = (context: CartContext, id: number) => context.cart?.items.find((item) => item.id === id);

export type QuantityProblem = 'cart.countInvalid' | 'cart.countMax' | 'cart.stockShort';

/** Why a line cannot take this quantity (spec §5: above 0, at most 99, never more than in stock), or null. */
export function quantityProblem(line: { product_count: number; stock: number }, count: number): QuantityProblem | null {
  if (!Number.isInteger(count) || count <= 0) return 'cart.countInvalid';
  if (count > CART_LINE_MAX) return 'cart.countMax';
  // fewer is always allowed, even when the stock fell below the line meanwhile
  if (count > line.product_count && count > line.stock) return 'cart.stockShort';
  return null;
}
const problemOf = (context: CartContext, event: CartEvent) => {
  if (event.type !== 'CHANGE_QUANTITY') return null;
  const line = lineOf(context, event.id);
  return line ? quantityProblem(line, event.count) : 'cart.countInvalid';
};

/** The most a line may hold: 99, and no more than in stock (but never less than it holds now). */
export function quantityLimit(line: { product_count: number; stock: number }): number {
  return Math.min(CART_LINE_MAX, Math.max(line.product_count, line.stock));
}

/** A quantity above the limit becomes the limit; the message says which limit and that the box holds it. */
function limitNotice(line: { product_count: number; stock: number }, clamped: boolean): CartNotice {
  const limit = quantityLimit(line);
  if (limit === CART_LINE_MAX) return clamped ? { tone: 'error', message: 'cart.countClamped', params: { max: limit } } : { tone: 'error', message: 'cart.countMax' };
  return { tone: 'error', message: clamped ? 'cart.stockClamped' : 'cart.stockShort', params: { count: limit } };
}
const lineOfEvent = (context: CartContext, event: CartEvent) => (event.type === 'CHANGE_QUANTITY' ? lineOf(context, event.id) : undefined);
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'cart.requestFailed');
/** A failed call's notice: the readable reason it carries (no answer, the server's refusal). */
export const failureNotice = (error: unknown): CartNotice => ({ tone: 'error', message: messageOf(error) });

/**
 * The cart screen (spec §3 Cart, §5): quantities within 1…99 and the stock — below 1 refused
 * and the box put back, above the limit set to the limit with a message saying so —, selecting lines
 * (a sold-out line cannot be chosen), deleting behind a confirm, and checkout only with a
 * selected line ("Please select the goods for settlement"). Every change answers the whole
 * cart, so totals always come from the server; the header's count is refreshed after each.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    // supplied by the web layer (cart.actors.ts)
    loadCart: fromPromise<CartSummary>(async () => {
      throw new Error('loadCart must be provided');
    }),
    changeCart: fromPromise<CartSummary, CartChange>(async () => {
      throw new Error('changeCart must be provided');
    }),
  },
  guards: {
    isTooFew: ({ context, event }) => problemOf(context, event) === 'cart.countInvalid',
    /** above the limit, and the line already holds the limit: nothing to change */
    isAtLimit: ({ context, event }) => {
      const line = lineOfEvent(context, event);
      return event.type === 'CHANGE_QUANTITY' && line !== undefined && event.count > quantityLimit(line) && line.product_count === quantityLimit(line);
    },
    /** above the limit: the line is set to the limit */
    isOverLimit: ({ context, event }) => {
      const line = lineOfEvent(context, event);
      return event.type === 'CHANGE_QUANTITY' && line !== undefined && event.count > quantityLimit(line);
    },
    isNewQuantity: ({ context, event }) => event.type === 'CHANGE_QUANTITY' && lineOf(context, event.id)?.product_count !== event.count,
    isSelectable: ({ context, event }) => event.type === 'TOGGLE' && (!event.selected || lineOf(context, event.id)?.available === 1),
    hasLines: ({ event }) => event.type === 'DELETE' && event.ids.length > 0,
    hasSelection: ({ context }) => (context.cart?.product_count ?? 0) > 0,
  },
  actions: {
    setCart: assign({ cart: (_, params: { cart: CartSummary }) => params.cart }),
    setNotice: assign({ notice: (_, params: CartNotice) => params }),
    setFailure: assign({ notice: (_, params: { error: unknown }) => failureNotice(params.error) }),
    clearNotice: assign({ notice: null }),
    putBackQuantity: assign({ putBack: ({ context }) => context.putBack + 1 }),
    setPendingDelete: assign({ pendingDelete: (_, params: { ids: number[] }) => params.ids }),
    clearPendingDelete: assign({ pendingDelete: [] }),
    // supplied by the web layer
    refreshCount: () => {},
    goToCheckout: () => {},
  },
}).createMachine({
  id: 'cart',
  context: { cart: null, pendingDelete: [], notice: null, putBack: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: { target: 'ready', actions: [{ type: 'setCart', params: ({ event }) => ({ cart: event.output }) }, 'refreshCount'] },
        // the state says the cart could not be read; the notice says why
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' } },
    },
    ready: {
      on: {
        CHANGE_QUANTITY: [
          { guard: 'isTooFew', actions: [{ type: 'setNotice', params: { tone: 'error', message: 'cart.countInvalid' } }, 'putBackQuantity'] },
          {
            guard: 'isAtLimit',
            actions: [{ type: 'setNotice', params: ({ context, event }) => limitNotice(lineOf(context, event.id)!, false) }, 'putBackQuantity'],
          },
          {
            guard: 'isOverLimit',
            target: 'saving',
            actions: { type: 'setNotice', params: ({ context, event }) => limitNotice(lineOf(context, event.id)!, true) },
          },
          { guard: 'isNewQuantity', target: 'saving', actions: 'clearNotice' },
        ],
        TOGGLE: { guard: 'isSelectable', target: 'saving', actions: 'clearNotice' },
        TOGGLE_ALL: { target: 'saving', actions: 'clearNotice' },
        DELETE: { guard: 'hasLines', target: 'confirmingDelete', actions: { type: 'setPendingDelete', params: ({ event }) => ({ ids: event.ids }) } },
        CHECKOUT: [
          { guard: 'hasSelection', actions: 'goToCheckout' },
          { actions: { type: 'setNotice', params: { tone: 'error', message: 'cart.noSelection' } } },
        ],
        DISMISS: { actions: 'clearNotice' },
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM: 'deleting',
        ABORT: { target: 'ready', actions: 'clearPendingDelete' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteLines',
        src: 'changeCart',
        input: ({ context }) => ({ kind: 'delete' as const, ids: context.pendingDelete }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
            'clearPendingDelete',
            { type: 'setNotice', params: { tone: 'success', message: 'cart.deleted' } },
            'refreshCount',
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearPendingDelete', { type: 'setNotice', params: { tone: 'error', message: 'cart.deleteFailed' } }],
        },
      },
    },
    saving: {
      invoke: {
        id: 'changeCart',
        src: 'changeCart',
        input: ({ context, event }): CartChange => {
          // a quantity above the limit is sent as the limit
          if (event.type === 'CHANGE_QUANTITY') return { kind: 'update', id: event.id, count: Math.min(event.count, quantityLimit(lineOf(context, event.id)!)) };
          if (event.type === 'TOGGLE') return { kind: 'select', ids: [event.id], selected: event.selected };
          if (event.type === 'TOGGLE_ALL') return { kind: 'select', ids: 'all', selected: event.selected };
          throw new Error(`saving entered by ${event.type}`);
        },
        onDone: { target: 'ready', actions: [{ type: 'setCart', params: ({ event }) => ({ cart: event.output }) }, 'refreshCount'] },
        onError: { target: 'ready', actions: [{ type: 'setFailure', params: ({ event }) => ({ error: event.error }) }, 'putBackQuantity'] },
      },
    },
  },
});
