import { bookingOrderMachine, bookingOrderWords } from './booking-order.machine';
import type { RegisteredMachine } from './registry';

/** The booking order machine with the samples its path tests need (spread into MACHINES). */
const startAt = Date.UTC(2026, 11, 24, 2, 0); // a slot at 10:00 estate time
const HOUR = 3_600_000;

export const bookingOrderMachines: Record<string, RegisteredMachine> = {
  bookingOrder: {
    machine: bookingOrderMachine,
    file: 'machines/booking-order.machine.ts',
    summary: 'A visit, dinner or stay booking (0 unpaid, 1 paid and upcoming, 2 completed, 3 closed: cancelled, expired, refunded or no-show), enforced by the server.',
    inputs: [
      { kind: 'visit', payFen: 18_800, startAt },
      { kind: 'stay', payFen: 176_000, startAt },
    ],
    events: [
      { type: 'PAY', amount: 18_800 },
      { type: 'PAY', amount: 176_000 },
      { type: 'PAY', amount: 1 },
      // two days ahead: cancellable; an hour ahead: not any more
      { type: 'CANCEL_PAID', at: startAt - 49 * HOUR },
      { type: 'CANCEL_PAID', at: startAt - HOUR },
    ],
    words: bookingOrderWords,
    enforcedBy: [
      'src/server/domain/transitions.ts',
      'src/server/domain/machine-rules.ts',
      'src/server/domain/bookings/apply-event.ts',
      'src/server/domain/bookings/member.ts',
      'src/server/domain/bookings/staff.ts',
      'src/server/domain/payments/booking-payable.ts',
      'src/server/jobs/expire-bookings.ts',
    ],
    provedBy: [
      'tests/server/booking-machine.test.ts',
      'tests/server/machine-authorization.test.ts',
      'tests/server/booking-payment.test.ts',
      'tests/server/booking-staff.test.ts',
      'tests/server/booking-validity.test.ts',
      'tests/server/order-delete-once.test.ts',
    ],
  },
};
