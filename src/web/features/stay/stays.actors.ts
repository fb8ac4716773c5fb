import { fromPromise } from 'xstate';
import type { StayActionInput } from '../../../../machines/stay-list.machine';
import { BOOKING_PAGE_SIZE, bookingCancel, bookingDelete, bookingInfo, bookingList, type BookingDetail, type BookingFilter, type BookingList } from '../../../contract/booking';
import { unwrap } from '../../lib/api-client';

/** The calls of /stayList: the member's stays only (kind 'stay'), one stay, cancel and delete. */
export const loadStays = fromPromise<BookingList, { filter: BookingFilter; page: number }>(({ input }) =>
  unwrap(bookingList, { kind: 'stay', status: input.filter, page: input.page, pagesize: BOOKING_PAGE_SIZE }),
);

export const loadStay = fromPromise<BookingDetail, { orderNo: string }>(({ input }) => unwrap(bookingInfo, { order_no: input.orderNo }));

const CALLS = { cancel: bookingCancel, delete: bookingDelete } as const;
export const runStayAction = fromPromise<unknown, StayActionInput>(({ input }) => unwrap(CALLS[input.action], { order_no: input.orderNo }));
