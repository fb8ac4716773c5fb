import { assign, setup } from 'xstate';
import { DESKTOP_MIN_WIDTH, HEADER_SCROLL_THRESHOLD, LOGOUT_REDIRECT_DELAY_MS } from '../src/contract/constants';
import type { Lang } from '../src/contract/lang';
import type { MemberInfo } from '../src/contract/member';

export interface SessionInput {
  lang: Lang;
  token: string | null;
  user: MemberInfo | null;
  width: number;
}

export interface SessionContext {
  lang: Lang;
  token: string | null;
  user: MemberInfo | null;
  /** header dark background once the page scrolled beyond the threshold */
  scrolled: boolean;
  footerHidden: boolean;
  /** desktop layout above 1024 px */
  isDesktop: boolean;
  loading: boolean;
  /** a promotion activity exists (the floating badge) */
  hasActivity: boolean;
}

export type SessionEvent =
  | { type: 'RESTORE' }
  | { type: 'LOGIN'; token: string; user: MemberInfo }
  | { type: 'USER_UPDATED'; user: MemberInfo }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'SET_LANG'; lang: Lang }
  | { type: 'SCROLLED'; y: number }
  | { type: 'RESIZED'; width: number }
  | { type: 'SET_FOOTER_HIDDEN'; hidden: boolean }
  | { type: 'SET_LOADING'; loading: boolean }
  | { type: 'SET_ACTIVITY'; active: boolean };

/**
 * The browser session (spec §3 Session state, §4 Session): language, token and user info,
 * log out and the 401 path, and the page-wide flags the header and footer read.
 * Storage, reload and navigation are named actions supplied by the web layer.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isOtherLang: ({ context, event }) => event.type === 'SET_LANG' && event.lang !== context.lang,
  },
  actions: {
    setSession: assign(({ event }) =>
      event.type === 'LOGIN' ? { token: event.token, user: event.user } : {},
    ),
    setUser: assign(({ event }) => (event.type === 'USER_UPDATED' ? { user: event.user } : {})),
    clearSession: assign({ token: null, user: null }),
    setLang: assign(({ event }) => (event.type === 'SET_LANG' ? { lang: event.lang } : {})),
    setScrolled: assign(({ event }) =>
      event.type === 'SCROLLED' ? { scrolled: event.y > HEADER_SCROLL_THRESHOLD } : {},
    ),
    setScreen: assign(({ event }) =>
      event.type === 'RESIZED' ? { isDesktop: event.width > DESKTOP_MIN_WIDTH } : {},
    ),
    setFooterHidden: assign(({ event }) =>
      event.type === 'SET_FOOTER_HIDDEN' ? { footerHidden: event.hidden } : {},
    ),
    setLoading: assign(({ event }) => (event.type === 'SET_LOADING' ? { loading: event.loading } : {})),
    setActivity: assign(({ event }) => (event.type === 'SET_ACTIVITY' ? { hasActivity: event.active } : {})),
    // effects supplied by the web layer
    persistSession: () => {},
    revokeSession: () => {},
    forgetSession: () => {},
    persistLang: () => {},
    reloadPage: () => {},
    goToLogin: () => {},
  },
  delays: { LOGOUT_REDIRECT_DELAY: LOGOUT_REDIRECT_DELAY_MS },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    lang: input.lang,
    token: input.token,
    user: input.token ? input.user : null,
    scrolled: false,
    footerHidden: false,
    isDesktop: input.width > DESKTOP_MIN_WIDTH,
    loading: false,
    hasActivity: false,
  }),
  initial: 'starting',
  on: {
    SET_LANG: { guard: 'isOtherLang', actions: ['setLang', 'persistLang', 'reloadPage'] },
    SCROLLED: { actions: 'setScrolled' },
    RESIZED: { actions: 'setScreen' },
    SET_FOOTER_HIDDEN: { actions: 'setFooterHidden' },
    SET_LOADING: { actions: 'setLoading' },
    SET_ACTIVITY: { actions: 'setActivity' },
  },
  states: {
    starting: {
      on: {
        RESTORE: [{ guard: 'hasToken', target: 'member' }, { target: 'guest' }],
      },
    },
    guest: {
      on: {
        LOGIN: { target: 'member', actions: ['setSession', 'persistSession'] },
        UNAUTHORIZED: 'leaving',
      },
    },
    member: {
      on: {
        LOGIN: { target: 'member', actions: ['setSession', 'persistSession'] },
        USER_UPDATED: { actions: ['setUser', 'persistSession'] },
        // the server forgets the token first, while it is still known
        LOGOUT: { target: 'leaving', actions: 'revokeSession' },
        UNAUTHORIZED: 'leaving',
      },
    },
    /** signed out: storage cleared at once, the login page follows after 0.5 s */
    leaving: {
      entry: ['clearSession', 'forgetSession'],
      after: { LOGOUT_REDIRECT_DELAY: { target: 'guest', actions: 'goToLogin' } },
    },
  },
});
