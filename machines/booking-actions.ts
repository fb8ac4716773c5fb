import { BOOKING_STATES, type BookingState } from '../src/contract/booking';
import { bookingOrderMachine, type BookingOrderEvent, type BookingOrderInput } from './booking-order.machine';

/**
 * What a member may do with a booking now, asked of the booking order machine itself — the same
 * machine the server enforces — so no screen re-derives the rules. 'cancel' is CANCEL while
 * unpaid and CANCEL_PAID (refund per policy) once paid.
 */
export type BookingAction = 'pay' | 'cancel' | 'delete';

export function isBookingState(value: unknown): value is BookingState {
  return typeof value === 'string' && (BOOKING_STATES as readonly string[]).includes(value);
}

/** The member's actions in the order the buttons show; none for an unknown state. */
export function bookingActions(state: string, input: BookingOrderInput, now: number): BookingAction[] {
  if (!isBookingState(state)) return [];
  const snapshot = bookingOrderMachine.resolveState({ value: state, context: { ...input } });
  const events: Record<BookingAction, BookingOrderEvent[]> = {
    pay: [{ type: 'PAY', amount: input.payFen }],
    cancel: [{ type: 'CANCEL' }, { type: 'CANCEL_PAID', at: now }],
    delete: [{ type: 'DELETE' }],
  };
  return (Object.keys(events) as BookingAction[]).filter((action) => events[action].some((event) => snapshot.can(event)));
}

/**
 * Whether the member may move the booking to another date or slot now (RESCHEDULE), asked of the
 * booking order machine: paid, a visit, dinner or stay, before the free-cancellation deadline, moved
 * fewer than RESCHEDULE_MAX times.
 */
export function canReschedule(state: string, input: BookingOrderInput, now: number): boolean {
  if (!isBookingState(state)) return false;
  return bookingOrderMachine.resolveState({ value: state, context: { ...input } }).can({ type: 'RESCHEDULE', at: now });
}
