import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, baseURL, DESKTOP, estateDay, launch, newPage, PHONE } from './browser';
import { api, registerMember, withSession, type RegisteredMember } from './members';

/**
 * Issue 16 in the browser: the villa's room list prices the party before booking (3 adults in
 * king rooms: 2 rooms and their total, repeated on the booking screen as rooms × nights); a party
 * too large is told plainly (25 adults refused as typed on the calendar, the dates' maximum on
 * the room list); "Getting there" with the map links of each language; a booking's .ics saved
 * from its detail for its member and refused to another. The room list and the villa page (with
 * its map links) at 390 and 1440 px in cn, tw and en go to test-results/villa-party/.
 */
const SHOTS = 'test-results/villa-party';
const LANGS = ['cn', 'tw', 'en'] as const;
let browser: Browser;
let member: RegisteredMember;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  member = await registerMember();
});
afterAll(async () => browser?.close());

const checkin = estateDay(30);
const checkout = estateDay(32);
const yuanOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function open(page: Page, lang: string, route: string) {
  await page.goto(`/?lang=${lang}#${route}`);
  await appReady(page);
}

/** The seeded sea-view king room (2 adults a room) and its one-room price for the range, from the API. */
async function kingRoom() {
  const answer = await api('/cms/hotel/getHotelHouseList', { checkin, checkout, adults: '2', lang: 'en' });
  expect(answer.code, answer.msg).toBe(1);
  const king = answer.data.list.find((room: any) => room.name === 'Sea-view king room');
  expect(king.number).toBe(2);
  return { id: king.id as number, oneRoom: king.nights.reduce((sum: number, night: any) => sum + Number(night.price), 0) as number };
}

describe('the villa party', () => {
  it('3 adults: the room list says 2 king rooms and their total before booking; the booking screen repeats rooms × nights', async () => {
    const king = await kingRoom();
    const words = {
      cn: { party: '3位成人 · 需2间房', tooLarge: '所选日期最多可入住6位成人' },
      tw: { party: '3位成人 · 需2間房', tooLarge: '所選日期最多可入住6位成人' },
      en: { party: '2 rooms for 3 adults', tooLarge: 'At most 6 adults can stay on these dates' },
    };
    for (const viewport of [PHONE, DESKTOP]) {
      for (const lang of LANGS) {
        // a page per language: the chosen language is remembered by the browser
        const { context, page } = await newPage(browser, viewport);
        await withSession(page, member);
        await open(page, lang, `/houseList?checkin=${checkin}&checkout=${checkout}&adults=3`);
        const card = `[data-testid=room-card][data-room="${king.id}"]`;
        await page.waitForSelector(card);
        expect((await page.textContent(`${card} [data-testid=room-party]`))!.trim()).toBe(words[lang].party);
        expect(yuanOf((await page.textContent(`${card} [data-testid=room-total]`))!)).toBe(2 * king.oneRoom);
        await page.screenshot({ path: `${SHOTS}/${viewport.width}-${lang}-room-list.png`, fullPage: true });

        // more adults than any room kind takes on these dates: said with the maximum, not "no room free"
        await open(page, lang, `/houseList?checkin=${checkin}&checkout=${checkout}&adults=25`);
        await page.waitForSelector('[data-testid=rooms-too-large]');
        expect(await page.textContent('[data-testid=rooms-too-large] h2')).toBe(words[lang].tooLarge);
        expect(await page.$('[data-testid=room-card]')).toBeNull();
        // its own way back to the calendar, and not a second one in the header
        expect(await page.locator('[data-testid=rooms-too-large] a').count()).toBe(1);
        expect(await page.locator('.rooms-hero a').count()).toBe(0);
        await page.screenshot({ path: `${SHOTS}/${viewport.width}-${lang}-too-large.png`, fullPage: true });
        await context.close();
      }
    }

    // booking the king rooms: the same total, why two rooms, and rooms × nights
    const { context, page } = await newPage(browser, DESKTOP);
    await withSession(page, member);
    await open(page, 'en', `/houseList?checkin=${checkin}&checkout=${checkout}&adults=3`);
    await page.click(`[data-testid=room-card][data-room="${king.id}"] [data-testid=room-book]`);
    await page.waitForURL(/#\/settledInfo\?.*rooms=2/);
    await page.waitForSelector('[data-testid=quote-total]');
    expect(yuanOf((await page.textContent('[data-testid=quote-total]'))!)).toBe(2 * king.oneRoom);
    expect(await page.textContent('[data-testid=quote-why]')).toBe('A room of this kind holds up to 2 adults: 3 adults need 2 rooms.');
    expect(await page.textContent('[data-testid=quote-breakdown]')).toBe('2 rooms × 2 nights');
    expect(await page.$$eval('[data-testid=quote-night] .stay-quote-each', (cells) => cells.map((c) => c.textContent))).toEqual([
      expect.stringMatching(/ × 2 rooms$/),
      expect.stringMatching(/ × 2 rooms$/),
    ]);
    await page.screenshot({ path: `${SHOTS}/1440-en-settle.png`, fullPage: true });
    await context.close();
  });

  it('the calendar keeps 25 adults as typed and refuses to search, saying the limit', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await withSession(page, member);
    await open(page, 'en', `/calendar?type=stay&checkin=${checkin}&checkout=${checkout}&adults=2`);
    await page.fill('#stay-adults', '25');
    await page.waitForSelector('[data-testid=adults-problem]');
    expect(await page.textContent('[data-testid=adults-problem]')).toBe('At most 20 adults can stay in one booking (five rooms); for a larger group, please call us');
    expect(await page.inputValue('#stay-adults')).toBe('25');
    expect(await page.getAttribute('#stay-adults', 'aria-invalid')).toBe('true');
    await page.click('button:has-text("Show available rooms")');
    await page.waitForTimeout(300);
    expect(page.url()).toContain('#/calendar');
    await page.screenshot({ path: `${SHOTS}/390-en-calendar-25.png`, fullPage: true });
    await context.close();
    const cn = await newPage(browser, PHONE);
    await withSession(cn.page, member);
    await open(cn.page, 'cn', `/calendar?type=stay&checkin=${checkin}&checkout=${checkout}&adults=25`);
    await cn.page.waitForSelector('[data-testid=adults-problem]');
    expect(await cn.page.textContent('[data-testid=adults-problem]')).toBe('单次预订最多可入住20位成人（五间房）；更大的团体请致电我们');
    await cn.page.screenshot({ path: `${SHOTS}/390-cn-calendar-25.png`, fullPage: true });
    await cn.context.close();
  });
});

describe('getting there', () => {
  it('the villa page shows the directions and the map links of the language: Amap and Baidu in cn, Apple and Google in tw, Google in en', async () => {
    const expected = { cn: ['amap', 'baidu'], tw: ['apple', 'google'], en: ['google'] };
    const hosts = { amap: 'uri.amap.com', baidu: 'api.map.baidu.com', apple: 'maps.apple.com', google: 'www.google.com' };
    for (const viewport of [PHONE, DESKTOP]) {
      for (const lang of LANGS) {
        const { context, page } = await newPage(browser, viewport);
        await open(page, lang, '/hotelInfo');
        await page.waitForSelector('[data-testid=getting-there] [data-testid=map-link]');
        const links = await page.$$eval('[data-testid=map-link]', (as) => as.map((a) => ({ provider: a.getAttribute('data-provider')!, href: (a as HTMLAnchorElement).href, target: a.getAttribute('target') })));
        expect(links.map((l) => l.provider)).toEqual(expected[lang]);
        for (const link of links) {
          expect(new URL(link.href).hostname).toBe(hosts[link.provider as keyof typeof hosts]);
          expect(link.target).toBe('_blank');
        }
        expect(await page.textContent('[data-testid=getting-there]')).toContain(lang === 'en' ? 'Penglai railway station' : lang === 'cn' ? '蓬莱站' : '蓬萊站');
        await page.screenshot({ path: `${SHOTS}/${viewport.width}-${lang}-villa-getting-there.png`, fullPage: true });
        await context.close();
      }
    }
    // the visit and restaurant pages show them too
    const { context, page } = await newPage(browser, DESKTOP);
    for (const route of ['/visitBooking', '/restaurant']) {
      await open(page, 'cn', route);
      await page.waitForSelector('[data-testid=getting-there] [data-testid=map-link][data-provider=amap]');
    }
    await context.close();
  });

  it('a booking’s detail saves its .ics for its member; another member’s token gets 404', async () => {
    const king = await kingRoom();
    const made = await api(
      '/cms/hotel_order/getHotelOrder',
      { room_id: String(king.id), checkin: estateDay(40), checkout: estateDay(41), adults: '2', rooms: '1', name: 'Li Hua', phone: '13800000000', description: '', lang: 'en' },
      member.token,
    );
    expect(made.code, made.msg).toBe(1);
    const orderNo = made.data.order_no as string;

    const { context, page } = await newPage(browser, DESKTOP);
    await withSession(page, member);
    await open(page, 'en', `/stayList?order_no=${orderNo}`);
    await page.waitForSelector('[data-testid=stay-detail-panel] [data-testid=calendar-file]');
    expect(await page.textContent('[data-testid=stay-detail-panel] [data-testid=getting-there]')).toContain('Getting there');
    await page.screenshot({ path: `${SHOTS}/1440-en-stay-detail.png`, fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=calendar-file]')]);
    expect(download.suggestedFilename()).toBe(`${orderNo}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`UID:${orderNo}@bookings.penglai-cliffside.example\r\n`);
    expect(ics).toContain(`DTSTART;TZID=Asia/Shanghai:${estateDay(40).replace(/-/g, '')}T140000\r\n`);
    await context.close();

    const other = await registerMember();
    const status = async (token: string) =>
      (await fetch(`${baseURL()}/api/member/booking/calendar.ics?order_no=${orderNo}&lang=en`, { headers: { token } })).status;
    expect(await status(member.token)).toBe(200);
    expect(await status(other.token)).toBe(404);
  });
});
