import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, estateDay, launch, PHONE } from './browser';
import { api, openPage, outboxCode, registerMember } from './members';

/**
 * Hong Kong, Macau and Taiwan phones in the browser: the code selector beside every phone starts
 * from the page's language (+852 in Traditional Chinese, +86 otherwise) and the form sends the
 * canonical number. Registration with a Hong Kong number in tw, an address with a Macau number in
 * en, a visit booked with a Taiwan number in cn, the contact form with a Hong Kong number;
 * screenshots of the phone field at 390 and 1440 px in the three languages.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
const WIDTHS = [['390', PHONE], ['1440', DESKTOP]] as const;

async function shotOf(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/phones-${name}.png` });
}

describe('the code selector starts from the language', () => {
  it.each([
    ['cn', '86', '+86 中国大陆'],
    ['tw', '852', '+852 香港'],
    ['en', '86', '+86 Mainland China'],
  ] as const)('in %s on +%s, at 390 and 1440 px', async (lang, region, label) => {
    for (const [width, viewport] of WIDTHS) {
      const { context, page } = await openPage(browser, '/login?mode=register', { lang, viewport });
      const select = page.locator('#register-mobile-region');
      await select.waitFor();
      expect(await select.inputValue()).toBe(region);
      expect(await select.locator('option:checked').textContent()).toBe(label);
      expect(await select.locator('option').allTextContents()).toHaveLength(4);
      // the selector and the number sit side by side within the field, the code button after them
      const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
      const [sel, input, button] = [await box('#register-mobile-region'), await box('#register-mobile'), await box('.field-row .code-button')];
      expect(sel.x + sel.width).toBeLessThanOrEqual(input.x);
      expect(input.x + input.width).toBeLessThanOrEqual(button.x);
      expect(input.width).toBeGreaterThan(90);
      expect(Math.abs(sel.y - input.y)).toBeLessThan(4);
      expect(await page.locator('.field-row .phone-code-shown').textContent()).toBe(`+${region}`);
      // nothing is pushed past the screen's edge
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
      await shotOf(page, `register-${lang}-${width}`);
      await context.close();
    }
  });
});

describe('each region in its form', () => {
  it('registers with a Hong Kong number in tw (+852 preselected)', async () => {
    const national = `9${digits(7)}`;
    const canonical = `+852${national}`;
    const { context, page } = await openPage(browser, '/login?mode=register&url=%2Fnews', { lang: 'tw', viewport: PHONE });
    expect(await page.locator('#register-mobile-region').inputValue()).toBe('852');
    await page.fill('#register-mobile', `${national.slice(0, 4)} ${national.slice(4)}`);
    await page.click('.code-button');
    await page.waitForSelector('.code-button[data-phase=cooling]');
    await page.fill('#register-code', await outboxCode(canonical));
    await page.fill('#register-password', 'vintage2024');
    await page.fill('#register-confirm', 'vintage2024');
    await shotOf(page, 'register-hk-tw-390');
    await page.click('.account-submit');
    await page.waitForURL(/#\/news$/);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
    expect(session.user.mobile).toBe(canonical);
    // and signs in again with the number typed with its code
    expect(await api('/api/user/login', { account: `+852 ${national}`, password: 'vintage2024', lang: 'tw' })).toMatchObject({ code: 1 });
    await context.close();
  });

  it('adds an address with a Macau number in en, shown as +853 xxxx xxxx', async () => {
    const national = `6${digits(7)}`;
    const member = await registerMember();
    for (const [width, viewport] of WIDTHS) {
      const { context, page } = await openPage(browser, '/address', { lang: 'en', viewport, member });
      await page.click('button:has-text("Add a new address")');
      expect(await page.locator('#address-mobile-region').inputValue()).toBe('86');
      await page.fill('#address-consignee', 'Chan Tai Man');
      await page.selectOption('#address-mobile-region', '853');
      await page.fill('#address-mobile', national);
      for (const [id, value] of [['region-province', '370000'], ['region-city', '370600'], ['region-area', '370614']] as const) {
        await page.waitForSelector(`#${id} option[value="${value}"]`, { state: 'attached' });
        await page.selectOption(`#${id}`, value);
      }
      await page.fill('#address-address_details', '1 Cliffside Road');
      await shotOf(page, `address-mo-en-${width}`);
      await page.click('button[type=submit]:has-text("Save")');
      const card = page.locator('[data-testid=address-card]', { hasText: 'Chan Tai Man' }).first();
      await expect.poll(() => card.locator('.address-mobile').textContent()).toBe(`+853 ${national.slice(0, 4)} ${national.slice(4)}`);
      await context.close();
    }
    const list = await api('/api/member/address/list', { lang: 'en' }, member.token);
    expect(list.data.map((a: { mobile: string }) => a.mobile)).toEqual([`+853${national}`, `+853${national}`]);
  });

  it('books a visit with a Taiwan number in cn, typed with its 0', async () => {
    const national = `9${digits(8)}`;
    const canonical = `+886${national}`;
    const member = await registerMember();
    const { context, page } = await openPage(browser, `/reserveInfo?cate=1&date=${estateDay(9)}&slot=11:00`, { lang: 'cn', viewport: PHONE, member });
    await page.waitForSelector('[data-testid=quote-pay]');
    expect(await page.locator('#reserve-phone-region').inputValue()).toBe('86');
    await page.fill('#reserve-name', '林小姐');
    await page.selectOption('#reserve-phone-region', '886');
    await page.fill('#reserve-phone', `0${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`);
    await page.click('.booking-code-row .code-button');
    await page.waitForSelector('.booking-code-row .code-button[data-phase=cooling]');
    await page.fill('#reserve-code', await outboxCode(canonical));
    await page.locator('#reserve-phone').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/phones-visit-tw-cn-390.png' });
    await page.click('[data-testid=reserve-submit]');
    await page.waitForURL(/#\/VWxPay\?order_no=/);
    const orderNo = decodeURIComponent(/order_no=([^&]+)/.exec(page.url())![1]!);
    const info = await api('/cms/visit_order/getOrderInfo', { order_no: orderNo, lang: 'cn' }, member.token);
    expect(info.code, `${orderNo}: ${info.msg}`).toBe(1);
    expect(info.data.phone).toBe(canonical);
    await context.close();
  });

  it.each([
    ['tw', '390', PHONE],
    ['en', '1440', DESKTOP],
    ['cn', '1440', DESKTOP],
  ] as const)('sends the contact form with a Hong Kong number (%s, %s px)', async (lang, width, viewport) => {
    const national = `6${digits(7)}`;
    const { context, page } = await openPage(browser, '/contact', { lang, viewport });
    await page.locator('form.contact-form').waitFor();
    expect(await page.locator('#contact-phone-region').inputValue()).toBe(lang === 'tw' ? '852' : '86');
    await page.fill('#contact-name', 'Chan Tai Man');
    await page.fill('#contact-email', `hk-${Date.now()}-${lang}@example.com`);
    await page.fill('#contact-phone', `+852 ${national}`);
    // typed with its code, the number takes the selector along
    expect(await page.locator('#contact-phone-region').inputValue()).toBe('852');
    await page.fill('#contact-message', `A table for two, please (${lang}).`);
    await page.locator('#contact-phone').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/phones-contact-hk-${lang}-${width}.png` });
    // a Hong Kong landline is refused with the one phone message
    await page.fill('#contact-phone', '2123 4567');
    await page.locator('form.contact-form button[type=submit]').click();
    await expect.poll(() => page.locator('#contact-phone-error').count()).toBe(1);
    await page.fill('#contact-phone', national);
    await page.locator('form.contact-form button[type=submit]').click();
    await page.locator('.contact-sent').waitFor();
    await context.close();
  });
});
