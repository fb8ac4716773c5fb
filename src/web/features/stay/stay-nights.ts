import { daysBetween, type Day } from '../../../../machines/calendar-dates';
import type { BookingDetail } from '../../../contract/booking';

/** A stay's number of nights, from its check-in and check-out days (a moved stay keeps it). */
export const nightsOfStay = (booking: Pick<BookingDetail, 'start_at' | 'end_at'>): number =>
  Math.max(1, daysBetween(booking.start_at.slice(0, 10) as Day, booking.end_at.slice(0, 10) as Day));
