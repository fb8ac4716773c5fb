import { assign, fromPromise, setup } from 'xstate';

export interface CalendarFileInput {
  orderNo: string;
}

export interface CalendarFileContext {
  orderNo: string;
  /** why the last download failed (the server's translated message), until the next try */
  failure: string | null;
}

export type CalendarFileEvent = { type: 'DOWNLOAD' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * "Add to calendar" on a booking's detail (issue 16): fetches the booking's .ics from the server
 * (only its member gets it) and hands it to the browser to save; one download at a time, a
 * failure said beside the button until the next try.
 */
export const calendarFileMachine = setup({
  types: {
    input: {} as CalendarFileInput,
    context: {} as CalendarFileContext,
    events: {} as CalendarFileEvent,
  },
  actors: {
    // supplied by the web layer: GET the booking's calendar file
    fetchCalendar: fromPromise<Blob, { orderNo: string }>(async () => {
      throw new Error('fetchCalendar must be provided');
    }),
  },
  actions: {
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // supplied by the web layer: saves the file as <order_no>.ics
    saveFile: (_, _params: { file: Blob; orderNo: string }) => {},
  },
}).createMachine({
  id: 'calendarFile',
  context: ({ input }) => ({ orderNo: input.orderNo, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { DOWNLOAD: { target: 'downloading', actions: 'clearFailure' } },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCalendar',
        src: 'fetchCalendar',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ context, event }) => ({ file: event.output, orderNo: context.orderNo }) } },
        onError: { target: 'idle', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
