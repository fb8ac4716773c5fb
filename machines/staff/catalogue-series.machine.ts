import { assign, fromPromise, setup } from 'xstate';
import { SeriesFormSchema } from '../../src/contract/staff-catalogue';

/**
 * A wine series in its dialog (issue 14): a new one or one of the list, its name and
 * introduction in cn, tw and en, picture, shown or hidden and order, checked with the contract the
 * server checks before anything is sent; the server's refusal stays in the dialog with what was
 * typed; once saved the dialog closes and the toast says so (the screen reads the list again).
 * Only a role that may change the catalogue opens it.
 */
export type SeriesFields = Record<string, string>;

export interface CatalogueSeriesInput {
  canEdit: boolean;
}

export interface CatalogueSeriesContext {
  canEdit: boolean;
  fields: SeriesFields;
  errors: Record<string, string>;
  failure: string | null;
}

export type CatalogueSeriesEvent =
  | { type: 'OPEN'; fields: SeriesFields }
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');

export function seriesErrors(fields: SeriesFields): Record<string, string> {
  const checked = SeriesFormSchema.safeParse(fields);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export const catalogueSeriesMachine = setup({
  types: {
    input: {} as CatalogueSeriesInput,
    context: {} as CatalogueSeriesContext,
    events: {} as CatalogueSeriesEvent,
  },
  actors: {
    /** answers the server's message */
    saveSeries: fromPromise<string, SeriesFields>(async () => {
      throw new Error('saveSeries must be provided');
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    isInvalid: ({ context }) => Object.keys(seriesErrors(context.fields)).length > 0,
  },
  actions: {
    setFields: assign((_, params: { fields: SeriesFields }) => ({ fields: params.fields, errors: {}, failure: null })),
    setField: assign(({ context }, params: { field: string; value: string }) => {
      const { [params.field]: _gone, ...errors } = context.errors;
      return { fields: { ...context.fields, [params.field]: params.value }, errors, failure: null };
    }),
    setErrors: assign({ errors: ({ context }) => seriesErrors(context.fields) }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    clear: assign({ fields: {}, errors: {}, failure: null }),
    // supplied by the console: the toast, and reading the list again
    notify: (_, _params: { msg: string }) => {},
  },
}).createMachine({
  id: 'catalogueSeries',
  context: ({ input }) => ({ canEdit: input.canEdit, fields: {}, errors: {}, failure: null }),
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
        id: 'saveSeries',
        src: 'saveSeries',
        input: ({ context }) => context.fields,
        onDone: { target: 'closed', actions: ['clear', { type: 'notify', params: ({ event }) => ({ msg: event.output }) }] },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
