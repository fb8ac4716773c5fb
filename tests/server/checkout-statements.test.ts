import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { embeddedDatabase } from '../../src/server/db/database';
import { statementClient, textStatementOf } from '../../src/server/db/server-statements';
import { addToCart } from '../../src/server/domain/cart';
import { placeOrder, type CheckoutRules } from '../../src/server/domain/checkout';
import { testApp } from '../helpers/test-app';
import { addressOf, quickMember, setStock, stockOf, wines, type Member, type TestApp } from './shop-helpers';

/**
 * Issue 15: checkout holds the hot wine's row as briefly as it can. Every text the database
 * client is sent is recorded (PGlite's or, on a PostgreSQL server, pg's client): the stock is
 * taken by ONE statement over all lines, and it is the last one, sent with COMMIT — on a server
 * in the same text (one round trip), on PGlite just before it — so the rows it locks are held
 * while the server claims and commits only. BEGIN and COMMIT are not counted as statements.
 * It was 13 statements, and one more per further line, with the stock taken 6th of them. Five
 * now — the member's lock, the receiver phone's lock, the read (the submit token's order, the
 * cart's lines and the holds), the order written, the claim — and on a server three round trips:
 * the three first with BEGIN (db/commit-with.ts's `transactionOpenedWith`), the order, the claim
 * with COMMIT. The statements that travel in a
 * text go as EXECUTEs of statements each connection keeps prepared (db/server-statements.ts): the
 * texts are recorded with each EXECUTE replaced by the statement it runs, and as they were sent.
 */
const STATEMENTS = 5;
/** on a server */
const ROUND_TRIPS = 3;
const rules: CheckoutRules = { shippingFeeFen: 1500, freeShippingFromFen: 50000, validityS: 3600, holdBottlesPerWine: 24 };

let t: TestApp;
let member: Member;
let home: number;
let list: Awaited<ReturnType<typeof wines>>;

/** what the client was sent, in order ('begin', 'commit' and 'rollback' as they are), each EXECUTE as the statement it runs */
let sent: string[];
/** the same texts as they were sent */
let sentAsIs: string[];
let recording = false;

/** A text with each `execute winery_text_N(…)` replaced by the statement it runs. */
const expanded = (text: string) =>
  text.replace(/\bexecute (winery_text_\d+)(\([^;]*\))?/g, (_all, name: string) => textStatementOf(name) ?? `(unknown ${name})`);

/** Records every text the test database's client sends while `recording`. */
async function recordClient(app: TestApp) {
  const pglite = embeddedDatabase(app.db);
  const target = (pglite ?? (await statementClient()).prototype) as unknown as Record<'query' | 'exec', (...args: unknown[]) => unknown>;
  for (const method of pglite ? (['query', 'exec'] as const) : (['query'] as const)) {
    const original = target[method]!;
    target[method] = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (recording && text !== undefined) {
        sent.push(expanded(text.trim()));
        sentAsIs.push(text.trim());
      }
      return original.apply(this, args);
    };
  }
}

const BOUNDARY = /^(begin|commit|rollback)$/i;
/** the statements sent, a text carrying its COMMIT counted as its statement */
const statementsOf = () => sent.filter((text) => !BOUNDARY.test(text)).map((text) => text.replace(/;\s*commit$/i, '').replace(/^begin;\s*/i, ''));
/** the text that ended the transaction carried the claim, or the claim came right before COMMIT */
const claimEnded = () => {
  const last = sent.at(-1)!;
  if (/;\s*commit$/i.test(last)) return isClaim(last);
  return /^commit$/i.test(last) && isClaim(sent.at(-2)!);
};
const isClaim = (text: string) => /\bwinery_claim\(/i.test(text);
const claims = () => statementsOf().filter(isClaim);

beforeAll(async () => {
  t = await testApp();
  member = await quickMember(t, 'counted');
  home = await addressOf(t, member);
  list = await wines(t);
  await recordClient(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').execute();
  for (const wine of list) await setStock(t, wine.id, 100);
  sent = [];
  sentAsIs = [];
});

const fill = (lines: [goodsId: number, count: number][]) =>
  t.db
    .insertInto('cart_items')
    .values(lines.map(([goods_id, product_count]) => ({ member_id: member.id, goods_id, product_count })))
    .execute();
/** a checkout, recording what it sends (and only that) */
const checkout = async (submitToken?: string) => {
  sent = [];
  sentAsIs = [];
  recording = true;
  try {
    return await placeOrder(t.db, member.id, { addressId: home, submitToken }, 'en', rules);
  } finally {
    recording = false;
  }
};

describe('a checkout', () => {
  it(`sends at most ${STATEMENTS} statements (${ROUND_TRIPS} round trips on a server), and the stock claim over every line is the last`, async () => {
    const [a, b, c] = list;
    // the cart's lines in neither the wines' order nor its reverse
    await fill([
      [b!.id, 1],
      [c!.id, 3],
      [a!.id, 2],
    ]);
    const placed = await checkout('tok-statements-0001');
    expect(placed.ok).toBe(true);
    expect(await stockOf(t, a!.id)).toBe(98);
    expect(await stockOf(t, c!.id)).toBe(97);
    expect(claims()).toHaveLength(1);
    expect(claimEnded()).toBe(true);
    // on a server, in the very text that commits: one round trip
    if (!embeddedDatabase(t.db)) {
      expect(sent.at(-1)).toMatch(/\bwinery_claim\([\s\S]*;\s*commit$/i);
      // and the member's lock, then the phone's, then the read in the text that begins
      expect(sent[0]).toMatch(/^begin;\s*select "id" from "members" where "id" = \$1 for update;\nselect pg_advisory_xact_lock\([\s\S]*;\nselect [\s\S]*"held"[\s\S]*$/i);
      expect(sent).toHaveLength(ROUND_TRIPS);
      // as EXECUTEs of statements kept prepared, their values (the ids, the token, the time; the wines' ids and counts) written in
      expect(sentAsIs[0]).toMatch(
        new RegExp(`^begin;\\nexecute winery_text_\\d+\\(${member.id}\\);\\nexecute winery_text_\\d+\\(${member.id}, ${home}\\);\\nexecute winery_text_\\d+\\(${member.id}, 'tok-statements-0001', ('[\\d-]+T[\\d:.]+Z', ){2}${member.id}, ${member.id}, ${home}\\)$`),
      );
      const claim = /^execute winery_text_\d+\(array\[([\d, ]+)\]::int\[\], array\[([\d, ]+)\]::int\[\]\);\ncommit$/.exec(sentAsIs.at(-1)!);
      expect(claim).not.toBeNull();
      const [ids, counts] = [claim![1]!, claim![2]!].map((list) => list.split(', ').map(Number));
      expect(Object.fromEntries(ids!.map((id, i) => [id, counts![i]]))).toEqual({ [a!.id]: 2, [b!.id]: 1, [c!.id]: 3 });
      // in ascending id order: two claims of the same wines never wait on each other in a circle
      expect(ids).toEqual([a!.id, b!.id, c!.id].sort((x, y) => x - y));
    }
    expect(statementsOf().length).toBeLessThanOrEqual(STATEMENTS);
  });

  it('sends the same number for one line as for three (no statement per line)', async () => {
    const [a, b, c] = list;
    await fill([
      [a!.id, 1],
      [b!.id, 1],
      [c!.id, 1],
    ]);
    expect((await checkout('tok-statements-0002')).ok).toBe(true);
    const three = statementsOf().length;
    await fill([[a!.id, 1]]);
    expect((await checkout('tok-statements-0003')).ok).toBe(true);
    expect(statementsOf()).toHaveLength(three);
    expect(claimEnded()).toBe(true);
  });

  it('writes nothing that stays when the claim comes up short, and names the wine', async () => {
    const [a, b] = list;
    await fill([
      [a!.id, 2],
      [b!.id, 5],
    ]);
    await setStock(t, b!.id, 3);
    const orders = async () => (await t.db.selectFrom('goods_orders').select('id').where('member_id', '=', member.id).execute()).length;
    const before = await orders();
    expect(await checkout('tok-statements-0005')).toEqual({ ok: false, key: 'order.stockShort', params: { title: b!.title.en, count: '3' } });
    // the claim refused as a statement: its COMMIT never ran, the transaction was rolled back
    expect(isClaim(statementsOf().at(-1)!)).toBe(true);
    expect(sent.at(-1)).toMatch(/^rollback$/i);
    expect(await orders()).toBe(before);
    expect(await stockOf(t, a!.id)).toBe(100);
    expect(await t.db.selectFrom('cart_items').select('id').where('member_id', '=', member.id).execute()).toHaveLength(2);
  });

  it('answers a repeated submit token from the order it placed, without taking stock again', async () => {
    await fill([[list[0]!.id, 1]]);
    const first = await checkout('tok-statements-0004');
    const again = await checkout('tok-statements-0004');
    expect(again).toEqual(first);
    expect(claims()).toEqual([]);
    expect(await stockOf(t, list[0]!.id)).toBe(99);
  });
});

describe('a cart add', () => {
  it('is one round trip on a server: BEGIN, the member’s lock, the add and COMMIT in one text', async () => {
    const wine = list[0]!;
    sent = [];
    sentAsIs = [];
    recording = true;
    try {
      expect(await addToCart(t.db, member.id, wine.id, 2)).toMatchObject({ ok: true, value: { count_sum: 2 } });
      expect(await addToCart(t.db, member.id, wine.id, 1)).toMatchObject({ ok: true, value: { count_sum: 3 } });
    } finally {
      recording = false;
    }
    if (embeddedDatabase(t.db)) return;
    expect(sent).toHaveLength(2);
    for (const text of sent) expect(text).toMatch(/^begin;\s*select "id" from "members" where "id" = \$1 for update;\n[\s\S]*insert into cart_items[\s\S]*;\ncommit$/i);
    // the lock and the add as EXECUTEs of statements the connection keeps prepared, their values written in
    for (const text of sentAsIs) expect(text).toMatch(new RegExp(`^begin;\\nexecute winery_text_\\d+\\(${member.id}\\);\\nexecute winery_text_\\d+\\(${member.id}, ${wine.id}, [12]\\);\\ncommit$`));
  });
});
