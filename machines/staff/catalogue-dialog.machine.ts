import { assign, fromPromise, setup } from 'xstate';
import {
  CateringInfoFormSchema,
  DinnerFormSchema,
  HotelFormSchema,
  RoomTypeFormSchema,
  VisitInfoFormSchema,
  VisitTierFormSchema,
} from '../../src/contract/staff-booking-settings';
import { PricedFormSchema, SeriesFormSchema } from '../../src/contract/staff-catalogue';

/**
 * A catalogue row in its dialog (issue 14): a wine series (name and introduction in cn, tw and
 * en, picture, shown, order), the price of a visit tier, dinner or room type (both currencies,
 * a room's weekend price, open to members), or a booking setting (a visit tier, a dinner, a room
 * type, or the texts of the visit page, the dining page or the hotel). Opened with a row of the list or a blank one, checked
 * with the contract the server checks before anything is sent; the server's refusal stays in the
 * dialog with what was typed; once saved the dialog closes and the toast says so (the screen
 * reads the list again). Only a role that may change the rows opens it.
 */
export type DialogFields = Record<string, string>;

/** which contract checks the fields */
export const DIALOG_FORMS = {
  series: SeriesFormSchema,
  priced: PricedFormSchema,
  // booking settings: a visit tier, the visit page, the dining texts, a dinner, the hotel, a room type
  visitTier: VisitTierFormSchema,
  visitInfo: VisitInfoFormSchema,
  cateringInfo: CateringInfoFormSchema,
  dinner: DinnerFormSchema,
  hotel: HotelFormSchema,
  roomType: RoomTypeFormSchema,
} as const;
export type DialogForm = keyof typeof DIALOG_FORMS;

export interface CatalogueDialogInput {
  canEdit: boolean;
  form: DialogForm;
}

export interface CatalogueDialogContext {
  canEdit: boolean;
  form: DialogForm;
  fields: DialogFields;
  errors: Record<string, string>;
  failure: string | null;
}

export type CatalogueDialogEvent =
  | { type: 'OPEN'; fields: DialogFields }
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');

export function dialogErrors(form: DialogForm, fields: DialogFields): Record<string, string> {
  const checked = DIALOG_FORMS[form].safeParse(fields);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export const catalogueDialogMachine = setup({
  types: {
    input: {} as CatalogueDialogInput,
    context: {} as CatalogueDialogContext,
    events: {} as CatalogueDialogEvent,
  },
  actors: {
    /** answers the server's message */
    saveForm: fromPromise<string, DialogFields>(async () => {
      throw new Error('saveForm must be provided');
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    isInvalid: ({ context }) => Object.keys(dialogErrors(context.form, context.fields)).length > 0,
  },
  actions: {
    setFields: assign((_, params: { fields: DialogFields }) => ({ fields: params.fields, errors: {}, failure: null })),
    setField: assign(({ context }, params: { field: string; value: string }) => {
      const { [params.field]: _gone, ...errors } = context.errors;
      return { fields: { ...context.fields, [params.field]: params.value }, errors, failure: null };
    }),
    setErrors: assign({ errors: ({ context }) => dialogErrors(context.form, context.fields) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    clear: assign({ fields: {}, errors: {}, failure: null }),
    // supplied by the console: the toast, and reading the list again
    notify: (_, _params: { msg: string }) => {},
  },
}).createMachine({
  id: 'catalogueDialog',
  context: ({ input }) => ({ canEdit: input.canEdit, form: input.form, fields: {}, errors: {}, failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { guard: 'canEdit', target: 'editing', actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) } },
      },
    },
    editing: {
      on: {
        CHANGE: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SAVE: [{ guard: 'isInvalid', actions: 'setErrors' }, { target: 'saving' }],
        CANCEL: { target: 'closed', actions: 'clear' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => context.fields,
        onDone: { target: 'closed', actions: ['clear', { type: 'notify', params: ({ event }) => ({ msg: event.output }) }] },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
