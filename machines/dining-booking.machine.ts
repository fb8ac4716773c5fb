import { assign, fromPromise, setup } from 'xstate';
import { BOOKING_WINDOW_DAYS, DINING_LEAD_HOURS, DINING_MAX_PEOPLE, estateMs, type BookingCreated } from '../src/contract/booking';
import type { CallOutput } from '../src/contract/envelope';
import { diningCreate, type BookingQuote, type cateringCateList, type cateringGet } from '../src/contract/visit';
import { countOf, peopleOf, stepped, type CountField } from './booking-counts';
import { fieldErrors, hasErrors, messageOf, type FieldErrors } from './form-rules';

export type CateringInfo = CallOutput<typeof cateringGet>;
export type CateringCate = CallOutput<typeof cateringCateList>[number];

export const DINING_FIELDS = ['cate', 'date', 'adults', 'minors', 'description', 'name', 'phone'] as const;
export type DiningField = (typeof DINING_FIELDS)[number];
/** what is typed; the menu (`cate`) is chosen from the cards */
export type DiningText = Exclude<DiningField, 'cate'>;
export type DiningFields = Record<DiningField, string>;
export type DiningErrors = FieldErrors<DiningField>;

export interface Restaurant {
  info: CateringInfo;
  /** the menus that can be booked (switched on) */
  cates: CateringCate[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The estate's day ('YYYY-MM-DD') at an instant. */
const estateDay = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);

/** The first evening that is at least 48 hours away (spec §9), for the date field's minimum. */
export function firstDiningDay(now: number, dinnertime: string): string {
  let day = estateDay(now);
  while (estateMs(day, dinnertime) - now < DINING_LEAD_HOURS * HOUR_MS) day = estateDay(estateMs(day) + DAY_MS);
  return day;
}

/** The last evening that can be booked. */
export function lastDiningDay(now: number): string {
  return estateDay(now + BOOKING_WINDOW_DAYS * DAY_MS);
}

/**
 * The first broken rule per field: the create call's schema (the server's), then the menu, the
 * 48-hour lead, the booking window, at least one adult and the upper bound, with the server's keys.
 */
export function diningErrors(fields: DiningFields, restaurant: Restaurant, now: number): DiningErrors {
  const errors = fieldErrors(diningCreate.input, fields, DINING_FIELDS);
  if (errors.cate === 'booking.cateRequired' || (!errors.cate && !restaurant.cates.some((cate) => String(cate.id) === fields.cate))) errors.cate = 'booking.menuRequired';
  if (!errors.date) {
    const at = estateMs(fields.date.trim(), restaurant.info.dinnertime);
    if (Number.isNaN(at)) errors.date = 'booking.dateRequired';
    else if (at < now) errors.date = 'booking.pastDate';
    else if (at - now < DINING_LEAD_HOURS * HOUR_MS) errors.date = 'booking.diningLeadTime';
    else if (fields.date.trim() > lastDiningDay(now)) errors.date = 'booking.tooFar';
  }
  const people = peopleOf(fields);
  if (errors.adults || errors.minors || people === null) return errors;
  if (countOf(fields.adults) < 1) errors.adults = 'booking.adultsMin';
  else if (people > DINING_MAX_PEOPLE) errors.adults = 'booking.tooManyPeople';
  return errors;
}

export interface DiningInput {
  /** when the form opened, ms: the 48-hour rule counts from it */
  now: number;
  /** prices are asked only of a member's session (a visitor sees the menu prices) */
  signedIn: boolean;
  /** the member's own phone, offered as the contact */
  phone?: string;
  /** the form's one-per-visit id: a resubmit finds the booking the first one made */
  submitToken: string;
}

export type CreateDiningInput = DiningFields & { submit_token: string };

export interface DiningContext {
  now: number;
  submitToken: string;
  signedIn: boolean;
  phone: string;
  restaurant: Restaurant | null;
  fields: DiningFields;
  errors: DiningErrors;
  quote: BookingQuote | null;
  quoteFailure: string | null;
  failure: string | null;
}

export type DiningEvent =
  | { type: 'CHOOSE'; cate: number }
  | { type: 'EDIT'; field: DiningText; value: string }
  | { type: 'STEP'; field: CountField; by: 1 | -1 }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export interface QuoteDiningInput {
  cate: number;
  date: string;
  adults: number;
  minors: number;
}

const QUOTE_PAUSE_MS = 350;
const quoteRequest = (fields: DiningFields): QuoteDiningInput => ({ cate: Number(fields.cate), date: fields.date.trim(), adults: countOf(fields.adults), minors: countOf(fields.minors) });
const without = (errors: DiningErrors, ...fields: DiningField[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field as DiningField))) as DiningErrors;

/**
 * /restaurant (spec §2, §9): the restaurant (overview, must-read, dinner time, notes) and its
 * menus; the member picks a menu, an evening at least 48 hours ahead and the guests, and gives a
 * name, phone and description. Whenever menu, evening and guests make a booking the server
 * prices it — the total, the 50 % prepayment due now and the balance paid at the table — then
 * the booking is created and the member goes on to pay the prepayment.
 */
export const diningBookingMachine = setup({
  types: {
    input: {} as DiningInput,
    context: {} as DiningContext,
    events: {} as DiningEvent,
  },
  actors: {
    // supplied by the web layer (dining.actors.ts)
    loadRestaurant: fromPromise<Restaurant>(async () => {
      throw new Error('loadRestaurant must be provided');
    }),
    quoteDining: fromPromise<BookingQuote, QuoteDiningInput>(async () => {
      throw new Error('quoteDining must be provided');
    }),
    createDining: fromPromise<BookingCreated, CreateDiningInput>(async () => {
      throw new Error('createDining must be provided');
    }),
  },
  guards: {
    isOfferedCate: ({ context }, params: { cate: number }) => !!context.restaurant?.cates.some((cate) => cate.id === params.cate),
    hasErrors: ({ context }) => context.restaurant !== null && hasErrors(diningErrors(context.fields, context.restaurant, context.now)),
    /** menu, evening and guests are all fine: worth a price */
    isPriceable: ({ context }) => {
      if (!context.restaurant || !context.signedIn) return false;
      const errors = diningErrors(context.fields, context.restaurant, context.now);
      return !errors.cate && !errors.date && !errors.adults && !errors.minors;
    },
  },
  actions: {
    setRestaurant: assign(({ context }, params: { restaurant: Restaurant }) => ({
      restaurant: params.restaurant,
      fields: { cate: '', date: firstDiningDay(context.now, params.restaurant.info.dinnertime), adults: '2', minors: '0', description: '', name: '', phone: context.phone },
    })),
    setCate: assign(({ context }, params: { cate: number }) => ({ fields: { ...context.fields, cate: String(params.cate) }, errors: without(context.errors, 'cate'), failure: null })),
    setField: assign(({ context }, params: { field: DiningText; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
      errors: without(context.errors, params.field),
      failure: null,
    })),
    setStep: assign(({ context }, params: { field: CountField; by: number }) => ({
      fields: { ...context.fields, [params.field]: stepped(context.fields[params.field], params.by) },
      errors: without(context.errors, 'adults', 'minors'),
      failure: null,
    })),
    setErrors: assign(({ context }) => ({ errors: context.restaurant ? diningErrors(context.fields, context.restaurant, context.now) : {} })),
    setQuote: assign({ quote: (_, params: { quote: BookingQuote }) => params.quote, quoteFailure: null }),
    setQuoteFailure: assign({ quote: null, quoteFailure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearQuote: assign({ quote: null, quoteFailure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // supplied by the web layer
    goToPay: (_, _params: { created: BookingCreated }) => {},
  },
  delays: { quotePause: QUOTE_PAUSE_MS },
}).createMachine({
  id: 'diningBooking',
  context: ({ input }) => ({
    now: input.now,
    submitToken: input.submitToken,
    signedIn: input.signedIn,
    phone: input.phone ?? '',
    restaurant: null,
    fields: { cate: '', date: '', adults: '', minors: '', description: '', name: '', phone: '' },
    errors: {},
    quote: null,
    quoteFailure: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRestaurant',
        src: 'loadRestaurant',
        onDone: { target: 'editing', actions: { type: 'setRestaurant', params: ({ event }) => ({ restaurant: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      initial: 'priced',
      on: {
        CHOOSE: { guard: { type: 'isOfferedCate', params: ({ event }) => ({ cate: event.cate }) }, target: '.resting', actions: { type: 'setCate', params: ({ event }) => ({ cate: event.cate }) } },
        EDIT: { target: '.resting', actions: { type: 'setField', params: ({ event }) => event } },
        STEP: { target: '.resting', actions: { type: 'setStep', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'hasErrors', actions: 'setErrors' }, { target: 'submitting' }],
      },
      states: {
        priced: {},
        resting: {
          after: {
            quotePause: [{ guard: 'isPriceable', target: 'quoting' }, { target: 'priced', actions: 'clearQuote' }],
          },
        },
        quoting: {
          invoke: {
            id: 'quoteDining',
            src: 'quoteDining',
            input: ({ context }) => quoteRequest(context.fields),
            onDone: { target: 'priced', actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) } },
            onError: { target: 'priced', actions: { type: 'setQuoteFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'createDining',
        src: 'createDining',
        input: ({ context }) => ({ ...context.fields, submit_token: context.submitToken }),
        onDone: { target: 'booked', actions: { type: 'goToPay', params: ({ event }) => ({ created: event.output }) } },
        onError: { target: 'editing.priced', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    booked: { type: 'final' },
  },
});
