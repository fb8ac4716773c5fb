import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPlaces, placeKey, releaseClaims, remainingPlaces, reopen, setCapacity, closeDay } from '../../src/server/domain/bookings/capacity';
import { BookingFullError, createBookingOrder, type NewBooking } from '../../src/server/domain/bookings/create';
import { bookingApp, call, dayAhead, member, phoneWithCode, taken, visitCategory, type BookingApp } from './booking-helpers';

/** Capacity is never exceeded (issue 6 quality bar), on PGlite and on PostgreSQL (DATABASE_URL). */
let t: BookingApp;
let who: { id: number; token: string };
beforeAll(async () => {
  // one member makes every booking here: the unpaid-hold caps (tests/server/hold-caps.test.ts) are
  // set out of the way, so that the places themselves are the limit under test
  t = await bookingApp({ HOLD_MAX_PLACES_PER_SLOT: '10000', HOLD_MAX_ROOMS_PER_NIGHT: '1000' });
  who = await member(t.db);
});
afterAll(async () => t.close());

const countOf = async (resource: string) =>
  Number((await t.db.selectFrom('booking_claims').select((eb) => eb.fn.sum<number>('qty').as('n')).where('resource', '=', resource).executeTakeFirstOrThrow()).n ?? 0);

describe('100 concurrent bookings', () => {
  it('a visit slot with 20 places takes exactly 20 one-person bookings', async () => {
    const cate = await visitCategory(t.db, false);
    const date = dayAhead(10);
    const codes = [];
    for (let i = 0; i < 100; i++) codes.push(await phoneWithCode(t.db, who.id));
    const answers = await Promise.all(
      codes.map(({ phone, code }) => call(t, '/cms/visit_order/getVisitOrder', { cate: cate.id, date, slot: '10:00', adults: 1, name: 'Guest', phone, code }, who.token)),
    );
    const ok = answers.filter((a) => a.code === 1);
    expect(ok).toHaveLength(20);
    expect(new Set(answers.filter((a) => a.code !== 1).map((a) => a.msg))).toEqual(new Set(['Not enough places left for this time, please choose another']));
    expect(await taken(t.db, `visit:${cate.id}`, date, '10:00')).toBe(20);
    expect(await countOf(`visit:${cate.id}`)).toBe(20);
    const rows = await t.db.selectFrom('booking_orders').select('id').where('kind', '=', 'visit').where('start_at', '=', new Date(`${date}T10:00:00+08:00`)).execute();
    expect(rows).toHaveLength(20);
    const calendar = await call(t, '/cms/member/visit/getCalendar', { cate: cate.id, date });
    expect(calendar.data.timeslots.find((s: any) => s.time === '10:00')).toMatchObject({ time_number: 20, number: 0, is_expire: 0, closed: false });
    expect(calendar.data.days.find((d: any) => d.date === date)).toMatchObject({ number: 60, open: true });
  });

  it('a room with 3 left on one night takes exactly 3 stays', async () => {
    const night = '2031-03-01';
    const stay = (i: number): NewBooking => ({
      memberId: who.id, kind: 'stay', refId: 9, amountFen: 100_000, dollarCents: 14_000, title: { cn: '房', tw: '房', en: 'Room' },
      name: `Guest ${i}`, phone: '13900000000', adults: 2, rooms: 1, startAt: new Date('2031-03-01T06:00:00Z'), endAt: new Date('2031-03-02T04:00:00Z'),
      claims: [{ resource: 'room:9', day: night, slot: '', qty: 1, defaultCapacity: 3 }], validityS: 86_400,
    });
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => t.db.transaction().execute((trx) => createBookingOrder(trx, stay(i)))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => r.reason instanceof BookingFullError)).toBe(true);
    expect(await taken(t.db, 'room:9', night, '')).toBe(3);
    expect(await t.db.selectFrom('booking_orders').select('id').where('ref_id', '=', 9).where('kind', '=', 'stay').execute()).toHaveLength(3);
  });
});

describe('claims', () => {
  it('are all or nothing: a full second night leaves the first untouched', async () => {
    const [one, two] = ['2031-04-01', '2031-04-02'];
    await setCapacity(t.db, 'room:7', two, '', 0);
    const claims = [one, two].map((day) => ({ resource: 'room:7', day, slot: '', qty: 1, defaultCapacity: 2 }));
    const made = await t.db.transaction().execute(async (trx) => {
      const order = await createBookingOrder(trx, {
        memberId: who.id, kind: 'stay', refId: 7, amountFen: 1, dollarCents: 1, title: { cn: '', tw: '', en: '' }, name: 'x', phone: '13900000000',
        adults: 1, startAt: new Date(), claims: claims.slice(0, 1), validityS: 86_400,
      });
      // a second claim in the same transaction: refused as a whole, nothing half-taken
      expect(await claimPlaces(trx, order.id, claims)).toBe(false);
      return order;
    });
    expect(await taken(t.db, 'room:7', one, '')).toBe(1);
    expect(await taken(t.db, 'room:7', two, '')).toBe(0);
    await t.db.transaction().execute(async (trx) => {
      expect(await releaseClaims(trx, made.id)).toBe(1);
      expect(await releaseClaims(trx, made.id)).toBe(0);
    });
    expect(await taken(t.db, 'room:7', one, '')).toBe(0);
  });

  it('remaining places follow capacity changes and closing; never below zero', async () => {
    const day = '2031-05-01';
    const before = await remainingPlaces(t.db, 'visit:77', [day], 20, ['10:00', '11:00']);
    expect(before.get(placeKey(day, '10:00'))).toEqual({ capacity: 20, taken: 0, remaining: 20, closed: false });
    await t.db.transaction().execute(async (trx) => {
      const order = await createBookingOrder(trx, {
        memberId: who.id, kind: 'visit', refId: 77, amountFen: 1, dollarCents: 1, title: { cn: '', tw: '', en: '' }, name: 'x', phone: '13900000000',
        adults: 5, startAt: new Date(), claims: [{ resource: 'visit:77', day, slot: '10:00', qty: 5, defaultCapacity: 20 }], validityS: 86_400,
      });
      expect(order.orderNo).toMatch(/^B\d{14}\d{6}$/);
    });
    await setCapacity(t.db, 'visit:77', day, '10:00', 3);
    expect((await remainingPlaces(t.db, 'visit:77', [day], 20, ['10:00'])).get(placeKey(day, '10:00'))).toMatchObject({ capacity: 3, taken: 5, remaining: 0 });
    await closeDay(t.db, 'visit:77', day, ['10:00', '11:00'], 20);
    expect((await remainingPlaces(t.db, 'visit:77', [day], 20, ['11:00'])).get(placeKey(day, '11:00'))).toMatchObject({ remaining: 0, closed: true });
    expect(await reopen(t.db, 'visit:77', day, '11:00')).toBe(1);
    expect((await remainingPlaces(t.db, 'visit:77', [day], 20, ['11:00'])).get(placeKey(day, '11:00'))).toMatchObject({ remaining: 20, closed: false });
  });
});

describe('dining seats', () => {
  it('count people per evening and show what is left', async () => {
    const dinner = await t.db.selectFrom('catering_categories').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const date = dayAhead(12);
    const book = (adults: number) => call(t, '/cms/catering/getCateringOrder', { cate: dinner.id, date, adults, name: 'Guest', phone: '13900000009' }, who.token);
    expect((await book(10)).code).toBe(1);
    expect((await book(7)).msg).toBe('Not enough places left for this time, please choose another');
    expect((await book(6)).code).toBe(1);
    const list = await call(t, '/cms/catering/getCateringCate', { date });
    expect(list.data.find((c: any) => c.id === dinner.id)).toMatchObject({ amount: 16, number: 0 });
  });
});
