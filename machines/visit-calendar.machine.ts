import { assign, fromPromise, setup } from 'xstate';
import { clampDay, monthOf, type Day, type Month } from './calendar-dates';
import { isMonthInVisitWindow, isSlotOpen, visitDayState, visitWindow, type VisitDay, type VisitMonth, type VisitSlot } from './visit-days';

export interface VisitCalendarInput {
  cate: number;
  /** the estate's today (estateToday); the machine never reads a clock */
  today: Day;
}

export interface VisitCalendarContext {
  cate: number;
  today: Day;
  month: Month;
  focus: Day;
  name: string;
  price: string;
  days: VisitDay[];
  day: Day | null;
  slots: VisitSlot[];
  slot: string | null;
  /** the readable message of the last failed read */
  failure: string | null;
}

export type VisitCalendarEvent =
  | { type: 'PICK_DAY'; day: Day }
  | { type: 'FOCUS_DAY'; day: Day }
  | { type: 'SHOW_MONTH'; month: Month }
  | { type: 'PICK_SLOT'; time: string }
  | { type: 'CONTINUE' }
  | { type: 'RETRY' };

export interface VisitChoice {
  cate: number;
  date: Day;
  slot: string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * The visit mode of /calendar (spec §2, §3): a month of the category's days with the places left
 * — days it does not run, past days and full days cannot be chosen — then the chosen day's time
 * slots with their places, expired and full ones shown but not choosable; the choice goes on to
 * /reserveInfo. Moving the keyboard focus into another month loads that month.
 */
export const visitCalendarMachine = setup({
  types: {
    input: {} as VisitCalendarInput,
    context: {} as VisitCalendarContext,
    events: {} as VisitCalendarEvent,
  },
  actors: {
    // supplied by the web layer: member/visit getCalendar (and getVisitCate for the heading)
    loadMonth: fromPromise<VisitMonth, { cate: number; month: Month }>(async () => {
      throw new Error('loadMonth must be provided');
    }),
    loadSlots: fromPromise<VisitSlot[], { cate: number; date: Day }>(async () => {
      throw new Error('loadSlots must be provided');
    }),
  },
  guards: {
    isOpenDay: ({ context }, params: { day: Day }) => visitDayState(params.day, context.days, context.today).open,
    isOpenSlot: ({ context }, params: { time: string }) => isSlotOpen(context.slots.find((slot) => slot.time === params.time)),
    hasSlot: ({ context }) => context.day !== null && isSlotOpen(context.slots.find((slot) => slot.time === context.slot)),
    isShownMonth: ({ context }, params: { day: Day }) => monthOf(clampDay(params.day, ...bounds(context.today))) === context.month,
    isMonthInWindow: ({ context }, params: { month: Month }) => params.month !== context.month && isMonthInVisitWindow(params.month, context.today),
  },
  actions: {
    setMonthData: assign((_, params: { data: VisitMonth }) => ({ name: params.data.name, price: params.data.price, days: params.data.days, failure: null })),
    setMonth: assign(({ context }, params: { month: Month }) => ({
      month: params.month,
      focus: clampDay(`${params.month}-01`, ...bounds(context.today)),
      days: [],
      day: null,
      slots: [],
      slot: null,
    })),
    setFocus: assign(({ context }, params: { day: Day }) => ({ focus: clampDay(params.day, ...bounds(context.today)) })),
    setFocusMonth: assign(({ context }, params: { day: Day }) => {
      const focus = clampDay(params.day, ...bounds(context.today));
      return { focus, month: monthOf(focus), days: [], day: null, slots: [], slot: null };
    }),
    setDay: assign((_, params: { day: Day }) => ({ day: params.day, focus: params.day, slots: [], slot: null, failure: null })),
    setSlots: assign({ slots: (_, params: { slots: VisitSlot[] }) => params.slots, failure: null }),
    setSlot: assign({ slot: (_, params: { time: string }) => params.time }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // supplied by the web layer: to /reserveInfo?cate=…&date=…&slot=…
    goToReserve: (_, _params: VisitChoice) => {},
  },
}).createMachine({
  id: 'visitCalendar',
  context: ({ input }) => ({
    cate: input.cate,
    today: input.today,
    month: monthOf(input.today),
    focus: input.today,
    name: '',
    price: '',
    days: [],
    day: null,
    slots: [],
    slot: null,
    failure: null,
  }),
  initial: 'loadingMonth',
  on: {
    SHOW_MONTH: {
      guard: { type: 'isMonthInWindow', params: ({ event }) => ({ month: event.month }) },
      target: '.loadingMonth',
      actions: { type: 'setMonth', params: ({ event }) => ({ month: event.month }) },
    },
  },
  states: {
    loadingMonth: {
      invoke: {
        id: 'loadMonth',
        src: 'loadMonth',
        input: ({ context }) => ({ cate: context.cate, month: context.month }),
        onDone: { target: 'ready', actions: { type: 'setMonthData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loadingMonth', actions: 'clearFailure' } },
    },
    ready: {
      initial: 'noDay',
      on: {
        PICK_DAY: {
          guard: { type: 'isOpenDay', params: ({ event }) => ({ day: event.day }) },
          target: '.loadingSlots',
          actions: { type: 'setDay', params: ({ event }) => ({ day: event.day }) },
        },
        FOCUS_DAY: [
          { guard: { type: 'isShownMonth', params: ({ event }) => ({ day: event.day }) }, actions: { type: 'setFocus', params: ({ event }) => ({ day: event.day }) } },
          { target: 'loadingMonth', actions: { type: 'setFocusMonth', params: ({ event }) => ({ day: event.day }) } },
        ],
      },
      states: {
        noDay: {},
        loadingSlots: {
          invoke: {
            id: 'loadSlots',
            src: 'loadSlots',
            input: ({ context }) => ({ cate: context.cate, date: context.day! }),
            onDone: { target: 'slots', actions: { type: 'setSlots', params: ({ event }) => ({ slots: event.output }) } },
            onError: { target: 'slotsFailed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        slotsFailed: {
          on: { RETRY: { target: 'loadingSlots', actions: 'clearFailure' } },
        },
        slots: {
          on: {
            PICK_SLOT: {
              guard: { type: 'isOpenSlot', params: ({ event }) => ({ time: event.time }) },
              actions: { type: 'setSlot', params: ({ event }) => ({ time: event.time }) },
            },
            CONTINUE: { guard: 'hasSlot', target: '#visitCalendar.leaving' },
          },
        },
      },
    },
    leaving: {
      type: 'final',
      entry: { type: 'goToReserve', params: ({ context }) => ({ cate: context.cate, date: context.day!, slot: context.slot! }) },
    },
  },
});

function bounds(today: Day): [Day, Day] {
  const { first, last } = visitWindow(today);
  return [first, last];
}
