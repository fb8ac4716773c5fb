import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staffCn from '../../src/staff/locales/cn';
import staffEn from '../../src/staff/locales/en';
import { apiOf, STAFF } from './aftersales-server';
import { DESKTOP, launch } from './browser';
import { Authenticators, enrolThroughConsole, type StaffConsoleServer, startStaffConsoleServer } from './staff';

/**
 * The auditor's view of a lifecycle in Chromium (issue 14 item 3): an order is paid (the sandbox),
 * its refund requested by the member, approved by the shop manager with a reason, and its money
 * comes back (the sandbox, then the system); another order is paid and shipped. An auditor finds
 * the first by its number and sees that path on the order's statechart — each taken arrow
 * emphasised and numbered, the current state outlined — and the numbered steps beside it with who
 * sent each (member, payment provider, the shop manager by username and role, system), in English
 * and in Simplified Chinese; opens the shipped one from the order's page; and reads the day's
 * report and exports its CSV. Screenshots at 1440 px in both languages.
 */
const AUDITOR = { username: 'audit.liu', name: 'Liu Min', role: 'auditor' as const, password: 'cliffside-audit-12' };
const SHOP = { username: STAFF.username, name: 'E2E Packer', role: 'shop' as const, password: STAFF.password };
const REASON = 'Unopened, returned to the cellar';
const en = staffEn.lifecycle;
const cn = staffCn.lifecycle;

let browser: Browser;
let server: StaffConsoleServer;
let api: ReturnType<typeof apiOf>;
let context: BrowserContext;
let page: Page;
let refundedNo: string;
let shippedNo: string;
const apps = new Authenticators();

/** The estate's day (UTC+8). */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const shot = (name: string) => page.screenshot({ path: `test-results/staff-lifecycle-${name}.png`, fullPage: false });
const go = (hash: string) => page.goto(`/staff/#${hash}`);

beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  [browser, server] = await Promise.all([launch(), startStaffConsoleServer([AUDITOR, SHOP])]);
  api = apiOf(server.url);

  // paid → refund requested → approved by the shop manager → money back
  const member = await api.registerMember();
  refundedNo = await api.paidOrder(member);
  await api.must('/api/member/order/refuse', { order_no: refundedNo, reason: 'orderedTooMany', contact_name: 'Li Hua', contact_phone: member.mobile, remark: 'Two bottles too many' }, member.token);
  const shop = await api.staffToken();
  await api.must('/api/staff/refund/approve', { order_no: refundedNo, remark: REASON }, shop);
  for (let i = 0; i < 100 && (await api.must('/api/member/order/get', { order_no: refundedNo }, member.token)).state !== 'refunded'; i++) await new Promise((resolve) => setTimeout(resolve, 200));
  // paid → shipped
  shippedNo = await api.paidOrder(member);
  await api.must('/api/staff/order/ship', { order_no: shippedNo, company: 'shunfeng', tracking_no: 'SF1234567890' }, shop);

  context = await browser.newContext({ viewport: DESKTOP, baseURL: server.url, acceptDownloads: true });
  page = await context.newPage();
  await enrolThroughConsole(page, AUDITOR, apps);
}, 240_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The numbered steps beside the drawing: [step, event, actor line]. */
const steps = () =>
  page.locator('.lc-step').evaluateAll((items) =>
    items.map((li) => [li.getAttribute('data-step'), li.getAttribute('data-event'), li.querySelector('.lc-step-actor')?.textContent?.trim() ?? '']),
  );
/** The ids of the emphasised arrows on the drawing. */
const takenArrows = () => page.locator('.lc-drawing g.lifecycle_taken').evaluateAll((gs) => gs.map((g) => g.id).sort());

describe("the auditor's view of a lifecycle", () => {
  it('an auditor finds a refunded order by its number and sees its path, with actors, on its diagram (English)', async () => {
    // the navigation offers the lifecycles to an auditor
    await page.locator('.st-nav a', { hasText: en.nav }).first().click();
    await page.getByRole('heading', { name: en.search.title, level: 1 }).waitFor();
    await page.getByLabel(en.search.number).fill(refundedNo.slice(0, -3));
    await page.getByRole('button', { name: staffEn.shell.action.search }).click();
    const link = page.locator(`a[href="#/lifecycles/goods_order/${refundedNo}"]`);
    await link.waitFor();
    await link.click();

    await page.getByRole('heading', { name: en.entity.title.replace('{{kind}}', en.kind.goods_order).replace('{{number}}', refundedNo), level: 1 }).waitFor();
    await page.locator('.lc-drawing svg').waitFor();
    expect(await steps()).toEqual([
      ['1', 'CREATE', expect.stringMatching(/^Member · #\d+$/)],
      ['2', 'PAY', 'Payment provider · sandbox'],
      ['3', 'REQUEST_REFUND', expect.stringMatching(/^Member · #\d+$/)],
      ['4', 'APPROVE_REFUND', `Staff · ${SHOP.username} (${staffEn.shell.role.shop})`],
      ['5', 'MONEY_BACK', expect.stringMatching(/^System · money-refund:/)],
    ]);
    expect(await page.locator('.lc-step-event').allInnerTexts()).toEqual(['Created', 'Paid', 'Request a refund', 'Approve the refund', 'Money back']);
    expect(await page.locator('.lc-step[data-event=APPROVE_REFUND] .lc-step-note').textContent()).toContain(REASON);
    // the drawing: exactly the taken arrows emphasised, each numbered; the current state outlined
    expect(await takenArrows()).toEqual(
      ['taken__afterSales__APPROVE_REFUND__refunding', 'taken__paid__REQUEST_REFUND__afterSales', 'taken__refunding__MONEY_BACK__refunded', 'taken__start__CREATE__unpaid', 'taken__unpaid__PAY__paid'],
    );
    expect(await page.locator('.lc-drawing g.lifecycle_taken path').first().getAttribute('stroke-width')).toBe('4');
    expect(await page.locator('.lc-drawing #current_state').count()).toBe(1);
    expect(await page.locator('.lc-drawing #current_state title').textContent()).toContain('refunded');
    const drawn = await page.locator('.lc-drawing svg').textContent();
    for (const mark of ['①', '②', '③', '④', '⑤']) expect(drawn).toContain(mark);
    expect(await page.locator('.st-page-subtitle').textContent()).toContain('Refunded, money back');
    await shot('en');

    // the drawing as a file
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en.entity.downloadSvg }).click()]);
    expect(file.suggestedFilename()).toBe(`lifecycle-goods_order-${refundedNo}.svg`);
    const svg = readFileSync(await file.path(), 'utf8');
    expect(svg).toContain('lifecycle_taken');
    // the print sheet: the console's frame is left out, drawing and path stay
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.st-nav').isVisible()).toBe(false);
    expect(await page.locator('.lc-drawing svg').isVisible()).toBe(true);
    expect(await page.locator('.lc-steps').isVisible()).toBe(true);
    const pdf = await page.pdf({ path: 'test-results/staff-lifecycle-print-en.pdf', format: 'A4', landscape: true, preferCSSPageSize: true });
    // one page (A4 landscape: 842 × 595 pt)
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[0 0 841\.9\d* 594\.9\d*\]/);
    await page.setViewportSize({ width: 1123, height: 794 });
    await shot('print-en');
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ media: 'screen' });
  });

  it('the same path in Simplified Chinese', async () => {
    await page.locator('.st-lang button', { hasText: '简体' }).click();
    await page.getByRole('heading', { name: cn.entity.title.replace('{{kind}}', cn.kind.goods_order).replace('{{number}}', refundedNo), level: 1 }).waitFor();
    await expect.poll(() => page.locator('.lc-step-event').allInnerTexts()).toEqual(['创建', '付款成功', '申请退款', '同意退款', '退款已到账']);
    expect((await steps())[3]).toEqual(['4', 'APPROVE_REFUND', `员工 · ${SHOP.username} (${staffCn.shell.role.shop})`]);
    expect((await steps())[1]![2]).toBe('支付服务商 · sandbox');
    await expect.poll(() => page.locator('.lc-drawing svg').textContent()).toContain('申请退款');
    expect(await takenArrows()).toHaveLength(5);
    expect(await page.locator('.lc-drawing #current_state').count()).toBe(1);
    await shot('cn');
    await page.locator('.st-lang button', { hasText: 'EN' }).click();
    await page.locator('.lc-step-event', { hasText: 'Created' }).first().waitFor();
  });

  it("an order's page links to its lifecycle: paid, then shipped by the shop manager", async () => {
    await go(`/orders/${shippedNo}`);
    await page.getByRole('link', { name: en.link, exact: true }).click();
    await page.locator('.lc-drawing svg').waitFor();
    expect((await steps()).map(([, event]) => event)).toEqual(['CREATE', 'PAY', 'SHIP']);
    expect((await steps())[2]![2]).toBe(`Staff · ${SHOP.username} (${staffEn.shell.role.shop})`);
    expect(await takenArrows()).toEqual(['taken__paid__SHIP__shipped', 'taken__start__CREATE__unpaid', 'taken__unpaid__PAY__paid']);
    expect(await page.locator('.lc-drawing #current_state title').textContent()).toContain('shipped');
  });

  it("the report of today: each transition's count and mean time, staff's transitions with reasons, as CSV", async () => {
    await go(`/lifecycle-report?from=${today()}&to=${today()}`);
    await page.getByRole('heading', { name: en.report.title, level: 1 }).waitFor();
    const staffTable = page.locator('.lc-report-block', { hasText: en.report.staff });
    await staffTable.locator('td', { hasText: REASON }).first().waitFor();
    // the order's approval and its refund request's (one decision, sent to both), and the shipping
    const staffRows = await staffTable.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
    const who = `${SHOP.username} · ${staffEn.shell.role.shop}`;
    expect(staffRows).toHaveLength(3);
    expect(staffRows.map((r) => [r[1], r[3]])).toEqual(expect.arrayContaining([[who, 'Approve'], [who, 'Approve the refund'], [who, 'Ship']]));
    // oldest first: the shipping came last
    expect(staffRows.at(-1)![3]).toBe('Ship');
    expect(staffRows.filter((r) => r[5] === REASON)).toHaveLength(2);
    const counts = page.locator('.lc-report-block', { hasText: en.report.transitions });
    const rows = await counts.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
    // lifecycle, from, transition, to, times, mean time
    expect(rows).toContainEqual(['Goods order', 'Unpaid', 'Paid', 'Paid', '2', expect.any(String)]);
    expect(rows).toContainEqual(['Goods order', 'Paid', 'Ship', 'Shipped', '1', expect.any(String)]);
    await shot('report-en');
    const [file] = await Promise.all([page.waitForEvent('download'), staffTable.locator('button[data-export=staff]').click()]);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.startsWith('\uFEFFtime,staff,role,kind,number,event,event_label,from,to,reason\r\n')).toBe(true);
    expect(csv).toContain(REASON);
  });
});
