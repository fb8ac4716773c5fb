import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESCHEDULE_MAX } from '../../src/contract/booking';
import { applyBookingEvent } from '../../src/server/domain/bookings/apply-event';
import { setCapacity } from '../../src/server/domain/bookings/capacity';
import { BookingFullError } from '../../src/server/domain/bookings/create';
import { createSession } from '../../src/server/plugins/auth';
import { staffSession } from './aftersales-helpers';
import { bookingApp, bookingOf, bookVisit, call, dayAhead, diningCategory, member, taken, visitCategory, type BookingApp } from './booking-helpers';
import { staffCall } from './staff-work-helpers';
import { addDays } from '../../src/server/domain/bookings/estate-days';
import { CREATE, guest, seededRooms, stayForm } from './stay-helpers';

/**
 * Changing a booking's date or slot (RESCHEDULE, issue 16): the new places are taken and the old
 * ones given back in one transaction, within the free-cancellation deadline, at most
 * RESCHEDULE_MAX times, the same tier and price; refusals in the member's language change
 * nothing; a move racing a booking for the last place never oversells. On PGlite, and on
 * PostgreSQL with DATABASE_URL.
 */
let t: BookingApp;
let who: { id: number; token: string };
let cate: Awaited<ReturnType<typeof visitCategory>>;
beforeAll(async () => {
  t = await bookingApp({ HOLD_MAX_PLACES_PER_SLOT: '10000', HOLD_MAX_ROOMS_PER_NIGHT: '1000' });
  who = await member(t.db);
  cate = await visitCategory(t.db, false);
});
afterAll(async () => t.close());

const MOVE = '/api/member/visit_order/changeDate';
const cashier = (outTradeNo: string) =>
  t.app.inject({ method: 'POST', url: `/dev/pay/${outTradeNo}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });

async function pay(orderNo: string, token: string) {
  const start = await call(t, '/api/member/visit_order/payOrder', { order_no: orderNo, method: 'sandbox' }, token);
  expect(start.code, start.msg).toBe(1);
  await cashier(start.data.out_trade_no);
}

async function paidVisit(date: string, slot = '10:00', adults = 2, by = who) {
  const made = await bookVisit(t, by, { cate: cate.id, date, slot, adults });
  expect(made.code, made.msg).toBe(1);
  await pay(made.data.order_no, by.token);
  return made.data.order_no as string;
}

const visitRes = () => `visit:${cate.id}`;
const movesOf = (id: number) =>
  t.db.selectFrom('status_history').select(['from_state', 'to_state', 'event', 'actor', 'note']).where('entity', '=', 'booking').where('entity_id', '=', id).where('event', '=', 'RESCHEDULE').orderBy('id').execute();
const claimsOf = (id: number) => t.db.selectFrom('booking_claims').select(['resource', (eb) => eb.cast<string>('day', 'text').as('day'), 'slot', 'qty']).where('order_id', '=', id).execute();

/** Runs `fn` with the clock (Date) at `at`. */
async function atInstant<T>(at: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

/** Runs `fn` and checks the booking, its claims, the places it holds and its history are as before. */
async function unchanged(orderNo: string, fn: () => Promise<void>) {
  const row = await bookingOf(t.db, orderNo);
  const claims = await claimsOf(row.id);
  const places = await Promise.all(claims.map((c) => taken(t.db, c.resource, c.day, c.slot)));
  await fn();
  const after = await bookingOf(t.db, orderNo);
  expect({ start: after.start_at.getTime(), end: after.end_at?.getTime(), details: after.details, reschedules: after.reschedules, state: after.state }).toEqual({
    start: row.start_at.getTime(), end: row.end_at?.getTime(), details: row.details, reschedules: row.reschedules, state: row.state,
  });
  expect(await claimsOf(row.id)).toEqual(claims);
  expect(await Promise.all(claims.map((c) => taken(t.db, c.resource, c.day, c.slot)))).toEqual(places);
  expect(await movesOf(row.id)).toHaveLength(row.reschedules);
}

describe('moving a paid visit or dinner', () => {
  it('takes the new slot, frees the old one, keeps the price and records the move with its sender and both starts', async () => {
    const [from, to] = [dayAhead(20), dayAhead(21)];
    const orderNo = await paidVisit(from, '10:00', 2);
    const before = await bookingOf(t.db, orderNo);
    expect([await taken(t.db, visitRes(), from, '10:00'), await taken(t.db, visitRes(), to, '14:00')]).toEqual([2, 0]);

    const moved = await call(t, MOVE, { order_no: orderNo, date: to, slot: '14:00' }, who.token);
    expect(moved.code, moved.msg).toBe(1);
    expect(moved.msg).toBe('Your booking has been moved');
    expect(moved.data).toMatchObject({ order_no: orderNo, state: 'paid', status: 1, date: to, slot: '14:00', start_at: `${to} 14:00:00`, amount: '376.00', reschedules: 1 });

    expect([await taken(t.db, visitRes(), from, '10:00'), await taken(t.db, visitRes(), to, '14:00')]).toEqual([0, 2]);
    expect(await claimsOf(before.id)).toEqual([{ resource: visitRes(), day: to, slot: '14:00', qty: 2 }]);
    const after = await bookingOf(t.db, orderNo);
    expect(after).toMatchObject({ status: 1, state: 'paid', amount_fen: before.amount_fen, pay_fen: before.pay_fen, refund_fen: 0, reschedules: 1 });
    expect(after.start_at.toISOString()).toBe(new Date(`${to}T14:00:00+08:00`).toISOString());
    expect(await movesOf(before.id)).toEqual([{ from_state: 'paid', to_state: 'paid', event: 'RESCHEDULE', actor: `member:${who.id}`, note: `${from} 10:00 → ${to} 14:00` }]);
    // the member's list reads the new date
    const list = await call(t, '/cms/visit_order/getOrderList', { kind: 'visits' }, who.token);
    expect(list.data.list.find((b: { order_no: string }) => b.order_no === orderNo)).toMatchObject({ date: to, slot: '14:00', reschedules: 1 });
  });

  it("staff's calendar and list show the moved booking on its new day", async () => {
    const staff = await staffSession(t, undefined, 'bookings');
    const [from, to] = [dayAhead(22), dayAhead(23)];
    const orderNo = await paidVisit(from, '11:00', 3);
    expect((await call(t, MOVE, { order_no: orderNo, date: to, slot: '11:00' }, who.token)).code).toBe(1);
    const calendar = await staffCall(t, staff, 'booking/calendar', { kind: 'visit', from, days: 2 });
    const days = calendar.data.resources.find((r: { resource: string }) => r.resource === visitRes()).days;
    const at = (day: string) => days.find((d: { date: string }) => d.date === day).places.find((p: { slot: string }) => p.slot === '11:00').taken;
    expect([at(from), at(to)]).toEqual([0, 3]);
    const [row] = (await staffCall(t, staff, 'booking/list', { q: orderNo })).data.items;
    expect(row).toMatchObject({ order_no: orderNo, date: to, until: '11:00', count: 3 });
  });

  it('moves a dinner to another evening, its seats with it', async () => {
    const dinner = await diningCategory(t.db);
    const [from, to] = [dayAhead(24), dayAhead(25)];
    const made = await call(t, '/cms/catering/getCateringOrder', { cate: dinner.id, date: from, adults: 3, name: 'Wang', phone: '13900000002' }, who.token);
    expect(made.code, made.msg).toBe(1);
    await pay(made.data.order_no, who.token);
    const res = `dining:${dinner.id}`;
    const moved = await call(t, MOVE, { order_no: made.data.order_no, date: to }, who.token);
    expect(moved.code, moved.msg).toBe(1);
    expect(moved.data).toMatchObject({ kind: 'dining', date: to, pay: '582.00', state: 'paid' });
    expect([await taken(t.db, res, from, ''), await taken(t.db, res, to, '')]).toEqual([0, 3]);
  });
});

describe('refusals change nothing and say why in the member language', () => {
  it('after the free-cancellation deadline (24 h before a visit)', async () => {
    const from = dayAhead(26);
    const orderNo = await paidVisit(from);
    const start = (await bookingOf(t.db, orderNo)).start_at.getTime();
    const answers: Record<string, string> = {};
    await unchanged(orderNo, async () => {
      await atInstant(start - 23 * 3_600_000, async () => {
        const token = await createSession(t.db, who.id);
        for (const lang of ['en', 'cn', 'tw']) answers[lang] = (await call(t, MOVE, { order_no: orderNo, date: dayAhead(27), slot: '10:00', lang }, token)).msg;
      });
    });
    expect(answers).toEqual({
      en: 'The date can be changed only until the free-cancellation deadline (24 hours before it starts); please call us',
      cn: '仅可在免费取消期限（开始前 24 小时）之前改期，请致电我们',
      tw: '僅可在免費取消期限（開始前 24 小時）之前改期，請致電我們',
    });
  });

  it(`when the new slot is full, and after ${RESCHEDULE_MAX} moves`, async () => {
    const [a, b, c, d] = [dayAhead(30), dayAhead(31), dayAhead(32), dayAhead(33)];
    const orderNo = await paidVisit(a, '10:00', 2);
    await setCapacity(t.db, visitRes(), b, '10:00', 1);
    await unchanged(orderNo, async () => {
      const full = await call(t, MOVE, { order_no: orderNo, date: b, slot: '10:00', lang: 'tw' }, who.token);
      expect(full.msg).toBe('該時間餘位不足，請另選時間');
    });
    expect((await call(t, MOVE, { order_no: orderNo, date: b, slot: '11:00' }, who.token)).code).toBe(1);
    expect((await call(t, MOVE, { order_no: orderNo, date: c, slot: '11:00' }, who.token)).code).toBe(1);
    await unchanged(orderNo, async () => {
      const msgs = [];
      for (const lang of ['en', 'cn', 'tw']) msgs.push((await call(t, MOVE, { order_no: orderNo, date: d, slot: '11:00', lang }, who.token)).msg);
      expect(msgs).toEqual(['A booking can be moved at most 2 times; please call us', '每个预约最多可改期 2 次，请致电我们', '每個預約最多可改期 2 次，請致電我們']);
    });
    expect(await taken(t.db, visitRes(), c, '11:00')).toBe(2);
  });

  it("another member's booking, an unpaid one, the same slot, an unknown slot or date", async () => {
    const from = dayAhead(34);
    const orderNo = await paidVisit(from);
    const other = await member(t.db);
    await unchanged(orderNo, async () => {
      const answers = [];
      for (const lang of ['en', 'cn', 'tw']) answers.push((await call(t, MOVE, { order_no: orderNo, date: dayAhead(35), slot: '10:00', lang }, other.token)).code);
      expect(answers).toEqual([0, 0, 0]);
      expect((await call(t, MOVE, { order_no: orderNo, date: dayAhead(35), slot: '10:00' }, other.token)).msg).toBe((await call(t, '/cms/visit_order/getOrderInfo', { order_no: orderNo }, other.token)).msg);
      expect((await call(t, MOVE, { order_no: orderNo, date: from, slot: '10:00', lang: 'cn' }, who.token)).msg).toBe('这已是您预约的日期和时间，请另选');
      expect((await call(t, MOVE, { order_no: orderNo, date: dayAhead(35), slot: '09:15' }, who.token)).code).toBe(0);
      expect((await call(t, MOVE, { order_no: orderNo, date: 'tomorrow', slot: '10:00' }, who.token)).code).toBe(0);
    });
    const unpaid = await bookVisit(t, who, { cate: cate.id, date: dayAhead(36), slot: '10:00', adults: 1 });
    await unchanged(unpaid.data.order_no, async () => {
      const answer = await call(t, MOVE, { order_no: unpaid.data.order_no, date: dayAhead(37), slot: '10:00', lang: 'tw' }, who.token);
      expect(answer.msg).toBe('只有已付款且尚未進行的預約可以改期');
    });
  });
});

describe('races', () => {
  it('a member moving into the last place and another booking it: one gets it, never oversold', async () => {
    const other = await member(t.db);
    for (let round = 0; round < 4; round++) {
      const [from, to] = [dayAhead(40 + 2 * round), dayAhead(41 + 2 * round)];
      const orderNo = await paidVisit(from, '15:00', 1);
      await setCapacity(t.db, visitRes(), to, '15:00', 1);
      const [move, book] = await Promise.all([
        call(t, MOVE, { order_no: orderNo, date: to, slot: '15:00' }, who.token),
        bookVisit(t, other, { cate: cate.id, date: to, slot: '15:00', adults: 1 }),
      ]);
      expect([move.code, book.code].sort(), `${move.msg} / ${book.msg}`).toEqual([0, 1]);
      const refused = move.code === 1 ? book : move;
      expect(refused.msg).toBe('Not enough places left for this time, please choose another');
      expect(await taken(t.db, visitRes(), to, '15:00')).toBe(1);
      expect(await taken(t.db, visitRes(), from, '15:00')).toBe(move.code === 1 ? 0 : 1);
      const held = await t.db.selectFrom('booking_claims').select((eb) => eb.fn.sum<number>('qty').as('n')).where('resource', '=', visitRes()).where((eb) => eb(eb.cast('day', 'text'), '=', to)).executeTakeFirstOrThrow();
      expect(Number(held.n)).toBe(1);
    }
  });

  it('two bookings moving past each other between the same two slots both move (no deadlock)', async () => {
    const other = await member(t.db);
    for (let round = 0; round < 6; round++) {
      const [a, b] = [dayAhead(56 + 2 * round), dayAhead(57 + 2 * round)];
      const one = await paidVisit(a, '14:00', 1);
      const two = await paidVisit(b, '14:00', 1, other);
      const [x, y] = await Promise.all([
        call(t, MOVE, { order_no: one, date: b, slot: '14:00' }, who.token),
        call(t, MOVE, { order_no: two, date: a, slot: '14:00' }, other.token),
      ]);
      expect([x.code, y.code], `${x.msg} / ${y.msg}`).toEqual([1, 1]);
      expect([await taken(t.db, visitRes(), a, '14:00'), await taken(t.db, visitRes(), b, '14:00')]).toEqual([1, 1]);
    }
  });

  it('the claim under the lock is the last word: a slot filled after the rules were read rolls the whole move back', async () => {
    const [from, to] = [dayAhead(70), dayAhead(71)];
    const orderNo = await paidVisit(from, '10:00', 2);
    const row = await bookingOf(t.db, orderNo);
    // what another booking did between the member's check and the move's claim
    await setCapacity(t.db, visitRes(), to, '10:00', 1);
    const move = { claims: [{ resource: visitRes(), day: to, slot: '10:00', qty: 2, defaultCapacity: cate.capacity }], startAt: new Date(`${to}T10:00:00+08:00`) };
    await expect(t.db.transaction().execute((trx) => applyBookingEvent(trx, row.id, { type: 'RESCHEDULE', at: Date.now() }, `member:${who.id}`, { move }))).rejects.toBeInstanceOf(BookingFullError);
    const after = await bookingOf(t.db, orderNo);
    expect({ start: after.start_at.getTime(), reschedules: after.reschedules }).toEqual({ start: row.start_at.getTime(), reschedules: 0 });
    expect([await taken(t.db, visitRes(), from, '10:00'), await taken(t.db, visitRes(), to, '10:00')]).toEqual([2, 0]);
    expect(await claimsOf(row.id)).toEqual([{ resource: visitRes(), day: from, slot: '10:00', qty: 2 }]);
    expect(await movesOf(row.id)).toEqual([]);
  });

  it('two moves of one booking at once: one is recorded per move, the places follow the last', async () => {
    const from = dayAhead(52);
    const orderNo = await paidVisit(from, '10:00', 2);
    const answers = await Promise.all([
      call(t, MOVE, { order_no: orderNo, date: dayAhead(53), slot: '10:00' }, who.token),
      call(t, MOVE, { order_no: orderNo, date: dayAhead(54), slot: '10:00' }, who.token),
    ]);
    expect(answers.map((a) => a.code)).toEqual([1, 1]);
    const row = await bookingOf(t.db, orderNo);
    const day = row.start_at.getTime() === new Date(`${dayAhead(53)}T10:00:00+08:00`).getTime() ? dayAhead(53) : dayAhead(54);
    expect(row.reschedules).toBe(2);
    expect(await claimsOf(row.id)).toEqual([{ resource: visitRes(), day, slot: '10:00', qty: 2 }]);
    expect([await taken(t.db, visitRes(), from, '10:00'), await taken(t.db, visitRes(), dayAhead(53), '10:00') + (await taken(t.db, visitRes(), dayAhead(54), '10:00'))]).toEqual([0, 2]);
    expect(await movesOf(row.id)).toHaveLength(2);
  });
});

describe('moving a paid villa stay (same nights, rooms and total price)', () => {
  let king: Awaited<ReturnType<typeof seededRooms>>['king'];
  beforeAll(async () => {
    ({ king } = await seededRooms(t.db));
  });
  const roomRes = () => `room:${king.id}`;
  /** a Monday at least `ahead` days from today: Monday and Tuesday nights are weekday nights */
  const monday = (ahead: number) => dayAhead(ahead, [1]);
  const nightsTaken = (days: string[]) => Promise.all(days.map((d) => taken(t.db, roomRes(), d, '')));

  async function paidStay(checkin: string, nights: number, by = who, rooms = 1) {
    const made = await call(t, CREATE, { ...stayForm(king.id, checkin, addDays(checkin, nights), { rooms: String(rooms) }), ...guest }, by.token);
    expect(made.code, made.msg).toBe(1);
    await pay(made.data.order_no, by.token);
    return made.data.order_no as string;
  }

  it('moves by one night onto a night it already holds: the night kept is neither counted twice nor needs a second room', async () => {
    const mon = monday(60);
    const [tue, wed, thu] = [addDays(mon, 1), addDays(mon, 2), addDays(mon, 3)];
    const orderNo = await paidStay(mon, 2);
    const before = await bookingOf(t.db, orderNo);
    // Tuesday's last room is the stay's own: moving Mon–Wed to Tue–Thu must not ask for another
    await setCapacity(t.db, roomRes(), tue, '', 1);
    expect(await nightsTaken([mon, tue, wed])).toEqual([1, 1, 0]);

    const moved = await call(t, MOVE, { order_no: orderNo, date: tue }, who.token);
    expect(moved.code, moved.msg).toBe(1);
    expect(moved.data).toMatchObject({ order_no: orderNo, kind: 'stay', state: 'paid', status: 1, date: tue, start_at: `${tue} 14:00:00`, end_at: `${thu} 12:00:00`, amount: '2576.00', reschedules: 1 });
    expect(await nightsTaken([mon, tue, wed, thu])).toEqual([0, 1, 1, 0]);
    expect(await claimsOf(before.id)).toEqual([
      { resource: roomRes(), day: tue, slot: '', qty: 1 },
      { resource: roomRes(), day: wed, slot: '', qty: 1 },
    ]);
    const after = await bookingOf(t.db, orderNo);
    expect(after).toMatchObject({ amount_fen: before.amount_fen, pay_fen: before.pay_fen, refund_fen: 0, rooms: 1, reschedules: 1 });
    expect(after.details).toMatchObject({ checkin: tue, checkout: thu, nights: [{ day: tue, price_fen: 128800 }, { day: wed, price_fen: 128800 }] });
    expect(await movesOf(before.id)).toEqual([{ from_state: 'paid', to_state: 'paid', event: 'RESCHEDULE', actor: `member:${who.id}`, note: `${mon}–${wed} → ${tue}–${thu}` }]);
    // and back by one night, two rooms' worth of nothing left over
    expect((await call(t, MOVE, { order_no: orderNo, date: mon }, who.token)).code).toBe(1);
    expect(await nightsTaken([mon, tue, wed, thu])).toEqual([1, 1, 0, 0]);
  });

  it('moves two rooms a week later, every night with them; the list reads the new dates', async () => {
    const mon = monday(70);
    const next = addDays(mon, 7);
    const orderNo = await paidStay(mon, 2, who, 2);
    expect(await nightsTaken([mon, addDays(mon, 1)])).toEqual([2, 2]);
    const moved = await call(t, MOVE, { order_no: orderNo, date: next }, who.token);
    expect(moved.code, moved.msg).toBe(1);
    expect(await nightsTaken([mon, addDays(mon, 1), next, addDays(next, 1), addDays(next, 2)])).toEqual([0, 0, 2, 2, 0]);
    const list = await call(t, '/cms/hotel_order/getOrderList', {}, who.token);
    expect(list.data.list.find((b: { order_no: string }) => b.order_no === orderNo)).toMatchObject({ date: next, reschedules: 1 });
  });

  it('refusals change nothing: too late, over the limit, a night full, a price that differs, another member', async () => {
    const mon = monday(84);
    const orderNo = await paidStay(mon, 2);
    const start = (await bookingOf(t.db, orderNo)).start_at.getTime();
    const other = await member(t.db);
    const say = async (form: Record<string, string>, token = who.token) => {
      const msgs: string[] = [];
      for (const lang of ['en', 'cn', 'tw']) msgs.push((await call(t, MOVE, { order_no: orderNo, ...form, lang }, token)).msg);
      return msgs;
    };
    await unchanged(orderNo, async () => {
      // 47 h before check-in: past the free-cancellation deadline (48 h)
      await atInstant(start - 47 * 3_600_000, async () => {
        const token = await createSession(t.db, who.id);
        expect((await say({ date: addDays(mon, 7) }, token))[0]).toBe('The date can be changed only until the free-cancellation deadline (48 hours before it starts); please call us');
      });
      // Thursday and Friday nights: Friday is a weekend night, dearer than what was paid
      expect(await say({ date: addDays(mon, 3) })).toEqual([
        "The villa's price for those nights differs from what you paid; please choose other dates or call us",
        '这些晚上的别墅价格与您已付的不同，请另选日期或致电我们',
        '這些晚上的別墅價格與您已付的不同，請另選日期或致電我們',
      ]);
      // a night of the new range has no room left
      await setCapacity(t.db, roomRes(), addDays(mon, 8), '', 0);
      expect((await say({ date: addDays(mon, 7) }))[0]).toBe('This room is fully booked on one or more nights of your stay');
      expect((await call(t, MOVE, { order_no: orderNo, date: addDays(mon, 14) }, other.token)).code).toBe(0);
      expect((await call(t, MOVE, { order_no: orderNo, date: mon, lang: 'cn' }, who.token)).msg).toBe('这已是您预约的日期和时间，请另选');
    });
    // the limit: two moves, then a third is refused
    expect((await call(t, MOVE, { order_no: orderNo, date: addDays(mon, 14) }, who.token)).code).toBe(1);
    expect((await call(t, MOVE, { order_no: orderNo, date: addDays(mon, 21) }, who.token)).code).toBe(1);
    await unchanged(orderNo, async () => {
      expect((await say({ date: addDays(mon, 28) }))[2]).toBe('每個預約最多可改期 2 次，請致電我們');
    });
    expect(await nightsTaken([mon, addDays(mon, 14), addDays(mon, 21), addDays(mon, 22)])).toEqual([0, 0, 1, 1]);
  });

  it('a move racing a booking for the last room of a night: one gets it, never oversold', async () => {
    const other = await member(t.db);
    for (let round = 0; round < 4; round++) {
      const mon = monday(120 + 7 * round);
      const [tue, wed, thu] = [addDays(mon, 1), addDays(mon, 2), addDays(mon, 3)];
      const orderNo = await paidStay(mon, 2);
      // Wednesday night: one room left
      await setCapacity(t.db, roomRes(), wed, '', 1);
      const [move, book] = await Promise.all([
        call(t, MOVE, { order_no: orderNo, date: tue }, who.token),
        call(t, CREATE, { ...stayForm(king.id, wed, thu), ...guest }, other.token),
      ]);
      expect([move.code, book.code].sort(), `${move.msg} / ${book.msg}`).toEqual([0, 1]);
      expect((move.code === 1 ? book : move).msg).toBe('This room is fully booked on one or more nights of your stay');
      expect(await nightsTaken([mon, tue, wed])).toEqual(move.code === 1 ? [0, 1, 1] : [1, 1, 1]);
      const held = await t.db.selectFrom('booking_claims').select((eb) => eb.fn.sum<number>('qty').as('n')).where('resource', '=', roomRes()).where((eb) => eb(eb.cast('day', 'text'), '=', wed)).executeTakeFirstOrThrow();
      expect(Number(held.n)).toBe(1);
    }
  });
});
