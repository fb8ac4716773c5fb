import { commonTw } from '../../contract/messages/common.tw';
import { chromeTw, contentCommonTw } from './chrome.tw';
import { siteTw } from './site.tw';
import type { FirstDict } from './first.en';

/** See first.en.ts. */
export const firstTw: FirstDict = { ...commonTw, ...chromeTw, site: siteTw, content: { common: contentCommonTw } };
