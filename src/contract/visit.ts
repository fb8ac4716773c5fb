import * as z from 'zod/mini';
import { BOOKING_DESCRIPTION_MAX, BOOKING_NAME_MAX, BookingCreatedSchema } from './booking';
import { CONTENT_HOST } from './content';
import { defineCall, LangField } from './envelope';
import { PhoneField, SubmitTokenField, withoutControl } from './validation';
import { CodeSentSchema } from './verification';

/**
 * Visit and dining booking (spec §3 Bookings, §7 member/visit, catering, visit_sms, visit_order).
 * Weekdays are 0 (Sunday) … 6 (Saturday); days 'YYYY-MM-DD', slots 'HH:MM', months 'YYYY-MM', all
 * on the estate's clock. Prices are per person, minors included; yuan / dollar strings.
 */
const Images = z.array(z.string());
const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const pattern = (re: RegExp, key: string) => text().check(z.regex(re, key));
const intField = (key: string) =>
  z.pipe(text().check(z.regex(/^\d{1,4}$/, key)), z.transform(Number));

export const CateField = z.pipe(text().check(z.regex(/^[1-9]\d{0,8}$/, 'booking.cateRequired')), z.transform(Number));
export const DayField = pattern(/^\d{4}-\d{2}-\d{2}$/, 'booking.dateRequired');
export const SlotField = pattern(/^\d{2}:\d{2}$/, 'booking.slotRequired');
export const MonthField = pattern(/^\d{4}-\d{2}$/, 'booking.dateRequired');
export const AdultsField = intField('booking.adultsMin');
/** minors may be left empty */
export const MinorsField = z.pipe(text().check(z.regex(/^\d{0,4}$/, 'booking.countInvalid')), z.transform((s) => (s === '' ? 0 : Number(s))));
export const BookingNameField = text().check(z.minLength(1, 'booking.nameRequired'), z.maxLength(BOOKING_NAME_MAX, 'booking.nameTooLong'), withoutControl());
export const BookingPhoneField = z.pipe(text(), PhoneField);
export const BookingDescriptionField = z.optional(text().check(z.maxLength(BOOKING_DESCRIPTION_MAX, 'booking.descriptionTooLong'), withoutControl(true)));
export const BookingCodeField = text().check(z.minLength(1, 'validation.codeRequired'), z.regex(/^\d{6}$/, 'validation.codeWrong'));

export const VisitInfoSchema = z.object({
  id: z.number(), title: z.string(), businesstime: z.string(), address: z.string(), phone: z.string(),
  intro: z.string(), images: Images, video: z.string(),
});
export type VisitInfo = z.infer<typeof VisitInfoSchema>;

export const VisitCateSchema = z.object({
  id: z.number(),
  name: z.string(),
  intro: z.string(),
  /** per person */
  price: z.string(),
  dollar_price: z.string(),
  /** weekdays it runs, 0 Sunday … 6 Saturday */
  weekdata: z.array(z.number()),
  timeslot: z.array(z.string()),
  /** places per slot unless staff changed a day */
  time_number: z.number(),
  contentjson: z.array(z.string()),
  /** minutes */
  duration: z.number(),
  attentionjson: z.array(z.string()),
  images: Images,
  /** 1: team tier, needs min_people or more */
  team: z.number(),
  min_people: z.number(),
  max_people: z.number(),
});
export type VisitCate = z.infer<typeof VisitCateSchema>;

export const CalendarDaySchema = z.object({
  date: z.string(),
  week: z.number(),
  /** places left over the day's open slots */
  number: z.number(),
  /** the category runs that weekday, the day is bookable (not past, within the window) and staff did not close it */
  open: z.boolean(),
});
export const TimeslotSchema = z.object({
  time: z.string(),
  /** capacity */
  time_number: z.number(),
  /** places left */
  number: z.number(),
  /** 1 when the slot has begun or passed */
  is_expire: z.number(),
  closed: z.boolean(),
});
export const CalendarSchema = z.object({
  cate: z.number(),
  month: z.string(),
  days: z.array(CalendarDaySchema),
  /** the slots of `date` when it was asked for, else [] */
  date: z.string(),
  timeslots: z.array(TimeslotSchema),
});
export type Calendar = z.infer<typeof CalendarSchema>;

export const CateringInfoSchema = z.object({
  id: z.number(), title: z.string(), overview: z.string(), must_read: z.string(),
  /** 'HH:MM' the dinner starts; bookings are for that evening */
  dinnertime: z.string(), attentionjson: z.array(z.string()), images: Images,
});
export const CateringCateSchema = z.object({
  id: z.number(), name: z.string(), intro: z.string(),
  /** per person; half is paid when booking */
  price: z.string(), dollar_price: z.string(),
  /** seats per evening */
  amount: z.number(),
  /** seats left on the asked date (amount when no date was asked) */
  number: z.number(),
  switch: z.number(), images: Images,
});

/** A price before booking: visit (slot) or dinner (evening). */
export const BookingQuoteSchema = z.object({
  cate: z.number(),
  title: z.string(),
  date: z.string(),
  slot: z.string(),
  start_at: z.string(),
  people: z.number(),
  unit_price: z.string(),
  amount: z.string(),
  dollar_amount: z.string(),
  /** due now (dinner: 50 %), and paid at the venue */
  pay: z.string(),
  dollar_pay: z.string(),
  balance: z.string(),
  /** places left at that slot / evening */
  remaining: z.number(),
  /** booked now, it must be paid by then ('YYYY-MM-DD HH:mm:ss', estate time): the order validity, capped at the start */
  pay_by: z.string(),
});
export type BookingQuote = z.infer<typeof BookingQuoteSchema>;

const LangInput = z.object({ lang: LangField });
const visitWhat = { cate: CateField, date: DayField, slot: SlotField, adults: AdultsField, minors: z.optional(MinorsField), lang: LangField };
const diningWhat = { cate: CateField, date: DayField, adults: AdultsField, minors: z.optional(MinorsField), lang: LangField };
const guest = { name: BookingNameField, phone: BookingPhoneField, description: BookingDescriptionField, submit_token: SubmitTokenField };

export const visitGet = defineCall({ path: `${CONTENT_HOST}/member/visit/getVisit`, auth: 'public', safe: true, input: LangInput, output: VisitInfoSchema });
export const visitCateList = defineCall({ path: `${CONTENT_HOST}/member/visit/getVisitCate`, auth: 'public', safe: true, input: LangInput, output: z.array(VisitCateSchema) });
/** Days of `month` (or of `date`'s month); with `date` also that day's slots. */
export const visitCalendar = defineCall({
  path: `${CONTENT_HOST}/member/visit/getCalendar`, auth: 'public', safe: true,
  input: z.object({ cate: CateField, month: z.optional(MonthField), date: z.optional(DayField), lang: LangField }),
  output: CalendarSchema,
});
export const cateringGet = defineCall({ path: `${CONTENT_HOST}/catering/getCatering`, auth: 'public', safe: true, input: LangInput, output: CateringInfoSchema });
export const cateringCateList = defineCall({
  path: `${CONTENT_HOST}/catering/getCateringCate`, auth: 'public', safe: true,
  input: z.object({ date: z.optional(DayField), lang: LangField }), output: z.array(CateringCateSchema),
});

/** An SMS code to the phone given for a visit (event 'visit'). */
export const visitSendSms = defineCall({
  path: `${CONTENT_HOST}/visit_sms/sendSms`, auth: 'member', safe: false,
  input: z.object({ phone: BookingPhoneField, lang: LangField }), output: CodeSentSchema,
});
/** Checks the code without using it up; getVisitOrder uses it. */
export const visitCheckCaptcha = defineCall({
  path: `${CONTENT_HOST}/visit_order/checkCaptcha`, auth: 'member', safe: false,
  input: z.object({ phone: BookingPhoneField, code: BookingCodeField, lang: LangField }), output: z.object({ phone: z.string() }),
});
export const visitQuote = defineCall({
  path: `${CONTENT_HOST}/visit_order/getPayment`, auth: 'member', safe: true, input: z.object(visitWhat), output: BookingQuoteSchema,
});
/** Creates a visit booking (status 0, places held until it is paid or expires). */
export const visitCreate = defineCall({
  path: `${CONTENT_HOST}/visit_order/getVisitOrder`, auth: 'member', safe: false,
  input: z.object({ ...visitWhat, ...guest, code: BookingCodeField }), output: BookingCreatedSchema,
});
export const diningQuote = defineCall({
  path: `${CONTENT_HOST}/catering/getPayment`, auth: 'member', safe: true, input: z.object(diningWhat), output: BookingQuoteSchema,
});
/** Creates a dinner booking: 50 % due now, the balance at the table. */
export const diningCreate = defineCall({
  path: `${CONTENT_HOST}/catering/getCateringOrder`, auth: 'member', safe: false,
  input: z.object({ ...diningWhat, ...guest }), output: BookingCreatedSchema,
});
