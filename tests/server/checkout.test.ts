import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { addressOf, call, history, quickMember, setStock, stockOf, wines, type Member, type TestApp } from './shop-helpers';

let t: TestApp;
let alice: Member;
let aliceHome: number;
let bob: Member;
let bobHome: number;
let list: Awaited<ReturnType<typeof wines>>;

beforeAll(async () => {
  t = await testApp({ env: { SHIPPING_FEE_FEN: '1500', FREE_SHIPPING_FROM_FEN: '50000', ORDER_VALIDITY_S: '3600' } });
  alice = await quickMember(t, 'alice');
  bob = await quickMember(t, 'bob');
  aliceHome = await addressOf(t, alice);
  bobHome = await addressOf(t, bob, 'Bob');
  list = await wines(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').execute();
  for (const wine of list) await setStock(t, wine.id, 100);
});

const add = (goodsId: number, count: number, who: Member = alice) =>
  call(t, '/api/member/cart/add', { goods_id: String(goodsId), product_count: String(count) }, who.headers);
const submit = (form: Record<string, string>, who: Member = alice) => call(t, '/api/member/order/add', { lang: 'en', adult_confirmed: '1', ...form }, who.headers);
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

describe('the payment preview', () => {
  it('lists the selected lines with both prices, the default receiver, shipping and the total', async () => {
    const cheap = list[0]!;
    await add(cheap.id, 1);
    await add(list[1]!.id, 1);
    const line = (await call(t, '/api/member/cart/list', {}, alice.headers)).data.items.find((i: { goods_id: number }) => i.goods_id === list[1]!.id);
    await call(t, '/api/member/cart/select', { ids: String(line.id), is_selected: '0' }, alice.headers);
    const preview = await call(t, '/api/member/order/preview', { lang: 'en' }, alice.headers);
    expect(preview.code).toBe(1);
    expect(preview.data).toMatchObject({
      product_count: 1,
      price_sum: yuan(cheap.price_fen),
      dollar_price_sum: yuan(cheap.dollar_price_cents),
      shipping_fee: cheap.price_fen >= 50000 ? '0.00' : '15.00',
      free_shipping_from: '500.00',
      order_price: yuan(cheap.price_fen + (cheap.price_fen >= 50000 ? 0 : 1500)),
      receiver: { id: aliceHome, consignee: 'Li Hua', is_default: 1 },
      order_validity: 3600,
    });
    expect(preview.data.items).toEqual([
      expect.objectContaining({ id: cheap.id, title: cheap.title.en, tw_title: cheap.title.tw, en_title: cheap.title.en, product_count: 1, is_sell: 1, switch: 1 }),
    ]);
  });

  it('ships free from the threshold', async () => {
    const dear = list[list.length - 1]!;
    const bottles = Math.ceil(50000 / dear.price_fen);
    await add(dear.id, bottles);
    const preview = (await call(t, '/api/member/order/preview', {}, alice.headers)).data;
    expect(preview).toMatchObject({ shipping_fee: '0.00', order_price: yuan(dear.price_fen * bottles) });
  });

  it('has no receiver before the member saves an address', async () => {
    const carol = await quickMember(t, 'carol');
    expect((await call(t, '/api/member/order/preview', {}, carol.headers)).data).toMatchObject({ receiver: null, items: [], order_price: '0.00' });
  });
});

describe('submitting', () => {
  it('takes the stock, writes the order with snapshots, empties the ordered lines and the first history row, in one go', async () => {
    const [a, b, c] = list;
    await add(a!.id, 2);
    await add(b!.id, 1);
    await add(c!.id, 1);
    const lineC = (await call(t, '/api/member/cart/list', {}, alice.headers)).data.items.find((i: { goods_id: number }) => i.goods_id === c!.id);
    await call(t, '/api/member/cart/select', { ids: String(lineC.id), is_selected: '0' }, alice.headers);
    const goods = a!.price_fen * 2 + b!.price_fen;
    const total = goods + (goods >= 50000 ? 0 : 1500);
    const answer = await submit({ address_id: String(aliceHome), total_price: yuan(total), submit_token: 'tok-aaaaaaaaaaaaaaaa' });
    expect(answer).toMatchObject({ code: 1, msg: 'Order submitted' });
    expect(answer.data.order_no).toMatch(/^G\d{20}$/);
    expect(answer.data.order_price).toBe(yuan(total));
    expect(answer.data.order_time).toBeGreaterThan(3590);
    expect(answer.data.order_time).toBeLessThanOrEqual(3600);
    // in the cart's order: newest line first
    expect(answer.data.items.map((i: { goods_id: number; product_count: number }) => [i.goods_id, i.product_count])).toEqual([
      [b!.id, 1],
      [a!.id, 2],
    ]);
    expect(await stockOf(t, a!.id)).toBe(98);
    expect(await stockOf(t, b!.id)).toBe(99);
    expect(await stockOf(t, c!.id)).toBe(100);
    const order = await t.db.selectFrom('goods_orders').selectAll().where('order_no', '=', answer.data.order_no).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 5, member_id: alice.id, goods_fen: goods, amount_fen: total, consignee: 'Li Hua', area: 370614, product_count: 3 });
    const items = await t.db.selectFrom('goods_order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    expect(items[1]!.title).toEqual(a!.title);
    expect(items[1]).toMatchObject({ unit_price_fen: a!.price_fen, dollar_price_cents: a!.dollar_price_cents, product_spec: '750ml' });
    const cart = (await call(t, '/api/member/cart/list', {}, alice.headers)).data;
    expect(cart.items.map((i: { goods_id: number }) => i.goods_id)).toEqual([c!.id]);
    expect(await history(t, answer.data.order_no)).toEqual([{ from_status: null, to_status: 5, event: 'CREATE', actor: `member:${alice.id}` }]);
  });

  it('answers the same order to a repeated submit with the same token, never a second one', async () => {
    const a = list[0]!;
    await add(a.id, 1);
    const token = 'double-click-1234567890';
    const [first, second] = await Promise.all([
      submit({ address_id: String(aliceHome), submit_token: token }),
      submit({ address_id: String(aliceHome), submit_token: token }),
    ]);
    const third = await submit({ address_id: String(aliceHome), submit_token: token });
    expect(first.code).toBe(1);
    expect(second.data.order_no).toBe(first.data.order_no);
    expect(third.data.order_no).toBe(first.data.order_no);
    const orders = await t.db.selectFrom('goods_orders').select('id').where('submit_token', '=', token).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(t, a.id)).toBe(99);
  });

  it.each([
    [{}, 'en', 'Please choose receiver info'],
    [{ address_id: '' }, 'cn', '请选择收货人信息'],
    [{ address_id: 'abc' }, 'tw', '請選擇收貨人資訊'],
    [{ address_id: '1', total_price: 'lots' }, 'en', 'Product info abnormal'],
    [{ address_id: '1', remark: 'x'.repeat(201) }, 'en', 'The remark can have at most 200 characters'],
  ])('refuses the form %j (%s) and changes nothing', async (form, lang, msg) => {
    await add(list[0]!.id, 1);
    expect(await submit({ ...form, lang })).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect(await stockOf(t, list[0]!.id)).toBe(100);
  });

  it("refuses another member's address", async () => {
    await add(list[0]!.id, 1);
    expect(await submit({ address_id: String(bobHome) })).toMatchObject({ code: 0, msg: 'Please choose receiver info' });
    expect(await stockOf(t, list[0]!.id)).toBe(100);
  });

  it('refuses without a selected line', async () => {
    expect(await submit({ address_id: String(aliceHome) })).toMatchObject({ code: 0, msg: 'Please select the goods for settlement' });
    await add(list[0]!.id, 1);
    await call(t, '/api/member/cart/select', { ids: 'all', is_selected: '0' }, alice.headers);
    expect(await submit({ address_id: String(aliceHome), lang: 'cn' })).toMatchObject({ code: 0, msg: '请选择要结算的商品' });
  });

  it('refuses a total that is not what the server computes ("product info abnormal")', async () => {
    const a = list[0]!;
    await add(a.id, 1);
    const answer = await submit({ address_id: String(aliceHome), total_price: yuan(a.price_fen - 1) });
    expect(answer).toMatchObject({ code: 0, msg: 'Product info abnormal' });
    expect(await stockOf(t, a.id)).toBe(100);
    expect((await call(t, '/api/member/cart/list', {}, alice.headers)).data.items).toHaveLength(1);
  });

  it('takes all lines or none: a short second wine leaves the first one untouched', async () => {
    const [a, b] = list;
    await add(a!.id, 2);
    await add(b!.id, 5);
    await setStock(t, b!.id, 3);
    const answer = await submit({ address_id: String(aliceHome) });
    expect(answer).toMatchObject({ code: 0, msg: `${b!.title.en}: only 3 bottles left` });
    expect(await stockOf(t, a!.id)).toBe(100);
    expect(await stockOf(t, b!.id)).toBe(3);
    expect((await call(t, '/api/member/cart/list', {}, alice.headers)).data.items).toHaveLength(2);
    expect(await t.db.selectFrom('goods_orders').select('id').where('member_id', '=', alice.id).where('goods_fen', '=', a!.price_fen * 2 + b!.price_fen * 5).execute()).toEqual([]);
  });
});
