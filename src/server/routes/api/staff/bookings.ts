import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '../../../../contract/messages';
import {
  staffBookingCapacity,
  staffBookingClose,
  staffBookingComplete,
  staffBookingNoShow,
  staffBookingPlaces,
  staffBookingReopen,
} from '../../../../contract/staff-booking';
import { staffBookingCalendar, staffBookingCheckIn, staffBookingDetail, staffBookingList } from '../../../../contract/staff-console';
import { bookingCalendar, bookingDetail, bookingRowOf, isBookingState, searchBookings } from '../../../domain/staff-bookings';
import { isRealDay } from '../../../domain/bookings/estate-days';
import type { BookingKind } from '../../../../contract/booking';
import { placesOf, staffBookingEvent, staffClose, staffReopen, staffSetCapacity, type PlaceTarget, type StaffOutcome } from '../../../domain/bookings/staff';
import { fail, ok, registerCall, type Result } from '../../../plugins/api';
import { staffActorOf } from './index';

/** Staff booking actions; the staff guard of ./index.ts has run, so `request.staff` is set. */
export default async function staffBookingRoutes(app: FastifyInstance) {
  const answer = <T>(outcome: StaffOutcome<T>, msg?: MessageKey): Result<T> => (outcome.ok ? ok(outcome.value, msg) : fail(outcome.key, outcome.params));
  // '' and omitted both mean every slot of the day
  const placeOf = (form: { resource: string; date: string; slot?: string | undefined }): PlaceTarget => ({
    resource: form.resource,
    day: form.date,
    ...(form.slot ? { slot: form.slot } : {}),
  });

  registerCall(app, staffBookingCalendar, async ({ kind, from, days }, { lang, request }) => {
    if (!isRealDay(from)) return fail('staffWork.dateInvalid');
    return ok({ resources: await bookingCalendar(app.db, kind, from, days, { role: request.staff!.role, lang }) });
  });
  registerCall(app, staffBookingList, async (query, { lang, request }) => {
    if (query.date && !isRealDay(query.date)) return fail('staffWork.dateInvalid');
    if (query.state && !isBookingState(query.state)) return fail('staffWork.stateUnknown');
    return ok(await searchBookings(app.db, { ...query, kind: query.kind as BookingKind | null | undefined }, { role: request.staff!.role, lang }));
  });
  registerCall(app, staffBookingDetail, async ({ order_no }, { lang, request }) => {
    const detail = await bookingDetail(app.db, order_no, { role: request.staff!.role, lang });
    return detail ? ok(detail) : fail('booking.notFound');
  });

  registerCall(app, staffBookingPlaces, async (form) => answer(await placesOf(app.db, placeOf(form))));
  registerCall(app, staffBookingCapacity, async (form, { request }) => answer(await staffSetCapacity(app.db, staffActorOf(request), placeOf(form), form.capacity), 'staffWork.capacityChanged'));
  registerCall(app, staffBookingClose, async (form, { request }) => answer(await staffClose(app.db, staffActorOf(request), placeOf(form), form.reason), 'staffWork.placesClosed'));
  registerCall(app, staffBookingReopen, async (form, { request }) => answer(await staffReopen(app.db, staffActorOf(request), placeOf(form), form.reason), 'staffWork.placesReopened'));
  registerCall(app, staffBookingComplete, async (form, { request }) =>
    answer(await staffBookingEvent(app.db, staffActorOf(request), form.order_no, 'COMPLETE', form.remark), 'booking.completed'),
  );
  registerCall(app, staffBookingNoShow, async (form, { request }) =>
    answer(await staffBookingEvent(app.db, staffActorOf(request), form.order_no, 'NO_SHOW', form.remark), 'booking.noShow'),
  );
  // the staff event answers the booking's row as the console lists it (with the buttons left)
  registerCall(app, staffBookingCheckIn, async (form, { lang, request }) => {
    const done = await staffBookingEvent(app.db, staffActorOf(request), form.order_no, 'CHECK_IN', form.remark);
    if (!done.ok) return fail(done.key, done.params);
    const row = await bookingRowOf(app.db, form.order_no, { role: request.staff!.role, lang });
    return row ? ok(row, 'staffWork.checkedIn') : fail('booking.notFound');
  });
}
