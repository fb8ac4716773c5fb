import { fromPromise } from 'xstate';
import { bannerGet, villaList } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';

export interface HouseContent {
  banner: CallOutput<typeof bannerGet>;
  villas: CallOutput<typeof villaList>;
}

export const loadHouse = fromPromise<HouseContent>(async () => {
  const [banner, villas] = await Promise.all([unwrap(bannerGet, { page: 'house' }), unwrap(villaList, {})]);
  return { banner, villas };
});
