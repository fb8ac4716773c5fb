import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
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

/** The demo seed at start: a seeded database is told by one read, and a database missing one part still gets it. */
describe('the demo seed at start', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
    await seedDemo(fresh.db);
  });
  afterAll(async () => fresh.drop());

  const hotels = async () => (await fresh.db.selectFrom('hotels').select('id').execute()).length;

  it('checks a seeded database with one statement and changes nothing', async () => {
    const before = await hotels();
    expect(before).toBeGreaterThan(0);
    const counted = counting(fresh.db);
    expect(await seedDemo(counted.db)).toBe(false);
    expect(counted.statements()).toBe(1);
    expect(await hotels()).toBe(before);
  });

  it('claims a part whose marker is missing (a database seeded before it existed) without seeding it twice', async () => {
    const before = await hotels();
    await fresh.db.deleteFrom('app_meta').where('key', '=', 'stay_seed').execute();
    expect(await seedDemo(fresh.db)).toBe(false);
    expect(await fresh.db.selectFrom('app_meta').select('key').where('key', '=', 'stay_seed').executeTakeFirst()).toBeDefined();
    expect(await hotels()).toBe(before);
  });
});
