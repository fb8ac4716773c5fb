import { assign, fromPromise, setup } from 'xstate';

/** The floor screen's one flow: load the list, show it or say it failed. */
export interface FloorItem {
  id: number;
  title: string;
}

export const floorMachine = setup({
  types: { context: {} as { items: FloorItem[]; error: string | null } },
  actors: { loadItems: fromPromise<FloorItem[]>(async () => []) },
  actions: {
    setItems: assign({ items: (_, items: FloorItem[]) => items }),
    setError: assign({ error: () => 'floor.failed' }),
  },
}).createMachine({
  id: 'floor',
  context: { items: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadItems',
        onDone: { target: 'ready', actions: { type: 'setItems', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    ready: {},
    failed: {},
  },
});
