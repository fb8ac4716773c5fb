import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAY_MAX_NIGHTS, stayNights, stayRangeError } from '../../src/contract/hotel';
import { testApp } from '../helpers/test-app';
import { member } from './payment-helpers';
import { CREATE, QUOTE, call, dayFromToday, guest, seededRooms, stayForm } from './stay-helpers';

/** The stay rules, checked on the server with their messages; a refused request changes nothing. */
let t: Awaited<ReturnType<typeof testApp>>;
let token: string;
let rooms: Awaited<ReturnType<typeof seededRooms>>;
beforeAll(async () => {
  t = await testApp();
  token = (await member(t.db)).token;
  rooms = await seededRooms(t.db);
});
afterAll(async () => t.close());

describe('date rules (shared with the browser)', () => {
  it('check-in from tomorrow, check-out after it, at most 14 nights, real dates', () => {
    expect(stayRangeError('2026-11-23', '2026-11-24', '2026-11-22')).toBeNull();
    expect(stayRangeError('2026-11-22', '2026-11-24', '2026-11-22')).toBe('stay.checkinTooSoon');
    expect(stayRangeError('2026-11-21', '2026-11-24', '2026-11-22')).toBe('stay.checkinPast');
    expect(stayRangeError('2026-11-24', '2026-11-24', '2026-11-22')).toBe('stay.checkoutBeforeCheckin');
    expect(stayRangeError('2026-11-24', '2026-11-23', '2026-11-22')).toBe('stay.checkoutBeforeCheckin');
    expect(stayRangeError('2026-11-23', '2026-12-07', '2026-11-22')).toBeNull(); // 14 nights
    expect(stayRangeError('2026-11-23', '2026-12-08', '2026-11-22')).toBe('stay.tooManyNights');
    expect(stayRangeError('2026-11-31', '2026-12-02', '2026-11-22')).toBe('stay.checkinInvalid');
    expect(stayRangeError('2026-11-23', 'tomorrow', '2026-11-22')).toBe('stay.checkoutInvalid');
    expect(stayRangeError('2027-06-01', '2027-06-02', '2026-11-22')).toBe('stay.checkinTooFar');
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(STAY_MAX_NIGHTS).toBe(14);
  });
});

describe('create refuses, with the message, and books nothing', () => {
  const cases: Array<[string, () => Record<string, string>, string]> = [
    ['check-in today', () => stayForm(rooms.king.id, dayFromToday(0), dayFromToday(2)), 'Villa stays must be booked at least one day ahead'],
    ['check-in in the past', () => stayForm(rooms.king.id, dayFromToday(-3), dayFromToday(2)), 'The check-in date has passed'],
    ['check-out = check-in', () => stayForm(rooms.king.id, dayFromToday(5), dayFromToday(5)), 'The check-out date must be after the check-in date'],
    ['15 nights', () => stayForm(rooms.king.id, dayFromToday(5), dayFromToday(20)), 'A stay can last at most 14 nights'],
    ['no adults', () => stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6), { adults: '0' }), 'Please enter between 1 and 20 adults'],
    ['adults missing', () => { const f = stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6)); delete (f as any).adults; return f; }, 'Please enter between 1 and 20 adults'],
    ['3 adults in one king room', () => stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6), { adults: '3' }), 'Too many adults for the rooms chosen: this room holds 2 per room'],
    ['no rooms', () => stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6), { rooms: '0' }), 'Please book between 1 and 5 rooms'],
    ['6 rooms', () => stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6), { rooms: '6' }), 'Please book between 1 and 5 rooms'],
    ['more rooms than free', () => stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6), { rooms: '3' }), 'Only 2 rooms of this kind are free for these dates'],
    ['an unknown room', () => stayForm(999_999, dayFromToday(5), dayFromToday(6)), 'This room does not exist'],
    ['a blank name', () => ({ ...stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6)), name: '   ' }), 'Please enter the guest name'],
    ['a long name', () => ({ ...stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6)), name: 'x'.repeat(31) }), 'The guest name can be at most 30 characters'],
    ['a bad phone', () => ({ ...stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6)), phone: '2380000000' }), 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)'],
    ['a long note', () => ({ ...stayForm(rooms.king.id, dayFromToday(5), dayFromToday(6)), description: 'x'.repeat(201) }), 'The note can be at most 200 characters'],
  ];
  it.each(cases)('%s', async (_name, form, message) => {
    const answer = await call(t.app, CREATE, { ...guest, ...form() }, token);
    expect(answer).toMatchObject({ code: 0, msg: message, data: null });
    expect(await t.db.selectFrom('booking_orders').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('booking_capacity').select('resource').execute()).toEqual([]);
  });

  it('a room staff took off sale is refused', async () => {
    await t.db.updateTable('hotel_rooms').set({ status: 0 }).where('id', '=', rooms.suite.id).execute();
    const answer = await call(t.app, QUOTE, stayForm(rooms.suite.id, dayFromToday(5), dayFromToday(6)));
    expect(answer.msg).toBe('This room is not open for booking');
    await t.db.updateTable('hotel_rooms').set({ status: 1 }).where('id', '=', rooms.suite.id).execute();
    expect((await call(t.app, QUOTE, stayForm(rooms.suite.id, dayFromToday(5), dayFromToday(6)))).code).toBe(1);
  });

  it('answers in the asked language', async () => {
    const form = { ...guest, ...stayForm(rooms.king.id, dayFromToday(0), dayFromToday(2)) };
    expect((await call(t.app, CREATE, { ...form, lang: 'tw' }, token)).msg).toBe('別墅入住需至少提前一天預訂');
    expect((await call(t.app, CREATE, { ...form, lang: 'cn' }, token)).msg).toBe('别墅入住需至少提前一天预订');
    expect((await call(t.app, CREATE, { ...form, rooms: '2', adults: '5', checkin: dayFromToday(3), checkout: dayFromToday(4), lang: 'tw' }, token)).msg).toBe(
      '所選房間數住不下這麼多成人：該房型每間最多2人',
    );
  });

  it('accepts the same form once the rules hold', async () => {
    const answer = await call(t.app, CREATE, { ...guest, ...stayForm(rooms.king.id, dayFromToday(1), dayFromToday(2)) }, token);
    expect(answer.code, answer.msg).toBe(1);
  });
});
