import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * What a wine costs at a moment: its list price, less the best live promotion's percentage.
 * The one place a price is computed — the wine list and page, the cart, the checkout preview
 * and the order (whose items keep the unit price they were placed at, so the payment and any
 * refund follow the order, not today's rules).
 *
 * A promotion (an `activities` row) applies while it is switched on and `starts_at <= at <
 * ends_at`, to every wine of its series, when it has a `percent_off`. Where two apply, the
 * larger percentage wins; they never stack. Both currencies are reduced alike, rounded down to
 * the whole fen / cent, so the reduction is never less than promised.
 */
type Conn = Db | Transaction<Database>;

export interface PriceRule {
  activityId: number;
  seriesId: number;
  percentOff: number;
}

export interface ListPrice {
  series_id: number;
  price_fen: number;
  dollar_price_cents: number;
}

export interface EffectivePrice {
  /** what the wine costs now */
  price_fen: number;
  dollar_price_cents: number;
  /** its list price (the struck-through one when a promotion applies) */
  list_price_fen: number;
  list_dollar_price_cents: number;
  /** the promotion that applies, or null */
  activity_id: number | null;
}

/** `minor` less `percent` %, rounded down to a whole minor unit; integer arithmetic only. */
export function lessPercent(minor: number, percent: number): number {
  return Math.floor((minor * (100 - percent)) / 100);
}

/** The price rules live at `at`, best first. */
export async function priceRulesAt(conn: Conn, at: Date): Promise<PriceRule[]> {
  const rows = await conn
    .selectFrom('activities')
    .select(['id', 'wine_series_id', 'percent_off'])
    .where('switch', '=', 1)
    .where('percent_off', 'is not', null)
    .where('wine_series_id', 'is not', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('percent_off', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ activityId: row.id, seriesId: row.wine_series_id!, percentOff: row.percent_off! }));
}

export function priceWith(rules: readonly PriceRule[], wine: ListPrice): EffectivePrice {
  const rule = rules.find((r) => r.seriesId === wine.series_id);
  const list = { list_price_fen: wine.price_fen, list_dollar_price_cents: wine.dollar_price_cents };
  if (!rule) return { price_fen: wine.price_fen, dollar_price_cents: wine.dollar_price_cents, ...list, activity_id: null };
  return {
    price_fen: lessPercent(wine.price_fen, rule.percentOff),
    dollar_price_cents: lessPercent(wine.dollar_price_cents, rule.percentOff),
    ...list,
    activity_id: rule.activityId,
  };
}

/** The pricing of one moment (read once, applied to every wine of an answer or a checkout). */
export async function pricingAt(conn: Conn, at: Date = new Date()): Promise<(wine: ListPrice) => EffectivePrice> {
  const rules = await priceRulesAt(conn, at);
  return (wine) => priceWith(rules, wine);
}
