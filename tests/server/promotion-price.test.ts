import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSummary } from '../../src/server/domain/cart';
import { lessPercent, pricingAt } from '../../src/server/domain/promotions';
import { up as promotionsMigration } from '../../src/server/db/migrations/0014-promotions';
import { freshDatabase } from '../helpers/test-app';
import { goPay, paymentApp, paymentsOf, type PaymentApp } from './payment-helpers';
import { addressOf, call, quickMember, setStock, type Member, type TestApp } from './shop-helpers';

/**
 * The winter promotion promises "every Cliffside Reserve wine 10 % off until the end of 2027".
 * That price is computed on the server from the promotion's rule and is the one on the wine
 * page, in the cart, at checkout and in the payment; an order keeps the price it was placed at.
 */
let t: PaymentApp;
let shop: TestApp;
let alice: Member;
let home: number;
let winterId: number;
let seededWindow: { starts_at: Date; ends_at: Date };

/** The seeded wines by English title: list prices in fen / cents, and what 10 % off makes them. */
const RESERVE = {
  'Cliffside Grand Vin 2019': { list: [128800, 19800], promo: [115920, 17820] },
  'Cliffside Reserve Cabernet Sauvignon 2021': { list: [58800, 8900], promo: [52920, 8010] },
  'Cliffside Reserve Cabernet Gernischt 2020': { list: [46800, 6900], promo: [42120, 6210] },
} as const;
const ROSE = 'Sea Breeze Rosé 2024'; // 198.00 / 29.00, no live promotion
const ids = new Map<string, number>();
const idOf = (title: string) => ids.get(title)!;

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const china = (iso: string) => new Date(`${iso}+08:00`);

/** Puts the winter promotion's window around the database's now (seconds from now). */
const winterWindow = (startsInS: number, endsInS: number) =>
  t.db
    .updateTable('activities')
    .set({ starts_at: sql`now() + make_interval(secs => ${startsInS})`, ends_at: sql`now() + make_interval(secs => ${endsInS})` })
    .where('id', '=', winterId)
    .execute();
const LIVE: [number, number] = [-86_400, 86_400];

const add = (title: string, count = 1) =>
  call(shop, '/api/member/cart/add', { goods_id: String(idOf(title)), product_count: String(count) }, alice.headers);
const cartList = () => call(shop, '/api/member/cart/list', { lang: 'en' }, alice.headers);
const preview = () => call(shop, '/api/member/order/preview', { lang: 'en' }, alice.headers);
const wineGet = (title: string) => call(shop, '/api/winery/wine/get', { id: String(idOf(title)), lang: 'en' });
const fillCart = async () => {
  for (const title of [...Object.keys(RESERVE), ROSE]) expect((await add(title)).code).toBe(1);
};

beforeAll(async () => {
  t = await paymentApp({ SHIPPING_FEE_FEN: '1500', FREE_SHIPPING_FROM_FEN: '50000' });
  shop = t;
  alice = await quickMember(shop, 'alice');
  home = await addressOf(shop, alice);
  for (const row of await t.db.selectFrom('wines').select(['id', 'title']).execute()) ids.set(row.title.en, row.id);
  const winter = await t.db
    .selectFrom('activities')
    .select(['id', 'starts_at', 'ends_at'])
    .where(sql<string>`title->>'en'`, '=', 'Winter Reserve Season: 10% off the Reserve range')
    .executeTakeFirstOrThrow();
  winterId = winter.id;
  seededWindow = { starts_at: winter.starts_at, ends_at: winter.ends_at };
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').execute();
  for (const id of ids.values()) await setStock(shop, id, 100);
});

describe('the rule, as seeded, on the clock', () => {
  const priceAt = async (at: Date) => {
    const priceOf = await pricingAt(t.db, at);
    const rows = await t.db.selectFrom('wines').select(['id', 'series_id', 'price_fen', 'dollar_price_cents', 'title']).execute();
    return Object.fromEntries(rows.map((row) => [row.title.en, priceOf(row)]));
  };
  /** the window as the seed wrote it (other tests move it around now) */
  const seeded = () => t.db.updateTable('activities').set(seededWindow).where('id', '=', winterId).execute();

  it('takes 10 % off every Reserve wine in both currencies while live, and nothing off any other wine', async () => {
    await seeded();
    const prices = await priceAt(china('2026-12-01T12:00:00'));
    for (const [title, { list, promo }] of Object.entries(RESERVE)) {
      expect(prices[title], title).toEqual({
        price_fen: promo[0],
        dollar_price_cents: promo[1],
        list_price_fen: list[0],
        list_dollar_price_cents: list[1],
        activity_id: winterId,
      });
    }
    for (const [title, price] of Object.entries(prices)) {
      if (title in RESERVE) continue;
      expect(price, title).toMatchObject({ activity_id: null });
      expect(price.price_fen, title).toBe(price.list_price_fen);
      expect(price.dollar_price_cents, title).toBe(price.list_dollar_price_cents);
    }
  });

  it.each([
    ['before it begins', '2026-10-31T23:59:59.999', 'list'],
    ['as it begins', '2026-11-01T00:00:00', 'promo'],
    ['in the last millisecond of 2027', '2027-12-31T23:59:59.999', 'promo'],
    ['once 2027 has ended', '2028-01-01T00:00:00', 'list'],
  ] as const)('%s (%s, China time) the Reserve wines cost their %s price', async (_when, at, which) => {
    await seeded();
    const prices = await priceAt(china(at));
    for (const [title, price] of Object.entries(RESERVE)) {
      expect([prices[title]!.price_fen, prices[title]!.dollar_price_cents], title).toEqual(price[which]);
    }
  });

  it('an ended promotion with no price rule (the summer festival) changes no price', async () => {
    const prices = await priceAt(china('2026-07-15T12:00:00'));
    expect(Object.values(prices).every((p) => p.activity_id === null && p.price_fen === p.list_price_fen)).toBe(true);
  });

  it('a switched-off promotion changes no price', async () => {
    await seeded();
    await t.db.updateTable('activities').set({ switch: 0 }).where('id', '=', winterId).execute();
    const prices = await priceAt(china('2026-12-01T12:00:00'));
    await t.db.updateTable('activities').set({ switch: 1 }).where('id', '=', winterId).execute();
    expect(prices['Cliffside Grand Vin 2019']).toMatchObject({ price_fen: 128800, activity_id: null });
  });

  it('rounds down to the whole fen, so the reduction is never less than promised', () => {
    expect(lessPercent(12345, 10)).toBe(11110); // 11110.5
    expect(lessPercent(999, 15)).toBe(849); // 849.15
    expect(lessPercent(128800, 10)).toBe(115920);
  });

  it('the cart is priced by the same rule at the moment it is read', async () => {
    await seeded();
    await add('Cliffside Reserve Cabernet Sauvignon 2021', 2);
    const during = await cartSummary(t.db, alice.id, 'en', china('2027-06-01T09:00:00'));
    expect(during).toMatchObject({ price_sum: '1058.40', dollar_price_sum: '160.20' });
    expect(during.items[0]).toMatchObject({ unit_price: '529.20', original_price: '588.00', price: '1058.40' });
    const after = await cartSummary(t.db, alice.id, 'en', china('2028-01-01T00:00:00'));
    expect(after).toMatchObject({ price_sum: '1176.00', dollar_price_sum: '178.00' });
    expect(after.items[0]).toMatchObject({ unit_price: '588.00', original_price: '588.00' });
  });
});

describe('while the promotion is live', () => {
  beforeEach(async () => winterWindow(...LIVE));

  it('the wine list and the wine page show the Reserve wines at 10 % off, the list price struck through', async () => {
    const list = (await call(shop, '/api/winery/wine/list', { lang: 'en' })).data.list as any[];
    for (const [title, { list: was, promo }] of Object.entries(RESERVE)) {
      const expected = { price: yuan(promo[0]), dollar_price: yuan(promo[1]), original_price: yuan(was[0]) };
      expect(list.find((w) => w.title === title), title).toMatchObject(expected);
      expect((await wineGet(title)).data, title).toMatchObject(expected);
    }
    const rose = { price: '198.00', dollar_price: '29.00', original_price: '' };
    expect(list.find((w) => w.title === ROSE)).toMatchObject(rose);
    expect((await wineGet(ROSE)).data).toMatchObject(rose);
  });

  it('the cart, the checkout, the order and the payment all charge the promotion price', async () => {
    await fillCart();
    const goods = 115920 + 52920 + 42120 + 19800; // free shipping from 500.00
    const dollars = 17820 + 8010 + 6210 + 2900;

    const cart = (await cartList()).data;
    expect(cart).toMatchObject({ price_sum: yuan(goods), dollar_price_sum: yuan(dollars) });
    for (const [title, { list, promo }] of Object.entries(RESERVE)) {
      const line = cart.items.find((i: any) => i.goods_id === idOf(title));
      expect(line, title).toMatchObject({ unit_price: yuan(promo[0]), original_price: yuan(list[0]), price: yuan(promo[0]), dollar_price: yuan(promo[1]) });
    }
    expect(cart.items.find((i: any) => i.goods_id === idOf(ROSE))).toMatchObject({ unit_price: '198.00', original_price: '198.00' });

    const seen = (await preview()).data;
    expect(seen).toMatchObject({ price_sum: yuan(goods), dollar_price_sum: yuan(dollars), shipping_fee: '0.00', order_price: yuan(goods) });
    expect(seen.items.find((i: any) => i.id === idOf('Cliffside Grand Vin 2019'))).toMatchObject({ price: '1159.20', dollar_price: '178.20', line_price: '1159.20' });

    const placed = await call(shop, '/api/member/order/add', { address_id: String(home), adult_confirmed: '1', total_price: seen.order_price, lang: 'en' }, alice.headers);
    expect(placed.code, placed.msg).toBe(1);
    expect(placed.data.order_price).toBe(yuan(goods));
    const order = await t.db.selectFrom('goods_orders').selectAll().where('order_no', '=', placed.data.order_no).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ goods_fen: goods, shipping_fen: 0, amount_fen: goods, dollar_cents: dollars });
    const items = await t.db.selectFrom('goods_order_items').select(['goods_id', 'unit_price_fen', 'dollar_price_cents']).where('order_id', '=', order.id).execute();
    expect(items.find((i) => i.goods_id === idOf('Cliffside Reserve Cabernet Sauvignon 2021'))).toMatchObject({ unit_price_fen: 52920, dollar_price_cents: 8010 });

    const pay = await goPay(t, alice.headers.token, order.order_no);
    expect(pay.code, pay.msg).toBe(1);
    const [payment] = await paymentsOf(t.db, order.id);
    expect(payment).toMatchObject({ amount_fen: goods, state: 'awaitingProvider' });
    expect((await t.sandbox().transaction(payment!.out_trade_no))!.amountFen).toBe(goods);
  });
});

describe('outside the window', () => {
  it.each([
    ['not yet begun', 3600, 86_400],
    ['ended', -86_400, -1],
  ])('%s: the list price on the wine page, in the cart and at checkout', async (_when, startsInS, endsInS) => {
    await winterWindow(startsInS, endsInS);
    for (const [title, { list }] of Object.entries(RESERVE)) {
      expect((await wineGet(title)).data, title).toMatchObject({ price: yuan(list[0]), dollar_price: yuan(list[1]), original_price: '' });
    }
    await fillCart();
    const goods = 128800 + 58800 + 46800 + 19800;
    expect((await cartList()).data).toMatchObject({ price_sum: yuan(goods), dollar_price_sum: yuan(19800 + 8900 + 6900 + 2900) });
    expect((await preview()).data).toMatchObject({ price_sum: yuan(goods), order_price: yuan(goods) });
    const placed = await call(shop, '/api/member/order/add', { address_id: String(home), adult_confirmed: '1', total_price: yuan(goods), lang: 'en' }, alice.headers);
    expect(placed.data.order_price).toBe(yuan(goods));
  });
});

describe('an order placed during the promotion', () => {
  it('keeps its price after the promotion ends: in the order, in the payment and at the gateway', async () => {
    await winterWindow(...LIVE);
    expect((await add('Cliffside Reserve Cabernet Gernischt 2020', 2)).code).toBe(1);
    const placed = await call(shop, '/api/member/order/add', { address_id: String(home), adult_confirmed: '1', total_price: '842.40', lang: 'en' }, alice.headers);
    expect(placed.data.order_price).toBe('842.40'); // 2 × 421.20, free shipping from 500.00

    await winterWindow(-86_400, -1);
    expect((await wineGet('Cliffside Reserve Cabernet Gernischt 2020')).data.price).toBe('468.00');
    const detail = (await call(shop, '/api/member/order/get', { order_no: placed.data.order_no, lang: 'en' }, alice.headers)).data;
    expect(detail).toMatchObject({ order_price: '842.40', goods_price: '842.40' });
    expect(detail.items[0]).toMatchObject({ unit_price: '421.20', price: '842.40', dollar_price: '124.20' });

    const pay = await goPay(t, alice.headers.token, placed.data.order_no);
    expect(pay.code, pay.msg).toBe(1);
    const order = await t.db.selectFrom('goods_orders').select('id').where('order_no', '=', placed.data.order_no).executeTakeFirstOrThrow();
    const [payment] = await paymentsOf(t.db, order.id);
    expect(payment!.amount_fen).toBe(84240);
    expect((await t.sandbox().transaction(payment!.out_trade_no))!.amountFen).toBe(84240);
  });

  it('a total seen during the promotion and submitted after it ended is refused, and nothing is ordered', async () => {
    await winterWindow(...LIVE);
    await add('Cliffside Grand Vin 2019');
    const seen = (await preview()).data.order_price;
    expect(seen).toBe('1159.20');
    await winterWindow(-86_400, -1);
    const late = await call(shop, '/api/member/order/add', { address_id: String(home), adult_confirmed: '1', total_price: seen, lang: 'en' }, alice.headers);
    expect(late).toMatchObject({ code: 0, msg: 'Product info abnormal' });
    expect((await cartList()).data.items).toHaveLength(1);
  });
});

describe('a database seeded before promotions had rules', () => {
  it('gives the winter promotion its rule and drops the hand-set reductions when migrated', async () => {
    const { db, drop } = await freshDatabase();
    try {
      // the tables as they were before 0014-promotions, with the old seed's rows
      await sql`alter table activities drop column percent_off`.execute(db);
      await sql`alter table wines add column original_price_fen integer`.execute(db);
      const l = (en: string) => JSON.stringify({ cn: en, tw: en, en });
      const series = await db.insertInto('wine_series').values({ title: l('Cliffside Reserve'), intro: l(''), image: '' }).returning('id').executeTakeFirstOrThrow();
      await sql`insert into wines (series_id, title, intro, description, price_fen, dollar_price_cents, original_price_fen, alcohol, type, grape, vintage, images, tasting_notes)
        values (${series.id}, ${l('Cliffside Reserve Cabernet Sauvignon 2021')}, ${l('')}, ${l('')}, 58800, 8900, 68800, '13.5%', ${l('')}, ${l('')}, 2021, '[]', ${l('')})`.execute(db);
      await sql`insert into activities (title, intro, image, wine_series_id, starts_at, ends_at)
        values (${l('Winter Reserve Season: 10% off the Reserve range')}, ${l('')}, '', ${series.id}, '2026-11-01T00:00:00+08:00', '2027-12-31T23:59:59+08:00')`.execute(db);

      await promotionsMigration(db);

      const winter = await db.selectFrom('activities').select(['percent_off', 'ends_at']).executeTakeFirstOrThrow();
      expect(winter).toEqual({ percent_off: 10, ends_at: china('2028-01-01T00:00:00') });
      const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'wines'`.execute(db);
      expect(columns.rows.map((c) => c.column_name)).not.toContain('original_price_fen');
      const priceOf = await pricingAt(db, china('2027-12-31T23:59:59.999'));
      const wine = await db.selectFrom('wines').select(['series_id', 'price_fen', 'dollar_price_cents']).executeTakeFirstOrThrow();
      expect(priceOf(wine)).toMatchObject({ price_fen: 52920, dollar_price_cents: 8010, list_price_fen: 58800 });
    } finally {
      await drop();
    }
  });
});
