import { inAppPath } from '../../../contract/wechat';

/**
 * WeChat sends the browser back to `redirect_uri?code=…&state=…`; with our hash route as the
 * redirect_uri the query lands before the `#` (`/?code=…&state=…#/wxAuth`). Both places are
 * read, so a redirect written either way works.
 */
export function readWechatReturn(hashSearch: string): { code: string | null; state: string | null; redirect: string } {
  const page = new URLSearchParams(location.search);
  const hash = new URLSearchParams(hashSearch);
  const pick = (name: string) => page.get(name) || hash.get(name) || null;
  const requested = hash.get('url');
  return { code: pick('code'), state: pick('state'), redirect: requested ? inAppPath(requested) : '' };
}

/** Drops `code` and `state` from the address, so a reload or a shared link cannot replay them. */
export function forgetWechatReturn() {
  const url = new URL(location.href);
  if (!url.searchParams.has('code') && !url.searchParams.has('state')) return;
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  history.replaceState(history.state, '', url.href);
}
