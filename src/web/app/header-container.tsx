import { useEffect, useState } from 'react';
import { useLocation } from '../lib/hash-location';
import { Header } from '../components/header';
import ChromeExtras from './chrome-extras';
import { SessionContext } from './session';

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
  const count = useCartCount(hasToken);

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
      <ChromeExtras />
    </>
  );
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}

type CartCountModule = typeof import('./cart-count');
let cartCountModule: CartCountModule | null = null;

/**
 * The count is asked for only with a token (spec §4), and its code arrives with the first token:
 * a guest's pages do without it. After a sign-out the loaded actor is told, and shows nothing.
 */
function useCartCount(hasToken: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!hasToken && !cartCountModule) return;
    let cancelled = false;
    let unsubscribe = () => {};
    const start = ({ cartCount }: CartCountModule) => {
      if (cancelled) return;
      cartCount.send({ type: hasToken ? 'SIGNED_IN' : 'SIGNED_OUT' });
      setCount(cartCount.getSnapshot().context.count);
      const subscription = cartCount.subscribe((snapshot) => setCount(snapshot.context.count));
      unsubscribe = () => subscription.unsubscribe();
    };
    if (cartCountModule) start(cartCountModule);
    else void import('./cart-count').then((module) => start((cartCountModule = module)));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [hasToken]);
  return hasToken ? count : 0;
}
