import { useEffect, useState } from 'react';
import { useLocation, useSearch } from '../lib/hash-location';
import { isAndroid, isWeChat, shareTargetOf } from './share-targets';

/** The URL the visitor entered the app on, without the hash: what iOS WeChat signs against. */
const ENTRY_URL = location.href.split('#')[0]!;

type Sharing = Awaited<ReturnType<typeof loadSharing>>;
const loadSharing = () => import('../features/share/share.runtime');

/**
 * Sharing inside WeChat (spec §4). Outside WeChat it does nothing and loads nothing; inside,
 * the share runtime (machine + JS-SDK) arrives as its own chunk and is told every route change.
 */
export function WechatShare() {
  const [path] = useLocation();
  const search = useSearch();
  const [sharing, setSharing] = useState<ReturnType<Sharing['startSharing']> | null>(null);

  useEffect(() => {
    if (!isWeChat(navigator.userAgent)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadSharing().then((runtime) => {
      if (cancelled) return;
      const started = runtime.startSharing({ entryUrl: ENTRY_URL, isAndroid: isAndroid(navigator.userAgent) });
      stop = started.stop;
      setSharing(started);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    sharing?.routeChanged(shareTargetOf(path, search), location.href);
  }, [sharing, path, search]);

  return null;
}
