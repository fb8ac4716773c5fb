import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingOrderMachine } from '../../machines/booking-order.machine';
import { claimPlaces } from '../../src/server/domain/bookings/capacity';
import { initialStatus } from '../../src/server/domain/machine-rules';
import { roomResource } from '../../src/server/domain/stays/booking';
import { testApp } from '../helpers/test-app';
import { member } from './payment-helpers';
import { CREATE, HOUSE_LIST, QUOTE, call, dayFromToday, guest, seededRooms, stayForm } from './stay-helpers';

/**
 * The party before booking (issue 16): the room list says, for the adults asked, how many rooms
 * of each kind they need and what they pay together, and the quote the booking screen shows
 * agrees; a party larger than the dates can take gets that maximum, never a smaller party.
 * Expected totals are worked out here from the seeded price table, not by the code under test.
 */
let t: Awaited<ReturnType<typeof testApp>>;
let rooms: Awaited<ReturnType<typeof seededRooms>>;
beforeAll(async () => {
  t = await testApp();
  rooms = await seededRooms(t.db);
});
afterAll(async () => t.close());

/** A Thursday at least `from` days ahead: its night is a weekday one, the Friday night after it a weekend one. */
function thursdayFrom(from: number): number {
  let offset = from;
  while (new Date(`${dayFromToday(offset)}T00:00:00Z`).getUTCDay() !== 4) offset++;
  return offset;
}
const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('the room list prices the party', () => {
  it('3 adults in sea-view king rooms (2 a room): 2 rooms, both nights, the party total — and the quote agrees', async () => {
    const start = thursdayFrom(50);
    const range = { checkin: dayFromToday(start), checkout: dayFromToday(start + 2) };
    const { king } = rooms;
    // by hand: a Thursday night at the base price, a Friday night at the weekend price, two rooms
    const oneRoom = king.price_fen + king.weekend_price_fen!;
    expect(king.number).toBe(2);
    const answer = await call(t.app, HOUSE_LIST, { ...range, adults: '3' });
    expect(answer.code, answer.msg).toBe(1);
    const room = answer.data.list.find((r: any) => r.id === king.id);
    expect(room).toMatchObject({ rooms_needed: 2, total: yuan(oneRoom), party_total: yuan(2 * oneRoom) });
    expect(yuan(2 * oneRoom)).toBe('5752.00'); // 2 × (1288 + 1588)

    const quote = await call(t.app, QUOTE, stayForm(king.id, range.checkin, range.checkout, { adults: '3', rooms: '2' }));
    expect(quote.code, quote.msg).toBe(1);
    expect(quote.data).toMatchObject({ rooms: 2, adults: 3, night_count: 2, amount: room.party_total, pay: room.party_total });
    expect(quote.data.nights.map((n: any) => n.price)).toEqual([yuan(2 * king.price_fen), yuan(2 * king.weekend_price_fen!)]);
    expect(quote.data.room.party_total).toBe(room.party_total);
  });

  it('one room for a party it holds: the party total is the room total', async () => {
    const start = thursdayFrom(57);
    const answer = await call(t.app, HOUSE_LIST, { checkin: dayFromToday(start), checkout: dayFromToday(start + 1), adults: '3' });
    const suite = answer.data.list.find((r: any) => r.id === rooms.suite.id);
    expect(suite).toMatchObject({ number: 3, rooms_needed: 1, total: yuan(rooms.suite.price_fen), party_total: yuan(rooms.suite.price_fen) });
  });
});

describe('a party too large is told the most the dates take', () => {
  // by hand from the seed: at most five rooms of one kind, each holding `number` adults
  const largest = () => Math.max(...rooms.rows.map((r) => Math.min(r.amount, 5) * r.number));

  it('25 adults: no room, and the dates’ maximum instead of a smaller party', async () => {
    expect(largest()).toBe(6); // two suites of three
    const range = { checkin: dayFromToday(70), checkout: dayFromToday(72) };
    const answer = await call(t.app, HOUSE_LIST, { ...range, adults: '25' });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ adults: 25, max_adults: 6, list: [] });
    const six = await call(t.app, HOUSE_LIST, { ...range, adults: '6' });
    expect(six.data.max_adults).toBe(6);
    expect(six.data.list.map((r: any) => r.id)).toEqual([rooms.suite.id]);
    expect((await call(t.app, HOUSE_LIST, { ...range, adults: '7' })).data).toMatchObject({ max_adults: 6, list: [] });
  });

  it('the maximum follows what is taken: with both suites booked for a night, four adults', async () => {
    const owner = await member(t.db);
    const order = await t.db
      .insertInto('booking_orders')
      .values({
        order_no: 'BTESTSUITES80', member_id: owner.id, kind: 'stay', ...initialStatus(bookingOrderMachine), ref_id: rooms.suite.id, amount_fen: 1, pay_fen: 1,
        dollar_cents: 1, title: JSON.stringify({ cn: 'x', tw: 'x', en: 'x' }), image: '', name: 'x', phone: '13800000000', description: '',
        adults: 6, minors: 0, rooms: 2, start_at: new Date(), end_at: null, details: '{}', expires_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const took = await t.db.transaction().execute((trx) =>
      claimPlaces(trx, order.id, [{ resource: roomResource(rooms.suite.id), day: dayFromToday(81), slot: '', qty: 2, defaultCapacity: rooms.suite.amount }]),
    );
    expect(took).toBe(true);
    // left: two king rooms (4), two twin rooms (4), the house (4)
    const answer = await call(t.app, HOUSE_LIST, { checkin: dayFromToday(80), checkout: dayFromToday(82), adults: '5' });
    expect(answer.data).toMatchObject({ max_adults: 4, list: [] });
    expect((await call(t.app, HOUSE_LIST, { checkin: dayFromToday(82), checkout: dayFromToday(83), adults: '5' })).data.max_adults).toBe(6);
  });

  it('a booking of more than 20 adults is refused with the plain reason, in each language, and books nothing', async () => {
    const { id, token } = await member(t.db);
    const form = { ...stayForm(rooms.suite.id, dayFromToday(90), dayFromToday(91), { adults: '21', rooms: '5' }), ...guest };
    expect((await call(t.app, QUOTE, form)).msg).toBe('At most 20 adults can stay in one booking (five rooms); for a larger group, please call us');
    expect((await call(t.app, CREATE, { ...form, lang: 'cn' }, token)).msg).toBe('单次预订最多可入住20位成人（五间房）；更大的团体请致电我们');
    expect((await call(t.app, CREATE, { ...form, lang: 'tw' }, token)).msg).toBe('單次預訂最多可入住20位成人（五間房）；更大的團體請致電我們');
    expect((await call(t.app, QUOTE, { ...form, adults: '0' })).msg).toBe('Please enter between 1 and 20 adults');
    expect(await t.db.selectFrom('booking_orders').select('id').where('member_id', '=', id).execute()).toEqual([]);
  });
});
