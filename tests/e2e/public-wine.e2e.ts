import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartCountSchema } from '../../src/contract/cart';
import { appReady, baseURL, launch, PHONE } from './browser';
import { api, envelope, openPage, STUBBED_MEMBER, stubbedCart } from './members';

/** The wine screens and sharing inside WeChat (issue 4), in Chromium against the seeded server. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());


describe('wine series', () => {
  it.each([
    ['en', 'Cliffside Reserve', 'Cliffside Grand Vin 2019'],
    ['cn', '崖畔珍藏', '崖畔正牌干红 2019'],
    ['tw', '崖畔珍藏', '崖畔正牌乾紅 2019'],
  ])('lists the wines by series in %s, with both prices, alcohol, type and volume', async (lang, series, wine) => {
    const { context, page } = await openPage(browser, '/series', { lang });
    await page.waitForSelector('.wine-grid');
    expect(await page.locator('.series-group h2').first().textContent()).toBe(series);
    const card = page.locator('.wine-card', { hasText: wine });
    // the server's price of the moment (the winter promotion takes 10 % off this Reserve wine until 2028)
    const { data: grandVin } = await api('/api/winery/wine/get', { id: '1', lang: 'en' });
    expect(await card.locator('[data-testid=wine-price]').textContent()).toBe(`¥${grandVin.price} / $${grandVin.dollar_price}`);
    if (grandVin.original_price) expect(await card.locator('.wine-price-was [aria-hidden]').textContent()).toBe(`¥${grandVin.original_price}`);
    expect(await card.locator('.wine-card-facts').textContent()).toMatch(/14%.*750ml/);
    await context.close();
  });

  it('filters by the series in the query', async () => {
    const { context, page } = await openPage(browser, '/series?id=2');
    await page.waitForSelector('.wine-grid');
    expect(await page.locator('.series-nav [aria-current=page]').textContent()).toBe('Sea Breeze');
    expect(await page.locator('.series-group').count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe('Sea Breeze');
    await context.close();
  });
});

describe('a wine', () => {
  it('shows its story, tasting notes, prices and stock; a guest is sent to sign in and back', async () => {
    const { context, page } = await openPage(browser, '/seriesDetail?Pid=1');
    await page.waitForSelector('.wine-title');
    expect(await page.locator('h1').textContent()).toBe('Cliffside Grand Vin 2019');
    expect(await page.locator('.wine-story .rich-text p').count()).toBeGreaterThan(0);
    expect(await page.locator('.wine-notes p').textContent()).toContain('Blackcurrant');
    // other suites buy this wine on the same server: the page shows the server's stock and price of the moment
    const { data: wine } = await api('/api/winery/wine/get', { id: '1', lang: 'en' });
    expect(await page.locator('.wine-detail [data-testid=wine-price]').textContent()).toBe(`¥${wine.price} / $${wine.dollar_price}`);
    expect(wine.stock).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=wine-stock]').textContent()).toBe(`${wine.stock.toLocaleString('en')} ${wine.stock === 1 ? 'bottle' : 'bottles'} in stock`);
    await page.click('.add-button');
    await page.waitForURL(/#\/login\?url=%2FseriesDetail%3FPid%3D1$/);
    await context.close();
  });

  it('a member adds the chosen quantity and sees the success, or the failure message', async () => {
    const posted: string[] = [];
    let fail = false;
    let bottles = 2;
    const { context, page } = await openPage(browser, '/seriesDetail?Pid=1', {
      viewport: PHONE,
      member: STUBBED_MEMBER,
      setup: async (p) => {
        await p.route('**/api/member/cart/list', (route) => route.fulfill({ contentType: 'application/json', body: envelope(stubbedCart(bottles)) }));
        await p.route('**/api/member/cart/add', (route) => {
          posted.push(route.request().postData() ?? '');
          if (fail) return route.fulfill({ contentType: 'application/json', body: envelope(null, 0, 'Product info abnormal') });
          bottles += Number(new URLSearchParams(route.request().postData() ?? '').get('product_count'));
          return route.fulfill({ contentType: 'application/json', body: envelope(CartCountSchema.parse({ count_sum: bottles })) });
        });
      },
    });
    const badge = page.locator('[data-testid=cart-badge]');
    await expect.poll(() => badge.textContent()).toBe('2');
    await page.waitForSelector('.add-button');
    await page.click('button[aria-label="One more"]');
    expect(await page.locator('[data-testid=quantity]').textContent()).toBe('2');
    await page.click('.add-button');
    await expect.poll(() => page.locator('[data-testid=cart-message]').textContent()).toBe('Add to cart successfully');
    expect(new URLSearchParams(posted[0]).get('goods_id')).toBe('1');
    expect(new URLSearchParams(posted[0]).get('product_count')).toBe('2');
    await expect.poll(() => badge.textContent()).toBe('4'); // the header asks for the count again after an add
    fail = true;
    await page.click('.add-button');
    await expect.poll(() => page.locator('.add-failure').textContent()).toBe('Product info abnormal');
    await page.screenshot({ path: 'test-results/public-wine-390.png', fullPage: true });
    await context.close();
  });
});

describe('a promotion', () => {
  it('shows the activity and leads to its series', async () => {
    const { context, page } = await openPage(browser, '/activeDetail?Pid=1', { lang: 'tw' });
    await page.waitForSelector('[data-testid=activity-series]');
    expect(await page.locator('h1').textContent()).toBe('冬日珍藏季：珍藏系列九折');
    expect(await page.getAttribute('[data-testid=activity-series]', 'href')).toBe('#/series?id=1');
    expect(await page.locator('.wine-card').count()).toBeGreaterThan(0);
    await context.close();
  });
});

/** A stand-in for the WeChat app's bridge: answers every call with ok and records it. */
function fakeWeChat(page: Page) {
  return page.addInitScript(() => {
    const calls: [string, Record<string, unknown>][] = [];
    (window as unknown as { __wxCalls: typeof calls }).__wxCalls = calls;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (name: string, params: Record<string, unknown>, done: (r: unknown) => void) => {
        calls.push([name, params]);
        setTimeout(() => done({ err_msg: `${name}:ok` }), 0);
      },
      on: () => {},
    };
  });
}
const wxCalls = (page: Page) => page.evaluate(() => (window as unknown as { __wxCalls: [string, Record<string, unknown>][] }).__wxCalls);

describe('sharing in WeChat', () => {
  const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

  it('a share target gets its title and picture from getShareInfo and shows the share items; other pages hide them', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: WECHAT_UA, baseURL: baseURL() });
    const page = await context.newPage();
    await fakeWeChat(page);
    const signed: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/wechat/jssdk/buildConfig')) signed.push(new URLSearchParams(request.postData() ?? '').get('url') ?? '');
    });
    await page.goto('/?lang=en#/seriesDetail?Pid=1');
    await appReady(page);
    await expect.poll(async () => (await wxCalls(page)).map(([name]) => name)).toContain('updateAppMessageShareData');
    const calls = await wxCalls(page);
    expect(calls[0]?.[0]).toBe('preVerifyJSAPI');
    const share = calls.find(([name]) => name === 'updateAppMessageShareData')![1];
    expect(share.title).toBe('Cliffside Grand Vin 2019');
    expect(String(share.link)).toMatch(/#\/seriesDetail\?Pid=1$/);
    // WeChat shows no SVG thumbnail: the picture it is given is a JPEG (issue 16)
    expect(String(share.imgUrl)).toMatch(/\/media\/share\/demo-[a-z0-9-]+\.jpg$/);
    const picture = await fetch(String(share.imgUrl));
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(calls.some(([name]) => name === 'showMenuItems')).toBe(true);
    expect(signed).toEqual([new URL('/?lang=en', page.url()).href]); // iOS: the entry URL, without the hash

    await page.evaluate(() => (location.hash = '#/brand'));
    await expect.poll(async () => (await wxCalls(page)).map(([name]) => name)).toContain('hideMenuItems');
    await context.close();
  });

  it('loads no SDK outside WeChat', async () => {
    const scripts: string[] = [];
    const { context, page } = await openPage(browser, '/seriesDetail?Pid=1', { setup: async (p) => void p.on('request', (request) => scripts.push(request.url())) });
    await page.waitForSelector('.wine-title');
    expect(scripts.some((url) => url.includes('share.runtime'))).toBe(false);
    expect(await page.evaluate(() => 'wx' in window || 'jWeixin' in window)).toBe(false);
    await context.close();
  });
});
