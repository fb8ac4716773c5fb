import { mkdirSync } from 'node:fs';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { appReady, DESKTOP, launch, PHONE } from './browser';

/**
 * The site texts (content type `site`) on the public site: the footer's texts and QR codes and
 * the one set of contact details on the contact, visit and villa pages, in cn, tw and en. The
 * row is written straight with SQL, so this test runs its own server on a database it holds
 * (the built app, READ_CACHE_MS short): a change reaches the footer once the read cache is older.
 */
const TTL_MS = 600;
type Lang = 'cn' | 'tw' | 'en';
let browser: Browser;
let site: Awaited<ReturnType<typeof testApp>>;
let base = '';

beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
  site = await testApp({ env: { WEB_DIST: 'dist/web', READ_CACHE_MS: String(TTL_MS) } });
  base = await site.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const SEEDED = {
  cn: { tagline: '渤海之上，崖畔的一座小酒庄。', address: '山东省烟台市蓬莱区崖畔路', hours: '每天 9:30 至 17:30', record: '鲁ICP备2026000000号-1', legal: '© 2026 蓬莱崖畔酒庄 · 未满 18 岁禁止饮酒 · 请理性饮酒' },
  tw: { tagline: '渤海之上，崖畔的一座小酒莊。', address: '山東省煙台市蓬萊區崖畔路', hours: '每天 9:30 至 17:30', record: '魯ICP備2026000000號-1', legal: '© 2026 蓬萊崖畔酒莊 · 未滿 18 歲禁止飲酒 · 請理性飲酒' },
  en: {
    tagline: 'A small estate on the cliffs above the Bohai Sea.', address: 'Cliffside Road, Penglai District, Yantai, Shandong', hours: 'Every day, 9:30 to 17:30',
    record: 'Lu ICP No. 2026000000-1', legal: '© 2026 Penglai Cliffside Estate. Drinking age 18+. Please drink responsibly.',
  },
} as const;
const PHONE_NUMBER = '+86 535 000 0000';
const EMAIL = 'hello@penglai-cliffside.example';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(route: string, lang: Lang, viewport = DESKTOP, setup?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const page = await context.newPage();
  await setup?.(page);
  const siteCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/winery/site/get')) siteCalls.push(request.url());
  });
  await page.goto(`/?lang=${lang}#${route}`);
  await appReady(page);
  return { context, page, siteCalls };
}

/** Scrolls to the footer and waits for its texts. */
async function footerTexts(page: Page) {
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await page.waitForSelector('.site-footer .footer-body:not([aria-busy])');
  const footer = page.locator('.site-footer');
  return {
    tagline: await footer.locator('.footer-tagline').textContent(),
    address: await footer.locator('.footer-address').textContent(),
    legal: await footer.locator('.footer-legal-text').textContent(),
    record: await footer.locator('.footer-record').textContent(),
    email: await footer.locator('.footer-email a').getAttribute('href'),
    weibo: await footer.locator('a.footer-weibo').getAttribute('href'),
    wechat: await footer.locator('.footer-qr-wechat img').getAttribute('src'),
    service: await footer.locator('.footer-qr-service img').getAttribute('src'),
  };
}

const qrShown = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0, () => false));

describe('the footer', () => {
  it.each(['cn', 'tw', 'en'] as const)('shows the stored texts and both QR codes in %s, fetched only when it comes near', async (lang) => {
    const { context, page, siteCalls } = await open('/', lang, PHONE);
    await page.waitForSelector('.home-news');
    // below the fold on the home: neither its content nor the site texts are fetched yet
    expect(siteCalls).toEqual([]);
    expect(await page.locator('.site-footer .footer-body').count()).toBe(0);
    const shown = await footerTexts(page);
    expect(shown).toEqual({
      tagline: SEEDED[lang].tagline,
      address: SEEDED[lang].address,
      legal: SEEDED[lang].legal,
      record: SEEDED[lang].record,
      email: `mailto:${EMAIL}`,
      weibo: 'https://weibo.com/penglaicliffside',
      wechat: 'media/demo/qr-wechat.svg',
      service: 'media/demo/qr-service.svg',
    });
    expect(siteCalls).toHaveLength(1);
    expect(await qrShown(page, '.footer-qr-wechat img')).toBe(true);
    expect(await qrShown(page, '.footer-qr-service img')).toBe(true);
    for (const [name, viewport] of [['390', PHONE], ['1440', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
      await page.locator('footer.site-footer').screenshot({ path: `test-results/site-footer-${lang}-${name}.png` });
    }
    await context.close();
  });

  it('keeps its navigation when the site texts cannot be had, and shows none of their words', async () => {
    const { context, page } = await open('/contact', 'en', PHONE, (page) => page.route('**/api/winery/site/get', (route) => route.abort()));
    // scrolled to until it is near: the contact page's own failure (the same call, after its
    // retries) may change the page's height after a first scroll and take the footer away again
    await expect
      .poll(
        async () => {
          await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
          return page.locator('.site-footer .footer-body:not([aria-busy])').count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await page.locator('.site-footer nav a').count()).toBe(8);
    expect(await page.locator('.site-footer .footer-tagline').textContent()).toBe('');
    expect(await page.locator('.site-footer img').count()).toBe(0);
    expect(await page.locator('.site-footer .qr-blank').count()).toBe(2);
    await context.close();
  });
});

describe('the contact details: one set on the contact, visit and villa pages', () => {
  it.each(['cn', 'tw', 'en'] as const)('the contact page shows the stored address, phone, e-mail and hours in %s', async (lang) => {
    const { context, page } = await open('/contact', lang, PHONE);
    await page.waitForSelector('.contact-list');
    expect(await page.locator('.contact-address dd').textContent()).toBe(SEEDED[lang].address);
    expect(await page.locator('.contact-phone a').getAttribute('href')).toBe('tel:+865350000000');
    expect(await page.locator('.contact-phone dd').textContent()).toBe(PHONE_NUMBER);
    expect(await page.locator('.contact-email dd').textContent()).toBe(EMAIL);
    expect(await page.locator('.contact-hours dd').textContent()).toBe(SEEDED[lang].hours);
    for (const [name, viewport] of [['390', PHONE], ['1440', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      // the footer's content comes when it is near: scrolled to first, then the page from its top
      await footerTexts(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/site-contact-${lang}-${name}.png`, fullPage: true });
    }
    await context.close();
  });

  it('the visit page, the reservations page and the villa page show the same phone, address and hours, not their own', async () => {
    const { context, page } = await open('/visitBooking', 'en');
    await page.waitForSelector('.visit-facts');
    const facts = await page.locator('.visit-facts').first().textContent();
    expect(facts).toContain(PHONE_NUMBER);
    expect(facts).toContain(SEEDED.en.address);
    expect(facts).toContain(SEEDED.en.hours);
    expect(facts).not.toContain('0535-5660188');
    await page.goto('/?lang=en#/reservation');
    await page.waitForSelector('.hub-contact');
    expect(await page.locator('.hub-contact').textContent()).toContain(PHONE_NUMBER);
    await page.goto('/?lang=en#/hotelInfo');
    await page.waitForSelector('.hotel-address');
    const villa = await page.locator('.hotel-address').textContent();
    expect(villa).toContain(SEEDED.en.address);
    expect(villa).toContain(PHONE_NUMBER);
    expect(villa).not.toContain('0535-5600888');
    await context.close();
  });
});

describe('a change to the site texts', () => {
  it('reaches the footer and the contact page once the read cache is older than READ_CACHE_MS', async () => {
    // answered (and cached) before the change
    const before = await open('/contact', 'en');
    expect((await footerTexts(before.page)).tagline).toBe(SEEDED.en.tagline);
    await before.context.close();
    await sql`update site_texts set tagline = jsonb_set(tagline, '{en}', '"Sea wind, new words"'), phone = '+86 535 765 4321',
      wechat_qr = '/media/demo/qr-service.svg', updated_at = now()`.execute(site.db);
    await sleep(TTL_MS + 100);
    const { context, page } = await open('/contact', 'en');
    await page.waitForSelector('.contact-list');
    expect(await page.locator('.contact-phone dd').textContent()).toBe('+86 535 765 4321');
    const shown = await footerTexts(page);
    expect(shown.tagline).toBe('Sea wind, new words');
    expect(shown.wechat).toBe('media/demo/qr-service.svg');
    await context.close();
  });
});
