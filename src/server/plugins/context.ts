import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { ReadCache } from '../domain/read-cache';
import { SweepClock } from '../jobs/content-schedule';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    readCache: ReadCache;
    /** the content sweep's clock (moved only outside production, by POST /dev/clock) */
    sweepClock: SweepClock;
  }
}

export interface ContextOptions {
  config: Config;
  db: Db;
  /** close the database when the app closes (the server owns it; tests may share one) */
  ownsDb: boolean;
}

/** Makes the parsed config and the database available to every route; closes the database last. */
async function context(app: FastifyInstance, options: ContextOptions) {
  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('readCache', new ReadCache(options.config.READ_CACHE_MS));
  app.decorate('sweepClock', new SweepClock());
  if (options.ownsDb) app.addHook('onClose', async () => options.db.destroy());
}

export default fp(context, { name: 'db' });
