import { assign, fromPromise, setup } from 'xstate';

/** What a screen's loader receives: its parameters, and what it holds already (for "load more"). */
export interface ContentLoadInput<P = unknown, T = unknown> {
  params: P;
  previous: T | null;
}

export interface ContentLoaderInput {
  params?: unknown;
}

export interface ContentLoaderContext {
  params: unknown;
  /** the last content loaded; kept while more is loading or after a failed "load more" */
  data: unknown;
  /** the readable message of the last failure */
  failure: string | null;
}

export type ContentLoaderEvent =
  /** load other content (another id): what was shown goes */
  | { type: 'LOAD'; params: unknown }
  /** load more of the same (the next page): the loader adds to what is shown */
  | { type: 'MORE'; params: unknown }
  | { type: 'RETRY' };

/**
 * Every read of the content screens (spec §3, §7): one machine, the screen supplies the
 * `loadContent` actor. A failure shows a retry instead of an empty page; content already shown
 * stays on screen while more is loading and after a failed "load more".
 */
export const contentLoaderMachine = setup({
  types: {
    input: {} as ContentLoaderInput,
    context: {} as ContentLoaderContext,
    events: {} as ContentLoaderEvent,
  },
  actors: {
    // supplied by each screen: its content calls
    loadContent: fromPromise<unknown, ContentLoadInput>(async () => {
      throw new Error('loadContent must be provided');
    }),
  },
  actions: {
    setData: assign({ data: (_, params: { data: unknown }) => params.data, failure: null }),
    setFailure: assign({
      failure: (_, params: { error: unknown }) =>
        params.error instanceof Error && params.error.message ? params.error.message : 'error.requestFailed',
    }),
    setParams: assign({ params: ({ context, event }) => ('params' in event ? event.params : context.params), failure: null }),
    clearData: assign({ data: null }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'contentLoader',
  context: ({ input }) => ({ params: input?.params ?? null, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({ params: context.params, previous: context.data }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        // a newer request wins: the running one is dropped
        LOAD: { target: 'loading', reenter: true, actions: ['setParams', 'clearData'] },
      },
    },
    ready: {
      on: {
        LOAD: { target: 'loading', actions: ['setParams', 'clearData'] },
        MORE: { target: 'loading', actions: 'setParams' },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearFailure' },
        LOAD: { target: 'loading', actions: ['setParams', 'clearData'] },
      },
    },
  },
});
