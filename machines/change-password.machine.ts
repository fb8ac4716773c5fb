import { assign, fromPromise, setup } from 'xstate';
import { ChangePasswordInputSchema } from '../src/contract/profile';

export const PASSWORD_FIELDS = ['oldpassword', 'newpassword', 'renewpassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordForm = Record<PasswordField, string>;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

const EMPTY: PasswordForm = { oldpassword: '', newpassword: '', renewpassword: '' };

/** Spec §5: old, new and confirmation required; 6–18 characters; the two must match. */
export function passwordErrors(form: PasswordForm): PasswordErrors {
  const parsed = ChangePasswordInputSchema.safeParse(form);
  const errors: PasswordErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PasswordField;
    if (PASSWORD_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  // the confirmation is compared only once the other fields pass
  if (!errors.renewpassword && !errors.newpassword && form.renewpassword === '') errors.renewpassword = 'validation.confirmRequired';
  return errors;
}

export interface ChangePasswordContext {
  form: PasswordForm;
  errors: PasswordErrors;
  failure: string | null;
}

export type ChangePasswordEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; field: PasswordField; value: string }
  | { type: 'SUBMIT' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * Change password (spec §5, §8 "password changed"): a panel that opens, checks the three fields
 * (at once after a first refused submit), submits, and shows the result. The server keeps this
 * session and signs out the member's others.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    // supplied by the web layer: /api/user/changepwd
    changePassword: fromPromise<null, PasswordForm>(async () => {
      throw new Error('changePassword must be provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(passwordErrors(context.form)).length === 0,
  },
  actions: {
    clearForm: assign({ form: EMPTY, errors: {}, failure: null }),
    setField: assign({
      form: ({ context, event }) => (event.type === 'CHANGE' ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    clearFieldError: assign({
      errors: ({ context, event }) => {
        if (event.type !== 'CHANGE') return context.errors;
        const { [event.field]: _cleared, ...rest } = context.errors;
        return rest;
      },
    }),
    setErrors: assign({ errors: ({ context }) => passwordErrors(context.form) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'changePassword',
  context: { form: EMPTY, errors: {}, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'editing', actions: 'clearForm' } },
    },
    editing: {
      on: {
        CHANGE: { actions: ['setField', 'clearFieldError'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { target: 'validating', actions: 'setErrors' }],
        CLOSE: { target: 'closed', actions: 'clearForm' },
      },
    },
    validating: {
      on: {
        CHANGE: { actions: ['setField', 'setErrors'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'setErrors' }],
        CLOSE: { target: 'closed', actions: 'clearForm' },
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.form,
        onDone: { target: 'changed', actions: 'clearForm' },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** e.g. a wrong old password: the member corrects it and submits again */
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: ['setField', 'clearFieldError', 'clearFailure'] },
        SUBMIT: { target: 'submitting', actions: 'clearFailure' },
        CLOSE: { target: 'closed', actions: 'clearForm' },
      },
    },
    /** "Password changed" is shown; the panel can be opened again */
    changed: {
      on: { OPEN: { target: 'editing', actions: 'clearForm' }, CLOSE: 'closed' },
    },
  },
});
