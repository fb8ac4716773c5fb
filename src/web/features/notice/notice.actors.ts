import { fromPromise } from 'xstate';
import { unwrap } from '../../lib/api-client';
import { currentLang } from '../../lib/i18n';

/** The placard's call and its schema load with the call, after the first screen is interactive (the entry carries no zod). */
export const fetchPlacard = fromPromise(async () => {
  const { placardGet } = await import('../../../contract/winery');
  return unwrap(placardGet, { lang: currentLang() });
});
