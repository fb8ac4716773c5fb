import { commonEn } from '../../contract/messages/common.en';
import { chromeEn, contentCommonEn } from './chrome.en';
import { siteEn } from './site.en';

/**
 * The strings every page needs (chrome, home, the messages of failed calls): all a first visit to
 * the home downloads. A screen needing more waits for its part (`RouteDef.strings`): the content
 * screens' strings (./content-screens.*.ts) or the whole dictionary (./en.ts, a superset).
 */
export const firstEn = { ...commonEn, ...chromeEn, site: siteEn, content: { common: contentCommonEn } };
export type FirstDict = typeof firstEn;
