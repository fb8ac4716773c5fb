import { and, assign, fromPromise, not, setup } from 'xstate';
import type { Address, AddressFormInput } from '../src/contract/address';
import type { PayOrder, Preview } from '../src/contract/order';
import { invoiceErrors, type InvoiceDraft } from '../src/contract/invoice';
import { draftErrors, EMPTY_DRAFT, formOf, without, type AddressDraft, type DraftField, type DraftTextField } from './address-draft';
import { regionPickerMachine, type RegionChangedEvent } from './region-picker.machine';

export interface CheckoutInput {
  /** drawn once per checkout by the web layer: a repeated submit finds the order it made */
  submitToken: string;
}

export interface CheckoutContext {
  submitToken: string;
  preview: Preview | null;
  receiver: Address | null;
  addresses: Address[];
  remark: string;
  /** the member ticked 'I am 18 or older': alcohol is sold to no one else, so no order goes without it */
  adultConfirmed: boolean;
  /** the invoice asked for with the order (issue 16; machines/invoice-form.machine.ts), null for none */
  invoice: InvoiceDraft | null;
  /** a message key, or a text the server already translated */
  failure: string | null;
  order: PayOrder | null;
  /** a receiver added in place (the address book's form and rules) */
  draft: AddressDraft;
  draftErrors: Partial<Record<DraftField, string>>;
  /** why the new address was not saved: a message key, or the server's text */
  draftFailure: string | null;
}

export type CheckoutEvent =
  | { type: 'PICK_RECEIVER' }
  | { type: 'CHOOSE_RECEIVER'; id: number }
  | { type: 'CLOSE_PICKER' }
  /** a new address, added without leaving checkout, becomes the receiver */
  | { type: 'ADD_ADDRESS' }
  | { type: 'CHANGE_ADDRESS'; field: DraftTextField; value: string }
  | { type: 'TOGGLE_DEFAULT'; value: boolean }
  | RegionChangedEvent
  | { type: 'SAVE_ADDRESS' }
  | { type: 'CANCEL_ADDRESS' }
  | { type: 'SET_REMARK'; value: string }
  /** the 'I am 18 or older' box ticked or unticked */
  | { type: 'CONFIRM_ADULT'; value: boolean }
  /** the invoice form's draft while an invoice is asked for, null when not */
  | { type: 'SET_INVOICE'; invoice: InvoiceDraft | null }
  | { type: 'SUBMIT' }
  | { type: 'RELOAD' }
  | { type: 'RETRY' };

export interface CreateOrderInput {
  addressId: number;
  submitToken: string;
  /** the total the member saw; the server refuses the order when its own differs */
  totalPrice: string;
  remark: string;
  /** always true: the machine submits only once the member confirmed being 18 or older */
  adultConfirmed: true;
  /** sent with the order when asked for; always valid by the rules of src/contract/invoice.ts */
  invoice: InvoiceDraft | null;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * Order submission (/orderSubmit; spec §3 Payment preview and Pay-order response, §5): the
 * preview of the selected wines with the default receiver, choosing another receiver from the
 * address book ("please choose receiver info" when there is none) or adding one in place (the
 * address book's form and rules; saved, it is the receiver and the member stays here — issue 16),
 * with an invoice asked for or not (issue 16: its form is machines/invoice-form.machine.ts; a draft
 * the rules refuse stops the submit with "please check the invoice details"),
 * then, once the member confirmed being 18 or older (issue 16: alcohol; the submit is not
 * possible before, and the server refuses an order without it), submitting once — a
 * retry after a failure sends the same token, so it can never make a second order — and on to
 * payment with the new order's number.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    children: {} as {
      loadPreview: 'loadPreview';
      loadAddresses: 'loadAddresses';
      createOrder: 'createOrder';
      addAddress: 'addAddress';
      regionPicker: 'regionPicker';
    },
  },
  actors: {
    // supplied by the web layer (checkout.actors.ts)
    loadPreview: fromPromise<Preview>(async () => {
      throw new Error('loadPreview must be provided');
    }),
    loadAddresses: fromPromise<Address[]>(async () => {
      throw new Error('loadAddresses must be provided');
    }),
    createOrder: fromPromise<PayOrder, CreateOrderInput>(async () => {
      throw new Error('createOrder must be provided');
    }),
    addAddress: fromPromise<Address, AddressFormInput>(async () => {
      throw new Error('addAddress must be provided');
    }),
    regionPicker: regionPickerMachine,
  },
  guards: {
    hasItems: (_, params: { preview: Preview }) => params.preview.items.length > 0,
    hasReceiver: ({ context }) => context.receiver !== null,
    isAdultConfirmed: ({ context }) => context.adultConfirmed,
    isInvoiceValid: ({ context }) => context.invoice === null || Object.keys(invoiceErrors(context.invoice)).length === 0,
    isKnownAddress: ({ context, event }) => event.type === 'CHOOSE_RECEIVER' && context.addresses.some((a) => a.id === event.id),
    isDraftValid: ({ context }) => Object.keys(draftErrors(context.draft)).length === 0,
  },
  actions: {
    setPreview: assign((_, params: { preview: Preview }) => ({ preview: params.preview, receiver: params.preview.receiver })),
    setAddresses: assign({ addresses: (_, params: { addresses: Address[] }) => params.addresses }),
    setReceiver: assign({ receiver: ({ context }, params: { id: number }) => context.addresses.find((a) => a.id === params.id) ?? context.receiver }),
    setRemark: assign({ remark: (_, params: { value: string }) => params.value }),
    setAdultConfirmed: assign({ adultConfirmed: (_, params: { value: boolean }) => params.value }),
    setInvoice: assign({ invoice: (_, params: { invoice: InvoiceDraft | null }) => params.invoice }),
    setFailure: assign({ failure: (_, params: { message: string }) => params.message }),
    clearFailure: assign({ failure: null }),
    setOrder: assign({ order: (_, params: { order: PayOrder }) => params.order }),
    startDraft: assign({ draft: EMPTY_DRAFT, draftErrors: {}, draftFailure: null }),
    setDraftField: assign(({ context }, params: { field: DraftTextField; value: string }) => ({
      draft: { ...context.draft, [params.field]: params.value },
      draftErrors: without(context.draftErrors, params.field),
    })),
    setDraftDefault: assign({ draft: ({ context }, params: { value: boolean }) => ({ ...context.draft, is_default: params.value }) }),
    setDraftRegion: assign(({ context }, params: { province: number | null; city: number | null; area: number | null }) => ({
      draft: { ...context.draft, province: params.province, city: params.city, area: params.area },
      draftErrors: without(context.draftErrors, 'region'),
    })),
    setDraftErrors: assign({ draftErrors: ({ context }) => draftErrors(context.draft) }),
    setDraftFailure: assign({ draftFailure: (_, params: { message: string }) => params.message }),
    clearDraftFailure: assign({ draftFailure: null }),
    /** the new address is the receiver, and one more choice in the book */
    setNewReceiver: assign(({ context }, params: { address: Address }) => ({
      receiver: params.address,
      addresses: [...context.addresses.filter((a) => a.id !== params.address.id), params.address],
    })),
    // supplied by the web layer
    goToPay: (_, _params: { orderNo: string }) => {},
    refreshCount: () => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    submitToken: input.submitToken,
    preview: null,
    receiver: null,
    addresses: [],
    remark: '',
    adultConfirmed: false,
    invoice: null,
    failure: null,
    order: null,
    draft: EMPTY_DRAFT,
    draftErrors: {},
    draftFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearFailure',
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => ({ preview: event.output }) },
            target: 'ready',
            actions: { type: 'setPreview', params: ({ event }) => ({ preview: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: { target: 'unavailable', actions: { type: 'setFailure', params: { message: 'order.requestFailed' } } },
      },
    },
    unavailable: {
      on: { RETRY: 'loading' },
    },
    /** nothing selected in the cart (or it sold out meanwhile) */
    empty: {},
    ready: {
      initial: 'idle',
      on: {
        SET_REMARK: { actions: { type: 'setRemark', params: ({ event }) => ({ value: event.value }) } },
        CONFIRM_ADULT: { actions: { type: 'setAdultConfirmed', params: ({ event }) => ({ value: event.value }) } },
        // unconfirmed, SUBMIT is not taken at all: the view's button is disabled by asking can(SUBMIT)
        SET_INVOICE: { actions: { type: 'setInvoice', params: ({ event }) => ({ invoice: event.invoice }) } },
        SUBMIT: [
          { guard: and(['isAdultConfirmed', 'hasReceiver', 'isInvoiceValid']), target: 'submitting' },
          // the invoice form shows its fields' messages (the view sends it SHOW_ERRORS)
          { guard: and(['isAdultConfirmed', not('isInvoiceValid')]), target: '.idle', actions: { type: 'setFailure', params: { message: 'invoice.checkFields' } } },
          { guard: 'isAdultConfirmed', target: '.idle', actions: { type: 'setFailure', params: { message: 'order.noReceiver' } } },
        ],
      },
      states: {
        idle: {
          on: {
            PICK_RECEIVER: { target: 'picking', actions: 'clearFailure' },
            // "add an address" where no receiver is chosen yet
            ADD_ADDRESS: { target: 'adding', actions: ['clearFailure', 'startDraft'] },
          },
        },
        picking: {
          initial: 'loading',
          on: { CLOSE_PICKER: 'idle' },
          states: {
            loading: {
              invoke: {
                id: 'loadAddresses',
                src: 'loadAddresses',
                onDone: { target: 'choosing', actions: { type: 'setAddresses', params: ({ event }) => ({ addresses: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            failed: {
              on: { RETRY: 'loading' },
            },
            choosing: {
              on: {
                CHOOSE_RECEIVER: {
                  guard: 'isKnownAddress',
                  target: '#checkout.ready.idle',
                  actions: [{ type: 'setReceiver', params: ({ event }) => ({ id: event.id }) }, 'clearFailure'],
                },
                ADD_ADDRESS: { target: '#checkout.ready.adding', actions: 'startDraft' },
              },
            },
          },
        },
        /** the address book's form in place: saved, the new address is the receiver */
        adding: {
          initial: 'form',
          invoke: {
            id: 'regionPicker',
            src: 'regionPicker',
            input: ({ context }) => ({ province: context.draft.province, city: context.draft.city, area: context.draft.area }),
          },
          on: { CLOSE_PICKER: 'idle', CANCEL_ADDRESS: 'idle' },
          states: {
            form: {
              on: {
                CHANGE_ADDRESS: { actions: { type: 'setDraftField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
                TOGGLE_DEFAULT: { actions: { type: 'setDraftDefault', params: ({ event }) => ({ value: event.value }) } },
                REGION_CHANGED: {
                  actions: { type: 'setDraftRegion', params: ({ event }) => ({ province: event.province, city: event.city, area: event.area }) },
                },
                SAVE_ADDRESS: [{ guard: 'isDraftValid', target: 'saving', actions: 'clearDraftFailure' }, { actions: 'setDraftErrors' }],
              },
            },
            saving: {
              invoke: {
                id: 'addAddress',
                src: 'addAddress',
                input: ({ context }) => formOf(context.draft),
                onDone: {
                  target: '#checkout.ready.idle',
                  actions: [{ type: 'setNewReceiver', params: ({ event }) => ({ address: event.output }) }, 'clearFailure'],
                },
                onError: {
                  target: 'form',
                  actions: { type: 'setDraftFailure', params: ({ event }) => ({ message: messageOf(event.error, 'address.saveFailed') }) },
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          addressId: context.receiver!.id,
          submitToken: context.submitToken,
          totalPrice: context.preview!.order_price,
          remark: context.remark,
          adultConfirmed: true as const,
          invoice: context.invoice,
        }),
        onDone: { target: 'created', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ message: messageOf(event.error, 'order.submitFailed') }) } },
      },
    },
    /** the same token goes again on SUBMIT; RELOAD reads the cart afresh when it changed meanwhile */
    failed: {
      on: {
        CONFIRM_ADULT: { actions: { type: 'setAdultConfirmed', params: ({ event }) => ({ value: event.value }) } },
        SET_INVOICE: { actions: { type: 'setInvoice', params: ({ event }) => ({ invoice: event.invoice }) } },
        SUBMIT: [
          { guard: and(['isAdultConfirmed', 'isInvoiceValid']), target: 'submitting' },
          { guard: 'isAdultConfirmed', actions: { type: 'setFailure', params: { message: 'invoice.checkFields' } } },
        ],
        RELOAD: 'loading',
        PICK_RECEIVER: { target: 'ready.picking', actions: 'clearFailure' },
      },
    },
    created: {
      type: 'final',
      entry: ['refreshCount', { type: 'goToPay', params: ({ context }) => ({ orderNo: context.order!.order_no }) }],
    },
  },
});
