import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../../src/contract/lang';
import { STAFF_SESSION_HOURS, type StaffMe, type StaffSession } from '../../src/contract/staff-auth';

/** A session restored from the browser, with the time it still has. */
export interface StaffSessionInput {
  lang: Lang;
  token: string | null;
  staff: StaffMe | null;
  /** ms the stored session still lasts (0 when there is none) */
  remainingMs: number;
}

export interface StaffSessionContext {
  lang: Lang;
  token: string | null;
  staff: StaffMe | null;
  remainingMs: number;
  /** why the last session ended without the person asking: `expired`, `signedOutElsewhere` */
  ended: 'expired' | 'signedOutElsewhere' | null;
  failure: string | null;
}

export type StaffSessionEvent =
  | { type: 'RESTORE' }
  | { type: 'SIGNED_IN'; session: StaffSession }
  | { type: 'SIGN_OUT' }
  | { type: 'SIGN_OUT_EVERYWHERE' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'SET_LANG'; lang: Lang };

export const STAFF_SESSION_MS = STAFF_SESSION_HOURS * 3600_000;
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');
/** A failure that means the token is no longer good (the API helper's `unauthorized`). */
const isSignedOutError = (error: unknown) => (error as { kind?: unknown } | null)?.kind === 'unauthorized';

/**
 * The console's session: who is signed in (token, name, role), the language, and how it ends —
 * signing out here, signing out everywhere (every device's session ends on the server), the
 * server refusing the token (401: expired, disabled, signed out elsewhere), or the 8 hours
 * running out in this tab. A restored session is checked with `me` (the role may have changed).
 * Storage and the dictionary are effects supplied by the console.
 */
export const staffSessionMachine = setup({
  types: {
    input: {} as StaffSessionInput,
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
  },
  actors: {
    loadMe: fromPromise<StaffMe, { token: string }>(async () => {
      throw new Error('loadMe must be provided');
    }),
    signOut: fromPromise<null, { token: string }>(async () => {
      throw new Error('signOut must be provided');
    }),
    signOutEverywhere: fromPromise<null, { token: string }>(async () => {
      throw new Error('signOutEverywhere must be provided');
    }),
  },
  guards: {
    hasSession: ({ context }) => context.token !== null && context.staff !== null && context.remainingMs > 0,
    isOtherLang: ({ context, event }) => event.type === 'SET_LANG' && event.lang !== context.lang,
    isSignedOut: (_, params: { error: unknown }) => isSignedOutError(params.error),
  },
  actions: {
    setSession: assign(({ event }) =>
      event.type === 'SIGNED_IN'
        ? { token: event.session.token, staff: event.session.staff, remainingMs: Math.min(event.session.expires_in * 1000, STAFF_SESSION_MS), ended: null, failure: null }
        : {},
    ),
    setStaff: assign({ staff: (_, params: { staff: StaffMe }) => params.staff }),
    clearSession: assign({ token: null, staff: null, remainingMs: 0, failure: null }),
    setEnded: assign({ ended: (_, params: { why: 'expired' | 'signedOutElsewhere' }) => params.why }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    clearFailure: assign({ failure: null }),
    setLang: assign(({ event }) => (event.type === 'SET_LANG' ? { lang: event.lang } : {})),
    // effects supplied by the console
    persistSession: () => {},
    forgetSession: () => {},
    persistLang: () => {},
    loadDictionary: () => {},
    goToSignIn: () => {},
  },
  delays: {
    SESSION_LEFT: ({ context }) => Math.max(0, context.remainingMs),
  },
}).createMachine({
  id: 'staffSession',
  context: ({ input }) => ({
    lang: input.lang,
    token: input.token,
    staff: input.token ? input.staff : null,
    remainingMs: input.token && input.staff ? Math.min(input.remainingMs, STAFF_SESSION_MS) : 0,
    ended: null,
    failure: null,
  }),
  initial: 'starting',
  on: {
    SET_LANG: { guard: 'isOtherLang', actions: ['setLang', 'persistLang', 'loadDictionary'] },
  },
  states: {
    starting: {
      on: {
        RESTORE: [{ guard: 'hasSession', target: 'signedIn.checking' }, { target: 'signedOut', actions: 'forgetSession' }],
      },
    },
    signedOut: {
      on: {
        SIGNED_IN: { target: 'signedIn.ready', actions: ['setSession', 'persistSession'] },
      },
    },
    signedIn: {
      initial: 'ready',
      after: {
        SESSION_LEFT: { target: 'signedOut', actions: ['clearSession', 'forgetSession', { type: 'setEnded', params: { why: 'expired' } }, 'goToSignIn'] },
      },
      on: {
        UNAUTHORIZED: { target: 'signedOut', actions: ['clearSession', 'forgetSession', { type: 'setEnded', params: { why: 'signedOutElsewhere' } }, 'goToSignIn'] },
      },
      states: {
        /** a restored session: is the token still good, and is the role still the same? */
        checking: {
          invoke: {
            src: 'loadMe',
            id: 'loadMe',
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: 'ready', actions: [{ type: 'setStaff', params: ({ event }) => ({ staff: event.output }) }, 'persistSession'] },
            onError: [
              {
                guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) },
                target: '#staffSession.signedOut',
                actions: ['clearSession', 'forgetSession', { type: 'setEnded', params: { why: 'signedOutElsewhere' } }, 'goToSignIn'],
              },
              // the server could not be reached: keep working with what was stored
              { target: 'ready' },
            ],
          },
        },
        ready: {
          on: {
            SIGN_OUT: 'signingOut',
            SIGN_OUT_EVERYWHERE: { target: 'signingOutEverywhere', actions: 'clearFailure' },
          },
        },
        /** the server forgets this token; signed out here whatever it answers */
        signingOut: {
          invoke: {
            src: 'signOut',
            id: 'signOut',
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: '#staffSession.signedOut', actions: ['clearSession', 'forgetSession', 'goToSignIn'] },
            onError: { target: '#staffSession.signedOut', actions: ['clearSession', 'forgetSession', 'goToSignIn'] },
          },
        },
        /** every session of this person ends on the server; when that fails, nothing ended and it says so */
        signingOutEverywhere: {
          invoke: {
            src: 'signOutEverywhere',
            id: 'signOutEverywhere',
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: '#staffSession.signedOut', actions: ['clearSession', 'forgetSession', 'goToSignIn'] },
            onError: { target: 'ready', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
