import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { againAfterDeadlock, transactionInOneTrip, transactionOpenedWith } from '../../src/server/db/commit-with';
import type { Db } from '../../src/server/db/database';
import { keepTextStatements, statementClient, textStatementOf, textStatementsKept } from '../../src/server/db/server-statements';
import { freshDatabase } from '../helpers/test-app';

/**
 * db/commit-with.ts: a transaction whose first statement goes with BEGIN (on a server in one
 * text, one round trip) and whose last goes with COMMIT. The first statement's rows reach the
 * work; a value that cannot be written into its text is refused before anything is sent; a first
 * statement that fails leaves nothing open. On PGlite and on PostgreSQL (DATABASE_URL=…).
 */
let db: Db;
let drop: () => Promise<void>;

type Probe = { opened_probe: { id: number; label: string } };
const probes = (conn: Db) => conn.withTables<Probe>();
/** a compiled statement with a value: in a text, on a server, an EXECUTE */
const labelOf = (id: number) => CompiledQuery.raw('select label from opened_probe where id = $1::int', [id]);

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await sql`create table opened_probe (id int primary key, label text not null)`.execute(db);
  await sql`insert into opened_probe values (1, 'one'), (2, 'two')`.execute(db);
});
afterAll(async () => drop?.());

describe('a transaction opened with its first statement', () => {
  it('hands the first statement’s rows to the work and commits what the work wrote', async () => {
    const seen = await transactionOpenedWith(
      db,
      (conn) => probes(conn).selectFrom('opened_probe').select(['id', 'label']).where('id', '=', 2).where('label', '=', 'two').forUpdate(),
      async (conn, commitWith, opened) => {
        await commitWith(`update opened_probe set label = 'deux' where id = 2`);
        return opened;
      },
    );
    expect(seen).toEqual([{ id: 2, label: 'two' }]);
    expect(await probes(db).selectFrom('opened_probe').select('label').where('id', '=', 2).executeTakeFirst()).toEqual({ label: 'deux' });
  });

  it('hands an empty list when the first statement finds nothing', async () => {
    const seen = await transactionOpenedWith(
      db,
      (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 99),
      async (_conn, _commitWith, opened) => opened,
    );
    expect(seen).toEqual([]);
  });

  it('rolls back when the work throws', async () => {
    await expect(
      transactionOpenedWith(
        db,
        (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(),
        async (conn) => {
          await sql`update opened_probe set label = 'lost' where id = 1`.execute(conn);
          throw new Error('refused');
        },
      ),
    ).rejects.toThrow('refused');
    expect(await probes(db).selectFrom('opened_probe').select('label').where('id', '=', 1).executeTakeFirst()).toEqual({ label: 'one' });
  });

  it('a first statement that fails leaves no transaction open: the connection serves the next one', async () => {
    await expect(
      transactionOpenedWith(
        db,
        (conn) => probes(conn).selectFrom('opened_probe').select(sql<number>`1 / (id - 1)`.as('x')).where('id', '=', 1),
        async () => 'never',
      ),
    ).rejects.toThrow(/division by zero/);
    const after = await transactionOpenedWith(
      db,
      (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1),
      async (_conn, _commitWith, opened) => opened,
    );
    expect(after).toEqual([{ id: 1 }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('on a server, refuses a value it cannot write into the text, before sending anything', async () => {
    await expect(
      transactionOpenedWith(
        db,
        (conn) => probes(conn).selectFrom('opened_probe').select('id').where('label', '=', "it's"),
        async () => 'never',
      ),
    ).rejects.toThrow(/numbers and plain words/);
  });
});

/** A transaction that holds row 1 locked until `release`, and meanwhile labels row 2 `label`. */
function holdRowOne(label: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = transactionOpenedWith(
    db,
    (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(),
    async (conn, commitWith) => {
      await sql`update opened_probe set label = ${label} where id = 2`.execute(conn);
      locked();
      await released;
      await commitWith('select 1');
    },
  );
  return { isLocked, release, done };
}

/**
 * Resolves once another transaction is waiting for a lock (the row holdRowOne holds), so that the
 * holder is released only then: a timer could release it before the reader even began on a
 * loaded machine. On PGlite (one connection) the reader simply waits its turn: nothing to see.
 */
async function untilSomeoneWaits() {
  if (!process.env.DATABASE_URL) return;
  for (let tries = 0; tries < 1000; tries++) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no transaction came to wait for the lock');
}

describe('a transaction in one trip', () => {
  it('runs its statement once the opening has its lock: the statement sees what the transaction it waited for wrote', async () => {
    const holder = holdRowOne('after the wait');
    await holder.isLocked;
    const reading = transactionInOneTrip<{ label: string }>(
      db,
      (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(),
      'select label from opened_probe where id = 2',
    );
    await untilSomeoneWaits();
    holder.release();
    await holder.done;
    expect(await reading).toEqual([{ label: 'after the wait' }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('where one statement that locks and reads would have read the row as it was before the wait', async () => {
    const holder = holdRowOne('written meanwhile');
    await holder.isLocked;
    const reading = transactionOpenedWith(
      db,
      (conn) =>
        probes(conn)
          .selectFrom('opened_probe')
          .select((eb) => eb.selectFrom('opened_probe as two').select('two.label').where('two.id', '=', 2).$asScalar().as('label'))
          .where('id', '=', 1)
          .forUpdate(),
      async (_conn, _commitWith, opened) => opened,
    );
    await untilSomeoneWaits();
    holder.release();
    await holder.done;
    // the label the test before left, not the one committed while this statement waited
    expect(await reading).toEqual([{ label: 'after the wait' }]);
  });

  it('runs its opening and its statement and commits, answering the statement’s rows', async () => {
    const rows = await transactionInOneTrip<{ label: string }>(
      db,
      (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(),
      `update opened_probe set label = 'one trip' where id = 1 returning label`,
    );
    expect(rows).toEqual([{ label: 'one trip' }]);
    expect(await probes(db).selectFrom('opened_probe').select('label').where('id', '=', 1).executeTakeFirst()).toEqual({ label: 'one trip' });
  });

  it('keeps nothing when its statement fails, and the connection serves the next transaction', async () => {
    await expect(
      transactionInOneTrip(
        db,
        (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(),
        `update opened_probe set label = 'lost' where id = 1 and 1 / (id - 1) = 0`,
      ),
    ).rejects.toThrow(/division by zero/);
    expect(await probes(db).selectFrom('opened_probe').select('label').where('id', '=', 1).executeTakeFirst()).toEqual({ label: 'one trip' });
    const rows = await transactionInOneTrip(db, (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 2), 'select 2 as two');
    expect(rows).toEqual([{ two: 2 }]);
  });
});

describe('a transaction opened with several first statements', () => {
  it('runs them one after the other and hands the last one’s rows; each sees what the transaction its lock waited for wrote', async () => {
    const holder = holdRowOne('seen by the last');
    await holder.isLocked;
    const reading = transactionOpenedWith(
      db,
      (conn) => [
        probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(),
        probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 2).forUpdate(),
        labelOf(2),
      ],
      async (_conn, _commitWith, opened) => opened,
    );
    await untilSomeoneWaits();
    holder.release();
    await holder.done;
    expect(await reading).toEqual([{ label: 'seen by the last' }]);
  });

  it('sends a time and a null as values: in texts kept prepared, and written out', async () => {
    const at = new Date('2026-11-27T08:30:15.123Z');
    const read = CompiledQuery.raw('select $1::timestamptz as at, $2::text as none, $3::int as id', [at, null, 1]);
    const opening = (conn: Db) => [probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(), read] as const;
    expect(await transactionOpenedWith(db, opening, async (_conn, _commitWith, opened) => opened)).toEqual([{ at, none: null, id: 1 }]);
    keepTextStatements(false);
    try {
      expect(await transactionOpenedWith(db, opening, async (_conn, _commitWith, opened) => opened)).toEqual([{ at, none: null, id: 1 }]);
    } finally {
      keepTextStatements(true);
    }
  });
});

describe('a compiled statement in a text', () => {
  it('runs with its values, on PGlite as a statement of its own, on a server as an EXECUTE', async () => {
    const lock = (conn: Db) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate();
    const label = (await probes(db).selectFrom('opened_probe').select('label').where('id', '=', 2).executeTakeFirstOrThrow()).label;
    expect(await transactionInOneTrip(db, lock, labelOf(2))).toEqual([{ label }]);
    const both = await transactionOpenedWith(db, lock, (_conn, commitWith) =>
      commitWith(CompiledQuery.raw('select count(*)::int as n from opened_probe where id = any($1::int[]) and label <> $2', [[1, 2, 3], 'none'])),
    );
    expect(both).toEqual([{ n: 2 }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('on a server, refuses a value it cannot write into the text, before sending anything', async () => {
    await expect(
      transactionInOneTrip(db, (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1), CompiledQuery.raw('select $1::text', ["it's"])),
    ).rejects.toThrow(/numbers and plain words/);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('statements in texts on a PostgreSQL server', () => {
  it('are prepared once on each connection and settle on a generic plan: not planned on every run', async () => {
    const plans = await db.connection().execute(async (conn) => {
      for (let run = 0; run < 8; run++) {
        await transactionInOneTrip(conn, (c) => probes(c).selectFrom('opened_probe').select('id').where('id', '=', 1).forUpdate(), labelOf(1 + (run % 2)));
      }
      return sql<{ statement: string; generic_plans: number; custom_plans: number; from_sql: boolean }>`
        select statement, generic_plans::int, custom_plans::int, from_sql from pg_prepared_statements where name like 'winery_text_%'`.execute(conn);
    });
    const of = (pattern: RegExp) => plans.rows.find((row) => pattern.test(row.statement));
    const lock = of(/from "opened_probe" where "id" = \$1 for update/);
    const read = of(/select label from opened_probe where id = \$1::int$/);
    for (const statement of [lock, read]) {
      // kept by the connection (a pooled one: it may have run them before), planned for their
      // values at most five times, then run on the generic plan
      expect(statement).toMatchObject({ from_sql: true });
      expect(statement!.custom_plans).toBeLessThanOrEqual(5);
      expect(statement!.generic_plans).toBeGreaterThanOrEqual(3);
    }
  });

  it('a column that changed type under one: that text fails, the next prepares it again', async () => {
    await sql`create table text_probe (id int primary key, label text not null)`.execute(db);
    await sql`insert into text_probe values (1, 'a'), (2, 'b')`.execute(db);
    const read = CompiledQuery.raw('select id, label from text_probe where id = $1::int', [2]);
    const lock = (conn: Db) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 1);
    await db.connection().execute(async (conn) => {
      expect(await transactionInOneTrip(conn, lock, read)).toEqual([{ id: 2, label: 'b' }]);
      await sql`alter table text_probe alter column id type bigint`.execute(conn);
      await expect(transactionInOneTrip(conn, lock, read)).rejects.toThrow(/result type/);
      expect(await transactionInOneTrip(conn, lock, read)).toEqual([{ id: 2, label: 'b' }]);
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('statements in texts behind a pooler in transaction mode', () => {
  it('the text that finds its statement gone fails, and from then on the values are written into the texts', async () => {
    const lock = (conn: Db) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', 2).forUpdate();
    const read = CompiledQuery.raw('select id from opened_probe where id = $1::int and $2::boolean', [1, true]);
    const sent: string[] = [];
    try {
      await db.connection().execute(async (conn) => {
        expect(await transactionInOneTrip(conn, lock, read)).toEqual([{ id: 1 }]);
        // what another server connection behind PgBouncer looks like: none of this one's prepared statements
        const kept = await sql<{ name: string }>`select name from pg_prepared_statements where name like 'winery_text_%'`.execute(conn);
        for (const { name } of kept.rows) await sql.raw(`deallocate ${name}`).execute(conn);
        try {
          await expect(transactionInOneTrip(conn, lock, read)).rejects.toThrow(/does not exist/);
          expect(textStatementsKept()).toBe(false);
          // the next ones write their values out: answered, and nothing executed by name
          const client = (await statementClient()).prototype as unknown as { query: (...args: unknown[]) => unknown };
          const original = client.query;
          client.query = function (this: unknown, ...args: unknown[]) {
            if (typeof args[0] === 'string') sent.push(args[0]);
            return original.apply(this, args);
          };
          try {
            expect(await transactionInOneTrip(conn, lock, read)).toEqual([{ id: 1 }]);
          } finally {
            client.query = original;
          }
          expect(sent.at(-1)).toMatch(/^begin;\nselect "id" from "opened_probe" where "id" = 2 for update;\nselect id from opened_probe where id = 1::int and true::boolean;\ncommit$/);
        } finally {
          // this connection's statements as the client believes them to be, for the tests after
          for (const { name } of kept.rows) await sql.raw(`prepare ${name} as ${textStatementOf(name)}`).execute(conn);
        }
      });
    } finally {
      keepTextStatements(true);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a deadlock’s victim', () => {
  it('is run again and both transactions complete; another error is not run again', async () => {
    // two transactions lock rows 1 and 2 in opposite orders, each waiting until the other holds its first row
    let held = 0;
    const bothHold = async () => {
      held++;
      while (held < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const runs = { up: 0, down: 0 };
    const crosswise = (name: 'up' | 'down', first: number, second: number) =>
      againAfterDeadlock(() =>
        transactionOpenedWith(
          db,
          (conn) => probes(conn).selectFrom('opened_probe').select('id').where('id', '=', first).forUpdate(),
          async (conn, commitWith) => {
            runs[name]++;
            if (runs[name] === 1) await bothHold();
            await commitWith(`update opened_probe set label = label || '${name}' where id = ${second}`);
            return name;
          },
        ),
      );
    expect(await Promise.all([crosswise('up', 1, 2), crosswise('down', 2, 1)])).toEqual(['up', 'down']);
    // one of them was the victim, rolled back and run again
    expect(runs.up + runs.down).toBe(3);
    let other = 0;
    await expect(
      againAfterDeadlock(async () => {
        other++;
        throw Object.assign(new Error('refused'), { code: '23505' });
      }),
    ).rejects.toThrow('refused');
    expect(other).toBe(1);
  });
});
