import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, estateDay, launch, PHONE } from './browser';
import { api, openPage, payBookingInSandbox, registerMember, uniqueMobile, type RegisteredMember } from './members';

/**
 * Issue 16, changing the dates of a villa stay: from a paid stay's detail in my stays, "Change
 * dates" opens the stay's date grid in its move mode; a new check-in day is chosen (the same
 * nights follow it), the change confirmed in the dialog, and the new dates are shown there and
 * then in the stay's detail. The screens in cn, tw and en at 390 and 1440 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The first Monday at least `days` from today: Monday to Wednesday nights all cost the weekday price. */
function mondayFrom(days: number): number {
  let n = days;
  while (weekday(estateDay(n)) !== 1) n++;
  return n;
}

/** A paid two-night stay in the first room kind (the sea-view king room), booked by the call the form uses and paid in the sandbox. */
async function paidStay(member: RegisteredMember, checkin: string, checkout: string): Promise<string> {
  const made = await api('/cms/hotel_order/getHotelOrder', { room_id: '1', checkin, checkout, adults: '2', rooms: '1', name: 'Wang Fang', phone: uniqueMobile(), lang: 'en' }, member.token);
  expect(made.code, made.msg).toBe(1);
  await payBookingInSandbox(member.token, made.data.order_no);
  const info = await api('/cms/visit_order/getOrderInfo', { order_no: made.data.order_no, lang: 'en' }, member.token);
  expect(info.data.state).toBe('paid');
  return made.data.order_no as string;
}

describe('changing the dates of a villa stay', () => {
  it('moves a paid stay one night later from its detail in en (the new dates shown), and draws the screens in cn, tw and en at 390 and 1440 px', async () => {
    const member = await registerMember();
    // nights no other browser test books (they use days up to 41), whatever today's weekday
    const mon = mondayFrom(42);
    const [from, to, out, newOut] = [estateDay(mon), estateDay(mon + 1), estateDay(mon + 2), estateDay(mon + 3)];
    const orderNo = await paidStay(member, from, out);
    const titles: Record<string, string> = { cn: '更改入住日期', tw: '更改入住日期', en: 'Change the dates of your stay' };
    for (const lang of ['cn', 'tw', 'en']) {
      for (const [size, viewport] of [['390', PHONE], ['1440', DESKTOP]] as const) {
        const { context, page } = await openPage(browser, `/stayList?order_no=${orderNo}`, { member, viewport, lang });
        await page.waitForSelector('[data-testid=stay-move]');
        await page.locator('[data-testid=stay-move]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/stay-reschedule-${lang}-${size}-detail.png` });
        await page.click('[data-testid=stay-move]');
        await page.waitForURL(new RegExp(`#/calendar\\?type=stay&move=${orderNo}`));
        expect(await page.textContent('#calendar-title')).toBe(titles[lang]);
        await page.waitForSelector('.month-table button[data-day]');
        for (let month = 0; month < 3 && (await page.locator(`button[data-day="${to}"]`).count()) === 0; month++) await page.click('.month-nav >> nth=1');
        await page.click(`button[data-day="${to}"]:not([aria-disabled="true"])`);
        const chosen = (await page.textContent('[data-testid=checkin]')) ?? '';
        await page.screenshot({ path: `test-results/stay-reschedule-${lang}-${size}-calendar.png`, fullPage: true });
        await page.click('.stay-reschedule button.stay-primary');
        const dialog = page.locator('dialog.confirm-dialog[open]');
        await dialog.waitFor();
        await page.screenshot({ path: `test-results/stay-reschedule-${lang}-${size}-dialog.png` });
        if (lang === 'en' && size === '1440') {
          expect(await dialog.locator('.confirm-body').textContent()).toMatch(/^From .+ – .+ to .+ – .+, for 1 room\.$/);
          await dialog.locator('button.confirm-ok').click();
          const done = page.locator('[data-testid=reschedule-done]');
          await done.waitFor();
          expect(await done.locator('h2').textContent()).toBe('Your stay has new dates');
          await page.screenshot({ path: `test-results/stay-reschedule-${lang}-${size}-done.png`, fullPage: true });
          // back in my stays, the detail reads the new check-in and check-out
          await done.locator('a.button').click();
          await page.waitForSelector('[data-testid=stay-detail-panel]');
          const facts = await page.locator('[data-testid=stay-detail-panel] .stay-detail-list').textContent();
          expect(facts).toContain(`${chosen} 14:00`);
          await page.screenshot({ path: `test-results/stay-reschedule-${lang}-${size}-after.png` });
        } else {
          await dialog.locator('button.button-ghost').click();
          await page.waitForSelector('dialog.confirm-dialog[open]', { state: 'detached' });
        }
        await context.close();
      }
    }
    const info = await api('/cms/visit_order/getOrderInfo', { order_no: orderNo, lang: 'en' }, member.token);
    expect(info.data).toMatchObject({ kind: 'stay', date: to, start_at: `${to} 14:00:00`, end_at: `${newOut} 12:00:00`, state: 'paid', reschedules: 1 });
  });
});
