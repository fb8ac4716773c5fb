import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import staffCn from '../../src/staff/locales/cn';
import staffEn from '../../src/staff/locales/en';
import { aftersalesEn } from '../../src/web/locales/aftersales.en';
import { ordersEn } from '../../src/web/locales/orders.en';
import { apiOf } from './aftersales-server';
import { appReady, DESKTOP, estateDay, launch, PHONE } from './browser';
import { withSession } from './members';
import { Authenticators, enrolThroughConsole, type StaffConsoleServer, startStaffConsoleServer } from './staff';

/**
 * The console's work screens in Chromium (issue 13): a shop manager ships a paid order from its
 * detail (carrier and tracking number) and the member sees it shipped with its logistics; a
 * refund is approved from the queue with a required reason and the member's order and payment
 * show the money back; a bookings manager closes a visit slot with a reason on the calendar (in
 * Chinese, on a phone) and the member can no longer book it; a paid booking is checked in, then
 * completed. Members, orders and payments go through the real APIs and the sandbox.
 */
const SHOP = { username: 'shop.chen', name: 'Chen Jing', role: 'shop' as const, password: 'cliffside-shop-12' };
const BOOKINGS = { username: 'bookings.zhao', name: 'Zhao Lei', role: 'bookings' as const, password: 'cliffside-book-12' };
const en = staffEn.work;
const cn = staffCn.work;

let browser: Browser;
let server: StaffConsoleServer;
let api: ReturnType<typeof apiOf>;
const apps = new Authenticators();
/** one signed-in browser per person, kept for the file (a code signs in once) */
const consoles = new Map<string, { context: BrowserContext; page: Page }>();

beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  [browser, server] = await Promise.all([launch(), startStaffConsoleServer([SHOP, BOOKINGS])]);
  api = apiOf(server.url);
}, 180_000);
afterAll(async () => {
  for (const { context } of consoles.values()) await context.close();
  await browser?.close();
  await server?.stop();
});

/** The person's console: signed in the first time through the sign-in screen, enrolling the authenticator from the key shown. */
async function consoleOf(account: { username: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const known = consoles.get(account.username);
  if (known) return known.page;
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  await enrolThroughConsole(page, account, apps);
  consoles.set(account.username, { context, page });
  return page;
}

const go = async (page: Page, hash: string) => {
  await page.goto(`/staff/#${hash}`);
};
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/staff-work-${name}.png`, fullPage: true });
const toast = (page: Page) => page.locator('.st-toast').last();

/** A member's browser on the public site, signed in with the member's session. */
async function memberPage(member: { token: string; user: unknown }, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  await withSession(page, member);
  return { context, page };
}


describe('the staff console work screens', () => {
  it('a shop manager ships a paid order from its detail; the member sees it shipped with its logistics', async () => {
    const member = await api.registerMember();
    const orderNo = await api.paidOrder(member);
    const page = await consoleOf(SHOP);

    // the orders list filtered by status from the address, as the home's card links it
    await go(page, '/orders?status=10');
    await page.locator(`a[href="#/orders/${orderNo}"]`).waitFor();
    expect(await page.locator('#orders-status').inputValue()).toBe('10');
    await page.locator(`a[href="#/orders/${orderNo}"]`).click();
    await page.getByRole('heading', { name: en.order.title.replace('{{no}}', orderNo), level: 1 }).waitFor();

    // one button per action the server offers a shop manager on a paid order
    const buttons = page.locator('.st-work-toolbar .st-work-actions button');
    await buttons.first().waitFor();
    expect(await buttons.allInnerTexts()).toEqual([en.action.SHIP, en.action.CHANGE_ADDRESS]);

    // a new receiver before shipping: the address book's regions, and a reason
    await buttons.filter({ hasText: en.action.CHANGE_ADDRESS }).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.getByLabel(en.fields.consignee).inputValue()).toBe('Li Hua');
    await dialog.getByLabel(en.fields.consignee).fill('Wang Fang');
    await dialog.getByLabel(en.fields.province).selectOption('370000');
    await dialog.locator('#work-region-city option[value="370600"]').waitFor({ state: 'attached' });
    await dialog.getByLabel(en.fields.city).selectOption('370600');
    await dialog.locator('#work-region-area option[value="370614"]').waitFor({ state: 'attached' });
    await dialog.getByLabel(en.fields.area).selectOption('370614');
    await dialog.getByLabel(en.fields.addressDetails).fill('8 Harbour Road');
    await dialog.getByLabel(en.fields.reason).fill('The member called: deliver to the harbour office');
    await shot(page, 'address-dialog');
    await dialog.getByRole('button', { name: en.action.submit }).click();
    await page.locator('.st-work-facts dd', { hasText: '8 Harbour Road' }).waitFor();
    expect(await page.locator('.st-work-facts').first().textContent()).toContain('Paid');
    expect((await api.must('/api/member/order/get', { order_no: orderNo }, member.token)).consignee).toBe('Wang Fang');

    await buttons.filter({ hasText: en.action.SHIP }).click();
    await dialog.getByLabel(en.fields.carrier).selectOption('shunfeng');
    // a wrong tracking number: the server's words in the dialog, nothing shipped
    await dialog.getByLabel(en.fields.trackingNo).fill('SF 12');
    await dialog.getByRole('button', { name: en.action.submit }).click();
    await expect.poll(() => dialog.locator('.st-dialog-error').textContent()).toBe(MESSAGES.en.staff.trackingNoInvalid);
    expect((await api.must('/api/member/order/get', { order_no: orderNo }, member.token)).status).toBe(10);
    await dialog.getByLabel(en.fields.trackingNo).fill('SF1234567890');
    await shot(page, 'ship-dialog');
    await dialog.getByRole('button', { name: en.action.submit }).click();
    await expect.poll(() => toast(page).textContent()).toContain(MESSAGES.en.staff.shipped);
    await page.locator('.st-work-facts code', { hasText: 'SF1234567890' }).waitFor();
    expect(await page.locator('.st-page-subtitle .st-badge').textContent()).toBe('Shipped');
    // shipped: no more shipping or address change
    expect(await buttons.count()).toBe(0);
    await shot(page, 'shipped');

    const { context, page: site } = await memberPage(member);
    await site.goto(`/?lang=en#/logistics?order_no=${orderNo}`);
    await appReady(site);
    const waybill = await site.locator('[data-testid=logistics-waybill]').textContent();
    expect(waybill).toContain(aftersalesEn.logistics.carriers.shunfeng);
    expect(waybill).toContain('SF1234567890');
    await site.goto(`/?lang=en#/orderDetail?order_no=${orderNo}`);
    await expect.poll(() => site.locator('[data-testid=order-status]').textContent()).toBe(ordersEn.status['15']);
    await context.close();
  });

  it('a refund is approved from the queue with a reason; the member’s order and payment show the money back', async () => {
    const member = await api.registerMember();
    const orderNo = await api.paidOrder(member);
    await api.must('/api/member/order/refuse', { order_no: orderNo, reason: 'orderedTooMany', contact_name: 'Li Hua', contact_phone: member.mobile, remark: 'Two bottles too many' }, member.token);
    const page = await consoleOf(SHOP);

    await go(page, '/refunds');
    const row = page.locator('tr', { has: page.locator(`a[href="#/orders/${orderNo}"]`) });
    await row.waitFor();
    expect(await row.textContent()).toContain(en.refundReasons.orderedTooMany);
    await row.getByRole('button', { name: en.action.APPROVE_REFUND }).click();
    const dialog = page.locator('dialog[open]');
    // no reason: refused in place, nothing sent
    await dialog.getByRole('button', { name: en.action.submit }).click();
    await dialog.getByText(staffEn.shell.dialog.reasonRequired).waitFor();
    expect((await api.must('/api/member/order/get', { order_no: orderNo }, member.token)).status).toBe(8);
    await dialog.getByLabel(en.fields.reason).fill('Unopened, returned to the cellar');
    await shot(page, 'refund-dialog');
    await dialog.getByRole('button', { name: en.action.submit }).click();
    await expect.poll(() => toast(page).textContent()).toContain(MESSAGES.en.staff.approved);
    await page.getByText(en.refunds.empty).waitFor();
    await shot(page, 'refunds-empty');

    // the sandbox gives the money back: the order is refunded, its payment too
    await expect.poll(async () => (await api.must('/api/member/order/query', { order_no: orderNo }, member.token)).attempt?.state, { timeout: 20_000 }).toBe('refunded');
    const { context, page: site } = await memberPage(member);
    await site.goto(`/?lang=en#/orderDetail?order_no=${orderNo}`);
    await appReady(site);
    await expect.poll(() => site.locator('[data-testid=order-status]').textContent()).toBe(ordersEn.status['25']);
    expect(await site.locator('#order-refund').count()).toBe(1);
    await context.close();

    // the order's history in the console names the decision, its reason and the money coming back
    await go(page, `/orders/${orderNo}`);
    await page.locator('.st-timeline').waitFor();
    const history = await page.locator('.st-timeline').textContent();
    expect(history).toContain('Unopened, returned to the cellar');
    expect(await page.locator('.st-work-section', { hasText: en.order.payments }).locator('.st-badge').textContent()).toBe('Refunded');
  });

  it('a bookings manager closes a visit slot with a reason on the calendar (Chinese, phone); the member can no longer book it', async () => {
    const day = estateDay(9);
    const page = await consoleOf(BOOKINGS, PHONE);
    await go(page, `/bookings/visit?date=${day}`);
    await page.locator('.st-lang button', { hasText: '简体' }).click();
    await page.getByRole('heading', { name: cn.bookings.title.visit, level: 1 }).waitFor();
    const cell = page.locator(`button.st-work-place[data-target="visit:1|${day}|11:00"]`);
    await cell.click();
    const bar = page.locator('.st-work-selection');
    await bar.getByRole('button', { name: cn.action.CLOSE }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel(cn.fields.reason).fill('酒窖维修');
    await shot(page, 'close-dialog-cn-390');
    await dialog.getByRole('button', { name: cn.action.submit }).click();
    await expect.poll(() => cell.textContent()).toContain(`${cn.bookings.closed}: 酒窖维修`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'closed-cn-390');

    const member = await api.registerMember();
    const { context, page: site } = await memberPage(member, PHONE);
    await site.goto(`/?lang=cn#/reserveInfo?cate=1&date=${day}&slot=11:00`);
    await site.waitForSelector('[data-testid=slot-unavailable]');
    expect(await site.$('[data-testid=reserve-submit]')).toBeNull();
    await context.close();
    // and the booking call refuses it
    const phone = `15${String(Date.now()).slice(-8)}7`;
    await api.must('/cms/visit_sms/sendSms', { phone }, member.token);
    const refused = await api.api('/cms/visit_order/getVisitOrder', { cate: '1', date: day, slot: '11:00', adults: '1', name: 'Wang Fang', phone, code: '000000' }, member.token);
    expect(refused.code).toBe(0);
    // back to English for the next journey
    await page.locator('.st-lang button', { hasText: 'EN' }).click();
  });

  it('a bookings manager checks in a paid booking, then completes it', async () => {
    const member = await api.registerMember();
    const day = estateDay(3);
    const phone = `15${String(Date.now()).slice(-8)}3`;
    await api.must('/cms/visit_sms/sendSms', { phone }, member.token);
    let code = '';
    for (let i = 0; i < 40 && !code; i++) {
      const entries = (await (await fetch(new URL(`/dev/outbox?to=${phone}`, server.url))).json()) as { body: string }[];
      code = entries[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      if (!code) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const visit = await api.must('/cms/visit_order/getVisitOrder', { cate: '1', date: day, slot: '14:00', adults: '2', name: 'Wang Fang', phone, code }, member.token);
    const start = await api.must('/api/member/visit_order/payOrder', { order_no: visit.order_no, method: 'sandbox' }, member.token);
    const approved = await fetch(new URL(`/dev/pay/${start.out_trade_no}`, server.url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve', redirect: 'manual' });
    expect(approved.status).toBe(303);

    const page = await consoleOf(BOOKINGS, PHONE);
    await page.setViewportSize(DESKTOP);
    // the day's list under the calendar links to the booking
    await go(page, `/bookings/visit?date=${day}`);
    await page.locator(`a[href="#/bookings/detail/${visit.order_no}"]`).click();
    await page.getByRole('heading', { name: en.booking.title.replace('{{no}}', visit.order_no), level: 1 }).waitFor();
    const buttons = page.locator('.st-work-toolbar .st-work-actions button');
    expect(await buttons.allInnerTexts()).toEqual([en.action.CHECK_IN, en.action.COMPLETE, en.action.NO_SHOW]);

    await buttons.filter({ hasText: en.action.CHECK_IN }).click();
    await page.locator('dialog[open]').getByRole('button', { name: en.action.submit }).click();
    await expect.poll(() => page.locator('.st-page-subtitle .st-badge').textContent()).toBe('Checked in');
    expect(await buttons.allInnerTexts()).toEqual([en.action.COMPLETE]);
    await shot(page, 'checked-in');

    await buttons.filter({ hasText: en.action.COMPLETE }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel(en.fields.remark).fill('Enjoyed the cellar');
    await dialog.getByRole('button', { name: en.action.submit }).click();
    await expect.poll(() => page.locator('.st-page-subtitle .st-badge').textContent()).toBe('Completed');
    expect(await buttons.count()).toBe(0);
    expect(await page.locator('.st-timeline').textContent()).toContain('Enjoyed the cellar');
    expect((await api.must('/cms/visit_order/getOrderInfo', { order_no: visit.order_no }, member.token)).state).toBe('completed');
    await shot(page, 'completed');
  });
});
