import { useHashLocation } from 'wouter/use-hash-location';

/**
 * Hash routing with the query inside the hash (`/#/login?url=%2Fcart`), as the spec's links
 * are written. wouter's hash hook (`wouter/use-hash-location`) watches the hash and gives all
 * of it, query included; we split it into path and query. Its `navigate` would move a query out
 * of the hash, so ours writes the whole target into the hash and tells wouter's hook.
 * Routes are matched by src/web/app/routes.ts.
 */

/** `#/login?url=x` → `{ path: '/login', search: 'url=x' }` */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '');
  const at = raw.indexOf('?');
  const path = '/' + (at < 0 ? raw : raw.slice(0, at));
  return { path, search: at < 0 ? '' : raw.slice(at + 1) };
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const url = new URL(location.href);
  url.hash = '/' + to.replace(/^#?\/?/, '');
  const oldURL = location.href;
  history[replace ? 'replaceState' : 'pushState'](history.state, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** The current route's path and the way to move on, as wouter's `useLocation` gives them. */
export function useLocation(): [string, typeof navigate] {
  const [hash] = useHashLocation();
  return [splitHash(hash).path, navigate];
}

/** The query of the current route, without `?`, as wouter's `useSearch` gives it. */
export function useSearch(): string {
  const [hash] = useHashLocation();
  return splitHash(hash).search;
}

/** The full in-app target of the current page: path plus query. */
export function currentTarget(): string {
  const { path, search } = splitHash(location.hash);
  return search ? `${path}?${search}` : path;
}
