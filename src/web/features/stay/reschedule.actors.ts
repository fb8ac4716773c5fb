import { fromPromise } from 'xstate';
import type { RescheduleBookingInput } from '../../../../machines/booking-reschedule.machine';
import { bookingInfo, type BookingDetail } from '../../../contract/booking';
import { bookingReschedule } from '../../../contract/booking-reschedule';
import { unwrap } from '../../lib/api-client';

/** The calls of changing a booking's date: the booking, then the move (its answer is the booking at its new start). */
export const loadBooking = fromPromise<BookingDetail, { orderNo: string }>(({ input }) => unwrap(bookingInfo, { order_no: input.orderNo }));

export const rescheduleBooking = fromPromise<BookingDetail, RescheduleBookingInput>(({ input }) =>
  unwrap(bookingReschedule, { order_no: input.orderNo, date: input.date, ...(input.slot ? { slot: input.slot } : {}) }),
);
