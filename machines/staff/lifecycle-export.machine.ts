import { assign, fromPromise, setup } from 'xstate';

/**
 * The lifecycle report's CSV exports (the transitions' counts, or the staff transitions): asked
 * for the range the report shows, one at a time; the file is downloaded by the console, a
 * failure told in a toast. Without a range there is nothing to export.
 */
export type LifecycleExportPart = 'transitions' | 'staff';

export interface LifecycleExportRequest {
  part: LifecycleExportPart;
  from: string;
  to: string;
}

export interface LifecycleExportFile {
  filename: string;
  csv: string;
}

export interface LifecycleExportContext {
  /** what is being exported now */
  request: LifecycleExportRequest | null;
}

export type LifecycleExportEvent = { type: 'EXPORT' } & LifecycleExportRequest;

export const lifecycleExportMachine = setup({
  types: {
    context: {} as LifecycleExportContext,
    events: {} as LifecycleExportEvent,
  },
  actors: {
    // supplied by the screen (its staff call)
    exportReport: fromPromise<LifecycleExportFile, LifecycleExportRequest>(async () => {
      throw new Error('exportReport must be provided');
    }),
  },
  guards: {
    hasRange: ({ event }) => event.from.trim() !== '' && event.to.trim() !== '',
  },
  actions: {
    setRequest: assign({ request: ({ event }) => ({ part: event.part, from: event.from, to: event.to }) }),
    clearRequest: assign({ request: null }),
    // supplied by the console: the file download and the toast
    download: (_, _params: { file: LifecycleExportFile }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'lifecycleExport',
  context: { request: null },
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: { guard: 'hasRange', target: 'exporting', actions: 'setRequest' } },
    },
    exporting: {
      invoke: {
        src: 'exportReport',
        id: 'exportReport',
        input: ({ context }) => context.request!,
        onDone: { target: 'idle', actions: [{ type: 'download', params: ({ event }) => ({ file: event.output }) }, 'clearRequest'] },
        onError: { target: 'idle', actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'clearRequest'] },
      },
    },
  },
});
