import { assign, fromPromise, setup } from 'xstate';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../src/contract/staff';
import type { SignInStep } from '../../src/contract/staff-auth';

export interface Invitation {
  username: string;
  name: string;
  role: string;
  expires_at: string;
}

export interface StaffInviteInput {
  code: string;
}

export interface StaffInviteContext {
  code: string;
  invite: Invitation | null;
  password: string;
  again: string;
  /** a message key of the console (`auth.*`) or the server's translated message */
  failure: string | null;
  /** the sign-in step the accepted invitation answered (enrolment of the authenticator) */
  step: SignInStep | null;
}

export type StaffInviteEvent = { type: 'CHANGE'; field: 'password' | 'again'; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');
const lengthOk = (s: string) => s.length >= STAFF_PASSWORD_MIN && s.length <= STAFF_PASSWORD_MAX;

/**
 * Accepting an invitation (`#/invite/<code>`): who is invited and as what role, a password typed
 * twice (10 to 72 characters, the same both times, checked before anything is sent), then the
 * server answers the enrolment step that the sign-in machine takes from there. An unknown or
 * expired invitation says so and offers nothing else.
 */
export const staffInviteMachine = setup({
  types: {
    input: {} as StaffInviteInput,
    context: {} as StaffInviteContext,
    events: {} as StaffInviteEvent,
  },
  actors: {
    getInvite: fromPromise<Invitation, { code: string }>(async () => {
      throw new Error('getInvite must be provided');
    }),
    acceptInvite: fromPromise<SignInStep, { code: string; password: string }>(async () => {
      throw new Error('acceptInvite must be provided');
    }),
  },
  guards: {
    isBadLength: ({ context }) => !lengthOk(context.password),
    isMismatch: ({ context }) => context.password !== context.again,
  },
  actions: {
    setInvite: assign({ invite: (_, params: { invite: Invitation }) => params.invite }),
    setField: assign(({ context, event }) => (event.type === 'CHANGE' ? { ...context, [event.field]: event.value, failure: null } : {})),
    setBadLength: assign({ failure: 'auth.passwordLength' }),
    setMismatch: assign({ failure: 'auth.passwordMismatch' }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    setStep: assign({ step: (_, params: { step: SignInStep }) => params.step, password: '', again: '' }),
  },
}).createMachine({
  id: 'staffInvite',
  context: ({ input }) => ({ code: input.code, invite: null, password: '', again: '', failure: null, step: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'getInvite',
        id: 'getInvite',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'ready', actions: { type: 'setInvite', params: ({ event }) => ({ invite: event.output }) } },
        onError: { target: 'invalid', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** unknown, used or expired (or the server could not be reached: it may be tried again) */
    invalid: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [{ guard: 'isBadLength', actions: 'setBadLength' }, { guard: 'isMismatch', actions: 'setMismatch' }, { target: 'accepting' }],
      },
    },
    accepting: {
      invoke: {
        src: 'acceptInvite',
        id: 'acceptInvite',
        input: ({ context }) => ({ code: context.code, password: context.password }),
        onDone: { target: 'accepted', actions: { type: 'setStep', params: ({ event }) => ({ step: event.output }) } },
        onError: { target: 'ready', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    accepted: { type: 'final' },
  },
});
