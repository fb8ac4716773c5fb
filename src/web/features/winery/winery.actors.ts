import { fromPromise } from 'xstate';
import { bannerGet, designList, dynamicList, winerySectionList } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';

export interface WineryContent {
  banner: CallOutput<typeof bannerGet>;
  sections: CallOutput<typeof winerySectionList>;
  designs: CallOutput<typeof designList>;
  dynamics: CallOutput<typeof dynamicList>;
}

export const loadWinery = fromPromise<WineryContent>(async () => {
  const [banner, sections, designs, dynamics] = await Promise.all([
    unwrap(bannerGet, { page: 'winery' }),
    unwrap(winerySectionList, {}),
    unwrap(designList, {}),
    unwrap(dynamicList, {}),
  ]);
  return { banner, sections, designs, dynamics };
});
