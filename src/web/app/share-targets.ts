import type { ShareTarget } from '../../../machines/wechat-share.machine';
import { SHARE_TARGETS } from '../../contract/home-content';

export { isAndroid, isWeChat } from './user-agent';

/** The contract's share targets (spec §2) by the path of their route. */
const BY_PATH = new Map(
  (Object.entries(SHARE_TARGETS) as [ShareTarget['module'], (typeof SHARE_TARGETS)[ShareTarget['module']]][]).map(
    ([module, target]) => [target.path, { module, key: target.query }],
  ),
);

/**
 * The share target of a route and its query (ActiveDetail and SeriesDetail by Pid, ReportDetails
 * and Reservation by id), or null when the page is not shared: the route table decides, so
 * screens need do nothing.
 */
export function shareTargetOf(path: string, search: string): ShareTarget | null {
  const target = BY_PATH.get(path);
  if (!target) return null;
  const raw = new URLSearchParams(search).get(target.key);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? { module: target.module, id } : null;
}
