import fetchRetry from 'fetch-retry';
import type * as z from 'zod/mini';
import {
  REQUEST_TIMEOUT_MS,
  SAFE_READ_RETRIES,
  SAFE_READ_RETRY_DELAY_MS,
} from '../../contract/constants';
import type { ApiCall } from '../../contract/envelope';
// zod-free: the entry carries no zod; a call's own schemas come with its contract
import { CODE_SUCCESS, HTTP_UNAUTHORIZED, readEnvelope } from '../../contract/envelope-codes';
import { currentLang, t } from './i18n';

/**
 * The one place the browser calls the server (spec §7, §8): POST, form-encoded, relative path,
 * `token` header, 30 s timeout, `{code, msg, time, data}` with code 1 = success. It never
 * throws: every outcome is a value the calling machine can move on.
 */
export type ApiFailureKind = 'business' | 'unauthorized' | 'http' | 'network' | 'timeout' | 'invalid';
export type ApiResult<T> =
  | { ok: true; data: T; msg: string }
  | { ok: false; kind: ApiFailureKind; msg: string; status?: number };

/** Thrown by `unwrap` so a machine's promise actor fails with a readable message. */
export class ApiError extends Error {
  constructor(readonly failure: Extract<ApiResult<unknown>, { ok: false }>) {
    super(failure.msg);
  }
}

interface ApiHooks {
  token: () => string | null;
  onUnauthorized: () => void;
  /** absolute origin, only where there is no page to be relative to (tests in Node) */
  base?: string;
}
let hooks: ApiHooks = { token: () => null, onUnauthorized: () => {} };

/** The session's hooks, for the other ways of calling the server (lib/upload.ts). */
export function apiHooks(): ApiHooks {
  return hooks;
}

export function configureApi(next: ApiHooks) {
  hooks = next;
}

/** Relative to the page, as spec §7 asks, so the site works under any base path. */
export function urlOf(path: string): string {
  return hooks.base ? new URL(path, hooks.base).href : path.replace(/^\//, '');
}

const retryingFetch = fetchRetry(fetch, {
  retries: SAFE_READ_RETRIES,
  retryDelay: (attempt) => SAFE_READ_RETRY_DELAY_MS * 2 ** attempt,
  // only a network failure (no answer at all) is retried, and never after our own time-out
  retryOn: (attempt, error, response) =>
    response === null && error !== null && (error as Error).name !== 'AbortError' && attempt < SAFE_READ_RETRIES,
});

function formBody(input: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    body.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (!body.has('lang')) body.append('lang', currentLang());
  return body;
}

/** `options.token`: the token to send instead of the session's (a sign-out sent after the session is cleared). */
export async function request<C extends ApiCall>(
  call: C,
  input: z.input<C['input']>,
  options?: { token: string | null },
): Promise<ApiResult<z.output<C['output']>>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  const token = options ? options.token : hooks.token();
  if (token) headers.token = token;
  const doFetch = call.safe ? retryingFetch : fetch;
  let response: Response;
  try {
    response = await doFetch(urlOf(call.path), {
      method: 'POST',
      headers,
      body: formBody(input as Record<string, unknown>),
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    const timedOut = (error as Error).name === 'AbortError';
    return { ok: false, kind: timedOut ? 'timeout' : 'network', msg: t(timedOut ? 'error.timeout' : 'error.network') };
  }
  try {
    const json: unknown = await response.json().catch(() => null);
    const envelope = readEnvelope(json);
    if (response.status === HTTP_UNAUTHORIZED) {
      hooks.onUnauthorized();
      return { ok: false, kind: 'unauthorized', msg: t('error.loginFirst'), status: 401 };
    }
    if (!response.ok) {
      // 402, 403 and 500 need nothing special (spec §8): the caller shows a failure
      const msg = envelope?.msg ? envelope.msg : t('error.requestFailed');
      return { ok: false, kind: 'http', msg, status: response.status };
    }
    if (!envelope) return { ok: false, kind: 'invalid', msg: t('error.requestFailed') };
    if (envelope.code !== CODE_SUCCESS) return { ok: false, kind: 'business', msg: envelope.msg };
    const data = call.output.safeParse(envelope.data);
    if (!data.success) return { ok: false, kind: 'invalid', msg: t('error.requestFailed') };
    return { ok: true, data: data.data as z.output<C['output']>, msg: envelope.msg };
  } finally {
    clearTimeout(timer);
  }
}

/** For promise actors: the data, or an ApiError carrying the readable message. */
export async function unwrap<C extends ApiCall>(call: C, input: z.input<C['input']>): Promise<z.output<C['output']>> {
  const result = await request(call, input);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/**
 * A file the server makes for the member (a booking's .ics): GET with the `token` header, the
 * query and the page's language; the body as a Blob, or the same failures as `request` (the
 * server's message from its envelope on a refusal).
 */
export async function fetchFile(path: string, query: Record<string, string>): Promise<ApiResult<Blob>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = {};
  const token = hooks.token();
  if (token) headers.token = token;
  const search = new URLSearchParams({ ...query, lang: currentLang() });
  try {
    const response = await fetch(`${urlOf(path)}?${search}`, { headers, signal: controller.signal });
    if (response.status === HTTP_UNAUTHORIZED) {
      hooks.onUnauthorized();
      return { ok: false, kind: 'unauthorized', msg: t('error.loginFirst'), status: 401 };
    }
    if (!response.ok) {
      const envelope = readEnvelope(await response.json().catch(() => null));
      return { ok: false, kind: 'http', msg: envelope?.msg ? envelope.msg : t('error.requestFailed'), status: response.status };
    }
    return { ok: true, data: await response.blob(), msg: '' };
  } catch (error) {
    const timedOut = (error as Error).name === 'AbortError';
    return { ok: false, kind: timedOut ? 'timeout' : 'network', msg: t(timedOut ? 'error.timeout' : 'error.network') };
  } finally {
    clearTimeout(timer);
  }
}
