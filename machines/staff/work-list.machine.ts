import { assign, fromPromise, setup } from 'xstate';

/**
 * A work list of the staff console (orders, members found, the bookings of a day): the query is
 * a set of filters and a page, kept in the screen's address so a link (a home card's
 * `#/orders?status=10`) opens the list already filtered. A query the list needs but does not
 * have (a member search without words) shows nothing instead of asking the server.
 */
export type WorkFilters = Record<string, string>;

/** The screen sends its address's query (SEARCH) when it opens and whenever the address changes. */
export interface WorkListInput {
  pageSize?: number;
  /** filters that must not be blank for a search to run (the member search's words) */
  required?: string[];
}

export interface WorkPage {
  total: number;
  items: unknown[];
}

export interface WorkListLoad {
  filters: WorkFilters;
  page: number;
  pageSize: number;
}

export interface WorkListContext {
  filters: WorkFilters;
  page: number;
  pageSize: number;
  required: string[];
  total: number;
  items: unknown[];
  /** why the list could not be read (a message key or the server's words) */
  error: string | null;
}

export type WorkListEvent = { type: 'SEARCH'; filters: WorkFilters; page?: number } | { type: 'RELOAD' } | { type: 'RETRY' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'work.loadFailed');
const blank = (v: string | undefined) => (v ?? '').trim() === '';
const tidy = (filters: WorkFilters): WorkFilters => Object.fromEntries(Object.entries(filters).filter(([, v]) => !blank(v)).map(([k, v]) => [k, v.trim()]));
const sameFilters = (a: WorkFilters, b: WorkFilters) => JSON.stringify(Object.entries(tidy(a)).sort()) === JSON.stringify(Object.entries(tidy(b)).sort());

/** Another query than the one shown: new filters or another page (a repeated link opens nothing new). */
const SEARCH = [
  {
    guard: 'isSameQuery' as const,
  },
  {
    guard: 'isSearchable' as const,
    target: '#workList.loading' as const,
    reenter: true,
    actions: { type: 'setQuery' as const, params: ({ event }: { event: { filters: WorkFilters; page?: number } }) => ({ filters: event.filters, page: event.page ?? 1 }) },
  },
  {
    target: '#workList.idle' as const,
    actions: [{ type: 'setQuery' as const, params: ({ event }: { event: { filters: WorkFilters; page?: number } }) => ({ filters: event.filters, page: 1 }) }, 'clearItems' as const],
  },
];

export const workListMachine = setup({
  types: {
    input: {} as WorkListInput,
    context: {} as WorkListContext,
    events: {} as WorkListEvent,
  },
  actors: {
    // supplied by the screen (its staff call)
    loadPage: fromPromise<WorkPage, WorkListLoad>(async () => {
      throw new Error('loadPage must be provided');
    }),
  },
  guards: {
    isSearchable: ({ context, event }) => event.type === 'SEARCH' && context.required.every((k) => !blank(event.filters[k])),
    isSameQuery: ({ context, event }) => event.type === 'SEARCH' && sameFilters(event.filters, context.filters) && (event.page ?? 1) === context.page,
  },
  actions: {
    setQuery: assign((_, params: { filters: WorkFilters; page: number }) => ({ filters: tidy(params.filters), page: Math.max(1, Math.floor(params.page) || 1), error: null })),
    setPage: assign((_, params: { result: WorkPage }) => ({ total: params.result.total, items: params.result.items })),
    clearItems: assign({ total: 0, items: [] }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'workList',
  context: ({ input }) => ({
    filters: {},
    page: 1,
    pageSize: input.pageSize ?? 20,
    required: input.required ?? [],
    total: 0,
    items: [],
    error: null,
  }),
  initial: 'idle',
  states: {
    /** nothing asked yet, or a search without its required words */
    idle: {
      on: { SEARCH: SEARCH.slice(1, 2) },
    },
    loading: {
      on: { SEARCH },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, page: context.page, pageSize: context.pageSize }),
        onDone: { target: 'list', actions: { type: 'setPage', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    failed: {
      on: { SEARCH, RETRY: { target: 'loading', actions: 'clearError' } },
    },
    list: {
      on: { SEARCH, RELOAD: 'loading' },
    },
  },
});
