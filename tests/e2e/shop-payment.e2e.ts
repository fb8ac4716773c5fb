import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, DESKTOP, launch, newPage, PHONE } from './browser';
import { api, registerMember, withSession, type RegisteredMember } from './members';

/**
 * Issue 5, payment part: an unpaid order (made through the real cart and order APIs) paid in
 * the sandbox cashier (Approve) → /payStatus success → order 10; a second order declined, then
 * paid; on desktop a third paid by scanning the QR code (the page polls by itself); on a phone
 * one left at the cashier ("have you paid?" → choose again).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const TEXT = {
  en: {
    approve: 'Approve payment', decline: 'Decline', leave: 'Leave without paying', success: 'Payment successful',
    failed: 'Order not paid successfully', payAgain: 'Pay again', ask: 'Have you paid?', chooseAgain: 'No, choose again', choose: 'Choose how to pay',
    merchant: 'Penglai Cliffside Estate', validity: 'Please pay within the valid time', scan: 'Scan with WeChat to pay',
  },
  tw: {
    approve: '確認支付', decline: '拒絕支付', leave: '暫不支付，返回', success: '支付成功',
    failed: '訂單未支付成功', payAgain: '重新支付', ask: '是否已完成支付？', chooseAgain: '取消，重新選擇', choose: '選擇支付方式',
    merchant: '蓬萊崖畔酒莊', validity: '請在有效時間內支付', scan: '請使用微信掃碼支付',
  },
} as const;

/** An unpaid order the real way: a wine into the cart, then order/add with the member's address. */
async function unpaidOrder(member: RegisteredMember, addressId: number, wineId: number): Promise<{ orderNo: string; price: string }> {
  const added = await api('/api/member/cart/add', { goods_id: String(wineId), product_count: '2', lang: 'en' }, member.token);
  expect(added.code, added.msg).toBe(1);
  const order = await api('/api/member/order/add', { address_id: String(addressId), adult_confirmed: '1', lang: 'en' }, member.token);
  expect(order.code, order.msg).toBe(1);
  return { orderNo: order.data.order_no, price: order.data.order_price };
}

const statusOf = async (member: RegisteredMember, orderNo: string) => (await api('/api/member/order/get', { order_no: orderNo, lang: 'en' }, member.token)).data.status as number;

describe('paying in the sandbox', () => {
  it.each([
    ['en', 'desktop', DESKTOP],
    ['tw', 'phone', PHONE],
  ] as const)('in %s at %s width', async (lang, width, viewport) => {
    const text = TEXT[lang];
    const member = await registerMember();
    const address = await api(
      '/api/member/address/add',
      { consignee: 'Li Hua', mobile: '13800000007', province: '370000', city: '370600', area: '370614', address_details: '1 Cliffside Road', lang: 'en' },
      member.token,
    );
    expect(address.code).toBe(1);
    const wine = ((await api('/api/winery/wine/list', { lang })).data.list as { id: number; stock: number; is_sell: number }[]).find((w) => w.stock > 20 && w.is_sell === 1)!;

    const { context, page } = await newPage(browser, viewport);
    const shot = (name: string) => page.screenshot({ path: `test-results/shop-payment-${lang}-${width}-${name}.png`, fullPage: true });
    await withSession(page, member);
    const openPay = async (orderNo: string) => {
      await page.goto(`/?lang=${lang}#/orderPay?order_no=${orderNo}`);
      await appReady(page);
      await page.waitForSelector('button[data-method=sandbox]');
    };
    const payAtCashier = async (decision: string, name?: string) => {
      await page.click('button[data-method=sandbox]');
      await page.waitForURL(/\/dev\/pay\//);
      await page.waitForSelector(`text=${text.merchant}`);
      if (name) await shot(name);
      await page.click(`button:has-text("${decision}")`);
    };

    // 1. Approve: back to the shop, confirmed with the server, /payStatus says paid
    const first = await unpaidOrder(member, address.data.id, wine.id);
    await openPay(first.orderNo);
    expect(await page.textContent('[data-testid=pay-amount]')).toBe(`¥${first.price}`);
    expect(await page.textContent('.pay-countdown')).toContain(text.validity);
    await shot('1-order-pay');
    await payAtCashier(text.approve, '2-cashier');
    await page.waitForURL(/#\/payStatus\?order_no=/);
    await page.waitForSelector(`h2:has-text("${text.success}")`);
    expect(await page.textContent('[data-testid=pay-no]')).toMatch(/^42\d+/);
    await shot('3-paid');
    expect(await statusOf(member, first.orderNo)).toBe(10);

    // 2. Decline: not paid, payable again; the second attempt pays it
    const second = await unpaidOrder(member, address.data.id, wine.id);
    await openPay(second.orderNo);
    await payAtCashier(text.decline);
    await page.waitForSelector(`h2:has-text("${text.failed}")`);
    await shot('4-declined');
    expect(await statusOf(member, second.orderNo)).toBe(5);
    await page.click(`button:has-text("${text.payAgain}")`);
    await payAtCashier(text.approve);
    await page.waitForSelector(`h2:has-text("${text.success}")`);
    expect(await statusOf(member, second.orderNo)).toBe(10);

    const third = await unpaidOrder(member, address.data.id, wine.id);
    if (width === 'desktop') {
      // 3. Native QR: scanned on "a phone" (another page), the desktop page notices by polling
      await openPay(third.orderNo);
      await page.click('button[data-method=native]');
      await page.waitForURL(/#\/WxPay\?order_no=/);
      await page.waitForSelector(`h2:has-text("${text.scan}")`);
      await shot('5-qr');
      const codeUrl = await page.getAttribute('svg.pay-qr', 'data-qr-text');
      expect(codeUrl).toMatch(/\/dev\/pay\/P\w+\?hl=en&scan=1$/);
      const phone = await context.newPage();
      await phone.goto(codeUrl!);
      await phone.click(`button:has-text("${text.approve}")`);
      await phone.waitForSelector('text=This payment was approved.');
      await page.waitForURL(/#\/payStatus\?order_no=/, { timeout: 15_000 });
      await page.waitForSelector(`h2:has-text("${text.success}")`);
    } else {
      // 3. Leave the cashier: "have you paid?" — no: choose again; the order stays unpaid
      await openPay(third.orderNo);
      await payAtCashier(text.leave);
      await page.waitForSelector(`dialog[open] >> text=${text.ask}`);
      await shot('5-have-you-paid');
      await page.click(`dialog[open] button:has-text("${text.chooseAgain}")`);
      await page.waitForSelector(`h2:has-text("${text.choose}")`);
      expect(await statusOf(member, third.orderNo)).toBe(5);
    }
    await context.close();
  });
});
