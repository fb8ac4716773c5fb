import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../src/server/domain/bookings/visit-orders';
import { createStay } from '../../src/server/domain/stays/booking';
import { bookingApp, call, dayAhead, diningCategory, member, phoneWithCode, taken, visitCategory, type BookingApp } from './booking-helpers';
import { CREATE, call as stayCall, dayFromToday, guest, seededRooms, stayForm } from './stay-helpers';

/**
 * A booking form sends one `submit_token` per visit: a double click, or a resubmit after an
 * answer lost on the way, finds the booking the first submit made — one booking, places taken
 * once, the visit code used once — also when both submits arrive together.
 */
let t: BookingApp;
beforeAll(async () => {
  t = await bookingApp();
});
afterAll(async () => t.close());

const VISIT = '/cms/visit_order/getVisitOrder';
const DINNER = '/cms/catering/getCateringOrder';
const token = (n: number) => `resubmit-test-token-${String(n).padStart(4, '0')}`;
const bookingsOf = async (memberId: number) =>
  (await t.db.selectFrom('booking_orders').select('order_no').where('member_id', '=', memberId).execute()).map((row) => row.order_no);

describe('the same booking form submitted twice', () => {
  it('a visit: the second submit answers the first booking; places and code are taken once', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const date = dayAhead(6);
    const { phone, code } = await phoneWithCode(t.db, who.id);
    const form = { cate: cate.id, date, slot: '10:00', adults: 3, minors: 0, name: 'Li Hua', phone, code, submit_token: token(1) };
    const first = await call(t, VISIT, form, who.token);
    expect(first.code, first.msg).toBe(1);
    const again = await call(t, VISIT, form, who.token);
    expect(again.code, again.msg).toBe(1);
    expect(again.data).toMatchObject({ order_no: first.data.order_no, kind: 'visit', amount: first.data.amount, pay: first.data.pay });
    expect(again.data.order_time).toBeGreaterThan(86_000);
    expect(await bookingsOf(who.id)).toEqual([first.data.order_no]);
    expect(await taken(t.db, `visit:${cate.id}`, date, '10:00')).toBe(3);

    // a new visit of the form (a new id) is a new booking, and needs a new code
    const other = await call(t, VISIT, { ...form, submit_token: token(2) }, who.token);
    expect(other.code).toBe(0);
    expect(other.msg).toBe('This verification code has already been used, please request a new one');
  });

  it('a dinner: eight submits at the same moment make one booking', async () => {
    const who = await member(t.db);
    const cate = await diningCategory(t.db);
    const date = dayAhead(5);
    const form = { cate: cate.id, date, adults: 2, minors: 0, name: 'Li Hua', phone: '13800000007', submit_token: token(3) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(t, DINNER, form, who.token)));
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(1));
    expect(new Set(answers.map((a) => a.data.order_no)).size).toBe(1);
    expect(await bookingsOf(who.id)).toEqual([answers[0]!.data.order_no]);
    expect(await taken(t.db, `dining:${cate.id}`, date, '')).toBe(2);
  });

  it('a stay: the second submit answers the first stay, priced as it was, though its room is now gone', async () => {
    const who = await member(t.db);
    const { house } = await seededRooms(t.db);
    const [checkin, checkout] = [dayFromToday(20), dayFromToday(22)];
    const form = { ...stayForm(house.id, checkin, checkout, { adults: '2', rooms: String(house.amount) }), ...guest, submit_token: token(4) };
    const first = await stayCall(t.app, CREATE, form, who.token);
    expect(first.code, first.msg).toBe(1);
    const again = await stayCall(t.app, CREATE, form, who.token);
    expect(again.code, again.msg).toBe(1);
    const { order_time: firstTime, room: firstRoom, ...firstRest } = first.data;
    const { order_time: againTime, room: againRoom, ...againRest } = again.data;
    expect(againRest).toEqual(firstRest);
    expect(againRoom).toMatchObject({ id: firstRoom.id, name: firstRoom.name, nights: firstRoom.nights, total: firstRoom.total, amount: 0 });
    expect(againTime).toBeLessThanOrEqual(firstTime);
    expect(await bookingsOf(who.id)).toEqual([first.data.order_no]);
    // every unit of the house is taken by that one stay: a new form is refused
    const other = await stayCall(t.app, CREATE, { ...form, submit_token: token(5) }, who.token);
    expect(other.msg).toBe('This room is fully booked on one or more nights of your stay');
  });

  it("one member's id does not find another member's booking", async () => {
    const [a, b] = [await member(t.db), await member(t.db)];
    const cate = await diningCategory(t.db);
    const form = { cate: cate.id, date: dayAhead(9), adults: 1, minors: 0, name: 'Li Hua', phone: '13800000007', submit_token: token(6) };
    const first = await call(t, DINNER, form, a.token);
    const second = await call(t, DINNER, form, b.token);
    expect([first.code, second.code]).toEqual([1, 1]);
    expect(second.data.order_no).not.toBe(first.data.order_no);
  });

  it('refuses a malformed id with a message naming it, and books nothing', async () => {
    const who = await member(t.db);
    const cate = await diningCategory(t.db);
    const answer = await call(t, DINNER, { cate: cate.id, date: dayAhead(9), adults: 1, name: 'Li Hua', phone: '13800000007', submit_token: 'short' }, who.token);
    expect(answer.code).toBe(0);
    expect(answer.msg).toMatch(/submission/);
    expect(await bookingsOf(who.id)).toEqual([]);
  });
});

describe('two submits racing past the lookup', () => {
  it('the one that loses the unique index answers the booking the other made', async () => {
    const who = await member(t.db);
    const cate = await diningCategory(t.db);
    const date = dayAhead(11);
    const ask = { cate: cate.id, date, slot: '', adults: 2, minors: 0 };
    const guest = { name: 'Li Hua', phone: '13800000007', description: '' };
    const options = { codeKey: t.app.services.codes, validityS: 86_400, submitToken: token(7) };
    const answers = await Promise.all([
      createBooking(t.db, who.id, 'dining', ask, guest, options),
      createBooking(t.db, who.id, 'dining', ask, guest, options),
    ]);
    expect(answers.map((a) => a.ok)).toEqual([true, true]);
    const numbers = answers.map((a) => (a.ok ? a.value.order_no : ''));
    expect(numbers[1]).toBe(numbers[0]);
    expect(await bookingsOf(who.id)).toEqual([numbers[0]]);
    expect(await taken(t.db, `dining:${cate.id}`, date, '')).toBe(2);
  });

  it('a stay: the loser answers the stay the winner made, as it was priced', async () => {
    const who = await member(t.db);
    const { king } = await seededRooms(t.db);
    const input = { ...stayForm(king.id, dayFromToday(30), dayFromToday(31)), ...guest, room_id: king.id, adults: 2, rooms: 1, submit_token: token(8) };
    const now = new Date();
    const [a, b] = await Promise.all([createStay(t.db, who.id, input, 'en', now, { validityS: 86_400 }), createStay(t.db, who.id, input, 'en', now, { validityS: 86_400 })]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    if (!a.ok || !b.ok) return;
    expect(b.order.order_no).toBe(a.order.order_no);
    expect(b.order.amount).toBe(a.order.amount);
    expect(await bookingsOf(who.id)).toEqual([a.order.order_no]);
  });
});
