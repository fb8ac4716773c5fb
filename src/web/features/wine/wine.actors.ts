import { fromPromise } from 'xstate';
import type * as z from 'zod/mini';
import type { CartAddInput } from '../../../../machines/add-to-cart.machine';
import { cartAdd } from '../../../contract/cart';
import {
  activityGet,
  wineGet,
  wineList,
  type ActivitySchema,
  type WineDetailSchema,
  type WineFacetsSchema,
  type WineSchema,
  type WineSeriesSchema,
} from '../../../contract/content';
import { unwrap } from '../../lib/api-client';
import type { ContentLoadInput } from '../../lib/use-content';

export type Wine = z.infer<typeof WineSchema>;
export type WineSeries = z.infer<typeof WineSeriesSchema>;
export type WineDetail = z.infer<typeof WineDetailSchema>;
export type Activity = z.infer<typeof ActivitySchema>;
export type WineFacets = z.infer<typeof WineFacetsSchema>;
export interface WineCatalogue {
  series: WineSeries[];
  list: Wine[];
  facets?: WineFacets | undefined;
}
export interface ActivityContent {
  activity: Activity;
  wines: WineCatalogue | null;
}

/** The list's search, filters and order, as the page's query holds them (strings, checked by the server). */
export const WINE_QUERY_KEYS = ['q', 'type', 'grape', 'price_min', 'price_max', 'vintage', 'sort'] as const;
export type WineQuery = Partial<Record<(typeof WINE_QUERY_KEYS)[number], string>>;

/** The search and filters of a page query (`q=merlot&sort=price_asc`); empty fields are left out. */
export function wineQuery(search: string): WineQuery {
  const params = new URLSearchParams(search);
  const query: WineQuery = {};
  for (const key of WINE_QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** Every wine of every series the query lets through, and what the filters can offer: the page groups by the series in its query. */
export const loadCatalogue = fromPromise<WineCatalogue, ContentLoadInput<WineQuery | null>>(({ input }) =>
  unwrap(wineList, { ...(input.params ?? {}), facets: '1' } as z.input<typeof wineList.input>),
);

export const loadWine = fromPromise<WineDetail, ContentLoadInput<number>>(({ input }) => unwrap(wineGet, { id: input.params }));

/** The promotion and the wines of its series (the page still shows the promotion without them). */
export const loadActivity = fromPromise<ActivityContent, ContentLoadInput<number>>(async ({ input }) => {
  const activity = await unwrap(activityGet, { id: input.params });
  const wines =
    activity.series_id === null ? null : await unwrap(wineList, { series_id: activity.series_id }).catch(() => null);
  return { activity, wines };
});

export const addToCart = fromPromise<unknown, CartAddInput>(({ input }) =>
  unwrap(cartAdd, { goods_id: input.goodsId, product_count: input.quantity }),
);

/** A guest's choice, kept in the browser's guest cart until signing in merges it (issue 16). */
export const keepInGuestCart = fromPromise<unknown, CartAddInput>(async ({ input }) => {
  const { keepInGuestCart: keep } = await import('../../lib/guest-cart');
  const kept = keep(input.goodsId, input.quantity);
  if (kept === 'lineFull') throw new Error('cart.countMax');
  if (kept === 'cartFull') throw new Error('guestCart.full');
  return null;
});

/** A positive integer from a query field, or null. */
export function queryId(search: string, key: string): number | null {
  const raw = new URLSearchParams(search).get(key);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
