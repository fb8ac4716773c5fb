import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { prepared, withConstantsWritten } from '../../src/server/db/prepared';
import { cartLines, cartSummary, summarize } from '../../src/server/domain/cart';
import { ORDER_PAGE_SIZE } from '../../src/contract/order';
import { listOrders } from '../../src/server/domain/orders';
import { seedDemo } from '../../src/server/db/seed';
import { freshDatabase } from '../helpers/test-app';

/**
 * Issue 15: the member reads' statements are built once (db/prepared.ts) and, on a PostgreSQL
 * server, kept there as named statements (db/server-statements.ts). Each run takes its own
 * values; what is not an argument stays as built; an argument Kysely does not receive as a
 * value is refused at once; and a named statement whose column changed type under it is
 * prepared again. On PGlite and on PostgreSQL (DATABASE_URL=postgres://… npx vitest run
 * --project unit tests/server/prepared-statements.test.ts).
 */
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await seedDemo(db);
  await sql`create table prepared_probe (id int primary key, owner int not null, label text not null)`.execute(db);
  await sql`insert into prepared_probe values (1, 7, 'a'), (2, 7, 'b'), (3, 8, 'c'), (4, 8, 'd'), (5, 8, 'e')`.execute(db);
});
afterAll(async () => drop?.());

type Probe = { prepared_probe: { id: number; owner: number; label: string } };
const probes = (conn: Db) => conn.withTables<Probe>().selectFrom('prepared_probe').select(['id', 'label']);
const probe = (conn: Db, owner: number, above: number, limit: number) =>
  probes(conn).where('owner', '=', owner).where('id', '>', above).where('label', '!=', 'zzz').orderBy('id').limit(limit);

describe('a statement built once', () => {
  const owned = prepared(probe);

  it('answers each run with its own values, as the statement built for them does', async () => {
    for (const [owner, above, limit] of [[7, 0, 10], [8, 3, 1], [8, 0, 2], [9, 0, 5]] as const) {
      expect(await owned(db, owner, above, limit)).toEqual(await probe(db, owner, above, limit).execute());
    }
    expect((await owned(db, 8, 0, 2)).map((row) => row.id)).toEqual([3, 4]);
  });

  it('sends the builder’s text with its constants written in, and only the arguments as parameters', () => {
    const built = probe(db, 8, 3, 1).compile();
    expect(built.parameters).toEqual([8, 3, 'zzz', 1]);
    const once = owned.compile(db, 8, 3, 1);
    expect(once.sql).toBe(built.sql.replace('$3', "'zzz'").replace('$4', '$3'));
    expect(once.parameters).toEqual([8, 3, 1]);
  });

  it('refuses an argument computed on or left out, on its first use', () => {
    const computed = prepared((conn: Db, owner: number, page: number) => probe(conn, owner, (page - 1) * 10, 10));
    expect(() => computed.compile(db, 7, 1)).toThrow(/each argument/);
    const unused = prepared((conn: Db, owner: number, _extra: number) => probe(conn, owner, 0, 10));
    expect(() => unused.compile(db, 7, 1)).toThrow(/each argument/);
  });

  it('the cart list through its prepared statement reads what the built statement reads', async () => {
    const member = await db
      .insertInto('members')
      .values({ username: 'prepared-cart', nickname: 'p', password_hash: 'x', salt: 'y', email: null, mobile: null, birthday: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wines = await db.selectFrom('wines').select('id').orderBy('id').limit(3).execute();
    expect(wines.length).toBeGreaterThan(0);
    await db.insertInto('cart_items').values(wines.map((wine, i) => ({ member_id: member.id, goods_id: wine.id, product_count: i + 1 }))).execute();
    const at = new Date();
    const summary = await cartSummary(db, member.id, 'en', at);
    expect(summary.items).toHaveLength(wines.length);
    expect(summary).toEqual(summarize(await cartLines(db, member.id, at), 'en'));
  });
});

describe('constants written into the text', () => {
  it('writes numbers, booleans and plain words, renumbers what stays, and leaves quoted text alone', () => {
    const { sql: text, parameters } = withConstantsWritten(
      `select "$1", '$2 it''s' from t where a = $1 and b = $2 and c = $3 and d - $4 > 0 and e = $5 and f = $6 and g in ($7, $8)`,
      [1, 'paid', 'it’s', -2, true, new Date(0), 30, 40],
    );
    expect(text).toBe(`select "$1", '$2 it''s' from t where a = 1 and b = 'paid' and c = $1 and d - (-2) > 0 and e = true and f = $2 and g in (30, 40)`);
    expect(parameters).toEqual(['it’s', new Date(0)]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('named statements on a PostgreSQL server', () => {
  it('the member reads settle on a generic plan: the server stops planning them on every run', async () => {
    const member = await db.selectFrom('members').select('id').where('username', '=', 'prepared-cart').executeTakeFirstOrThrow();
    const plans = await db.connection().execute(async (conn) => {
      for (let run = 0; run < 8; run++) {
        await cartSummary(conn, member.id, 'en');
        await listOrders(conn, member.id, 'all', 1, 10, 'en');
        await listOrders(conn, member.id, '10', 1, 10, 'en');
      }
      return sql<{ statement: string; generic_plans: number; custom_plans: number }>`
        select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`.execute(conn);
    });
    const of = (pattern: RegExp) => plans.rows.filter((row) => pattern.test(row.statement));
    const reads = [...of(/from "cart_items" as "c"/), ...of(/"goods_orders"/)];
    expect(reads).toHaveLength(3);
    for (const read of reads) expect(read.generic_plans, read.statement).toBeGreaterThan(0);
  });

  it('a member with two hundred orders: the list settles on a generic plan once the statistics are in', async () => {
    // a database of its own: its connections have prepared nothing, so what PostgreSQL chooses
    // follows from this member's runs alone
    const own = await freshDatabase();
    try {
      const member = await own.db
        .insertInto('members')
        .values({ username: 'prepared-orders', nickname: 'p', password_hash: 'x', salt: 'y', email: null, mobile: null, birthday: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`
        insert into goods_orders (order_no, member_id, status, state, goods_fen, shipping_fen, amount_fen, dollar_cents, product_count,
          consignee, mobile, province, city, area, address_details, expires_at, hidden)
        select 'P' || lpad(n::text, 8, '0'), ${member.id}, 10, 'paid', 100, 0, 100, 15, 1, 'Li Hua', '13800000000', 370000, 370600, 370684,
          'Cliff Road 1', now() + interval '1 hour', n % 10 = 3
        from generate_series(1, 200) n`.execute(own.db);
      // what autovacuum does once a few hundred rows came: with the member's 180 visible orders
      // known, a page size left as a parameter is guessed as 18 rows, and every run was planned anew
      await sql`analyze goods_orders`.execute(own.db);
      const plans = await own.db.connection().execute(async (conn) => {
        for (let run = 0; run < 8; run++) await listOrders(conn, member.id, 'all', 1, ORDER_PAGE_SIZE, 'en');
        return sql<{ generic_plans: number; custom_plans: number }>`
          select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like 'with "ids"%'`.execute(conn);
      });
      // five runs planned for their values, then the generic plan for the other three
      expect(plans.rows).toEqual([{ generic_plans: 3, custom_plans: 5 }]);
    } finally {
      await own.drop();
    }
  });

  const owned = prepared((conn: Db, owner: number) => probes(conn).where('owner', '=', owner).orderBy('id'));

  it('is kept prepared on the connection that ran it', async () => {
    const text = owned.compile(db, 7).sql;
    const kept = await db.connection().execute(async (conn) => {
      await owned(conn, 7);
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
    });
    expect(kept.rows.map((row) => row.statement)).toContain(text);
  });

  it('a column that changed type under it: prepared again, answered', async () => {
    await db.connection().execute(async (conn) => {
      expect(await owned(conn, 7)).toEqual([{ id: 1, label: 'a' }, { id: 2, label: 'b' }]);
      await sql`alter table prepared_probe alter column id type bigint`.execute(conn);
      expect(await owned(conn, 7)).toEqual([{ id: 1, label: 'a' }, { id: 2, label: 'b' }]);
      expect(await owned(conn, 8)).toHaveLength(3);
    });
  });
});
