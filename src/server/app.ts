import { createRequire } from 'node:module';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { checkEffects, type MachineEffects } from './domain/effects-check';
import auth from './plugins/auth';
import context from './plugins/context';
import errors, { frameworkErrors } from './plugins/errors';
import messaging from './plugins/messaging';
import securityHeaders from './plugins/security-headers';
import web from './plugins/web';
import routes from './routes';
import { createAppServices } from './services';
import wechat from './plugins/wechat';

export interface AppOptions {
  config: Config;
  db: Db;
  ownsDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** the domain machines' effects checked at start (default: every domain machine's; tests pass a broken one) */
  effects?: MachineEffects[];
}

/** Headers and body fields that must never reach a log line. */
export const REDACTED = ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'];

/**
 * TRUST_PROXY as Fastify's `trustProxy`: unset or 0 believes no X-Forwarded-For (the socket's
 * peer is the client, so no client picks its own address for the per-address limits); a list
 * is passed on. Fastify 5 refuses hop counts, so a count is a function trusting that many hops.
 */
function trustProxy(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (setting === undefined || setting === 0) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** require() as Fastify itself resolves: the compilers are its dependencies, not ours */
const load = createRequire(createRequire(import.meta.url).resolve('fastify'));

/**
 * Fastify's JSON-schema compilers (ajv, fast-json-stringify), loaded only when a route first
 * declares a JSON schema. Our routes check their input with the contract's zod schemas and
 * declare none, and Fastify loaded both at every start (0.2–0.7 s, a third of building the app).
 * The real compilers do the work when one is needed; as custom compilers, Fastify leaves a
 * headers schema's key case as written.
 */
type CompilerFactory = (...args: unknown[]) => unknown;
const loadedWhenUsed = (name: string): CompilerFactory => (...args) => (load(name) as () => CompilerFactory)()(...args);
const schemaCompilers = {
  buildValidator: loadedWhenUsed('@fastify/ajv-compiler'),
  buildSerializer: loadedWhenUsed('@fastify/fast-json-stringify-compiler'),
} as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The whole application as a Fastify instance; tests build it without a port. */
export async function buildApp({ config, db, ownsDb = false, logger = false, effects }: AppOptions) {
  // a machine action without its server effect stops the start, before anything listens
  checkEffects(effects);
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors,
    trustProxy: trustProxy(config.TRUST_PROXY),
    schemaController: { compilersFactory: schemaCompilers },
  });

  // this app's own services (code key, payables, payment provider and work): never shared
  app.decorate('services', createAppServices(app, config, db));

  // outside plugins
  await app.register(formbody);
  await app.register(securityHeaders);
  await app.register(rateLimit, { global: false });

  // our plugins, in order
  await app.register(context, { config, db, ownsDb });
  await app.register(errors);
  await app.register(auth);
  await app.register(messaging);
  await app.register(wechat);
  await app.register(routes);
  await app.register(web);
  return app;
}
