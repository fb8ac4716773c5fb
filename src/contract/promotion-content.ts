import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/**
 * The promotion badge's call, which every page makes at its first load: apart from
 * ./home-content.ts (which re-exports it) so that the first load carries only its schema, not
 * the home's content calls (the server's first screen brings the home's content).
 */
export const ActivitySchema = z.object({ id: z.number(), title: z.string(), intro: z.string(), image: z.string(), series_id: z.nullable(z.number()) });

export const activityIndex = defineCall({
  path: '/api/member/activity/index', auth: 'public', safe: true, input: z.object({ lang: LangField }), output: z.nullable(ActivitySchema),
});
