import * as z from 'zod/mini';
import { defineCall, LangField, type ApiCall } from './envelope';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_USERNAME_PATTERN } from './staff';
import { STAFF_ROLES } from './staff-access';

/**
 * The staff console's sign-in (password, then a TOTP second factor; enrolment on first sign-in
 * or from an invitation), its staff accounts and the audit trail. Staff calls carry the staff
 * token in the `token` header and are guarded by the server's staff plugin with the table of
 * ./staff-access.ts, so they are `public` to the member auth. Messages: `staffAuth.*`.
 */
export const STAFF_SESSION_HOURS = 8;
/** A sign-in between the password and the second factor (or enrolment) may take this long. */
export const STAFF_TICKET_LIFETIME_S = 5 * 60;
export const STAFF_INVITE_LIFETIME_S = 72 * 3600;
export const STAFF_NAME_MAX = 40;
export const AUDIT_PAGE_SIZE_MAX = 200;

const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, safe: boolean, input: I, output: O): ApiCall<I, O> =>
  defineCall({ path: `/api/staff/${path}`, auth: 'public', safe, input, output });

const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const CONTROL = /[\u0000-\u001f\u007f]/;
const ticket = () => text().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'staffAuth.ticketExpired'));
const totpCode = () => z.pipe(text(), z.transform((s) => s.replace(/\s/g, ''))).check(z.regex(/^\d{6}$/, 'staffAuth.codeInvalid'));
const inviteCode = () => text().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'staffAuth.inviteUnknown'));
const password = () =>
  z.catch(z.string(), '').check(
    z.minLength(1, 'staff.passwordRequired'),
    z.refine((s) => s.length >= STAFF_PASSWORD_MIN && s.length <= STAFF_PASSWORD_MAX, 'staffAuth.passwordLength'),
  );
const role = () => z.pipe(text(), z.enum(STAFF_ROLES, 'staffAuth.roleUnknown'));
const id = () => z.pipe(text().check(z.regex(/^[1-9]\d{0,9}$/, 'staffAuth.accountNotFound')), z.transform(Number));
const page = {
  pageno: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  pagesize: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(AUDIT_PAGE_SIZE_MAX)), 50),
};

/** The signed-in staff member as the console knows them. */
export const StaffMeSchema = z.object({ id: z.number(), username: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const StaffSessionSchema = z.object({ token: z.string(), expires_in: z.number(), staff: StaffMeSchema });
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** The next step after a right password: the code of the enrolled authenticator, or enrolment of one. */
export const SignInStepSchema = z.union([
  z.object({ step: z.literal('totp'), ticket: z.string() }),
  z.object({
    step: z.literal('enrol'),
    ticket: z.string(),
    /** base32, shown beside the QR code for authenticators that take it typed */
    secret: z.string(),
    /** `otpauth://totp/…`, drawn as the QR code */
    uri: z.string(),
  }),
]);
export type SignInStep = z.infer<typeof SignInStepSchema>;

/** Replaces the password-only sign-in of issue 5: the token comes from the second step. */
export const staffSignInPassword = call(
  'login',
  false,
  z.object({
    username: z
      .pipe(text(), z.transform((s) => s.toLowerCase()))
      .check(z.minLength(1, 'staff.usernameRequired'), z.regex(STAFF_USERNAME_PATTERN, 'staff.loginFailed')),
    password: z.catch(z.string(), '').check(z.minLength(1, 'staff.passwordRequired')),
    lang: LangField,
  }),
  SignInStepSchema,
);
export const staffSignInTotp = call('login/totp', false, z.object({ ticket: ticket(), code: totpCode(), lang: LangField }), StaffSessionSchema);
/** Confirms the enrolment with a first code from the new authenticator; signs in. */
export const staffSignInEnrol = call('login/enrol', false, z.object({ ticket: ticket(), code: totpCode(), lang: LangField }), StaffSessionSchema);
export const staffMe = call('me', true, z.object({ lang: LangField }), StaffMeSchema);
export const staffSignOut = call('logout', false, z.object({ lang: LangField }), z.null());
/** Ends every session of the signed-in staff member, on every device. */
export const staffSignOutEverywhere = call('logout/everywhere', false, z.object({ lang: LangField }), z.null());

export const InviteSchema = z.object({ username: z.string(), name: z.string(), role: z.enum(STAFF_ROLES), expires_at: z.string() });
export const staffInviteGet = call('invite/get', true, z.object({ code: inviteCode(), lang: LangField }), InviteSchema);
/** Sets the invited account's password; the answer is the enrolment step of the sign-in. */
export const staffInviteAccept = call('invite/accept', false, z.object({ code: inviteCode(), password: password(), lang: LangField }), SignInStepSchema);

export const StaffAccountSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** an authenticator is enrolled */
  totp: z.boolean(),
  /** an invitation (or reset) waits to be accepted */
  invited: z.boolean(),
  last_sign_in: z.string(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
/** The link the invited person opens: `<site>/staff/#/invite/<code>`. */
export const InvitationSchema = z.object({ account: StaffAccountSchema, code: z.string(), expires_at: z.string() });

export const staffAccountList = call('account/list', true, z.object({ lang: LangField }), z.array(StaffAccountSchema));
export const staffAccountInvite = call(
  'account/invite',
  false,
  z.object({
    username: z.pipe(text(), z.transform((s) => s.toLowerCase())).check(z.regex(STAFF_USERNAME_PATTERN, 'staffAuth.usernameInvalid')),
    name: text().check(z.minLength(1, 'staffAuth.nameRequired'), z.refine((s) => [...s].length <= STAFF_NAME_MAX && !CONTROL.test(s), 'staffAuth.nameTooLong')),
    role: role(),
    lang: LangField,
  }),
  InvitationSchema,
);
/** Role or active flag; the last active owner can be neither demoted nor disabled. Disabling ends the account's sessions. */
export const staffAccountUpdate = call(
  'account/update',
  false,
  z.object({
    id: id(),
    role: z.optional(role()),
    active: z.optional(z.pipe(text(), z.transform((s) => s === '1' || s === 'true'))),
    lang: LangField,
  }),
  StaffAccountSchema,
);
/** A lost authenticator or password: clears both, ends the sessions and answers a new invitation. */
export const staffAccountReset = call('account/reset', false, z.object({ id: id(), lang: LangField }), InvitationSchema);

/**
 * Every action the audit trail records: the server's `appendAudit` takes only these, and the
 * console has words for each in cn, tw and en (tests/staff/audit-words.test.ts), so a new kind
 * of staff change is named here first.
 */
export const AUDIT_ACTIONS = [
  'signIn.ok',
  'signIn.failed',
  'signOut.everywhere',
  'staff.create',
  'staff.invite',
  'staff.acceptInvite',
  'staff.update',
  'staff.reset',
  'order.ship',
  'order.track',
  'order.address',
  'invoice.issue',
  'refund.approve',
  'refund.reject',
  'moneyRefund.retry',
  'booking.capacity',
  'booking.close',
  'booking.reopen',
  'booking.checkIn',
  'booking.complete',
  'booking.noShow',
  'catalogue.series.create',
  'catalogue.series.update',
  'catalogue.wine.create',
  'catalogue.wine.update',
  'catalogue.stock',
  'catalogue.booking.update',
  'catalogue.visit.create',
  'catalogue.visit.update',
  'catalogue.dining.create',
  'catalogue.dining.update',
  'catalogue.room.update',
  'catalogue.texts.update',
  'content.create',
  'content.save',
  'content.publish',
  'content.schedule',
  'content.unpublish',
  'content.restore',
  'content.upload',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of the audit trail (append-only, hash-chained). */
export const AuditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  staff: z.string(),
  role: z.string(),
  /** e.g. `order.ship`, `refund.approve`, `signIn.failed`, `booking.close` */
  action: z.string(),
  /** e.g. `goods_order:WO2026…`, `staff:3`, `visit:2 2026-12-01 10:00` */
  object: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string(),
  ip: z.string(),
  hash: z.string(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

const day = () => text().check(z.refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'staffAuth.dateInvalid'));
export const AuditFilterSchema = z.object({
  from: z.optional(day()),
  to: z.optional(day()),
  staff: z.optional(text()),
  action: z.optional(text()),
  /** part of the object, e.g. an order number */
  object: z.optional(text()),
  lang: LangField,
});
export const staffAuditList = call(
  'audit/list',
  true,
  z.extend(AuditFilterSchema, page),
  z.object({ total: z.number(), items: z.array(AuditRowSchema) }),
);
/** The filtered trail as CSV (UTF-8 with BOM, for spreadsheets), at most 50,000 rows. */
export const staffAuditExport = call('audit/export', true, AuditFilterSchema, z.object({ filename: z.string(), csv: z.string() }));
/** Recomputes the chain: `broken` names the first row whose hash or link does not hold. */
export const staffAuditVerify = call(
  'audit/verify',
  true,
  z.object({ lang: LangField }),
  z.object({ rows: z.number(), ok: z.boolean(), broken: z.nullable(z.object({ id: z.number(), problem: z.string() })) }),
);
