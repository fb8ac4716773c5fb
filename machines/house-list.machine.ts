import { assign, fromPromise, setup } from 'xstate';
import type { StayRoom } from '../src/contract/hotel';
import type { Day } from './calendar-dates';

export interface HouseSearch {
  checkin: Day;
  checkout: Day;
  adults: number;
}

export interface HouseListContext {
  search: HouseSearch;
  rooms: StayRoom[];
  /** the room whose details are open */
  open: number | null;
  failure: string | null;
}

export type HouseListEvent = { type: 'TOGGLE_ROOM'; id: number } | { type: 'BOOK'; id: number } | { type: 'RETRY' };

export interface SettleTarget extends HouseSearch {
  room: number;
  rooms: number;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * /houseList (spec §2, §3 Hotel room): the rooms free on every night of the chosen range, with
 * their price per night and total; one room's details open at a time; a free room goes on to
 * /settledInfo. The server checks the range (a refused one is shown with the way back to the dates).
 */
export const houseListMachine = setup({
  types: {
    input: {} as HouseSearch,
    context: {} as HouseListContext,
    events: {} as HouseListEvent,
  },
  actors: {
    // supplied by the web layer: hotel getHotelHouseList
    loadRooms: fromPromise<StayRoom[], HouseSearch>(async () => {
      throw new Error('loadRooms must be provided');
    }),
  },
  guards: {
    isBookable: ({ context }, params: { id: number }) => {
      const room = context.rooms.find((item) => item.id === params.id);
      return !!room && room.amount > 0 && room.rooms_needed <= room.amount;
    },
  },
  actions: {
    setRooms: assign({ rooms: (_, params: { rooms: StayRoom[] }) => params.rooms, failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    toggleRoom: assign({ open: ({ context }, params: { id: number }) => (context.open === params.id ? null : params.id) }),
    // supplied by the web layer: to /settledInfo?room=…&checkin=…&checkout=…&adults=…
    goToSettle: (_, _params: SettleTarget) => {},
  },
}).createMachine({
  id: 'houseList',
  context: ({ input }) => ({ search: input, rooms: [], open: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRooms',
        src: 'loadRooms',
        input: ({ context }) => context.search,
        onDone: { target: 'ready', actions: { type: 'setRooms', params: ({ event }) => ({ rooms: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      on: {
        TOGGLE_ROOM: { actions: { type: 'toggleRoom', params: ({ event }) => ({ id: event.id }) } },
        BOOK: {
          guard: { type: 'isBookable', params: ({ event }) => ({ id: event.id }) },
          target: 'leaving',
          actions: {
            type: 'goToSettle',
            params: ({ context, event }) => ({ ...context.search, room: event.id, rooms: context.rooms.find((item) => item.id === event.id)!.rooms_needed }),
          },
        },
      },
    },
    leaving: { type: 'final' },
  },
});
