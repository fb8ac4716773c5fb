import { commonCn } from '../../contract/messages/common.cn';
import { chromeCn, contentCommonCn } from './chrome.cn';
import { siteCn } from './site.cn';
import type { FirstDict } from './first.en';

/** See first.en.ts. */
export const firstCn: FirstDict = { ...commonCn, ...chromeCn, site: siteCn, content: { common: contentCommonCn } };
