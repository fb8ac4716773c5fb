import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatOAuth, type WechatOAuth } from '../../src/server/providers/wechat/oauth';
import { startFakeWechat } from '../fakes/wechat';

/** The real WeChat OAuth adapter against a local fake of WeChat's endpoints. */
const APP = { appId: 'wx1234567890abcdef', appSecret: 'fake-secret-0123456789' };
let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let oauth: WechatOAuth;

beforeAll(async () => {
  fake = await startFakeWechat(APP);
  oauth = createWechatOAuth({ ...APP, oauthBase: fake.url, apiBase: fake.url });
  fake.setUser({ openid: 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc', nickname: '林小雨', headimgurl: 'https://thirdwx.example/a.png', unionid: 'uABC' });
});
afterAll(async () => fake.close());

/** Follows the authorize URL the way a browser would, as far as the redirect back to us. */
async function approve(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

describe('authorize URL', () => {
  it('has the parameters in WeChat’s order, redirect_uri encoded, and #wechat_redirect', () => {
    const url = oauth.authorizeUrl({ redirectUri: 'https://wine.example/#/wxAuth', scope: 'snsapi_userinfo', state: 'abc123' });
    expect(url).toBe(
      `${fake.url}/connect/oauth2/authorize?appid=wx1234567890abcdef&redirect_uri=https%3A%2F%2Fwine.example%2F%23%2FwxAuth` +
        '&response_type=code&scope=snsapi_userinfo&state=abc123#wechat_redirect',
    );
  });

  it('is accepted by the fake, which sends code and state back before the # of redirect_uri', async () => {
    const back = await approve(oauth.authorizeUrl({ redirectUri: 'https://wine.example/#/wxAuth', scope: 'snsapi_base', state: 'S1' }));
    expect(back.origin + back.pathname).toBe('https://wine.example/');
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    expect(back.searchParams.get('state')).toBe('S1');
    expect(back.hash).toBe('#/wxAuth');
  });

  it('a fake that checks the order refuses parameters written in another order', async () => {
    const res = await fetch(`${fake.url}/connect/oauth2/authorize?redirect_uri=x&appid=${APP.appId}&response_type=code&scope=snsapi_base&state=1`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
  });
});

describe('code exchange and user info', () => {
  it('turns a code into access_token and openid once; the second use is 40163', async () => {
    const back = await approve(oauth.authorizeUrl({ redirectUri: 'https://wine.example/', scope: 'snsapi_userinfo', state: 'S2' }));
    const code = back.searchParams.get('code')!;
    const first = await oauth.exchangeCode(code);
    expect(first).toMatchObject({ ok: true, value: { openid: 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc', scope: 'snsapi_userinfo', expiresIn: 7200, unionid: 'uABC' } });
    const exchange = fake.requests.findLast((r) => r.path === '/sns/oauth2/access_token')!;
    expect(Object.fromEntries(exchange.query)).toEqual({ appid: APP.appId, secret: APP.appSecret, code, grant_type: 'authorization_code' });

    const again = await oauth.exchangeCode(code);
    expect(again).toMatchObject({ ok: false, errcode: 40163 });
  });

  it('an unknown code is 40029, and so is an expired one', async () => {
    expect(await oauth.exchangeCode('no-such-code')).toMatchObject({ ok: false, errcode: 40029 });
    const back = await approve(oauth.authorizeUrl({ redirectUri: 'https://wine.example/', scope: 'snsapi_base', state: 'S3' }));
    fake.expireAllCodes();
    expect(await oauth.exchangeCode(back.searchParams.get('code')!)).toMatchObject({ ok: false, errcode: 40029 });
  });

  it('a wrong secret is refused with 40125', async () => {
    const wrong = createWechatOAuth({ ...APP, appSecret: 'not-the-secret', oauthBase: fake.url, apiBase: fake.url });
    const back = await approve(wrong.authorizeUrl({ redirectUri: 'https://wine.example/', scope: 'snsapi_base', state: 'S4' }));
    expect(await wrong.exchangeCode(back.searchParams.get('code')!)).toMatchObject({ ok: false, errcode: 40125 });
  });

  it('reads the user info in the asked language, only for the token’s own openid', async () => {
    const back = await approve(oauth.authorizeUrl({ redirectUri: 'https://wine.example/', scope: 'snsapi_userinfo', state: 'S5' }));
    const token = await oauth.exchangeCode(back.searchParams.get('code')!);
    if (!token.ok) throw new Error('exchange failed');
    const info = await oauth.userInfo(token.value.accessToken, token.value.openid, 'zh_TW');
    expect(info).toMatchObject({ ok: true, value: { openid: token.value.openid, nickname: '林小雨', headimgurl: 'https://thirdwx.example/a.png' } });
    expect(fake.requests.findLast((r) => r.path === '/sns/userinfo')!.query.get('lang')).toBe('zh_TW');
    expect(await oauth.userInfo(token.value.accessToken, 'oSOMEONE-ELSE', 'en')).toMatchObject({ ok: false, errcode: 40003 });
    expect(await oauth.userInfo('bad-token', token.value.openid, 'en')).toMatchObject({ ok: false, errcode: 40001 });
  });

  it('a snsapi_base token may not read the user info (48001)', async () => {
    const back = await approve(oauth.authorizeUrl({ redirectUri: 'https://wine.example/', scope: 'snsapi_base', state: 'S6' }));
    const token = await oauth.exchangeCode(back.searchParams.get('code')!);
    if (!token.ok) throw new Error('exchange failed');
    expect(await oauth.userInfo(token.value.accessToken, token.value.openid, 'en')).toMatchObject({ ok: false, errcode: 48001 });
  });

  it('no answer at all (nobody listening) is errcode -1, not an exception', async () => {
    const gone = createWechatOAuth({ ...APP, oauthBase: 'http://127.0.0.1:9', apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(await gone.exchangeCode('x')).toMatchObject({ ok: false, errcode: -1 });
  });
});
