import * as z from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '../../contract/constants';
import { CODE_SUCCESS, EnvelopeSchema, HTTP_UNAUTHORIZED, type ApiCall } from '../../contract/envelope';
import { staffLangNow, t } from './i18n';
import { storedStaffToken } from './storage';

/**
 * The one place the console calls the server: POST, form-encoded, `lang` with every call (the
 * server answers `msg` in it), the staff token in the `token` header (read from local storage
 * each time, lib/storage.ts), 30 s timeout. `staffCall` resolves with the call's `data` parsed
 * by its contract, or throws a `StaffApiError` carrying the message to show: the server's `msg`,
 * or the console's own words when there was no answer. An HTTP 401 also tells the session
 * (back to sign-in); a 403 (the role may not make the call) is a failure like any other, its
 * message saying so in the staff member's language.
 */
export type StaffFailureKind = 'business' | 'unauthorized' | 'forbidden' | 'http' | 'network' | 'timeout' | 'invalid';

export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly kind: StaffFailureKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

interface Hooks {
  token: () => string | null;
  onUnauthorized: () => void;
  /** absolute origin where there is no page (tests in Node) */
  base?: string;
}
let hooks: Hooks = { token: storedStaffToken, onUnauthorized: () => {} };

export function configureStaffApi(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

/** The console lives at `<site>/staff/`: its calls go one level up, so the site works under any base path. */
export function staffUrlOf(path: string): string {
  return hooks.base ? new URL(path, hooks.base).href : `..${path}`;
}

function formBody(input: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    body.append(key, String(value));
  }
  if (!body.has('lang')) body.append('lang', staffLangNow());
  return body;
}

/** The call's `data`, or a StaffApiError. */
export async function staffCall<C extends ApiCall>(call: C, input: z.input<C['input']>): Promise<z.output<C['output']>> {
  return (await staffSend(call, input)).data;
}

/** For actions: the `data` and the server's `msg` ("Shipped", "已發貨"), for the toast. */
export async function staffSend<C extends ApiCall>(call: C, input: z.input<C['input']>): Promise<{ data: z.output<C['output']>; msg: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  const token = hooks.token();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(staffUrlOf(call.path), {
      method: 'POST',
      headers,
      body: formBody(input as Record<string, unknown>),
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    const timedOut = (error as Error).name === 'AbortError';
    throw new StaffApiError(t(timedOut ? 'shell.error.timeout' : 'shell.error.network'), timedOut ? 'timeout' : 'network');
  }
  try {
    const envelope = EnvelopeSchema.safeParse(await response.json().catch(() => null));
    const msg = envelope.success && envelope.data.msg ? envelope.data.msg : '';
    if (response.status === HTTP_UNAUTHORIZED) {
      hooks.onUnauthorized();
      throw new StaffApiError(msg || t('shell.error.signedOut'), 'unauthorized', 401);
    }
    if (response.status === 403) throw new StaffApiError(msg || t('shell.error.forbidden'), 'forbidden', 403);
    if (!response.ok) throw new StaffApiError(msg || t('shell.error.failed'), 'http', response.status);
    if (!envelope.success) throw new StaffApiError(t('shell.error.failed'), 'invalid', response.status);
    if (envelope.data.code !== CODE_SUCCESS) throw new StaffApiError(msg || t('shell.error.failed'), 'business', response.status);
    const data = call.output.safeParse(envelope.data.data);
    if (!data.success) throw new StaffApiError(t('shell.error.failed'), 'invalid', response.status);
    return { data: data.data as z.output<C['output']>, msg };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A multipart upload (content pictures, issue 14): the fields first, then the file as `file`;
 * the language in the `lang` header. Answers like `staffSend`.
 */
export async function staffUpload<C extends ApiCall>(call: C, fields: Record<string, string>, file: Blob, name: string): Promise<{ data: z.output<C['output']>; msg: string }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', file, name);
  const headers: Record<string, string> = { lang: staffLangNow() };
  const token = hooks.token();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(staffUrlOf(call.path), { method: 'POST', headers, body });
  } catch {
    throw new StaffApiError(t('shell.error.network'), 'network');
  }
  const envelope = EnvelopeSchema.safeParse(await response.json().catch(() => null));
  const msg = envelope.success && envelope.data.msg ? envelope.data.msg : '';
  if (response.status === HTTP_UNAUTHORIZED) {
    hooks.onUnauthorized();
    throw new StaffApiError(msg || t('shell.error.signedOut'), 'unauthorized', 401);
  }
  if (response.status === 403) throw new StaffApiError(msg || t('shell.error.forbidden'), 'forbidden', 403);
  if (!envelope.success || envelope.data.code !== CODE_SUCCESS) throw new StaffApiError(msg || t('shell.error.failed'), 'business', response.status);
  const data = call.output.safeParse(envelope.data.data);
  if (!data.success) throw new StaffApiError(t('shell.error.failed'), 'invalid', response.status);
  return { data: data.data as z.output<C['output']>, msg };
}

/** Whether a failure means the session is gone (the session machine's guard reads it too). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof StaffApiError && error.kind === 'unauthorized';
}
