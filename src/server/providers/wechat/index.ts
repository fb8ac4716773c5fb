import type { FastifyRequest } from 'fastify';
import { ConfigError, type Config } from '../../config';
import { createWechatOAuth, type FetchLike, type WechatOAuth, type WechatScope } from './oauth';
import { SANDBOX_PREFIX } from './sandbox';

export { WECHAT_ERR, type WechatOAuth } from './oauth';

/** Used by the sandbox when no AppID/AppSecret is configured; worthless anywhere else. */
export const SANDBOX_APP_ID = 'wx0sandbox0penglai';
export const SANDBOX_APP_SECRET = 'sandbox-secret-for-development-only';
const WECHAT_OAUTH_BASE = 'https://open.weixin.qq.com';
const WECHAT_API_BASE = 'https://api.weixin.qq.com';

export interface WechatProvider {
  kind: 'sandbox' | 'real';
  /** false for the sandbox in production, where its pages do not exist */
  available: boolean;
  scope: WechatScope;
  appId: string;
  appSecret: string;
  /** the adapter; the sandbox's authorize page lives on the site's own origin */
  oauth(origin: string): WechatOAuth;
}

/** The site's public origin: PUBLIC_URL, else the request's own (behind a trusted proxy). */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/**
 * WeChat sign-in as the environment chooses: the real Official Account, or the sandbox served
 * by this server. Both go through the same adapter; the sandbox's API calls stay in-process
 * (`local`) unless WECHAT_API_BASE points elsewhere.
 */
export function createWechatProvider(config: Config, local: FetchLike): WechatProvider {
  if (config.WECHAT_PROVIDER === 'real') {
    const missing = (['WECHAT_APP_ID', 'WECHAT_APP_SECRET'] as const).filter((name) => !config[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when WECHAT_PROVIDER=real`);
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
    const adapter = createWechatOAuth({
      appId: config.WECHAT_APP_ID!,
      appSecret: config.WECHAT_APP_SECRET!,
      oauthBase: config.WECHAT_OAUTH_BASE ?? WECHAT_OAUTH_BASE,
      apiBase: config.WECHAT_API_BASE ?? WECHAT_API_BASE,
    });
    return {
      kind: 'real',
      available: true,
      scope: 'snsapi_userinfo',
      appId: adapter.appId,
      appSecret: config.WECHAT_APP_SECRET!,
      oauth: () => adapter,
    };
  }
  const appId = config.WECHAT_APP_ID ?? SANDBOX_APP_ID;
  const appSecret = config.WECHAT_APP_SECRET ?? SANDBOX_APP_SECRET;
  const apiBase = config.WECHAT_API_BASE ?? `http://sandbox.local${SANDBOX_PREFIX}`;
  const fetchVia = config.WECHAT_API_BASE ? undefined : local;
  return {
    kind: 'sandbox',
    available: config.NODE_ENV !== 'production',
    scope: 'snsapi_userinfo',
    appId,
    appSecret,
    oauth: (origin) =>
      createWechatOAuth({
        appId,
        appSecret,
        oauthBase: config.WECHAT_OAUTH_BASE ?? `${origin}${SANDBOX_PREFIX}`,
        apiBase,
        ...(fetchVia ? { fetch: fetchVia } : {}),
      }),
  };
}
