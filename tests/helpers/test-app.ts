import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrate, migrateTo } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { migratedTemplate } from './pglite-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * migrated template the unit set-up saved), or — when DATABASE_URL is set (CI) — a new database
 * on that PostgreSQL server, dropped afterwards.
 */
export async function freshDatabase(): Promise<{ db: Db; config: Config; drop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const config = testConfig({});
    const template = migratedTemplate();
    const db = await openDatabase(config, { loadDataDir: template });
    if (!template) await migrate(db);
    return { db, config, drop: () => db.destroy() };
  }
  const fresh = await serverDatabase(process.env.DATABASE_URL);
  await migrate(fresh.db);
  return fresh;
}

/** A database migrated up to the migration `name` only (for testing a later migration's backfill), on PGlite or DATABASE_URL's server. */
export async function databaseAt(name: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const fresh = process.env.DATABASE_URL ? await serverDatabase(process.env.DATABASE_URL) : await inMemoryDatabase();
  await migrateTo(fresh.db, name);
  return fresh;
}

async function inMemoryDatabase() {
  const db = await openDatabase(testConfig({}));
  return { db, drop: () => db.destroy() };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
async function serverDatabase(serverUrl: string): Promise<{ db: Db; config: Config; drop: () => Promise<void> }> {
  const name = `winery_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = testConfig({ DATABASE_URL: url.toString() });
  const db = await openDatabase(config);
  return {
    db,
    config,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    WEB_DIST: 'dist/does-not-exist',
    READ_CACHE_MS: '0',
    ...overrides,
  });
}

/** The whole app on a fresh seeded database, driven with `app.inject` (no port). */
export async function testApp(options: { seed?: boolean; env?: Record<string, string> } = {}) {
  const { db, config, drop } = await freshDatabase();
  if (options.seed !== false) await seedDemo(db);
  const app = await buildApp({ config: { ...config, ...testConfig(options.env ?? {}), DATABASE_URL: config.DATABASE_URL }, db });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** POSTs a form the way the browser's request helper does. */
export function postForm(
  app: Awaited<ReturnType<typeof testApp>>['app'],
  path: string,
  form: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}
