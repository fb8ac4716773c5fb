import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config';
import { PGliteDialect } from './pglite-dialect';
import { statementClient } from './server-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The embedded database behind a Db opened here (for its notifications), by Db. */
const embedded = new WeakMap<Db, PGlite>();

/** The PGlite a Db opened by `openDatabase` runs on; undefined on a PostgreSQL server. */
export function embeddedDatabase(db: Db): PGlite | undefined {
  return embedded.get(db);
}

/**
 * What the planner assumes of this database's sessions: its rows are read from memory or an SSD,
 * where reading a page out of order costs little more than the next one. With PostgreSQL's
 * default (4, a spinning disk) it reads a small table whole rather than look rows up by their
 * index: with two hundred orders, the order list read them all for each of a page's rows and
 * their items, 0.34 ms a page against 0.21 (docs/architecture.md, "member reads"). 1.1 is the
 * usual setting for SSDs.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * The embedded database's cache of pages. PostgreSQL's default (128 MB) is zeroed each time
 * PGlite opens, about 65 ms of its 350; the site's database is a few tens of MB, and the files
 * beneath stay in the system's cache, so 32 MB serves as well and opens faster (16 MB was no
 * faster). A PostgreSQL server keeps its own setting (docs/operations.md).
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * A PostgreSQL server when DATABASE_URL is set, else embedded PGlite kept in DATA_DIR
 * (or in memory when DATA_DIR is ':memory:', used by tests, which may start it from a saved
 * data directory, `loadDataDir`, instead of an empty one).
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { loadDataDir?: Blob } = {},
): Promise<Db> {
  if (config.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // int8 (count(*), sums) as a JS number: our counts and fen amounts stay far below 2^53
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: 10,
      Client: await statementClient(),
      // set as each connection starts: no statement, no privilege on the database needed
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    });
    // An idle connection the server ends (a restart, a failover) must not bring the process
    // down: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => process.emitWarning(`idle database connection closed: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  // loaded here, not with the server: a start on a PostgreSQL server does without it
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = config.DATA_DIR === ':memory:';
  if (!inMemory) mkdirSync(config.DATA_DIR, { recursive: true });
  // options go in one object: PGlite ignores the second argument when the first is undefined
  const pglite = new PGlite({
    dataDir: inMemory ? undefined : config.DATA_DIR,
    parsers: { 20: (value: string) => Number(value) },
    loadDataDir: options.loadDataDir,
    // PGlite's own parameters (single-user mode and the like), then ours
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`, '-c', `random_page_cost=${RANDOM_PAGE_COST}`],
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}
