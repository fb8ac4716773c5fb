import { CompiledQuery, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { CART_LINE_MAX, type CartItem, type CartSummary } from '../../contract/cart';
import { pick, type Lang, type Localized } from '../../contract/lang';
import type { MessageKey } from '../../contract/messages';
import { formatCents, formatFen } from '../../contract/money';
import { transactionInOneTrip } from '../db/commit-with';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { translate } from '../i18n';
import { lockMember, memberLock } from './holds';
import { priceWith } from './promotions';

/**
 * A member's cart (spec §3 Cart, §5). Every change runs in one transaction that first locks the
 * member's row, so two requests of the same member (two tabs, a double click) take turns and a
 * line can never pass the per-line maximum or the stock through a race. Only the member's own
 * lines are ever read or changed.
 */
type Trx = Transaction<Database>;
type Conn = Db | Trx;

/** A line shows "only N left" from this stock down. */
export const LOW_STOCK_AT = 10;

export type CartOutcome<T> =
  | { ok: true; value: T; msg?: MessageKey }
  | { ok: false; key: MessageKey; params?: Record<string, string> };

const refused = (key: MessageKey, params?: Record<string, string>): CartOutcome<never> => ({ ok: false, key, ...(params ? { params } : {}) });

export interface CartLine {
  id: number;
  member_id: number;
  goods_id: number;
  product_count: number;
  is_selected: number;
  title: Localized;
  intro: Localized;
  images: string[];
  series_id: number;
  /** what a bottle costs now (domain/promotions.ts) */
  price_fen: number;
  dollar_price_cents: number;
  list_price_fen: number;
  list_dollar_price_cents: number;
  volume: string;
  stock: number;
  is_sell: number;
  switch: number;
}

/**
 * The member's lines with their wines, newest first, priced as at `at`: one statement, each
 * wine joined to the best promotion live at `at` for its series (promotions.ts's rule, in SQL).
 */
function cartLinesQuery(conn: Conn, memberId: number, at: Date) {
  return conn
    .selectFrom('cart_items as c')
    .innerJoin('wines as w', 'w.id', 'c.goods_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('activities as a')
          .select(['a.id as activity_id', 'a.percent_off'])
          .whereRef('a.wine_series_id', '=', 'w.series_id')
          .where('a.switch', '=', 1)
          .where('a.percent_off', 'is not', null)
          .where('a.starts_at', '<=', at)
          .where('a.ends_at', '>', at)
          .orderBy('a.percent_off', 'desc')
          .orderBy('a.sort')
          .orderBy('a.id')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id', 'c.member_id', 'c.goods_id', 'c.product_count', 'c.is_selected', 'w.title', 'w.intro', 'w.images', 'w.series_id',
      'w.price_fen', 'w.dollar_price_cents', 'w.volume', 'w.stock', 'w.is_sell', 'w.switch', 'p.activity_id', 'p.percent_off',
    ])
    .where('c.member_id', '=', memberId)
    .orderBy('c.id', 'desc');
}

/** The cart list's read: the statement above built once (db/prepared.ts). */
export const cartLinesStatement = prepared((conn, memberId: number, at: Date) => cartLinesQuery(conn, memberId, at));

type CartRow = Awaited<ReturnType<typeof cartLinesStatement>>[number];

function toCartLines(rows: CartRow[]): CartLine[] {
  return rows.map((row): CartLine => {
    const rules = row.activity_id !== null && row.percent_off !== null ? [{ activityId: row.activity_id, seriesId: row.series_id, percentOff: row.percent_off }] : [];
    const price = priceWith(rules, row);
    // written out rather than taken apart and spread: every line of every cart read comes through
    // here, and rest and spread copy a row key by key (4 % of a cart read's server time)
    return {
      id: row.id,
      member_id: row.member_id,
      goods_id: row.goods_id,
      product_count: row.product_count,
      is_selected: row.is_selected,
      title: row.title,
      intro: row.intro,
      images: row.images,
      series_id: row.series_id,
      price_fen: price.price_fen,
      dollar_price_cents: price.dollar_price_cents,
      volume: row.volume,
      stock: row.stock,
      is_sell: row.is_sell,
      switch: row.switch,
      list_price_fen: price.list_price_fen,
      list_dollar_price_cents: price.list_dollar_price_cents,
    };
  });
}

/**
 * The lines as a JSON array inside another statement (checkout reads them with its phone lock):
 * the same statement; `linesFromJson` makes them what cartLines answers.
 */
export const cartLinesJson = (conn: Conn, memberId: number, at: Date) => jsonArrayFrom(cartLinesQuery(conn, memberId, at));
export const linesFromJson = (rows: unknown): CartLine[] => toCartLines(rows as CartRow[]);

/** The lines as a transaction reads them (checkout, a quantity change): the same statement, built each time. */
export async function cartLines(conn: Conn, memberId: number, at: Date = new Date()): Promise<CartLine[]> {
  return toCartLines(await cartLinesQuery(conn, memberId, at).execute());
}

export type Availability = 'onSale' | 'soldOut' | 'notSold';

export function availability(wine: { is_sell: number; switch: number; stock: number }): Availability {
  if (wine.is_sell !== 1 || wine.switch !== 1) return 'notSold';
  return wine.stock > 0 ? 'onSale' : 'soldOut';
}

/** Selected and still for sale: what a checkout would order. */
export const isOrderable = (line: CartLine) => line.is_selected === 1 && availability(line) === 'onSale';

function tipsOf(line: CartLine, lang: Lang): string {
  const state = availability(line);
  if (state !== 'onSale') return translate(lang, state === 'soldOut' ? 'cart.soldOut' : 'cart.notSold');
  if (line.stock <= LOW_STOCK_AT || line.stock < line.product_count) return translate(lang, 'cart.lowStock', { stock: line.stock });
  return '';
}

export function toCartItem(line: CartLine, lang: Lang): CartItem {
  const available = availability(line) === 'onSale';
  return {
    id: line.id,
    user_id: line.member_id,
    goods_id: line.goods_id,
    title: pick(line.title, lang),
    images: line.images,
    unit_price: formatFen(line.price_fen),
    original_price: formatFen(line.list_price_fen),
    price: formatFen(line.price_fen * line.product_count),
    dollar_price: formatCents(line.dollar_price_cents * line.product_count),
    product_count: line.product_count,
    product_spec: line.volume,
    is_selected: available ? line.is_selected : 0,
    stock: line.stock,
    tips: tipsOf(line, lang),
    available: available ? 1 : 0,
  };
}

/** The lines and the totals of the orderable ones; `count_sum` counts every bottle (the badge). */
export function summarize(lines: CartLine[], lang: Lang): CartSummary {
  const chosen = lines.filter(isOrderable);
  return {
    count_sum: lines.reduce((sum, line) => sum + line.product_count, 0),
    product_count: chosen.reduce((sum, line) => sum + line.product_count, 0),
    price_sum: formatFen(chosen.reduce((sum, line) => sum + line.price_fen * line.product_count, 0)),
    dollar_price_sum: formatCents(chosen.reduce((sum, line) => sum + line.dollar_price_cents * line.product_count, 0)),
    items: lines.map((line) => toCartItem(line, lang)),
  };
}

export async function cartSummary(db: Db, memberId: number, lang: Lang, at: Date = new Date()): Promise<CartSummary> {
  return summarize(toCartLines(await cartLinesStatement(db, memberId, at)), lang);
}

/** What the add statement found and did, read after the member's lock. */
interface Added {
  /** null: no such wine */
  stock: number | null;
  is_sell: number | null;
  switch: number | null;
  /** the line's bottles before */
  current: number;
  /** the line's bottles after; null when nothing was written */
  placed: number | null;
  /** the member's bottles on their other lines */
  others: number;
}

/**
 * The add in ONE statement, sent with COMMIT (db/commit-with.ts): the line gets
 * min(current + count, CART_LINE_MAX) bottles when the wine is on sale, the line is below the
 * maximum and the stock covers the new quantity — inserted, or onto the line it already has —
 * and the answer says what it found, to name a refusal. Its values, integers, are the EXECUTE's
 * arguments in the text (the statement is prepared once on each server connection).
 */
const ADD = (() => {
  const current = `coalesce((select product_count from cur), 0)`;
  const next = `least(${current} + $3::int, ${CART_LINE_MAX})`;
  return `with w as (select id, stock, is_sell, switch from wines where id = $2::int),
    cur as (select product_count from cart_items where member_id = $1::int and goods_id = $2::int),
    up as (
      insert into cart_items as c (member_id, goods_id, product_count)
      select $1::int, w.id, ${next} from w
      where w.is_sell = 1 and w.switch = 1 and w.stock > 0 and ${current} < ${CART_LINE_MAX} and ${next} <= w.stock
      on conflict (member_id, goods_id) do update set product_count = excluded.product_count, is_selected = 1, updated_at = now()
      returning c.product_count
    )
    select w.stock, w.is_sell, w.switch, ${current}::int as current, (select product_count from up) as placed,
      (select coalesce(sum(product_count), 0)::int from cart_items where member_id = $1::int and goods_id <> $2::int) as others
    from (values (1)) as one (x) left join w on true`;
})();

function addStatement(memberId: number, goodsId: number, count: number): CompiledQuery<Added> {
  for (const value of [memberId, goodsId, count]) if (!Number.isSafeInteger(value)) throw new Error(`a cart add takes integers: ${value}`);
  return CompiledQuery.raw(ADD, [memberId, goodsId, count]) as CompiledQuery<Added>;
}

/**
 * Adds bottles of a wine: onto its line when there is one, never past the line maximum or the
 * stock. One round trip on a server (db/commit-with.ts, transactionInOneTrip): BEGIN, the member's
 * lock (cart changes and checkout of one member go one at a time; the add, a statement after it,
 * sees what the one it waited for wrote), the add and COMMIT.
 */
export async function addToCart(db: Db, memberId: number, goodsId: number, count: number): Promise<CartOutcome<{ count_sum: number }>> {
  const [found] = await transactionInOneTrip<Added>(db, (conn) => memberLock.compile(conn, memberId), addStatement(memberId, goodsId, count));
  const { stock, is_sell: isSell, switch: on, current, placed, others } = found!;
  if (placed !== null) return { ok: true, value: { count_sum: others + placed }, msg: current + count > CART_LINE_MAX ? 'cart.countMax' : 'cart.added' };
  if (stock === null || isSell === null || on === null) return refused('cart.wineNotFound');
  const state = availability({ stock, is_sell: isSell, switch: on });
  if (state !== 'onSale') return refused(state === 'soldOut' ? 'cart.soldOut' : 'cart.notSold');
  if (current >= CART_LINE_MAX) return refused('cart.countMax');
  return refused('cart.stockShort', { count: String(stock) });
}

/** A new quantity for one line; more than the stock is refused, fewer is always allowed. */
export function updateCartLine(db: Db, memberId: number, id: number, count: number, lang: Lang): Promise<CartOutcome<CartSummary>> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const line = (await cartLines(trx, memberId)).find((l) => l.id === id);
    if (!line) return refused('cart.notFound');
    if (count > line.product_count && count > line.stock) return refused('cart.stockShort', { count: String(line.stock) });
    await trx.updateTable('cart_items').set({ product_count: count, updated_at: new Date() }).where('id', '=', id).execute();
    return { ok: true, value: summarize(await cartLines(trx, memberId), lang) };
  });
}

/** Selects or deselects lines (or all); a line that cannot be ordered is never selected. */
export async function selectCartLines(db: Db, memberId: number, ids: number[] | 'all', selected: 0 | 1, lang: Lang): Promise<CartSummary> {
  let update = db.updateTable('cart_items').set({ is_selected: selected, updated_at: new Date() }).where('member_id', '=', memberId);
  if (ids !== 'all' && ids.length === 0) return cartSummary(db, memberId, lang);
  if (ids !== 'all') update = update.where('id', 'in', ids);
  if (selected === 1) {
    update = update.where('goods_id', 'in', (eb) =>
      eb.selectFrom('wines').select('id').where('is_sell', '=', 1).where('switch', '=', 1).where('stock', '>', 0),
    );
  }
  await update.execute();
  return cartSummary(db, memberId, lang);
}

export async function deleteCartLines(db: Db, memberId: number, ids: number[], lang: Lang): Promise<CartOutcome<CartSummary>> {
  if (ids.length === 0) return refused('cart.notFound');
  const deleted = await db.deleteFrom('cart_items').where('member_id', '=', memberId).where('id', 'in', ids).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return refused('cart.notFound');
  return { ok: true, value: await cartSummary(db, memberId, lang), msg: 'cart.deleted' };
}
