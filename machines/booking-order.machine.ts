import { setup } from 'xstate';
import { BOOKING_STATUS, cancellationPolicy, type BookingKind, type BookingState } from '../src/contract/booking';

/**
 * A booking order — visit, dinner or stay — (spec §4 Visit and stay orders), shared by browser
 * and server exactly like the goods order: the server resolves the stored state, applies an event
 * only when this machine allows it and runs the named actions in the same transaction
 * (src/server/domain/bookings/apply-event.ts). The four closed states all read status 3; which
 * one is kept as the booking's `closed_reason`.
 */
export interface BookingOrderInput {
  kind: BookingKind;
  /** fen due when booking (a dinner's prepayment) */
  payFen: number;
  /** slot / dinner / check-in instant, ms */
  startAt: number;
  /** the member deleted the booking (it is hidden from them): deleting it again does nothing */
  hidden?: boolean;
}

export type BookingOrderEvent =
  | { type: 'PAY'; amount: number }
  | { type: 'CANCEL' }
  | { type: 'EXPIRE' }
  /** `at`: the instant the member asks, ms — the policy depends on it */
  | { type: 'CANCEL_PAID'; at: number }
  | { type: 'COMPLETE' }
  | { type: 'NO_SHOW' }
  | { type: 'DELETE' };

export const BOOKING_STATE_STATUS: Record<BookingState, number> = {
  unpaid: BOOKING_STATUS.unpaid,
  paid: BOOKING_STATUS.inProgress,
  completed: BOOKING_STATUS.completed,
  cancelled: BOOKING_STATUS.closed,
  expired: BOOKING_STATUS.closed,
  refunded: BOOKING_STATUS.closed,
  noShow: BOOKING_STATUS.closed,
};

const closedState = { on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember' } } } as const;

export const bookingOrderMachine = setup({
  types: {
    input: {} as BookingOrderInput,
    context: {} as BookingOrderInput,
    events: {} as BookingOrderEvent,
  },
  guards: {
    isFullAmount: ({ context, event }) => event.type === 'PAY' && event.amount === context.payFen,
    isCancellable: ({ context, event }) =>
      event.type === 'CANCEL_PAID' && cancellationPolicy(context.kind, context.startAt, event.at).cancellable,
    /** read under the row lock: of deletes racing on one booking, one hides it and the others find it hidden */
    isShownToMember: ({ context }) => context.hidden !== true,
  },
  actions: {
    // side effects, run by the server inside the booking's transaction
    recordPayment: () => {},
    releasePlaces: () => {},
    closePayment: () => {},
    refundPayment: () => {},
    hideFromMember: () => {},
  },
}).createMachine({
  id: 'bookingOrder',
  context: ({ input }) => ({ ...input }),
  initial: 'unpaid',
  states: {
    unpaid: {
      meta: { code: BOOKING_STATUS.unpaid },
      on: {
        PAY: { guard: 'isFullAmount', target: 'paid', actions: 'recordPayment' },
        CANCEL: { target: 'cancelled', actions: ['releasePlaces', 'closePayment'] },
        EXPIRE: { target: 'expired', actions: ['releasePlaces', 'closePayment'] },
      },
    },
    paid: {
      meta: { code: BOOKING_STATUS.inProgress },
      on: {
        CANCEL_PAID: { guard: 'isCancellable', target: 'refunded', actions: ['refundPayment', 'releasePlaces'] },
        COMPLETE: { target: 'completed' },
        // the places stay taken: the guest held them until the day
        NO_SHOW: { target: 'noShow' },
      },
    },
    completed: { meta: { code: BOOKING_STATUS.completed }, ...closedState },
    cancelled: { meta: { code: BOOKING_STATUS.closed }, ...closedState },
    expired: { meta: { code: BOOKING_STATUS.closed }, ...closedState },
    refunded: { meta: { code: BOOKING_STATUS.closed }, ...closedState },
    noShow: { meta: { code: BOOKING_STATUS.closed }, ...closedState },
  },
});
