import { assign, fromPromise, not, setup } from 'xstate';
import { ADDRESS_MAX_PER_MEMBER, type Address, type AddressFormInput } from '../src/contract/address';
import { draftErrors, draftOf, EMPTY_DRAFT, formOf, without, type AddressDraft, type DraftField, type DraftTextField } from './address-draft';
import { regionPickerMachine, type RegionChangedEvent, type RegionSelection } from './region-picker.machine';

export type { AddressDraft, DraftField, DraftTextField } from './address-draft';

export interface Notice {
  tone: 'success' | 'error';
  /** a message key, or a text the server already translated */
  message: string;
}

export interface AddressBookContext {
  addresses: Address[];
  draft: AddressDraft;
  /** null while adding */
  editingId: number | null;
  errors: Partial<Record<DraftField, string>>;
  /** the address a confirm step is about */
  targetId: number | null;
  notice: Notice | null;
}

export type AddressBookEvent =
  | { type: 'ADD' }
  | { type: 'EDIT'; id: number }
  | { type: 'CHANGE'; field: DraftTextField; value: string }
  | { type: 'TOGGLE_DEFAULT'; value: boolean }
  | RegionChangedEvent
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'SET_DEFAULT'; id: number }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const byId = (addresses: Address[], id: number) => addresses.find((a) => a.id === id);

/**
 * The address book (spec §3 Address, §8): the list, add and edit with the same field rules as
 * the server, set-default and delete each behind a confirm step, success and failure notices.
 * After every change the list is read again, so the view never guesses which one is default.
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    children: {} as {
      listAddresses: 'listAddresses';
      saveAddress: 'saveAddress';
      setDefaultAddress: 'setDefaultAddress';
      deleteAddress: 'deleteAddress';
      regionPicker: 'regionPicker';
    },
  },
  actors: {
    // supplied by the web layer (address.actors.ts)
    listAddresses: fromPromise<Address[]>(async () => {
      throw new Error('listAddresses must be provided');
    }),
    saveAddress: fromPromise<Address, { id: number | null; form: AddressFormInput }>(async () => {
      throw new Error('saveAddress must be provided');
    }),
    setDefaultAddress: fromPromise<null, { id: number }>(async () => {
      throw new Error('setDefaultAddress must be provided');
    }),
    deleteAddress: fromPromise<null, { id: number }>(async () => {
      throw new Error('deleteAddress must be provided');
    }),
    regionPicker: regionPickerMachine,
  },
  guards: {
    isFull: ({ context }) => context.addresses.length >= ADDRESS_MAX_PER_MEMBER,
    isKnownAddress: ({ context }, params: { id: number }) => byId(context.addresses, params.id) !== undefined,
    isOtherAddress: ({ context }, params: { id: number }) => byId(context.addresses, params.id)?.is_default === 0,
    isDraftValid: ({ context }) => Object.keys(draftErrors(context.draft)).length === 0,
  },
  actions: {
    setAddresses: assign({ addresses: (_, params: { addresses: Address[] }) => params.addresses }),
    startAdding: assign({ draft: EMPTY_DRAFT, editingId: null, errors: {}, notice: null }),
    startEditing: assign(({ context }, params: { id: number }) => ({
      draft: draftOf(byId(context.addresses, params.id)!),
      editingId: params.id,
      errors: {},
      notice: null,
    })),
    setField: assign(({ context }, params: { field: DraftTextField; value: string }) => ({
      draft: { ...context.draft, [params.field]: params.value },
      errors: without(context.errors, params.field),
    })),
    setDefaultFlag: assign({ draft: ({ context }, params: { value: boolean }) => ({ ...context.draft, is_default: params.value }) }),
    setRegion: assign(({ context }, params: RegionSelection) => ({
      draft: { ...context.draft, province: params.province, city: params.city, area: params.area },
      errors: without(context.errors, 'region'),
    })),
    setErrors: assign({ errors: ({ context }) => draftErrors(context.draft) }),
    clearErrors: assign({ errors: {} }),
    setTarget: assign({ targetId: (_, params: { id: number }) => params.id, notice: null }),
    clearTarget: assign({ targetId: null }),
    setNotice: assign({ notice: (_, params: Notice) => params }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'addressBook',
  context: { addresses: [], draft: EMPTY_DRAFT, editingId: null, errors: {}, targetId: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listAddresses',
        src: 'listAddresses',
        onDone: {
          target: 'list',
          actions: { type: 'setAddresses', params: ({ event }) => ({ addresses: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setNotice', params: { tone: 'error', message: 'address.listFailed' } },
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' } },
    },
    list: {
      on: {
        ADD: { guard: not('isFull'), target: 'editing', actions: 'startAdding' },
        EDIT: {
          guard: { type: 'isKnownAddress', params: ({ event }) => ({ id: event.id }) },
          target: 'editing',
          actions: { type: 'startEditing', params: ({ event }) => ({ id: event.id }) },
        },
        SET_DEFAULT: {
          guard: { type: 'isOtherAddress', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDefault',
          actions: { type: 'setTarget', params: ({ event }) => ({ id: event.id }) },
        },
        DELETE: {
          guard: { type: 'isKnownAddress', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDelete',
          actions: { type: 'setTarget', params: ({ event }) => ({ id: event.id }) },
        },
        DISMISS: { actions: 'clearNotice' },
      },
    },
    editing: {
      invoke: {
        id: 'regionPicker',
        src: 'regionPicker',
        input: ({ context }) => ({ province: context.draft.province, city: context.draft.city, area: context.draft.area }),
      },
      initial: 'form',
      states: {
        form: {
          on: {
            CHANGE: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            TOGGLE_DEFAULT: { actions: { type: 'setDefaultFlag', params: ({ event }) => ({ value: event.value }) } },
            REGION_CHANGED: {
              actions: {
                type: 'setRegion',
                params: ({ event }) => ({ province: event.province, city: event.city, area: event.area }),
              },
            },
            SAVE: [
              { guard: 'isDraftValid', target: 'saving', actions: ['clearErrors', 'clearNotice'] },
              { actions: 'setErrors' },
            ],
            CANCEL: { target: '#addressBook.list', actions: 'clearErrors' },
          },
        },
        saving: {
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => ({ id: context.editingId, form: formOf(context.draft) }),
            onDone: {
              target: '#addressBook.loading',
              actions: { type: 'setNotice', params: { tone: 'success', message: 'address.saved' } },
            },
            onError: {
              target: 'form',
              actions: {
                type: 'setNotice',
                params: ({ event }) => ({ tone: 'error', message: messageOf(event.error, 'address.saveFailed') }),
              },
            },
          },
        },
      },
    },
    confirmingDefault: {
      on: {
        CONFIRM: 'settingDefault',
        CANCEL: { target: 'list', actions: 'clearTarget' },
      },
    },
    settingDefault: {
      invoke: {
        id: 'setDefaultAddress',
        src: 'setDefaultAddress',
        input: ({ context }) => ({ id: context.targetId! }),
        onDone: {
          target: 'loading',
          actions: ['clearTarget', { type: 'setNotice', params: { tone: 'success', message: 'address.set' } }],
        },
        onError: {
          target: 'list',
          actions: ['clearTarget', { type: 'setNotice', params: { tone: 'error', message: 'address.setFailed' } }],
        },
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'list', actions: 'clearTarget' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.targetId! }),
        onDone: {
          target: 'loading',
          actions: ['clearTarget', { type: 'setNotice', params: { tone: 'success', message: 'address.deleted' } }],
        },
        onError: {
          target: 'list',
          actions: ['clearTarget', { type: 'setNotice', params: { tone: 'error', message: 'address.deleteFailed' } }],
        },
      },
    },
  },
});
