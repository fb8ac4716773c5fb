/**
 * Issue 16: the legal drinking age and share pictures. A first visit shows the 18+ notice in the
 * visitor's language, a strip under the header that covers nothing; put away, it stays away in
 * this browser. Checkout's "Submit order" is disabled until the member ticks "I am 18 or older".
 * Every share target's picture is a JPEG. Screenshots at 390 and 1440 px in cn, tw and en.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE } from '../../src/contract/home-content';
import { appReady, baseURL, DESKTOP, launch, newPage, PHONE } from './browser';
import { api, openPage, registerMember, type RegisteredMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const LANGS = ['cn', 'tw', 'en'] as const;
const WIDTHS = [
  ['390', PHONE],
  ['1440', DESKTOP],
] as const;

const NOTICE = {
  cn: { text: '未满18周岁禁止购买酒类。', dismiss: '知道了', label: '饮酒年龄提示', adult: '我已年满18周岁' },
  tw: { text: '未滿18歲禁止購買酒類。', dismiss: '知道了', label: '飲酒年齡提示', adult: '我已年滿18歲' },
  en: { text: 'You must be 18 or older to buy alcohol.', dismiss: 'Got it', label: 'Legal drinking age', adult: 'I am 18 or older' },
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible control and text block of the page outside the notice, and whether any overlaps it. */
async function coveredByNotice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notice = document.querySelector('[data-testid=age-notice]')!.getBoundingClientRect();
    const hit: string[] = [];
    for (const el of document.querySelectorAll('a, button, input, select, textarea, h1, h2, p, .site-header')) {
      if (el.closest('[data-testid=age-notice]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < notice.right && notice.left < r.right && r.top < notice.bottom && notice.top < r.bottom) hit.push(el.outerHTML.slice(0, 80));
    }
    return hit;
  });
}

describe('the first visit’s age notice', () => {
  it.each(LANGS)('shows in %s at 390 and 1440 px, under the header, covering nothing', async (lang) => {
    for (const [width, viewport] of WIDTHS) {
      const { context, page } = await openPage(browser, '/', { lang, viewport });
      const notice = page.locator('[data-testid=age-notice]');
      await notice.waitFor();
      expect(await notice.getAttribute('aria-label')).toBe(NOTICE[lang].label);
      expect(await notice.locator('p').textContent()).toContain(NOTICE[lang].text);
      expect(await notice.locator('button').textContent()).toBe(NOTICE[lang].dismiss);
      const header = (await page.locator('.site-header').boundingBox())!;
      const strip = (await notice.boundingBox())!;
      expect(strip.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(overlaps(strip, header)).toBe(false);
      expect(await coveredByNotice(page)).toEqual([]);
      await page.screenshot({ path: `test-results/age-notice-${lang}-${width}.png` });
      // on another page too, until put away
      await page.goto(`/?lang=${lang}#/contact`);
      await appReady(page);
      await notice.waitFor();
      await context.close();
    }
  });

  it('put away with the keyboard, it stays away on every page and after a reload; focus goes to the content', async () => {
    const { context, page } = await openPage(browser, '/brand', { lang: 'en', viewport: PHONE });
    const dismiss = page.locator('[data-testid=age-notice] button');
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid=age-notice]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => localStorage.getItem('age-notice-seen'))).toBe('true');
    for (const route of ['/', '/contact', '/brand']) {
      await page.goto(`/?lang=cn#${route}`);
      await appReady(page);
      await page.waitForTimeout(200);
      expect(await page.locator('[data-testid=age-notice]').count()).toBe(0);
    }
    await page.reload();
    await appReady(page);
    await page.waitForTimeout(200);
    expect(await page.locator('[data-testid=age-notice]').count()).toBe(0);
    await context.close();
    // a new browser (empty storage) is told again
    const { context: fresh, page: other } = await newPage(browser, PHONE);
    await other.goto('/?lang=tw#/brand');
    await appReady(other);
    await other.locator('[data-testid=age-notice]').waitFor();
    await fresh.close();
  });
});

/** A member with a receiver and one bottle of a wine on sale in the cart. */
async function memberReadyToCheckOut(): Promise<RegisteredMember> {
  const member = await registerMember();
  const address = await api(
    '/api/member/address/add',
    { consignee: 'Li Hua', mobile: '13800000007', province: '370000', city: '370600', area: '370614', address_details: '1 Cliffside Road', lang: 'en' },
    member.token,
  );
  expect(address.code, address.msg).toBe(1);
  const wines = (await api('/api/winery/wine/list', { lang: 'en' })).data.list as { id: number; stock: number; is_sell: number }[];
  const wine = wines.filter((w) => w.is_sell === 1).sort((a, b) => b.stock - a.stock)[0]!;
  expect((await api('/api/member/cart/add', { goods_id: String(wine.id), product_count: '1' }, member.token)).code).toBe(1);
  return member;
}

describe('checkout asks for 18+', () => {
  it('Submit order is disabled until “I am 18 or older” is ticked, unticking disables it again; ticked, the order is placed', async () => {
    const member = await memberReadyToCheckOut();
    const { context, page } = await openPage(browser, '/orderSubmit', { lang: 'en', viewport: PHONE, member });
    const submit = page.locator('.checkout-submit');
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.getAttribute('aria-describedby')).toContain('checkout-adult-note');
    const box = page.getByLabel(NOTICE.en.adult);
    await box.check();
    expect(await submit.isEnabled()).toBe(true);
    await box.uncheck();
    expect(await submit.isDisabled()).toBe(true);
    await submit.click({ force: true }); // a disabled button sends nothing
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/#\/orderSubmit$/);
    await box.check();
    await submit.click();
    await page.waitForURL(/#\/orderPay\?order_no=/);
    await context.close();
  });

  it.each(LANGS)('the confirmation in %s at 390 and 1440 px', async (lang) => {
    for (const [width, viewport] of WIDTHS) {
      const member = await memberReadyToCheckOut();
      const { context, page } = await openPage(browser, '/orderSubmit', { lang, viewport, member });
      const adult = page.locator('.checkout-adult');
      await adult.waitFor();
      expect(await adult.locator('label').textContent()).toBe(NOTICE[lang].adult);
      expect(await page.locator('.checkout-submit').isDisabled()).toBe(true);
      await page.locator('.checkout-totals').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/age-checkout-${lang}-${width}.png` });
      await page.locator('input[name=adult_confirmed]').check();
      expect(await page.locator('.checkout-submit').isEnabled()).toBe(true);
      await page.screenshot({ path: `test-results/age-checkout-${lang}-${width}-ticked.png` });
      await context.close();
    }
  });
});

describe('share pictures', () => {
  it('every share target’s picture and the default card’s are JPEGs the server serves', async () => {
    const targets = [
      ['ActiveDetail', '1'],
      ['SeriesDetail', '1'],
      ['ReportDetails', '1'],
      ['Reservation', '1'],
    ];
    const urls = [new URL(DEFAULT_SHARE_IMAGE, baseURL()).href];
    for (const [module, ids] of targets) {
      const card = await api('/cms/getShareInfo', { module: module!, ids: ids!, lang: 'cn' });
      expect(card.code, `${module}: ${card.msg}`).toBe(1);
      urls.push(card.data.thumb_image);
    }
    for (const url of urls) {
      const response = await fetch(url.replace(/^https?:\/\/[^/]+/, baseURL().replace(/\/$/, '')));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)], url).toEqual([0xff, 0xd8, 0xff]);
    }
  });
});
