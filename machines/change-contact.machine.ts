import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '../src/contract/member';
import { CodeField, EmailField, PhoneField } from '../src/contract/validation';

export type ContactKind = 'mobile' | 'email';
export type ContactField = 'target' | 'captcha';
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ChangeContactInput {
  kind: ContactKind;
}

export interface ChangeContactContext {
  kind: ContactKind;
  target: string;
  captcha: string;
  /** the phone or email a code was sent to from this panel, as the server keeps it */
  sentTo: string | null;
  errors: ContactErrors;
  failure: string | null;
}

export type ChangeContactEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; field: ContactField; value: string }
  /** the code sender running beside this machine delivered a code to `target` */
  | { type: 'CODE_SENT'; target: string }
  | { type: 'SUBMIT' };

export interface ChangeContactRequest {
  kind: ContactKind;
  target: string;
  captcha: string;
}

export function normalizeContact(kind: ContactKind, target: string): string {
  const trimmed = target.trim();
  return kind === 'email' ? trimmed.toLowerCase() : trimmed;
}

/**
 * Spec §5: a valid phone (or email), and a code requested for exactly that target first; then
 * the code's own rule.
 */
export function contactErrors(context: Pick<ChangeContactContext, 'kind' | 'target' | 'captcha' | 'sentTo'>): ContactErrors {
  const errors: ContactErrors = {};
  const target = (context.kind === 'mobile' ? PhoneField : EmailField).safeParse(context.target);
  if (!target.success) errors.target = target.error.issues[0]?.message ?? 'error.requestFailed';
  if (context.sentTo === null || context.sentTo !== normalizeContact(context.kind, context.target)) {
    errors.captcha = 'profile.codeFirst';
  } else {
    const code = CodeField.safeParse(context.captcha);
    if (!code.success) errors.captcha = code.error.issues[0]?.message ?? 'validation.codeRequired';
  }
  return errors;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * Change phone or change email (spec §5, §8 "phone changed" / "email changed"). The code is
 * sent by the code-sender machine running beside this one (the same button as sign-up); it
 * reports CODE_SENT, and SUBMIT is refused until a code went to the target being submitted.
 * The new member info goes to `notifyChanged`.
 */
export const changeContactMachine = setup({
  types: {
    input: {} as ChangeContactInput,
    context: {} as ChangeContactContext,
    events: {} as ChangeContactEvent,
  },
  actors: {
    // supplied by the web layer: /api/user/changemobile or /api/user/changeemail
    changeContact: fromPromise<MemberInfo, ChangeContactRequest>(async () => {
      throw new Error('changeContact must be provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(contactErrors(context)).length === 0,
  },
  actions: {
    clearForm: assign({ target: '', captcha: '', sentTo: null, errors: {}, failure: null }),
    setField: assign(({ event }) => (event.type === 'CHANGE' ? { [event.field]: event.value } : {})),
    clearFieldError: assign({
      errors: ({ context, event }) => {
        if (event.type !== 'CHANGE') return context.errors;
        const { [event.field]: _cleared, ...rest } = context.errors;
        return rest;
      },
    }),
    setSentTo: assign({
      sentTo: ({ context, event }) => (event.type === 'CODE_SENT' ? normalizeContact(context.kind, event.target) : context.sentTo),
    }),
    setErrors: assign({ errors: ({ context }) => contactErrors(context) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
    // effect supplied by the web layer
    notifyChanged: (_, _params: { user: MemberInfo }) => {},
  },
}).createMachine({
  id: 'changeContact',
  context: ({ input }) => ({ kind: input.kind, target: '', captcha: '', sentTo: null, errors: {}, failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'editing', actions: 'clearForm' } },
    },
    editing: {
      on: {
        CHANGE: { actions: ['setField', 'clearFieldError'] },
        CODE_SENT: { actions: 'setSentTo' },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { target: 'validating', actions: 'setErrors' }],
        CLOSE: { target: 'closed', actions: 'clearForm' },
      },
    },
    validating: {
      on: {
        CHANGE: { actions: ['setField', 'setErrors'] },
        CODE_SENT: { actions: ['setSentTo', 'setErrors'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'setErrors' }],
        CLOSE: { target: 'closed', actions: 'clearForm' },
      },
    },
    submitting: {
      invoke: {
        id: 'changeContact',
        src: 'changeContact',
        input: ({ context }) => ({ kind: context.kind, target: normalizeContact(context.kind, context.target), captcha: context.captcha.trim() }),
        onDone: {
          target: 'changed',
          actions: ['clearForm', { type: 'notifyChanged', params: ({ event }) => ({ user: event.output }) }],
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** e.g. a wrong code or a phone taken meanwhile */
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: ['setField', 'clearFieldError', 'clearFailure'] },
        CODE_SENT: { target: 'editing', actions: ['setSentTo', 'clearFailure'] },
        SUBMIT: { target: 'submitting', actions: 'clearFailure' },
        CLOSE: { target: 'closed', actions: 'clearForm' },
      },
    },
    changed: {
      on: { OPEN: { target: 'editing', actions: 'clearForm' }, CLOSE: 'closed' },
    },
  },
});
