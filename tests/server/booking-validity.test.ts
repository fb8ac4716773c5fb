import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estateMs } from '../../src/contract/booking';
import { createBooking, quoteBooking } from '../../src/server/domain/bookings/visit-orders';
import { sweepBookingsOnce } from '../../src/server/jobs/expire-bookings';
import { bookingApp, bookingOf, bookVisit, call, dayAhead, diningCategory, historyOf, member, phoneWithCode, taken, visitCategory, type BookingApp } from './booking-helpers';
import { CREATE, QUOTE, dayFromToday, guest, seededRooms, stayForm } from './stay-helpers';

/**
 * Every unpaid booking is payable for the configured ORDER_VALIDITY_S — stays as much as visits
 * and dinners — and never past its own start: a same-day visit booked at night must be paid
 * before it begins, and the sweeper closes it then.
 */
const VALIDITY_S = 60;
let t: BookingApp;
beforeAll(async () => {
  t = await bookingApp({ ORDER_VALIDITY_S: String(VALIDITY_S) });
});
afterAll(async () => t.close());

/** 'YYYY-MM-DD HH:mm:ss' on the estate's clock → ms. */
const estateText = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const HOUR = 3_600_000;

describe(`with ORDER_VALIDITY_S=${VALIDITY_S}`, () => {
  it('a villa stay is payable for 60 s, quoted and created, as a visit and a dinner are', async () => {
    const who = await member(t.db);
    const { king } = await seededRooms(t.db);
    const form = stayForm(king.id, dayFromToday(20), dayFromToday(21));
    const before = Date.now();
    const quote = await call(t, QUOTE, form);
    const after = Date.now();
    expect(quote.code, quote.msg).toBe(1);
    // the server's clock is read between `before` and `after`, and pay_by is cut to the second
    expect(estateText(quote.data.pay_by) - before).toBeGreaterThan((VALIDITY_S - 2) * 1000);
    expect(estateText(quote.data.pay_by) - after).toBeLessThanOrEqual(VALIDITY_S * 1000);

    const created = await call(t, CREATE, { ...form, ...guest, submit_token: 'booking-validity-stay-0001' }, who.token);
    expect(created.code, created.msg).toBe(1);
    expect(created.data.order_time).toBeGreaterThan(VALIDITY_S - 2);
    expect(created.data.order_time).toBeLessThanOrEqual(VALIDITY_S);
    const row = await bookingOf(t.db, created.data.order_no);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan((VALIDITY_S + 2) * 1000);
    expect(estateText(created.data.pay_by)).toBe(Math.floor(row.expires_at.getTime() / 1000) * 1000);
    const listed = await call(t, '/cms/hotel_order/getOrderList', {}, who.token);
    expect(listed.data.list.find((b: { order_no: string }) => b.order_no === created.data.order_no).order_time).toBeLessThanOrEqual(VALIDITY_S);

    const cate = await visitCategory(t.db, false);
    const visit = await bookVisit(t, who, { cate: cate.id, date: dayAhead(12, cate.weekdays), slot: cate.timeslots[0]! });
    expect(visit.code, visit.msg).toBe(1);
    expect(visit.data.order_time).toBeLessThanOrEqual(VALIDITY_S);
    const dinner = await diningCategory(t.db);
    const dined = await call(t, '/cms/catering/getCateringOrder', { cate: dinner.id, date: dayAhead(12), adults: 2, name: 'Li Hua', phone: '13800000001' }, who.token);
    expect(dined.code, dined.msg).toBe(1);
    expect(dined.data.order_time).toBeLessThanOrEqual(VALIDITY_S);
  });
});

describe('a booking is payable until its own start at the latest', () => {
  it('a same-day visit at its slot booked 8 h 30 min before must be paid by the slot; the sweeper closes it then, places back', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const date = dayAhead(15, cate.weekdays);
    const slot = cate.timeslots[0]!;
    const startMs = estateMs(date, slot);
    const bookedAt = startMs - 8.5 * HOUR;
    const ask = { cate: cate.id, date, slot, adults: 2, minors: 0 };
    const validityS = 86_400;

    // the quote says so before anything is booked
    const quote = await quoteBooking(t.db, 'visit', ask, 'en', validityS, bookedAt);
    expect(quote).toMatchObject({ ok: true, value: { pay_by: `${date} ${slot}:00` } });

    const { phone, code } = await phoneWithCode(t.db, who.id);
    const created = await createBooking(t.db, who.id, 'visit', ask, { name: 'Li Hua', phone, description: '' }, { codeKey: t.app.services.codes, code, validityS, nowMs: bookedAt });
    if (!created.ok) throw new Error(created.key);
    expect(created.value.order_time).toBe(8.5 * 3600);
    const row = await bookingOf(t.db, created.value.order_no);
    expect(row.expires_at.getTime()).toBe(startMs);

    // a second before the visit: still unpaid, its places held
    await sweepBookingsOnce(t.db, undefined, new Date(startMs - 1000));
    expect(await bookingOf(t.db, row.order_no)).toMatchObject({ status: 0 });
    expect(await taken(t.db, `visit:${cate.id}`, date, slot)).toBe(2);

    // the visit begins: closed as expired, through the machine, places back
    await sweepBookingsOnce(t.db, undefined, new Date(startMs + 1000));
    expect(await bookingOf(t.db, row.order_no)).toMatchObject({ status: 3, closed_reason: 'expired' });
    expect(await taken(t.db, `visit:${cate.id}`, date, slot)).toBe(0);
    expect((await historyOf(t.db, row.id)).at(-1)).toMatchObject({ from_status: 0, to_status: 3, event: 'EXPIRE', actor: 'timer:expire-orders' });
    expect((await call(t, '/api/member/visit_order/payOrder', { order_no: row.order_no, method: 'sandbox' }, who.token)).msg).toBe('Order timeout!');
  });

  it('booked days ahead, the validity is the deadline, not the start', async () => {
    const cate = await visitCategory(t.db, false);
    const date = dayAhead(15, cate.weekdays);
    const slot = cate.timeslots[0]!;
    const bookedAt = estateMs(date, slot) - 72 * HOUR;
    const quote = await quoteBooking(t.db, 'visit', { cate: cate.id, date, slot, adults: 1, minors: 0 }, 'en', 86_400, bookedAt);
    if (!quote.ok) throw new Error(quote.key);
    expect(estateText(quote.value.pay_by)).toBe(bookedAt + 86_400_000);
  });
});
