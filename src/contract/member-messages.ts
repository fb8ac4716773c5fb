import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/**
 * Messages that follow a member's orders and bookings (issue 16): which kinds the member
 * receives on which channel. `orders`: placed, paid, shipped, delivered, refund decided, money
 * back; `bookings`: confirmed, cancelled; `reminders`: the day before a booking.
 */
export const MESSAGE_KINDS = ['orders', 'bookings', 'reminders'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export type MessagePrefs = Record<MessageKind, Record<MessageChannel, boolean>>;

/**
 * What a member who never chose receives: every kind by SMS, and by email when they have an
 * email address.
 */
export function defaultMessagePrefs(hasEmail: boolean): MessagePrefs {
  const both = () => ({ sms: true, email: hasEmail });
  return { orders: both(), bookings: both(), reminders: both() };
}

/** The form field of one choice: `${kind}_${channel}`, e.g. `bookings_sms`. */
export type MessagePrefField = `${MessageKind}_${MessageChannel}`;
export const MESSAGE_PREF_FIELDS = MESSAGE_KINDS.flatMap((kind) => MESSAGE_CHANNELS.map((channel) => `${kind}_${channel}` as MessagePrefField));

/** '1' on, '0' off (form fields are strings; JSON may carry numbers or booleans). */
const ChoiceField = z.pipe(
  z.pipe(z.union([z.string(), z.number(), z.boolean()], 'memberMessages.choiceInvalid'), z.transform((v) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v).trim()))),
  z.pipe(z.enum(['0', '1'], 'memberMessages.choiceInvalid'), z.transform((v) => v === '1')),
);

export const MessagePrefsInputSchema = z.object({
  orders_sms: ChoiceField,
  orders_email: ChoiceField,
  bookings_sms: ChoiceField,
  bookings_email: ChoiceField,
  reminders_sms: ChoiceField,
  reminders_email: ChoiceField,
  lang: LangField,
});
export type MessagePrefsInput = z.input<typeof MessagePrefsInputSchema>;

const ChannelsSchema = z.object({ sms: z.boolean(), email: z.boolean() });
export const MessagePrefsSchema = z.object({ orders: ChannelsSchema, bookings: ChannelsSchema, reminders: ChannelsSchema });

export const MessageSettingsSchema = z.object({
  prefs: MessagePrefsSchema,
  /** whether the member has a phone and an email to send to: a channel without one is off */
  has_mobile: z.boolean(),
  has_email: z.boolean(),
});
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;

export const memberMessagesGet = defineCall({
  path: '/api/member/messages/get',
  auth: 'member',
  safe: true,
  input: z.object({ lang: LangField }),
  output: MessageSettingsSchema,
});

/** Saves all six choices at once; email on without an email address is refused. */
export const memberMessagesSave = defineCall({
  path: '/api/member/messages/save',
  auth: 'member',
  safe: false,
  input: MessagePrefsInputSchema,
  output: MessageSettingsSchema,
});
