import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estateMs } from '../../src/contract/booking';
import { visitCalendar } from '../../src/server/domain/bookings/catalog';
import { seedBookings } from '../../src/server/db/seed/bookings';
import { bookingApp, call, dayAhead, visitCategory, type BookingApp } from './booking-helpers';

/** The visit and catering catalogs and the visit calendar (spec §3 Bookings), in cn / tw / en. */
let t: BookingApp;
beforeAll(async () => {
  t = await bookingApp();
});
afterAll(async () => t.close());

describe('catalogs', () => {
  it('visit info and the four categories, in each language', async () => {
    const en = await call(t, '/cms/member/visit/getVisit', {});
    expect(en.data).toMatchObject({ title: 'Visit Penglai Cliffside Estate', phone: '0535-5660188' });
    expect((await call(t, '/cms/member/visit/getVisit', { lang: 'tw' })).data.title).toBe('蓬萊崖畔酒莊參觀');
    const cates = (await call(t, '/cms/member/visit/getVisitCate', { lang: 'cn' })).data;
    expect(cates.map((c: any) => [c.price, c.team, c.min_people])).toEqual([['188.00', 0, 1], ['388.00', 0, 1], ['688.00', 0, 1], ['188.00', 1, 12]]);
    expect(cates[0]).toMatchObject({ name: '标准参观', timeslot: ['10:00', '11:00', '14:00', '15:00'], time_number: 20, dollar_price: '26.00' });
    expect(cates[0].attentionjson[0]).toContain('15 分钟');
  });

  it('catering info and categories, with seats left on a date', async () => {
    const info = await call(t, '/cms/catering/getCatering', { lang: 'en' });
    expect(info.data).toMatchObject({ title: 'The Cliffside Restaurant', dinnertime: '18:00' });
    const cates = await call(t, '/cms/catering/getCateringCate', { date: dayAhead(5), lang: 'tw' });
    expect(cates.data).toHaveLength(3);
    expect(cates.data[0]).toMatchObject({ name: '酒莊套餐', price: '388.00', amount: 40, number: 40, switch: 1 });
  });

  it('seeding twice adds nothing', async () => {
    expect(await t.db.transaction().execute((trx) => seedBookings(trx))).toBe(false);
    expect(await t.db.selectFrom('visit_categories').select('id').execute()).toHaveLength(4);
  });
});

describe('visit calendar', () => {
  it('shows a month of days: open only on days the category runs, within the window', async () => {
    const team = await visitCategory(t.db, true);
    const date = dayAhead(20);
    const answer = await call(t, '/cms/member/visit/getCalendar', { cate: team.id, month: date.slice(0, 7) });
    expect(answer.data.timeslots).toEqual([]);
    for (const day of answer.data.days) expect(day.open).toBe(team.weekdays.includes(day.week) && day.date >= dayAhead(0) && day.date <= dayAhead(90));
    const open = answer.data.days.find((d: any) => d.open);
    expect(open.number).toBe(240);
    expect((await call(t, '/cms/member/visit/getCalendar', { cate: 99_999 })).msg).toBe('This category cannot be booked at the moment');
    expect((await call(t, '/cms/member/visit/getCalendar', { cate: team.id, month: '2026-13' })).data.days).toEqual([]);
  });

  it('marks the slots of a day that have begun as expired', async () => {
    const cate = await visitCategory(t.db, false);
    const day = dayAhead(2);
    const calendar = await visitCalendar(t.db, cate, day.slice(0, 7), day, estateMs(day, '11:00'));
    expect(calendar.timeslots.map((s) => [s.time, s.is_expire])).toEqual([['10:00', 1], ['11:00', 1], ['14:00', 0], ['15:00', 0]]);
    expect(calendar.days.find((d) => d.date === day)).toMatchObject({ number: 40, open: true });
  });
});
