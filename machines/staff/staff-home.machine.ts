import { assign, fromPromise, setup } from 'xstate';
import type { Dashboard, SeriesDay } from '../../src/contract/staff-console';

export interface StaffHomeContext {
  dashboard: Dashboard | null;
  days: SeriesDay[];
  countsFailure: string | null;
  chartFailure: string | null;
}

export type StaffHomeEvent = { type: 'RETRY' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');

/**
 * The home: today's counts and the 30-day series load side by side, each with its own failure
 * and retry (a slow chart never holds the counts back). A series with no paid order or booking
 * on any day is `empty`, shown as a sentence instead of a flat chart.
 */
export const staffHomeMachine = setup({
  types: {
    context: {} as StaffHomeContext,
    events: {} as StaffHomeEvent,
  },
  actors: {
    loadDashboard: fromPromise<Dashboard>(async () => {
      throw new Error('loadDashboard must be provided');
    }),
    loadSeries: fromPromise<SeriesDay[]>(async () => {
      throw new Error('loadSeries must be provided');
    }),
  },
  guards: {
    hasActivity: (_, params: { days: SeriesDay[] }) => params.days.some((d) => d.orders > 0 || d.bookings > 0),
  },
  actions: {
    setDashboard: assign({ dashboard: (_, params: { dashboard: Dashboard }) => params.dashboard, countsFailure: null }),
    setCountsFailure: assign({ countsFailure: (_, params: { error: unknown }) => errorText(params.error) }),
    setDays: assign({ days: (_, params: { days: SeriesDay[] }) => params.days, chartFailure: null }),
    setChartFailure: assign({ chartFailure: (_, params: { error: unknown }) => errorText(params.error) }),
  },
}).createMachine({
  id: 'staffHome',
  context: { dashboard: null, days: [], countsFailure: null, chartFailure: null },
  type: 'parallel',
  states: {
    counts: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadDashboard',
            id: 'loadDashboard',
            onDone: { target: 'ready', actions: { type: 'setDashboard', params: ({ event }) => ({ dashboard: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setCountsFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        failed: { on: { RETRY: 'loading' } },
      },
    },
    chart: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSeries',
            id: 'loadSeries',
            onDone: [
              {
                guard: { type: 'hasActivity', params: ({ event }) => ({ days: event.output }) },
                target: 'ready',
                actions: { type: 'setDays', params: ({ event }) => ({ days: event.output }) },
              },
              { target: 'empty', actions: { type: 'setDays', params: ({ event }) => ({ days: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'setChartFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        empty: {},
        failed: { on: { RETRY: 'loading' } },
      },
    },
  },
});
