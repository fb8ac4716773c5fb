import { assign, fromPromise, setup } from 'xstate';
import { ResetFormSchema, type ResetType } from '../src/contract/account';
import { fieldErrors, hasErrors, messageOf, withoutField, type FieldErrors } from './form-rules';

export const RESET_FIELDS = ['account', 'captcha', 'newpassword', 'confirm'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];
export type ResetForm = Record<ResetField, string> & { type: ResetType };

/** Spec §5: a phone (or an email, by the chosen type), the code, a new password and its confirmation. */
export const resetErrors = (form: ResetForm) => fieldErrors(ResetFormSchema, form, RESET_FIELDS);

export interface ResetPasswordContext {
  form: ResetForm;
  errors: FieldErrors<ResetField>;
  failure: string | null;
}

export type ResetPasswordEvent =
  | { type: 'SET_TYPE'; resetType: ResetType }
  | { type: 'CHANGE'; field: ResetField; value: string }
  | { type: 'SUBMIT' };

const EMPTY: ResetForm = { type: 'mobile', account: '', captcha: '', newpassword: '', confirm: '' };

/**
 * Password reset (spec §2, §5, §8 "password reset"): by phone or by email, with the code sent
 * there. On success the member signs in again with the new password.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    // supplied by the web layer: /api/user/resetpwd
    resetPassword: fromPromise<null, ResetForm>(async () => {
      throw new Error('resetPassword must be provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(resetErrors(context.form)),
    isOtherType: ({ context, event }) => event.type === 'SET_TYPE' && event.resetType !== context.form.type,
  },
  actions: {
    // a code sent to the other channel is of no use: the account and code start again
    setType: assign({
      form: ({ context, event }) =>
        event.type === 'SET_TYPE' ? { ...context.form, type: event.resetType, account: '', captcha: '' } : context.form,
      errors: {},
      failure: null,
    }),
    setField: assign({
      form: ({ context, event }) => (event.type === 'CHANGE' ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    clearFieldError: assign({
      errors: ({ context, event }) => (event.type === 'CHANGE' ? withoutField(context.errors, event.field) : context.errors),
    }),
    setErrors: assign({ errors: ({ context }) => resetErrors(context.form) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'resetPassword',
  context: { form: EMPTY, errors: {}, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_TYPE: { guard: 'isOtherType', actions: 'setType' },
        CHANGE: { actions: ['setField', 'clearFieldError'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { target: 'validating', actions: 'setErrors' }],
      },
    },
    /** after a refused submit: every change re-checks the form */
    validating: {
      on: {
        SET_TYPE: { guard: 'isOtherType', target: 'editing', actions: 'setType' },
        CHANGE: { actions: ['setField', 'setErrors'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'setErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => context.form,
        onDone: 'success',
        onError: { target: 'failure', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failure: {
      on: {
        SET_TYPE: { guard: 'isOtherType', target: 'editing', actions: 'setType' },
        CHANGE: { target: 'editing', actions: ['setField', 'clearFieldError', 'clearFailure'] },
        SUBMIT: { target: 'submitting', actions: 'clearFailure' },
      },
    },
    /** "Password reset": the member goes on to sign in */
    success: { type: 'final' },
  },
});
