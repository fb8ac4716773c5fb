import { fromPromise } from 'xstate';
import { bannerGet, experienceGet } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';

export interface ExperienceContent {
  banner: CallOutput<typeof bannerGet>;
  experience: CallOutput<typeof experienceGet>;
}

export const loadExperience = fromPromise<ExperienceContent>(async () => {
  const [banner, experience] = await Promise.all([unwrap(bannerGet, { page: 'experience' }), unwrap(experienceGet, {})]);
  return { banner, experience };
});
