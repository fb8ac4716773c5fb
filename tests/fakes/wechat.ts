import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat's OAuth2 web sign-in (open.weixin.qq.com + api.weixin.qq.com),
 * a real HTTP server speaking the protocol of integrations-china §1 and checking what WeChat
 * checks: the authorize parameters and their order, appid and secret, codes that work once
 * (40163 when reused, 40029 when unknown or expired), tokens bound to their openid.
 */
export interface FakeWechatUser {
  openid: string;
  nickname: string;
  headimgurl: string;
  unionid?: string;
}

export interface FakeWechatOptions {
  appId: string;
  appSecret: string;
}

interface Code {
  user: FakeWechatUser;
  scope: string;
  expiresAt: number;
  used: boolean;
}

const ORDER = ['appid', 'redirect_uri', 'response_type', 'scope', 'state'];

export async function startFakeWechat(options: FakeWechatOptions) {
  const codes = new Map<string, Code>();
  const tokens = new Map<string, { user: FakeWechatUser; scope: string }>();
  /** every request the fake received (path and query), for assertions */
  const requests: { path: string; query: URLSearchParams }[] = [];
  let user: FakeWechatUser = { openid: 'oFAKE000000000000000000000001', nickname: 'Fake User', headimgurl: '' };
  let refuseNext = false;

  const error = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg}, rid: ${randomBytes(6).toString('hex')}` });

  function issue(scope: string): string {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { user, scope, expiresAt: Date.now() + 5 * 60_000, used: false });
    return code;
  }

  function authorize(query: URLSearchParams, res: ServerResponse) {
    const wrong =
      [...query.keys()].slice(0, ORDER.length).join() !== ORDER.join()
        ? 'parameter order'
        : query.get('appid') !== options.appId
          ? 'appid'
          : query.get('response_type') !== 'code'
            ? 'response_type'
            : !['snsapi_base', 'snsapi_userinfo'].includes(query.get('scope') ?? '')
              ? 'scope'
              : !/^[A-Za-z0-9]{0,128}$/.test(query.get('state') ?? '')
                ? 'state'
                : null;
    if (wrong) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`bad request: ${wrong}`);
      return;
    }
    // the user's answer, given at once (what WeChat does for snsapi_base, or after consent)
    const target = new URL(query.get('redirect_uri')!);
    if (!refuseNext) target.searchParams.set('code', issue(query.get('scope')!));
    target.searchParams.set('state', query.get('state') ?? '');
    refuseNext = false;
    res.writeHead(302, { location: target.href }).end();
  }

  function accessToken(query: URLSearchParams): unknown {
    if (query.get('appid') !== options.appId) return error(40013, 'invalid appid');
    if (query.get('secret') !== options.appSecret) return error(40125, 'invalid appsecret');
    if (query.get('grant_type') !== 'authorization_code') return error(40002, 'invalid grant_type');
    const code = codes.get(query.get('code') ?? '');
    if (!code || code.expiresAt < Date.now()) return error(40029, 'invalid code');
    if (code.used) return error(40163, 'code been used');
    code.used = true;
    const token = randomBytes(24).toString('hex');
    tokens.set(token, { user: code.user, scope: code.scope });
    return {
      access_token: token,
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('hex'),
      openid: code.user.openid,
      scope: code.scope,
      ...(code.user.unionid ? { unionid: code.user.unionid } : {}),
    };
  }

  function userInfo(query: URLSearchParams): unknown {
    const token = tokens.get(query.get('access_token') ?? '');
    if (!token) return error(40001, 'invalid credential, access_token is invalid or not latest');
    if (token.user.openid !== query.get('openid')) return error(40003, 'invalid openid');
    if (token.scope !== 'snsapi_userinfo') return error(48001, 'api unauthorized');
    if (!['zh_CN', 'zh_TW', 'en'].includes(query.get('lang') ?? 'zh_CN')) return error(40033, 'invalid lang');
    const { unionid, ...rest } = token.user;
    return { ...rest, sex: 0, province: '', city: '', country: '', privilege: [], ...(unionid ? { unionid } : {}) };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams });
    if (req.method === 'GET' && url.pathname === '/connect/oauth2/authorize') return authorize(url.searchParams, res);
    let body: unknown;
    if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token') body = accessToken(url.searchParams);
    else if (req.method === 'GET' && url.pathname === '/sns/userinfo') body = userInfo(url.searchParams);
    else body = error(-1, 'system error');
    res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** who approves the next authorize requests */
    setUser(next: FakeWechatUser) {
      user = next;
    },
    /** the next authorize request is refused: only the state comes back */
    refuseNextAuthorize() {
      refuseNext = true;
    },
    expireAllCodes() {
      for (const code of codes.values()) code.expiresAt = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
