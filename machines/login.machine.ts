import { assign, fromPromise, setup } from 'xstate';
import { LoginFormSchema, MobileLoginFormSchema } from '../src/contract/account';
import type { MemberInfo } from '../src/contract/member';
import { fieldErrors, hasErrors, messageOf, withoutField, type FieldErrors } from './form-rules';

export type LoginMode = 'password' | 'code';
export const LOGIN_FIELDS = ['account', 'password', 'mobile', 'captcha'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginForm = Record<LoginField, string>;

/** Spec §5 rules of the fields the mode uses: phone-or-email + password, or phone + code. */
export function loginErrors(mode: LoginMode, form: LoginForm): FieldErrors<LoginField> {
  return mode === 'password'
    ? fieldErrors(LoginFormSchema, { account: form.account, password: form.password }, ['account', 'password'])
    : fieldErrors(MobileLoginFormSchema, { mobile: form.mobile, captcha: form.captcha }, ['mobile', 'captcha']);
}

export interface LoginInput {
  mode: LoginMode;
}

export interface LoginContext {
  mode: LoginMode;
  form: LoginForm;
  errors: FieldErrors<LoginField>;
  failure: string | null;
}

export type LoginEvent =
  | { type: 'SET_MODE'; mode: LoginMode }
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SUBMIT' };

export interface SignInRequest {
  mode: LoginMode;
  form: LoginForm;
}

const EMPTY: LoginForm = { account: '', password: '', mobile: '', captcha: '' };

/**
 * Sign-in (spec §2 member screens, §5): by phone or email with a password, or by phone with an
 * SMS code. A refused submit shows each field's message and keeps checking as the member types;
 * the server's refusal (wrong password, too many attempts) is shown until the next change.
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    // supplied by the web layer: /api/user/login or /api/user/mobilelogin
    signIn: fromPromise<MemberInfo, SignInRequest>(async () => {
      throw new Error('signIn must be provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(loginErrors(context.mode, context.form)),
    isOtherMode: ({ context, event }) => event.type === 'SET_MODE' && event.mode !== context.mode,
  },
  actions: {
    setMode: assign({
      mode: ({ context, event }) => (event.type === 'SET_MODE' ? event.mode : context.mode),
      errors: {},
      failure: null,
    }),
    setField: assign({
      form: ({ context, event }) => (event.type === 'CHANGE' ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    clearFieldError: assign({
      errors: ({ context, event }) => (event.type === 'CHANGE' ? withoutField(context.errors, event.field) : context.errors),
    }),
    setErrors: assign({ errors: ({ context }) => loginErrors(context.mode, context.form) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // supplied by the web layer: LOGIN to the session, then the page asked for
    finishSignIn: (_, _params: { member: MemberInfo }) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ mode: input.mode, form: EMPTY, errors: {}, failure: null }),
  initial: 'editing',
  on: {
    SET_MODE: { guard: 'isOtherMode', target: '.editing', actions: 'setMode' },
  },
  states: {
    editing: {
      on: {
        CHANGE: { actions: ['setField', 'clearFieldError'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { target: 'validating', actions: 'setErrors' }],
      },
    },
    /** after a refused submit: every change re-checks the form */
    validating: {
      on: {
        CHANGE: { actions: ['setField', 'setErrors'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'setErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ mode: context.mode, form: context.form }),
        onDone: { target: 'success', actions: { type: 'finishSignIn', params: ({ event }) => ({ member: event.output }) } },
        onError: { target: 'failure', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failure: {
      on: {
        CHANGE: { target: 'editing', actions: ['setField', 'clearFieldError', 'clearFailure'] },
        SUBMIT: { target: 'submitting', actions: 'clearFailure' },
      },
    },
    success: { type: 'final' },
  },
});
