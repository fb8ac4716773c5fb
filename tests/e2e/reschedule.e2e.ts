import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, estateDay, launch, PHONE } from './browser';
import { api, openPage, outboxCode, payBookingInSandbox, registerMember, uniqueMobile, type RegisteredMember } from './members';

/**
 * Issue 16, changing a booking's date: from a paid visit's detail in my visits, "Change date"
 * opens the visit calendar in its move mode; a day and a time are chosen, the change confirmed
 * in a dialog, and the new date is shown there and then in the booking's detail (the server's
 * booking moved with its places). The change dialog in cn, tw and en at 390 and 1440 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());


/** A paid visit for two, booked the way the form does it (SMS code from the outbox) and paid in the sandbox. */
async function paidVisit(member: RegisteredMember, date: string, slot: string): Promise<string> {
  const phone = uniqueMobile();
  expect((await api('/cms/visit_sms/sendSms', { phone, lang: 'en' }, member.token)).code).toBe(1);
  const code = await outboxCode(phone);
  const made = await api('/cms/visit_order/getVisitOrder', { cate: '1', date, slot, adults: '2', name: 'Wang Fang', phone, code, lang: 'en' }, member.token);
  expect(made.code, made.msg).toBe(1);
  await payBookingInSandbox(member.token, made.data.order_no);
  const info = await api('/cms/visit_order/getOrderInfo', { order_no: made.data.order_no, lang: 'en' }, member.token);
  expect(info.data.state).toBe('paid');
  return made.data.order_no as string;
}

/** A paid dinner for two (50 % now), booked and paid the same way. */
async function paidDinner(member: RegisteredMember, date: string): Promise<string> {
  const made = await api('/cms/catering/getCateringOrder', { cate: '1', date, adults: '2', name: 'Wang Fang', phone: uniqueMobile(), lang: 'en' }, member.token);
  expect(made.code, made.msg).toBe(1);
  await payBookingInSandbox(member.token, made.data.order_no);
  return made.data.order_no as string;
}

/** Shows the month holding `day` in the calendar (next month as often as needed), then picks the day and the time. */
async function pickDayAndTime(page: Page, day: string, slot: string) {
  await page.waitForSelector('.month-table button[data-day]');
  if ((await page.locator(`button[data-day="${day}"]`).count()) === 0) await page.click('.month-nav >> nth=1');
  await page.click(`button[data-day="${day}"]:not([aria-disabled="true"])`);
  await page.click(`button.slot[data-slot="${slot}"]:not([aria-disabled="true"])`);
}

describe('changing the date of a visit', () => {
  it('moves a paid visit to another day and time from its detail, in en, and shows the new date', async () => {
    const member = await registerMember();
    const [from, to] = [estateDay(5), estateDay(6)];
    const orderNo = await paidVisit(member, from, '10:00');
    const { context, page } = await openPage(browser, `/subscribeList?order_no=${orderNo}`, { member, viewport: DESKTOP });
    await page.waitForSelector(`[data-testid=booking-detail][data-order-no="${orderNo}"]`);
    await page.click('[data-testid=booking-move]');
    await page.waitForURL(new RegExp(`#/calendar\\?type=visit&cate=1&move=${orderNo}`));
    expect(await page.textContent('#calendar-title')).toBe('Change the date of your visit');
    expect(await page.textContent('[data-testid=reschedule-intro]')).toContain('at 10:00');

    await pickDayAndTime(page, to, '14:00');
    await page.click('button:has-text("Move to this time")');
    const dialog = page.locator('dialog.confirm-dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('.confirm-title').textContent()).toBe('Change the date?');
    expect(await dialog.locator('.confirm-body').textContent()).toMatch(/^From .+ 10:00 to .+ 14:00, for 2 people\.$/);
    await page.screenshot({ path: 'test-results/reschedule-en-1440-confirm-flow.png' });
    await dialog.locator('button.confirm-ok').click();

    const done = page.locator('[data-testid=reschedule-done]');
    await done.waitFor();
    expect(await done.locator('h2').textContent()).toBe('Your visit has a new date');
    expect(await done.textContent()).toContain('at 14:00');
    await page.screenshot({ path: 'test-results/reschedule-en-1440-done.png', fullPage: true });
    const info = await api('/cms/visit_order/getOrderInfo', { order_no: orderNo, lang: 'en' }, member.token);
    expect(info.data).toMatchObject({ date: to, slot: '14:00', state: 'paid', reschedules: 1 });

    // back in my visits, the booking's detail reads the new date and time
    await done.locator('a.button').click();
    await page.waitForSelector(`[data-testid=booking-detail][data-order-no="${orderNo}"]`);
    const when = await page.locator('[data-testid=booking-detail] .booking-facts').textContent();
    expect(when).toContain('14:00');
    expect(when).not.toContain('10:00');
    await context.close();
  });

  it('draws the change dialog in cn, tw and en at 390 and 1440 px (looked at), and "keep" leaves the booking as it was', async () => {
    const member = await registerMember();
    // days no other browser test books (booking-visit fills day 8 at 11:00)
    const orderNo = await paidVisit(member, estateDay(13), '11:00');
    const titles: Record<string, string> = { cn: '确认改期？', tw: '確認改期？', en: 'Change the date?' };
    for (const lang of ['cn', 'tw', 'en']) {
      for (const [size, viewport] of [['390', PHONE], ['1440', DESKTOP]] as const) {
        // the booking's detail offers "Change date"
        const { context, page } = await openPage(browser, `/subscribeList?order_no=${orderNo}`, { member, viewport, lang });
        await page.waitForSelector('[data-testid=booking-move]');
        await page.locator('[data-testid=booking-move]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/reschedule-${lang}-${size}-detail.png` });
        await page.click('[data-testid=booking-move]');
        await page.waitForSelector('[data-testid=reschedule-intro]');
        await page.screenshot({ path: `test-results/reschedule-${lang}-${size}-calendar.png`, fullPage: true });
        await pickDayAndTime(page, estateDay(14), '15:00');
        await page.click('.visit-slots button.stay-primary');
        const dialog = page.locator('dialog.confirm-dialog[open]');
        await dialog.waitFor();
        expect(await dialog.locator('.confirm-title').textContent()).toBe(titles[lang]);
        await page.screenshot({ path: `test-results/reschedule-${lang}-${size}-dialog.png` });
        await dialog.locator('button.button-ghost').click();
        await page.waitForSelector('dialog.confirm-dialog[open]', { state: 'detached' });
        await context.close();
      }
    }
    const info = await api('/cms/visit_order/getOrderInfo', { order_no: orderNo, lang: 'en' }, member.token);
    expect(info.data).toMatchObject({ date: estateDay(13), slot: '11:00', reschedules: 0 });
  });

  it('moves a paid dinner to another evening (en), and draws its form in cn, tw and en at 390 and 1440 px', async () => {
    const member = await registerMember();
    const [from, to] = [estateDay(6), estateDay(7)];
    const orderNo = await paidDinner(member, from);
    const titles: Record<string, string> = { cn: '更改用餐日期', tw: '更改用餐日期', en: 'Change the date of your dinner' };
    for (const lang of ['cn', 'tw', 'en']) {
      for (const [size, viewport] of [['390', PHONE], ['1440', DESKTOP]] as const) {
        const { context, page } = await openPage(browser, `/subscribeList?order_no=${orderNo}`, { member, viewport, lang });
        await page.click('[data-testid=booking-move]');
        await page.waitForURL(new RegExp(`#/calendar\\?type=dining&move=${orderNo}`));
        expect(await page.textContent('#calendar-title')).toBe(titles[lang]);
        await page.fill('#reschedule-date', to);
        await page.screenshot({ path: `test-results/reschedule-dinner-${lang}-${size}-form.png`, fullPage: true });
        await page.click('form.reschedule-evening button[type=submit]');
        const dialog = page.locator('dialog.confirm-dialog[open]');
        await dialog.waitFor();
        await page.screenshot({ path: `test-results/reschedule-dinner-${lang}-${size}-dialog.png` });
        if (lang === 'en' && size === '1440') {
          expect(await dialog.locator('.confirm-body').textContent()).toMatch(/^From .+ to .+, for 2 people\.$/);
          await dialog.locator('button.confirm-ok').click();
          const done = page.locator('[data-testid=reschedule-done]');
          await done.waitFor();
          expect(await done.locator('h2').textContent()).toBe('Your dinner has a new date');
        } else {
          await dialog.locator('button.button-ghost').click();
          await page.waitForSelector('dialog.confirm-dialog[open]', { state: 'detached' });
        }
        await context.close();
      }
    }
    const info = await api('/cms/visit_order/getOrderInfo', { order_no: orderNo, lang: 'en' }, member.token);
    expect(info.data).toMatchObject({ kind: 'dining', date: to, state: 'paid', pay: '388.00', reschedules: 1 });
  });
});
