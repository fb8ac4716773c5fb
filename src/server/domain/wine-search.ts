import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { WINE_TYPES, type WineSort, type WineType } from '../../contract/home-content';
import type { Lang, Localized } from '../../contract/lang';
import type { Database } from '../db/schema';
import type { PriceRule } from './promotions';
import { lessPercent } from './promotions';

/**
 * The wine list's search, filters and orders, in SQL (routes/api/winery/wine.ts). A wine's type
 * is read from its English type's words ('Dry red', 'Sweet white'), its grapes from its English
 * grape line ('Cabernet Sauvignon 60%, Merlot 40%'); the price filtered and sorted on is what the
 * wine costs now, the same rule as domain/promotions.ts written as SQL.
 */
export interface WineSearch {
  q?: string | undefined;
  type?: WineType | undefined;
  grape?: string | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  vintage?: number | undefined;
  sort?: WineSort | undefined;
}

/** The word of the English type that makes a wine one of a kind. */
const TYPE_WORD: Record<WineType, string> = { red: 'red', white: 'white', rose: 'ros', sweet: 'sweet', sparkling: 'sparkling' };

type WineQuery = SelectQueryBuilder<Database, 'wines', any>;

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the wine costs now, in fen: its list price less the best live promotion of its series. */
export function priceNowSql(rules: readonly PriceRule[]): Expression<number> {
  if (rules.length === 0) return sql<number>`wines.price_fen`;
  const cases = rules.map((r) => sql`when wines.series_id = ${sql.lit(r.seriesId)} then (wines.price_fen * ${sql.lit(100 - r.percentOff)}) / 100`);
  return sql<number>`(case ${sql.join(cases, sql` `)} else wines.price_fen end)`;
}

export function searchWines<Q extends WineQuery>(query: Q, search: WineSearch, lang: Lang, rules: readonly PriceRule[]): Q {
  let q = query as WineQuery;
  const price = priceNowSql(rules);
  const words = search.q?.trim() ?? '';
  if (words !== '') {
    const pattern = containing(words);
    q = q.where(
      sql<SqlBool>`((wines.title ->> ${lang}) ilike ${pattern} or (wines.grape ->> ${lang}) ilike ${pattern})`,
    );
  }
  if (search.type !== undefined) q = q.where(sql<SqlBool>`lower(wines.type ->> 'en') like ${containing(TYPE_WORD[search.type])}`);
  const grape = search.grape?.trim() ?? '';
  if (grape !== '') q = q.where(sql<SqlBool>`(wines.grape ->> 'en') ilike ${containing(grape)}`);
  if (search.price_min !== undefined) q = q.where(sql<SqlBool>`${price} >= ${search.price_min * 100}`);
  if (search.price_max !== undefined) q = q.where(sql<SqlBool>`${price} <= ${search.price_max * 100}`);
  if (search.vintage !== undefined) q = q.where('wines.vintage', '=', search.vintage);
  switch (search.sort) {
    case 'price_asc':
      q = q.orderBy(price, 'asc');
      break;
    case 'price_desc':
      q = q.orderBy(price, 'desc');
      break;
    case 'vintage_desc':
      q = q.orderBy('wines.vintage', 'desc');
      break;
    case 'vintage_asc':
      q = q.orderBy('wines.vintage', 'asc');
      break;
    default:
      break;
  }
  return q.orderBy('wines.sort').orderBy('wines.id') as Q;
}

/** A wine's grapes: the names of its grape line, in English (the filter's value) and in `lang`. */
function grapesOf(grape: Localized, lang: Lang): Array<{ value: string; label: string }> {
  const names = (line: string) => line.split(/\s*[,，、]\s*/).map((part) => part.replace(/\s*\d+(\.\d+)?\s*%$/, '').trim()).filter(Boolean);
  const en = names(grape.en);
  const local = names(grape[lang]);
  return en.map((value, i) => ({ value, label: local.length === en.length ? local[i]! : value }));
}

export interface FacetRow {
  type: Localized;
  grape: Localized;
  vintage: number;
  series_id: number;
  price_fen: number;
}

/** What the filters can offer over `rows`: their kinds, grapes, vintages (newest first) and price span in whole yuan. */
export function facetsOf(rows: readonly FacetRow[], lang: Lang, rules: readonly PriceRule[]) {
  const types = WINE_TYPES.filter((type) => rows.some((row) => row.type.en.toLowerCase().includes(TYPE_WORD[type])));
  const grapes = new Map<string, string>();
  for (const row of rows) for (const g of grapesOf(row.grape, lang)) if (!grapes.has(g.value)) grapes.set(g.value, g.label);
  const prices = rows.map((row) => {
    const rule = rules.find((r) => r.seriesId === row.series_id);
    return rule ? lessPercent(row.price_fen, rule.percentOff) : row.price_fen;
  });
  return {
    types,
    grapes: [...grapes].map(([value, label]) => ({ value, label })).sort((a, b) => a.value.localeCompare(b.value)),
    vintages: [...new Set(rows.map((row) => row.vintage))].sort((a, b) => b - a),
    price_min: prices.length === 0 ? 0 : Math.floor(Math.min(...prices) / 100),
    price_max: prices.length === 0 ? 0 : Math.ceil(Math.max(...prices) / 100),
  };
}
