import { fromPromise } from 'xstate';
import type { ActivitySchema } from '../../../contract/promotion-content';
import type * as z from 'zod/mini';
import { unwrap } from '../../lib/api-client';

export type Activity = z.infer<typeof ActivitySchema>;

/** The current promotion, or null when there is none (its call and schema load with the call: the entry carries no zod). */
export const fetchActivity = fromPromise<Activity | null>(async () => {
  const { activityIndex } = await import('../../../contract/promotion-content');
  return unwrap(activityIndex, {});
});
