import { randomBytes } from 'node:crypto';
import { pricingAt } from '../../src/server/domain/promotions';
import { createSession } from '../../src/server/plugins/auth';
import { postForm, type testApp } from '../helpers/test-app';

export type TestApp = Awaited<ReturnType<typeof testApp>>;
export type Answer<T = any> = { status: number; code: number; msg: string; data: T };

export async function call<T = any>(t: TestApp, path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await postForm(t.app, path, form, headers);
  return { status: res.statusCode, ...(res.json() as Omit<Answer<T>, 'status'>) };
}

/** A member row and a session, without the password hashing a sign-in needs (fast enough for 200). */
export async function quickMember(t: TestApp, label = randomBytes(4).toString('hex')) {
  const row = await t.db
    .insertInto('members')
    .values({ username: `shop-${label}-${randomBytes(3).toString('hex')}`, nickname: label, password_hash: 'x', salt: 'y', email: null, mobile: null, birthday: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(t.db, row.id);
  return { id: row.id, headers: { token } };
}

export type Member = Awaited<ReturnType<typeof quickMember>>;

/** A Penglai address in the member's book (the first one is the default). */
export async function addressOf(t: TestApp, member: Member, consignee = 'Li Hua'): Promise<number> {
  const answer = await call(
    t,
    '/api/member/address/add',
    { consignee, mobile: '13800000007', province: '370000', city: '370600', area: '370614', address_details: '1 Cliffside Road', lang: 'en' },
    member.headers,
  );
  if (answer.code !== 1) throw new Error(`address/add: ${answer.msg}`);
  return answer.data.id as number;
}

/** The seeded wines on sale, priced as they are now (a live promotion applied), cheapest first. */
export async function wines(t: TestApp) {
  const rows = await t.db
    .selectFrom('wines')
    .select(['id', 'series_id', 'price_fen', 'dollar_price_cents', 'stock', 'title'])
    .where('is_sell', '=', 1)
    .where('switch', '=', 1)
    .execute();
  const priceOf = await pricingAt(t.db);
  return rows.map((row) => ({ ...row, ...priceOf(row) })).sort((a, b) => a.price_fen - b.price_fen || a.id - b.id);
}

export const setStock = (t: TestApp, id: number, stock: number) => t.db.updateTable('wines').set({ stock }).where('id', '=', id).execute();
export const stockOf = async (t: TestApp, id: number) =>
  (await t.db.selectFrom('wines').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

export const history = (t: TestApp, orderNo: string) =>
  t.db
    .selectFrom('status_history as h')
    .innerJoin('goods_orders as o', 'o.id', 'h.entity_id')
    .select(['h.from_status', 'h.to_status', 'h.event', 'h.actor'])
    .where('h.entity', '=', 'goods_order')
    .where('o.order_no', '=', orderNo)
    .orderBy('h.id')
    .execute();

/** Puts an order's payment deadline in the past, as if its time had run out. */
export const expireNow = (t: TestApp, orderNo: string) =>
  t.db.updateTable('goods_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('order_no', '=', orderNo).execute();

/** Cart → order in one go: the given wines in the cart, selected, ordered to the member's default address. */
export async function orderOf(t: TestApp, member: Member, addressId: number, lines: [goodsId: number, count: number][]) {
  for (const [goodsId, count] of lines) {
    const added = await call(t, '/api/member/cart/add', { goods_id: String(goodsId), product_count: String(count) }, member.headers);
    if (added.code !== 1) throw new Error(`cart/add: ${added.msg}`);
  }
  const placed = await call(t, '/api/member/order/add', { address_id: String(addressId), adult_confirmed: '1', lang: 'en' }, member.headers);
  if (placed.code !== 1) throw new Error(`order/add: ${placed.msg}`);
  return placed.data as { order_no: string; order_price: string; order_time: number };
}
