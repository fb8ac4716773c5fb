import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './browser';
import { openPage } from './members';

/** Finding a wine (issue 16): the wine list's search, filters and order, kept in the address. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const titles = (page: Page) => page.locator('.wines-found .wine-card-title').allTextContents();
const count = (page: Page) => page.locator('.wines-found-count').textContent();

describe('wine search', () => {
  it('searches and filters in English on a phone; nothing found says so and clears', async () => {
    const { context, page } = await openPage(browser, '/series', { viewport: PHONE });
    await page.waitForSelector('.wine-grid');
    expect(await page.locator('.wine-filters-panel').isVisible()).toBe(false);
    await page.fill('.wine-filters-search input', 'merlot');
    await page.click('.wine-filters-bar button[type=submit]');
    await page.waitForURL(/#\/series\?q=merlot$/);
    await page.waitForSelector('.wines-found .wine-card');
    expect(await count(page)).toBe('3 wines found');
    expect(await titles(page)).toEqual(['Cliffside Reserve Cabernet Gernischt 2020', 'Sea Breeze Rosé 2024', 'Sea Breeze Merlot 2023']);

    await page.click('.wine-filters-toggle');
    expect(await page.locator('.wine-filters-panel').isVisible()).toBe(true);
    await page.selectOption('select[name=type]', 'red');
    await page.waitForURL(/#\/series\?q=merlot&type=red$/);
    await expect.poll(() => count(page)).toBe('2 wines found');
    expect(await titles(page)).toEqual(['Cliffside Reserve Cabernet Gernischt 2020', 'Sea Breeze Merlot 2023']);

    await page.selectOption('select[name=vintage]', '2023');
    await expect.poll(() => count(page)).toBe('1 wine found');
    expect(await titles(page)).toEqual(['Sea Breeze Merlot 2023']);

    await page.fill('input[name=price_max]', '100');
    await page.click('.wine-filters-bar button[type=submit]');
    await expect.poll(() => count(page)).toBe('0 wines found');
    expect(await page.locator('.wines-found-none p').textContent()).toBe('No wine matches these filters.');
    await page.click('.wines-found-none button');
    await page.waitForURL(/#\/series$/);
    await page.waitForSelector('.series-group .wine-card');
    expect(await page.locator('.wines-found').count()).toBe(0);
    await context.close();
  });

  it('sorts by price in Simplified Chinese', async () => {
    const { context, page } = await openPage(browser, '/series', { lang: 'cn' });
    await page.waitForSelector('.wine-grid');
    await page.selectOption('select[name=sort]', 'price_asc');
    await page.waitForURL(/#\/series\?sort=price_asc$/);
    await expect.poll(() => count(page)).toBe('找到 8 款酒');
    const ascending = await titles(page);
    expect(ascending[0]).toBe('海风桃红葡萄酒 2024');
    expect(ascending.at(-1)).toBe('崖畔正牌干红 2019');
    await page.selectOption('select[name=sort]', 'price_desc');
    await expect.poll(() => titles(page).then((t) => t[0])).toBe('崖畔正牌干红 2019');
    expect(await titles(page)).toEqual([...ascending].reverse());
    await context.close();
  });

  it('a shared address shows the same list in Traditional Chinese, also after a reload', async () => {
    const { context, page } = await openPage(browser, '/series?type=red&grape=Merlot&sort=price_desc', { lang: 'tw' });
    await page.waitForSelector('.wines-found .wine-card');
    const expected = ['崖畔珍藏蛇龍珠乾紅 2020', '海風梅洛乾紅 2023'];
    expect(await titles(page)).toEqual(expected);
    expect(await count(page)).toBe('找到 2 款酒');
    expect(await page.locator('select[name=grape]').inputValue()).toBe('Merlot');
    expect(await page.locator('select[name=grape] option:checked').textContent()).toBe('梅洛');
    expect(await page.locator('select[name=sort]').inputValue()).toBe('price_desc');
    await page.reload();
    await page.waitForSelector('.wines-found .wine-card');
    expect(await titles(page)).toEqual(expected);
    await context.close();
  });

  it.each(['cn', 'tw', 'en'])('the filtered list in %s at 390 and 1440 px (screenshots)', async (lang) => {
    for (const [width, viewport] of [[390, PHONE], [1440, DESKTOP]] as const) {
      const { context, page } = await openPage(browser, '/series?type=red&sort=price_asc', { lang, viewport });
      await page.waitForSelector('.wines-found .wine-card');
      if (width === 390) await page.click('.wine-filters-toggle');
      expect(await page.locator('.wine-filters-panel').isVisible()).toBe(true);
      await page.screenshot({ path: `test-results/wine-search-${lang}-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});
