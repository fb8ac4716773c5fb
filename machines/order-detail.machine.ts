import { assign, fromPromise, setup } from 'xstate';
import type { Address } from '../src/contract/address';
import type { OrderDetail } from '../src/contract/order';
import { ACTION_MESSAGES, canDo, factsOf, type ConfirmedAction, type OrderAction, type OrderActionInput, type OrderNotice } from './order-actions';

export interface OrderDetailInput {
  orderNo: string;
}

export interface OrderDetailContext {
  orderNo: string;
  order: OrderDetail | null;
  pending: ConfirmedAction | null;
  addresses: Address[];
  /** the receiver chosen in the change-address step, before it is confirmed */
  addressId: number | null;
  notice: OrderNotice | null;
}

export type OrderDetailEvent =
  | { type: 'PAY' }
  | { type: 'CANCEL_ORDER' }
  | { type: 'CONFIRM_RECEIPT' }
  | { type: 'DELETE_ORDER' }
  | { type: 'REQUEST_REFUND' }
  | { type: 'VIEW_LOGISTICS' }
  | { type: 'CHANGE_ADDRESS' }
  | { type: 'CHOOSE_ADDRESS'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'ABORT' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export interface ChangeAddressInput {
  orderNo: string;
  addressId: number;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const allowed = (order: OrderDetail | null, action: OrderAction) => !!order && canDo(factsOf(order), action);
const ask = (action: ConfirmedAction) => ({
  guard: { type: 'isAllowed' as const, params: { action } },
  target: 'confirming' as const,
  actions: { type: 'setPending' as const, params: { action } },
});

/**
 * One order (/orderDetail; spec §2, §3 Goods order, §4): its facts, and the actions the goods
 * order machine allows now — pay, refund and logistics lead to their screens; cancel, confirm
 * receipt and delete ask first; changing the receiver before shipment is a pick from the
 * address book, then a confirm (or cancel) of the change.
 */
export const orderDetailMachine = setup({
  types: {
    input: {} as OrderDetailInput,
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
  },
  actors: {
    // supplied by the web layer (orders.actors.ts)
    loadOrder: fromPromise<OrderDetail, { orderNo: string }>(async () => {
      throw new Error('loadOrder must be provided');
    }),
    runOrderAction: fromPromise<unknown, OrderActionInput>(async () => {
      throw new Error('runOrderAction must be provided');
    }),
    loadAddresses: fromPromise<Address[]>(async () => {
      throw new Error('loadAddresses must be provided');
    }),
    changeAddress: fromPromise<OrderDetail, ChangeAddressInput>(async () => {
      throw new Error('changeAddress must be provided');
    }),
  },
  guards: {
    isAllowed: ({ context }, params: { action: OrderAction }) => allowed(context.order, params.action),
    isDeleting: ({ context }) => context.pending === 'delete',
    isKnownAddress: ({ context, event }) => event.type === 'CHOOSE_ADDRESS' && context.addresses.some((a) => a.id === event.id),
  },
  actions: {
    setOrder: assign({ order: (_, params: { order: OrderDetail }) => params.order }),
    setPending: assign({ pending: (_, params: { action: ConfirmedAction }) => params.action, notice: null }),
    clearPending: assign({ pending: null }),
    setAddresses: assign({ addresses: (_, params: { addresses: Address[] }) => params.addresses }),
    setAddressId: assign({ addressId: (_, params: { id: number }) => params.id }),
    clearAddressId: assign({ addressId: null }),
    setNotice: assign({ notice: (_, params: OrderNotice) => params }),
    clearNotice: assign({ notice: null }),
    // supplied by the web layer
    goToPay: () => {},
    goToRefund: () => {},
    goToLogistics: () => {},
    goToList: () => {},
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ orderNo: input.orderNo, order: null, pending: null, addresses: [], addressId: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'viewing', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'unavailable', actions: { type: 'setNotice', params: ({ event }) => ({ tone: 'error', message: messageOf(event.error, 'order.requestFailed') }) } },
      },
    },
    unavailable: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' } },
    },
    viewing: {
      on: {
        PAY: { guard: { type: 'isAllowed', params: { action: 'pay' } }, actions: 'goToPay' },
        REQUEST_REFUND: { guard: { type: 'isAllowed', params: { action: 'refund' } }, actions: 'goToRefund' },
        VIEW_LOGISTICS: { guard: { type: 'isAllowed', params: { action: 'logistics' } }, actions: 'goToLogistics' },
        CANCEL_ORDER: ask('cancel'),
        CONFIRM_RECEIPT: ask('receive'),
        DELETE_ORDER: ask('delete'),
        CHANGE_ADDRESS: { guard: { type: 'isAllowed', params: { action: 'changeAddress' } }, target: 'changingAddress', actions: 'clearNotice' },
        DISMISS: { actions: 'clearNotice' },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'acting',
        ABORT: { target: 'viewing', actions: 'clearPending' },
      },
    },
    acting: {
      invoke: {
        id: 'runOrderAction',
        src: 'runOrderAction',
        input: ({ context }) => ({ orderNo: context.orderNo, action: context.pending! }),
        onDone: [
          { guard: 'isDeleting', target: 'deleted', actions: 'goToList' },
          {
            target: 'loading',
            actions: [{ type: 'setNotice', params: ({ context }) => ({ tone: 'success', message: ACTION_MESSAGES[context.pending!].done }) }, 'clearPending'],
          },
        ],
        // read again: a refusal usually means the order moved on meanwhile
        onError: {
          target: 'loading',
          actions: [
            { type: 'setNotice', params: ({ context, event }) => ({ tone: 'error', message: messageOf(event.error, ACTION_MESSAGES[context.pending!].failed) }) },
            'clearPending',
          ],
        },
      },
    },
    deleted: { type: 'final' },
    changingAddress: {
      initial: 'loading',
      // ABORT is the cancel mode of each step; CLOSE leaves the change altogether
      on: {
        ABORT: { target: 'viewing', actions: 'clearAddressId' },
        CLOSE: { target: 'viewing', actions: 'clearAddressId' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            onDone: { target: 'picking', actions: { type: 'setAddresses', params: ({ event }) => ({ addresses: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        failed: {
          on: { RETRY: 'loading' },
        },
        picking: {
          on: {
            CHOOSE_ADDRESS: { guard: 'isKnownAddress', target: 'confirming', actions: { type: 'setAddressId', params: ({ event }) => ({ id: event.id }) } },
          },
        },
        /** the confirm mode: apply the chosen receiver, or go back to the choice */
        confirming: {
          on: {
            CONFIRM: 'saving',
            ABORT: { target: 'picking', actions: 'clearAddressId' },
          },
        },
        saving: {
          invoke: {
            id: 'changeAddress',
            src: 'changeAddress',
            input: ({ context }) => ({ orderNo: context.orderNo, addressId: context.addressId! }),
            onDone: {
              target: '#orderDetail.viewing',
              actions: [
                { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
                'clearAddressId',
                { type: 'setNotice', params: { tone: 'success', message: 'order.addressChanged' } },
              ],
            },
            onError: {
              target: 'picking',
              actions: [{ type: 'setNotice', params: ({ event }) => ({ tone: 'error', message: messageOf(event.error, 'order.submitFailed') }) }, 'clearAddressId'],
            },
          },
        },
      },
    },
  },
});
