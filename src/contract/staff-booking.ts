import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import { reasonField } from './staff';

/**
 * Staff calls for bookings under /api/staff/booking/* (issue 6 item 6): capacity and closing of
 * a resource's day or slot, and the staff events of a booking (completed, no-show). Guarded by
 * the staff session of the server's staff plugin, so `public` to the member auth. Resources:
 * `visit:<categoryId>`, `dining:<categoryId>`, `room:<roomId>`.
 */
const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
export const RESOURCE_PATTERN = /^[a-z]+:[1-9]\d{0,9}$/;

const place = {
  resource: text().check(z.regex(RESOURCE_PATTERN, 'booking.cateUnavailable')),
  date: text().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'booking.dateRequired')),
  /** omitted or '': every slot of the day ('' is also the only slot of a resource without slots) */
  // a slot sent as anything but text (null, a list) is a wrong slot, not "the whole day"
  slot: z.optional(z.pipe(z.catch(z.union([z.string(), z.number()]), '?'), z.transform((v) => String(v).trim())).check(z.regex(/^(\d{2}:\d{2})?$/, 'booking.slotRequired'))),
  lang: LangField,
};

export const PlaceRowSchema = z.object({
  slot: z.string(),
  capacity: z.number(),
  taken: z.number(),
  remaining: z.number(),
  closed: z.boolean(),
  /** why staff closed it (the staff calendar, where closed) */
  reason: z.optional(z.string()),
});
const Places = z.array(PlaceRowSchema);
const Change = z.object({ order_no: z.string(), kind: z.string(), status: z.number(), state: z.string() });
const byOrder = z.object({
  order_no: text().check(z.regex(/^[A-Za-z0-9_-]{4,40}$/, 'booking.notFound')),
  remark: z.optional(text().check(z.maxLength(200, 'staff.remarkTooLong'))),
  lang: LangField,
});

const staff = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, safe: boolean, input: I, output: O) =>
  defineCall({ path: `/api/staff/booking/${path}`, auth: 'public', safe, input, output });

export const staffBookingPlaces = staff('places', true, z.object(place), Places);
export const staffBookingCapacity = staff(
  'capacity',
  false,
  z.object({ ...place, capacity: z.pipe(text().check(z.regex(/^\d{1,5}$/, 'booking.countInvalid')), z.transform(Number)) }),
  Places,
);
/** Closing and reopening need a reason (issue 13), kept with the closing and in the audit trail. */
export const staffBookingClose = staff('close', false, z.object({ ...place, reason: reasonField() }), Places);
export const staffBookingReopen = staff('reopen', false, z.object({ ...place, reason: reasonField() }), Places);
export const staffBookingComplete = staff('complete', false, byOrder, Change);
export const staffBookingNoShow = staff('noShow', false, byOrder, Change);
