import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Header } from '../components/header';
import { cartCount } from './cart-count';
import { SessionContext } from './session';

/** The promotion badge and WeChat sharing show nothing before their calls answer: a chunk of their own. */
const ChromeExtras = lazy(() => import('./chrome-extras'));

/**
 * The chrome above the screens: the header (connected to the session and the cart count), the
 * floating promotion badge and, inside WeChat, sharing.
 */
export function HeaderContainer() {
  const session = SessionContext.useActorRef();
  const [path] = useLocation();
  const { lang, user, scrolled, isDesktop, isMember, hasToken } = SessionContext.useSelector(
    (s) => ({
      lang: s.context.lang,
      user: s.context.user,
      scrolled: s.context.scrolled,
      isDesktop: s.context.isDesktop,
      isMember: s.matches('member'),
      hasToken: s.context.token !== null,
    }),
    shallowEqual,
  );
  const count = useSelector(cartCount, (s) => s.context.count);

  // the count is asked for only with a token (spec §4)
  useEffect(() => {
    cartCount.send({ type: hasToken ? 'SIGNED_IN' : 'SIGNED_OUT' });
  }, [hasToken]);

  return (
    <>
      <Header
        lang={lang}
        nickname={isMember ? (user?.nickname ?? '') : null}
        scrolled={scrolled}
        isDesktop={isDesktop}
        cartCount={count}
        path={path}
        onLanguage={(next) => session.send({ type: 'SET_LANG', lang: next })}
        onLogout={() => session.send({ type: 'LOGOUT' })}
      />
      <Suspense fallback={null}>
        <ChromeExtras />
      </Suspense>
    </>
  );
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}
