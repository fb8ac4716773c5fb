import { assign, fromPromise, setup } from 'xstate';
import { RegisterFormSchema } from '../src/contract/account';
import type { MemberInfo } from '../src/contract/member';
import { fieldErrors, hasErrors, messageOf, withoutField, type FieldErrors } from './form-rules';

export const REGISTER_FIELDS = ['mobile', 'code', 'password', 'confirm'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterForm = Record<RegisterField, string>;

/** Spec §5: phone, code, password 6–18, confirmation present and equal (checked last). */
export const registerErrors = (form: RegisterForm) => fieldErrors(RegisterFormSchema, form, REGISTER_FIELDS);

export interface RegisterContext {
  form: RegisterForm;
  errors: FieldErrors<RegisterField>;
  failure: string | null;
}

export type RegisterEvent = { type: 'CHANGE'; field: RegisterField; value: string } | { type: 'SUBMIT' };

const EMPTY: RegisterForm = { mobile: '', code: '', password: '', confirm: '' };

/**
 * Registration (spec §2, §5): phone, the code sent to it, password and confirmation. The server
 * checks everything again and answers the new member signed in.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    // supplied by the web layer: /api/user/register
    registerMember: fromPromise<MemberInfo, RegisterForm>(async () => {
      throw new Error('registerMember must be provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(registerErrors(context.form)),
  },
  actions: {
    setField: assign({
      form: ({ context, event }) => (event.type === 'CHANGE' ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    clearFieldError: assign({
      errors: ({ context, event }) => (event.type === 'CHANGE' ? withoutField(context.errors, event.field) : context.errors),
    }),
    setErrors: assign({ errors: ({ context }) => registerErrors(context.form) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // supplied by the web layer: LOGIN to the session, then the page asked for
    finishSignIn: (_, _params: { member: MemberInfo }) => {},
  },
}).createMachine({
  id: 'register',
  context: { form: EMPTY, errors: {}, failure: null },
  initial: 'editing',
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
        id: 'registerMember',
        src: 'registerMember',
        input: ({ context }) => context.form,
        onDone: { target: 'success', actions: { type: 'finishSignIn', params: ({ event }) => ({ member: event.output }) } },
        onError: { target: 'failure', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** e.g. a wrong or expired code: the member corrects it and submits again */
    failure: {
      on: {
        CHANGE: { target: 'editing', actions: ['setField', 'clearFieldError', 'clearFailure'] },
        SUBMIT: { target: 'submitting', actions: 'clearFailure' },
      },
    },
    success: { type: 'final' },
  },
});
