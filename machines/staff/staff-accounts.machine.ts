import { assign, fromPromise, setup } from 'xstate';
import type { StaffRole } from '../../src/contract/staff-access';
import type { StaffAccount } from '../../src/contract/staff-auth';

/** A change to one account, asked for and then confirmed. */
export type AccountChange =
  | { kind: 'role'; id: number; name: string; role: StaffRole }
  | { kind: 'active'; id: number; name: string; active: boolean }
  | { kind: 'reset'; id: number; name: string };

/** An invitation link to hand over (made by an invitation or a reset; shown once). */
export interface InvitationLink {
  name: string;
  code: string;
  expires_at: string;
}

export interface AccountOutcome {
  /** the server's message, for the toast */
  msg: string;
  invitation: InvitationLink | null;
}

export interface InviteForm {
  username: string;
  name: string;
  role: StaffRole;
}

export interface StaffAccountsInput {
  /** the signed-in role may invite, change, disable and reset (an owner); an auditor only reads */
  canManage: boolean;
}

export interface StaffAccountsContext {
  canManage: boolean;
  accounts: StaffAccount[];
  failure: string | null;
  form: InviteForm;
  pending: AccountChange | null;
  /** the server's refusal of an invitation or a change, shown in its dialog */
  actionFailure: string | null;
  invitation: InvitationLink | null;
}

export type StaffAccountsEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_INVITE' }
  | { type: 'CHANGE'; field: keyof InviteForm; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'ASK'; change: AccountChange }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS_LINK' };

const EMPTY_FORM: InviteForm = { username: '', name: '', role: 'shop' };
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'shell.error.failed');

/**
 * Staff accounts: the list; for an owner, inviting someone (username, name, role → the link to
 * hand over, shown once) and, each after a confirmation, changing a role, disabling or enabling,
 * and resetting (a new link). The server's refusal (the last owner cannot be demoted or disabled)
 * stays in the dialog; after a change the list is read again. A role that only reads (the
 * auditor) cannot open any of it.
 */
export const staffAccountsMachine = setup({
  types: {
    input: {} as StaffAccountsInput,
    context: {} as StaffAccountsContext,
    events: {} as StaffAccountsEvent,
  },
  actors: {
    loadAccounts: fromPromise<StaffAccount[]>(async () => {
      throw new Error('loadAccounts must be provided');
    }),
    inviteStaff: fromPromise<AccountOutcome, InviteForm>(async () => {
      throw new Error('inviteStaff must be provided');
    }),
    changeAccount: fromPromise<AccountOutcome, AccountChange>(async () => {
      throw new Error('changeAccount must be provided');
    }),
  },
  guards: {
    canManage: ({ context }) => context.canManage,
  },
  actions: {
    setAccounts: assign({ accounts: (_, params: { accounts: StaffAccount[] }) => params.accounts, failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => errorText(params.error) }),
    resetForm: assign({ form: EMPTY_FORM, actionFailure: null }),
    setField: assign(({ context, event }) => (event.type === 'CHANGE' ? { form: { ...context.form, [event.field]: event.value }, actionFailure: null } : {})),
    setPending: assign(({ event }) => (event.type === 'ASK' ? { pending: event.change, actionFailure: null } : {})),
    clearPending: assign({ pending: null, actionFailure: null }),
    setActionFailure: assign({ actionFailure: (_, params: { error: unknown }) => errorText(params.error) }),
    setInvitation: assign({ invitation: (_, params: { outcome: AccountOutcome }) => params.outcome.invitation }),
    clearInvitation: assign({ invitation: null }),
    // supplied by the console: the toast
    notify: (_, _params: { msg: string }) => {},
  },
}).createMachine({
  id: 'staffAccounts',
  context: ({ input }) => ({ canManage: input.canManage, accounts: [], failure: null, form: EMPTY_FORM, pending: null, actionFailure: null, invitation: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAccounts',
        id: 'loadAccounts',
        onDone: { target: 'ready', actions: { type: 'setAccounts', params: ({ event }) => ({ accounts: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        OPEN_INVITE: { guard: 'canManage', target: 'inviting', actions: 'resetForm' },
        ASK: { guard: 'canManage', target: 'confirming', actions: 'setPending' },
        DISMISS_LINK: { actions: 'clearInvitation' },
      },
    },
    inviting: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: 'sendingInvite',
        CANCEL: { target: 'ready', actions: 'resetForm' },
      },
    },
    sendingInvite: {
      invoke: {
        src: 'inviteStaff',
        id: 'inviteStaff',
        input: ({ context }) => context.form,
        onDone: {
          target: 'loading',
          actions: [
            { type: 'setInvitation', params: ({ event }) => ({ outcome: event.output }) },
            { type: 'notify', params: ({ event }) => ({ msg: event.output.msg }) },
            'resetForm',
          ],
        },
        onError: { target: 'inviting', actions: { type: 'setActionFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'changing',
        CANCEL: { target: 'ready', actions: 'clearPending' },
      },
    },
    changing: {
      invoke: {
        src: 'changeAccount',
        id: 'changeAccount',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'loading',
          actions: [
            { type: 'setInvitation', params: ({ event }) => ({ outcome: event.output }) },
            { type: 'notify', params: ({ event }) => ({ msg: event.output.msg }) },
            'clearPending',
          ],
        },
        onError: { target: 'confirming', actions: { type: 'setActionFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
