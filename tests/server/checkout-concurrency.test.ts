import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { call, quickMember, setStock, stockOf, wines, type Member, type TestApp } from './shop-helpers';

/**
 * Issue 5's quality bar: never oversold. 200 members check out the same wine at once against 50
 * bottles — on PGlite here, and on PostgreSQL in CI (DATABASE_URL), where the checkouts really
 * run side by side on separate connections.
 */
const BUYERS = 200;
const BOTTLES = 50;

let t: TestApp;
let wineId: number;
let title: string;
let buyers: { member: Member; addressId: number }[];

beforeAll(async () => {
  t = await testApp();
  const wine = (await wines(t))[0]!;
  wineId = wine.id;
  title = wine.title.en;
  buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    // 200 buyers, 200 phones: one phone may hold only so many unpaid bottles (HOLD_MAX_BOTTLES_PER_WINE)
    const member = await quickMember(t, `buyer${i}`);
    const address = await t.db
      .insertInto('member_addresses')
      .values({ member_id: member.id, consignee: `Buyer ${i}`, mobile: `138${String(i).padStart(8, '0')}`, province: 370000, city: 370600, area: 370614, address_details: 'Cliff Road', zip_code: '', is_default: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('cart_items').values({ member_id: member.id, goods_id: wineId, product_count: 1 }).execute();
    buyers.push({ member, addressId: address.id });
  }
  await setStock(t, wineId, BOTTLES);
}, 120_000);
afterAll(async () => t?.close());

describe('200 concurrent checkouts of 50 bottles', () => {
  it('make exactly 50 orders, leave the stock at 0, and refuse the rest without touching their carts', async () => {
    const answers = await Promise.all(
      buyers.map(({ member, addressId }) => call(t, '/api/member/order/add', { address_id: String(addressId), adult_confirmed: '1', lang: 'en' }, member.headers)),
    );
    const won = answers.filter((a) => a.code === 1);
    const lost = answers.filter((a) => a.code !== 1);
    // every answer is a proper envelope (a failure would show here with its status and message)
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(won).toHaveLength(BOTTLES);
    expect(new Set(won.map((a) => a.data.order_no)).size).toBe(BOTTLES);
    expect(new Set(lost.map((a) => a.msg))).toEqual(new Set([`${title} is sold out`]));
    expect(await stockOf(t, wineId)).toBe(0);

    const orders = await t.db.selectFrom('goods_order_items').select((eb) => eb.fn.sum<number>('product_count').as('bottles')).where('goods_id', '=', wineId).executeTakeFirstOrThrow();
    expect(Number(orders.bottles)).toBe(BOTTLES);
    const created = await t.db.selectFrom('status_history').select('id').where('event', '=', 'CREATE').execute();
    expect(created).toHaveLength(BOTTLES);
    const carts = await t.db.selectFrom('cart_items').select('member_id').where('goods_id', '=', wineId).execute();
    expect(carts).toHaveLength(BUYERS - BOTTLES);
  }, 120_000);
});
