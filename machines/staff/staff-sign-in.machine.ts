import { assign, fromPromise, setup } from 'xstate';
import type { SignInStep, StaffSession } from '../../src/contract/staff-auth';

export type SignInField = 'username' | 'password' | 'code';
export type Enrolment = { ticket: string; secret: string; uri: string };

export interface StaffSignInInput {
  /** an invitation accepted: start at the enrolment it answered */
  enrol: Enrolment | null;
}

export interface StaffSignInContext {
  username: string;
  password: string;
  code: string;
  ticket: string;
  secret: string;
  uri: string;
  /** a message key of the console (`auth.*`) or the server's translated message */
  failure: string | null;
}

export type StaffSignInEvent = { type: 'START' } | { type: 'CHANGE'; field: SignInField; value: string } | { type: 'SUBMIT' } | { type: 'RESTART' };

const SIX_DIGITS = /^\d{6}$/;
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');

/**
 * Staff sign-in in two steps: username and password, then the 6-digit code of the enrolled
 * authenticator — or, the first time (or after an invitation or a reset), enrolment: the QR code
 * and its key are shown and the first code confirms it. Either way the code's answer is the
 * session. A wrong code keeps the step (the code is cleared); "start again" goes back to the
 * password, as does a ticket that ran out (the server's message says so).
 */
export const staffSignInMachine = setup({
  types: {
    input: {} as StaffSignInInput,
    context: {} as StaffSignInContext,
    events: {} as StaffSignInEvent,
  },
  actors: {
    checkPassword: fromPromise<SignInStep, { username: string; password: string }>(async () => {
      throw new Error('checkPassword must be provided');
    }),
    confirmTotp: fromPromise<StaffSession, { ticket: string; code: string }>(async () => {
      throw new Error('confirmTotp must be provided');
    }),
    confirmEnrol: fromPromise<StaffSession, { ticket: string; code: string }>(async () => {
      throw new Error('confirmEnrol must be provided');
    }),
  },
  guards: {
    hasEnrolment: ({ context }) => context.ticket !== '' && context.uri !== '',
    isPasswordFormFilled: ({ context }) => context.username.trim() !== '' && context.password !== '',
    isCodeWellFormed: ({ context }) => SIX_DIGITS.test(context.code.replace(/\s/g, '')),
    isTotpStep: (_, params: { step: SignInStep }) => params.step.step === 'totp',
  },
  actions: {
    setField: assign(({ context, event }) => (event.type === 'CHANGE' ? { ...context, [event.field]: event.value, failure: null } : {})),
    setMissing: assign({ failure: ({ context }) => (context.username.trim() === '' ? 'auth.usernameRequired' : 'auth.passwordRequired') }),
    setCodeMissing: assign({ failure: 'auth.codeInvalid' }),
    setStep: assign((_, params: { step: SignInStep }) =>
      params.step.step === 'enrol'
        ? { ticket: params.step.ticket, secret: params.step.secret, uri: params.step.uri, password: '', code: '' }
        : { ticket: params.step.ticket, secret: '', uri: '', password: '', code: '' },
    ),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    clearCode: assign({ code: '' }),
    restart: assign({ password: '', code: '', ticket: '', secret: '', uri: '', failure: null }),
    // supplied by the console: the session machine's SIGNED_IN
    finishSignIn: (_, _params: { session: StaffSession }) => {},
  },
}).createMachine({
  id: 'staffSignIn',
  context: ({ input }) => ({
    username: '',
    password: '',
    code: '',
    ticket: input.enrol?.ticket ?? '',
    secret: input.enrol?.secret ?? '',
    uri: input.enrol?.uri ?? '',
    failure: null,
  }),
  initial: 'starting',
  states: {
    /** the view sends START once shown: an accepted invitation's enrolment, else the password */
    starting: {
      on: { START: [{ guard: 'hasEnrolment', target: 'enrol' }, { target: 'password' }] },
    },
    password: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [{ guard: 'isPasswordFormFilled', target: 'checkingPassword' }, { actions: 'setMissing' }],
      },
    },
    checkingPassword: {
      invoke: {
        src: 'checkPassword',
        id: 'checkPassword',
        input: ({ context }) => ({ username: context.username.trim(), password: context.password }),
        onDone: [
          {
            guard: { type: 'isTotpStep', params: ({ event }) => ({ step: event.output }) },
            target: 'totp',
            actions: { type: 'setStep', params: ({ event }) => ({ step: event.output }) },
          },
          { target: 'enrol', actions: { type: 'setStep', params: ({ event }) => ({ step: event.output }) } },
        ],
        onError: { target: 'password', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    totp: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [{ guard: 'isCodeWellFormed', target: 'confirmingTotp' }, { actions: 'setCodeMissing' }],
        RESTART: { target: 'password', actions: 'restart' },
      },
    },
    confirmingTotp: {
      invoke: {
        src: 'confirmTotp',
        id: 'confirmTotp',
        input: ({ context }) => ({ ticket: context.ticket, code: context.code.replace(/\s/g, '') }),
        onDone: { target: 'signedIn', actions: { type: 'finishSignIn', params: ({ event }) => ({ session: event.output }) } },
        onError: { target: 'totp', actions: [{ type: 'setFailure', params: ({ event }) => ({ error: event.error }) }, 'clearCode'] },
      },
    },
    enrol: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [{ guard: 'isCodeWellFormed', target: 'confirmingEnrol' }, { actions: 'setCodeMissing' }],
        RESTART: { target: 'password', actions: 'restart' },
      },
    },
    confirmingEnrol: {
      invoke: {
        src: 'confirmEnrol',
        id: 'confirmEnrol',
        input: ({ context }) => ({ ticket: context.ticket, code: context.code.replace(/\s/g, '') }),
        onDone: { target: 'signedIn', actions: { type: 'finishSignIn', params: ({ event }) => ({ session: event.output }) } },
        onError: { target: 'enrol', actions: [{ type: 'setFailure', params: ({ event }) => ({ error: event.error }) }, 'clearCode'] },
      },
    },
    signedIn: { type: 'final' },
  },
});
