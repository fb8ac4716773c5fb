import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './browser';
import { api, openPage, registerMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const TEXT = {
  en: {
    empty: 'No address yet', add: 'Add a new address', save: 'Save', saved: 'Saved', set: 'Set', deleted: 'Deleted', badge: 'Default',
    setDefault: 'Set as default', delete: 'Delete', confirmSet: 'Set as default', confirmDelete: 'Delete',
    setTitle: 'Set as default address?', deleteTitle: 'Delete this address?', consigneeRequired: "Please enter the consignee's name",
    phone: 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)', penglai: '山东省 烟台市 蓬莱区', beijing: '北京市 东城区',
  },
  tw: {
    empty: '尚無收貨地址', add: '新增收貨地址', save: '儲存', saved: '儲存成功', set: '設定成功', deleted: '刪除成功', badge: '預設',
    setDefault: '設為預設', delete: '刪除', confirmSet: '設為預設', confirmDelete: '刪除',
    setTitle: '設為預設地址？', deleteTitle: '刪除該地址？', consigneeRequired: '請輸入收貨人姓名',
    phone: '請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼', penglai: '山東省 煙台市 蓬萊區', beijing: '北京市 東城區',
  },
} as const;

/** Picks one level of the region picker once its list has arrived. */
async function choose(page: Page, id: string, value: string) {
  await page.waitForSelector(`#${id} option[value="${value}"]`, { state: 'attached' });
  await page.selectOption(`#${id}`, value);
}

async function fillAddress(page: Page, a: { consignee: string; mobile: string; region: [string, string, string]; details: string }) {
  await page.fill('#address-consignee', a.consignee);
  await page.fill('#address-mobile', a.mobile);
  await choose(page, 'region-province', a.region[0]);
  await choose(page, 'region-city', a.region[1]);
  await choose(page, 'region-area', a.region[2]);
  await page.fill('#address-address_details', a.details);
}

const cards = (page: Page) => page.locator('[data-testid=address-card]');
const notice = (page: Page) => page.locator('[data-testid=address-notice]').textContent();

describe('address book', () => {
  it.each([
    ['en', 'desktop', DESKTOP],
    ['tw', 'phone', PHONE],
  ] as const)('in %s at %s width: add two with the region picker, switch the default, delete one', async (lang, width, viewport) => {
    const text = TEXT[lang];
    const session = await registerMember();
    const { context, page } = await openPage(browser, '/address', { lang, viewport, member: session });
    const shot = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header would otherwise float mid-page
      await page.screenshot({ path: `test-results/address-${lang}-${width}-${name}.png`, fullPage: true });
    };
    await page.waitForSelector('.address-empty');
    expect(await page.locator('.address-empty h2').textContent()).toBe(text.empty);

    // the form checks every field before anything is sent
    await page.click(`button:has-text("${text.add}")`);
    await page.click(`button[type=submit]:has-text("${text.save}")`);
    expect(await page.locator('#address-consignee-error').textContent()).toBe(text.consigneeRequired);
    expect(await page.getAttribute('#address-consignee', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#address-consignee', 'aria-describedby')).toContain('address-consignee-error');
    expect(await page.locator('#address-mobile-error').textContent()).toBe(text.phone);

    // first address: Shandong → Yantai → Penglai
    await fillAddress(page, { consignee: 'Li Hua', mobile: '13800000007', region: ['370000', '370600', '370614'], details: '1 Cliffside Road' });
    await shot('form');
    await page.click(`button[type=submit]:has-text("${text.save}")`);
    await expect.poll(() => notice(page)).toContain(text.saved);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().locator('.address-region').textContent()).toBe(text.penglai);
    expect(await cards(page).first().locator('.default-badge').textContent()).toBe(text.badge);

    // second address: Shandong → Yantai → Penglai again, for the office
    await page.click(`button:has-text("${text.add}")`);
    await fillAddress(page, { consignee: 'Wang Wei', mobile: '13900000008', region: ['370000', '370600', '370614'], details: '8 Harbour Lane' });
    await page.click(`button[type=submit]:has-text("${text.save}")`);
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await cards(page).locator('.default-badge').count()).toBe(1);
    const wang = cards(page).filter({ hasText: 'Wang Wei' });
    expect(await wang.locator('.default-badge').count()).toBe(0);
    await shot('list');

    // set the default: Escape cancels the confirm, then confirm for real
    await wang.locator(`button:has-text("${text.setDefault}")`).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe(text.setTitle);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await shot('confirm-default');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await wang.locator('.default-badge').count()).toBe(0);
    await wang.locator(`button:has-text("${text.setDefault}")`).click();
    await dialog.locator(`button.confirm-ok:has-text("${text.confirmSet}")`).click();
    await expect.poll(() => notice(page)).toContain(text.set);
    await expect.poll(() => wang.locator('.default-badge').count()).toBe(1);
    expect(await cards(page).locator('.default-badge').count()).toBe(1);
    expect(await cards(page).first().locator('.address-consignee').textContent()).toBe('Wang Wei'); // the default first

    // delete the other one, with a confirm
    const li = cards(page).filter({ hasText: 'Li Hua' });
    await li.locator(`button:has-text("${text.delete}")`).click();
    expect(await dialog.locator('h2').textContent()).toBe(text.deleteTitle);
    await shot('confirm-delete');
    await dialog.locator(`button.confirm-ok:has-text("${text.confirmDelete}")`).click();
    await expect.poll(() => notice(page)).toContain(text.deleted);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().locator('.default-badge').textContent()).toBe(text.badge);
    await shot('after-delete');

    // the server agrees
    const list = await api('/api/member/address/list', { lang: 'cn' }, session.token);
    expect(list.data).toEqual([expect.objectContaining({ consignee: 'Wang Wei', is_default: 1, address_name: '山东省 烟台市 蓬莱区' })]);
    await context.close();
  });

  it('picks a municipality in two steps and edits an address, the picker showing its saved region', async () => {
    const session = await registerMember();
    const { context, page } = await openPage(browser, '/address', { member: session });
    await page.click('button:has-text("Add a new address")');
    await fillAddress(page, { consignee: 'Zhao Lei', mobile: '13700000009', region: ['110000', '110100', '110101'], details: '2 Wangfujing' });
    await page.click('button[type=submit]:has-text("Save")');
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().locator('.address-region').textContent()).toBe(TEXT.en.beijing);

    await cards(page).first().locator('button:has-text("Edit")').click();
    await expect.poll(() => page.inputValue('#region-area')).toBe('110101');
    for (const width of [360, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // the layout follows the new width once the app has seen the resize
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `horizontal overflow at ${width} px` })
        .toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/address-en-${width}-edit.png`, fullPage: true });
    }
    expect(await page.inputValue('#region-province')).toBe('110000');
    expect(await page.isDisabled('input[type=checkbox]')).toBe(true); // the only default stays default
    await choose(page, 'region-province', '370000');
    expect(await page.inputValue('#region-area')).toBe(''); // cleared below the changed level
    await choose(page, 'region-city', '370600');
    await choose(page, 'region-area', '370614');
    await page.click('button[type=submit]:has-text("Save")');
    await expect.poll(() => cards(page).first().locator('.address-region').textContent()).toBe(TEXT.en.penglai);
    await context.close();
  });
});
