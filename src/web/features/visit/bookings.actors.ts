import { fromPromise } from 'xstate';
import type { BookingActionInput, LoadBookingsInput } from '../../../../machines/booking-list.machine';
import { BOOKING_PAGE_SIZE, bookingCancel, bookingDelete, bookingInfo, bookingList, type BookingDetail, type BookingList } from '../../../contract/booking';
import { unwrap } from '../../lib/api-client';

/** The calls of my visits and dinners (/subscribeList): visits and dinners together ('visits'). */
export const loadBookings = fromPromise<BookingList, LoadBookingsInput>(({ input }) =>
  unwrap(bookingList, { kind: 'visits', status: input.filter, page: input.page, pagesize: BOOKING_PAGE_SIZE }),
);

export const loadBooking = fromPromise<BookingDetail, { orderNo: string }>(({ input }) => unwrap(bookingInfo, { order_no: input.orderNo }));

const CALLS = { cancel: bookingCancel, delete: bookingDelete } as const;
export const runBookingAction = fromPromise<unknown, BookingActionInput>(({ input }) => unwrap(CALLS[input.action], { order_no: input.orderNo }));
