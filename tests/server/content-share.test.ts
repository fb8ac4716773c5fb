import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_JSAPI_TICKET } from '../../src/server/domain/jsapi-ticket';
import { ACTIVITIES } from '../../src/server/db/seed/content/pages';
import { WINES } from '../../src/server/db/seed/content/wines';
import { SANDBOX_APP_ID } from '../../src/server/providers/wechat';
import { jsapiSignature } from '../../src/server/providers/wechat/jssdk';
import { startFakeWechatMp } from '../fakes/wechat-mp';
import { testApp } from '../helpers/test-app';
import { call, type TestApp } from './content-helpers';

/**
 * Sharing in WeChat: the share card of each target (getShareInfo) and the JS-SDK config, on a
 * development server (sandbox provider, origin from the request) and a production-like one
 * (real provider against the local fake, PUBLIC_URL set).
 */
const APP = { appId: 'wx1122334455667788', appSecret: 'real-secret-abcdefgh' };
let dev: TestApp;
let real: TestApp;
let fake: Awaited<ReturnType<typeof startFakeWechatMp>>;

beforeAll(async () => {
  fake = await startFakeWechatMp(APP);
  [dev, real] = await Promise.all([
    testApp(),
    testApp({
      env: {
        WECHAT_PROVIDER: 'real',
        WECHAT_APP_ID: APP.appId,
        WECHAT_APP_SECRET: APP.appSecret,
        WECHAT_API_BASE: fake.url,
        PUBLIC_URL: 'https://www.penglai-cliffside.example',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), real?.close()]);
  await fake?.close();
});

const SHARE = '/cms/getShareInfo';
const BUILD = '/api/wechat/jssdk/buildConfig';
const HOST = { host: 'wine.example' };

describe('getShareInfo', () => {
  it('SeriesDetail by Pid: the wine’s title, intro and first picture (as a JPEG), and a link to its hash route', async () => {
    const en = await call(dev, SHARE, { module: 'SeriesDetail', ids: '3', lang: 'en' }, HOST);
    expect(en).toMatchObject({ code: 1 });
    expect(en.data).toEqual({
      title: WINES[2]!.title.en,
      intro: WINES[2]!.intro.en,
      thumb_image: 'http://wine.example/media/share/demo-bottle-reserve-gernischt.jpg',
      link: 'http://wine.example/#/seriesDetail?Pid=3',
    });
  });

  it('ActiveDetail by Pid, in Traditional Chinese', async () => {
    const tw = await call(dev, SHARE, { module: 'ActiveDetail', ids: '1', lang: 'tw' }, HOST);
    expect(tw.data).toEqual({
      title: ACTIVITIES[0]!.title.tw,
      intro: ACTIVITIES[0]!.intro.tw,
      thumb_image: 'http://wine.example/media/share/demo-cellar-barrels.jpg',
      link: 'http://wine.example/#/activeDetail?Pid=1',
    });
  });

  it('ReportDetails by id: the report’s title, the start of its text, the year’s picture', async () => {
    const cn = await call(dev, SHARE, { module: 'ReportDetails', ids: '1', lang: 'cn' }, HOST);
    expect(cn.data).toMatchObject({ title: '2025 年采收报告', thumb_image: 'http://wine.example/media/share/demo-vineyard-harvest.jpg', link: 'http://wine.example/#/reportDetails?id=1' });
    expect(cn.data.intro).toMatch(/^生长季 春季回暖较早/);
    expect(cn.data.intro).not.toMatch(/[<>]/);
    expect(cn.data.intro.length).toBeLessThanOrEqual(80);
  });

  it('Reservation by id: the visit of that category, with its picture', async () => {
    const en = await call(dev, SHARE, { module: 'Reservation', ids: '1', lang: 'en' }, HOST);
    expect(en.data).toEqual({
      title: 'Standard visit · Visit Penglai Cliffside Estate',
      intro: 'A guided walk through vineyard and cellar, with two wines to taste.',
      thumb_image: 'http://wine.example/media/share/demo-vineyard-morning.jpg',
      link: 'http://wine.example/#/reservation?id=1',
    });
    expect((await call(dev, SHARE, { module: 'Reservation', ids: '1', lang: 'cn' }, HOST)).data.title).toBe('标准参观 · 预约参观蓬莱崖畔酒庄');
  });

  it("Reservation by an id that names no visit: the estate's default invitation", async () => {
    const en = await call(dev, SHARE, { module: 'Reservation', ids: '7', lang: 'en' }, HOST);
    expect(en.data).toEqual({
      title: 'Visit Penglai Cliffside Estate',
      intro: 'Book a cellar tour and tasting, a meal by the sea or a night at the cliffside villa.',
      thumb_image: 'http://wine.example/media/share/demo-winery-facade.jpg',
      link: 'http://wine.example/#/reservation?id=7',
    });
    expect((await call(dev, SHARE, { module: 'Reservation', ids: '7', lang: 'tw' }, HOST)).data.title).toBe('預約參觀蓬萊崖畔酒莊');
  });

  it('builds absolute URLs on PUBLIC_URL when it is set, whatever the Host header says', async () => {
    const res = await call(real, SHARE, { module: 'SeriesDetail', ids: '1', lang: 'en' }, { host: 'evil.example' });
    expect(res.data.thumb_image).toBe('https://www.penglai-cliffside.example/media/share/demo-bottle-grand-vin.jpg');
    expect(res.data.link).toBe('https://www.penglai-cliffside.example/#/seriesDetail?Pid=1');
  });

  it.each([
    [{ module: 'SeriesDetail', ids: '999' }, 'The requested item does not exist'],
    [{ module: 'ActiveDetail', ids: '4000000000' }, 'The requested item does not exist'],
    [{ module: 'ReportDetails', ids: '0' }, 'Please check the field: item'],
    [{ module: 'Elsewhere', ids: '1' }, 'Please check the field: share target'],
    [{ ids: '1' }, 'Please check the field: share target'],
  ])('%j answers code 0, never 500', async (form, msg) => {
    expect(await call(dev, SHARE, { ...form, lang: 'en' }, HOST)).toMatchObject({ status: 200, code: 0, msg, data: null });
  });

  it('a switched-off wine has no share card', async () => {
    await dev.db.updateTable('wines').set({ switch: 0 }).where('id', '=', 2).execute();
    expect((await call(dev, SHARE, { module: 'SeriesDetail', ids: '2', lang: 'en' }, HOST)).code).toBe(0);
    await dev.db.updateTable('wines').set({ switch: 1 }).where('id', '=', 2).execute();
  });
});

describe('jssdk buildConfig with the real provider', () => {
  const page = 'https://www.penglai-cliffside.example/?from=singlemessage#/seriesDetail?Pid=3';

  it('signs our page with a ticket fetched once and cached: two calls, one ticket request', async () => {
    const first = await call(real, BUILD, { url: page, lang: 'en' });
    const second = await call(real, BUILD, { url: 'https://www.penglai-cliffside.example/', lang: 'en' });
    expect(first).toMatchObject({ code: 1, data: { appId: APP.appId, nonceStr: expect.stringMatching(/^[A-Za-z0-9]{16}$/) } });
    expect(Math.abs(first.data.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(fake.verifySignature(first.data, page)).toBe(true);
    expect(fake.verifySignature(second.data, 'https://www.penglai-cliffside.example/')).toBe(true);
    expect(fake.verifySignature(first.data, 'https://www.penglai-cliffside.example/other')).toBe(false);
    expect(fake.counts).toEqual({ token: 1, ticket: 1 });
  });

  it.each([
    ['another host', 'https://evil.example/#/news'],
    ['our host name on another port', 'https://www.penglai-cliffside.example:8443/'],
    ['the request’s host, when PUBLIC_URL says otherwise', 'http://localhost/'],
  ])('refuses to sign %s', async (_label, url) => {
    expect(await call(real, BUILD, { url, lang: 'en' })).toMatchObject({ status: 200, code: 0, msg: 'This page address cannot be signed', data: null });
  });

  it.each([['javascript:alert(1)'], ['not a url'], ['']])('refuses %j as a page address', async (url) => {
    const res = await call(real, BUILD, { url, lang: 'cn' });
    expect(res.code).toBe(0);
    expect(res.msg).toMatch(/页面地址/);
  });

  it('says sharing is unavailable when WeChat refuses the token, and recovers afterwards', async () => {
    await real.db.deleteFrom('wechat_credentials').execute();
    fake.failNext('/cgi-bin/token', 40164);
    expect(await call(real, BUILD, { url: page, lang: 'tw' })).toMatchObject({ status: 200, code: 0, msg: '微信分享暫不可用' });
    expect((await call(real, BUILD, { url: page, lang: 'tw' })).code).toBe(1);
  });
});

describe('jssdk buildConfig in development', () => {
  it('signs the request host’s pages with the fixed development ticket, exactly as WeChat would', async () => {
    const url = 'http://wine.example/#/activeDetail?Pid=1';
    const res = await call(dev, BUILD, { url, lang: 'en' }, HOST);
    expect(res.data.appId).toBe(SANDBOX_APP_ID);
    expect(res.data.signature).toBe(jsapiSignature({ ticket: DEVELOPMENT_JSAPI_TICKET, nonceStr: res.data.nonceStr, timestamp: res.data.timestamp, url }));
    expect(await call(dev, BUILD, { url: 'http://elsewhere.example/', lang: 'en' }, HOST)).toMatchObject({ code: 0 });
  });
});
