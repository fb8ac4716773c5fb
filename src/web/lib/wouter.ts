import { navigate, useHashPath, useHashSearch } from './hash-location';

/**
 * The part of wouter's API this app uses, on our hash routing (./hash-location.ts): `wouter`
 * resolves here (vite.config.ts, tsconfig.json). The package's router would put its
 * browser-location hook and route-pattern parser into every page's first load for nothing:
 * routes are matched by src/web/app/routes.ts.
 */
export function useLocation(): [string, typeof navigate] {
  return useHashPath();
}

/** The query of the current route, without `?`. */
export function useSearch(): string {
  return useHashSearch();
}
