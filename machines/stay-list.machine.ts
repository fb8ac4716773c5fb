import { assign, fromPromise, setup } from 'xstate';
import type { BookingDetail, BookingFilter, BookingItem, BookingList } from '../src/contract/booking';
import type { BookingAction } from './booking-actions';
import { actionsOf, cancelTermsOf, type CancelTerms } from './stay-rules';

export type StayAction = Exclude<BookingAction, 'pay'>;

export interface StayListContext {
  filter: BookingFilter;
  stays: BookingItem[];
  total: number;
  page: number;
  /** the row asked about, with what cancelling it would refund as of the click */
  target: { orderNo: string; action: StayAction; terms: CancelTerms } | null;
  /** a message key or a text the server translated */
  notice: { tone: 'success' | 'error'; message: string } | null;
  /** the stay whose detail is open, and its detail once read */
  detailNo: string | null;
  detail: BookingDetail | null;
  failure: string | null;
}

/** Row events carry the instant of the click: the cancellation policy depends on it. */
export type StayListEvent =
  | { type: 'SELECT_FILTER'; filter: BookingFilter }
  | { type: 'LOAD_MORE' }
  | { type: 'PAY'; orderNo: string; at: number }
  | { type: 'CANCEL'; orderNo: string; at: number }
  | { type: 'DELETE'; orderNo: string; at: number }
  | { type: 'CONFIRM' }
  | { type: 'ABORT' }
  | { type: 'OPEN_DETAIL'; orderNo: string }
  | { type: 'CLOSE_DETAIL' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export interface StayListInput {
  filter?: BookingFilter;
  /** a stay whose detail opens once the list is read (/stayList?order_no=…, from the pay status screen) */
  open?: string | null;
}

export interface StayActionInput {
  orderNo: string;
  action: StayAction;
}

const DONE: Record<StayAction, string> = { cancel: 'stayUi.list.done.cancel', delete: 'stayUi.list.done.delete' };
const FAILED: Record<StayAction, string> = { cancel: 'stayUi.list.failedAction.cancel', delete: 'stayUi.list.failedAction.delete' };
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

const find = (stays: BookingItem[], orderNo: string) => stays.find((item) => item.order_no === orderNo);
const ask = (action: StayAction) => ({
  guard: { type: 'isAllowed' as const, params: ({ event }: { event: { orderNo: string; at: number } }) => ({ ...event, action }) },
  target: 'confirming' as const,
  actions: { type: 'setTarget' as const, params: ({ event }: { event: { orderNo: string; at: number } }) => ({ ...event, action }) },
});
const SELECT_FILTER = {
  guard: 'isOtherFilter' as const,
  target: '#stayList.loading' as const,
  reenter: true,
  actions: [{ type: 'setFilter' as const, params: ({ event }: { event: { filter: BookingFilter } }) => ({ filter: event.filter }) }, 'clearNotice' as const],
};

/**
 * My stays (/stayList; spec §4 filters all, 1 in progress, 2 completed, 3 closed): a page of stays
 * per filter, more on demand, the detail of one, and the actions the booking order machine allows
 * — pay goes to /houseOrderPay; cancel (stating the refund the policy gives now) and delete ask
 * first, then the list is read again so every row shows what the server holds.
 */
export const stayListMachine = setup({
  types: {
    input: {} as StayListInput,
    context: {} as StayListContext,
    events: {} as StayListEvent,
  },
  actors: {
    // supplied by the web layer: visit_order getOrderList (kind stay), getOrderInfo, cancelOrder, deleteOrder
    loadStays: fromPromise<BookingList, { filter: BookingFilter; page: number }>(async () => {
      throw new Error('loadStays must be provided');
    }),
    loadStay: fromPromise<BookingDetail, { orderNo: string }>(async () => {
      throw new Error('loadStay must be provided');
    }),
    runStayAction: fromPromise<unknown, StayActionInput>(async () => {
      throw new Error('runStayAction must be provided');
    }),
  },
  guards: {
    isAllowed: ({ context }, params: { orderNo: string; at: number; action: BookingAction }) => {
      const item = find(context.stays, params.orderNo);
      return !!item && actionsOf(item, params.at).includes(params.action);
    },
    isOtherFilter: ({ context, event }) => event.type === 'SELECT_FILTER' && event.filter !== context.filter,
    hasMore: ({ context }) => context.stays.length < context.total,
    hasDetailToOpen: ({ context }) => context.detailNo !== null,
  },
  actions: {
    setFilter: assign({ filter: (_, params: { filter: BookingFilter }) => params.filter, stays: [], total: 0, page: 1 }),
    setPage: assign((_, params: { list: BookingList }) => ({ stays: params.list.list, total: params.list.total, page: params.list.page })),
    appendPage: assign(({ context }, params: { list: BookingList }) => ({
      stays: [...context.stays, ...params.list.list.filter((item) => !find(context.stays, item.order_no))],
      total: params.list.total,
      page: params.list.page,
    })),
    setTarget: assign({
      target: ({ context }, params: { orderNo: string; at: number; action: StayAction }) => ({
        orderNo: params.orderNo,
        action: params.action,
        terms: cancelTermsOf(find(context.stays, params.orderNo)!, params.at),
      }),
      notice: null,
    }),
    clearTarget: assign({ target: null }),
    setNotice: assign({ notice: (_, params: { tone: 'success' | 'error'; message: string }) => params }),
    clearNotice: assign({ notice: null }),
    setDetail: assign({ detail: (_, params: { detail: BookingDetail }) => params.detail, failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error, 'stayUi.list.detail.failed') }),
    openDetail: assign({ detailNo: (_, params: { orderNo: string }) => params.orderNo, detail: null, failure: null }),
    clearDetail: assign({ detailNo: null, detail: null, failure: null }),
    // supplied by the web layer: to /houseOrderPay?order_no=…
    goToPay: (_, _params: { orderNo: string }) => {},
  },
}).createMachine({
  id: 'stayList',
  context: ({ input }) => ({ filter: input.filter ?? 'all', stays: [], total: 0, page: 1, target: null, notice: null, detailNo: input.open || null, detail: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      on: { SELECT_FILTER },
      invoke: {
        id: 'loadStays',
        src: 'loadStays',
        input: ({ context }) => ({ filter: context.filter, page: 1 }),
        onDone: [
          { guard: 'hasDetailToOpen', target: 'detail', actions: { type: 'setPage', params: ({ event }) => ({ list: event.output }) } },
          { target: 'list', actions: { type: 'setPage', params: ({ event }) => ({ list: event.output }) } },
        ],
        // the state says the list could not be read; the notice says why
        onError: { target: 'failed', actions: { type: 'setNotice', params: ({ event }) => ({ tone: 'error' as const, message: messageOf(event.error, 'stayUi.list.failed') }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' }, SELECT_FILTER },
    },
    list: {
      on: {
        SELECT_FILTER,
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
        PAY: {
          guard: { type: 'isAllowed', params: ({ event }) => ({ ...event, action: 'pay' as const }) },
          actions: { type: 'goToPay', params: ({ event }) => ({ orderNo: event.orderNo }) },
        },
        CANCEL: ask('cancel'),
        DELETE: ask('delete'),
        OPEN_DETAIL: { target: 'detail', actions: { type: 'openDetail', params: ({ event }) => ({ orderNo: event.orderNo }) } },
        DISMISS: { actions: 'clearNotice' },
      },
    },
    loadingMore: {
      on: { SELECT_FILTER },
      invoke: {
        id: 'loadMoreStays',
        src: 'loadStays',
        input: ({ context }) => ({ filter: context.filter, page: context.page + 1 }),
        onDone: { target: 'list', actions: { type: 'appendPage', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'list', actions: { type: 'setNotice', params: { tone: 'error', message: 'stayUi.list.failed' } } },
      },
    },
    detail: {
      initial: 'loading',
      on: { CLOSE_DETAIL: { target: 'list', actions: 'clearDetail' } },
      states: {
        loading: {
          invoke: {
            id: 'loadStay',
            src: 'loadStay',
            input: ({ context }) => ({ orderNo: context.detailNo! }),
            onDone: { target: 'shown', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
        failed: { on: { RETRY: 'loading' } },
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
        id: 'runStayAction',
        src: 'runStayAction',
        input: ({ context }) => ({ orderNo: context.target!.orderNo, action: context.target!.action }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'setNotice', params: ({ context }) => ({ tone: 'success' as const, message: DONE[context.target!.action] }) }, 'clearTarget'],
        },
        // read again either way: a refusal usually means the stay moved on (paid, expired, too late)
        onError: {
          target: 'loading',
          actions: [{ type: 'setNotice', params: ({ context, event }) => ({ tone: 'error' as const, message: messageOf(event.error, FAILED[context.target!.action]) }) }, 'clearTarget'],
        },
      },
    },
  },
});
