import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { quickMember, type TestApp } from './shop-helpers';
import { dayFromToday, everyRole, paidBooking, staffCall, type Roles } from './staff-work-helpers';

/** Bookings in the console: the calendar of places, the list and its filters, the detail and its buttons. */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  t = await testApp();
  staff = await everyRole(t);
});
afterAll(async () => t.close());

type Place = { slot: string; capacity: number; taken: number; remaining: number; closed: boolean; reason?: string };
type Resource = { resource: string; name: string; days: Array<{ date: string; places: Place[] }> };
const calendar = async (kind: string, from: string, days: number, lang = 'en') => {
  const answer = await staffCall<{ resources: Resource[] }>(t, staff.bookings, 'booking/calendar', { kind, from, days, lang });
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.resources;
};
const placesOf = (resources: Resource[], resource: string, date: string) => resources.find((r) => r.resource === resource)!.days.find((d) => d.date === date)!.places;

describe('the bookings calendar', () => {
  it('answers every resource of the kind, named in the language asked, with each day and slot', async () => {
    const day = dayFromToday(30);
    const visits = await calendar('visit', day, 3, 'tw');
    const tiers = await t.db.selectFrom('visit_categories').select(['id', 'timeslots']).orderBy('sort').orderBy('id').execute();
    expect(visits.map((r) => r.resource)).toEqual(tiers.map((tier) => `visit:${tier.id}`));
    expect(visits[0]!.name).toBe('標準參觀');
    expect(visits[0]!.days.map((d) => d.date)).toEqual([day, dayFromToday(31), dayFromToday(32)]);
    expect(visits[0]!.days[0]!.places.map((p) => p.slot)).toEqual(tiers[0]!.timeslots);
    expect(visits[0]!.days[0]!.places[0]).toEqual({ slot: tiers[0]!.timeslots[0], capacity: 20, taken: 0, remaining: 20, closed: false });
    const dining = await calendar('dining', day, 1);
    expect(dining.length).toBeGreaterThan(0);
    expect(dining.every((r) => r.resource.startsWith('dining:') && r.days[0]!.places.length === 1 && r.days[0]!.places[0]!.slot === '')).toBe(true);
    const rooms = await calendar('stay', day, 2);
    expect(rooms.map((r) => r.resource)).toContain('room:1');
    expect((await staffCall(t, staff.bookings, 'booking/calendar', { kind: 'spa', from: day })).msg).toBe('Unknown kind of booking');
    expect((await staffCall(t, staff.bookings, 'booking/calendar', { kind: 'visit', from: '2026-02-30' })).msg).toBe('The date is not valid');
  });

  it('counts the places a booking takes and shows a closing with its reason', async () => {
    const day = dayFromToday(33);
    const who = await quickMember(t);
    await paidBooking(t, who.id, 'visit', day, { slot: '10:00', qty: 3 });
    await paidBooking(t, who.id, 'stay', day, { nights: 2, qty: 1 });
    expect(placesOf(await calendar('visit', day, 1), 'visit:1', day)[0]).toEqual({ slot: '10:00', capacity: 20, taken: 3, remaining: 17, closed: false });
    const rooms = await calendar('stay', day, 3);
    expect([day, dayFromToday(34), dayFromToday(35)].map((d) => placesOf(rooms, 'room:1', d)[0]!.taken)).toEqual([1, 1, 0]);

    const closed = await staffCall(t, staff.bookings, 'booking/close', { resource: 'visit:1', date: day, slot: '11:00', reason: 'Private event' });
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.msg).toBe('Closed: members can no longer book it');
    const after = placesOf(await calendar('visit', day, 1), 'visit:1', day);
    expect(after.find((p) => p.slot === '11:00')).toEqual({ slot: '11:00', capacity: 20, taken: 0, remaining: 0, closed: true, reason: 'Private event' });
    expect(after.find((p) => p.slot === '10:00')).toEqual({ slot: '10:00', capacity: 20, taken: 3, remaining: 17, closed: false });
    const reopened = await staffCall(t, staff.bookings, 'booking/reopen', { resource: 'visit:1', date: day, slot: '11:00', reason: 'Event cancelled', lang: 'tw' });
    expect(reopened.msg).toBe('已重新開放預約');
    expect(placesOf(await calendar('visit', day, 1), 'visit:1', day).find((p) => p.slot === '11:00')).toEqual({ slot: '11:00', capacity: 20, taken: 0, remaining: 20, closed: false });
  });
});

describe('the bookings list and detail', () => {
  it('filters by kind, date, state and number, guest or phone; newest first', async () => {
    const day = dayFromToday(40);
    const who = await quickMember(t);
    const visit = await paidBooking(t, who.id, 'visit', day, { name: 'Wang_Fang', phone: '13911112222' });
    const dinner = await paidBooking(t, who.id, 'dining', day, { name: 'Zhao Lei' });
    const stay = await paidBooking(t, who.id, 'stay', dayFromToday(41), { name: 'Wang Wei', nights: 2 });
    const list = async (form: Record<string, string | number>) => {
      const answer = await staffCall(t, staff.bookings, 'booking/list', form);
      expect(answer.code, answer.msg).toBe(1);
      return answer.data.items.map((row: { order_no: string }) => row.order_no);
    };
    expect(await list({ date: day })).toEqual([dinner.orderNo, visit.orderNo]);
    expect(await list({ date: day, kind: 'visit' })).toEqual([visit.orderNo]);
    expect(await list({ q: 'wang' })).toEqual([stay.orderNo, visit.orderNo]);
    expect(await list({ q: 'Wang_' })).toEqual([visit.orderNo]);
    expect(await list({ q: '1391111' })).toEqual([visit.orderNo]);
    expect(await list({ q: stay.orderNo })).toEqual([stay.orderNo]);
    expect(await list({ date: day, state: 'paid' })).toEqual([dinner.orderNo, visit.orderNo]);
    expect(await list({ date: day, state: 'completed' })).toEqual([]);
    const [row] = (await staffCall(t, staff.bookings, 'booking/list', { q: stay.orderNo, lang: 'en' })).data.items;
    expect(row).toMatchObject({ kind: 'stay', resource: 'room:1', title: 'A stay', date: dayFromToday(41), until: dayFromToday(43), count: 1, guest: 'Wang Wei', state: 'paid', status: 1, member_id: who.id });
    const [visitRow] = (await staffCall(t, staff.auditor, 'booking/list', { q: visit.orderNo })).data.items;
    expect(visitRow).toMatchObject({ resource: 'visit:1', date: day, until: '10:00', count: 2, mobile: '139****2222', actions: [] });
    // the auditor sees the phone masked, so finds a guest by the whole number only
    const byAuditor = async (q: string) => (await staffCall(t, staff.auditor, 'booking/list', { q })).data.items.map((r: { order_no: string }) => r.order_no);
    expect(await byAuditor('1391111')).toEqual([]);
    expect(await byAuditor('13911112222')).toEqual([visit.orderNo]);
    expect((await staffCall(t, staff.bookings, 'booking/list', { state: 'lost' })).msg).toBe('Unknown state');
    expect((await staffCall(t, staff.bookings, 'booking/list', { kind: 'spa' })).msg).toBe('Unknown kind of booking');
    expect((await staffCall(t, staff.bookings, 'booking/list', { date: '2026-13-01' })).msg).toBe('The date is not valid');
  });

  it('answers a booking with its history, payments and the buttons of the role', async () => {
    const who = await quickMember(t);
    const booking = await paidBooking(t, who.id, 'visit', dayFromToday(42));
    const detail = await staffCall(t, staff.bookings, 'booking/detail', { order_no: booking.orderNo });
    expect(detail.code, detail.msg).toBe(1);
    expect(detail.data.booking).toMatchObject({ order_no: booking.orderNo, state: 'paid', mobile: '13900000001' });
    expect(detail.data.booking.actions).toEqual(['CHECK_IN', 'COMPLETE', 'NO_SHOW']);
    expect(detail.data.history.map((h: { event: string }) => h.event)).toEqual(['CREATE', 'PAY']);
    expect(detail.data.money_refunds).toEqual([]);
    expect((await staffCall(t, staff.auditor, 'booking/detail', { order_no: booking.orderNo })).data.booking.actions).toEqual([]);
    expect((await staffCall(t, staff.shop, 'booking/detail', { order_no: booking.orderNo })).status).toBe(403);
    expect((await staffCall(t, staff.bookings, 'booking/detail', { order_no: 'B0000NOPE' })).msg).toBe('There are no such orders');
  });
});
