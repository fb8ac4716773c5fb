import { paths } from '../lib/paths';
import type { RouteDef } from './routes';

/**
 * The route guard (spec §2): a login-required route without a token sends the guest to
 * /login with the full target in `url`; the caller also saves the target for after sign-in.
 */
export function guardRoute(route: RouteDef, hasToken: boolean, target: string): { redirect: string } | null {
  if (!route.auth || hasToken) return null;
  return { redirect: `${paths.login}?url=${encodeURIComponent(target)}` };
}
