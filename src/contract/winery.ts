import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/** Notice banner text (spec §3 Placard): shown only when `switch` is 1. */
export const PlacardSchema = z.object({
  switch: z.union([z.literal(0), z.literal(1)]),
  content_cn: z.string(),
  content_tw: z.string(),
  content_en: z.string(),
  /** the text in the requested language, for convenience */
  content: z.string(),
});
export type Placard = z.infer<typeof PlacardSchema>;

export const placardGet = defineCall({
  path: '/api/winery/placard/get',
  auth: 'public',
  safe: true,
  input: z.object({ lang: LangField }),
  output: PlacardSchema,
});
