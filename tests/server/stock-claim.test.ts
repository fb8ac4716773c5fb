import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { freshDatabase } from '../helpers/test-app';
import { member, unpaidOrder } from './payment-helpers';

/**
 * The checkout's stock claim, `winery_claim` (migration 0038), and the order items' reference to
 * their wine checked at COMMIT (0039), on PGlite and on PostgreSQL (DATABASE_URL=…). The claim
 * takes every wine's bottles or raises WN001 naming the first it could not take, leaving the
 * transaction to be rolled back; run at once by many transactions on one wine it sells exactly
 * the stock and deadlocks none of them.
 */
let db: Db;
let drop: () => Promise<void>;
let wineIds: number[];

const REFUSED = 'WN001';
const FOREIGN_KEY = '23503';
const DEADLOCK = '40P01';

/** the error a transaction ended with, or null when it committed */
async function endOf(work: (trx: Db) => Promise<unknown>): Promise<{ code?: string; message?: string } | null> {
  try {
    await db.transaction().execute(work);
    return null;
  } catch (error) {
    return error as { code?: string; message?: string };
  }
}
const claim = (trx: Db, ids: number[], counts: number[]) =>
  sql`select winery_claim(${sql.lit(`{${ids.join(',')}}`)}::int[], ${sql.lit(`{${counts.join(',')}}`)}::int[]) as claimed`.execute(trx);
const stocks = async () =>
  Object.fromEntries((await db.selectFrom('wines').select(['id', 'stock']).where('id', 'in', wineIds).execute()).map((row) => [row.id, row.stock]));
const setWine = (id: number, values: { stock?: number; is_sell?: number; switch?: number }) => db.updateTable('wines').set(values).where('id', '=', id).execute();

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  const title = (name: string) => JSON.stringify({ cn: name, tw: name, en: name });
  const series = await db.insertInto('wine_series').values({ title: title('Claim Series'), intro: title(''), image: '' }).returning('id').executeTakeFirstOrThrow();
  const made = await db
    .insertInto('wines')
    .values(
      ['Claim One', 'Claim Two', 'Claim Three'].map((name) => ({
        series_id: series.id,
        title: title(name),
        intro: title(''),
        description: title(''),
        type: title(''),
        grape: title(''),
        tasting_notes: title(''),
        vintage: 2020,
        images: '[]',
        alcohol: '13%',
        volume: '750ml',
        price_fen: 10000,
        dollar_price_cents: 1500,
        stock: 10,
        is_sell: 1,
        switch: 1,
      })),
    )
    .returning('id')
    .execute();
  wineIds = made.map((row) => row.id).sort((a, b) => a - b);
});
afterAll(async () => drop?.());

describe('winery_claim', () => {
  it('takes every wine’s bottles when each has them', async () => {
    const [a, b, c] = wineIds as [number, number, number];
    await Promise.all(wineIds.map((id) => setWine(id, { stock: 10, is_sell: 1, switch: 1 })));
    expect(await endOf((trx) => claim(trx, [a, b, c], [1, 4, 10]))).toBeNull();
    expect(await stocks()).toEqual({ [a]: 9, [b]: 6, [c]: 0 });
  });

  it('raises naming the first wine it could not take, with what the row holds, and nothing stays taken', async () => {
    const [a, b, c] = wineIds as [number, number, number];
    await Promise.all(wineIds.map((id) => setWine(id, { stock: 10, is_sell: 1, switch: 1 })));
    await setWine(b, { stock: 3 });
    const short = await endOf((trx) => claim(trx, [a, b, c], [2, 4, 1]));
    expect(short?.code).toBe(REFUSED);
    expect(JSON.parse(short!.message!)).toEqual({ id: b, stock: 3, is_sell: 1, switch: 1 });
    // the first wine was taken before the refusal: the rollback gave its bottles back
    expect(await stocks()).toEqual({ [a]: 10, [b]: 3, [c]: 10 });

    await setWine(b, { stock: 10, is_sell: 0 });
    const offSale = await endOf((trx) => claim(trx, [a, b], [1, 1]));
    expect(JSON.parse(offSale!.message!)).toEqual({ id: b, stock: 10, is_sell: 0, switch: 1 });

    await setWine(b, { is_sell: 1, switch: 0 });
    const hidden = await endOf((trx) => claim(trx, [b], [1]));
    expect(JSON.parse(hidden!.message!)).toEqual({ id: b, stock: 10, is_sell: 1, switch: 0 });
    expect(await stocks()).toEqual({ [a]: 10, [b]: 10, [c]: 10 });
  });

  it('names a wine that is gone with nulls', async () => {
    const gone = await endOf((trx) => claim(trx, [2_000_000_000], [1]));
    expect(gone?.code).toBe(REFUSED);
    expect(JSON.parse(gone!.message!)).toEqual({ id: 2_000_000_000, stock: null, is_sell: null, switch: null });
  });
});

describe('an order item’s wine', () => {
  it('is checked when the transaction commits: an item naming no wine fails it, and nothing stays', async () => {
    const buyer = await member(db);
    const order = await unpaidOrder(db, buyer.id, { bottles: 1 });
    const itemsOfOrder = () => db.selectFrom('goods_order_items').select('goods_id').where('order_id', '=', order.id).execute();
    const item = (goodsId: number) => ({
      order_id: order.id,
      goods_id: goodsId,
      title: JSON.stringify({ cn: 'x', tw: 'x', en: 'x' }),
      image: '',
      product_spec: '750ml',
      unit_price_fen: 100,
      dollar_price_cents: 15,
      product_count: 1,
    });
    let written = false;
    const ended = await endOf(async (trx) => {
      await trx.insertInto('goods_order_items').values(item(2_000_000_000)).execute();
      // the insert itself went through: the reference waits for COMMIT
      written = true;
    });
    expect(written).toBe(true);
    expect(ended?.code).toBe(FOREIGN_KEY);
    expect(await itemsOfOrder()).toEqual([{ goods_id: order.wineId }]);
    // a real wine is taken as before
    expect(await endOf((trx) => trx.insertInto('goods_order_items').values(item(wineIds[1]!)).execute())).toBeNull();
    expect(await itemsOfOrder()).toHaveLength(2);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('many claims of one wine at once, on a server', () => {
  it('sell exactly the stock, and none is a deadlock’s victim — while others reference the wine, as cart lines do', async () => {
    const [hot] = wineIds as [number];
    const CLAIMS = 600;
    const STOCK = 500;
    await setWine(hot, { stock: STOCK, is_sell: 1, switch: 1 });
    // a cart line added meanwhile: its foreign key takes a key-share lock on the wine's row
    const reference = () => endOf((trx) => sql`select 1 from wines where id = ${hot} for key share`.execute(trx));
    const outcomes = await Promise.all(Array.from({ length: CLAIMS }, (_, i) => Promise.all([endOf((trx) => claim(trx, [hot], [1])), i % 2 ? reference() : null])));
    const codes = outcomes.map(([error]) => error?.code ?? 'taken');
    expect(codes.filter((code) => code === DEADLOCK)).toEqual([]);
    expect(codes.filter((code) => code === 'taken')).toHaveLength(STOCK);
    expect(codes.filter((code) => code === REFUSED)).toHaveLength(CLAIMS - STOCK);
    expect((await stocks())[hot]).toBe(0);
  });
});
