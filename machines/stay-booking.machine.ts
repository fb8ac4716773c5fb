import { assign, fromPromise, setup } from 'xstate';
import { hotelOrderCreate, STAY_MAX_ROOMS, type StayOrderCreated, type StayQuote } from '../src/contract/hotel';
import { fieldErrors, hasErrors, messageOf, withoutField, type FieldErrors } from './form-rules';

export const GUEST_FIELDS = ['name', 'phone', 'description'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestFields = Record<GuestField, string>;

export interface StayBookingInput {
  room: number;
  checkin: string;
  checkout: string;
  adults: number;
  rooms: number;
  /** the signed-in member's phone, as a start */
  phone?: string;
  /** the form's one-per-visit id: a resubmit finds the stay the first one made */
  submitToken: string;
}

export interface StayRequest {
  room_id: string;
  checkin: string;
  checkout: string;
  adults: string;
  rooms: string;
}

export type CreateStayInput = StayRequest & GuestFields & { submit_token: string };

export interface StayBookingContext {
  request: Omit<StayBookingInput, 'phone' | 'submitToken'>;
  submitToken: string;
  fields: GuestFields;
  errors: FieldErrors<GuestField>;
  quote: StayQuote | null;
  /** the server's (translated) message or a message key: a refused quote or booking */
  failure: string | null;
}

export type StayBookingEvent =
  | { type: 'EDIT'; field: GuestField; value: string }
  | { type: 'SET_ROOMS'; rooms: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

const asRequest = (request: StayBookingContext['request']): StayRequest => ({
  room_id: String(request.room),
  checkin: request.checkin,
  checkout: request.checkout,
  adults: String(request.adults),
  rooms: String(request.rooms),
});

/** The guest fields' first broken rules, from the server's own create schema. */
export function guestErrors(context: Pick<StayBookingContext, 'request' | 'fields'>): FieldErrors<GuestField> {
  return fieldErrors(hotelOrderCreate.input, { ...asRequest(context.request), ...context.fields }, GUEST_FIELDS);
}

/** Rooms the adults need at least (the room's guests per room), and the most that can be booked. */
export function roomBounds(quote: StayQuote | null, adults: number): { min: number; max: number } {
  if (!quote) return { min: 1, max: STAY_MAX_ROOMS };
  const min = Math.max(1, Math.ceil(adults / Math.max(1, quote.room.number)));
  return { min, max: Math.max(min, Math.min(STAY_MAX_ROOMS, quote.room.amount)) };
}

/**
 * /settledInfo (spec §2, §3): the chosen room and range priced by the server (per night, total,
 * due now), the number of rooms (priced again on change), the guest's name, phone and requests,
 * checked with the server's own rules; one submission creates the unpaid stay, which goes on to
 * /houseOrderPay. A refusal (sold out meanwhile, bad range) is shown as the server words it.
 */
export const stayBookingMachine = setup({
  types: {
    input: {} as StayBookingInput,
    context: {} as StayBookingContext,
    events: {} as StayBookingEvent,
  },
  actors: {
    // supplied by the web layer: hotel_order getPayment and getHotelOrder
    quoteStay: fromPromise<StayQuote, StayRequest>(async () => {
      throw new Error('quoteStay must be provided');
    }),
    createStay: fromPromise<StayOrderCreated, CreateStayInput>(async () => {
      throw new Error('createStay must be provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(guestErrors(context)),
    isRoomCountAllowed: ({ context }, params: { rooms: number }) => {
      const { min, max } = roomBounds(context.quote, context.request.adults);
      return Number.isInteger(params.rooms) && params.rooms !== context.request.rooms && params.rooms >= min && params.rooms <= max;
    },
  },
  actions: {
    setField: assign(({ context }, params: { field: GuestField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
      errors: withoutField(context.errors, params.field),
    })),
    setRooms: assign({ request: ({ context }, params: { rooms: number }) => ({ ...context.request, rooms: params.rooms }) }),
    setQuote: assign({ quote: (_, params: { quote: StayQuote }) => params.quote, failure: null }),
    setErrors: assign({ errors: ({ context }) => guestErrors(context) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // supplied by the web layer: to /houseOrderPay?order_no=…
    goToPay: (_, _params: { orderNo: string }) => {},
  },
}).createMachine({
  id: 'stayBooking',
  context: ({ input }) => ({
    request: { room: input.room, checkin: input.checkin, checkout: input.checkout, adults: input.adults, rooms: input.rooms },
    submitToken: input.submitToken,
    fields: { name: '', phone: input.phone ?? '', description: '' },
    errors: {},
    quote: null,
    failure: null,
  }),
  initial: 'quoting',
  states: {
    quoting: {
      invoke: {
        id: 'quoteStay',
        src: 'quoteStay',
        input: ({ context }) => asRequest(context.request),
        onDone: { target: 'editing', actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) } },
        onError: { target: 'quoteFailed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        EDIT: { actions: { type: 'setField', params: ({ event }) => event } },
      },
    },
    quoteFailed: {
      on: {
        RETRY: { target: 'quoting', actions: 'clearFailure' },
        EDIT: { actions: { type: 'setField', params: ({ event }) => event } },
        SET_ROOMS: {
          guard: { type: 'isRoomCountAllowed', params: ({ event }) => ({ rooms: event.rooms }) },
          target: 'quoting',
          actions: [{ type: 'setRooms', params: ({ event }) => ({ rooms: event.rooms }) }, 'clearFailure'],
        },
      },
    },
    editing: {
      on: {
        EDIT: { actions: { type: 'setField', params: ({ event }) => event } },
        SET_ROOMS: {
          guard: { type: 'isRoomCountAllowed', params: ({ event }) => ({ rooms: event.rooms }) },
          target: 'quoting',
          actions: [{ type: 'setRooms', params: ({ event }) => ({ rooms: event.rooms }) }, 'clearFailure'],
        },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting', actions: 'clearFailure' }, { actions: 'setErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'createStay',
        src: 'createStay',
        input: ({ context }) => ({ ...asRequest(context.request), ...context.fields, submit_token: context.submitToken }),
        onDone: { target: 'booked', actions: { type: 'goToPay', params: ({ event }) => ({ orderNo: event.output.order_no }) } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    booked: { type: 'final' },
  },
});
