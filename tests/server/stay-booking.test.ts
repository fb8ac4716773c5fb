import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../helpers/test-app';
import { member, paymentApp, type PaymentApp } from './payment-helpers';
import { CREATE, QUOTE, call, dayFromToday, guest, seededRooms, stayForm } from './stay-helpers';

/** Booking a villa stay end to end: quote, create (nights claimed), pay in the sandbox; and no overbooking. */
let t: PaymentApp;
beforeAll(async () => {
  t = await paymentApp();
});
afterAll(async () => t.close());

const bookingOf = (orderNo: string) => t.db.selectFrom('booking_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const taken = (resource: string) =>
  t.db.selectFrom('booking_capacity').select(['day', 'capacity', 'taken']).where('resource', '=', resource).orderBy('day').execute();

describe('a two-night stay', () => {
  it('is quoted, booked with every night claimed, and paid with the sandbox provider', async () => {
    const { suite } = await seededRooms(t.db);
    const payer = await member(t.db);
    const [checkin, checkout] = [dayFromToday(10), dayFromToday(12)];
    const form = stayForm(suite.id, checkin, checkout, { adults: '4', rooms: '2' });

    const quote = await call(t.app, QUOTE, form);
    expect(quote.code, quote.msg).toBe(1);
    expect(quote.data).toMatchObject({ night_count: 2, rooms: 2, adults: 4, checkin_at: `${checkin} 14:00`, checkout_at: `${checkout} 12:00` });
    const nightFen = (day: string) => ([5, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? suite.weekend_price_fen! : suite.price_fen);
    const totalFen = (nightFen(checkin) + nightFen(dayFromToday(11))) * 2;
    expect(quote.data.amount).toBe((totalFen / 100).toFixed(2));
    expect(quote.data.pay).toBe(quote.data.amount);

    const created = await call(t.app, CREATE, { ...form, ...guest }, payer.token);
    expect(created.code, created.msg).toBe(1);
    expect(created.msg).toBe('Your stay is booked; please pay within the valid time');
    expect(created.data).toMatchObject({ entity: 'booking', kind: 'stay', amount: quote.data.amount, order_time: 86_400 });
    const row = await bookingOf(created.data.order_no);
    expect(row).toMatchObject({ kind: 'stay', status: 0, member_id: payer.id, ref_id: suite.id, amount_fen: totalFen, pay_fen: totalFen, adults: 4, rooms: 2, name: 'Li Hua', phone: '13800000000' });
    expect(new Date(row.start_at).toISOString()).toBe(new Date(`${checkin}T06:00:00Z`).toISOString()); // 14:00 China time
    expect(new Date(row.end_at!).toISOString()).toBe(new Date(`${checkout}T04:00:00Z`).toISOString()); // 12:00 China time
    expect((row.details as any).nights.map((n: any) => n.day)).toEqual([checkin, dayFromToday(11)]);
    expect((await taken(`room:${suite.id}`)).map((r) => r.taken)).toEqual([2, 2]);
    // both suites are now gone for those nights
    expect((await call(t.app, QUOTE, stayForm(suite.id, dayFromToday(11), dayFromToday(13)))).msg).toBe(
      'This room is fully booked on one or more nights of your stay',
    );

    const start = await postForm(t.app, '/api/member/payment/payOrder', { entity: 'booking', order_no: created.data.order_no, method: 'sandbox', lang: 'en' }, { token: payer.token });
    const started = start.json() as any;
    expect(started.code, started.msg).toBe(1);
    const approve = await t.app.inject({
      method: 'POST', url: `/dev/pay/${started.data.out_trade_no}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve&hl=en',
    });
    expect(approve.statusCode).toBe(303);
    const paid = await bookingOf(created.data.order_no);
    expect(paid.status).toBe(1);
    expect(paid.paid_at).not.toBeNull();
    const history = await t.db.selectFrom('status_history').select(['from_status', 'to_status', 'event']).where('entity', '=', 'booking').where('entity_id', '=', row.id).execute();
    expect(history).toContainEqual({ from_status: 0, to_status: 1, event: 'PAY' });
  });

  it('needs a signed-in member and changes nothing otherwise', async () => {
    const { king } = await seededRooms(t.db);
    const answer = await postForm(t.app, CREATE, { ...stayForm(king.id, dayFromToday(10), dayFromToday(12)), ...guest, lang: 'en' });
    expect(answer.statusCode).toBe(401);
    expect(await taken(`room:${king.id}`)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('100 concurrent bookings of a room with 1 unit at one night get exactly 1', async () => {
    const { house } = await seededRooms(t.db);
    expect(house.amount).toBe(1);
    const guests = await Promise.all(Array.from({ length: 10 }, () => member(t.db)));
    const night = [dayFromToday(20), dayFromToday(21)];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => call(t.app, CREATE, { ...stayForm(house.id, night[0]!, night[1]!), ...guest }, guests[i % 10]!.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1)) {
      expect(refused.msg).toBe('This room is fully booked on one or more nights of your stay');
    }
    expect(await taken(`room:${house.id}`)).toMatchObject([{ capacity: 1, taken: 1 }]);
    const orders = await t.db.selectFrom('booking_orders').select('id').where('kind', '=', 'stay').where('ref_id', '=', house.id).execute();
    expect(orders).toHaveLength(1);
  });
});
