import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { addressOf, call, quickMember, setStock, stockOf, wines, type Member, type TestApp } from './shop-helpers';
import { everyRole, staffCall, type Roles } from './staff-work-helpers';

/**
 * The legal drinking age at checkout (issue 16): the place-order call takes an order only with
 * `adult_confirmed=1` — the member ticked "I am 18 or older" — and refuses any other in the
 * member's language, changing nothing; the order keeps when it was confirmed, and staff see it.
 */
let t: TestApp;
let alice: Member;
let home: number;
let staff: Roles;
let wine: Awaited<ReturnType<typeof wines>>[number];

beforeAll(async () => {
  t = await testApp();
  alice = await quickMember(t, 'alice');
  home = await addressOf(t, alice);
  staff = await everyRole(t);
  wine = (await wines(t))[0]!;
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').execute();
  await setStock(t, wine.id, 50);
  expect((await call(t, '/api/member/cart/add', { goods_id: String(wine.id), product_count: '2' }, alice.headers)).code).toBe(1);
});

const place = (form: Record<string, string>, lang = 'en') => call(t, '/api/member/order/add', { address_id: String(home), lang, ...form }, alice.headers);
const ordersOfAlice = async () => (await t.db.selectFrom('goods_orders').select('id').where('member_id', '=', alice.id).execute()).length;

describe('placing an order needs the 18+ confirmation', () => {
  it.each([
    ['en', 'Please confirm that you are 18 or older: alcohol is not sold to anyone under 18'],
    ['cn', '请确认您已年满18周岁：未满18周岁禁止购买酒类'],
    ['tw', '請確認您已年滿18歲：未滿18歲禁止購買酒類'],
  ])('without it, refused in %s with the reason, and nothing changes', async (lang, msg) => {
    const before = { orders: await ordersOfAlice(), stock: await stockOf(t, wine.id) };
    expect(await place({}, lang)).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect({ orders: await ordersOfAlice(), stock: await stockOf(t, wine.id) }).toEqual(before);
    const cart = await t.db.selectFrom('cart_items').select('product_count').where('member_id', '=', alice.id).execute();
    expect(cart).toEqual([{ product_count: 2 }]);
  });

  it.each([['0'], [''], ['yes'], ['true'], ['11']])('adult_confirmed=%j is refused too', async (value) => {
    const before = await ordersOfAlice();
    expect(await place({ adult_confirmed: value })).toMatchObject({ code: 0, msg: expect.stringMatching(/^Please confirm that you are 18 or older/) });
    expect(await ordersOfAlice()).toBe(before);
  });

  it('with adult_confirmed=1 the order is placed and keeps when the member confirmed; staff see it on the order', async () => {
    const placed = await place({ adult_confirmed: '1' });
    expect(placed.code, placed.msg).toBe(1);
    const row = await t.db.selectFrom('goods_orders').select(['adult_confirmed_at', 'created_at']).where('order_no', '=', placed.data.order_no).executeTakeFirstOrThrow();
    expect(row.adult_confirmed_at).toBeInstanceOf(Date);
    expect(Math.abs(row.adult_confirmed_at!.getTime() - row.created_at.getTime())).toBeLessThan(1000);

    const detail = await staffCall(t, staff.shop, 'order/detail', { order_no: placed.data.order_no });
    expect(detail.code, detail.msg).toBe(1);
    const beijing = new Date(row.adult_confirmed_at!.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(detail.data.adult_confirmed_at).toBe(beijing);
  });

  it('an order placed before the question was asked reads as not asked to staff', async () => {
    const placed = await place({ adult_confirmed: '1' });
    await t.db.updateTable('goods_orders').set({ adult_confirmed_at: null }).where('order_no', '=', placed.data.order_no).execute();
    expect((await staffCall(t, staff.auditor, 'order/detail', { order_no: placed.data.order_no })).data.adult_confirmed_at).toBe('');
  });
});
