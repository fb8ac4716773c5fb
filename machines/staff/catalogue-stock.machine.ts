import { assign, fromPromise, setup } from 'xstate';
import { StockFormSchema, type StockRow } from '../../src/contract/staff-catalogue';

/**
 * A wine's stock in the console (issue 14): its adjustments newest first, a page at a time, and
 * the adjustment dialog — how many bottles, the reason (received, breakage, tasting, correction)
 * and a note — checked with the contract the server checks before it is sent. The server's
 * refusal (never below what unpaid orders hold) stays in the dialog with what was typed; after an
 * adjustment the free and held bottles are the server's and the history is read again from its
 * first page. A role that only reads cannot open the dialog.
 */
export interface StockFigures {
  /** free for sale */
  stock: number;
  /** held by unpaid orders */
  held: number;
}

export interface StockPage {
  total: number;
  items: StockRow[];
}

export interface StockAdjusted extends StockFigures {
  msg: string;
}

export interface StockForm {
  delta: string;
  reason: string;
  note: string;
}

export interface CatalogueStockInput extends StockFigures {
  wineId: number;
  canAdjust: boolean;
}

export interface CatalogueStockContext {
  wineId: number;
  canAdjust: boolean;
  figures: StockFigures;
  page: number;
  history: StockPage;
  form: StockForm;
  /** a field's message key, from the contract's check */
  errors: Record<string, string>;
  failure: string | null;
}

export type CatalogueStockEvent =
  | { type: 'OPEN' }
  | { type: 'CHANGE'; field: keyof StockForm; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' };

const EMPTY: StockForm = { delta: '', reason: '', note: '' };
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');

export function stockErrors(wineId: number, form: StockForm): Record<string, string> {
  const checked = StockFormSchema.safeParse({ id: String(wineId), ...form });
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export const catalogueStockMachine = setup({
  types: {
    input: {} as CatalogueStockInput,
    context: {} as CatalogueStockContext,
    events: {} as CatalogueStockEvent,
  },
  actors: {
    loadHistory: fromPromise<StockPage, { wineId: number; page: number }>(async () => {
      throw new Error('loadHistory must be provided');
    }),
    adjustStock: fromPromise<StockAdjusted, StockForm & { wineId: number }>(async () => {
      throw new Error('adjustStock must be provided');
    }),
  },
  guards: {
    canAdjust: ({ context }) => context.canAdjust,
    isOtherPage: ({ context, event }) => event.type === 'PAGE' && event.page !== context.page && event.page >= 1,
    isInvalid: ({ context }) => Object.keys(stockErrors(context.wineId, context.form)).length > 0,
  },
  actions: {
    setHistory: assign({ history: (_, params: { page: StockPage }) => params.page, failure: null }),
    setPage: assign({ page: (_, params: { page: number }) => params.page }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    resetForm: assign({ form: EMPTY, errors: {}, failure: null }),
    setField: assign(({ context }, params: { field: keyof StockForm; value: string }) => {
      const { [params.field]: _gone, ...errors } = context.errors;
      return { form: { ...context.form, [params.field]: params.value }, errors, failure: null };
    }),
    setErrors: assign({ errors: ({ context }) => stockErrors(context.wineId, context.form) }),
    setAdjusted: assign((_, params: { adjusted: StockAdjusted }) => ({
      figures: { stock: params.adjusted.stock, held: params.adjusted.held },
      page: 1,
      form: EMPTY,
      errors: {},
      failure: null,
    })),
    // supplied by the console: the toast
    notify: (_, _params: { msg: string }) => {},
  },
}).createMachine({
  id: 'catalogueStock',
  context: ({ input }) => ({
    wineId: input.wineId,
    canAdjust: input.canAdjust,
    figures: { stock: input.stock, held: input.held },
    page: 1,
    history: { total: 0, items: [] },
    form: EMPTY,
    errors: {},
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ wineId: context.wineId, page: context.page }),
        onDone: { target: 'viewing', actions: { type: 'setHistory', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    viewing: {
      on: {
        OPEN: { guard: 'canAdjust', target: 'adjusting', actions: 'resetForm' },
        PAGE: { guard: 'isOtherPage', target: 'loading', actions: { type: 'setPage', params: ({ event }) => ({ page: event.page }) } },
      },
    },
    adjusting: {
      initial: 'editing',
      on: { CANCEL: { target: 'viewing', actions: 'resetForm' } },
      states: {
        editing: {
          on: {
            CHANGE: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            SUBMIT: [{ guard: 'isInvalid', actions: 'setErrors' }, { target: 'submitting' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'adjustStock',
            src: 'adjustStock',
            input: ({ context }) => ({ wineId: context.wineId, ...context.form }),
            onDone: {
              target: '#catalogueStock.loading',
              actions: [
                { type: 'setAdjusted', params: ({ event }) => ({ adjusted: event.output }) },
                { type: 'notify', params: ({ event }) => ({ msg: event.output.msg }) },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
