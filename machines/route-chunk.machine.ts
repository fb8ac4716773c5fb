import { assign, fromPromise, setup } from 'xstate';
import { CHUNK_TIMEOUT_MS } from '../src/contract/constants';

export type ChunkFailure = 'page.chunkFailed' | 'page.chunkTimeout';

export interface RouteChunkContext {
  attempts: number;
  failure: ChunkFailure | null;
}

export type RouteChunkEvent = { type: 'RETRY' };

/**
 * Loading one screen's code (spec §8: a chunk not loaded after 120 s is an error). Instead of
 * hanging, the screen shows the failure with a retry.
 */
export const routeChunkMachine = setup({
  types: {
    context: {} as RouteChunkContext,
    events: {} as RouteChunkEvent,
  },
  actors: {
    // supplied by the router: imports the screen's module
    loadChunk: fromPromise<void>(async () => {
      throw new Error('loadChunk must be provided');
    }),
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1, failure: null }),
    setFailure: assign({ failure: (_, params: { failure: ChunkFailure }) => params.failure }),
  },
  delays: { CHUNK_TIMEOUT: CHUNK_TIMEOUT_MS },
}).createMachine({
  id: 'routeChunk',
  context: { attempts: 0, failure: null },
  initial: 'loading',
  states: {
    loading: {
      entry: 'countAttempt',
      invoke: {
        id: 'loadChunk',
        src: 'loadChunk',
        onDone: 'ready',
        onError: { target: 'failed', actions: { type: 'setFailure', params: { failure: 'page.chunkFailed' } } },
      },
      after: {
        CHUNK_TIMEOUT: { target: 'failed', actions: { type: 'setFailure', params: { failure: 'page.chunkTimeout' } } },
      },
    },
    ready: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
