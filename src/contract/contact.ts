import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './constants';
import { defineCall, LangField } from './envelope';
import { PhoneField, withoutControl } from './validation';

/** Contact form limits (spec §5: all four fields required, non-empty after trimming). */
export const CONTACT_NAME_MAX = 50;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 2000;
/** submissions accepted per address and per email within CONTACT_LIMIT_WINDOW_S */
export const CONTACT_LIMIT_MAX = 5;
export const CONTACT_LIMIT_WINDOW_S = 3600;
/** the same email and message again within this time is refused as a resubmission */
export const CONTACT_DUPLICATE_WINDOW_S = 86_400;

/** A missing field reads as empty, so it gets the field's own message, not "check the field". */
const text = (required: string) =>
  z.pipe(z.optional(z.string()), z.transform((s) => (s ?? '').trim())).check(z.minLength(1, required));

export const ContactFormSchema = z.object({
  name: text('contact.nameRequired').check(z.maxLength(CONTACT_NAME_MAX, 'contact.nameTooLong'), withoutControl()),
  email: text('validation.email').check(z.maxLength(CONTACT_EMAIL_MAX, 'validation.email'), z.regex(EMAIL_PATTERN, 'validation.email')),
  phone: z.pipe(text('validation.phone'), PhoneField),
  message: text('contact.messageRequired').check(z.maxLength(CONTACT_MESSAGE_MAX, 'contact.messageTooLong'), withoutControl(true)),
  lang: LangField,
});
export type ContactForm = z.input<typeof ContactFormSchema>;

/** /api/winery/contact/add: stores the message; `msg` says it was received (code 1). */
export const contactAdd = defineCall({
  path: '/api/winery/contact/add',
  auth: 'public',
  safe: false,
  input: ContactFormSchema,
  output: z.null(),
});
