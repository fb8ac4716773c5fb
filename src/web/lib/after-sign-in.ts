import { paths } from './paths';
import { takeRedirect } from './storage';

/**
 * Where a member goes after signing in (spec §4): the requested page (`url` query), else the
 * route and query the guard saved, else home. Only in-app paths are followed.
 */
export function afterSignInTarget(search: string): string {
  const requested = new URLSearchParams(search).get('url');
  const saved = takeRedirect();
  if (requested && requested.startsWith('/') && !requested.startsWith('//')) return requested;
  return saved ?? paths.home;
}
