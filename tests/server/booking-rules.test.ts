import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estateMs } from '../../src/contract/booking';
import { addDays, estateDay } from '../../src/server/domain/bookings/estate-days';
import { checkDining, checkVisit } from '../../src/server/domain/bookings/rules';
import { staffClose } from '../../src/server/domain/bookings/staff';
import { bookingApp, bookVisit, call, dayAhead, diningCategory, member, phoneWithCode, visitCategory, type BookingApp } from './booking-helpers';

/** The server's booking rules, each bound with its message (issue 6 quality bar). */
let t: BookingApp;
let who: { id: number; token: string };
let standard: Awaited<ReturnType<typeof visitCategory>>;
let team: Awaited<ReturnType<typeof visitCategory>>;
beforeAll(async () => {
  t = await bookingApp();
  who = await member(t.db);
  standard = await visitCategory(t.db, false);
  team = await visitCategory(t.db, true);
});
afterAll(async () => t.close());

const quote = (form: Record<string, string | number>) => call(t, '/cms/visit_order/getPayment', { slot: '10:00', adults: 1, ...form }, who.token);
const dinner = (form: Record<string, string | number>) => call(t, '/cms/catering/getPayment', { adults: 2, ...form }, who.token);
const bookings = async () => Number((await t.db.selectFrom('booking_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('visit rules', () => {
  it('quotes a valid visit: per person, all due now', async () => {
    const date = dayAhead(3);
    const answer = await quote({ cate: standard.id, date, adults: 2, minors: 1 });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ cate: standard.id, date, slot: '10:00', people: 3, unit_price: '188.00', amount: '564.00', pay: '564.00', balance: '0.00', remaining: 20 });
  });

  it.each([
    [{ cate: 999_999 }, 'This category cannot be booked at the moment'],
    [{ cate: 'x' }, 'Please choose what you would like to book'],
    [{ date: '2026-2-1' }, 'Please choose a date'],
    [{ date: '2026-02-30' }, 'Please choose a date'],
    [{ slot: '' }, 'Please choose a time slot'],
    [{ slot: '12:00' }, 'This time slot does not exist for this category'],
    [{ adults: 0 }, 'At least one adult is required'],
    [{ adults: '' }, 'At least one adult is required'],
    [{ minors: 'two' }, 'Please enter a valid number of people'],
    [{ adults: 21 }, 'At most 20 people per booking; please contact us for larger groups'],
    [{ adults: 15, minors: 6 }, 'At most 20 people per booking; please contact us for larger groups'],
  ])('refuses %j: %s', async (over, message) => {
    const answer = await quote({ cate: standard.id, date: dayAhead(3), ...over });
    expect(answer).toMatchObject({ code: 0, msg: message });
  });

  it('needs 12 or more people for the team tier, and at most 60', async () => {
    const date = dayAhead(3, team.weekdays);
    expect((await quote({ cate: team.id, date, adults: 11 })).msg).toBe('The team tier needs 12 or more people');
    expect((await quote({ cate: team.id, date, adults: 6, minors: 6 })).code).toBe(1);
    expect((await quote({ cate: team.id, date, adults: 61 })).msg).toBe('At most 60 people per booking; please contact us for larger groups');
    expect((await quote({ cate: team.id, date, adults: 60 })).data).toMatchObject({ people: 60, amount: '11280.00' });
  });

  it('refuses past days, days beyond the window and weekdays the category does not run', async () => {
    const today = estateDay(Date.now());
    expect((await quote({ cate: standard.id, date: addDays(today, -1) })).msg).toBe('This date has passed, please choose another');
    expect((await quote({ cate: standard.id, date: addDays(today, 91) })).msg).toBe('Bookings open 90 days ahead');
    const premium = (await t.db.selectFrom('visit_categories').selectAll().execute()).find((c) => c.weekdays.join() === '0,5,6')!;
    expect((await quote({ cate: premium.id, date: dayAhead(3, [1]) })).msg).toBe('This category does not run on that day of the week');
    expect((await quote({ cate: premium.id, date: dayAhead(3, [6]) })).code).toBe(1);
  });

  it('refuses a slot that has begun (checked at a given instant)', async () => {
    const day = dayAhead(3);
    const ask = { cate: standard.id, date: day, slot: '10:00', adults: 1, minors: 0 };
    expect(await checkVisit(t.db, ask, estateMs(day, '10:30'))).toEqual({ ok: false, key: 'booking.slotExpired' });
    expect((await checkVisit(t.db, { ...ask, slot: '11:00' }, estateMs(day, '10:30'))).ok).toBe(true);
  });

  it('refuses a day staff closed, and more people than places left', async () => {
    const date = dayAhead(5);
    await staffClose(t.db, { id: 1, username: 'host', role: 'bookings', ip: '127.0.0.1' }, { resource: `visit:${standard.id}`, day: date, slot: '14:00' }, 'Private event');
    expect((await quote({ cate: standard.id, date, slot: '14:00' })).msg).toBe('We are closed on that day, please choose another');
    expect((await quote({ cate: standard.id, date, slot: '15:00' })).code).toBe(1);
    await t.db.insertInto('booking_capacity').values({ resource: `visit:${standard.id}`, day: date, slot: '15:00', capacity: 2, taken: 1 }).execute();
    expect((await quote({ cate: standard.id, date, slot: '15:00', adults: 2 })).msg).toBe('Not enough places left for this time, please choose another');
  });
});

describe('visit booking form', () => {
  it('checks name, phone, code and description, and changes nothing when refused', async () => {
    const before = await bookings();
    const date = dayAhead(4);
    const { phone, code } = await phoneWithCode(t.db, who.id);
    const form = { cate: standard.id, date, slot: '11:00', adults: 1, name: 'Li Hua', phone, code };
    const create = (over: Record<string, string | number>) => call(t, '/cms/visit_order/getVisitOrder', { ...form, ...over }, who.token);
    expect((await create({ name: '   ' })).msg).toBe('Please enter the name');
    expect((await create({ name: 'x'.repeat(31) })).msg).toBe('The name is too long');
    expect((await create({ phone: '2380000000' })).msg).toBe('Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)');
    expect((await create({ code: '' })).msg).toBe('Please enter the verification code');
    expect((await create({ code: code === '000000' ? '000001' : '000000' })).msg).toBe('Verification code incorrect');
    expect((await create({ description: 'x'.repeat(201) })).msg).toBe('The description is too long (at most 200 characters)');
    expect((await create({ adults: 0 })).msg).toBe('At least one adult is required');
    expect(await bookings()).toBe(before);
    // the code checked by checkCaptcha still books
    expect((await call(t, '/cms/visit_order/checkCaptcha', { phone, code }, who.token)).code).toBe(1);
    const made = await create({});
    expect(made.code, made.msg).toBe(1);
    expect(made.data).toMatchObject({ entity: 'booking', kind: 'visit', amount: '188.00', pay: '188.00', order_time: 86_400 });
    // used up by the booking
    expect((await create({})).msg).toBe('This verification code has already been used, please request a new one');
  });

  it('answers bad input with a message, never a 500, and needs a member', async () => {
    const answer = await postFormRaw({ cate: '1', date: "2026-01-01'; drop table booking_orders;--", adults: '1e9', minors: '-1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().code).toBe(0);
    expect((await call(t, '/cms/visit_order/getVisitOrder', { cate: standard.id })).code).toBe(401);
    expect((await call(t, '/cms/visit_order/getPayment', { adults: '3', minors: '2', cate: standard.id, date: dayAhead(3), slot: '10:00', extra: 'x' }, who.token)).code).toBe(1);
    expect((await bookVisit(t, who, { cate: standard.id, date: dayAhead(3), slot: '10:00', adults: 99_999 })).code).toBe(0);
  });
});

async function postFormRaw(form: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/cms/visit_order/getVisitOrder', headers: { 'content-type': 'application/x-www-form-urlencoded', token: who.token }, payload: new URLSearchParams(form).toString() });
}

describe('dining rules', () => {
  it('quotes a dinner: 50 % now, the balance at the table', async () => {
    const cate = await diningCategory(t.db);
    const answer = await dinner({ cate: cate.id, date: dayAhead(3), adults: 2, minors: 1 });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ people: 3, amount: '1164.00', pay: '582.00', balance: '582.00', slot: '', remaining: 40 });
  });

  it('needs 48 hours ahead, at least one adult and at most 20 guests', async () => {
    const cate = await diningCategory(t.db);
    expect((await dinner({ cate: cate.id, date: dayAhead(1) })).msg).toBe('Dinners must be booked at least 48 hours ahead');
    expect((await dinner({ cate: cate.id, date: dayAhead(0) })).msg).toBe('Dinners must be booked at least 48 hours ahead');
    expect((await dinner({ cate: cate.id, date: dayAhead(-1) })).msg).toBe('This date has passed, please choose another');
    expect((await dinner({ cate: cate.id, date: dayAhead(3), adults: 0, minors: 2 })).msg).toBe('At least one adult is required');
    expect((await dinner({ cate: cate.id, date: dayAhead(3), adults: 18, minors: 3 })).msg).toBe('At most 20 people per booking; please contact us for larger groups');
    const day = dayAhead(5);
    const ask = { cate: cate.id, date: day, slot: '', adults: 2, minors: 0 };
    expect((await checkDining(t.db, ask, estateMs(day, '18:00') - 48 * 3_600_000)).ok).toBe(true);
    expect(await checkDining(t.db, ask, estateMs(day, '18:00') - 48 * 3_600_000 + 1)).toEqual({ ok: false, key: 'booking.diningLeadTime' });
  });

  it('books a dinner without an SMS code', async () => {
    const cate = await diningCategory(t.db);
    const answer = await call(t, '/cms/catering/getCateringOrder', { cate: cate.id, date: dayAhead(4), adults: 2, name: 'Wang Lu', phone: '13900000001' }, who.token);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ kind: 'dining', amount: '776.00', pay: '388.00', dollar_pay: '54.00' });
  });
});
