import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import { MemberInfoSchema } from './member';
import { AccountField, CodeField, PasswordField, PhoneField, confirmMatches } from './validation';

/**
 * WeChat sign-in (spec §4 "chat-app sign-in result", §7 /api/member/Wechat/*). The three calls
 * are public although they sit under /api/member/: the visitor has no session yet.
 *
 * The real WeChat openid never reaches the browser. A login that finds the openid unbound
 * answers an opaque bind ticket in `openid` (random, single use, 10 minutes), and `bind` accepts
 * only such a ticket, so nobody can bind an arbitrary openid to an account.
 */
export const WECHAT_RESULT = { unbound: 0, signedIn: 1, failed: 2 } as const;
export type WechatResultCode = (typeof WECHAT_RESULT)[keyof typeof WECHAT_RESULT];

/** Life of a bind ticket and of an OAuth `state`, in seconds. */
export const WECHAT_TICKET_LIFETIME_S = 600;
export const WECHAT_STATE_LIFETIME_S = 600;
/** How long the "authorisation failed" message stays before the page goes to /login. */
export const WECHAT_FAILURE_REDIRECT_MS = 2500;

/** The screen WeChat sends the browser back to (hash route; WeChat puts its query before the #). */
export const WECHAT_RETURN_ROUTE = '/wxAuth';

/** WeChat allows a-zA-Z0-9 up to 128 bytes in `state`; codes are short URL-safe strings. */
export const WechatStateField = z.string().check(z.regex(/^[A-Za-z0-9]{1,128}$/, 'wechat.authFailed'));
const WechatCodeField = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,256}$/, 'wechat.authFailed'));
const TicketField = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'wechat.ticketExpired'));

export const WechatLoginResultSchema = z.object({
  code: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** code 0: the bind ticket the bind screen carries as its `openId` query */
  openid: z.optional(z.string()),
  /** code 1: the member's uuid */
  uuid: z.optional(z.string()),
  avatar: z.optional(z.string()),
  nickname: z.optional(z.string()),
  /** code 1: the member, with `token` */
  userinfo: z.optional(MemberInfoSchema),
  /** code 2: why it failed, in the request's language */
  msg: z.optional(z.string()),
  /** the in-app path the sign-in was started from (kept server-side with the state) */
  redirect: z.optional(z.string()),
});
export type WechatLoginResult = z.infer<typeof WechatLoginResultSchema>;

export const wechatLogin = defineCall({
  path: '/api/member/Wechat/login',
  auth: 'public',
  safe: false,
  input: z.object({
    code: WechatCodeField,
    type: z.optional(z.literal('mp', 'wechat.authFailed')),
    state: z.optional(WechatStateField),
    lang: LangField,
  }),
  output: WechatLoginResultSchema,
});

export const BIND_MODES = ['bind', 'register'] as const;
export type BindMode = (typeof BIND_MODES)[number];

const BindExistingSchema = z.object({
  mode: z.literal('bind'),
  openid: TicketField,
  account: AccountField,
  password: PasswordField,
  lang: LangField,
});
const BindRegisterSchema = z.object({
  mode: z.literal('register'),
  openid: TicketField,
  mobile: PhoneField,
  code: CodeField,
  password: PasswordField,
  confirm: z.string(),
  lang: LangField,
});

/** Bind the WeChat account to an existing account, or register a new one with an SMS code. */
export const wechatBind = defineCall({
  path: '/api/member/Wechat/bind',
  auth: 'public',
  safe: false,
  input: z.discriminatedUnion('mode', [BindExistingSchema, BindRegisterSchema], 'wechat.chooseMode'),
  output: MemberInfoSchema,
});
export type WechatBindInput = z.input<typeof wechatBind.input>;

/** The authorize URL the browser goes to; `redirect` is where to come back to afterwards. */
export const wechatMpAuth = defineCall({
  path: '/api/member/Wechat/mp_auth',
  auth: 'public',
  safe: false,
  input: z.object({ redirect: z.optional(z.string()), lang: LangField }),
  output: z.object({ url: z.string() }),
});

/** An in-app path (`/…`, never `//host`), else home: the only places a sign-in returns to. */
export function inAppPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value.length > 512 ? '/' : value;
}

export type BindFields = { account: string; password: string; mobile: string; code: string; confirm: string };
export type BindField = keyof BindFields;

/** The bind form's rules, as the server applies them: the first message key per field. */
export function bindFormErrors(mode: BindMode, fields: BindFields): Partial<Record<BindField, string>> {
  const errors: Partial<Record<BindField, string>> = {};
  const check = (field: BindField, schema: z.ZodMiniType) => {
    const parsed = schema.safeParse(fields[field]);
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message ?? 'error.requestFailed';
  };
  if (mode === 'bind') {
    check('account', AccountField);
    check('password', PasswordField);
    return errors;
  }
  check('mobile', PhoneField);
  check('code', CodeField);
  check('password', PasswordField);
  const confirm = confirmMatches(fields);
  if (confirm) errors.confirm = confirm;
  return errors;
}
