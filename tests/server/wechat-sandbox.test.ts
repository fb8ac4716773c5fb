import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_APP_ID, SANDBOX_APP_SECRET } from '../../src/server/providers/wechat';
import { postForm, testApp } from '../helpers/test-app';

/** The development provider: our own consent page and API, reached through the real adapter. */
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ seed: false });
});
afterAll(async () => ctx?.close());

const HOST = { host: 'shop.local:8080' };

async function authorizeUrl(redirect = '/cart'): Promise<URL> {
  const answer = (await postForm(ctx.app, '/api/member/Wechat/mp_auth', { redirect, lang: 'en' }, HOST)).json();
  expect(answer.code).toBe(1);
  return new URL(answer.data.url);
}

/** Submits the consent form as the browser would; answers where the sandbox sends it. */
async function decide(url: URL, decision: 'allow' | 'refuse', user = 'lin'): Promise<URL> {
  const q = url.searchParams;
  const form = { appid: q.get('appid')!, redirect_uri: q.get('redirect_uri')!, scope: q.get('scope')!, state: q.get('state')!, user, decision };
  const res = await ctx.app.inject({ method: 'POST', url: url.pathname, payload: form });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

describe('sandbox consent page', () => {
  it('mp_auth points at the sandbox on the site’s own origin, WeChat’s parameter order intact', async () => {
    const url = await authorizeUrl();
    expect(url.origin + url.pathname).toBe('http://shop.local:8080/dev/wechat/connect/oauth2/authorize');
    expect([...url.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(url.searchParams.get('appid')).toBe(SANDBOX_APP_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://shop.local:8080/#/wxAuth');
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('lists the three test users with Allow and Refuse, in the browser’s language', async () => {
    const url = await authorizeUrl();
    const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="zh-Hant">');
    for (const text of ['林小雨', 'Alex Chen', '山海', '允許', '拒絕', '開發沙盒']) expect(page.body).toContain(text);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://shop.local:8080");
    const en = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}&hl=en` });
    expect(en.body).toContain('>Allow<');
    const avatar = await ctx.app.inject({ method: 'GET', url: '/dev/wechat/avatar/lin.svg' });
    expect(avatar.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('shows an error instead of a consent for a wrong appid or parameters out of order', async () => {
    const url = await authorizeUrl();
    const wrongApp = url.search.replace(SANDBOX_APP_ID, 'wxSomeoneElse');
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname + wrongApp })).statusCode).toBe(400);
    const q = url.searchParams;
    const reordered = `?redirect_uri=${encodeURIComponent(q.get('redirect_uri')!)}&appid=${q.get('appid')}&response_type=code&scope=snsapi_userinfo&state=${q.get('state')}`;
    const res = await ctx.app.inject({ method: 'GET', url: url.pathname + reordered, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('parameter order');
  });

  it('Allow: back to redirect_uri with code and state before the #; login then answers code 0 for that user', async () => {
    const url = await authorizeUrl('/orderList');
    const back = await decide(url, 'allow', 'alex');
    expect(back.origin + back.pathname + back.hash).toBe('http://shop.local:8080/#/wxAuth');
    expect(back.searchParams.get('state')).toBe(url.searchParams.get('state'));
    const code = back.searchParams.get('code')!;
    const login = (await postForm(ctx.app, '/api/member/Wechat/login', { code, state: back.searchParams.get('state')!, type: 'mp', lang: 'en' }, HOST)).json();
    expect(login.data).toMatchObject({ code: 0, nickname: 'Alex Chen', avatar: '/dev/wechat/avatar/alex.svg', redirect: '/orderList' });
  });

  it('Refuse: back with the state only', async () => {
    const back = await decide(await authorizeUrl(), 'refuse');
    expect(back.searchParams.has('code')).toBe(false);
    expect(back.searchParams.get('state')).toMatch(/^[a-z0-9]{32}$/);
  });

  it('speaks WeChat’s protocol: a code works once (40163), a wrong secret is 40125', async () => {
    const back = await decide(await authorizeUrl(), 'allow', 'shanhai');
    const code = back.searchParams.get('code')!;
    const exchange = (secret: string) =>
      ctx.app.inject({ method: 'GET', url: `/dev/wechat/sns/oauth2/access_token?appid=${SANDBOX_APP_ID}&secret=${secret}&code=${code}&grant_type=authorization_code` });
    expect((await exchange('wrong-secret')).json()).toMatchObject({ errcode: 40125 });
    const first = (await exchange(SANDBOX_APP_SECRET)).json();
    expect(first).toMatchObject({ expires_in: 7200, scope: 'snsapi_userinfo' });
    expect(first.openid).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    expect((await exchange(SANDBOX_APP_SECRET)).json()).toMatchObject({ errcode: 40163 });
    const info = await ctx.app.inject({ method: 'GET', url: `/dev/wechat/sns/userinfo?access_token=${first.access_token}&openid=${first.openid}&lang=zh_TW` });
    expect(info.json()).toMatchObject({ nickname: '山海', province: '上海', country: '中國' });
  });
});

describe('in production', () => {
  it('has no sandbox pages, and WeChat sign-in says it is unavailable', async () => {
    const prod = await testApp({ seed: false, env: { NODE_ENV: 'production', CODE_SECRET: 'a-production-code-secret' } });
    try {
      const page = await prod.app.inject({ method: 'GET', url: '/dev/wechat/connect/oauth2/authorize' });
      expect(page.statusCode).toBe(404);
      const answer = (await postForm(prod.app, '/api/member/Wechat/mp_auth', { lang: 'en' })).json();
      expect(answer).toMatchObject({ code: 0, msg: 'WeChat sign-in is not available at the moment' });
    } finally {
      await prod.close();
    }
  });
});
