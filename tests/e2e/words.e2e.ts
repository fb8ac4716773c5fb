import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './browser';
import { api, openPage, registerMember, type RegisteredMember } from './members';

/**
 * Issue 16, words: counts in the language's plural forms ("1 bottle"), no English section labels
 * on Chinese content pages, English names in the English address picker, payment methods by
 * their marks. Screenshots of the payment screen and the English picker at 390 and 1440 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

async function memberWithAddress(): Promise<{ member: RegisteredMember; addressId: number }> {
  const member = await registerMember();
  const address = await api(
    '/api/member/address/add',
    { consignee: 'Li Hua', mobile: '13800000007', province: '370000', city: '370600', area: '370614', address_details: '1 Cliffside Road', lang: 'en' },
    member.token,
  );
  expect(address.code, address.msg).toBe(1);
  return { member, addressId: address.data.id };
}

async function oneBottleInCart(member: RegisteredMember): Promise<void> {
  const wine = ((await api('/api/winery/wine/list', { lang: 'en' })).data.list as { id: number; stock: number; is_sell: number }[]).find((w) => w.stock > 20 && w.is_sell === 1)!;
  const added = await api('/api/member/cart/add', { goods_id: String(wine.id), product_count: '1', lang: 'en' }, member.token);
  expect(added.code, added.msg).toBe(1);
}

const latinLabels = (page: Page) =>
  page.$$eval('.page-banner-entitle, .eyebrow-line', (nodes) => nodes.map((node) => node.textContent?.trim() ?? '').filter((text) => /[A-Za-z]/.test(text)));

describe('words', () => {
  it('counts one bottle as "1 bottle" in English: the cart badge and the order', async () => {
    const { member, addressId } = await memberWithAddress();
    await oneBottleInCart(member);
    const { context, page } = await openPage(browser, '/cart', { lang: 'en', member });
    await expect.poll(() => page.getAttribute('a.cart-link', 'aria-label')).toBe('1 item in the cart');
    const order = await api('/api/member/order/add', { address_id: String(addressId), adult_confirmed: '1', lang: 'en' }, member.token);
    expect(order.code, order.msg).toBe(1);
    await page.goto('/?lang=en#/orderList');
    const card = page.locator(`[data-testid=order-card][data-order-no="${order.data.order_no}"] .order-sum`);
    await expect.poll(() => card.textContent()).toContain('1 bottle');
    expect(await card.textContent()).not.toContain('1 bottles');
    await context.close();
  });

  it.each(['cn', 'tw'] as const)('%s: the content pages carry no English section label; English pages keep their English line', async (lang) => {
    for (const route of ['/contact', '/brand', '/series']) {
      const { context, page } = await openPage(browser, route, { lang });
      await page.waitForSelector('.page-banner-title');
      await page.waitForLoadState('networkidle');
      expect(await latinLabels(page), `${lang} ${route}`).toEqual([]);
      await context.close();
    }
    const { context, page } = await openPage(browser, '/contact', { lang: 'en' });
    await page.waitForLoadState('networkidle');
    expect(await page.textContent('.page-banner-entitle')).toBe('CONTACT US');
    await context.close();
  });

  it.each(WIDTHS)('the English address picker lists English names (%s)', async (width, viewport) => {
    const member = await registerMember();
    const { context, page } = await openPage(browser, '/address', { lang: 'en', viewport, member });
    await page.click('button:has-text("Add a new address")');
    const options = (id: string) => page.$$eval(`#${id} option`, (nodes) => nodes.map((node) => node.textContent ?? ''));
    await page.waitForSelector('#region-province option[value="810000"]', { state: 'attached' });
    expect(await options('region-province')).toEqual(expect.arrayContaining(['Shandong', 'Hong Kong', 'Macau', 'Taiwan', 'Beijing']));
    await page.selectOption('#region-province', '810000');
    await page.waitForSelector('#region-city option[value="810200"]', { state: 'attached' });
    expect(await options('region-city')).toEqual(expect.arrayContaining(['Hong Kong Island', 'Kowloon', 'New Territories']));
    await page.selectOption('#region-province', '370000');
    await page.waitForSelector('#region-city option[value="370600"]', { state: 'attached' });
    await page.selectOption('#region-city', '370600');
    await page.waitForSelector('#region-area option[value="370614"]', { state: 'attached' });
    expect(await options('region-area')).toContain('Penglai District');
    await page.selectOption('#region-area', '370614');
    const all = [...(await options('region-province')), ...(await options('region-city')), ...(await options('region-area'))];
    expect(all.filter((name) => /[\u3400-\u9fff]/.test(name))).toEqual([]);
    await page.locator('.region-select').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/words-address-picker-en-${width}.png` });
    await context.close();
  });

  it.each((['cn', 'tw', 'en'] as const).flatMap((lang) => WIDTHS.map(([width, viewport]) => [lang, width, viewport] as const)))(
    'the payment screen shows each method by its mark and name (%s, %s)',
    async (lang, width, viewport) => {
      const { member, addressId } = await memberWithAddress();
      await oneBottleInCart(member);
      const order = await api('/api/member/order/add', { address_id: String(addressId), adult_confirmed: '1', lang: 'en' }, member.token);
      expect(order.code, order.msg).toBe(1);
      const { context, page } = await openPage(browser, `/orderPay?order_no=${order.data.order_no}`, { lang, viewport, member });
      await page.waitForSelector('button[data-method=sandbox]');
      expect(await page.locator('button[data-method=sandbox] svg[data-mark=sandbox]').count()).toBe(1);
      const marks = await page.$$eval('.pay-method-mark', (nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
      expect(marks.length).toBeGreaterThan(0);
      expect(marks).toEqual(marks.map(() => ''));
      expect(await page.textContent('.pay-bottles')).toBe(lang === 'en' ? '1 bottle' : '共1瓶');
      await page.screenshot({ path: `test-results/words-payment-${lang}-${width}.png`, fullPage: true });
      await context.close();
    },
  );
});
