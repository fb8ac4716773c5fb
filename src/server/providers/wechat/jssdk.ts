import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { FetchLike, WechatResult } from './oauth';

/**
 * The WeChat JS-SDK's server side (integrations-china §2), spoken exactly as WeChat does: the
 * server access_token (`GET cgi-bin/token`), the jsapi_ticket (`GET cgi-bin/ticket/getticket`)
 * and the page signature. The same client talks to WeChat in production and to the local fake
 * in tests; only the base URL differs.
 */
export const JSSDK_ERR = {
  systemBusy: -1,
  invalidCredential: 40001,
  invalidAppid: 40013,
  invalidAccessToken: 40014,
  accessTokenExpired: 42001,
  invalidAppSecret: 40125,
  ipNotAllowed: 40164,
  rateLimited: 45009,
} as const;

/** Errors after which a fresh access_token is worth one more try (WeChat invalidated ours). */
export const STALE_TOKEN_ERRORS: readonly number[] = [JSSDK_ERR.invalidCredential, JSSDK_ERR.invalidAccessToken, JSSDK_ERR.accessTokenExpired];

export interface Expiring {
  value: string;
  expiresIn: number;
}

export interface JssdkClient {
  readonly appId: string;
  accessToken(): Promise<WechatResult<Expiring>>;
  jsapiTicket(accessToken: string): Promise<WechatResult<Expiring>>;
}

export interface JssdkClientOptions {
  appId: string;
  appSecret: string;
  /** e.g. https://api.weixin.qq.com */
  apiBase: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

const ErrorSchema = z.object({ errcode: z.number(), errmsg: z.string().default('') });
const TokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const TicketSchema = z.object({ ticket: z.string().min(1), expires_in: z.number().int().positive() });

export function createJssdkClient(options: JssdkClientOptions): JssdkClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** GET a cgi-bin endpoint; the URL holds the secret or a token, so it is never logged. */
  async function get<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<WechatResult<T>> {
    let body: unknown;
    try {
      const response = await doFetch(`${apiBase}${path}?${new URLSearchParams(query).toString()}`, { signal: AbortSignal.timeout(timeoutMs) });
      body = JSON.parse(await response.text());
    } catch (error) {
      return { ok: false, errcode: JSSDK_ERR.systemBusy, errmsg: `no answer: ${(error as Error).name}` };
    }
    const failure = ErrorSchema.safeParse(body);
    if (failure.success && failure.data.errcode !== 0) return { ok: false, errcode: failure.data.errcode, errmsg: failure.data.errmsg };
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { ok: false, errcode: JSSDK_ERR.systemBusy, errmsg: 'unexpected answer' };
    return { ok: true, value: parsed.data };
  }

  return {
    appId: options.appId,
    async accessToken() {
      const answer = await get(
        '/cgi-bin/token',
        { grant_type: 'client_credential', appid: options.appId, secret: options.appSecret },
        TokenSchema,
      );
      return answer.ok ? { ok: true, value: { value: answer.value.access_token, expiresIn: answer.value.expires_in } } : answer;
    },
    async jsapiTicket(accessToken) {
      const answer = await get('/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' }, TicketSchema);
      return answer.ok ? { ok: true, value: { value: answer.value.ticket, expiresIn: answer.value.expires_in } } : answer;
    },
  };
}

/** The page URL WeChat signs: everything before the `#`, exactly as the browser sent it. */
export const signableUrl = (url: string): string => url.split('#')[0]!;

/** sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`: the fields sorted by name, joined raw. */
export function jsapiSignature(fields: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const plain = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${signableUrl(fields.url)}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random letters and digits (WeChat allows up to 32). */
export function nonceStr(length = 16): string {
  return [...randomBytes(length)].map((b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
}
