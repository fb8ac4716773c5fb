/**
 * A booking's calendar file (.ics): GET with the member's `token` header and the query
 * `order_no` (and `lang`); answered text/calendar, 404 unless the booking is the member's own.
 * Not an envelope call, so not a `defineCall`: the browser saves what it gets as a file.
 */
export const BOOKING_CALENDAR_PATH = '/api/member/booking/calendar.ics';
