import { lazy, Suspense, useEffect, useState } from 'react';
import { PromotionBadgeView } from '../features/promotion/promotion-badge.view';
import { isWeChat } from './user-agent';

/** Sharing exists only inside WeChat: elsewhere its code is not even downloaded. */
const WechatShare = lazy(() => import('./wechat-share').then((m) => ({ default: m.WechatShare })));
const IN_WECHAT = typeof navigator !== 'undefined' && isWeChat(navigator.userAgent);

/**
 * The chrome that waits on a call before it shows anything: the promotion badge and, inside WeChat,
 * sharing — mounted after the first render, which draws what the server drew (it knows no browser).
 */
export default function ChromeExtras() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <PromotionBadgeView />
      {IN_WECHAT && mounted && (
        <Suspense fallback={null}>
          <WechatShare />
        </Suspense>
      )}
    </>
  );
}
