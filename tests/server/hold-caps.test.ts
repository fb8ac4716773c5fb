import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { postForm } from '../helpers/test-app';
import { codeFor } from '../helpers/members';
import { dayAhead, diningCategory, visitCategory } from './booking-helpers';
import { DESKTOP_UA, member, paymentApp, type PaymentApp } from './payment-helpers';
import { dayFromToday, seededRooms, stayForm } from './stay-helpers';

/**
 * Hold caps (issue 11): one member, and one phone across members, may hold only so much UNPAID at
 * a time — bottles of a wine, places of a slot, rooms of a night. Over the cap is refused with a
 * message naming the limit and nothing is held; at the cap is fine; paying, cancelling or expiry
 * frees it; concurrent requests never add up past it (run on PostgreSQL too: `DATABASE_URL=…`).
 */
const CAPS = { HOLD_MAX_BOTTLES_PER_WINE: '6', HOLD_MAX_PLACES_PER_SLOT: '5', HOLD_MAX_ROOMS_PER_NIGHT: '2' };

let t: PaymentApp;
beforeAll(async () => {
  t = await paymentApp(CAPS);
});
afterAll(async () => t.close());

type Answer = { code: number; msg: string; data: any };
type Who = { id: number; token: string };

async function call(path: string, form: Record<string, string | number>, who?: Who, lang = 'en'): Promise<Answer> {
  const body = Object.fromEntries(Object.entries({ lang, ...form }).map(([k, v]) => [k, String(v)]));
  const answer = await postForm(t.app, path, body, { 'user-agent': DESKTOP_UA, ...(who ? { token: who.token } : {}) });
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  return answer.json() as Answer;
}

const cashier = (outTradeNo: string) =>
  t.app.inject({ method: 'POST', url: `/dev/pay/${outTradeNo}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });

/** Pays a goods order or a booking through the sandbox gateway, as the member would. */
async function pay(who: Who, orderNo: string, entity: 'goods_order' | 'booking') {
  const path = entity === 'goods_order' ? '/api/member/order/goPay' : '/api/member/payment/payOrder';
  const start = await call(path, { order_no: orderNo, method: 'sandbox', ...(entity === 'booking' ? { entity } : {}) }, who);
  expect(start.code, start.msg).toBe(1);
  expect((await cashier(start.data.out_trade_no)).statusCode).toBe(303);
}

let phones = 0;
const freshPhone = () => `137${String(process.pid % 1e4).padStart(4, '0')}${String(++phones).padStart(4, '0')}`;

describe('the caps are settings', () => {
  it('default to what a boutique estate would allow, and refuse nonsense', () => {
    const config = loadConfig({});
    expect([config.HOLD_MAX_BOTTLES_PER_WINE, config.HOLD_MAX_PLACES_PER_SLOT, config.HOLD_MAX_ROOMS_PER_NIGHT]).toEqual([24, 20, 2]);
    expect(loadConfig({ HOLD_MAX_BOTTLES_PER_WINE: '48' }).HOLD_MAX_BOTTLES_PER_WINE).toBe(48);
    expect(() => loadConfig({ HOLD_MAX_PLACES_PER_SLOT: '0' })).toThrow(/HOLD_MAX_PLACES_PER_SLOT/);
    expect(() => loadConfig({ HOLD_MAX_ROOMS_PER_NIGHT: 'two' })).toThrow(/HOLD_MAX_ROOMS_PER_NIGHT/);
  });
});

describe('bottles of one wine in unpaid goods orders', () => {
  let wine: { id: number; stock: number };
  beforeAll(async () => {
    wine = await t.db.selectFrom('wines').select(['id', 'stock']).where('is_sell', '=', 1).where('switch', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('wines').set({ stock: 500 }).execute();
  });
  const stock = async () => (await t.db.selectFrom('wines').select('stock').where('id', '=', wine.id).executeTakeFirstOrThrow()).stock;
  const unpaidOrders = async (memberId: number) =>
    (await t.db.selectFrom('goods_orders').select('id').where('member_id', '=', memberId).where('status', '=', 5).execute()).length;

  async function shopper(phone = freshPhone()) {
    const who = await member(t.db);
    const address = await call('/api/member/address/add', { consignee: 'Li Hua', mobile: phone, province: '370000', city: '370600', area: '370614', address_details: '1 Cliffside Road' }, who);
    expect(address.code, address.msg).toBe(1);
    return { ...who, addressId: address.data.id as number, phone };
  }
  async function order(who: Awaited<ReturnType<typeof shopper>>, bottles: number, goodsId = wine.id, lang = 'en') {
    const added = await call('/api/member/cart/add', { goods_id: goodsId, product_count: bottles }, who);
    expect(added.code, added.msg).toBe(1);
    return call('/api/member/order/add', { address_id: who.addressId, adult_confirmed: 1 }, who, lang);
  }

  it('refuses an order over the cap with the limit, in every language, and holds nothing', async () => {
    const who = await shopper();
    const before = await stock();
    const refused = await order(who, 7);
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/the unpaid orders of one member or receiver phone may hold at most 6 of a wine, and they hold 0 bottles already\. Paying or cancelling an unpaid order frees them\.$/);
    expect((await call('/api/member/order/add', { address_id: who.addressId, adult_confirmed: 1 }, who, 'cn')).msg).toContain('同一款酒最多6瓶，目前已有0瓶。支付或取消未付款订单即可释放');
    expect((await call('/api/member/order/add', { address_id: who.addressId, adult_confirmed: 1 }, who, 'tw')).msg).toContain('同一款酒最多6瓶，目前已有0瓶。付款或取消未付款訂單即可釋出');
    expect(await stock()).toBe(before);
    expect(await unpaidOrders(who.id)).toBe(0);
    // the bottles stay in the cart, to be ordered in a smaller number
    const cart = await t.db.selectFrom('cart_items').select(['goods_id', 'product_count']).where('member_id', '=', who.id).execute();
    expect(cart).toEqual([{ goods_id: wine.id, product_count: 7 }]);
  });

  it('takes an order at the cap, refuses the next bottle, and takes more once the first is paid', async () => {
    const who = await shopper();
    const first = await order(who, 6);
    expect(first.code, first.msg).toBe(1);
    const before = await stock();
    const more = await order(who, 1);
    expect(more.msg).toMatch(/at most 6 of a wine, and they hold 6 bottles already/);
    expect(await stock()).toBe(before);
    // another wine is another cap
    const other = await t.db.selectFrom('wines').select('id').where('id', '!=', wine.id).where('is_sell', '=', 1).where('switch', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await t.db.deleteFrom('cart_items').where('member_id', '=', who.id).execute();
    expect((await order(who, 6, other.id)).code).toBe(1);
    await pay(who, first.data.order_no, 'goods_order');
    const after = await order(who, 6);
    expect(after.code, after.msg).toBe(1);
  });

  it('frees the bottles of a cancelled or an expired order', async () => {
    const who = await shopper();
    const full = async () => {
      expect((await order(who, 1)).msg).toMatch(/at most 6 of a wine, and they hold 6 bottles already/);
      await t.db.deleteFrom('cart_items').where('member_id', '=', who.id).execute();
    };
    const first = await order(who, 6);
    expect(first.code, first.msg).toBe(1);
    await full();
    expect((await call('/api/member/order/cancel', { order_no: first.data.order_no }, who)).code).toBe(1);
    const second = await order(who, 6);
    expect(second.code, second.msg).toBe(1);
    await full();
    await t.db.updateTable('goods_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('order_no', '=', second.data.order_no).execute();
    expect((await order(who, 6)).code).toBe(1);
  });

  it('counts the receiver phone across members', async () => {
    const phone = freshPhone();
    const a = await shopper(phone);
    const b = await shopper(phone);
    expect((await order(a, 4)).code).toBe(1);
    const before = await stock();
    const refused = await order(b, 3);
    expect(refused.msg).toMatch(/one member or receiver phone may hold at most 6 of a wine, and they hold 4 bottles already/);
    expect(await stock()).toBe(before);
    expect(await unpaidOrders(b.id)).toBe(0);
    await t.db.deleteFrom('cart_items').where('member_id', '=', b.id).execute();
    expect((await order(b, 2)).code).toBe(1);
    // b's own other address is another phone, but b's own bottles still count
    const elsewhere = await call('/api/member/address/add', { consignee: 'Wang', mobile: freshPhone(), province: '370000', city: '370600', area: '370614', address_details: '2 Harbour Road' }, b);
    await t.db.deleteFrom('cart_items').where('member_id', '=', b.id).execute();
    expect((await order({ ...b, addressId: elsewhere.data.id }, 5)).msg).toMatch(/and they hold 2 bottles already/);
    await t.db.deleteFrom('cart_items').where('member_id', '=', b.id).execute();
    expect((await order({ ...b, addressId: elsewhere.data.id }, 4)).code).toBe(1);
  });

  it('holds no more than the cap when members sharing a phone check out at once', async () => {
    const phone = freshPhone();
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopper(phone)));
    for (const who of shoppers) expect((await call('/api/member/cart/add', { goods_id: wine.id, product_count: 2 }, who)).code).toBe(1);
    const before = await stock();
    const answers = await Promise.all(shoppers.map((who) => call('/api/member/order/add', { address_id: who.addressId, adult_confirmed: 1 }, who)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.code !== 1).every((a) => /at most 6 of a wine/.test(a.msg))).toBe(true);
    expect(await stock()).toBe(before - 6);
  });
});

describe('places of one slot in unpaid visits and dinners', () => {
  const DINNER = '/cms/catering/getCateringOrder';
  const VISIT = '/cms/visit_order/getVisitOrder';
  let dinner: Awaited<ReturnType<typeof diningCategory>>;
  beforeAll(async () => {
    dinner = await diningCategory(t.db);
  });
  const taken = async (resource: string, day: string, slot = '') =>
    (await t.db.selectFrom('booking_capacity').select('taken').where('resource', '=', resource).where('slot', '=', slot).where((eb) => eb(eb.cast('day', 'text'), '=', day)).executeTakeFirst())?.taken ?? 0;
  const bookings = async (memberId: number) => (await t.db.selectFrom('booking_orders').select('id').where('member_id', '=', memberId).execute()).length;
  const book = (who: Who, date: string, adults: number, phone: string, extra: Record<string, string | number> = {}, lang = 'en') =>
    call(DINNER, { cate: dinner.id, date, adults, name: 'Wang', phone, ...extra }, who, lang);

  it('refuses a dinner over the cap with the limit and holds no seat; at the cap is fine', async () => {
    const who = await member(t.db);
    const phone = freshPhone();
    const date = dayAhead(5);
    const refused = await book(who, date, 6, phone);
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe(
      `The unpaid bookings of one member or phone may hold at most 5 in a time slot or at a dinner, and they hold 0 places on ${date} already. Paying or cancelling an unpaid booking frees them.`,
    );
    expect((await book(who, date, 6, phone, {}, 'cn')).msg).toBe(`每位会员或每个手机号在同一时段（或同一晚宴）最多可保留5个未付款名额，${date}已保留0个。支付或取消未付款预订即可释放。`);
    expect((await book(who, date, 6, phone, {}, 'tw')).msg).toContain('最多可保留5個未付款名額');
    expect(await taken(`dining:${dinner.id}`, date)).toBe(0);
    expect(await bookings(who.id)).toBe(0);

    const atCap = await book(who, date, 3, phone, { minors: 2 });
    expect(atCap.code, atCap.msg).toBe(1);
    expect((await book(who, date, 1, phone)).msg).toContain('and they hold 5 places on');
    expect(await taken(`dining:${dinner.id}`, date)).toBe(5);
    // another evening, or another menu the same evening, is another slot
    expect((await book(who, dayAhead(6), 5, phone)).code).toBe(1);
    const other = await t.db.selectFrom('catering_categories').select('id').where('id', '!=', dinner.id).orderBy('id').executeTakeFirstOrThrow();
    expect((await call(DINNER, { cate: other.id, date, adults: 5, name: 'Wang', phone }, who)).code).toBe(1);
  });

  it('takes more once the held places are paid, cancelled or expired', async () => {
    const who = await member(t.db);
    const phone = freshPhone();
    const date = dayAhead(7);
    const full = async () => expect((await book(who, date, 1, phone)).msg).toContain('may hold at most 5 in a time slot or at a dinner, and they hold 5 places on');
    const first = await book(who, date, 5, phone);
    expect(first.code, first.msg).toBe(1);
    await full();
    await pay(who, first.data.order_no, 'booking');
    const second = await book(who, date, 5, phone);
    expect(second.code, second.msg).toBe(1);
    await full();
    expect((await call('/cms/visit_order/cancelOrder', { order_no: second.data.order_no }, who)).code).toBe(1);
    const third = await book(who, date, 5, phone);
    expect(third.code, third.msg).toBe(1);
    await full();
    await t.db.updateTable('booking_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('order_no', '=', third.data.order_no).execute();
    expect((await book(who, date, 5, phone)).code).toBe(1);
  });

  it('counts the guest phone across members', async () => {
    const [a, b] = [await member(t.db), await member(t.db)];
    const phone = freshPhone();
    const date = dayAhead(8);
    expect((await book(a, date, 3, phone)).code).toBe(1);
    expect((await book(b, date, 3, phone)).msg).toContain('may hold at most 5 in a time slot or at a dinner, and they hold 3 places on');
    expect(await bookings(b.id)).toBe(0);
    expect((await book(b, date, 2, phone)).code).toBe(1);
    // a's places count for a whatever phone the next booking gives
    expect((await book(a, date, 3, freshPhone())).msg).toContain('and they hold 3 places on');
  });

  it('refuses a visit over the cap before the SMS code is used up', async () => {
    const who = await member(t.db);
    const cate = await visitCategory(t.db, false);
    const phone = freshPhone();
    const code = await codeFor(t.db, who.id, phone, 'visit');
    const date = dayAhead(9);
    const visit = (adults: number) => call(VISIT, { cate: cate.id, date, slot: '10:00', adults, minors: 0, name: 'Li Hua', phone, code }, who);
    expect((await visit(6)).msg).toContain('The unpaid bookings of one member or phone may hold at most 5 in a time slot or at a dinner');
    expect(await taken(`visit:${cate.id}`, date, '10:00')).toBe(0);
    const booked = await visit(5);
    expect(booked.code, booked.msg).toBe(1);
    expect(await taken(`visit:${cate.id}`, date, '10:00')).toBe(5);
  });

  it('never holds more than the cap when one member books many times at once', async () => {
    const who = await member(t.db);
    const phone = freshPhone();
    const date = dayAhead(10);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => book(who, date, 2, phone, { submit_token: `hold-race-${process.pid}-${i}-${'x'.repeat(8)}` })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(2);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.msg.includes('may hold at most 5 in a time slot'))).toBe(true);
    expect(await taken(`dining:${dinner.id}`, date)).toBe(4);
  });
});

describe('rooms of one night in unpaid stays', () => {
  const CREATE = '/cms/hotel_order/getHotelOrder';
  let rooms: Awaited<ReturnType<typeof seededRooms>>;
  beforeAll(async () => {
    rooms = await seededRooms(t.db);
  });
  const stay = (who: Who, roomId: number, from: number, to: number, phone: string, extra: Record<string, string> = {}, lang = 'en') =>
    call(CREATE, { ...stayForm(roomId, dayFromToday(from), dayFromToday(to), extra), name: 'Li Hua', phone }, who, lang);
  const unpaidStays = async (memberId: number) =>
    (await t.db.selectFrom('booking_orders').select('id').where('member_id', '=', memberId).where('status', '=', 0).execute()).length;

  it('counts every room kind of a night together, refuses past the cap with the night, and frees it once paid', async () => {
    const who = await member(t.db);
    const phone = freshPhone();
    const two = await stay(who, rooms.king.id, 20, 22, phone, { rooms: '2' });
    expect(two.code, two.msg).toBe(1);
    // the suite's first night overlaps the kings' second: refused, naming that night
    const refused = await stay(who, rooms.suite.id, 21, 23, phone);
    expect(refused.msg).toBe(
      `The unpaid stays of one member or guest phone may hold at most 2 a night, and they hold 2 rooms for the night of ${dayFromToday(21)} already. Paying or cancelling an unpaid stay frees them.`,
    );
    expect((await stay(who, rooms.suite.id, 21, 23, phone, {}, 'tw')).msg).toBe(`每位會員或每個入住人手機號碼每晚最多可保留2間未付款客房，${dayFromToday(21)}當晚已保留2間。付款或取消未付款住宿訂單即可釋出。`);
    expect((await stay(who, rooms.suite.id, 21, 23, phone, {}, 'cn')).msg).toContain('每晚最多可保留2间未付款客房');
    expect(await unpaidStays(who.id)).toBe(1);
    const suiteNights = await t.db.selectFrom('booking_capacity').select('taken').where('resource', '=', `room:${rooms.suite.id}`).execute();
    expect(suiteNights.every((n) => n.taken === 0)).toBe(true);
    // the night after the kings' stay is free to hold
    expect((await stay(who, rooms.suite.id, 22, 23, phone)).code).toBe(1);
    await pay(who, two.data.order_no, 'booking');
    const after = await stay(who, rooms.suite.id, 21, 22, phone);
    expect(after.code, after.msg).toBe(1);
  });

  it('counts the guest phone across members', async () => {
    const [a, b] = [await member(t.db), await member(t.db)];
    const phone = freshPhone();
    expect((await stay(a, rooms.king.id, 30, 31, phone)).code).toBe(1);
    expect((await stay(b, rooms.suite.id, 30, 32, phone, { rooms: '2', adults: '4' })).msg).toContain('The unpaid stays of one member or guest phone may hold at most 2 a night, and they hold 1 room for the night of');
    expect(await unpaidStays(b.id)).toBe(0);
    expect((await stay(b, rooms.suite.id, 30, 32, phone)).code).toBe(1);
  });

  it('never holds more than the cap when one member books many rooms at once', async () => {
    const who = await member(t.db);
    const phone = freshPhone();
    const kinds = rooms.rows.map((r) => r.id);
    const answers = await Promise.all(kinds.map((id) => stay(who, id, 40, 42, phone)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(2);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.msg.includes('may hold at most 2 a night'))).toBe(true);
    const held = await t.db
      .selectFrom('booking_claims')
      .innerJoin('booking_orders', 'booking_orders.id', 'booking_claims.order_id')
      .select((eb) => eb.fn.sum<string>('booking_claims.qty').as('rooms'))
      .where('booking_orders.member_id', '=', who.id)
      .where('booking_claims.resource', 'like', 'room:%')
      .where((eb) => eb(eb.cast('booking_claims.day', 'text'), '=', dayFromToday(40)))
      .executeTakeFirstOrThrow();
    expect(Number(held.rooms)).toBe(2);
  });
});
