import { assign, setup } from 'xstate';
import { clampDay, firstOfMonth, monthOf, type Day, type Month } from './calendar-dates';
import { adultsProblem, pickStayDay, rangeOfQuery, stayRangeProblem, stayWindow, STAY_ADULTS_MIN } from './stay-range';

export interface StayDatesInput {
  /** the estate's today (estateToday), so the machine itself never reads a clock */
  today: Day;
  /** a range to start from (back from the room list: "change dates"); kept only if it is made of days */
  checkin?: string | null;
  checkout?: string | null;
  adults?: number;
}

export interface StayDatesContext {
  today: Day;
  /** the month on screen */
  month: Month;
  /** the day holding the grid's single tab stop */
  focus: Day;
  checkin: Day | null;
  checkout: Day | null;
  /** as typed: a count out of bounds stays, with `adultsProblem` saying why, and blocks the search */
  adults: number;
  /** the rule a search broke (a message key), until the range changes */
  problem: string | null;
  /** what is wrong with the adult count (a message key), or null */
  adultsProblem: string | null;
}

export type StayDatesEvent =
  | { type: 'PICK_DAY'; day: Day }
  | { type: 'FOCUS_DAY'; day: Day }
  | { type: 'SHOW_MONTH'; month: Month }
  | { type: 'SET_ADULTS'; adults: number }
  | { type: 'SUBMIT' };

export interface StaySearch {
  checkin: Day;
  checkout: Day;
  adults: number;
}

function initialContext(input: StayDatesInput): StayDatesContext {
  const range = rangeOfQuery(input.checkin ?? null, input.checkout ?? null);
  const { first, last } = stayWindow(input.today);
  const focus = clampDay(range.checkin ?? first, first, last);
  const adults = Number.isFinite(input.adults) ? input.adults! : STAY_ADULTS_MIN;
  return {
    today: input.today,
    month: monthOf(focus),
    focus,
    ...range,
    adults,
    problem: null,
    adultsProblem: adultsProblem(adults),
  };
}

/**
 * The stay mode of /calendar (spec §2, §9): a check-in day (tomorrow or later), then a check-out
 * day at most 14 nights later, and the adult count (one out of bounds is kept as typed, with its
 * message, and blocks the search); the search goes to /houseList. A click on a
 * day follows `pickStayDay`; the grid's focus and the month shown move within the bookable window.
 */
export const stayDatesMachine = setup({
  types: {
    input: {} as StayDatesInput,
    context: {} as StayDatesContext,
    events: {} as StayDatesEvent,
  },
  guards: {
    isSearchValid: ({ context }) => stayRangeProblem(context, context.today) === null && context.adultsProblem === null,
    isMonthInWindow: ({ context }, params: { month: Month }) => {
      const { first, last } = stayWindow(context.today);
      return params.month >= monthOf(first) && params.month <= monthOf(last);
    },
  },
  actions: {
    setRange: assign(({ context }, params: { day: Day }) => {
      const range = pickStayDay(context, params.day, context.today);
      const { first, last } = stayWindow(context.today);
      const focus = clampDay(params.day, first, last);
      return { checkin: range.checkin, checkout: range.checkout, focus, month: monthOf(focus), problem: null };
    }),
    setFocus: assign(({ context }, params: { day: Day }) => {
      const { first, last } = stayWindow(context.today);
      const focus = clampDay(params.day, first, last);
      return { focus, month: monthOf(focus) };
    }),
    setMonth: assign(({ context }, params: { month: Month }) => {
      const { first, last } = stayWindow(context.today);
      return { month: params.month, focus: clampDay(firstOfMonth(params.month), first, last) };
    }),
    setAdults: assign((_, params: { adults: number }) => ({ adults: params.adults, adultsProblem: adultsProblem(params.adults) })),
    setProblem: assign({ problem: ({ context }) => stayRangeProblem(context, context.today) }),
    // supplied by the web layer: to /houseList?checkin=…&checkout=…&adults=…
    goToRooms: (_, _params: StaySearch) => {},
  },
}).createMachine({
  id: 'stayDates',
  context: ({ input }) => initialContext(input),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        PICK_DAY: { actions: { type: 'setRange', params: ({ event }) => ({ day: event.day }) } },
        FOCUS_DAY: { actions: { type: 'setFocus', params: ({ event }) => ({ day: event.day }) } },
        SHOW_MONTH: {
          guard: { type: 'isMonthInWindow', params: ({ event }) => ({ month: event.month }) },
          actions: { type: 'setMonth', params: ({ event }) => ({ month: event.month }) },
        },
        SET_ADULTS: { actions: { type: 'setAdults', params: ({ event }) => ({ adults: event.adults }) } },
        SUBMIT: [{ guard: 'isSearchValid', target: 'searching' }, { actions: 'setProblem' }],
      },
    },
    searching: {
      type: 'final',
      entry: {
        type: 'goToRooms',
        params: ({ context }) => ({ checkin: context.checkin!, checkout: context.checkout!, adults: context.adults }),
      },
    },
  },
});
