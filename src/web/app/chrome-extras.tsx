import { lazy, Suspense } from 'react';
import { PromotionBadgeView } from '../features/promotion/promotion-badge.view';
import { isWeChat } from './user-agent';

/** Sharing exists only inside WeChat: elsewhere its code is not even downloaded. */
const WechatShare = lazy(() => import('./wechat-share').then((m) => ({ default: m.WechatShare })));
const IN_WECHAT = isWeChat(navigator.userAgent);

/** The chrome that waits on a call before it shows anything: the promotion badge and, inside WeChat, sharing. */
export default function ChromeExtras() {
  return (
    <>
      <PromotionBadgeView />
      {IN_WECHAT && (
        <Suspense fallback={null}>
          <WechatShare />
        </Suspense>
      )}
    </>
  );
}
