import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Router, Switch, useRoute } from 'wouter';
import { mayCall } from '../../contract/staff-access';
import { StatePanel } from '../components/state-panel';
import { ToastProvider } from '../components/toast';
import { useStaffLocation, useStaffSearch } from '../lib/hash';
import { t } from '../lib/i18n';
import { INVITE_PATH, STAFF_ROUTES, type StaffRoute } from './routes';
import { StaffSession } from './session';
import { Shell } from './shell';

const SignInScreen = lazy(() => import('../screens/sign-in'));
const InviteScreen = lazy(() => import('../screens/invite'));
const screens = new Map<StaffRoute, LazyExoticComponent<ComponentType>>(STAFF_ROUTES.map((route) => [route, lazy(route.load)]));

/** Re-renders the console when another language's dictionary has arrived. */
function useLanguageVersion(): number {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('staff-lang', changed);
      return () => window.removeEventListener('staff-lang', changed);
    },
    () => languageVersion,
  );
}
let languageVersion = 0;
window.addEventListener('staff-lang', () => languageVersion++);

function Loading() {
  return <StatePanel kind="loading" message={t('shell.state.loading')} />;
}

/** The console: an invitation, the sign-in, or the shell with the screen of the route. */
export function App() {
  const version = useLanguageVersion();
  return (
    <Router hook={useStaffLocation} searchHook={useStaffSearch}>
      <ToastProvider key={version} closeLabel={t('shell.action.close')}>
        <Door />
      </ToastProvider>
    </Router>
  );
}

function Door() {
  const [inviting, params] = useRoute<{ code: string }>(INVITE_PATH);
  const state = StaffSession.useSelector((s) => (s.matches('starting') ? 'starting' : s.matches('signedIn') ? 'signedIn' : 'signedOut'));
  const actor = StaffSession.useActorRef();
  useEffect(() => {
    actor.send({ type: 'RESTORE' });
  }, [actor]);
  useEffect(() => {
    if (state !== 'signedIn') document.title = `${t(inviting ? 'auth.inviteTitle' : 'auth.title')} · ${t('shell.console')}`;
  }, [state, inviting]);

  if (inviting && state !== 'signedIn')
    return (
      <Suspense fallback={<Loading />}>
        <InviteScreen key={params.code} code={params.code} />
      </Suspense>
    );
  if (state === 'starting') return <Loading />;
  if (state === 'signedOut')
    return (
      <Suspense fallback={<Loading />}>
        <SignInScreen />
      </Suspense>
    );
  return (
    <Shell>
      <Screens />
    </Shell>
  );
}

function Screens() {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  return (
    <Switch>
      {STAFF_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteScreen route={route} allowed={route.read === null || mayCall(role, route.read)} />
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

function RouteScreen({ route, allowed }: { route: StaffRoute; allowed: boolean }) {
  const Screen = screens.get(route)!;
  useEffect(() => {
    document.title = `${t(route.title)} · ${t('shell.console')}`;
  }, [route]);
  if (!allowed)
    return (
      <div className="st-page">
        <StatePanel kind="failed" message={t('shell.error.forbidden')} />
      </div>
    );
  return (
    <Suspense fallback={<Loading />}>
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>
    </Suspense>
  );
}

/** A screen whose chunk failed to download (a new release, the network) or that broke offers to load the page again. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <StatePanel kind="failed" message={t('shell.error.failed')} retryLabel={t('shell.state.retry')} onRetry={() => location.reload()} />;
  }
}

function NotFound() {
  return (
    <div className="st-page">
      <StatePanel kind="empty" message={t('shell.state.notFound')} />
      <p>
        <a href="#/">{t('shell.state.backHome')}</a>
      </p>
    </div>
  );
}
