import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import { EmailField, PhoneField } from './validation';

/**
 * Verification codes (spec §5, integrations-china §5), FastAdmin-style calls. The server answers
 * how many seconds remain before the next send to the same target is allowed, so the button can
 * count down from the server's number rather than its own guess.
 */
export const CODE_EVENTS = ['register', 'mobilelogin', 'resetpwd', 'changemobile', 'changeemail', 'visit'] as const;
export const CodeEventSchema = z.enum(CODE_EVENTS);
export type CodeEvent = z.infer<typeof CodeEventSchema>;

export const CodeSentSchema = z.object({
  /** seconds until the next send is allowed */
  cooldown: z.number(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

export const smsSend = defineCall({
  path: '/api/sms/send',
  // changemobile needs a member; the handler reads the token when present
  auth: 'public',
  safe: false,
  input: z.object({ mobile: PhoneField, event: CodeEventSchema, lang: LangField }),
  output: CodeSentSchema,
});

export const emsSend = defineCall({
  path: '/api/ems/send',
  auth: 'public',
  safe: false,
  input: z.object({ email: EmailField, event: CodeEventSchema, lang: LangField }),
  output: CodeSentSchema,
});
