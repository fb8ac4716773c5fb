import { assign, fromPromise, not, setup } from 'xstate';
import { CART_LINE_MAX } from '../src/contract/cart';
import type { GuestCartLine } from '../src/contract/guest-cart';
import { formatCents, formatFen } from '../src/contract/money';
import { failureNotice, quantityLimit, quantityProblem, type CartNotice } from './cart.machine';

/** What the guest cart shows of a wine: from the public wine list the site already calls. */
export interface GuestWine {
  id: number;
  title: string;
  images: string[];
  volume: string;
  /** today's price, a decimal string of yuan / dollars */
  price: string;
  dollar_price: string;
  /** the list price while a promotion reduces it, else '' */
  original_price: string;
  stock: number;
  is_sell: number;
}

export interface GuestCartContext {
  lines: GuestCartLine[];
  /** the wines on the site, by id (null until loaded): a line whose wine is missing is no longer sold */
  wines: Record<number, GuestWine> | null;
  notice: CartNotice | null;
  /** counts the quantities put back (as the member's cart): the view redraws its boxes when it changes */
  putBack: number;
}

export type GuestCartEvent =
  | { type: 'CHANGE_QUANTITY'; id: number; count: number }
  | { type: 'REMOVE'; id: number }
  | { type: 'SIGN_IN' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export type GuestLineState = 'available' | 'soldOut' | 'notSold';

/** A line of the guest cart as the screen shows it: the wine (or null when it is gone), its state and subtotal. */
export interface GuestCartRow {
  goods_id: number;
  count: number;
  wine: GuestWine | null;
  state: GuestLineState;
  /** bottles the wine has now (0 when it is not sold) */
  stock: number;
  /** the line's subtotal ('' when the line cannot be bought) */
  price: string;
  dollar_price: string;
}

/** "388.00" → 38800 (the list answers two decimals); anything else counts as 0. */
function minor(decimal: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(decimal);
  return match ? Number(match[1]) * 100 + Number(match[2]) : 0;
}

function stateOf(wine: GuestWine | null): GuestLineState {
  if (!wine || wine.is_sell !== 1) return 'notSold';
  return wine.stock > 0 ? 'available' : 'soldOut';
}

/**
 * The guest cart's rows and totals: today's prices of the wines still sold and in stock (a line
 * above the stock counts only the bottles there are, as the merge would add them).
 */
export function guestCartRows(context: Pick<GuestCartContext, 'lines' | 'wines'>) {
  let fen = 0;
  let cents = 0;
  let bottles = 0;
  const rows: GuestCartRow[] = context.lines.map((line) => {
    const wine = context.wines?.[line.goods_id] ?? null;
    const state = stateOf(wine);
    if (state !== 'available' || !wine) return { goods_id: line.goods_id, count: line.count, wine, state, stock: wine?.is_sell === 1 ? wine.stock : 0, price: '', dollar_price: '' };
    const n = Math.min(line.count, wine.stock);
    const lineFen = minor(wine.price) * n;
    const lineCents = minor(wine.dollar_price) * n;
    fen += lineFen;
    cents += lineCents;
    bottles += n;
    return { goods_id: line.goods_id, count: line.count, wine, state, stock: wine.stock, price: formatFen(lineFen), dollar_price: formatCents(lineCents) };
  });
  return { rows, bottles, price_sum: formatFen(fen), dollar_price_sum: formatCents(cents) };
}

const lineOf = (context: GuestCartContext, id: number) => context.lines.find((line) => line.goods_id === id);
/** the line as the cart's quantity rules read it: what it holds and the stock of a wine still sold */
const ruleLine = (context: GuestCartContext, id: number) => {
  const line = lineOf(context, id);
  const wine = context.wines?.[id] ?? null;
  return line ? { product_count: line.count, stock: stateOf(wine) === 'notSold' ? 0 : wine!.stock } : undefined;
};

function limitNotice(line: { product_count: number; stock: number }, clamped: boolean): CartNotice {
  const limit = quantityLimit(line);
  if (limit === CART_LINE_MAX) return clamped ? { tone: 'error', message: 'cart.countClamped', params: { max: limit } } : { tone: 'error', message: 'cart.countMax' };
  return { tone: 'error', message: clamped ? 'cart.stockClamped' : 'cart.stockShort', params: { count: limit } };
}

const withCount = (lines: GuestCartLine[], id: number, count: number) => lines.map((line) => (line.goods_id === id ? { ...line, count } : line));

/**
 * The guest cart on /cart (issue 16): the wines a guest kept in the browser, shown with today's
 * price from the public wine list (one call; a wine missing from it is no longer sold, one with
 * no stock sold out). Quantities follow the member cart's rules (1…99 and the stock: below
 * refused and the box put back, above set to the limit with a message); a line can be removed;
 * every change is written back to the browser's guest cart (`storeLines`, which also moves the
 * header's count). "Sign in to check out" goes to sign-in and back to /cart, where the merge
 * (after-sign-in) has put the lines into the member's cart.
 */
export const guestCartMachine = setup({
  types: {
    context: {} as GuestCartContext,
    events: {} as GuestCartEvent,
    input: {} as { lines: GuestCartLine[] },
  },
  actors: {
    // supplied by the web layer (guest-cart.actors.ts): the wines on the site, by id
    loadWines: fromPromise<Record<number, GuestWine>>(async () => {
      throw new Error('loadWines must be provided');
    }),
  },
  guards: {
    isEmpty: ({ context }) => context.lines.length === 0,
    hasLine: ({ context, event }) => 'id' in event && lineOf(context, event.id) !== undefined,
    isTooFew: ({ event }) => event.type === 'CHANGE_QUANTITY' && quantityProblem({ product_count: 1, stock: CART_LINE_MAX }, event.count) === 'cart.countInvalid',
    /** above the limit, and the line already holds the limit: nothing to change */
    isAtLimit: ({ context, event }) => {
      const line = event.type === 'CHANGE_QUANTITY' ? ruleLine(context, event.id) : undefined;
      return event.type === 'CHANGE_QUANTITY' && line !== undefined && event.count > quantityLimit(line) && line.product_count === quantityLimit(line);
    },
    isOverLimit: ({ context, event }) => {
      const line = event.type === 'CHANGE_QUANTITY' ? ruleLine(context, event.id) : undefined;
      return event.type === 'CHANGE_QUANTITY' && line !== undefined && event.count > quantityLimit(line);
    },
    isNewQuantity: ({ context, event }) => event.type === 'CHANGE_QUANTITY' && lineOf(context, event.id)?.count !== event.count,
  },
  actions: {
    setWines: assign({ wines: (_, params: { wines: Record<number, GuestWine> }) => params.wines }),
    setNotice: assign({ notice: (_, params: CartNotice) => params }),
    setFailure: assign({ notice: (_, params: { error: unknown }) => failureNotice(params.error) }),
    clearNotice: assign({ notice: null }),
    putBackQuantity: assign({ putBack: ({ context }) => context.putBack + 1 }),
    setCount: assign({ lines: ({ context }, params: { id: number; count: number }) => withCount(context.lines, params.id, params.count) }),
    removeLine: assign({ lines: ({ context }, params: { id: number }) => context.lines.filter((line) => line.goods_id !== params.id) }),
    // supplied by the web layer: write the lines back to the browser's guest cart; go to sign-in and back
    storeLines: (_, _params: { lines: GuestCartLine[] }) => {},
    goToSignIn: () => {},
  },
}).createMachine({
  id: 'guestCart',
  context: ({ input }) => ({ lines: input.lines, wines: null, notice: null, putBack: 0 }),
  initial: 'loading',
  states: {
    loading: {
      always: { guard: 'isEmpty', target: 'ready' },
      invoke: {
        id: 'loadWines',
        src: 'loadWines',
        onDone: { target: 'ready', actions: { type: 'setWines', params: ({ event }) => ({ wines: event.output }) } },
        // the state says the wines could not be read; the notice says why
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' } },
    },
    ready: {
      on: {
        CHANGE_QUANTITY: [
          { guard: not('hasLine'), actions: 'putBackQuantity' },
          { guard: 'isTooFew', actions: [{ type: 'setNotice', params: { tone: 'error', message: 'cart.countInvalid' } }, 'putBackQuantity'] },
          { guard: 'isAtLimit', actions: [{ type: 'setNotice', params: ({ context, event }) => limitNotice(ruleLine(context, event.id)!, false) }, 'putBackQuantity'] },
          {
            guard: 'isOverLimit',
            actions: [
              { type: 'setNotice', params: ({ context, event }) => limitNotice(ruleLine(context, event.id)!, true) },
              { type: 'setCount', params: ({ context, event }) => ({ id: event.id, count: quantityLimit(ruleLine(context, event.id)!) }) },
              { type: 'storeLines', params: ({ context }) => ({ lines: context.lines }) },
              'putBackQuantity',
            ],
          },
          {
            guard: 'isNewQuantity',
            actions: ['clearNotice', { type: 'setCount', params: ({ event }) => ({ id: event.id, count: event.count }) }, { type: 'storeLines', params: ({ context }) => ({ lines: context.lines }) }],
          },
        ],
        REMOVE: {
          guard: 'hasLine',
          actions: [
            { type: 'removeLine', params: ({ event }) => ({ id: event.id }) },
            { type: 'storeLines', params: ({ context }) => ({ lines: context.lines }) },
            { type: 'setNotice', params: { tone: 'success', message: 'cart.deleted' } },
          ],
        },
        SIGN_IN: { guard: not('isEmpty'), actions: 'goToSignIn' },
        DISMISS: { actions: 'clearNotice' },
      },
    },
  },
});
