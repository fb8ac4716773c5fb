import { assign, fromPromise, setup } from 'xstate';
import { VISIT_MAX_PEOPLE, type BookingCreated } from '../src/contract/booking';
import { visitCreate, type BookingQuote, type Calendar, type VisitCate } from '../src/contract/visit';
import { countOf, peopleOf, stepped, type CountField } from './booking-counts';
import { fieldErrors, hasErrors, messageOf, type FieldErrors } from './form-rules';

export const RESERVE_FIELDS = ['adults', 'minors', 'description', 'name', 'phone', 'code'] as const;
export type ReserveField = (typeof RESERVE_FIELDS)[number];
export type ReserveFields = Record<ReserveField, string>;
export type ReserveErrors = FieldErrors<ReserveField>;

/** What /calendar chose: a category, a day and a slot. */
export interface VisitChoice {
  cate: number;
  date: string;
  slot: string;
}

export type Timeslot = Calendar['timeslots'][number];

/** The category and the slot as the server has them now. */
export interface VisitOffer {
  cate: VisitCate;
  /** null when the category has no such slot that day */
  slot: Timeslot | null;
}

/** Why a slot cannot be booked, or null when it can. */
export type SlotProblem = 'missing' | 'closed' | 'expired' | 'full' | null;

export function slotProblem(offer: VisitOffer): SlotProblem {
  const { slot } = offer;
  if (!slot) return 'missing';
  if (slot.closed) return 'closed';
  if (slot.is_expire === 1) return 'expired';
  if (slot.number < 1) return 'full';
  return null;
}

/**
 * The first broken rule per field: the create call's own schema (the one the server checks),
 * then the rules that need the category — at least one adult, the team minimum, the upper bound
 * and the places left — with the server's message keys.
 */
export function reserveErrors(fields: ReserveFields, choice: VisitChoice, offer: VisitOffer): ReserveErrors {
  const form = { ...fields, cate: String(choice.cate), date: choice.date, slot: choice.slot };
  const errors = fieldErrors(visitCreate.input, form, RESERVE_FIELDS);
  const people = peopleOf(fields);
  if (errors.adults || errors.minors || people === null) return errors;
  const max = Math.min(offer.cate.max_people || VISIT_MAX_PEOPLE, VISIT_MAX_PEOPLE);
  if (countOf(fields.adults) < 1) errors.adults = 'booking.adultsMin';
  else if (offer.cate.team === 1 && people < offer.cate.min_people) errors.adults = 'booking.teamMin';
  else if (people > max) errors.adults = 'booking.tooManyPeople';
  else if (offer.slot && people > offer.slot.number) errors.adults = 'booking.full';
  return errors;
}

/** The machine's input: the choice, and the form's one-per-visit id (a resubmit books once). */
export interface ReserveInput extends VisitChoice {
  submitToken: string;
}

export interface ReserveContext {
  choice: VisitChoice;
  submitToken: string;
  offer: VisitOffer | null;
  fields: ReserveFields;
  errors: ReserveErrors;
  quote: BookingQuote | null;
  /** why the current counts cannot be priced (the server's message), or null */
  quoteFailure: string | null;
  /** a refused booking or a failed read: a message key or the server's text */
  failure: string | null;
}

export type ReserveEvent =
  | { type: 'EDIT'; field: ReserveField; value: string }
  | { type: 'STEP'; field: CountField; by: 1 | -1 }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export type CreateVisitInput = VisitChoice & ReserveFields & { submit_token: string };
export type QuoteVisitInput = VisitChoice & { adults: number; minors: number };

/** How long the counts rest before they are priced again. */
const QUOTE_PAUSE_MS = 350;

/**
 * /reserveInfo (spec §2, §5): the visitor details for a chosen category, day and slot — adults,
 * minors, a description, name, phone and its SMS code — with the team minimum, the places left
 * and the price from the server (priced again whenever the counts change and rest), then the
 * booking is created and the member goes on to pay. A slot that is full, closed or over is said
 * so at once and cannot be booked.
 */
export const visitReserveMachine = setup({
  types: {
    input: {} as ReserveInput,
    context: {} as ReserveContext,
    events: {} as ReserveEvent,
  },
  actors: {
    // supplied by the web layer (reserve.actors.ts)
    loadOffer: fromPromise<VisitOffer, VisitChoice>(async () => {
      throw new Error('loadOffer must be provided');
    }),
    quoteVisit: fromPromise<BookingQuote, QuoteVisitInput>(async () => {
      throw new Error('quoteVisit must be provided');
    }),
    createVisit: fromPromise<BookingCreated, CreateVisitInput>(async () => {
      throw new Error('createVisit must be provided');
    }),
  },
  guards: {
    isBookable: (_, params: { offer: VisitOffer }) => slotProblem(params.offer) === null,
    isCountField: ({ event }) => event.type === 'EDIT' && (event.field === 'adults' || event.field === 'minors'),
    hasErrors: ({ context }) => context.offer !== null && hasErrors(reserveErrors(context.fields, context.choice, context.offer)),
    hasPricedCounts: ({ context }) => {
      const people = peopleOf(context.fields);
      return people !== null && people > 0 && !(context.errors.adults || context.errors.minors);
    },
  },
  actions: {
    setOffer: assign((_, params: { offer: VisitOffer }) => {
      const { cate } = params.offer;
      const adults = cate.team === 1 ? Math.max(cate.min_people, 1) : 2;
      return { offer: params.offer, fields: { adults: String(adults), minors: '0', description: '', name: '', phone: '', code: '' } };
    }),
    setField: assign(({ context }, params: { field: ReserveField; value: string }) => {
      const { [params.field]: _fixed, ...errors } = context.errors;
      return { fields: { ...context.fields, [params.field]: params.value }, errors: errors as ReserveErrors, failure: null };
    }),
    setStep: assign(({ context }, params: { field: CountField; by: number }) => {
      const { adults: _a, minors: _m, ...errors } = context.errors;
      return { fields: { ...context.fields, [params.field]: stepped(context.fields[params.field], params.by) }, errors: errors as ReserveErrors, failure: null };
    }),
    setErrors: assign(({ context }) => ({ errors: context.offer ? reserveErrors(context.fields, context.choice, context.offer) : {} })),
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
  id: 'visitReserve',
  context: ({ input }) => ({
    choice: { cate: input.cate, date: input.date, slot: input.slot },
    submitToken: input.submitToken,
    offer: null,
    fields: { adults: '', minors: '', description: '', name: '', phone: '', code: '' },
    errors: {},
    quote: null,
    quoteFailure: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => context.choice,
        onDone: [
          { guard: { type: 'isBookable', params: ({ event }) => ({ offer: event.output }) }, target: 'editing', actions: { type: 'setOffer', params: ({ event }) => ({ offer: event.output }) } },
          { target: 'unavailable', actions: { type: 'setOffer', params: ({ event }) => ({ offer: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    /** full, closed, over or unknown: nothing to book here */
    unavailable: {},
    editing: {
      initial: 'quoting',
      on: {
        EDIT: [
          { guard: 'isCountField', target: '.resting', actions: { type: 'setField', params: ({ event }) => event } },
          { actions: { type: 'setField', params: ({ event }) => event } },
        ],
        STEP: { target: '.resting', actions: { type: 'setStep', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'hasErrors', actions: 'setErrors' }, { target: 'submitting' }],
      },
      states: {
        priced: {},
        resting: {
          after: {
            quotePause: [{ guard: 'hasPricedCounts', target: 'quoting' }, { target: 'priced', actions: 'clearQuote' }],
          },
        },
        quoting: {
          invoke: {
            id: 'quoteVisit',
            src: 'quoteVisit',
            input: ({ context }) => ({ ...context.choice, adults: countOf(context.fields.adults), minors: countOf(context.fields.minors) }),
            onDone: { target: 'priced', actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) } },
            onError: { target: 'priced', actions: { type: 'setQuoteFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'createVisit',
        src: 'createVisit',
        input: ({ context }) => ({ ...context.choice, ...context.fields, submit_token: context.submitToken }),
        onDone: { target: 'booked', actions: { type: 'goToPay', params: ({ event }) => ({ created: event.output }) } },
        onError: { target: 'editing.priced', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    booked: { type: 'final' },
  },
});
