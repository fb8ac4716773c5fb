import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { call, quickMember, setStock, wines, type Member, type TestApp } from './shop-helpers';

let t: TestApp;
let alice: Member;
let bob: Member;
let cheap: number;
let dear: number;

beforeAll(async () => {
  t = await testApp();
  alice = await quickMember(t, 'alice');
  bob = await quickMember(t, 'bob');
  const list = await wines(t);
  cheap = list[0]!.id;
  dear = list[list.length - 1]!.id;
});
afterAll(async () => t?.close());

const cart = (path: string, form: Record<string, string>, who: Member = alice) => call(t, `/api/member/cart/${path}`, form, who.headers);
const lineOf = async (goodsId: number, who: Member = alice) =>
  (await cart('list', { lang: 'en' }, who)).data.items.find((i: { goods_id: number }) => i.goods_id === goodsId);
const clear = () => t.db.deleteFrom('cart_items').execute();

describe('guests', () => {
  it.each(['list', 'add', 'update', 'select', 'del'])('get 401 from %s', async (path) => {
    expect((await call(t, `/api/member/cart/${path}`, { goods_id: '1', product_count: '1' })).status).toBe(401);
  });
});

describe('adding', () => {
  it('adds a line, then adds onto the same line, and answers the badge count', async () => {
    await clear();
    const first = await cart('add', { goods_id: String(cheap), product_count: '2', lang: 'en' });
    expect(first).toMatchObject({ code: 1, msg: 'Add to cart successfully', data: { count_sum: 2 } });
    const again = await cart('add', { goods_id: String(cheap), product_count: '3', lang: 'cn' });
    expect(again).toMatchObject({ code: 1, msg: '加入购物车成功', data: { count_sum: 5 } });
    const list = await cart('list', { lang: 'en' });
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject({ goods_id: cheap, product_count: 5, is_selected: 1, available: 1, tips: '', product_spec: '750ml' });
  });

  it.each([
    ['0', 'en', 'The quantity must be above 0'],
    ['-1', 'en', 'The quantity must be above 0'],
    ['1.5', 'en', 'The quantity must be above 0'],
    ['', 'cn', '数量必须大于0'],
    ['100', 'en', 'You can add at most 99 bottles'],
    ['100', 'tw', '最多只能加入99瓶'],
  ])('refuses the quantity %j (%s) and changes nothing', async (count, lang, msg) => {
    await clear();
    const answer = await cart('add', { goods_id: String(cheap), product_count: count, lang });
    expect(answer).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect((await cart('list', {})).data.items).toEqual([]);
  });

  it('caps a line at 99 bottles and says so; a full line takes no more', async () => {
    await clear();
    await setStock(t, dear, 500);
    await cart('add', { goods_id: String(dear), product_count: '95' });
    const capped = await cart('add', { goods_id: String(dear), product_count: '10', lang: 'en' });
    expect(capped).toMatchObject({ code: 1, msg: 'You can add at most 99 bottles', data: { count_sum: 99 } });
    const full = await cart('add', { goods_id: String(dear), product_count: '1', lang: 'cn' });
    expect(full).toMatchObject({ code: 0, msg: '最多只能添加99瓶' });
    expect((await lineOf(dear)).product_count).toBe(99);
  });

  it('adds at once from many tabs without losing a bottle: every add lands on the one line, each answer counts its own', async () => {
    await clear();
    await setStock(t, dear, 500);
    await cart('add', { goods_id: String(cheap), product_count: '2' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cart('add', { goods_id: String(dear), product_count: '2' })));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    // each add saw the ones before it: the badge counts 2 + 2, 2 + 4, …, 2 + 40, each once
    expect(answers.map((a) => a.data.count_sum).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 2 + 2 * (i + 1)));
    expect((await lineOf(dear)).product_count).toBe(40);
  });

  it('never puts more bottles in a line than are in stock', async () => {
    await clear();
    await setStock(t, dear, 4);
    expect(await cart('add', { goods_id: String(dear), product_count: '5', lang: 'en' })).toMatchObject({ code: 0, msg: 'Only 4 bottles left in stock' });
    expect(await cart('add', { goods_id: String(dear), product_count: '3' })).toMatchObject({ code: 1 });
    expect(await cart('add', { goods_id: String(dear), product_count: '2', lang: 'cn' })).toMatchObject({ code: 0, msg: '库存仅剩4瓶' });
    expect((await lineOf(dear)).product_count).toBe(3);
  });

  it('refuses an unknown wine, a sold-out one and one no longer sold', async () => {
    expect(await cart('add', { goods_id: '999999', product_count: '1', lang: 'en' })).toMatchObject({ code: 0, msg: 'This wine does not exist' });
    expect(await cart('add', { goods_id: '99999999999', product_count: '1', lang: 'en' })).toMatchObject({ status: 200, code: 0 });
    await setStock(t, dear, 0);
    expect(await cart('add', { goods_id: String(dear), product_count: '1', lang: 'en' })).toMatchObject({ code: 0, msg: 'Sold out' });
    await setStock(t, dear, 50);
    await t.db.updateTable('wines').set({ is_sell: 0 }).where('id', '=', dear).execute();
    expect(await cart('add', { goods_id: String(dear), product_count: '1', lang: 'en' })).toMatchObject({ code: 0, msg: 'No longer sold' });
    await t.db.updateTable('wines').set({ is_sell: 1 }).where('id', '=', dear).execute();
  });
});

describe('the list', () => {
  it('totals only the selected lines in both currencies, and counts every bottle for the badge', async () => {
    await clear();
    const [a, b] = await wines(t);
    await cart('add', { goods_id: String(a!.id), product_count: '2' });
    await cart('add', { goods_id: String(b!.id), product_count: '3' });
    const lineA = await lineOf(a!.id);
    const list = (await cart('select', { ids: String(lineA.id), is_selected: '0', lang: 'en' })).data;
    expect(list.count_sum).toBe(5);
    expect(list.product_count).toBe(3);
    const fen = b!.price_fen * 3;
    expect(list.price_sum).toBe(`${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);
    const cents = b!.dollar_price_cents * 3;
    expect(list.dollar_price_sum).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    const all = (await cart('select', { ids: 'all', is_selected: '1' })).data;
    expect(all.product_count).toBe(5);
    const none = (await cart('select', { ids: 'all', is_selected: '0' })).data;
    expect(none).toMatchObject({ product_count: 0, price_sum: '0.00', dollar_price_sum: '0.00', count_sum: 5 });
  });

  it('shows tips for low stock, sold out and no longer sold; sold-out lines cannot be selected', async () => {
    await clear();
    await setStock(t, dear, 50);
    await cart('add', { goods_id: String(dear), product_count: '3' });
    await setStock(t, dear, 2);
    expect(await lineOf(dear)).toMatchObject({ tips: 'Only 2 left', available: 1, is_selected: 1 });
    await setStock(t, dear, 0);
    const soldOut = await lineOf(dear);
    expect(soldOut).toMatchObject({ tips: 'Sold out', available: 0, is_selected: 0 });
    const selected = (await cart('select', { ids: String(soldOut.id), is_selected: '1', lang: 'en' })).data;
    expect(selected.items[0]).toMatchObject({ is_selected: 0 });
    expect(selected.product_count).toBe(0);
    await setStock(t, dear, 50);
    await t.db.updateTable('wines').set({ switch: 0 }).where('id', '=', dear).execute();
    expect((await cart('list', { lang: 'tw' })).data.items[0]).toMatchObject({ tips: '已停售', available: 0 });
    await t.db.updateTable('wines').set({ switch: 1 }).where('id', '=', dear).execute();
  });
});

describe('changing and deleting', () => {
  it('sets a quantity within the limits and the stock; fewer is always allowed', async () => {
    await clear();
    await setStock(t, dear, 10);
    await cart('add', { goods_id: String(dear), product_count: '2' });
    const { id } = await lineOf(dear);
    expect((await cart('update', { id: String(id), product_count: '7' })).data.items[0].product_count).toBe(7);
    expect(await cart('update', { id: String(id), product_count: '11', lang: 'en' })).toMatchObject({ code: 0, msg: 'Only 10 bottles left in stock' });
    expect(await cart('update', { id: String(id), product_count: '0', lang: 'en' })).toMatchObject({ code: 0, msg: 'The quantity must be above 0' });
    expect(await cart('update', { id: String(id), product_count: '120', lang: 'en' })).toMatchObject({ code: 0, msg: 'You can add at most 99 bottles' });
    await setStock(t, dear, 3);
    expect((await cart('update', { id: String(id), product_count: '5' })).data.items[0].product_count).toBe(5);
    expect((await lineOf(dear)).product_count).toBe(5);
  });

  it('deletes lines by id and says so', async () => {
    await clear();
    const [a, b] = await wines(t);
    await cart('add', { goods_id: String(a!.id), product_count: '1' });
    await cart('add', { goods_id: String(b!.id), product_count: '1' });
    const line = await lineOf(a!.id);
    const answer = await cart('del', { ids: String(line.id), lang: 'en' });
    expect(answer).toMatchObject({ code: 1, msg: 'Deleted' });
    expect(answer.data.items.map((i: { goods_id: number }) => i.goods_id)).toEqual([b!.id]);
    expect(await cart('del', { ids: '', lang: 'en' })).toMatchObject({ code: 0, msg: 'Please select the goods for settlement' });
    expect(await cart('del', { ids: 'x,1', lang: 'cn' })).toMatchObject({ code: 0, msg: '请选择要结算的商品' });
  });
});

describe('ownership', () => {
  it("leaves another member's lines alone whatever ids are sent", async () => {
    await clear();
    await cart('add', { goods_id: String(cheap), product_count: '4' }, bob);
    const bobs = await lineOf(cheap, bob);
    expect(await cart('update', { id: String(bobs.id), product_count: '1', lang: 'en' })).toMatchObject({ code: 0, msg: 'This wine is no longer in your cart' });
    expect(await cart('del', { ids: String(bobs.id), lang: 'en' })).toMatchObject({ code: 0 });
    const selected = await cart('select', { ids: String(bobs.id), is_selected: '0' });
    expect(selected.data.items).toEqual([]);
    expect(await cart('select', { ids: 'all', is_selected: '0' })).toMatchObject({ code: 1 });
    expect(await lineOf(cheap, bob)).toMatchObject({ id: bobs.id, product_count: 4, is_selected: 1 });
    expect((await cart('list', {})).data.count_sum).toBe(0);
  });
});
