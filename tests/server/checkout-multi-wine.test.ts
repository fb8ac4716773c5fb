import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { call, quickMember, setStock, stockOf, wines, type Member, type TestApp } from './shop-helpers';

/**
 * Checkouts of two wines at once (issue 15): members whose carts hold the same two wines in
 * opposite orders check out together, round after round, and none of them fails on a deadlock —
 * the stock claim locks the wines' rows in id order whatever the cart's order, and with FOR NO
 * KEY UPDATE, which the items' foreign key checks (key-share locks taken a statement earlier) never
 * wait on. Then more buyers than one wine has bottles: exactly its bottles are sold, every order
 * has each of its lines or none, and every wine's stock went down by exactly what its order items
 * hold. On PGlite the checkouts take turns; on PostgreSQL (DATABASE_URL) they really run side by
 * side on the pool's connections.
 */
const MEMBERS = 30;
const ROUNDS = 6;

let t: TestApp;
let a: { id: number; title: { en: string } };
let b: { id: number; title: { en: string } };
let buyers: { member: Member; addressId: number }[];

beforeAll(async () => {
  // every round leaves its orders unpaid: the hold cap must not be what refuses here
  t = await testApp({ env: { HOLD_MAX_BOTTLES_PER_WINE: '10000' } });
  const list = await wines(t);
  const pair = [list[0]!, list[1]!].sort((x, y) => x.id - y.id);
  a = pair[0]!;
  b = pair[1]!;
  buyers = [];
  for (let i = 0; i < MEMBERS; i++) {
    const member = await quickMember(t, `pair${i}`);
    const address = await t.db
      .insertInto('member_addresses')
      .values({ member_id: member.id, consignee: `Pair ${i}`, mobile: `139${String(i).padStart(8, '0')}`, province: 370000, city: 370600, area: 370614, address_details: 'Cliff Road', zip_code: '', is_default: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    buyers.push({ member, addressId: address.id });
  }
}, 120_000);
afterAll(async () => t?.close());

/** Each buyer's cart: A then B for the even ones, B then A for the odd ones (the cart lists the newest first). */
async function fillCarts(count = 1) {
  await t.db.deleteFrom('cart_items').execute();
  for (const [i, { member }] of buyers.entries()) {
    const order = i % 2 === 0 ? [a.id, b.id] : [b.id, a.id];
    for (const goods_id of order) await t.db.insertInto('cart_items').values({ member_id: member.id, goods_id, product_count: count }).execute();
  }
}
const checkoutAll = () =>
  Promise.all(buyers.map(({ member, addressId }) => call(t, '/api/member/order/add', { address_id: String(addressId), adult_confirmed: '1', lang: 'en' }, member.headers)));

const soldOf = async (goodsId: number) =>
  Number(
    (await t.db.selectFrom('goods_order_items').select((eb) => eb.fn.sum<number>('product_count').as('n')).where('goods_id', '=', goodsId).executeTakeFirstOrThrow()).n ?? 0,
  );

describe('two wines in opposite cart orders, checked out at once', () => {
  it(`never deadlock: ${ROUNDS} rounds of ${MEMBERS} checkouts all succeed`, async () => {
    await setStock(t, a.id, 10_000);
    await setStock(t, b.id, 10_000);
    for (let round = 0; round < ROUNDS; round++) {
      await fillCarts();
      const answers = await checkoutAll();
      // a deadlock would show here as a 500 (PostgreSQL's 40P01 aborts one of the two)
      expect(answers.filter((answer) => answer.status !== 200 || answer.code !== 1)).toEqual([]);
    }
    expect(await stockOf(t, a.id)).toBe(10_000 - MEMBERS * ROUNDS);
    expect(await stockOf(t, b.id)).toBe(10_000 - MEMBERS * ROUNDS);
  }, 120_000);

  it('sell exactly the short wine’s bottles, each order whole, and take from each wine exactly what its items hold', async () => {
    const soldA = await soldOf(a.id);
    const soldB = await soldOf(b.id);
    const stockA = 11;
    const stockB = 40;
    await setStock(t, a.id, stockA);
    await setStock(t, b.id, stockB);
    await fillCarts(2);
    const answers = await checkoutAll();
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // 11 bottles of A go 2 by 2: five orders of both wines; A keeps one bottle, so it stays in
    // every cart and the rest are refused whole, naming A — B is never taken without it
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(5);
    expect(new Set(answers.filter((answer) => answer.code !== 1).map((answer) => answer.msg))).toEqual(new Set([`${a.title.en}: only 1 bottle left`]));
    expect(await soldOf(a.id)).toBe(soldA + 10);
    expect(await soldOf(b.id)).toBe(soldB + 10);
    expect(await stockOf(t, a.id)).toBe(1);
    expect(await stockOf(t, b.id)).toBe(stockB - 10);
    const orders = await t.db
      .selectFrom('goods_orders as o')
      .innerJoin('goods_order_items as i', 'i.order_id', 'o.id')
      .select(['o.id', 'o.product_count', (eb) => eb.fn.sum<number>('i.product_count').as('items')])
      .groupBy(['o.id', 'o.product_count'])
      .execute();
    // every order holds exactly the bottles it counts: no line was left out of a placed order
    expect(orders.filter((order) => Number(order.items) !== order.product_count)).toEqual([]);
  }, 120_000);
});
