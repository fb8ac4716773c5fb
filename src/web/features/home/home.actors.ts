import { fromPromise } from 'xstate';
import type * as z from 'zod/mini';
import type { DynamicSchema, NewsItemSchema, RotationSchema, WineSchema, WineSeriesSchema } from '../../../contract/home-content';
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

/**
 * A first visit hydrates the server's home and calls nothing: the calls and their schemas are
 * fetched only when the home is loaded in the browser (another language, a return, a retry).
 */
export const loadHome = fromPromise<HomeContent>(async () => {
  const { dynamicList, newsList, rotationList, wineList } = await import('../../../contract/home-content');
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
