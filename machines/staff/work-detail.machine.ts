import { assign, fromPromise, setup } from 'xstate';

/**
 * A piece of the staff console's work and what the signed-in role may do to it: an order, a
 * booking, the refund or money-refund queue, a week of a bookings calendar, a member. The screen
 * reads it with its query and gets back what the server offers (`actions` of a detail, the rows
 * of a queue the role may decide on, the places of a calendar). Choosing an offer opens its form
 * (carrier and tracking number, a new receiver, a required reason, a remark); the form is sent
 * only when what it needs is filled in; the server's answer is shown and the piece is read again,
 * so the buttons are always those of its present state. A refusal keeps the form open with the
 * server's words so staff can correct it.
 */
export type WorkQuery = Record<string, string>;

/** One thing staff may do now: the machine's event (SHIP, CLOSE, …) and what it is done to (an order number, a place). */
export interface Offer {
  action: string;
  target: string;
}

export interface WorkLoaded {
  data: unknown;
  offers: Offer[];
}

export interface WorkDetailInput {
  query: WorkQuery;
  /** per action, the form fields that must be filled in before it is sent (reason, tracking_no, …) */
  required?: Record<string, string[]>;
}

export interface RunActionInput {
  action: string;
  target: string;
  form: Record<string, string>;
  query: WorkQuery;
}

export interface WorkNotice {
  tone: 'success' | 'error';
  message: string;
}

export interface WorkDetailContext {
  query: WorkQuery;
  required: Record<string, string[]>;
  data: unknown;
  offers: Offer[];
  pending: Offer | null;
  form: Record<string, string>;
  /** the server's refusal of the form, shown in it */
  error: string | null;
  /** the toast: what the last action did, or why the piece could not be read */
  notice: WorkNotice | null;
}

export type WorkDetailEvent =
  | { type: 'SET_QUERY'; query: WorkQuery }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'ACT'; action: string; target: string; form?: Record<string, string> }
  | { type: 'EDIT'; field: string; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const sameQuery = (a: WorkQuery, b: WorkQuery) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const SET_QUERY = {
  guard: 'isOtherQuery' as const,
  target: '#workDetail.loading' as const,
  reenter: true,
  actions: { type: 'setQuery' as const, params: ({ event }: { event: { query: WorkQuery } }) => ({ query: event.query }) },
};

export const workDetailMachine = setup({
  types: {
    input: {} as WorkDetailInput,
    context: {} as WorkDetailContext,
    events: {} as WorkDetailEvent,
  },
  actors: {
    // supplied by the screen (its staff calls)
    loadWork: fromPromise<WorkLoaded, WorkQuery>(async () => {
      throw new Error('loadWork must be provided');
    }),
    /** sends the action; answers the words to show (the server's message) */
    runAction: fromPromise<string, RunActionInput>(async () => {
      throw new Error('runAction must be provided');
    }),
  },
  guards: {
    isOtherQuery: ({ context, event }) => event.type === 'SET_QUERY' && !sameQuery(event.query, context.query),
    isOffered: ({ context, event }) => event.type === 'ACT' && context.offers.some((o) => o.action === event.action && o.target === event.target),
    wasRefused: ({ context }) => context.error !== null,
    isFilledIn: ({ context }) => (context.required[context.pending?.action ?? ''] ?? []).every((field) => (context.form[field] ?? '').trim() !== ''),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: WorkQuery }) => params.query }),
    setLoaded: assign((_, params: { loaded: WorkLoaded }) => ({ data: params.loaded.data, offers: params.loaded.offers })),
    setPending: assign((_, params: { action: string; target: string; form?: Record<string, string> }) => ({
      pending: { action: params.action, target: params.target },
      form: params.form ?? {},
      error: null,
      notice: null,
    })),
    setField: assign({ form: ({ context }, params: { field: string; value: string }) => ({ ...context.form, [params.field]: params.value }), error: null }),
    clearPending: assign({ pending: null, form: {}, error: null }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    setNotice: assign({ notice: (_, params: WorkNotice) => params }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'workDetail',
  context: ({ input }) => ({ query: input.query, required: input.required ?? {}, data: null, offers: [], pending: null, form: {}, error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      on: { SET_QUERY },
      invoke: {
        id: 'loadWork',
        src: 'loadWork',
        input: ({ context }) => context.query,
        onDone: { target: 'viewing', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'unavailable', actions: { type: 'setNotice', params: ({ event }) => ({ tone: 'error', message: messageOf(event.error, 'work.loadFailed') }) } },
      },
    },
    unavailable: {
      on: { SET_QUERY, RETRY: { target: 'loading', actions: 'clearNotice' } },
    },
    viewing: {
      on: {
        SET_QUERY,
        RELOAD: 'loading',
        ACT: {
          guard: 'isOffered',
          target: 'acting',
          actions: { type: 'setPending', params: ({ event }) => ({ action: event.action, target: event.target, form: event.form }) },
        },
        DISMISS: { actions: 'clearNotice' },
      },
    },
    acting: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            SUBMIT: { guard: 'isFilledIn', target: 'submitting' },
            // after a refusal the piece may have moved on: read it again
            CANCEL: [
              { guard: 'wasRefused', target: '#workDetail.loading', actions: 'clearPending' },
              { target: '#workDetail.viewing', actions: 'clearPending' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'runAction',
            src: 'runAction',
            input: ({ context }) => ({ action: context.pending!.action, target: context.pending!.target, form: context.form, query: context.query }),
            // read again: the buttons are those of the new state
            onDone: { target: '#workDetail.loading', actions: [{ type: 'setNotice', params: ({ event }) => ({ tone: 'success', message: event.output }) }, 'clearPending'] },
            onError: { target: 'editing', actions: { type: 'setError', params: ({ event }) => ({ message: messageOf(event.error, 'work.actionFailed') }) } },
          },
        },
      },
    },
  },
});
