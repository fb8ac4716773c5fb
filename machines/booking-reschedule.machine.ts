import { assign, fromPromise, setup } from 'xstate';
import type { BookingDetail } from '../src/contract/booking';
import { canReschedule } from './booking-actions';

/**
 * Changing a booking's date or slot (issue 16), the member's side: the booking is read, the
 * booking order machine is asked whether it may be moved now (canReschedule: paid, a visit,
 * dinner or stay, before the free-cancellation deadline, fewer than RESCHEDULE_MAX moves); the member
 * chooses a new date (and slot) on the calendar, confirms, and sees the booking's new start. A
 * refusal of the server (the slot filled meanwhile, the deadline passed) is shown on the confirm
 * and the member may choose again.
 */
export interface BookingRescheduleInput {
  orderNo: string;
  /** the instant the screen opened, ms: the deadline depends on it (the machine reads no clock) */
  now: number;
}

export interface RescheduleChoice {
  date: string;
  /** 'HH:MM' for a visit, '' for a dinner or a stay (its `date` is the new check-in day) */
  slot: string;
}

export interface BookingRescheduleContext {
  orderNo: string;
  now: number;
  booking: BookingDetail | null;
  choice: RescheduleChoice | null;
  /** the booking as the server answered after the move */
  moved: BookingDetail | null;
  /** a message key or a text the server already translated */
  failure: string | null;
}

export type BookingRescheduleEvent =
  | { type: 'CHOOSE'; date: string; slot: string }
  | { type: 'CONFIRM' }
  | { type: 'ABORT' }
  | { type: 'RETRY' };

export interface RescheduleBookingInput extends RescheduleChoice {
  orderNo: string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

export const bookingRescheduleMachine = setup({
  types: {
    input: {} as BookingRescheduleInput,
    context: {} as BookingRescheduleContext,
    events: {} as BookingRescheduleEvent,
  },
  actors: {
    // supplied by the web layer: visit_order/getOrderInfo and visit_order/changeDate
    loadBooking: fromPromise<BookingDetail, { orderNo: string }>(async () => {
      throw new Error('loadBooking must be provided');
    }),
    rescheduleBooking: fromPromise<BookingDetail, RescheduleBookingInput>(async () => {
      throw new Error('rescheduleBooking must be provided');
    }),
  },
  guards: {
    isMovable: ({ context }, params: { booking: BookingDetail }) =>
      canReschedule(params.booking.state, { kind: params.booking.kind, payFen: 0, startAt: startOf(params.booking), reschedules: params.booking.reschedules ?? 0 }, context.now),
    isOtherStart: ({ context }, params: RescheduleChoice) =>
      context.booking !== null && (params.date !== context.booking.date || params.slot !== context.booking.slot),
  },
  actions: {
    setBooking: assign({ booking: (_, params: { booking: BookingDetail }) => params.booking, failure: null }),
    setChoice: assign({ choice: (_, params: RescheduleChoice) => ({ date: params.date, slot: params.slot }), failure: null }),
    clearChoice: assign({ choice: null, failure: null }),
    setMoved: assign({ moved: (_, params: { booking: BookingDetail }) => params.booking, failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'bookingReschedule',
  context: ({ input }) => ({ orderNo: input.orderNo, now: input.now, booking: null, choice: null, moved: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBooking',
        src: 'loadBooking',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          {
            guard: { type: 'isMovable', params: ({ event }) => ({ booking: event.output }) },
            target: 'choosing',
            actions: { type: 'setBooking', params: ({ event }) => ({ booking: event.output }) },
          },
          { target: 'notMovable', actions: { type: 'setBooking', params: ({ event }) => ({ booking: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    notMovable: {},
    choosing: {
      on: {
        CHOOSE: {
          guard: { type: 'isOtherStart', params: ({ event }) => ({ date: event.date, slot: event.slot }) },
          target: 'confirming',
          actions: { type: 'setChoice', params: ({ event }) => ({ date: event.date, slot: event.slot }) },
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'saving',
        ABORT: { target: 'choosing', actions: 'clearChoice' },
      },
    },
    saving: {
      invoke: {
        id: 'rescheduleBooking',
        src: 'rescheduleBooking',
        input: ({ context }) => ({ orderNo: context.orderNo, date: context.choice!.date, slot: context.choice!.slot }),
        onDone: { target: 'moved', actions: { type: 'setMoved', params: ({ event }) => ({ booking: event.output }) } },
        onError: { target: 'confirming', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    moved: { type: 'final' },
  },
});

/** The booking's start as an instant (its `start_at` is estate time, UTC+8). */
function startOf(booking: Pick<BookingDetail, 'start_at'>): number {
  return Date.parse(`${booking.start_at.replace(' ', 'T')}+08:00`);
}
