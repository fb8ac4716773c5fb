import { fromPromise } from 'xstate';
import { activityIndex, type ActivitySchema } from '../../../contract/home-content';
import type * as z from 'zod/mini';
import { unwrap } from '../../lib/api-client';

export type Activity = z.infer<typeof ActivitySchema>;

/** The current promotion, or null when there is none. */
export const fetchActivity = fromPromise<Activity | null>(() => unwrap(activityIndex, {}));
