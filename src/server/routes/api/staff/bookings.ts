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
import { placesOf, staffBookingEvent, staffClose, staffReopen, staffSetCapacity, type PlaceTarget, type StaffOutcome } from '../../../domain/bookings/staff';
import { fail, ok, registerCall, type Result } from '../../../plugins/api';

/** Staff booking actions; the staff guard of ./index.ts has run, so `request.staff` is set. */
export default async function staffBookingRoutes(app: FastifyInstance) {
  const answer = <T>(outcome: StaffOutcome<T>, msg?: MessageKey): Result<T> => (outcome.ok ? ok(outcome.value, msg) : fail(outcome.key, outcome.params));
  // '' and omitted both mean every slot of the day
  const placeOf = (form: { resource: string; date: string; slot?: string | undefined }): PlaceTarget => ({
    resource: form.resource,
    day: form.date,
    ...(form.slot ? { slot: form.slot } : {}),
  });

  registerCall(app, staffBookingPlaces, async (form) => answer(await placesOf(app.db, placeOf(form))));
  registerCall(app, staffBookingCapacity, async (form) => answer(await staffSetCapacity(app.db, placeOf(form), form.capacity)));
  registerCall(app, staffBookingClose, async (form) => answer(await staffClose(app.db, placeOf(form))));
  registerCall(app, staffBookingReopen, async (form) => answer(await staffReopen(app.db, placeOf(form))));
  registerCall(app, staffBookingComplete, async (form, { request }) =>
    answer(await staffBookingEvent(app.db, request.staff!.id, form.order_no, 'COMPLETE', form.remark), 'booking.completed'),
  );
  registerCall(app, staffBookingNoShow, async (form, { request }) =>
    answer(await staffBookingEvent(app.db, request.staff!.id, form.order_no, 'NO_SHOW', form.remark), 'booking.noShow'),
  );
}
