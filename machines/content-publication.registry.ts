import type { RegisteredMachine } from './registry';
import { contentPublicationMachine, contentPublicationWords } from './content-publication.machine';

const hour = 3_600_000;

/** Content editing's domain machine (issue 14), spread into MACHINES. */
export const contentPublicationMachines: Record<string, RegisteredMachine> = {
  contentPublication: {
    machine: contentPublicationMachine,
    file: 'machines/content-publication.machine.ts',
    summary: 'A piece of the site\'s content as staff edit it (0 draft, 1 scheduled, 2 published, 3 off the site): versions, publishing now or at a time, taking off now or at a time, restoring a version; enforced by the server.',
    inputs: [undefined],
    // times relative to the server's clock (`now`): an hour ahead, two hours ahead, an hour ago
    events: [
      { type: 'SCHEDULE', publishAt: hour, unpublishAt: 2 * hour, now: 0 },
      { type: 'SCHEDULE', publishAt: null, unpublishAt: hour, now: 0 },
      { type: 'SCHEDULE', publishAt: -hour, unpublishAt: null, now: 0 },
      { type: 'RESTORE_VERSION', version: 1 },
    ],
    words: contentPublicationWords,
    enforcedBy: [
      'src/server/domain/transitions.ts',
      'src/server/domain/content-editing/events.ts',
      'src/server/domain/content-editing/documents.ts',
      'src/server/domain/content-editing/live.ts',
      'src/server/routes/api/staff/content.ts',
      'src/server/jobs/content-schedule.ts',
    ],
    provedBy: ['tests/server/content-editing.test.ts', 'tests/server/domain-paths.test.ts'],
  },
};
