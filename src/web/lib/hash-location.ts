import { useSyncExternalStore } from 'react';

/**
 * Hash routing with the query inside the hash (`/#/login?url=%2Fcart`), as the spec's links
 * are written (wouter's own hash hook keeps the query outside the hash). Screens reach it through
 * wouter's `useLocation`/`useSearch`, which resolve to ./wouter.ts.
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  if (listeners.size === 0) addEventListener('hashchange', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('hashchange', notify);
  };
}

/** `#/login?url=x` → `{ path: '/login', search: 'url=x' }` */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '');
  const at = raw.indexOf('?');
  const path = '/' + (at < 0 ? raw : raw.slice(0, at));
  return { path, search: at < 0 ? '' : raw.slice(at + 1) };
}

const currentPath = () => splitHash(location.hash).path;
const currentSearch = () => splitHash(location.hash).search;

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const url = new URL(location.href);
  url.hash = '/' + to.replace(/^#?\/?/, '');
  const oldURL = location.href;
  history[replace ? 'replaceState' : 'pushState'](history.state, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}
useHashPath.hrefs = (href: string) => '#' + href;

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** The full in-app target of the current page: path plus query. */
export function currentTarget(): string {
  const { path, search } = splitHash(location.hash);
  return search ? `${path}?${search}` : path;
}
