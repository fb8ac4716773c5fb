import { and, assign, fromPromise, not, setup } from 'xstate';
import { invoiceErrors, type InvoiceDraft, type InvoiceField, type InvoiceKind, type OrderInvoice } from '../src/contract/invoice';

/**
 * The invoice form (发票 / 發票, issue 16), in two places:
 * - at checkout (`orderNo` null): off until the member asks for an invoice; the checkout sends the
 *   draft with the order (nothing is called from here); `SHOW_ERRORS` when a submit found it wrong;
 * - on an order: the order's invoice is loaded; while the server says a request is taken now
 *   (`can_request`: not issued, within 30 days of delivery) the member asks for one or changes it.
 * Personal (a name; no tax number) or company (its name and tax number, the unified social credit
 * code with its check character), and the email the e-invoice goes to: src/contract/invoice.ts's rules.
 */
export interface InvoiceFormInput {
  /** the order whose invoice this is; null at checkout */
  orderNo: string | null;
}

export interface InvoiceFormContext {
  orderNo: string | null;
  draft: InvoiceDraft;
  /** the fields' messages are shown after a submit found the draft wrong, then follow the typing */
  showErrors: boolean;
  /** the order's invoice as the server answered it */
  answer: OrderInvoice | null;
  /** a message key, or a text the server already translated */
  failure: string | null;
  /** the server's word after a request ('Invoice requested') */
  notice: string | null;
}

export type InvoiceFormEvent =
  /** checkout: "I need an invoice" ticked (true) or unticked */
  | { type: 'WANT'; value: boolean }
  /** order: ask for one, or change the one asked for */
  | { type: 'EDIT' }
  | { type: 'SET_KIND'; kind: InvoiceKind }
  | { type: 'CHANGE'; field: InvoiceField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SHOW_ERRORS' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export interface RequestInvoiceInput {
  orderNo: string;
  draft: InvoiceDraft;
}

export const EMPTY_INVOICE: InvoiceDraft = { kind: 'personal', title: '', tax_no: '', email: '' };

/** The messages to show beside the fields now (message keys). */
export function shownInvoiceErrors(context: InvoiceFormContext): Partial<Record<InvoiceField, string>> {
  return context.showErrors ? invoiceErrors(context.draft) : {};
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export const invoiceFormMachine = setup({
  types: {
    input: {} as InvoiceFormInput,
    context: {} as InvoiceFormContext,
    events: {} as InvoiceFormEvent,
    children: {} as { loadInvoice: 'loadInvoice'; requestInvoice: 'requestInvoice' },
  },
  actors: {
    // supplied by the web layer (orders' invoice actors): POST /api/member/order/invoice
    loadInvoice: fromPromise<OrderInvoice, { orderNo: string }>(async () => {
      throw new Error('loadInvoice must be provided');
    }),
    // POST /api/member/order/invoice/request
    requestInvoice: fromPromise<{ answer: OrderInvoice; notice: string }, RequestInvoiceInput>(async () => {
      throw new Error('requestInvoice must be provided');
    }),
  },
  guards: {
    isCheckout: ({ context }) => context.orderNo === null,
    isWanted: ({ event }) => event.type === 'WANT' && event.value,
    canRequest: ({ context }) => context.answer?.can_request === true,
    isDraftValid: ({ context }) => Object.keys(invoiceErrors(context.draft)).length === 0,
  },
  actions: {
    setKind: assign({ draft: ({ context }, params: { kind: InvoiceKind }) => ({ ...context.draft, kind: params.kind, tax_no: params.kind === 'company' ? context.draft.tax_no : '' }) }),
    setField: assign({ draft: ({ context }, params: { field: InvoiceField; value: string }) => ({ ...context.draft, [params.field]: params.value }) }),
    showErrors: assign({ showErrors: true }),
    /** a change starts from what was asked for */
    startFromAnswer: assign(({ context }) => {
      const invoice = context.answer?.invoice;
      return { draft: invoice ? { kind: invoice.kind, title: invoice.title, tax_no: invoice.tax_no, email: invoice.email } : EMPTY_INVOICE, showErrors: false, notice: null };
    }),
    setAnswer: assign({ answer: (_, params: { answer: OrderInvoice }) => params.answer }),
    setNotice: assign({ notice: (_, params: { notice: string }) => params.notice }),
    setFailure: assign({ failure: (_, params: { message: string }) => params.message }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'invoiceForm',
  context: ({ input }) => ({ orderNo: input.orderNo, draft: EMPTY_INVOICE, showErrors: false, answer: null, failure: null, notice: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isCheckout', target: 'off' }, { target: 'loading' }] },
    /** checkout: no invoice wanted */
    off: { on: { WANT: { guard: 'isWanted', target: 'editing' } } },
    loading: {
      invoke: {
        id: 'loadInvoice',
        src: 'loadInvoice',
        input: ({ context }) => ({ orderNo: context.orderNo! }),
        onDone: { target: 'shown', actions: [{ type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) }, 'clearFailure'] },
        onError: { target: 'unavailable', actions: { type: 'setFailure', params: ({ event }) => ({ message: messageOf(event.error, 'error.requestFailed') }) } },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    /** order: the invoice asked for (or none), with "request" / "change" while the server takes one */
    shown: { on: { EDIT: { guard: 'canRequest', target: 'editing', actions: 'startFromAnswer' } } },
    editing: {
      tags: ['editable'],
      on: {
        SET_KIND: { actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) } },
        CHANGE: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SHOW_ERRORS: { actions: 'showErrors' },
        SUBMIT: [{ guard: and([not('isCheckout'), 'isDraftValid']), target: 'submitting' }, { actions: 'showErrors' }],
        // at checkout: "I need an invoice" unticked
        CANCEL: [{ guard: 'isCheckout', target: 'off' }, { target: 'shown', actions: 'clearFailure' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'requestInvoice',
        src: 'requestInvoice',
        input: ({ context }) => ({ orderNo: context.orderNo!, draft: context.draft }),
        onDone: {
          target: 'shown',
          actions: [
            { type: 'setAnswer', params: ({ event }) => ({ answer: event.output.answer }) },
            { type: 'setNotice', params: ({ event }) => ({ notice: event.output.notice }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ message: messageOf(event.error, 'error.requestFailed') }) } },
      },
    },
  },
});
