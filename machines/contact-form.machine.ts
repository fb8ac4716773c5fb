import { assign, fromPromise, setup } from 'xstate';
import { ContactFormSchema } from '../src/contract/contact';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFields = Record<ContactField, string>;
/** a message key per field that breaks a rule (spec §5) */
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactFormContext {
  fields: ContactFields;
  errors: ContactErrors;
  /** the server's message of a refused submission (e.g. do not resubmit), shown as it comes */
  failure: string | null;
  /** what was sent, trimmed: the success message names the email */
  sent: ContactFields | null;
}

export type ContactFormEvent =
  | { type: 'EDIT'; field: ContactField; value: string }
  | { type: 'SUBMIT' }
  /** after a success: write another message */
  | { type: 'RESET' };

const EMPTY: ContactFields = { name: '', email: '', phone: '', message: '' };

/** The first broken rule of each field, from the same schema the server checks. */
export function contactErrors(fields: ContactFields): ContactErrors {
  const parsed = ContactFormSchema.safeParse(fields);
  if (parsed.success) return {};
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (CONTACT_FIELDS.includes(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Trimmed fields, or a rejection carrying each field's message. */
async function validate({ input }: { input: ContactFields }): Promise<ContactFields> {
  const errors = contactErrors(input);
  if (Object.keys(errors).length > 0) throw errors;
  const trim = (s: string) => s.trim();
  return { name: trim(input.name), email: trim(input.email), phone: trim(input.phone), message: trim(input.message) };
}

/**
 * The contact form (spec §5, §8): name, email, phone and message, all required and trimmed,
 * checked with the server's own schema before sending. Nothing can be sent twice while a
 * submission runs; after a refusal the fields stay as typed.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    // pure: the shared rules, run here so browser and server agree
    validateContact: fromPromise<ContactFields, ContactFields>(validate),
    // supplied by the web layer: POST /api/winery/contact/add
    submitContact: fromPromise<unknown, ContactFields>(async () => {
      throw new Error('submitContact must be provided');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { fields: { ...context.fields, [event.field]: event.value }, errors, failure: null };
    }),
    setErrors: assign({
      errors: (_, params: { error: unknown }) =>
        typeof params.error === 'object' && params.error !== null && !(params.error instanceof Error)
          ? (params.error as ContactErrors)
          : { name: 'error.requestFailed' },
    }),
    clearErrors: assign({ errors: {}, failure: null }),
    setSent: assign({ sent: (_, params: { sent: ContactFields }) => params.sent }),
    setFailure: assign({
      failure: (_, params: { error: unknown }) =>
        params.error instanceof Error && params.error.message ? params.error.message : 'error.server',
    }),
    clearForm: assign({ fields: EMPTY, errors: {}, failure: null, sent: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: { fields: EMPTY, errors: {}, failure: null, sent: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'setField' },
        SUBMIT: { target: 'validating', actions: 'clearErrors' },
      },
    },
    validating: {
      invoke: {
        id: 'validateContact',
        src: 'validateContact',
        input: ({ context }) => context.fields,
        onDone: { target: 'submitting', actions: { type: 'setSent', params: ({ event }) => ({ sent: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'submitContact',
        src: 'submitContact',
        input: ({ context }) => context.sent ?? context.fields,
        onDone: 'sent',
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      on: { RESET: { target: 'editing', actions: 'clearForm' } },
    },
    failed: {
      on: {
        EDIT: { target: 'editing', actions: 'setField' },
        SUBMIT: { target: 'validating', actions: 'clearErrors' },
      },
    },
  },
});
