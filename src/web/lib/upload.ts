import type * as z from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '../../contract/constants';
import { CODE_SUCCESS, EnvelopeSchema, HTTP_UNAUTHORIZED, type ApiCall } from '../../contract/envelope';
import { ApiError, apiHooks, urlOf } from './api-client';
import { currentLang, t } from './i18n';

/**
 * A file as multipart, one part named `file` (the portrait upload): the same token, language,
 * time-out, 401 handling and envelope as `request` (./api-client.ts), never retried. Rejects with
 * an ApiError. Its own module, so that only the personal centre, which sends files, loads it.
 */
export async function upload<C extends ApiCall>(call: C, file: Blob, filename: string): Promise<z.output<C['output']>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { lang: currentLang() };
  const hooks = apiHooks();
  const token = hooks.token();
  if (token) headers.token = token;
  const body = new FormData();
  body.append('file', file, filename);
  try {
    let response: Response;
    try {
      response = await fetch(urlOf(call.path), { method: 'POST', headers, body, signal: controller.signal });
    } catch (error) {
      const timedOut = (error as Error).name === 'AbortError';
      throw new ApiError({ ok: false, kind: timedOut ? 'timeout' : 'network', msg: t(timedOut ? 'error.timeout' : 'error.network') });
    }
    const envelope = EnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (response.status === HTTP_UNAUTHORIZED) {
      hooks.onUnauthorized();
      throw new ApiError({ ok: false, kind: 'unauthorized', msg: t('error.loginFirst'), status: 401 });
    }
    if (!response.ok || !envelope.success) {
      const msg = envelope.success && envelope.data.msg ? envelope.data.msg : t('error.requestFailed');
      throw new ApiError({ ok: false, kind: response.ok ? 'invalid' : 'http', msg, status: response.status });
    }
    if (envelope.data.code !== CODE_SUCCESS) throw new ApiError({ ok: false, kind: 'business', msg: envelope.data.msg });
    const data = call.output.safeParse(envelope.data.data);
    if (!data.success) throw new ApiError({ ok: false, kind: 'invalid', msg: t('error.requestFailed') });
    return data.data as z.output<C['output']>;
  } finally {
    clearTimeout(timer);
  }
}
