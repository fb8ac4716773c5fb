import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { aftersalesCn } from '../../src/web/locales/aftersales.cn';
import { aftersalesEn } from '../../src/web/locales/aftersales.en';
import { ordersCn } from '../../src/web/locales/orders.cn';
import { ordersEn } from '../../src/web/locales/orders.en';
import { apiOf, startAftersalesServer, type AftersalesServer } from './aftersales-server';
import { appReady, DESKTOP, launch, PHONE } from './browser';
import { withSession } from './members';

const aftersalesStrings = { en: aftersalesEn, cn: aftersalesCn };
const ordersStrings = { en: ordersEn, cn: ordersCn };

/**
 * Issue 5's after-sales journey in Chromium: a paid order (real APIs, sandbox payment) shipped by
 * staff, followed on /logistics and received (20); a refund requested in the browser and
 * approved (25); another withdrawn, requested again and rejected (10).
 */
let browser: Browser;
let server: AftersalesServer;
let api: ReturnType<typeof apiOf>;
let staffToken: string;
beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  [browser, server] = await Promise.all([launch(), startAftersalesServer()]);
  api = apiOf(server.url);
  staffToken = await api.staffToken();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Lang = 'en' | 'cn';
type Member = Awaited<ReturnType<ReturnType<typeof apiOf>['registerMember']>>;

async function open(lang: Lang, width: string, viewport: { width: number; height: number }, member: Member) {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  await withSession(page, member);
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/aftersales-${lang}-${width}-${name}.png`, fullPage: true });
  };
  const go = async (hash: string) => {
    await page.goto(`/?lang=${lang}#${hash}`);
    await appReady(page);
  };
  return { context, page, shot, go };
}

const staff = (path: string, form: Record<string, string>) => api.must(`/api/staff/${path}`, form, staffToken);
const orderStatus = async (member: Member, orderNo: string) => (await api.must('/api/member/order/refundDetail', { order_no: orderNo }, member.token)).status as number;
const badge = (page: Page) => page.locator('[data-testid=refund-status] .refund-badge');

async function fillRefund(page: Page, s: (typeof aftersalesStrings)['en'], remark: string) {
  await page.getByLabel(s.refund.reasons.orderedTooMany).check();
  await page.getByLabel(s.refund.contactName).fill('  Li Hua  ');
  await page.getByLabel(s.refund.remark).fill(remark);
}

describe.each([
  ['en', 'desktop', DESKTOP],
  ['cn', 'phone', PHONE],
] as const)('after-sales in %s at %s width', (lang, width, viewport) => {
  const s = aftersalesStrings[lang];
  const o = ordersStrings[lang];
  const m = MESSAGES[lang];

  it('staff ship; the member follows the steps on /logistics and confirms receipt (20)', async () => {
    const member = await api.registerMember();
    const orderNo = await api.paidOrder(member);
    await staff('order/ship', { order_no: orderNo, company: 'shunfeng', tracking_no: 'SF1234567890' });
    await staff('order/track', { order_no: orderNo, state: '1', context: 'Collected at the Penglai estate', time: '2026-05-01 16:05' });
    await staff('order/track', { order_no: orderNo, state: '0', context: 'Left the Yantai sorting centre', time: '2026-05-02 08:30' });
    await staff('order/track', { order_no: orderNo, state: '5', context: 'Out for delivery with courier Wang', time: '2026-05-03 09:10' });
    const { context, page, shot, go } = await open(lang, width, viewport, member);

    await go(`/logistics?order_no=${orderNo}`);
    await page.waitForSelector('[data-testid=logistics-waybill]');
    expect(await page.locator('h1').textContent()).toBe(s.logistics.title);
    const waybill = await page.locator('[data-testid=logistics-waybill]').textContent();
    expect(waybill).toContain(s.logistics.carriers.shunfeng);
    expect(waybill).toContain('SF1234567890');
    const steps = page.locator('.logistics-step');
    expect(await steps.locator('.logistics-step-name').allTextContents()).toEqual([
      s.logistics.steps.packing, s.logistics.steps.shipped, s.logistics.steps.inTransit, s.logistics.steps.delivering, s.logistics.steps.signed,
    ]);
    expect(await page.locator('.logistics-step.is-reached').count()).toBe(4);
    expect(await page.locator('[aria-current=step] .logistics-step-name').textContent()).toBe(s.logistics.steps.delivering);
    expect(await page.locator('[data-step=inTransit] time').textContent()).toBe('2026-05-02 08:30');
    expect(await page.locator('[data-step=signed] .logistics-step-time').textContent()).toBe(s.logistics.notYet);
    expect(await page.locator('.logistics-event-context').allTextContents()).toEqual([
      'Out for delivery with courier Wang', 'Left the Yantai sorting centre', 'Collected at the Penglai estate',
    ]);
    await shot('logistics');

    // signed: every step reached; then the member confirms receipt on the order
    await staff('order/track', { order_no: orderNo, state: '3', context: 'Signed for by Li Hua', time: '2026-05-03 11:45' });
    await page.reload();
    await page.waitForSelector('[data-step=signed].is-current');
    expect(await page.locator('.logistics-step.is-reached').count()).toBe(5);
    await shot('logistics-signed');

    await go(`/orderDetail?order_no=${orderNo}`);
    await page.getByRole('button', { name: o.action.receive }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('button', { name: o.confirm.receiveOk }).click();
    await expect.poll(() => orderStatus(member, orderNo)).toBe(20);
    const story = await staff('order/history', { order_no: orderNo });
    expect(story.history.map((h: { event: string; actor: string }) => `${h.event} ${h.actor.split(':')[0]}`)).toEqual([
      'CREATE member', 'PAY provider', 'SHIP staff', 'CONFIRM_RECEIPT member',
    ]);
    await context.close();
  });

  it('a refund requested in the browser and approved by staff: the order is refunded (25)', async () => {
    const member = await api.registerMember();
    const orderNo = await api.paidOrder(member);
    const { context, page, shot, go } = await open(lang, width, viewport, member);

    await go(`/orderDetail_after?order_no=${orderNo}`);
    await page.waitForSelector('form.refund-form');
    expect(await page.locator('h1').textContent()).toBe(s.refund.title);
    expect(await page.getByLabel(s.refund.contactPhone).inputValue()).toBe(member.mobile);
    // nothing is sent before the form is right
    await page.getByRole('button', { name: s.refund.submit }).click();
    expect(await page.locator('#refund-reason-error').textContent()).toBe(m.refunds.reasonRequired);
    expect(await page.locator('.refund-reasons').getAttribute('aria-describedby')).toBe('refund-reason-error');
    await fillRefund(page, s, 'Two bottles too many');
    await shot('refund-form');
    await page.getByRole('button', { name: s.refund.submit }).click();
    await expect.poll(() => badge(page).textContent()).toBe(s.refund.status.underReview);
    expect(await page.locator('[data-testid=refund-notice]').textContent()).toBe(m.refunds.requested);
    expect(await page.locator('.refund-facts').textContent()).toContain('Li Hua');
    expect(await orderStatus(member, orderNo)).toBe(8);
    await shot('refund-review');

    await staff('refund/approve', { order_no: orderNo, remark: 'Refunded to your payment' });
    await page.reload();
    await expect.poll(() => badge(page).textContent()).toBe(s.refund.status.completed);
    const records = page.locator('.refund-record');
    expect(await records.count()).toBe(2);
    expect(await records.first().textContent()).toContain(s.refund.kind.approve);
    expect(await records.first().textContent()).toContain(s.refund.operator.staff);
    expect(await records.first().textContent()).toContain('Refunded to your payment');
    expect(await records.last().textContent()).toContain(s.refund.kind.request);
    expect(await page.getByRole('button', { name: s.refund.withdraw }).count()).toBe(0);
    expect(await orderStatus(member, orderNo)).toBe(25);
    await shot('refund-completed');
    await context.close();
  });

  it('a refund withdrawn, requested again and rejected by staff: the order is paid again (10)', async () => {
    const member = await api.registerMember();
    const orderNo = await api.paidOrder(member);
    const { context, page, shot, go } = await open(lang, width, viewport, member);

    await go(`/orderDetail_after?order_no=${orderNo}`);
    await page.waitForSelector('form.refund-form');
    await fillRefund(page, s, '');
    await page.getByRole('button', { name: s.refund.submit }).click();
    await expect.poll(() => badge(page).textContent()).toBe(s.refund.status.underReview);

    await page.getByRole('button', { name: s.refund.withdraw }).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe(s.refund.confirmTitle);
    await shot('refund-withdraw-confirm');
    await dialog.getByRole('button', { name: s.refund.confirmWithdraw }).click();
    await expect.poll(() => badge(page).textContent()).toBe(s.refund.status.cancelled);
    expect(await orderStatus(member, orderNo)).toBe(10);

    await page.getByRole('button', { name: s.refund.again }).click();
    await fillRefund(page, s, 'Changed my mind again');
    await page.getByRole('button', { name: s.refund.submit }).click();
    await expect.poll(() => badge(page).textContent()).toBe(s.refund.status.underReview);

    await staff('refund/reject', { order_no: orderNo, remark: 'The wines have already left the cellar' });
    await page.reload();
    await expect.poll(() => badge(page).textContent()).toBe(s.refund.status.rejected);
    expect(await page.locator('.refund-record').first().textContent()).toContain('The wines have already left the cellar');
    expect(await orderStatus(member, orderNo)).toBe(10);
    await shot('refund-rejected');
    await context.close();
  });
});
