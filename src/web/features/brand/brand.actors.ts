import { fromPromise } from 'xstate';
import { awardList, bannerGet, brandList, historyList, teamList } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';

export interface BrandContent {
  banner: CallOutput<typeof bannerGet>;
  sections: CallOutput<typeof brandList>;
  history: CallOutput<typeof historyList>;
  team: CallOutput<typeof teamList>;
  awards: CallOutput<typeof awardList>;
}

export const loadBrand = fromPromise<BrandContent>(async () => {
  const [banner, sections, history, team, awards] = await Promise.all([
    unwrap(bannerGet, { page: 'brand' }),
    unwrap(brandList, {}),
    unwrap(historyList, {}),
    unwrap(teamList, {}),
    unwrap(awardList, {}),
  ]);
  return { banner, sections, history, team, awards };
});
