import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { ApiCall } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import type { ReadCache } from '../domain/read-cache';
import { registerCall, type Result } from './api';

type Read = (input: unknown, lang: Lang) => Promise<Result<unknown>>;
/** Each app's public reads by path, found through its read cache (one per app, shared by all its plugins). */
const reads = new WeakMap<ReadCache, Map<string, Read>>();

/**
 * Registers a public read whose answer may be served from `app.readCache` (for READ_CACHE_MS),
 * keyed by the call, the answer's language and the rest of the input. A not-found answer is
 * cached too: it is as cheap to repeat as it is to compute. An answer is serialised once, when
 * it is cached (`json`), and every request it serves sends those bytes: the placard call
 * stringified the same data on every request before.
 */
export function registerRead<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  load: (input: z.output<C['input']>, lang: Lang) => Promise<Result<z.input<C['output']>>>,
) {
  const read = (input: z.output<C['input']>, lang: Lang) => {
    const { lang: _requested, ...rest } = input as Record<string, unknown>;
    return app.readCache.get(`${call.path}|${lang}|${JSON.stringify(rest)}`, () => load(input, lang).then(serialised));
  };
  let byPath = reads.get(app.readCache);
  if (!byPath) reads.set(app.readCache, (byPath = new Map()));
  byPath.set(call.path, read as Read);
  registerCall(app, call, (input, { lang }) => read(input, lang));
}

const serialised = <T>(result: Result<T>): Result<T> => (result.ok ? { ...result, json: JSON.stringify(result.data) } : result);

/**
 * A public read answered as its call answers it, from the same cache: the server's own pages
 * (the first screen, plugins/web-ssr.ts) show what the call would. `input` is checked by the
 * call's schema, so the cache key is the one the call's requests make.
 */
export async function readPublic<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  input: z.input<C['input']>,
  lang: Lang,
): Promise<Result<z.input<C['output']>>> {
  const read = reads.get(app.readCache)?.get(call.path);
  if (!read) throw new Error(`${call.path} is not a registered public read`);
  const parsed = call.input.safeParse({ ...(input as object), lang });
  if (!parsed.success) throw new Error(`bad input for ${call.path}`);
  return read(parsed.data, lang) as Promise<Result<z.input<C['output']>>>;
}
