import { PromotionBadgeView } from '../features/promotion/promotion-badge.view';
import { WechatShare } from './wechat-share';

/** The chrome that waits on a call before it shows anything: loaded as its own chunk. */
export default function ChromeExtras() {
  return (
    <>
      <PromotionBadgeView />
      <WechatShare />
    </>
  );
}
