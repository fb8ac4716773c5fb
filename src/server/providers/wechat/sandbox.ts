import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang, type Lang } from '../../../contract/lang';
import { requestLang } from '../../i18n';
import { WECHAT_ERR } from './oauth';
import { renderConsentPage, renderErrorPage, type ConsentParams } from './sandbox-page';
import { findSandboxUser, sandboxAvatarSvg, sandboxOpenid, sandboxUnionid, SANDBOX_USERS, type SandboxUser } from './sandbox-users';

/**
 * A development stand-in for WeChat's OAuth2 endpoints, at `<prefix>/connect/oauth2/authorize`
 * (consent page), `<prefix>/sns/oauth2/access_token` and `<prefix>/sns/userinfo`, speaking the
 * same protocol as WeChat: codes live 5 minutes and work once, tokens 7200 s, errors are
 * `{errcode, errmsg}`. Codes and tokens are kept in this process's memory: the sandbox serves
 * one development instance.
 */
export const SANDBOX_PREFIX = '/dev/wechat';
const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_S = 7200;
/** the order WeChat checks the authorize parameters in */
const AUTHORIZE_ORDER = ['appid', 'redirect_uri', 'response_type', 'scope', 'state'];

interface IssuedCode {
  appid: string;
  user: SandboxUser;
  scope: string;
  expiresAt: number;
  used: boolean;
}
interface IssuedToken {
  openid: string;
  user: SandboxUser;
  scope: string;
  expiresAt: number;
}

export interface SandboxOptions {
  appId: string;
  appSecret: string;
}

const rid = () => randomUUID().slice(0, 23);
const wechatError = (errcode: number, what: string) => ({ errcode, errmsg: `${what}, rid: ${rid()}` });

export function wechatSandbox(options: SandboxOptions) {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const prune = () => {
    const now = Date.now();
    for (const [key, code] of codes) if (code.expiresAt < now) codes.delete(key);
    for (const [key, token] of tokens) if (token.expiresAt < now) tokens.delete(key);
  };

  /** Checks an authorize request as WeChat would; answers what is wrong, or null. */
  function problem(params: Record<string, string | undefined>, order: string[]): string | null {
    if (AUTHORIZE_ORDER.some((name, i) => order[i] !== name)) return 'parameter order';
    if (params.appid !== options.appId) return 'appid';
    if (params.response_type !== 'code') return 'response_type';
    if (params.scope !== 'snsapi_base' && params.scope !== 'snsapi_userinfo') return 'scope';
    if (!/^[A-Za-z0-9]{0,128}$/.test(params.state ?? '')) return 'state';
    try {
      if (!/^https?:$/.test(new URL(params.redirect_uri ?? '').protocol)) return 'redirect_uri';
    } catch {
      return 'redirect_uri';
    }
    return null;
  }

  function pageLang(request: FastifyRequest, hl: unknown): Lang {
    return isLang(hl) ? hl : requestLang(undefined, request.headers);
  }

  function sendPage(reply: FastifyReply, status: number, html: string, redirectUri?: string) {
    let formTarget = '';
    try {
      formTarget = redirectUri ? ` ${new URL(redirectUri).origin}` : '';
    } catch {
      // an invalid redirect_uri gets the error page, which has no form
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'${formTarget}; frame-ancestors 'none'`,
      )
      .send(html);
  }

  return async function sandbox(app: FastifyInstance) {
    app.get(`${SANDBOX_PREFIX}/connect/oauth2/authorize`, async (request, reply) => {
      const raw = new URLSearchParams(request.url.split('?')[1] ?? '');
      const params = Object.fromEntries(raw) as Record<string, string | undefined>;
      const lang = pageLang(request, params.hl);
      const wrong = problem(params, [...raw.keys()]);
      if (wrong) return sendPage(reply, 400, renderErrorPage(lang, wrong, raw));
      const consent: ConsentParams = {
        appid: params.appid!,
        redirect_uri: params.redirect_uri!,
        scope: params.scope!,
        state: params.state ?? '',
      };
      return sendPage(reply, 200, renderConsentPage(lang, consent, raw), consent.redirect_uri);
    });

    // the consent form: Allow issues a code for the chosen user, Refuse sends only the state back
    app.post<{ Body: Record<string, string | undefined> }>(`${SANDBOX_PREFIX}/connect/oauth2/authorize`, async (request, reply) => {
      const body = request.body ?? {};
      const lang = pageLang(request, body.hl);
      const params = { appid: body.appid, redirect_uri: body.redirect_uri, response_type: 'code', scope: body.scope, state: body.state };
      const wrong = problem(params, AUTHORIZE_ORDER);
      const user = findSandboxUser(body.user ?? '');
      if (wrong || !user) return sendPage(reply, 400, renderErrorPage(lang, wrong ?? 'user', new URLSearchParams()));
      const target = new URL(params.redirect_uri!);
      if (body.decision === 'allow') {
        prune();
        const code = randomBytes(24).toString('base64url');
        codes.set(code, { appid: params.appid!, user, scope: params.scope!, expiresAt: Date.now() + CODE_LIFETIME_MS, used: false });
        target.searchParams.set('code', code);
      }
      // WeChat puts the query before any #fragment of redirect_uri, as URL does
      target.searchParams.set('state', params.state ?? '');
      return reply.header('cache-control', 'no-store').redirect(target.href, 302);
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(`${SANDBOX_PREFIX}/sns/oauth2/access_token`, async (request) => {
      const q = request.query;
      if (q.appid !== options.appId) return wechatError(WECHAT_ERR.invalidAppid, 'invalid appid');
      if (q.secret !== options.appSecret) return wechatError(WECHAT_ERR.invalidAppSecret, 'invalid appsecret');
      if (q.grant_type !== 'authorization_code') return wechatError(40002, 'invalid grant_type');
      const issued = codes.get(q.code ?? '');
      if (!issued || issued.expiresAt < Date.now() || issued.appid !== q.appid) {
        return wechatError(WECHAT_ERR.invalidCode, 'invalid code');
      }
      if (issued.used) return wechatError(WECHAT_ERR.codeUsed, 'code been used');
      issued.used = true;
      const openid = sandboxOpenid(options.appId, issued.user);
      const accessToken = randomBytes(32).toString('base64url');
      tokens.set(accessToken, { openid, user: issued.user, scope: issued.scope, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
      const unionid = sandboxUnionid(issued.user);
      return {
        access_token: accessToken,
        expires_in: TOKEN_LIFETIME_S,
        refresh_token: randomBytes(32).toString('base64url'),
        openid,
        scope: issued.scope,
        ...(unionid ? { unionid } : {}),
      };
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(`${SANDBOX_PREFIX}/sns/userinfo`, async (request) => {
      const q = request.query;
      const token = tokens.get(q.access_token ?? '');
      if (!token || token.expiresAt < Date.now()) {
        return wechatError(WECHAT_ERR.invalidCredential, 'invalid credential, access_token is invalid or not latest');
      }
      if (token.openid !== q.openid) return wechatError(WECHAT_ERR.invalidOpenid, 'invalid openid');
      if (token.scope !== 'snsapi_userinfo') return wechatError(48001, 'api unauthorized');
      const lang = q.lang === 'zh_TW' || q.lang === 'en' ? q.lang : 'zh_CN';
      const unionid = sandboxUnionid(token.user);
      return {
        openid: token.openid,
        nickname: token.user.nickname,
        sex: token.user.sex,
        ...token.user.place[lang],
        headimgurl: `${SANDBOX_PREFIX}/avatar/${token.user.key}.svg`,
        privilege: [],
        ...(unionid ? { unionid } : {}),
      };
    });

    app.get<{ Params: { file: string } }>(`${SANDBOX_PREFIX}/avatar/:file`, async (request, reply) => {
      const user = SANDBOX_USERS.find((u) => `${u.key}.svg` === request.params.file);
      if (!user) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(sandboxAvatarSvg(user));
    });
  };
}
