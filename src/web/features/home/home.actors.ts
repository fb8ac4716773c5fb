import { fromPromise } from 'xstate';
import type * as z from 'zod/mini';
import {
  dynamicList,
  newsList,
  rotationList,
  wineList,
  type DynamicSchema,
  type NewsItemSchema,
  type RotationSchema,
  type WineSchema,
  type WineSeriesSchema,
} from '../../../contract/home-content';
import { HOME_NEWS_COUNT, type HomeSnapshot } from '../../../contract/first-screen';
import { unwrap } from '../../lib/api-client';

export type Rotation = z.infer<typeof RotationSchema>;
export type NewsItem = z.infer<typeof NewsItemSchema>;
export type Dynamic = z.infer<typeof DynamicSchema>;
export type Wine = z.infer<typeof WineSchema>;
export type WineSeries = z.infer<typeof WineSeriesSchema>;

/** Each section of the home page on its own: one that fails is left out, not the page (the server's first screen reads the same). */
export type HomeContent = HomeSnapshot;

const settled = <T,>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

export const loadHome = fromPromise<HomeContent>(async () => {
  const [rotations, news, dynamics, wines] = await Promise.allSettled([
    unwrap(rotationList, {}),
    unwrap(newsList, { page: 1, pagesize: HOME_NEWS_COUNT }),
    unwrap(dynamicList, {}),
    unwrap(wineList, {}),
  ]);
  const content: HomeContent = {
    rotations: settled(rotations),
    news: settled(news)?.list ?? null,
    dynamics: settled(dynamics),
    wines: settled(wines),
  };
  if (Object.values(content).every((part) => part === null)) {
    throw (rotations as PromiseRejectedResult).reason;
  }
  return content;
});
