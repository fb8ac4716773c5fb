import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessagesTw } from '../../src/contract/messages/member-messages.tw';
import { messagesUiCn } from '../../src/web/locales/messages-ui.cn';
import { messagesUiEn } from '../../src/web/locales/messages-ui.en';
import { messagesUiTw } from '../../src/web/locales/messages-ui.tw';
import { apiOf, startAftersalesServer, type AftersalesServer } from './aftersales-server';
import { appReady, DESKTOP, estateDay, launch, PHONE } from './browser';
import { withSession } from './members';

/**
 * The personal centre's "Messages" (issue 16) in Chromium, and the messages it decides: a member
 * in Traditional Chinese turns off booking SMS (kept after a reload; a refusal of the server is
 * shown in their language), then pays a visit booking and an order through the sandbox; the
 * outbox holds the order's messages in Traditional Chinese and no booking SMS. The browser
 * suite's own server sends no messages (NOTIFY_INTERVAL_MS=0), so this file runs its own with
 * the sweep every 300 ms.
 */
const WORDS = { cn: messagesUiCn, tw: messagesUiTw, en: messagesUiEn } as const;
type Lang = keyof typeof WORDS;

let browser: Browser;
let server: AftersalesServer;
beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  [browser, server] = await Promise.all([launch(), startAftersalesServer({ NOTIFY_INTERVAL_MS: '300' })]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SLOW = { timeout: 15_000 };
const outbox = async (to: string) => (await (await fetch(new URL(`/dev/outbox?to=${to}`, server.url))).json()) as { id: number; body: string }[];

async function messagesPage(member: { token: string; user: unknown }, lang: Lang, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  await withSession(page, member);
  await page.goto(`/?lang=${lang}#/userInfo`);
  await appReady(page);
  await page.waitForSelector('[data-testid=messages-bookings-sms]');
  return { context, page };
}
const switchOf = (page: Page, kind: string, channel: string) => page.locator(`[data-testid=messages-${kind}-${channel}]`);
const shot = (page: Page, name: string) => page.locator('[data-testid=messages-section]').screenshot({ path: `test-results/messages-${name}.png` });

describe('messages that follow an order and a booking', () => {
  it('a member in tw turns off booking SMS: kept after a reload; the paid order is told in Traditional Chinese, the confirmed booking is not', async () => {
    const api = apiOf(server.url, 'tw');
    const member = await api.registerMember();
    const { context, page } = await messagesPage(member, 'tw', PHONE);
    const words = WORDS.tw;
    expect(await page.locator('#pc-messages-title').textContent()).toBe(words.heading);
    // every kind by SMS; no email address, so the email switches are off, locked, and say why
    for (const kind of ['orders', 'bookings', 'reminders']) {
      expect(await switchOf(page, kind, 'sms').isChecked()).toBe(true);
      expect(await switchOf(page, kind, 'email').isChecked()).toBe(false);
      expect(await switchOf(page, kind, 'email').isDisabled()).toBe(true);
    }
    expect(await page.locator('#pc-messages-no-email').textContent()).toBe(words.noEmail);
    expect(await page.getByRole('group', { name: words.bookings }).getByRole('switch', { name: words.sms }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // a refusal of the server (email asked for without an address) is shown in the member's language and changes nothing
    await page.route('**/api/member/messages/save', (route) => route.continue({ postData: route.request().postData()!.replace('orders_email=0', 'orders_email=1') }), { times: 1 });
    await switchOf(page, 'bookings', 'sms').uncheck();
    await page.click('[data-testid=messages-save]');
    await expect.poll(() => page.locator('.pc-messages .pc-failure[role=alert]').textContent(), SLOW).toBe(memberMessagesTw.noEmail);
    expect((await api.must('/api/member/messages/get', {}, member.token)).prefs.bookings.sms).toBe(true);
    await shot(page, 'tw-390-refused');

    // saved again: the confirmation, and the choice kept after a reload
    await page.click('[data-testid=messages-save]');
    await expect.poll(() => page.locator('.pc-messages-saved').textContent(), SLOW).toBe(words.saved);
    expect(await page.locator('.pc-messages .pc-failure').count()).toBe(0);
    await shot(page, 'tw-390');
    await page.screenshot({ path: 'test-results/messages-tw-390-page.png', fullPage: true });
    await page.reload();
    await appReady(page);
    await page.waitForSelector('[data-testid=messages-bookings-sms]');
    expect(await switchOf(page, 'bookings', 'sms').isChecked()).toBe(false);
    expect(await switchOf(page, 'orders', 'sms').isChecked()).toBe(true);
    expect(await switchOf(page, 'reminders', 'sms').isChecked()).toBe(true);
    await context.close();

    // a visit booked and paid (confirmed) by this member and by one who kept the defaults, then an order placed and paid, all in tw
    const visitNo = await api.paidVisit(member, estateDay(3), `15${String(Date.now()).slice(-8)}4`);
    const other = await api.registerMember();
    const otherVisitNo = await api.paidVisit(other, estateDay(3), `15${String(Date.now()).slice(-8)}6`);
    const orderNo = await api.paidOrder(member);
    await expect
      .poll(async () => (await outbox(member.mobile)).map((m) => m.body).find((body) => body.includes(`訂單${orderNo}已付款`)), SLOW)
      .toMatch(new RegExp(`^【蓬萊崖畔酒莊】訂單${orderNo}已付款¥\\d+\\.\\d{2}，我們將盡快出貨。`));
    const bodies = (await outbox(member.mobile)).map((m) => m.body);
    expect(bodies.some((body) => body.includes(`訂單${orderNo}已提交`))).toBe(true);
    // the booking was paid before the order: the sweep passed it, and sent nothing about it
    expect(bodies.filter((body) => body.includes(visitNo) || body.includes('預約'))).toEqual([]);
    expect((await api.must('/cms/visit_order/getOrderInfo', { order_no: visitNo }, member.token)).state).toBe('paid');
    // the member who kept booking SMS was told, in Traditional Chinese
    expect((await outbox(other.mobile)).map((m) => m.body)).toContainEqual(expect.stringMatching(new RegExp(`^【蓬萊崖畔酒莊】預約${otherVisitNo}已確認：`)));
  });

  it.each([
    ['cn', 'phone', PHONE],
    ['cn', 'desktop', DESKTOP],
    ['tw', 'desktop', DESKTOP],
    ['en', 'phone', PHONE],
    ['en', 'desktop', DESKTOP],
  ] as const)('reads in %s at %s width', async (lang, width, viewport) => {
    const member = await apiOf(server.url, lang).registerMember();
    const { context, page } = await messagesPage(member, lang, viewport);
    const words = WORDS[lang];
    expect(await page.locator('#pc-messages-title').textContent()).toBe(words.heading);
    for (const kind of ['orders', 'bookings', 'reminders'] as const) {
      const group = page.getByRole('group', { name: words[kind] });
      expect(await group.getByRole('switch', { name: words.sms }).isChecked()).toBe(true);
      expect(await group.getByRole('switch', { name: words.email }).isDisabled()).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await switchOf(page, 'reminders', 'sms').uncheck();
    await page.click('[data-testid=messages-save]');
    await expect.poll(() => page.locator('.pc-messages-saved').textContent(), SLOW).toBe(words.saved);
    await shot(page, `${lang}-${width === 'phone' ? 390 : 1440}`);

    if (lang === 'en' && width === 'desktop') {
      // an email added on the same screen: its switches unlock, and email can be chosen
      const address = `m${Date.now()}@example.com`;
      await page.click('[data-testid=change-email]');
      await page.fill('#pc-new-email', address);
      await page.click('.pc-panel .code-button');
      let code = '';
      for (let i = 0; i < 40 && !code; i++) {
        code = (await outbox(address))[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        if (!code) await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await page.fill('#pc-email-code', code);
      await page.click('[data-testid=email-submit]');
      await expect.poll(() => switchOf(page, 'orders', 'email').isDisabled(), SLOW).toBe(false);
      expect(await page.locator('#pc-messages-no-email').count()).toBe(0);
      await switchOf(page, 'orders', 'email').check();
      await page.click('[data-testid=messages-save]');
      await expect.poll(() => page.locator('.pc-messages-saved').textContent(), SLOW).toBe(words.saved);
      const { prefs } = await apiOf(server.url, lang).must('/api/member/messages/get', {}, member.token);
      expect(prefs.orders).toEqual({ sms: true, email: true });
      await shot(page, 'en-1440-email');
    }
    await context.close();
  });
});
