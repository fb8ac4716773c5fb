import { assign, fromPromise, setup } from 'xstate';
import { estateMs, type BookingDetail, type BookingFilter, type BookingItem, type BookingList } from '../src/contract/booking';
import { parseYuan } from '../src/contract/order';
import { bookingActions, type BookingAction } from './booking-actions';

/** The actions that change a booking, each behind a confirm (spec §8 confirm prompts). */
export type ConfirmedBookingAction = Exclude<BookingAction, 'pay'>;

export interface BookingListInput {
  filter?: BookingFilter;
  /** a booking to show in detail at once (`?order_no=` from the pay screens) */
  open?: string | null;
}

export interface BookingNotice {
  tone: 'success' | 'error';
  /** a message key, or a text the server already translated */
  message: string;
}

export interface BookingListContext {
  filter: BookingFilter;
  bookings: BookingItem[];
  total: number;
  page: number;
  /** the booking asked about in the confirm dialog, and when the member asked (the policy depends on it) */
  target: { orderNo: string; action: ConfirmedBookingAction; at: number } | null;
  notice: BookingNotice | null;
  /** the booking shown in detail, and its details once read */
  detailNo: string | null;
  detail: BookingDetail | null;
}

export type BookingListEvent =
  | { type: 'SELECT_FILTER'; filter: BookingFilter }
  | { type: 'LOAD_MORE' }
  | { type: 'PAY'; orderNo: string; at: number }
  | { type: 'CANCEL_BOOKING'; orderNo: string; at: number }
  | { type: 'DELETE_BOOKING'; orderNo: string; at: number }
  | { type: 'SHOW_DETAIL'; orderNo: string }
  | { type: 'CLOSE_DETAIL' }
  | { type: 'CONFIRM' }
  | { type: 'ABORT' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export interface LoadBookingsInput {
  filter: BookingFilter;
  page: number;
}

export interface BookingActionInput {
  orderNo: string;
  action: ConfirmedBookingAction;
}

/** What each action says when it worked, and when it did not without a word from the server. */
export const BOOKING_ACTION_MESSAGES: Record<ConfirmedBookingAction, { done: string; failed: string }> = {
  cancel: { done: 'visitUi.list.done.cancel', failed: 'visitUi.list.failedAction.cancel' },
  delete: { done: 'visitUi.list.done.delete', failed: 'visitUi.list.failedAction.delete' },
};

/** The booking's start on the estate's clock, ms ('YYYY-MM-DD HH:mm:ss'). */
export function startMs(booking: Pick<BookingItem, 'start_at'>): number {
  const [day = '', time = '00:00'] = booking.start_at.split(' ');
  return estateMs(day, time.slice(0, 5));
}

/** What the booking order machine lets the member do with this booking at `now`. */
export function actionsOf(booking: BookingItem, now: number): BookingAction[] {
  return bookingActions(booking.state, { kind: booking.kind, payFen: parseYuan(booking.pay) ?? 0, startAt: startMs(booking) }, now);
}

const find = (context: BookingListContext, orderNo: string) =>
  context.bookings.find((b) => b.order_no === orderNo) ?? (context.detail?.order_no === orderNo ? context.detail : undefined);

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

type RowEvent = { orderNo: string; at: number };
const ask = (action: ConfirmedBookingAction) => ({
  guard: { type: 'isAllowed' as const, params: ({ event }: { event: RowEvent }) => ({ orderNo: event.orderNo, action, at: event.at }) },
  target: '#bookingList.confirming' as const,
  actions: { type: 'setTarget' as const, params: ({ event }: { event: RowEvent }) => ({ orderNo: event.orderNo, action, at: event.at }) },
});
const PAY = {
  guard: { type: 'isAllowed' as const, params: ({ event }: { event: RowEvent }) => ({ orderNo: event.orderNo, action: 'pay' as const, at: event.at }) },
  actions: { type: 'goToPay' as const, params: ({ event }: { event: RowEvent }) => ({ orderNo: event.orderNo }) },
};

/** Another filter starts over from its first page. */
const SELECT_FILTER = {
  guard: 'isOtherFilter' as const,
  target: '#bookingList.loading' as const,
  reenter: true,
  actions: [{ type: 'setFilter' as const, params: ({ event }: { event: { filter: BookingFilter } }) => ({ filter: event.filter }) }, 'clearNotice' as const],
};

/**
 * My visits and dinners (/subscribeList; spec §4 filters all, 1 in progress, 2 completed,
 * 3 closed): a page per filter, more on demand, one booking in detail, and the actions the
 * booking order machine allows — pay goes to the pay screen; cancel (with the refund the policy
 * gives at that moment) and delete each ask first, then the list is read again.
 */
export const bookingListMachine = setup({
  types: {
    input: {} as BookingListInput,
    context: {} as BookingListContext,
    events: {} as BookingListEvent,
  },
  actors: {
    // supplied by the web layer (visit.actors.ts)
    loadBookings: fromPromise<BookingList, LoadBookingsInput>(async () => {
      throw new Error('loadBookings must be provided');
    }),
    loadBooking: fromPromise<BookingDetail, { orderNo: string }>(async () => {
      throw new Error('loadBooking must be provided');
    }),
    runBookingAction: fromPromise<unknown, BookingActionInput>(async () => {
      throw new Error('runBookingAction must be provided');
    }),
  },
  guards: {
    isAllowed: ({ context }, params: { orderNo: string; action: BookingAction; at: number }) => {
      const booking = find(context, params.orderNo);
      return !!booking && actionsOf(booking, params.at).includes(params.action);
    },
    isOtherFilter: ({ context, event }) => event.type === 'SELECT_FILTER' && event.filter !== context.filter,
    hasMore: ({ context }) => context.bookings.length < context.total,
    hasDetailAsked: ({ context }) => context.detailNo !== null && context.detail === null,
    hasDetailShown: ({ context }) => context.detail !== null,
  },
  actions: {
    setFilter: assign({ filter: (_, params: { filter: BookingFilter }) => params.filter, bookings: [], total: 0, page: 1 }),
    setPage: assign((_, params: { list: BookingList }) => ({ bookings: params.list.list, total: params.list.total, page: params.list.page })),
    appendPage: assign(({ context }, params: { list: BookingList }) => ({
      bookings: [...context.bookings, ...params.list.list.filter((b) => !context.bookings.some((known) => known.order_no === b.order_no))],
      total: params.list.total,
      page: params.list.page,
    })),
    setTarget: assign({ target: (_, params: { orderNo: string; action: ConfirmedBookingAction; at: number }) => params, notice: null }),
    clearTarget: assign({ target: null }),
    setNotice: assign({ notice: (_, params: BookingNotice) => params }),
    clearNotice: assign({ notice: null }),
    setDetailNo: assign({ detailNo: (_, params: { orderNo: string }) => params.orderNo, detail: null }),
    setDetail: assign({ detail: (_, params: { detail: BookingDetail }) => params.detail }),
    clearDetail: assign({ detailNo: null, detail: null }),
    // supplied by the web layer
    goToPay: (_, _params: { orderNo: string }) => {},
  },
}).createMachine({
  id: 'bookingList',
  context: ({ input }) => ({
    filter: input.filter ?? 'all',
    bookings: [],
    total: 0,
    page: 1,
    target: null,
    notice: null,
    detailNo: input.open ?? null,
    detail: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      on: { SELECT_FILTER },
      invoke: {
        id: 'loadBookings',
        src: 'loadBookings',
        input: ({ context }) => ({ filter: context.filter, page: 1 }),
        onDone: [
          { guard: 'hasDetailAsked', target: 'detail', actions: { type: 'setPage', params: ({ event }) => ({ list: event.output }) } },
          { target: 'list', actions: { type: 'setPage', params: ({ event }) => ({ list: event.output }) } },
        ],
        // the state says the list could not be read; the notice says why
        onError: { target: 'failed', actions: { type: 'setNotice', params: ({ event }) => ({ tone: 'error', message: messageOf(event.error, 'visitUi.list.failed') }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' }, SELECT_FILTER },
    },
    list: {
      on: {
        SELECT_FILTER,
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
        PAY,
        CANCEL_BOOKING: ask('cancel'),
        DELETE_BOOKING: ask('delete'),
        SHOW_DETAIL: { target: 'detail', actions: { type: 'setDetailNo', params: ({ event }) => ({ orderNo: event.orderNo }) } },
        DISMISS: { actions: 'clearNotice' },
      },
    },
    loadingMore: {
      on: { SELECT_FILTER },
      invoke: {
        id: 'loadMoreBookings',
        src: 'loadBookings',
        input: ({ context }) => ({ filter: context.filter, page: context.page + 1 }),
        onDone: { target: 'list', actions: { type: 'appendPage', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'list', actions: { type: 'setNotice', params: { tone: 'error', message: 'visitUi.list.failed' } } },
      },
    },
    detail: {
      on: { CLOSE_DETAIL: { target: 'list', actions: 'clearDetail' } },
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'loadBooking',
            src: 'loadBooking',
            input: ({ context }) => ({ orderNo: context.detailNo ?? '' }),
            onDone: { target: 'shown', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
            onError: 'missing',
          },
        },
        shown: {
          on: { PAY, CANCEL_BOOKING: ask('cancel'), DELETE_BOOKING: ask('delete') },
        },
        missing: {
          on: { RETRY: 'reading' },
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'acting',
        ABORT: [
          { guard: 'hasDetailShown', target: 'detail.shown', actions: 'clearTarget' },
          { target: 'list', actions: 'clearTarget' },
        ],
      },
    },
    acting: {
      invoke: {
        id: 'runBookingAction',
        src: 'runBookingAction',
        input: ({ context }) => ({ orderNo: context.target!.orderNo, action: context.target!.action }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'setNotice', params: ({ context }) => ({ tone: 'success', message: BOOKING_ACTION_MESSAGES[context.target!.action].done }) },
            'clearTarget',
            'clearDetail',
          ],
        },
        // read again either way: a refusal usually means the booking moved on (paid, expired, too late)
        onError: {
          target: 'loading',
          actions: [
            {
              type: 'setNotice',
              params: ({ context, event }) => ({ tone: 'error', message: messageOf(event.error, BOOKING_ACTION_MESSAGES[context.target!.action].failed) }),
            },
            'clearTarget',
            'clearDetail',
          ],
        },
      },
    },
  },
});
