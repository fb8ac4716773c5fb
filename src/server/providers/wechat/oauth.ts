import * as z from 'zod';
import type { Lang } from '../../../contract/lang';

/**
 * The WeChat Official Account web sign-in protocol (OAuth2), spoken exactly as WeChat does
 * (integrations-china §1). The same adapter talks to WeChat in production, to our sandbox in
 * development and to the fake in tests: only the base URLs and the transport differ.
 */
export type WechatScope = 'snsapi_base' | 'snsapi_userinfo';
export type WechatLang = 'zh_CN' | 'zh_TW' | 'en';
export const WECHAT_LANG: Record<Lang, WechatLang> = { cn: 'zh_CN', tw: 'zh_TW', en: 'en' };

/** The subset of fetch the adapter needs, so the sandbox can answer in-process. */
export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<{ status: number; text(): Promise<string> }>;

export interface WechatOAuthOptions {
  appId: string;
  appSecret: string;
  /** e.g. https://open.weixin.qq.com — the browser goes there */
  oauthBase: string;
  /** e.g. https://api.weixin.qq.com — the server calls it */
  apiBase: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

export interface WechatToken {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  openid: string;
  scope: string;
  unionid?: string;
}

export interface WechatUser {
  openid: string;
  nickname: string;
  sex: number;
  province: string;
  city: string;
  country: string;
  headimgurl: string;
  unionid?: string;
}

/** errcode as WeChat sends it; -1 also stands for "no usable answer" (network, bad JSON). */
export type WechatResult<T> = { ok: true; value: T } | { ok: false; errcode: number; errmsg: string };

/** Error codes worth naming (everything else is passed on as is). */
export const WECHAT_ERR = {
  systemBusy: -1,
  invalidCredential: 40001,
  invalidOpenid: 40003,
  invalidAppid: 40013,
  invalidCode: 40029,
  invalidAppSecret: 40125,
  codeUsed: 40163,
} as const;

const ErrorSchema = z.object({ errcode: z.number(), errmsg: z.string().default('') });
const TokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  refresh_token: z.string().default(''),
  openid: z.string().min(1),
  scope: z.string().default(''),
  unionid: z.string().optional(),
});
const UserSchema = z.object({
  openid: z.string().min(1),
  nickname: z.string().default(''),
  sex: z.number().default(0),
  province: z.string().default(''),
  city: z.string().default(''),
  country: z.string().default(''),
  headimgurl: z.string().default(''),
  unionid: z.string().optional(),
});

export interface WechatOAuth {
  readonly appId: string;
  authorizeUrl(params: { redirectUri: string; scope: WechatScope; state: string }): string;
  exchangeCode(code: string): Promise<WechatResult<WechatToken>>;
  userInfo(accessToken: string, openid: string, lang: WechatLang): Promise<WechatResult<WechatUser>>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createWechatOAuth(options: WechatOAuthOptions): WechatOAuth {
  const oauthBase = trimSlash(options.oauthBase);
  const apiBase = trimSlash(options.apiBase);
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** GET an sns endpoint; the URL holds the secret or a token, so it is never logged. */
  async function get<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<WechatResult<T>> {
    const url = `${apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let body: unknown;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      body = JSON.parse(await response.text());
    } catch (error) {
      return { ok: false, errcode: WECHAT_ERR.systemBusy, errmsg: `no answer: ${(error as Error).name}` };
    }
    const failure = ErrorSchema.safeParse(body);
    if (failure.success && failure.data.errcode !== 0) {
      return { ok: false, errcode: failure.data.errcode, errmsg: failure.data.errmsg };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { ok: false, errcode: WECHAT_ERR.systemBusy, errmsg: 'unexpected answer' };
    return { ok: true, value: parsed.data };
  }

  return {
    appId: options.appId,

    // WeChat checks the parameter order, so the query is written by hand, not by URLSearchParams
    authorizeUrl({ redirectUri, scope, state }) {
      return (
        `${oauthBase}/connect/oauth2/authorize?appid=${encodeURIComponent(options.appId)}` +
        `&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=${scope}` +
        `&state=${encodeURIComponent(state)}#wechat_redirect`
      );
    },

    async exchangeCode(code) {
      const answer = await get(
        '/sns/oauth2/access_token',
        { appid: options.appId, secret: options.appSecret, code, grant_type: 'authorization_code' },
        TokenSchema,
      );
      if (!answer.ok) return answer;
      const t = answer.value;
      return {
        ok: true,
        value: {
          accessToken: t.access_token,
          expiresIn: t.expires_in,
          refreshToken: t.refresh_token,
          openid: t.openid,
          scope: t.scope,
          ...(t.unionid ? { unionid: t.unionid } : {}),
        },
      };
    },

    async userInfo(accessToken, openid, lang) {
      const answer = await get('/sns/userinfo', { access_token: accessToken, openid, lang }, UserSchema);
      if (!answer.ok) return answer;
      const { unionid, ...user } = answer.value;
      return { ok: true, value: { ...user, ...(unionid ? { unionid } : {}) } };
    },
  };
}
