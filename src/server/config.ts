import * as z from 'zod';

/**
 * Every setting the server reads, parsed once at start. A wrong value stops the start with a
 * message naming the variable; secrets are never printed.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** where the built SPA lives */
  WEB_DIST: z.string().min(1).default('dist/web'),
  /** path prefix of the "separate content host" calls (spec §7); served by this server */
  CONTENT_PREFIX: z.string().regex(/^\/[a-z0-9/_-]*$/i, 'must start with /').default('/cms'),
  /** fill an empty database with the demo content */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** milliseconds a public read (placard, content) may be served from memory; 0 = off */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** seconds an unpaid order may be paid in (spec §9 sample: 86400) */
  ORDER_VALIDITY_S: z.coerce.number().int().min(60).max(7 * 86_400).default(86_400),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable counts as unset
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(set);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
