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
  type WineSchema,
  type WineSeriesSchema,
} from '../../../contract/content';
import { unwrap } from '../../lib/api-client';
import type { ContentLoadInput } from '../../lib/use-content';

export type Wine = z.infer<typeof WineSchema>;
export type WineSeries = z.infer<typeof WineSeriesSchema>;
export type WineDetail = z.infer<typeof WineDetailSchema>;
export type Activity = z.infer<typeof ActivitySchema>;
export interface WineCatalogue {
  series: WineSeries[];
  list: Wine[];
}
export interface ActivityContent {
  activity: Activity;
  wines: WineCatalogue | null;
}

/** Every wine of every series: the page filters by the series in its query. */
export const loadCatalogue = fromPromise<WineCatalogue>(() => unwrap(wineList, {}));

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

/** A positive integer from a query field, or null. */
export function queryId(search: string, key: string): number | null {
  const raw = new URLSearchParams(search).get(key);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
