import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Official Account's server API used by the JS-SDK
 * (api.weixin.qq.com `cgi-bin/token` and `cgi-bin/ticket/getticket`, integrations-china §2):
 * a real HTTP server checking appid, secret, grant_type and type as WeChat does, issuing
 * tokens and tickets that expire, answering `{errcode, errmsg}` on errors, counting requests,
 * and checking page signatures made with the ticket it issued.
 */
export interface FakeWechatMpOptions {
  appId: string;
  appSecret: string;
}

export async function startFakeWechatMp(options: FakeWechatMpOptions) {
  const tokens = new Map<string, number>(); // token → expiry (ms)
  const tickets = new Map<string, number>();
  let expiresIn = 7200;
  let delayMs = 0;
  const failNext: Array<{ path: string; errcode: number }> = [];
  const counts = { token: 0, ticket: 0 };

  const error = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg} rid: ${randomBytes(6).toString('hex')}` });

  function token(query: URLSearchParams): unknown {
    counts.token += 1;
    if (query.get('grant_type') !== 'client_credential') return error(40002, 'invalid grant_type');
    if (query.get('appid') !== options.appId) return error(40013, 'invalid appid');
    if (query.get('secret') !== options.appSecret) return error(40125, 'invalid appsecret');
    const value = randomBytes(32).toString('base64url');
    tokens.set(value, Date.now() + expiresIn * 1000);
    return { access_token: value, expires_in: expiresIn };
  }

  function ticket(query: URLSearchParams): unknown {
    counts.ticket += 1;
    const expiry = tokens.get(query.get('access_token') ?? '');
    if (expiry === undefined) return error(40001, 'invalid credential, access_token is invalid or not latest');
    if (expiry <= Date.now()) return error(42001, 'access_token expired');
    if (query.get('type') !== 'jsapi') return error(40097, 'invalid args');
    const value = randomBytes(40).toString('base64url');
    tickets.set(value, Date.now() + expiresIn * 1000);
    return { errcode: 0, errmsg: 'ok', ticket: value, expires_in: expiresIn };
  }

  const ROUTES: Record<string, (query: URLSearchParams) => unknown> = { '/cgi-bin/token': token, '/cgi-bin/ticket/getticket': ticket };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = req.method === 'GET' ? ROUTES[url.pathname] : undefined;
    const planned = failNext.findIndex((f) => f.path === url.pathname);
    let body: unknown;
    if (planned >= 0) {
      counts[url.pathname === '/cgi-bin/token' ? 'token' : 'ticket'] += 1;
      body = error(failNext.splice(planned, 1)[0]!.errcode, 'planned failure');
    } else {
      body = route ? route(url.searchParams) : error(-1, 'system error');
    }
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    /** lifetime of the next tokens and tickets, in seconds (WeChat's is 7200) */
    setExpiresIn(seconds: number) {
      expiresIn = seconds;
    },
    /** how long each answer takes, to let concurrent callers overlap */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** the next request to `path` answers this errcode */
    failNext(path: '/cgi-bin/token' | '/cgi-bin/ticket/getticket', errcode: number) {
      failNext.push({ path, errcode });
    },
    /** WeChat invalidated every token (e.g. someone else fetched a new one with our secret) */
    revokeTokens() {
      tokens.clear();
    },
    /** whether a wx.config signature is right for a ticket this fake issued and still valid */
    verifySignature(config: { timestamp: number; nonceStr: string; signature: string }, url: string): boolean {
      const page = url.split('#')[0];
      return [...tickets].some(([value, expiry]) => {
        if (expiry <= Date.now()) return false;
        const plain = `jsapi_ticket=${value}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${page}`;
        return createHash('sha1').update(plain).digest('hex') === config.signature;
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
