import { assign, fromPromise, setup } from 'xstate';
import { MESSAGE_KINDS, type MessageChannel, type MessageKind, type MessagePrefs, type MessageSettings } from '../src/contract/member-messages';

/** The six switches, all off: the draft before the member's choices are read. */
const NONE: MessagePrefs = { orders: { sms: false, email: false }, bookings: { sms: false, email: false }, reminders: { sms: false, email: false } };

/** Whether the draft differs from the choices as the server last answered them. */
export function prefsChanged(draft: MessagePrefs, saved: MessagePrefs | undefined): boolean {
  if (!saved) return false;
  return MESSAGE_KINDS.some((kind) => draft[kind].sms !== saved[kind].sms || draft[kind].email !== saved[kind].email);
}

export interface MessagePrefsContext {
  /** the choices and channels as the server last answered them */
  settings: MessageSettings | null;
  /** the switches as the member set them */
  draft: MessagePrefs;
  /** the server's message (or a message key) of the last failure */
  failure: string | null;
}

export type MessagePrefsEvent =
  | { type: 'RETRY' }
  | { type: 'TOGGLE'; kind: MessageKind; channel: MessageChannel; on: boolean }
  | { type: 'SAVE' }
  /**
   * the member's phone or email changed elsewhere on the screen: the choices are read again
   * (a member who never chose gets email by default once they have an address)
   */
  | { type: 'CONTACTS_CHANGED'; hasMobile: boolean; hasEmail: boolean };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

/**
 * The personal centre's "Messages" section (issue 16): which messages about their orders,
 * bookings and the day-before reminder the member receives, by SMS and by email. Loads the
 * choices, lets the member switch each (a channel without a phone or email to send to cannot be
 * switched on), saves all six at once and says so; a refusal of the server is shown and the
 * member can save again. A phone or email added on the same screen has the choices read again.
 */
export const messagePreferencesMachine = setup({
  types: {
    context: {} as MessagePrefsContext,
    events: {} as MessagePrefsEvent,
  },
  actors: {
    // supplied by the web layer: /api/member/messages/get and /save
    fetchSettings: fromPromise<MessageSettings>(async () => {
      throw new Error('fetchSettings must be provided');
    }),
    saveSettings: fromPromise<MessageSettings, MessagePrefs>(async () => {
      throw new Error('saveSettings must be provided');
    }),
  },
  guards: {
    /** switching off is always allowed; on, only with an address to send to */
    canReceive: ({ context, event }) => {
      if (event.type !== 'TOGGLE' || !context.settings) return false;
      if (!event.on) return true;
      return event.channel === 'sms' ? context.settings.has_mobile : context.settings.has_email;
    },
    hasChanges: ({ context }) => prefsChanged(context.draft, context.settings?.prefs),
    /** the phone or email the screen shows is not the one the choices were read with */
    contactsChanged: ({ context, event }) =>
      event.type === 'CONTACTS_CHANGED' && !!context.settings && (context.settings.has_mobile !== event.hasMobile || context.settings.has_email !== event.hasEmail),
  },
  actions: {
    setSettings: assign((_, params: { settings: MessageSettings }) => ({ settings: params.settings, draft: params.settings.prefs })),
    setChoice: assign({
      draft: ({ context, event }) =>
        event.type === 'TOGGLE' ? { ...context.draft, [event.kind]: { ...context.draft[event.kind], [event.channel]: event.on } } : context.draft,
    }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'messagePreferences',
  context: { settings: null, draft: NONE, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchSettings',
        src: 'fetchSettings',
        onDone: { target: 'editing', actions: { type: 'setSettings', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'unavailable', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** the choices could not be read: a message and "Try again" */
    unavailable: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      on: {
        TOGGLE: { guard: 'canReceive', actions: 'setChoice' },
        SAVE: { guard: 'hasChanges', target: 'saving' },
        CONTACTS_CHANGED: { guard: 'contactsChanged', target: 'loading' },
      },
    },
    saving: {
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.draft,
        onDone: { target: 'saved', actions: { type: 'setSettings', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** "Saved" is shown until the member changes a switch again */
    saved: {
      on: {
        TOGGLE: { guard: 'canReceive', target: 'editing', actions: 'setChoice' },
        CONTACTS_CHANGED: { guard: 'contactsChanged', target: 'loading' },
      },
    },
    /** the server refused (its message shown): change a switch, or save again */
    failed: {
      on: {
        TOGGLE: { guard: 'canReceive', target: 'editing', actions: ['setChoice', 'clearFailure'] },
        SAVE: { target: 'saving', actions: 'clearFailure' },
        CONTACTS_CHANGED: { guard: 'contactsChanged', target: 'loading', actions: 'clearFailure' },
      },
    },
  },
});
