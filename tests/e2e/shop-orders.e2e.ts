import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, DESKTOP, launch, newPage, PHONE } from './browser';
import { api, registerMember, withSession } from './members';

/**
 * Issue 5, cart / checkout / orders part: two wines into the cart (one from the wine's page),
 * quantities and selection in /cart, checkout with an address, on to /orderPay; then my orders
 * with tabs, the order detail with a change of receiver, cancel (confirm) and delete.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const TEXT = {
  en: {
    add: 'Add to cart', added: 'Add to cart successfully', checkout: 'Check out', noSelection: 'Please select the goods for settlement',
    selectAll: 'Select all', submit: 'Submit order', change: 'Change', deliverHere: 'Deliver here', unpaid: 'Awaiting payment', cancelled: 'Cancelled',
    tabAll: 'All', tabUnpaid: 'Awaiting payment', tabPaid: 'Paid', noSuch: 'There are no such orders', empty: 'No order information yet',
    cancelOrder: 'Cancel order', deleteOrder: 'Delete order', deleted: 'Deleted', changeAddress: 'Change address', sendHere: 'Send it here',
    confirmChange: 'Change', saved: 'Saved', cancelTitle: 'Cancel this order?', deleteTitle: 'Delete this order?', keep: 'Go back',
  },
  cn: {
    add: '加入购物车', added: '加入购物车成功', checkout: '去结算', noSelection: '请选择要结算的商品',
    selectAll: '全选', submit: '提交订单', change: '更换', deliverHere: '寄到这里', unpaid: '待付款', cancelled: '已取消',
    tabAll: '全部', tabUnpaid: '待付款', tabPaid: '待发货', noSuch: '没有该订单', empty: '暂无订单信息',
    cancelOrder: '取消订单', deleteOrder: '删除订单', deleted: '删除成功', changeAddress: '修改地址', sendHere: '寄到这里',
    confirmChange: '修改', saved: '保存成功', cancelTitle: '确定取消该订单吗？', deleteTitle: '确定删除该订单吗？', keep: '返回',
  },
} as const;

const address = (consignee: string, details: string) => ({
  consignee, mobile: '13800000007', province: '370000', city: '370600', area: '370614', address_details: details, lang: 'en',
});
const lines = (page: Page) => page.locator('[data-testid=cart-line]');
const cards = (page: Page) => page.locator('[data-testid=order-card]');
const yuan = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The lowest WCAG contrast of the order banner's outlined buttons: their text against the banner. */
function bannerButtonContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const banner = luminance(getComputedStyle(document.querySelector('.order-banner')!).backgroundColor);
    const ratios = [...document.querySelectorAll('.order-banner .button-ghost')].map((button) => {
      const text = luminance(getComputedStyle(button).color);
      return (Math.max(text, banner) + 0.05) / (Math.min(text, banner) + 0.05);
    });
    return ratios.length ? Math.min(...ratios) : 0;
  });
}

describe('cart, checkout and my orders', () => {
  it.each([
    ['en', 'desktop', DESKTOP],
    ['cn', 'phone', PHONE],
  ] as const)('in %s at %s width', async (lang, width, viewport) => {
    const text = TEXT[lang];
    const member = await registerMember();
    expect((await api('/api/member/address/add', address('Li Hua', '1 Cliffside Road'), member.token)).code).toBe(1);
    expect((await api('/api/member/address/add', address('Wang Wei', '8 Harbour Lane'), member.token)).code).toBe(1);
    const wines = (await api('/api/winery/wine/list', { lang })).data.list.filter((w: { stock: number; is_sell: number }) => w.stock > 10 && w.is_sell === 1);
    const [first, second] = wines as { id: number; title: string; price: string }[];

    const { context, page } = await newPage(browser, viewport);
    const shot = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/shop-orders-${lang}-${width}-${name}.png`, fullPage: true });
    };
    await withSession(page, member);

    // one wine from its page, the other through the API
    await page.goto(`/?lang=${lang}#/seriesDetail?Pid=${first!.id}`);
    await appReady(page);
    await page.click(`.add-to-cart button:has-text("${text.add}")`);
    await expect.poll(() => page.locator('[data-testid=cart-message]').textContent()).toBe(text.added);
    expect((await api('/api/member/cart/add', { goods_id: String(second!.id), product_count: '1' }, member.token)).code).toBe(1);

    // the cart: quantities with + and by typing, selection and the checkout guard
    await page.goto(`/?lang=${lang}#/cart`);
    await expect.poll(() => lines(page).count()).toBe(2);
    const firstLine = lines(page).filter({ hasText: first!.title });
    const secondLine = lines(page).filter({ hasText: second!.title });
    await firstLine.locator('.cart-quantity button').last().click();
    await expect.poll(() => firstLine.locator('[data-testid=cart-quantity]').inputValue()).toBe('2');
    await secondLine.locator('[data-testid=cart-quantity]').fill('3');
    await secondLine.locator('[data-testid=cart-quantity]').press('Enter');
    await expect.poll(() => secondLine.locator('[data-testid=cart-quantity]').inputValue()).toBe('3');
    const expected = Number(first!.price) * 2 + Number(second!.price) * 3;
    await expect.poll(async () => yuan(await page.locator('[data-testid=cart-total]').textContent())).toBeCloseTo(expected, 2);
    await shot('cart');

    await page.locator(`label:has-text("${text.selectAll}") input`).click();
    await expect.poll(() => page.locator('[data-testid=cart-total]').textContent()).toBe('¥0.00');
    await page.click(`button:has-text("${text.checkout}")`);
    await expect.poll(() => page.locator('[data-testid=cart-notice]').textContent()).toContain(text.noSelection);
    await page.locator(`label:has-text("${text.selectAll}") input`).click();
    await expect.poll(async () => yuan(await page.locator('[data-testid=cart-total]').textContent())).toBeCloseTo(expected, 2);
    await page.click(`button:has-text("${text.checkout}")`);

    // checkout: the default receiver, the picker, the total, then submit → /orderPay
    await page.waitForSelector('[data-testid=checkout-receiver]');
    expect(await page.locator('[data-testid=checkout-receiver]').textContent()).toContain('Li Hua');
    const total = yuan(await page.locator('[data-testid=checkout-total]').textContent());
    expect(total).toBeGreaterThanOrEqual(expected);
    await page.click(`.checkout-receiver button:has-text("${text.change}")`);
    await page.locator('dialog[open] .address-choice').filter({ hasText: 'Wang Wei' }).locator('button').click();
    await expect.poll(() => page.locator('[data-testid=checkout-receiver]').textContent()).toContain('Wang Wei');
    await shot('checkout');
    // the order waits for the 18+ confirmation (tests/e2e/age-and-share.e2e.ts)
    await page.check('input[name=adult_confirmed]');
    await page.click(`button:has-text("${text.submit}")`);
    await page.waitForURL(/#\/orderPay\?order_no=G\d{20}/);
    const orderNo = /order_no=(G\d{20})/.exec(page.url())![1]!;
    expect((await api('/api/member/cart/list', {}, member.token)).data.items).toEqual([]);

    // my orders: the tabs
    await page.goto(`/?lang=${lang}#/orderList`);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().getAttribute('data-order-no')).toBe(orderNo);
    expect(await cards(page).first().locator('[data-testid=order-status]').textContent()).toBe(text.unpaid);
    await page.getByRole('tab', { name: text.tabPaid, exact: true }).click();
    await expect.poll(() => page.locator('[data-testid=orders-empty]').textContent()).toBe(text.noSuch);
    await page.getByRole('tab', { name: text.tabUnpaid, exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    await shot('orders-unpaid');

    // the detail: change the receiver back (pick, then confirm)
    await cards(page).first().locator(`a:has-text("${orderNo}")`).click();
    await page.waitForSelector('.order-banner');
    expect(await page.locator('.order-sections').textContent()).toContain('Wang Wei');
    // its outlined buttons (change address, cancel) read on the dark banner
    expect(await bannerButtonContrast(page)).toBeGreaterThanOrEqual(4.5);
    await page.click(`.order-banner button:has-text("${text.changeAddress}")`);
    await page.locator('dialog[open] .address-choice').filter({ hasText: 'Li Hua' }).locator('button').click();
    await page.waitForSelector('dialog[open] .address-confirm');
    await shot('change-address');
    await page.click(`dialog[open] .address-confirm button:has-text("${text.confirmChange}")`);
    await expect.poll(() => page.locator('[data-testid=order-notice]').textContent()).toContain(text.saved);
    expect(await page.locator('.order-sections').textContent()).toContain('Li Hua');
    await shot('detail');
    // and when the detail is the first page loaded (its style sheets then load in another order)
    await page.goto(`/?lang=${lang}#/orderDetail?order_no=${orderNo}`);
    await page.reload();
    await appReady(page);
    await page.waitForSelector('.order-banner .button-ghost');
    expect(await bannerButtonContrast(page)).toBeGreaterThanOrEqual(4.5);

    // cancel from the list (Escape first keeps it), then delete it
    await page.goto(`/?lang=${lang}#/orderList`);
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).first().locator(`button:has-text("${text.cancelOrder}")`).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe(text.cancelTitle);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await cards(page).first().locator('[data-testid=order-status]').textContent()).toBe(text.unpaid);
    await cards(page).first().locator(`button:has-text("${text.cancelOrder}")`).click();
    await dialog.locator('button.confirm-ok').click();
    await expect.poll(() => page.locator('[data-testid=order-status]').first().textContent()).toBe(text.cancelled);
    expect(await page.locator('[data-testid=order-notice]').textContent()).toContain(text.cancelled);
    await shot('cancelled');
    await cards(page).first().locator(`button:has-text("${text.deleteOrder}")`).click();
    expect(await dialog.locator('h2').textContent()).toBe(text.deleteTitle);
    await dialog.locator('button.confirm-ok').click();
    await expect.poll(() => page.locator('[data-testid=orders-empty]').textContent()).toBe(text.empty);
    expect(await page.locator('[data-testid=order-notice]').textContent()).toContain(text.deleted);
    const left = await api('/api/member/order/list', { status: 'all' }, member.token);
    expect(left.data).toMatchObject({ total: 0, list: [] });
    await context.close();
  });
});
