import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { databaseAt, freshDatabase } from '../helpers/test-app';

/** The same database, counting the statements run through it. */
function counting(db: Db) {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
}

const migrationNames = async (db: Db) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

/** Migrations at start: a database that has run them all costs one statement (every warm start). */
describe('migrations at start', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => fresh.drop());

  it('checks a migrated database with one statement and changes nothing', async () => {
    const before = await migrationNames(fresh.db);
    const counted = counting(fresh.db);
    await migrate(counted.db);
    expect(counted.statements()).toBe(1);
    expect(await migrationNames(fresh.db)).toEqual(before);
  });

  it('still refuses a database that ran a migration this code does not know', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-release', '2030-01-01T00:00:00.000Z')`.execute(fresh.db);
    try {
      await expect(migrate(fresh.db)).rejects.toThrow(/9999-from-a-newer-release/);
    } finally {
      await sql`delete from kysely_migration where name = '9999-from-a-newer-release'`.execute(fresh.db);
    }
  });

  it('runs the migrations a database has not run, then needs one statement again', async () => {
    const behind = await databaseAt('0001-core');
    try {
      expect(await migrationNames(behind.db)).toEqual(['0001-core']);
      await migrate(behind.db);
      expect(await migrationNames(behind.db)).toEqual(await migrationNames(fresh.db));
      const counted = counting(behind.db);
      await migrate(counted.db);
      expect(counted.statements()).toBe(1);
    } finally {
      await behind.drop();
    }
  });
});
