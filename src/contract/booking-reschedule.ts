import * as z from 'zod/mini';
import { BookingDetailSchema } from './booking';
import { defineCall, LangField } from './envelope';
import { DayField, SlotField } from './visit';

/**
 * Moving a paid visit or dinner to another date or slot of the same tier and price, or a paid
 * stay to another check-in day with the same nights, rooms and total (issue 16), until the
 * free-cancellation deadline, at most RESCHEDULE_MAX times. `slot` for a visit only.
 * Answers the booking as it is now (its new start).
 */
const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));

export const bookingReschedule = defineCall({
  path: '/api/member/visit_order/changeDate',
  auth: 'member',
  safe: false,
  input: z.object({
    order_no: text().check(z.regex(/^[A-Za-z0-9_-]{4,40}$/, 'booking.notFound')),
    date: DayField,
    slot: z.optional(SlotField),
    lang: LangField,
  }),
  output: BookingDetailSchema,
});
