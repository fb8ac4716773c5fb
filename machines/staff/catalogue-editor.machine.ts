import { assign, fromPromise, setup } from 'xstate';
import { WineFormSchema } from '../../src/contract/staff-catalogue';

/**
 * A wine in the catalogue editor (issue 14): read with the series it may belong to and the
 * pictures already on the site, edited in cn, tw and en side by side, checked with the same
 * contract the server checks (a field's message beside the field, nothing sent), saved, and the
 * server's answer shown. Dirty while the fields differ from what was read or last saved; a save
 * of nothing is not sent. A refusal keeps every field as typed. A role that only reads (the
 * auditor) sees the fields and cannot change or save them.
 */
export type WineFields = Record<string, string>;

export interface WineLoaded {
  fields: WineFields;
  series: { id: number; title: string }[];
  media: string[];
  /** bottles free for sale and held by unpaid orders when read (the stock panel goes on from them) */
  figures: { stock: number; held: number };
}

export interface WineSaved {
  /** the server's message, for the toast */
  msg: string;
  /** the fields as the server stored them (a new wine's id among them) */
  fields: WineFields;
}

export interface CatalogueEditorInput {
  /** null: a new wine */
  id: number | null;
  canEdit: boolean;
}

export interface CatalogueEditorContext {
  id: number | null;
  canEdit: boolean;
  /** as read or last saved */
  original: WineFields;
  fields: WineFields;
  series: { id: number; title: string }[];
  media: string[];
  figures: { stock: number; held: number };
  /** a field's message key (`staffCatalogue.priceInvalid`), from the contract's check */
  errors: Record<string, string>;
  /** why the wine could not be read or saved (the server's words) */
  failure: string | null;
}

export type CatalogueEditorEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SAVE' }
  | { type: 'RESET' }
  | { type: 'RETRY' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');

/** Each invalid field's first message, by the contract the server checks with. */
export function fieldErrors(fields: WineFields): Record<string, string> {
  const checked = WineFormSchema.safeParse(fields);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Whether the fields differ from what was read or last saved. */
export const isDirty = (context: Pick<CatalogueEditorContext, 'original' | 'fields'>) =>
  Object.keys({ ...context.original, ...context.fields }).some((k) => (context.original[k] ?? '') !== (context.fields[k] ?? ''));

export const catalogueEditorMachine = setup({
  types: {
    input: {} as CatalogueEditorInput,
    context: {} as CatalogueEditorContext,
    events: {} as CatalogueEditorEvent,
  },
  actors: {
    // supplied by the screen (its staff calls)
    loadWine: fromPromise<WineLoaded, { id: number | null }>(async () => {
      throw new Error('loadWine must be provided');
    }),
    saveWine: fromPromise<WineSaved, WineFields>(async () => {
      throw new Error('saveWine must be provided');
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    isInvalid: ({ context }) => Object.keys(fieldErrors(context.fields)).length > 0,
    isDirty: ({ context }) => isDirty(context),
  },
  actions: {
    setLoaded: assign((_, params: { loaded: WineLoaded }) => ({
      original: params.loaded.fields,
      fields: params.loaded.fields,
      series: params.loaded.series,
      media: params.loaded.media,
      figures: params.loaded.figures,
      errors: {},
      failure: null,
    })),
    setField: assign(({ context }, params: { field: string; value: string }) => {
      const { [params.field]: _gone, ...errors } = context.errors;
      return { fields: { ...context.fields, [params.field]: params.value }, errors, failure: null };
    }),
    setErrors: assign({ errors: ({ context }) => fieldErrors(context.fields) }),
    setSaved: assign((_, params: { saved: WineSaved }) => ({
      original: params.saved.fields,
      fields: params.saved.fields,
      id: Number(params.saved.fields.id) || null,
      errors: {},
      failure: null,
    })),
    restore: assign(({ context }) => ({ fields: context.original, errors: {}, failure: null })),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    clearFailure: assign({ failure: null }),
    // supplied by the console: the toast
    notify: (_, _params: { msg: string }) => {},
  },
}).createMachine({
  id: 'catalogueEditor',
  context: ({ input }) => ({ id: input.id, canEdit: input.canEdit, original: {}, fields: {}, series: [], media: [], figures: { stock: 0, held: 0 }, errors: {}, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWine',
        src: 'loadWine',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'editing', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'unavailable', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      on: {
        CHANGE: { guard: 'canEdit', actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SAVE: [
          { guard: 'isInvalid', actions: 'setErrors' },
          { guard: 'isDirty', target: 'saving' },
        ],
        RESET: { guard: 'isDirty', actions: 'restore' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveWine',
        src: 'saveWine',
        input: ({ context }) => context.fields,
        onDone: {
          target: 'saved',
          actions: [
            { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) },
            { type: 'notify', params: ({ event }) => ({ msg: event.output.msg }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      on: {
        // only a role that may edit gets here
        CHANGE: { target: 'editing', actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      },
    },
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        // the fields are those the contract passed before they were sent: send them again as they are
        SAVE: 'saving',
        RESET: { target: 'editing', actions: 'restore' },
      },
    },
  },
});
