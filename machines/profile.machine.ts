import { assign, fromPromise, not, setup } from 'xstate';
import type { MemberInfo } from '../src/contract/member';
import { ProfileInputSchema } from '../src/contract/profile';

export const PROFILE_FIELDS = ['nickname', 'name', 'gender', 'birthday', 'region', 'address'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The form as typed: strings, gender '0' or '1'. */
export type ProfileForm = Record<ProfileField, string>;
/** The first message key of each field that breaks a rule. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function profileFormOf(user: MemberInfo | null): ProfileForm {
  return {
    nickname: user?.nickname ?? '',
    name: user?.name ?? '',
    gender: String(user?.gender ?? 0),
    birthday: user?.birthday ?? '',
    region: user?.region ?? '',
    address: user?.address ?? '',
  };
}

/**
 * What the member changed: the fields whose text (trimmed) differs from the profile as read.
 * A field that was empty and is still empty is no change, so it is neither checked nor sent.
 */
export function profileChanges(form: ProfileForm, user: MemberInfo | null): Partial<ProfileForm> {
  const before = profileFormOf(user);
  const changes: Partial<ProfileForm> = {};
  for (const field of PROFILE_FIELDS) if (form[field].trim() !== before[field].trim()) changes[field] = form[field];
  return changes;
}

/**
 * Spec §5: a changed field breaking a rule gets its message (the server's own rules); a field
 * the member did not touch is not required — the server changes only the fields sent.
 */
export function profileErrors(form: ProfileForm, user: MemberInfo | null): ProfileErrors {
  const parsed = ProfileInputSchema.safeParse(profileChanges(form, user));
  const errors: ProfileErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    if (PROFILE_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface ProfileContext {
  user: MemberInfo | null;
  form: ProfileForm;
  errors: ProfileErrors;
  /** the server's message (or a message key) of the last failure */
  failure: string | null;
}

export type ProfileEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CHANGE'; field: ProfileField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  /** the member changed elsewhere on the screen (portrait, phone, email) */
  | { type: 'USER_CHANGED'; user: MemberInfo };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * The personal info tab (spec §2, §3 profile fields, §5): load, view, edit, validate, save —
 * only the fields the member changed are checked and sent (a nickname alone can be changed).
 * After a first refused submit the form is `validating`: each change is checked at once.
 * Every new member info is handed to `notifyUserUpdated` (the web sends it to the session,
 * so the header's nickname follows).
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    // supplied by the web layer: /api/user/info and /api/user/profile
    fetchProfile: fromPromise<MemberInfo>(async () => {
      throw new Error('fetchProfile must be provided');
    }),
    saveProfile: fromPromise<MemberInfo, Partial<ProfileForm>>(async () => {
      throw new Error('saveProfile must be provided');
    }),
  },
  guards: {
    hasChanges: ({ context }) => Object.keys(profileChanges(context.form, context.user)).length > 0,
    isFormValid: ({ context }) => Object.keys(profileErrors(context.form, context.user)).length === 0,
  },
  actions: {
    setUser: assign({ user: (_, params: { user: MemberInfo }) => params.user }),
    setFormFromUser: assign({ form: ({ context }) => profileFormOf(context.user), errors: {}, failure: null }),
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
    setErrors: assign({ errors: ({ context }) => profileErrors(context.form, context.user) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // effect supplied by the web layer
    notifyUserUpdated: (_, _params: { user: MemberInfo }) => {},
  },
}).createMachine({
  id: 'profile',
  context: { user: null, form: profileFormOf(null), errors: {}, failure: null },
  initial: 'loading',
  on: {
    USER_CHANGED: {
      actions: [
        { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        { type: 'notifyUserUpdated', params: ({ event }) => ({ user: event.user }) },
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'notifyUserUpdated', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'unavailable', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    viewing: {
      on: { EDIT: { target: 'editing', actions: 'setFormFromUser' } },
    },
    editing: {
      on: {
        CHANGE: { actions: ['setField', 'clearFieldError'] },
        // nothing changed: nothing to save, the profile is shown as it is
        SUBMIT: [{ guard: not('hasChanges'), target: 'viewing' }, { guard: 'isFormValid', target: 'saving' }, { target: 'validating', actions: 'setErrors' }],
        CANCEL: 'viewing',
      },
    },
    validating: {
      on: {
        CHANGE: { actions: ['setField', 'setErrors'] },
        SUBMIT: [{ guard: not('hasChanges'), target: 'viewing' }, { guard: 'isFormValid', target: 'saving' }, { actions: 'setErrors' }],
        CANCEL: 'viewing',
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        // only what the member changed: fields left as they were are not required
        input: ({ context }) => profileChanges(context.form, context.user),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'notifyUserUpdated', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** "Saved" is shown until the member edits again */
    saved: {
      on: { EDIT: { target: 'editing', actions: 'setFormFromUser' } },
    },
    /** the server refused: the form stays as typed, with the server's message */
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: ['setField', 'clearFieldError', 'clearFailure'] },
        // the form is as it was when it passed the rules: send it again
        SUBMIT: { target: 'saving', actions: 'clearFailure' },
        CANCEL: { target: 'viewing', actions: 'clearFailure' },
      },
    },
  },
});
