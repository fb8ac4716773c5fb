import { Header } from '../components/header';
import { navigate } from '../lib/hash-location';
import { SessionContext } from './session';

/** Connects the presentational header to the session machine. */
export function HeaderContainer() {
  const session = SessionContext.useActorRef();
  const { lang, user, scrolled, isDesktop, isMember } = SessionContext.useSelector((s) => ({
    lang: s.context.lang,
    user: s.context.user,
    scrolled: s.context.scrolled,
    isDesktop: s.context.isDesktop,
    isMember: s.matches('member'),
  }), shallowEqual);
  return (
    <Header
      lang={lang}
      nickname={isMember ? (user?.nickname ?? '') : null}
      scrolled={scrolled}
      isDesktop={isDesktop}
      cartCount={0}
      onNavigate={(to) => navigate(to)}
      onLanguage={(next) => session.send({ type: 'SET_LANG', lang: next })}
      onLogout={() => session.send({ type: 'LOGOUT' })}
    />
  );
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}
