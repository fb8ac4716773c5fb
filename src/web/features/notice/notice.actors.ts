import { fromPromise } from 'xstate';
import { placardGet } from '../../../contract/winery';
import { unwrap } from '../../lib/api-client';
import { currentLang } from '../../lib/i18n';

export const fetchPlacard = fromPromise(() => unwrap(placardGet, { lang: currentLang() }));
