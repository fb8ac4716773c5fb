import { randomBytes } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TABS, type OrderTab } from '../../src/contract/order';
import { RANDOM_PAGE_COST, type Db } from '../../src/server/db/database';
import { orderListQueries } from '../../src/server/domain/orders';
import { genericPlanOf, planOf, type PlanNode } from '../helpers/plans';
import { testApp } from '../helpers/test-app';
import { call, quickMember, type Member, type TestApp } from './shop-helpers';

/**
 * The member's order list (issue 15): pages and totals per tab with deleted (hidden) orders left
 * out, and the plans of the SQL the list runs — the "all" tab reads `goods_orders_member_visible_idx`,
 * never the whole table — on PGlite and on PostgreSQL (DATABASE_URL=postgres://… npx vitest run
 * --project unit tests/server/order-list-index.test.ts).
 */
type Seeded = { member: number; status: number; hidden?: boolean; expired?: boolean };

/** Orders inserted in the given order (ids ascending), without items: the list needs none. */
async function seedOrders(db: Db, rows: Seeded[]): Promise<string[]> {
  const prefix = randomBytes(4).toString('hex').toUpperCase();
  const result = await db.executeQuery<{ order_no: string }>(
    CompiledQuery.raw(
      `insert into goods_orders (order_no, member_id, status, state, goods_fen, shipping_fen, amount_fen, dollar_cents, product_count,
         consignee, mobile, province, city, area, address_details, expires_at, hidden)
       select 'T' || $4 || lpad(n::text, 8, '0'), m, s,
         case s when 5 then 'unpaid' when 6 then 'cancelled' when 8 then 'afterSales' when 10 then 'paid' when 15 then 'shipped' else 'completed' end,
         100, 0, 100, 15, 1, 'Li Hua', '13800000000', 370000, 370600, 370684, 'Cliff Road 1',
         case when e then now() - interval '1 hour' else now() + interval '1 hour' end, h
       from unnest($1::int[], $2::int[], $3::bool[], $5::bool[]) with ordinality as u(m, s, h, e, n)
       order by n
       returning order_no`,
      [rows.map((r) => r.member), rows.map((r) => r.status), rows.map((r) => r.hidden ?? false), prefix, rows.map((r) => r.expired ?? false)],
    ),
  );
  return result.rows.map((row) => row.order_no);
}

const inTab = (tab: OrderTab, row: Seeded) =>
  !row.hidden && (tab === 'all' || (tab === '5' ? row.status === 5 && !row.expired : row.status === Number(tab)));

describe('member order list: pages and totals per tab', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let nobody: Member;
  const aliceOrders: (Seeded & { order_no: string })[] = [];

  beforeAll(async () => {
    t = await testApp({ seed: false });
    [alice, bob, nobody] = [await quickMember(t, 'alice'), await quickMember(t, 'bob'), await quickMember(t, 'nobody')];
    // alice's and bob's orders interleaved; a fifth of alice's deleted; one unpaid order past its time
    const statuses = [5, 10, 15, 8, 20, 6];
    const rows: Seeded[] = [];
    for (let i = 0; i < 60; i++) {
      rows.push({ member: alice.id, status: statuses[i % statuses.length]!, hidden: i % 5 === 1, expired: i === 12 });
      if (i % 2 === 0) rows.push({ member: bob.id, status: statuses[i % statuses.length]!, hidden: i % 4 === 0 });
    }
    const numbers = await seedOrders(t.db, rows);
    rows.forEach((row, i) => row.member === alice.id && aliceOrders.push({ ...row, order_no: numbers[i]! }));
  });
  afterAll(async () => t?.close());

  const list = (who: Member, status: string, page: number, pagesize: number) =>
    call<{ total: number; page: number; pagesize: number; list: { order_no: string }[] }>(
      t,
      '/api/member/order/list',
      { lang: 'en', status, page: String(page), pagesize: String(pagesize) },
      who.headers,
    );

  it.each(ORDER_TABS)('tab %s: every page newest first, the right total, deleted orders never', async (tab) => {
    const expected = aliceOrders.filter((row) => inTab(tab, row)).map((row) => row.order_no).reverse();
    expect(expected.length).toBeGreaterThan(tab === 'all' ? 30 : 5);
    const pagesize = tab === 'all' ? 7 : 3;
    const lastPage = Math.ceil(expected.length / pagesize);
    const seen: string[] = [];
    // one page past the end: empty, with the total still right
    for (let page = 1; page <= lastPage + 1; page++) {
      const answer = await list(alice, tab === 'all' ? '' : tab, page, pagesize);
      expect(answer.code, `page ${page}`).toBe(1);
      expect(answer.data.total, `total on page ${page}`).toBe(expected.length);
      expect(answer.data).toMatchObject({ page, pagesize });
      expect(answer.data.list.length, `rows on page ${page}`).toBe(page < lastPage ? pagesize : page === lastPage ? expected.length - (lastPage - 1) * pagesize : 0);
      seen.push(...answer.data.list.map((order) => order.order_no));
    }
    expect(seen).toEqual(expected);
  });

  it('a full last page and a page far past the end still give the total', async () => {
    const visible = aliceOrders.filter((row) => !row.hidden).length;
    const pagesize = visible / 2;
    expect(Number.isInteger(pagesize)).toBe(true);
    const last = await list(alice, 'all', 2, pagesize);
    expect(last.data).toMatchObject({ total: visible });
    expect(last.data.list).toHaveLength(pagesize);
    expect((await list(alice, 'all', 50, pagesize)).data).toMatchObject({ total: visible, list: [] });
  });

  it('a member without orders has none, and sees no one else’s', async () => {
    for (const tab of ORDER_TABS) expect((await list(nobody, tab, 1, 10)).data).toMatchObject({ total: 0, page: 1, list: [] });
    const bobs = await list(bob, 'all', 1, 50);
    expect(bobs.data.list.every((order) => !aliceOrders.some((mine) => mine.order_no === order.order_no))).toBe(true);
    expect(bobs.data.total).toBe(bobs.data.list.length);
  });
});

const onOrders = (nodes: PlanNode[]) => nodes.filter((node) => node['Relation Name'] === 'goods_orders');
const describePlan = (nodes: PlanNode[]) =>
  onOrders(nodes).map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());

// PGlite plans these as the PostgreSQL server does (checked on both), so this runs on both
describe('member order list: the plans of its SQL', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await testApp({ seed: false });
    member = await quickMember(t, 'many');
    const others = await Promise.all(Array.from({ length: 50 }, (_, i) => quickMember(t, `other${i}`)));
    // 2,000 orders of one member among 38,000 of fifty others, a seventh of each deleted
    const rows: Seeded[] = [];
    for (let i = 0; i < 40_000; i++) {
      const mine = i % 20 === 0;
      const status = [5, 10, 15, 8, 20, 6, 20, 20][(i >> 2) % 8]!;
      rows.push({ member: mine ? member.id : others[i % 50]!.id, status, hidden: i % 7 === 3, expired: status === 5 && i % 3 === 0 });
    }
    await seedOrders(t.db, rows);
    // the statistics, and the visibility map autovacuum keeps on a table of settled orders
    // (without it an index-only scan is costed as if it read the table)
    await t.db.executeQuery(CompiledQuery.raw('vacuum (analyze) goods_orders'));
  });
  afterAll(async () => t?.close());

  it('the "all" tab: the ids of first and deep pages and the count come from the visible-orders index alone', async () => {
    for (const page of [1, 20, 80, 150]) {
      const scans = describePlan(await planOf(t.db, orderListQueries(t.db, member.id, 'all', page, 10).list));
      // one statement: the page's ids and the count from the index alone, the page's rows by primary key
      expect(scans.filter((scan) => scan === 'Index Only Scan goods_orders_member_visible_idx'), `page ${page}`).toHaveLength(2);
      expect(scans.filter((scan) => scan !== 'Index Only Scan goods_orders_member_visible_idx' && scan !== 'Index Scan goods_orders_pkey'), `page ${page}`).toEqual([]);
    }
  });

  it('the count runs only when the page does not give the total', async () => {
    const loopsOfIndexScans = async (page: number, pagesize: number) => {
      const compiled = orderListQueries(t.db, member.id, 'all', page, pagesize).list.compile();
      const result = await t.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode & { 'Actual Loops': number } }] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
      );
      const loops: number[] = [];
      const walk = (node: PlanNode & { 'Actual Loops'?: number }) => {
        if (node['Index Name'] === 'goods_orders_member_visible_idx') loops.push(node['Actual Loops'] ?? -1);
        (node.Plans as typeof node[] | undefined)?.forEach(walk);
      };
      walk(result.rows[0]!['QUERY PLAN'][0].Plan);
      return loops.sort();
    };
    const visible = Number((await t.db.selectFrom('goods_orders').where('member_id', '=', member.id).where('hidden', '=', false).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(visible % 7).not.toBe(0);
    // a full page: the ids and the count; the last, shorter page: the ids only
    expect(await loopsOfIndexScans(1, 7)).toEqual([1, 1]);
    expect(await loopsOfIndexScans(Math.ceil(visible / 7), 7)).toEqual([0, 1]);
  });

  it('planned once for any values (the named statement’s generic plan), every tab still reads its index', async () => {
    for (const page of [1, 80]) {
      const scans = describePlan(await genericPlanOf(t.db, orderListQueries(t.db, member.id, 'all', page, 10).list));
      expect(scans.filter((scan) => scan === 'Index Only Scan goods_orders_member_visible_idx'), `page ${page}`).toHaveLength(2);
      expect(scans.filter((scan) => scan !== 'Index Only Scan goods_orders_member_visible_idx' && scan !== 'Index Scan goods_orders_pkey'), `page ${page}`).toEqual([]);
    }
    for (const tab of ['5', '10', '15', '8'] as const) {
      const nodes = await genericPlanOf(t.db, orderListQueries(t.db, member.id, tab, 1, 10).list);
      expect(onOrders(nodes).filter((node) => node['Node Type'] === 'Seq Scan'), describePlan(nodes).join(', ')).toEqual([]);
    }
  });

  it.each(['5', '10', '15', '8'] as const)('tab %s: page and count use an index on the member, no table scan', async (tab) => {
    const nodes = await planOf(t.db, orderListQueries(t.db, member.id, tab, 1, 10).list);
    const scans = onOrders(nodes);
    expect(scans.length).toBeGreaterThan(1);
    expect(scans.filter((node) => node['Node Type'] === 'Seq Scan'), describePlan(nodes).join(', ')).toEqual([]);
  });
});

/**
 * A young shop: about a thousand orders, one member with two hundred of them (`npm run bench`'s
 * reader). With the table this small, PostgreSQL judged a hash join that reads every order
 * cheaper than ten lookups by primary key, and the list ran at 0.6 × the reference whenever it
 * planned so (0.47 ms a page against 0.16). The page's rows are fetched one by one by primary key
 * however small the table, in the plan for the values and in the generic plan.
 */
describe('member order list: a young shop', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await testApp({ seed: false });
    member = await quickMember(t, 'reader');
    const others = await Promise.all(Array.from({ length: 50 }, (_, i) => quickMember(t, `buyer${i}`)));
    const rows: Seeded[] = [];
    for (let i = 0; i < 200; i++) rows.push({ member: member.id, status: [10, 15, 20, 5][i % 4]!, hidden: i % 10 === 3 });
    for (let i = 0; i < 900; i++) rows.push({ member: others[i % 50]!.id, status: 5 });
    await seedOrders(t.db, rows);
    await t.db.executeQuery(CompiledQuery.raw('vacuum (analyze) goods_orders'));
  });
  afterAll(async () => t?.close());

  it.each(ORDER_TABS)('tab %s: the page and its rows from indexes, in both plans; no order read by a scan of the table', async (tab) => {
    for (const page of [1, 3]) {
      const query = orderListQueries(t.db, member.id, tab, page, 10).list;
      for (const [plan, nodes] of [['for the values', await planOf(t.db, query)], ['generic', await genericPlanOf(t.db, query)]] as const) {
        expect(onOrders(nodes).filter((node) => node['Node Type'] === 'Seq Scan'), `${plan}, page ${page}: ${describePlan(nodes).join(', ')}`).toEqual([]);
      }
    }
  });
});

/**
 * Smaller still: one member's two hundred orders are all the table holds (the bench's reader
 * before anyone checks out). PostgreSQL's default page costs made it read the few pages whole for
 * each of the page's rows and their items (0.34 ms a page against 0.21); the sessions are told
 * their rows are in memory or on an SSD (`RANDOM_PAGE_COST`), and look rows up by their indexes.
 */
describe('member order list: the first orders of a shop', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await testApp();
    member = await quickMember(t, 'first');
    const rows: Seeded[] = Array.from({ length: 200 }, (_, i) => ({ member: member.id, status: 10, hidden: i % 10 === 3 }));
    const numbers = await seedOrders(t.db, rows);
    await t.db.executeQuery(
      CompiledQuery.raw(
        `insert into goods_order_items (order_id, goods_id, title, image, product_spec, unit_price_fen, dollar_price_cents, product_count)
         select o.id, w.id, w.title, '', w.volume, 100, 15, 1
         from goods_orders o, (select id, title, volume from wines order by id limit 1) w where o.order_no = any($1)`,
        [numbers],
      ),
    );
    await t.db.executeQuery(CompiledQuery.raw('vacuum (analyze) goods_orders'));
    await t.db.executeQuery(CompiledQuery.raw('vacuum (analyze) goods_order_items'));
  });
  afterAll(async () => t?.close());

  it('every session plans with random_page_cost = RANDOM_PAGE_COST', async () => {
    const { rows } = await t.db.executeQuery<{ random_page_cost: string }>(CompiledQuery.raw('show random_page_cost'));
    expect(Number(rows[0]!.random_page_cost)).toBe(RANDOM_PAGE_COST);
    // set beside it when PGlite opens: a smaller cache of pages than PostgreSQL's 128 MB, zeroed at each start
    if (!process.env.DATABASE_URL) {
      const buffers = await t.db.executeQuery<{ shared_buffers: string }>(CompiledQuery.raw('show shared_buffers'));
      expect(buffers.rows[0]!.shared_buffers).toBe('32MB');
    }
  });

  it('the generic plan looks up the page’s orders and their items by index', async () => {
    const nodes = await genericPlanOf(t.db, orderListQueries(t.db, member.id, 'all', 1, 10).list);
    const scans = nodes.filter((node) => node['Node Type'].includes('Scan') && node['Relation Name']).map((node) => `${node['Node Type']} ${node['Relation Name']} ${node['Index Name'] ?? ''}`.trim());
    expect(scans, scans.join(', ')).toContain('Index Scan goods_orders goods_orders_pkey');
    expect(scans, scans.join(', ')).toContain('Index Scan goods_order_items goods_order_items_order_idx');
    expect(scans.filter((scan) => scan.startsWith('Seq Scan goods_order')), scans.join(', ')).toEqual([]);
  });
});
