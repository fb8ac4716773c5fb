import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { CODE_FAILURE, CODE_SUCCESS, HTTP_UNAUTHORIZED, type ApiCall, type Envelope } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import type { MessageKey } from '../../contract/messages';
import { isMessageKey, requestLang, translate } from '../i18n';
import type { AuthedMember } from './auth';

/**
 * What a handler answers: data, or a message key the member reads in their language. `json`,
 * when given, is `data` already serialised (JSON.stringify): a cached read's answer is made
 * into bytes once and sent as they are (plugins/read-call.ts).
 */
export type Result<T> =
  | { ok: true; data: T; msg?: MessageKey; json?: string }
  | { ok: false; key: MessageKey; params?: Record<string, string>; status?: number };

export const ok = <T>(data: T, msg?: MessageKey): Result<T> => ({ ok: true, data, ...(msg ? { msg } : {}) });
export const fail = (key: MessageKey, params?: Record<string, string>, status?: number): Result<never> => ({
  ok: false,
  key,
  ...(params ? { params } : {}),
  ...(status ? { status } : {}),
});

export interface CallContext {
  lang: Lang;
  member: AuthedMember | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends ApiCall> = (
  input: z.output<C['input']>,
  ctx: CallContext,
) => Promise<Result<z.input<C['output']>>>;

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, time: String(Math.floor(Date.now() / 1000)), data };
}

export function langOf(request: FastifyRequest): Lang {
  return requestLang(request.body, request.headers);
}

/** Answers a refusal in the envelope: `code` 0 (or 401), `msg` translated, `data` null. */
export function refuse(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) {
  const code = status === HTTP_UNAUTHORIZED ? HTTP_UNAUTHORIZED : CODE_FAILURE;
  return reply.code(status).send(envelope(code, translate(langOf(request), key), null));
}

/** The message for the first invalid field: the schema's own message key, else "check <field>". */
export function validationMessage(lang: Lang, error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return translate(lang, 'error.requestFailed');
  if (isMessageKey(issue.message)) return translate(lang, issue.message);
  const field = String(issue.path[0] ?? '');
  const label = isMessageKey(`field.${field}`) ? translate(lang, `field.${field}`) : field;
  return translate(lang, 'error.invalidField', { field: label });
}

/**
 * Registers one contract call: POST at its path, the form validated with the call's schema
 * before the handler runs, the answer wrapped in the envelope. Outside production the answer
 * is also checked against the contract, so server and browser cannot drift apart silently.
 */
export function registerCall<C extends ApiCall>(app: FastifyInstance, call: C, handler: Handler<C>) {
  app.post(call.path, { config: { auth: call.auth } }, async (request, reply) => {
    const lang = langOf(request);
    const parsed = call.input.safeParse(request.body ?? {});
    if (!parsed.success) return envelope(CODE_FAILURE, validationMessage(lang, parsed.error), null);
    const result = await handler(parsed.data as z.output<C['input']>, { lang, member: request.member, request, reply });
    if (!result.ok) {
      if (result.status) reply.code(result.status);
      return envelope(CODE_FAILURE, translate(lang, result.key, result.params), null);
    }
    if (app.config.NODE_ENV !== 'production') {
      const checked = call.output.safeParse(result.data);
      if (!checked.success) {
        request.log.error({ path: call.path, issues: checked.error.issues }, 'answer breaks the contract');
        throw new Error(`answer of ${call.path} breaks the contract`);
      }
    }
    const msg = result.msg ? translate(lang, result.msg) : 'ok';
    if (result.json === undefined) return envelope(CODE_SUCCESS, msg, result.data);
    reply.type(JSON_TYPE);
    return envelopeBytes(result, result.json, msg);
  });
}

/** The bytes last sent for a cached answer: made again when its second (`time`) or message changes. */
const sentBytes = new WeakMap<object, { time: string; msg: string; bytes: Buffer }>();

/**
 * A cached answer's envelope, as Fastify would write `envelope(...)`, as bytes: every request in
 * the same second sends the same buffer, so the answer is neither joined nor encoded per request.
 */
function envelopeBytes(result: object, json: string, msg: string): Buffer {
  const { time } = envelope(CODE_SUCCESS, msg, null);
  const sent = sentBytes.get(result);
  if (sent && sent.time === time && sent.msg === msg) return sent.bytes;
  const bytes = Buffer.from(`{"code":${CODE_SUCCESS},"msg":${JSON.stringify(msg)},"time":"${time}","data":${json}}`);
  sentBytes.set(result, { time, msg, bytes });
  return bytes;
}

/** The content type Fastify gives an object it serialises. */
const JSON_TYPE = 'application/json; charset=utf-8';
