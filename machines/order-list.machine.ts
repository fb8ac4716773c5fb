import { assign, fromPromise, setup } from 'xstate';
import type { OrderList, OrderSummary, OrderTab } from '../src/contract/order';
import { ACTION_MESSAGES, canDo, factsOf, type ConfirmedAction, type OrderAction, type OrderActionInput, type OrderNotice } from './order-actions';

export interface OrderListInput {
  tab?: OrderTab;
}

export interface OrderListContext {
  tab: OrderTab;
  orders: OrderSummary[];
  total: number;
  page: number;
  target: { orderNo: string; action: ConfirmedAction } | null;
  notice: OrderNotice | null;
}

export type OrderListEvent =
  | { type: 'SELECT_TAB'; tab: OrderTab }
  | { type: 'LOAD_MORE' }
  | { type: 'PAY'; orderNo: string }
  | { type: 'CANCEL_ORDER'; orderNo: string }
  | { type: 'CONFIRM_RECEIPT'; orderNo: string }
  | { type: 'DELETE_ORDER'; orderNo: string }
  | { type: 'CONFIRM' }
  | { type: 'ABORT' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export interface LoadOrdersInput {
  tab: OrderTab;
  page: number;
}

/** Whether the goods order machine lets the member do this to that row now. */
export function isAllowed(orders: OrderSummary[], orderNo: string, action: OrderAction): boolean {
  const order = orders.find((o) => o.order_no === orderNo);
  return !!order && canDo(factsOf(order), action);
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const ask = (action: ConfirmedAction) => ({
  guard: { type: 'isAllowed' as const, params: ({ event }: { event: { orderNo: string } }) => ({ orderNo: event.orderNo, action }) },
  target: 'confirming' as const,
  actions: { type: 'setTarget' as const, params: ({ event }: { event: { orderNo: string } }) => ({ orderNo: event.orderNo, action }) },
});

/** Another tab starts over from its first page (not while a confirmed action runs). */
const SELECT_TAB = {
  guard: 'isOtherTab' as const,
  target: '#orderList.loading' as const,
  // from loading itself too: the running read is dropped and the new tab's starts
  reenter: true,
  actions: [{ type: 'setTab' as const, params: ({ event }: { event: { tab: OrderTab } }) => ({ tab: event.tab }) }, 'clearNotice' as const],
};

/**
 * "My orders" (/orderList; spec §4 tabs all, 5, 10, 15, 8 and per-row actions): a page of orders
 * per tab, more on demand, and the row actions the goods order machine allows — pay goes to
 * the payment screen, cancel / confirm receipt / delete each ask first, then the list is read
 * again so every row shows what the server now holds.
 */
export const orderListMachine = setup({
  types: {
    input: {} as OrderListInput,
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
  },
  actors: {
    // supplied by the web layer (orders.actors.ts)
    loadOrders: fromPromise<OrderList, LoadOrdersInput>(async () => {
      throw new Error('loadOrders must be provided');
    }),
    runOrderAction: fromPromise<unknown, OrderActionInput>(async () => {
      throw new Error('runOrderAction must be provided');
    }),
  },
  guards: {
    isAllowed: ({ context }, params: { orderNo: string; action: OrderAction }) => isAllowed(context.orders, params.orderNo, params.action),
    isOtherTab: ({ context, event }) => event.type === 'SELECT_TAB' && event.tab !== context.tab,
    hasMore: ({ context }) => context.orders.length < context.total,
  },
  actions: {
    setTab: assign({ tab: (_, params: { tab: OrderTab }) => params.tab, orders: [], total: 0, page: 1 }),
    setPage: assign((_, params: { list: OrderList }) => ({ orders: params.list.list, total: params.list.total, page: params.list.page })),
    appendPage: assign(({ context }, params: { list: OrderList }) => ({
      orders: [...context.orders, ...params.list.list.filter((o) => !context.orders.some((known) => known.order_no === o.order_no))],
      total: params.list.total,
      page: params.list.page,
    })),
    setTarget: assign({ target: (_, params: { orderNo: string; action: ConfirmedAction }) => params, notice: null }),
    clearTarget: assign({ target: null }),
    setNotice: assign({ notice: (_, params: OrderNotice) => params }),
    clearNotice: assign({ notice: null }),
    // supplied by the web layer
    goToPay: (_, _params: { orderNo: string }) => {},
  },
}).createMachine({
  id: 'orderList',
  context: ({ input }) => ({ tab: input.tab ?? 'all', orders: [], total: 0, page: 1, target: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      on: { SELECT_TAB: SELECT_TAB },
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ tab: context.tab, page: 1 }),
        onDone: { target: 'list', actions: { type: 'setPage', params: ({ event }) => ({ list: event.output }) } },
        // the state says the list could not be read; the notice says why
        onError: { target: 'failed', actions: { type: 'setNotice', params: ({ event }) => ({ tone: 'error', message: messageOf(event.error, 'order.listFailed') }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' }, SELECT_TAB: SELECT_TAB },
    },
    list: {
      on: {
        SELECT_TAB: SELECT_TAB,
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
        PAY: {
          guard: { type: 'isAllowed', params: ({ event }) => ({ orderNo: event.orderNo, action: 'pay' }) },
          actions: { type: 'goToPay', params: ({ event }) => ({ orderNo: event.orderNo }) },
        },
        CANCEL_ORDER: ask('cancel'),
        CONFIRM_RECEIPT: ask('receive'),
        DELETE_ORDER: ask('delete'),
        DISMISS: { actions: 'clearNotice' },
      },
    },
    loadingMore: {
      on: { SELECT_TAB: SELECT_TAB },
      invoke: {
        id: 'loadMoreOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ tab: context.tab, page: context.page + 1 }),
        onDone: { target: 'list', actions: { type: 'appendPage', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'list', actions: { type: 'setNotice', params: { tone: 'error', message: 'order.listFailed' } } },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'acting',
        ABORT: { target: 'list', actions: 'clearTarget' },
      },
    },
    acting: {
      invoke: {
        id: 'runOrderAction',
        src: 'runOrderAction',
        input: ({ context }) => context.target!,
        onDone: {
          target: 'loading',
          actions: [{ type: 'setNotice', params: ({ context }) => ({ tone: 'success', message: ACTION_MESSAGES[context.target!.action].done }) }, 'clearTarget'],
        },
        // read again either way: a refusal usually means the order moved on (paid, expired, …)
        onError: {
          target: 'loading',
          actions: [
            {
              type: 'setNotice',
              params: ({ context, event }) => ({ tone: 'error', message: messageOf(event.error, ACTION_MESSAGES[context.target!.action].failed) }),
            },
            'clearTarget',
          ],
        },
      },
    },
  },
});
