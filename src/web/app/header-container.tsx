import { useEffect, useState } from 'react';
import { useLocation } from '../lib/hash-location';
import { GUEST_CART_EVENT, hasGuestCart } from '../lib/guest-cart-key';
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
  const count = useCartCount(hasToken, useHasGuestCart());

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

/** Whether a guest cart is kept in the browser (issue 16): then a guest's header counts it. */
function useHasGuestCart(): boolean {
  const [has, setHas] = useState(hasGuestCart);
  useEffect(() => {
    const changed = () => setHas(hasGuestCart());
    addEventListener(GUEST_CART_EVENT, changed);
    return () => removeEventListener(GUEST_CART_EVENT, changed);
  }, []);
  return has;
}

/**
 * The count is asked for only with a token (spec §4), and its code arrives with the first token
 * or the first guest cart: other guests' pages do without it. After a sign-out the loaded actor
 * is told, and shows the guest cart's count.
 */
function useCartCount(hasToken: boolean, guestCart: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!hasToken && !guestCart && !cartCountModule) return;
    let cancelled = false;
    let unsubscribe = () => {};
    const start = ({ cartCount, refreshCartCount }: CartCountModule) => {
      if (cancelled) return;
      cartCount.send({ type: hasToken ? 'SIGNED_IN' : 'SIGNED_OUT' });
      if (!hasToken) refreshCartCount();
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
  }, [hasToken, guestCart]);
  return hasToken || guestCart ? count : 0;
}
