import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingOrderMachine } from '../../machines/booking-order.machine';
import { seedStays } from '../../src/server/db/seed/stays';
import { initialStatus } from '../../src/server/domain/machine-rules';
import { claimPlaces, closeDay } from '../../src/server/domain/bookings/capacity';
import { roomResource } from '../../src/server/domain/stays/booking';
import { testApp } from '../helpers/test-app';
import { member } from './payment-helpers';
import { HOUSE_LIST, QUOTE, call, dayFromToday, seededRooms, stayForm } from './stay-helpers';

/** The villa as a guest reads it: hotel info, rooms free for a range, and quotes. */
let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

describe('getHotel', () => {
  it('answers the hotel with its dictionary names in the asked language', async () => {
    const en = await call(t.app, '/cms/hotel/getHotel', { lang: 'en' });
    expect(en.code, en.msg).toBe(1);
    expect(en.data).toMatchObject({ name: 'The Cliffside Villa', checkin_time: '14:00', checkout_time: '12:00' });
    expect(en.data.facilities.map((f: any) => f.name)).toContain('Free Wi-Fi');
    expect(en.data.meal_options.map((f: any) => f.name)).toContain('Wine-pairing dinner');
    expect(en.data.business.map((f: any) => f.name)).toContain('Cellar tasting');
    expect(en.data.facilities_ids).toEqual(en.data.facilities.map((f: any) => f.id));
    expect(en.data.images[0]).toMatch(/^\/media\/demo\/[a-z-]+\.svg$/);
    expect(en.data.must_read).toContain('<p>Check-in from 14:00');
    const tw = await call(t.app, '/cms/hotel/getHotel', { lang: 'tw' });
    expect(tw.data.name).toBe('崖畔別墅');
    expect(tw.data.facilities.map((f: any) => f.name)).toContain('免費無線網路');
    const cn = await call(t.app, '/cms/hotel/getHotel', { lang: 'cn' });
    expect(cn.data.business.map((f: any) => f.name)).toContain('管家服务');
  });

  it('the seed is idempotent: a second run adds nothing', async () => {
    const before = await t.db.selectFrom('hotel_rooms').select('id').execute();
    expect(before).toHaveLength(4);
    expect(await t.db.transaction().execute((trx) => seedStays(trx))).toBe(false);
    expect(await t.db.selectFrom('hotel_rooms').select('id').execute()).toHaveLength(4);
    expect(await t.db.selectFrom('hotels').select('id').execute()).toHaveLength(1);
  });
});

describe('getHotelHouseList', () => {
  it('lists rooms with their labels resolved and prices per night', async () => {
    const { king } = await seededRooms(t.db);
    // a Thursday and a Friday night: base then weekend price
    let start = 20;
    while (new Date(`${dayFromToday(start)}T00:00:00Z`).getUTCDay() !== 4) start++;
    const answer = await call(t.app, HOUSE_LIST, { checkin: dayFromToday(start), checkout: dayFromToday(start + 2), adults: '2' });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.night_count).toBe(2);
    expect(answer.data.list).toHaveLength(4);
    const room = answer.data.list.find((r: any) => r.id === king.id);
    expect(room).toMatchObject({
      name: 'Sea-view king room', layout: 'King room', floor: 'First floor', labels: ['Sea view', 'Quiet'], landscape: ['Bohai Sea'],
      number: 2, amount: 2, price: '1288.00', weekend_price: '1588.00', total: '2876.00', rooms_needed: 1, checkin_time: '14:00',
    });
    expect(room.nights).toEqual([
      { day: dayFromToday(start), price: '1288.00', dollar_price: '179.00' },
      { day: dayFromToday(start + 1), price: '1588.00', dollar_price: '219.00' },
    ]);
    expect(room.bathroom).toEqual(['Private bathroom', 'Organic toiletries', 'Hair dryer']);
  });

  it('leaves out a room sold out or closed on any night of the range, but not outside it', async () => {
    const { house, suite } = await seededRooms(t.db);
    const owner = await member(t.db);
    // an order row to hang the claim on: the house (1 unit) is taken for night +31
    const order = await t.db
      .insertInto('booking_orders')
      .values({
        order_no: 'BTESTHOUSE31', member_id: owner.id, kind: 'stay', ...initialStatus(bookingOrderMachine), ref_id: house.id, amount_fen: 1, pay_fen: 1, dollar_cents: 1,
        title: JSON.stringify({ cn: 'x', tw: 'x', en: 'x' }), image: '', name: 'x', phone: '13800000000', description: '',
        adults: 2, minors: 0, rooms: 1, start_at: new Date(), end_at: null, details: '{}', expires_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const took = await t.db.transaction().execute((trx) =>
      claimPlaces(trx, order.id, [{ resource: roomResource(house.id), day: dayFromToday(31), slot: '', qty: 1, defaultCapacity: house.amount }]),
    );
    expect(took).toBe(true);
    await closeDay(t.db, roomResource(suite.id), dayFromToday(33), [''], 2);
    const ids = async (from: number, to: number) =>
      (await call(t.app, HOUSE_LIST, { checkin: dayFromToday(from), checkout: dayFromToday(to), adults: '2' })).data.list.map((r: any) => r.id);
    expect(await ids(30, 33)).not.toContain(house.id); // contains night 31
    expect(await ids(31, 32)).not.toContain(house.id);
    expect(await ids(32, 34)).toContain(house.id); // after it
    expect(await ids(29, 31)).toContain(house.id); // checks out the morning of 31
    expect(await ids(32, 34)).not.toContain(suite.id); // closed night 33
    expect(await ids(30, 33)).toContain(suite.id);
    expect((await call(t.app, QUOTE, stayForm(house.id, dayFromToday(30), dayFromToday(33)))).msg).toBe(
      'This room is fully booked on one or more nights of your stay',
    );
  });

  it('keeps only rooms that hold the adults in at most five rooms', async () => {
    const { house, king, suite } = await seededRooms(t.db);
    const list = (await call(t.app, HOUSE_LIST, { checkin: dayFromToday(40), checkout: dayFromToday(41), adults: '5' })).data.list;
    const byId = new Map(list.map((r: any) => [r.id, r]));
    expect(byId.has(house.id)).toBe(false); // one house of 4 guests
    expect(byId.has(king.id)).toBe(false); // would need 3 rooms of 2 guests; there are 2
    expect(byId.get(suite.id)).toMatchObject({ rooms_needed: 2, amount: 2 });
    const many = await call(t.app, HOUSE_LIST, { checkin: dayFromToday(40), checkout: dayFromToday(41), adults: '11' });
    expect(many.data.list).toEqual([]); // no kind has enough free rooms for 11 guests
  });

  it('refuses a bad range with its message', async () => {
    const bad = (form: Record<string, string>) => call(t.app, HOUSE_LIST, { adults: '2', ...form });
    expect((await bad({ checkin: dayFromToday(0), checkout: dayFromToday(2) })).msg).toBe('Villa stays must be booked at least one day ahead');
    expect((await bad({ checkin: dayFromToday(3), checkout: dayFromToday(3) })).msg).toBe('The check-out date must be after the check-in date');
    expect((await bad({ checkin: dayFromToday(3), checkout: dayFromToday(18) })).msg).toBe('A stay can last at most 14 nights');
    expect((await bad({ checkin: '2026-02-30', checkout: dayFromToday(3) })).msg).toBe('Please choose a check-in date');
    expect((await bad({ checkin: dayFromToday(3), checkout: dayFromToday(4), adults: '0' })).msg).toBe('Please enter between 1 and 20 adults');
  });
});
