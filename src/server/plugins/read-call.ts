import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { ApiCall } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import { registerCall, type Result } from './api';

/**
 * Registers a public read whose answer may be served from `app.readCache` (for READ_CACHE_MS),
 * keyed by the call, the answer's language and the rest of the input. A not-found answer is
 * cached too: it is as cheap to repeat as it is to compute.
 */
export function registerRead<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  load: (input: z.output<C['input']>, lang: Lang) => Promise<Result<z.input<C['output']>>>,
) {
  registerCall(app, call, (input, { lang }) => {
    const { lang: _requested, ...rest } = input as Record<string, unknown>;
    return app.readCache.get(`${call.path}|${lang}|${JSON.stringify(rest)}`, () => load(input, lang));
  });
}
