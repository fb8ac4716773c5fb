import { isIP } from 'node:net';
import * as z from 'zod';

/** Named ranges the proxy-addr library Fastify uses understands, besides addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: a hop count (0 = none) or a comma-separated list of the proxies' addresses, CIDR
 * ranges or named ranges, whose X-Forwarded-For is believed.
 */
const TrustProxySchema = z.string().transform((value, ctx): number | string[] => {
  if (/^\s*\d+\s*$/.test(value) && Number(value) <= 10) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.findIndex((entry) => !isProxyAddress(entry));
  if (bad === -1) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `a hop count (0–10) or a comma-separated list of proxy addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8 (entry ${bad + 1} is neither)`,
  });
  return z.NEVER;
});

/** NOTIFY_SMS_TEMPLATES: a JSON object of event → Aliyun template code. */
const NotifyTemplatesSchema = z.string().transform((value, ctx): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((code) => typeof code === 'string' && code !== '')) {
      return parsed as Record<string, string>;
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'a JSON object of event → template code, e.g. {"order.paid": "SMS_123"}' });
  return z.NEVER;
});

/**
 * Every setting the server reads, parsed once at start. A wrong value stops the start with a
 * message naming the variable; secrets are never printed.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** proxies whose X-Forwarded-For names the client: unset = none, the socket's peer is the client */
  TRUST_PROXY: TrustProxySchema.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** where the built SPA lives */
  WEB_DIST: z.string().min(1).default('dist/web'),
  /** fill an empty database with the demo content */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** milliseconds a public read (placard, content) may be served from memory; 0 = off */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** milliseconds each instance may trust a member's session it has looked up (ended sessions are also announced at once); 0 = look up every call */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** WeChat sign-in: the built-in sandbox consent page (development) or the real Official Account */
  WECHAT_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
  /** the Official Account's AppID and AppSecret (both required when WECHAT_PROVIDER=real) */
  WECHAT_APP_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only').optional(),
  WECHAT_APP_SECRET: z.string().min(8, 'too short').optional(),
  /** base of the authorize page and of the sns API (defaults: WeChat's own, or the sandbox's) */
  WECHAT_OAUTH_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  WECHAT_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** the site's public origin (https://…), for OAuth redirect_uri; else taken from the request */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** where verification codes go: the development outbox (GET /dev/outbox) or a real provider */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** HMAC key of stored verification codes; the same on every instance (required in production) */
  CODE_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** seconds before a second code may go to the same phone or email (the SMS providers' 60 s rule) */
  CODE_COOLDOWN_S: z.coerce.number().int().min(1).max(3_600).default(60),
  /** codes one client address may ask for in a day (raise it for a shared address, e.g. a venue's wifi or the browser tests) */
  CODE_DAILY_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Aliyun SMS (SendSms, RPC signature v1); all but the endpoint required when SMS_PROVIDER=aliyun */
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /** the international (港澳台) template, for Hong Kong, Macau and Taiwan numbers */
  ALIYUN_SMS_TEMPLATE_CODE_INTL: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://dysmsapi.aliyuncs.com/'),
  /** SMTP for email codes; SMTP_HOST and SMTP_FROM required when EMAIL_PROVIDER=smtp */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** tls: TLS from the first byte (port 465); starttls: upgrade after EHLO; none: plain (local relays only) */
  SMTP_SECURE: z.enum(['tls', 'starttls', 'none']).default('starttls'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.email('must be an email address').optional(),
  /** milliseconds to wait for the mail server to connect, greet and answer each command */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** shipping fee in fen for goods below FREE_SHIPPING_FROM_FEN (0 = always free) */
  SHIPPING_FEE_FEN: z.coerce.number().int().min(0).max(100_000).default(1_500),
  /** goods of at least this sum (fen) ship free; 0 = every order ships free */
  FREE_SHIPPING_FROM_FEN: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  /** seconds between runs of the unpaid-order sweeper (src/server/jobs/expire-orders.ts); 0 = off */
  ORDER_SWEEP_S: z.coerce.number().int().min(0).max(3_600).default(60),
  /** seconds between runs of the content sweep: scheduled publish and take-off times (src/server/jobs/content-schedule.ts); 0 = off */
  CONTENT_SWEEP_S: z.coerce.number().int().min(0).max(3_600).default(30),
  /** milliseconds between runs of the member messages sweep (src/server/jobs/notify.ts): status changes and reminders → SMS and email; 0 = off */
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** sends of one message before it is recorded as failed (each retried a minute per attempt later) */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** the Aliyun SMS template of each message event, JSON: {"order.paid": "SMS_123", "order.paid@intl": "SMS_456", …} */
  NOTIFY_SMS_TEMPLATES: NotifyTemplatesSchema.default({}),
  /** where tracking events come from: staff-entered events (development) or Kuaidi100 */
  LOGISTICS_PROVIDER: z.enum(['staff', 'kuaidi100']).default('staff'),
  /** Kuaidi100 real-time query account (both required when LOGISTICS_PROVIDER=kuaidi100) */
  KUAIDI100_CUSTOMER: z.string().optional(),
  KUAIDI100_KEY: z.string().optional(),
  KUAIDI100_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://poll.kuaidi100.com'),
  /** payments: the built-in sandbox gateway (default; its page exists only outside production) or WeChat Pay API v3 */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  /** WeChat Pay merchant: number, API certificate serial, private key (PEM or file path), APIv3 key */
  WECHATPAY_MCH_ID: z.string().regex(/^\d{6,20}$/, 'digits only').optional(),
  WECHATPAY_SERIAL: z.string().regex(/^[0-9A-Fa-f]{8,64}$/, 'hexadecimal').optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_APIV3_KEY: z.string().refine((v) => Buffer.byteLength(v, 'utf8') === 32, 'must be 32 bytes').optional(),
  /** WeChat Pay's side: platform certificate (PEM or path), and/or public key (PEM or path) with its PUB_KEY_ID_… */
  WECHATPAY_PLATFORM_CERT: z.string().optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().regex(/^PUB_KEY_ID_[0-9A-Za-z_]+$/, 'must look like PUB_KEY_ID_…').optional(),
  WECHATPAY_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.mch.weixin.qq.com'),
  /** where WeChat Pay sends callbacks; default <PUBLIC_URL>/api/payment/notify/wechat */
  WECHATPAY_NOTIFY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** the sandbox gateway's signing key (PEM or path) and APIv3-style key; generated when unset (the key pair on first use) */
  PAYMENT_SANDBOX_PRIVATE_KEY: z.string().optional(),
  PAYMENT_SANDBOX_APIV3_KEY: z.string().refine((v) => Buffer.byteLength(v, 'utf8') === 32, 'must be 32 bytes').optional(),
  /** seconds an unpaid order may be paid in (spec §9 sample: 86400) */
  ORDER_VALIDITY_S: z.coerce.number().int().min(60).max(7 * 86_400).default(86_400),
  /** what one member, and one phone, may hold UNPAID at a time (src/server/domain/holds.ts): bottles of one wine */
  HOLD_MAX_BOTTLES_PER_WINE: z.coerce.number().int().min(1).max(10_000).default(24),
  /** … places of one visit slot, or seats of one dinner evening */
  HOLD_MAX_PLACES_PER_SLOT: z.coerce.number().int().min(1).max(10_000).default(20),
  /** … villa rooms (of any kind) for one night */
  HOLD_MAX_ROOMS_PER_NIGHT: z.coerce.number().int().min(1).max(1_000).default(2),
});

/**
 * Settings a chosen real provider cannot work without: when the variable has the value, each
 * listed variable must be set. Add a row for a new provider.
 */
const REQUIRED_WHEN: [keyof z.infer<typeof ConfigSchema>, string, (keyof z.infer<typeof ConfigSchema>)[]][] = [
  ['NODE_ENV', 'production', ['CODE_SECRET']],
  ['SMS_PROVIDER', 'aliyun', ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE', 'ALIYUN_SMS_TEMPLATE_CODE_INTL']],
  ['EMAIL_PROVIDER', 'smtp', ['SMTP_HOST', 'SMTP_FROM']],
  ['WECHAT_PROVIDER', 'real', ['WECHAT_APP_ID', 'WECHAT_APP_SECRET']],
  ['PAYMENT_PROVIDER', 'wechat', ['WECHATPAY_MCH_ID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY', 'WECHAT_APP_ID']],
  ['LOGISTICS_PROVIDER', 'kuaidi100', ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY']],
];

function requireProviderSettings(config: z.infer<typeof ConfigSchema>, ctx: z.RefinementCtx) {
  for (const [variable, value, required] of REQUIRED_WHEN) {
    if (config[variable] !== value) continue;
    for (const name of required) {
      if (config[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `required when ${variable}=${value}` });
    }
  }
}

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable counts as unset
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.superRefine(requireProviderSettings).safeParse(set);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
