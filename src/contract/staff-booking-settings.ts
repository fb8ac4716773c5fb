import * as z from 'zod/mini';
import { VISIT_MAX_PEOPLE } from './booking';
import { defineCall, LangField, type ApiCall } from './envelope';
import {
  flag,
  idOrNew,
  INTRO_MAX,
  line,
  Localized3Schema,
  localized,
  longText,
  NOTE_MAX,
  rowId,
  sort,
  text,
  TEXT_MAX,
  TITLE_MAX,
  toMinor,
  PRICE_MAX_MINOR,
} from './staff-catalogue';

/**
 * Booking settings in the staff console (issue 14 item 2, role `bookings`): what guests can book
 * and the words around it, in cn, tw and en side by side — visit tiers (texts, notes, duration,
 * party size, weekdays, slots, places per slot), the visit page's texts, the dining texts and
 * dinners (seats per evening), the hotel's texts and its room types (number of rooms). Prices stay
 * on their own screen (./staff-catalogue.ts `catalogue/booking/*`); a new tier or dinner is
 * created with its prices here. A change of what guests can book (slots, weekdays, places, party
 * size, on / off) needs a reason, kept in the audit row, and can never take places already booked
 * on a future day. Roles `owner` and `bookings` change, `auditor` reads (./staff-access.ts).
 * Messages: `staffCatalogue.*`.
 */
const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, safe: boolean, input: I, output: O): ApiCall<I, O> =>
  defineCall({ path: `/api/staff/${path}`, auth: 'public', safe, input, output });

/** Places of one slot, seats of one evening or rooms of one kind. */
export const PLACES_MAX = 10_000;
export const SLOTS_MAX = 24;
export const LIST_ITEMS_MAX = 20;
export const DURATION_MAX_MIN = 24 * 60;
export const AREA_MAX = 10_000;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const whole = (min: number, max: number, key: string) =>
  z.pipe(text().check(z.refine((s) => /^\d{1,6}$/.test(s) && Number(s) >= min && Number(s) <= max, key)), z.transform(Number));

/** Notes shown as a list: one per line, empty lines dropped. */
const textList = () =>
  z.pipe(longText(TEXT_MAX, 'staffCatalogue.textTooLong'), z.transform((s) => s.split('\n').map((l) => l.trim()).filter((l) => l !== ''))).check(
    z.refine((list) => list.length <= LIST_ITEMS_MAX, 'staffCatalogue.listTooLong'),
    z.refine((list) => list.every((l) => [...l].length <= INTRO_MAX), 'staffCatalogue.introTooLong'),
  );

/** Weekdays offered, 0 Sunday … 6 Saturday, as "1,2,3" (ticked boxes); sorted, each once. */
const weekdayList = () =>
  z.pipe(
    text().check(z.refine((s) => /^[0-6](,[0-6])*$/.test(s.replace(/\s/g, '')), 'staffCatalogue.weekdaysRequired')),
    z.transform((s) => [...new Set(s.replace(/\s/g, '').split(',').map(Number))].sort((a, b) => a - b)),
  );

/** Slots as "10:00, 14:00" (or one per line); sorted, each once. */
const slotList = () =>
  z.pipe(
    text(),
    z.transform((s) => [...new Set(s.split(/[\s,]+/).filter((l) => l !== ''))].sort()),
  ).check(
    z.refine((list) => list.length > 0, 'staffCatalogue.slotsRequired'),
    z.refine((list) => list.every((l) => HHMM.test(l)), 'staffCatalogue.slotInvalid'),
    z.refine((list) => list.length <= SLOTS_MAX, 'staffCatalogue.slotsTooMany'),
  );

/** A price only a new tier or dinner is given here ('' when editing one). */
const newPrice = () =>
  z._default(
    z.pipe(
      text().check(z.refine((s) => s === '' || (/^\d{1,9}(\.\d{1,2})?$/.test(s) && toMinor(s) > 0 && toMinor(s) <= PRICE_MAX_MINOR), 'staffCatalogue.priceInvalid')),
      z.transform((s) => (s === '' ? null : toMinor(s))),
    ),
    null,
  );
const pricedIfNew = (form: { id: number; price: number | null; dollar_price: number | null }) => form.id !== 0 || (form.price !== null && form.dollar_price !== null);

const title = () => line(TITLE_MAX, 'staffCatalogue.titleTooLong', 'staffCatalogue.titleRequired');
const intro = () => longText(INTRO_MAX, 'staffCatalogue.introTooLong');
const longer = () => longText(TEXT_MAX, 'staffCatalogue.textTooLong');
/** why, for the audit trail: required (by the server) when what guests can book changes */
const reason = () => z._default(line(NOTE_MAX, 'staffCatalogue.noteTooLong'), '');

// ── reads ───────────────────────────────────────────────────────────────────────────────────

const LocalizedListSchema = z.object({ cn: z.array(z.string()), tw: z.array(z.string()), en: z.array(z.string()) });

export const VisitTierSchema = z.object({
  id: z.number(),
  name: Localized3Schema,
  intro: Localized3Schema,
  content: LocalizedListSchema,
  attention: LocalizedListSchema,
  duration_min: z.number(),
  min_people: z.number(),
  max_people: z.number(),
  team: z.number(),
  weekdays: z.array(z.number()),
  timeslots: z.array(z.string()),
  capacity: z.number(),
  switch: z.number(),
  sort: z.number(),
});
export type VisitTier = z.infer<typeof VisitTierSchema>;

/** The visit page's own texts; its address, phone and opening hours are the site texts' (content type `site`). */
export const VisitInfoSchema = z.object({
  id: z.number(),
  title: Localized3Schema,
  intro: Localized3Schema,
});
export type VisitInfoSettings = z.infer<typeof VisitInfoSchema>;

export const CateringInfoSchema = z.object({
  id: z.number(),
  title: Localized3Schema,
  overview: Localized3Schema,
  must_read: Localized3Schema,
  dinnertime: z.string(),
  attention: LocalizedListSchema,
});
export type CateringInfoSettings = z.infer<typeof CateringInfoSchema>;

export const DinnerSchema = z.object({
  id: z.number(),
  name: Localized3Schema,
  intro: Localized3Schema,
  amount: z.number(),
  switch: z.number(),
  sort: z.number(),
});
export type DinnerSettings = z.infer<typeof DinnerSchema>;

/** The villa's texts; its address and phone are the site texts' (content type `site`). */
export const HotelSchema = z.object({
  id: z.number(),
  name: Localized3Schema,
  brief: Localized3Schema,
  must_read: Localized3Schema,
  meals: Localized3Schema,
});
export type HotelSettings = z.infer<typeof HotelSchema>;

export const RoomTypeSchema = z.object({
  id: z.number(),
  hotel_id: z.number(),
  name: Localized3Schema,
  brief: Localized3Schema,
  area: z.number(),
  amount: z.number(),
  status: z.number(),
  sort: z.number(),
});
export type RoomTypeSettings = z.infer<typeof RoomTypeSchema>;

export const BookingSettingsSchema = z.object({
  visit_info: z.nullable(VisitInfoSchema),
  tiers: z.array(VisitTierSchema),
  catering_info: z.nullable(CateringInfoSchema),
  dinners: z.array(DinnerSchema),
  hotels: z.array(HotelSchema),
  rooms: z.array(RoomTypeSchema),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

export const staffBookingSettings = call('catalogue/booking/settings', true, z.object({ lang: LangField }), BookingSettingsSchema);

// ── changes ─────────────────────────────────────────────────────────────────────────────────

export const VisitTierFormSchema = z
  .object({
    id: idOrNew('staffCatalogue.pricedNotFound'),
    ...localized('name', title),
    ...localized('intro', intro),
    ...localized('content', textList),
    ...localized('attention', textList),
    duration_min: whole(1, DURATION_MAX_MIN, 'staffCatalogue.durationInvalid'),
    min_people: whole(1, VISIT_MAX_PEOPLE, 'staffCatalogue.peopleInvalid'),
    max_people: whole(1, VISIT_MAX_PEOPLE, 'staffCatalogue.peopleInvalid'),
    team: flag(),
    weekdays: weekdayList(),
    timeslots: slotList(),
    capacity: whole(0, PLACES_MAX, 'staffCatalogue.placesInvalid'),
    switch: flag(),
    sort: sort(),
    price: newPrice(),
    dollar_price: newPrice(),
    reason: reason(),
    lang: LangField,
  })
  .check(
    z.refine((form) => form.min_people <= form.max_people, { message: 'staffCatalogue.peopleOrder', path: ['max_people'] }),
    z.refine(pricedIfNew, { message: 'staffCatalogue.newPriceRequired', path: ['price'] }),
  );
export type VisitTierForm = z.output<typeof VisitTierFormSchema>;
export const staffVisitTierSave = call('catalogue/visit-tier/save', false, VisitTierFormSchema, VisitTierSchema);

export const VisitInfoFormSchema = z.object({
  id: rowId('staffCatalogue.settingNotFound'),
  ...localized('title', title),
  ...localized('intro', longer),
  lang: LangField,
});
export type VisitInfoForm = z.output<typeof VisitInfoFormSchema>;
export const staffVisitInfoSave = call('catalogue/visit-info/save', false, VisitInfoFormSchema, VisitInfoSchema);

export const CateringInfoFormSchema = z.object({
  id: rowId('staffCatalogue.settingNotFound'),
  ...localized('title', title),
  ...localized('overview', longer),
  ...localized('must_read', longer),
  ...localized('attention', textList),
  dinnertime: text().check(z.regex(HHMM, 'staffCatalogue.slotInvalid')),
  lang: LangField,
});
export type CateringInfoForm = z.output<typeof CateringInfoFormSchema>;
export const staffCateringInfoSave = call('catalogue/catering-info/save', false, CateringInfoFormSchema, CateringInfoSchema);

export const DinnerFormSchema = z
  .object({
    id: idOrNew('staffCatalogue.pricedNotFound'),
    ...localized('name', title),
    ...localized('intro', intro),
    amount: whole(0, PLACES_MAX, 'staffCatalogue.placesInvalid'),
    switch: flag(),
    sort: sort(),
    price: newPrice(),
    dollar_price: newPrice(),
    reason: reason(),
    lang: LangField,
  })
  .check(z.refine(pricedIfNew, { message: 'staffCatalogue.newPriceRequired', path: ['price'] }));
export type DinnerForm = z.output<typeof DinnerFormSchema>;
export const staffDinnerSave = call('catalogue/dinner/save', false, DinnerFormSchema, DinnerSchema);

export const HotelFormSchema = z.object({
  id: rowId('staffCatalogue.settingNotFound'),
  ...localized('name', title),
  ...localized('brief', longer),
  /** simple HTML, cleaned by the server's allow-list */
  ...localized('must_read', longer),
  ...localized('meals', longer),
  lang: LangField,
});
export type HotelForm = z.output<typeof HotelFormSchema>;
export const staffHotelSave = call('catalogue/hotel/save', false, HotelFormSchema, HotelSchema);

export const RoomTypeFormSchema = z.object({
  id: rowId('staffCatalogue.pricedNotFound'),
  ...localized('name', title),
  ...localized('brief', longer),
  area: whole(1, AREA_MAX, 'staffCatalogue.areaInvalid'),
  amount: whole(0, PLACES_MAX, 'staffCatalogue.placesInvalid'),
  status: flag(),
  sort: sort(),
  reason: reason(),
  lang: LangField,
});
export type RoomTypeForm = z.output<typeof RoomTypeFormSchema>;
export const staffRoomTypeSave = call('catalogue/room-type/save', false, RoomTypeFormSchema, RoomTypeSchema);
