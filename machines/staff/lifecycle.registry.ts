import type { RegisteredMachine } from '../registry';
import { lifecycleExportMachine } from './lifecycle-export.machine';

/** The auditor's lifecycle screens' own machines (the search, the report and one entity read through the work screens' list and detail machines). */
export const lifecycleMachines: Record<string, RegisteredMachine> = {
  lifecycleExport: {
    machine: lifecycleExportMachine,
    file: 'machines/staff/lifecycle-export.machine.ts',
    summary: "The lifecycle report's CSV exports: the transitions' counts or the staff transitions of the range shown, downloaded; a failure told.",
    inputs: [undefined],
    events: [
      { type: 'EXPORT', part: 'staff', from: '2026-11-01', to: '2026-11-25' },
      { type: 'EXPORT', part: 'transitions', from: '', to: '' },
      { type: 'xstate.done.actor.exportReport', output: { filename: 'lifecycle-staff-20261101-20261125.csv', csv: '\uFEFFtime,staff\r\n' } },
      { type: 'xstate.error.actor.exportReport', error: new Error('The server cannot be reached') },
    ],
    promiseActors: ['exportReport'],
  },
};
