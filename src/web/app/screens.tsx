import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from '../lib/hash-location';
import { t, type UiKey } from '../lib/i18n';
import { saveRedirect } from '../lib/storage';
import { NotFound } from '../components/not-found';
import { guardRoute } from './guard';
import { RouteScreen } from './route-screen';
import { findRoute, type RouteDef } from './routes';
import { SessionContext } from './session';

/**
 * The routed area: guard, title, kept-alive screens (hidden with their state, not unmounted)
 * and scroll restored for them or reset to the top for the others.
 */
export function Screens() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const hasToken = SessionContext.useSelector((s) => s.context.token !== null);
  const route = findRoute(path);
  const target = search ? `${path}?${search}` : path;
  const verdict = route ? guardRoute(route, hasToken, target) : null;

  useEffect(() => {
    if (!verdict) return;
    saveRedirect(target);
    navigate(verdict.redirect, { replace: true });
  }, [verdict?.redirect]);

  useEffect(() => {
    document.title = pageTitle(route);
  }, [route]);

  const alive = useKeptAlive(route);
  useScrollMemory(path, route?.keepAlive ?? false);

  if (verdict) return null;
  return (
    <>
      {alive.map((kept) => (
        <Activity key={kept.path} mode={kept === route ? 'visible' : 'hidden'}>
          <RouteScreen route={kept} />
        </Activity>
      ))}
      {route && !route.keepAlive && <RouteScreen key={target} route={route} />}
      {!route && <NotFound />}
    </>
  );
}

/** The page's title on a route (the server's first screen names the home's the same way). */
export function pageTitle(route: RouteDef | undefined): string {
  if (route?.name === 'home') return `${t('brand.name')} · ${t('brand.tagline')}`;
  return `${t(route ? (`route.${route.name}` as UiKey) : 'route.notFound')} · ${t('brand.name')}`;
}

/** Kept-alive routes visited so far, in first-visit order. */
function useKeptAlive(route: RouteDef | undefined): RouteDef[] {
  // the first route is kept from the first render: an update after it would render the whole tree again
  const [alive, setAlive] = useState<RouteDef[]>(() => (route?.keepAlive ? [route] : []));
  const current = route?.keepAlive && !alive.includes(route) ? [...alive, route] : alive;
  useEffect(() => {
    if (current !== alive) setAlive(current);
  }, [current, alive]);
  return current;
}

function useScrollMemory(path: string, keepAlive: boolean) {
  const positions = useRef(new Map<string, number>());
  const currentPath = useRef(path);
  // Leaving a screen: its position is read now, while it is still on the page. The scroll event
  // of a scroll just before the navigation may only arrive after the next screen is shown (it is
  // sent with the next frame), and would then be counted for that screen instead.
  if (currentPath.current !== path) positions.current.set(currentPath.current, window.scrollY);

  useEffect(() => {
    const remember = () => positions.current.set(currentPath.current, window.scrollY);
    addEventListener('scroll', remember, { passive: true });
    return () => removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentPath.current = path;
    const saved = positions.current.get(path);
    window.scrollTo(0, keepAlive && saved !== undefined ? saved : 0);
  }, [path, keepAlive]);
}
