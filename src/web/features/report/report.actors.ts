import { fromPromise } from 'xstate';
import { reportsGet } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';
import type { ContentLoadInput } from '../../lib/use-content';

export type ReportContent = CallOutput<typeof reportsGet>;

export const loadReport = fromPromise<ReportContent, ContentLoadInput<{ id: number }>>(({ input }) =>
  unwrap(reportsGet, { id: input.params.id }),
);
