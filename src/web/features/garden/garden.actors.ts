import { fromPromise } from 'xstate';
import { analysisList, bannerGet, conceptList, grapeList, reportsList, vineyardList } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';

export interface GardenContent {
  banner: CallOutput<typeof bannerGet>;
  vineyard: CallOutput<typeof vineyardList>;
  concepts: CallOutput<typeof conceptList>;
  analyses: CallOutput<typeof analysisList>;
  grapes: CallOutput<typeof grapeList>;
  reports: CallOutput<typeof reportsList>;
}

export const loadGarden = fromPromise<GardenContent>(async () => {
  const [banner, vineyard, concepts, analyses, grapes, reports] = await Promise.all([
    unwrap(bannerGet, { page: 'garden' }),
    unwrap(vineyardList, {}),
    unwrap(conceptList, {}),
    unwrap(analysisList, {}),
    unwrap(grapeList, {}),
    unwrap(reportsList, {}),
  ]);
  return { banner, vineyard, concepts, analyses, grapes, reports };
});
