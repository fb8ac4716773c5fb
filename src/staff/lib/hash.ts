import { useHashLocation } from 'wouter/use-hash-location';

/**
 * The console's hash routes (`/staff/#/orders?status=10`): the query lives inside the hash, as on
 * the public site, so a card on the home can link to a filtered queue. The console keeps its own
 * copy of these few lines (src/web/lib/hash-location.ts has the same): the two are separate builds
 * that never import each other (lint's import boundaries), so neither can break the other.
 */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '');
  const at = raw.indexOf('?');
  return { path: '/' + (at < 0 ? raw : raw.slice(0, at)), search: at < 0 ? '' : raw.slice(at + 1) };
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const url = new URL(location.href);
  url.hash = '/' + to.replace(/^#?\/?/, '');
  const oldURL = location.href;
  history[replace ? 'replaceState' : 'pushState'](history.state, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** wouter's location hook for the console's `<Router>`: the path part of the hash. */
export function useStaffLocation(): [string, typeof navigate] {
  const [hash] = useHashLocation();
  return [splitHash(hash).path, navigate];
}

/** wouter's search hook: the query inside the hash, without `?`. */
export function useStaffSearch(): string {
  const [hash] = useHashLocation();
  return splitHash(hash).search;
}

/** A link target for `href`: `#/orders?status=10`. */
export function hrefOf(path: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `#${path}${search ? `?${search}` : ''}`;
}
