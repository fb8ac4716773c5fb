import { fromPromise } from 'xstate';
import { bannerGet, villaList } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';

export interface LandingContent {
  banner: CallOutput<typeof bannerGet>;
  villas: CallOutput<typeof villaList>;
}

/** The villa's pictures for the stay landing: the /house banner and the villa sections. */
export const loadLanding = fromPromise<LandingContent>(async () => {
  const [banner, villas] = await Promise.all([unwrap(bannerGet, { page: 'house' }), unwrap(villaList, {})]);
  return { banner, villas };
});
