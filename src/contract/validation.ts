import * as z from 'zod/mini';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { isCanonicalPhone, normalizePhone } from './phone';

/**
 * Field rules of spec §5 as zod/mini schemas, shared by browser forms and server calls.
 * Each rule's message is a message key (`validation.*`), translated where it is shown.
 * Non-empty checks trim first.
 */
export const trimmed = (key: string) => z.pipe(z.string(), z.transform((s) => s.trim())).check(z.minLength(1, key));

/**
 * A mobile number of mainland China, Hong Kong, Macau or Taiwan (src/contract/phone.ts), answered
 * in its canonical form: 11 digits for the mainland, '+852…', '+853…', '+886…' for the others.
 */
export const PhoneField = z
  .pipe(z.string(), z.transform((s) => normalizePhone(s) ?? s.trim()))
  .check(z.refine(isCanonicalPhone, 'validation.phone'));
export const EmailField = z.pipe(z.string(), z.transform((s) => s.trim())).check(z.regex(EMAIL_PATTERN, 'validation.email'));
/** phone or email, for sign-in and password reset; a phone comes out canonical */
export const AccountField = z
  .pipe(z.string(), z.transform((s) => normalizePhone(s) ?? s.trim()))
  .check(z.refine((s) => isCanonicalPhone(s) || EMAIL_PATTERN.test(s), 'validation.account'));
export const PasswordField = z
  .string()
  .check(z.minLength(PASSWORD_MIN, 'validation.password'), z.maxLength(PASSWORD_MAX, 'validation.password'));
/** 6 digits */
export const CodeField = z
  .pipe(z.string(), z.transform((s) => s.trim()))
  .check(z.minLength(1, 'validation.codeRequired'), z.regex(/^\d{6}$/, 'validation.codeWrong'));

/** Whether the text is a mobile number of one of the four regions, in any typed form. */
export function isPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Confirmation must be present and equal (spec §5), checked after the other fields. */
export function confirmMatches<T extends { password: string; confirm: string }>(form: T): string | null {
  if (form.confirm === '') return 'validation.confirmRequired';
  if (form.confirm !== form.password) return 'validation.confirmMismatch';
  return null;
}

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * A free-text field's last check: no control characters (`multiline` keeps line breaks and
 * tabs). Nobody types them, and PostgreSQL text cannot even hold a NUL. Without a message key,
 * so the answer reads "Please check the field: <name>".
 */
export const withoutControl = (multiline = false) => z.refine<string>((s) => !(multiline ? CONTROL_BUT_LINES : CONTROL).test(s));

export const SUBMIT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** A form's one-per-visit id (checkout, bookings): the same submit twice makes one order. */
export const SubmitTokenField = z.optional(z.string().check(z.regex(SUBMIT_TOKEN_PATTERN)));
