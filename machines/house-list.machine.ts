import { assign, fromPromise, setup } from 'xstate';
import type { StayRoom } from '../src/contract/hotel';
import type { Day } from './calendar-dates';

export interface HouseSearch {
  checkin: Day;
  checkout: Day;
  adults: number;
}

/** What the room list answers: the rooms that take the party, and the largest party the dates take in one booking. */
export interface RoomsFound {
  rooms: StayRoom[];
  maxAdults: number;
}

export interface HouseListContext {
  search: HouseSearch;
  rooms: StayRoom[];
  /** the largest party one booking can take on these dates (null until loaded) */
  maxAdults: number | null;
  /** the room whose details are open */
  open: number | null;
  failure: string | null;
}

export type HouseListEvent = { type: 'TOGGLE_ROOM'; id: number } | { type: 'BOOK'; id: number } | { type: 'RETRY' };

export interface SettleTarget extends HouseSearch {
  room: number;
  rooms: number;
}

/**
 * The server's refusal of the range, its reason as the message (past dates in a shared link, more
 * than 14 nights, no dates at all): asking again cannot help, other dates can. Any other failure —
 * no answer, a time-out — may pass on a second try.
 */
export class RangeRefused extends Error {}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * /houseList (spec §2, §3 Hotel room): the rooms free on every night of the chosen range, with
 * their price per night and what the party pays (the rooms it needs); one room's details open at
 * a time; a free room goes on to /settledInfo with those rooms. The server checks the range: a
 * refused one ends in `refused` with its reason and the way back to the dates, while a load that
 * got no answer ends in `failed`, from which RETRY asks again. A party larger than the dates can
 * take ends in `tooLarge` with that maximum, never quietly made smaller.
 */
export const houseListMachine = setup({
  types: {
    input: {} as HouseSearch,
    context: {} as HouseListContext,
    events: {} as HouseListEvent,
  },
  actors: {
    // supplied by the web layer: hotel getHotelHouseList
    loadRooms: fromPromise<RoomsFound, HouseSearch>(async () => {
      throw new Error('loadRooms must be provided');
    }),
  },
  guards: {
    isRangeRefused: (_, params: { error: unknown }) => params.error instanceof RangeRefused,
    isPartyTooLarge: (_, params: RoomsFound) => params.rooms.length === 0 && params.maxAdults > 0,
    isBookable: ({ context }, params: { id: number }) => {
      const room = context.rooms.find((item) => item.id === params.id);
      return !!room && room.amount > 0 && room.rooms_needed <= room.amount;
    },
  },
  actions: {
    setRooms: assign((_, params: RoomsFound) => ({ rooms: params.rooms, maxAdults: params.maxAdults, failure: null })),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    toggleRoom: assign({ open: ({ context }, params: { id: number }) => (context.open === params.id ? null : params.id) }),
    // supplied by the web layer: to /settledInfo?room=…&checkin=…&checkout=…&adults=…
    goToSettle: (_, _params: SettleTarget) => {},
  },
}).createMachine({
  id: 'houseList',
  context: ({ input }) => ({ search: input, rooms: [], maxAdults: null, open: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRooms',
        src: 'loadRooms',
        input: ({ context }) => context.search,
        onDone: [
          {
            guard: { type: 'isPartyTooLarge', params: ({ event }) => event.output },
            target: 'tooLarge',
            actions: { type: 'setRooms', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'setRooms', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isRangeRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
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
    /** the server refused the range: only other dates can help */
    refused: { type: 'final' },
    /** no room kind takes the party on these dates, though some are free: say the maximum */
    tooLarge: { type: 'final' },
    leaving: { type: 'final' },
  },
});
