import { pathToFileURL } from 'node:url';
import { buildApp, REDACTED } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';

/** Starts the site: config, database (migrated, seeded when empty), HTTP, clean shutdown. */
export async function startServer(config: Config) {
  const db = await openDatabase(config);
  await migrate(db);
  if (config.SEED_DEMO) await seedDemo(db);
  const app = await buildApp({
    config,
    db,
    ownsDb: true,
    logger: { level: config.LOG_LEVEL, redact: { paths: REDACTED, censor: '[redacted]' } },
  });
  await app.listen({ port: config.PORT, host: config.HOST });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close(); // waits for in-flight requests, then closes the database
      app.log.info('closed cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return app;
}

/** `beforeListen` runs after the configuration is read and before the database opens (the CLI builds the web app there). */
export async function main(options: { beforeListen?: () => Promise<void> } = {}) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await options.beforeListen?.();
  await startServer(config);
}

// run as a program (`node dist/server/server.mjs`, `tsx src/server/server.ts`), not when imported
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
