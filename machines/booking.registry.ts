import { bookingOrderMachine, bookingOrderWords } from './booking-order.machine';
import type { RegisteredMachine } from './registry';

/** The booking order machine with the samples its path tests need (spread into MACHINES). */
const startAt = Date.UTC(2026, 11, 24, 2, 0); // a slot at 10:00 estate time
const HOUR = 3_600_000;

export const bookingOrderMachines: Record<string, RegisteredMachine> = {
  bookingOrder: {
    machine: bookingOrderMachine,
    file: 'machines/booking-order.machine.ts',
    summary: 'A visit, dinner or stay booking (0 unpaid, 1 in progress: paid and upcoming, or the guests checked in, 2 completed, 3 closed: cancelled, expired, refund on its way, refunded or no-show), enforced by the server.',
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
      // a move two days ahead is before the free-cancellation deadline; an hour ahead it is past it
      { type: 'RESCHEDULE', at: startAt - 49 * HOUR },
      { type: 'RESCHEDULE', at: startAt - HOUR },
    ],
    words: bookingOrderWords,
    enforcedBy: [
      'src/server/domain/transitions.ts',
      'src/server/domain/machine-rules.ts',
      'src/server/domain/bookings/apply-event.ts',
      'src/server/domain/bookings/member.ts',
      'src/server/domain/bookings/reschedule.ts',
      'src/server/domain/bookings/staff.ts',
      'src/server/domain/payments/booking-payable.ts',
      'src/server/domain/money-back.ts',
      'src/server/domain/money-on-its-way.ts',
      'src/server/jobs/expire-bookings.ts',
    ],
    provedBy: [
      'tests/server/booking-machine.test.ts',
      'tests/server/machine-authorization.test.ts',
      'tests/server/booking-payment.test.ts',
      'tests/server/booking-staff.test.ts',
      'tests/server/booking-reschedule.test.ts',
      'tests/server/booking-validity.test.ts',
      'tests/server/order-delete-once.test.ts',
      'tests/server/money-back.test.ts',
      'tests/server/domain-paths.test.ts',
    ],
    drawnWith: [
      {
        name: 'moneyRefund',
        how: {
          en: "A paid booking the member cancels queues a money refund of the policy's share (refundPayment) and waits in 3 refunding; the money refund's success (SUCCEEDED, tellOrderMoneyBack) sends the booking MONEY_BACK in the same transaction: 3 refunded. An escalated money refund leaves it refunding until staff resolve it.",
          cn: '会员取消已付款的预约时，按规则比例排入一笔退款（refundPayment），预约停在 3 退款处理中；退款成功（SUCCEEDED，tellOrderMoneyBack）时在同一事务中向预约发出 MONEY_BACK：3 已取消并退款。退款转人工处理时，预约保持退款处理中，直至工作人员解决。',
          tw: '會員取消已付款的預約時，按規則比例排入一筆退款（refundPayment），預約停在 3 退款處理中；退款成功（SUCCEEDED，tellOrderMoneyBack）時在同一交易中向預約發出 MONEY_BACK：3 已取消並退款。退款轉人工處理時，預約保持退款處理中，直至工作人員解決。',
        },
      },
    ],
  },
};
