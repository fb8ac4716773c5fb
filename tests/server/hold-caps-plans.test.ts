import { randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { checkoutRead } from '../../src/server/domain/checkout';
import { bottlesHeldOf, placesHeld } from '../../src/server/domain/holds';
import { genericPlanOf, planOf, scansOf } from '../helpers/plans';
import { testApp } from '../helpers/test-app';
import { quickMember, type Member, type TestApp } from './shop-helpers';

/**
 * The hold caps' counts (domain/holds.ts) run in every checkout and every booking: what a member
 * OR a phone holds unpaid. In a shop where many others hold unpaid orders — a wine everyone wants —
 * they must read the holder's rows by index (the member's, and the phone's: migration 0037), not
 * every unpaid order of the shop. The counts themselves are checked beside the plans. On PGlite and
 * on PostgreSQL (DATABASE_URL=postgres://… npx vitest run --project unit tests/server/hold-caps-plans.test.ts).
 */
const PHONE = '13800000007';
const OTHER_PHONE = '13800000008';
const DAY = '2026-12-12';

type GoodsRow = { member: number; phone: string; bottles: number; status: 5 | 10; expired?: boolean };
type BookingRow = { member: number; phone: string; places: number; status: 0 | 1; expired?: boolean };

async function seedGoods(db: Db, wine: number, rows: GoodsRow[]) {
  await db.executeQuery(
    CompiledQuery.raw(
      `with placed as (
         insert into goods_orders (order_no, member_id, status, state, goods_fen, shipping_fen, amount_fen, dollar_cents, product_count,
           consignee, mobile, province, city, area, address_details, expires_at)
         select 'H' || $6 || lpad(n::text, 7, '0'), m, s, case s when 5 then 'unpaid' else 'paid' end, 100 * b, 0, 100 * b, 15 * b, b,
           'Li Hua', p, 370000, 370600, 370614, 'Cliff Road 1', case when e then now() - interval '1 hour' else now() + interval '1 hour' end
         from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::bool[]) with ordinality as u(m, p, b, s, e, n)
         returning id, product_count)
       insert into goods_order_items (order_id, goods_id, title, image, product_spec, unit_price_fen, dollar_price_cents, product_count)
       select placed.id, $7, '{}', '', '750 ml', 100, 15, placed.product_count from placed`,
      [
        rows.map((r) => r.member), rows.map((r) => r.phone), rows.map((r) => r.bottles), rows.map((r) => r.status),
        rows.map((r) => r.expired ?? false), randomBytes(3).toString('hex'), wine,
      ],
    ),
  );
}

async function seedBookings(db: Db, rows: BookingRow[]) {
  await db.executeQuery(
    CompiledQuery.raw(
      `with placed as (
         insert into booking_orders (order_no, member_id, kind, status, state, ref_id, amount_fen, pay_fen, dollar_cents, title, name, phone,
           adults, start_at, expires_at)
         select 'V' || $6 || lpad(n::text, 7, '0'), m, 'visit', s, case s when 0 then 'unpaid' else 'paid' end, 1, 100, 100, 15, '{}', 'Li Hua', p,
           q, $7::date + time '10:00', case when e then now() - interval '1 hour' else now() + interval '1 hour' end
         from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::bool[]) with ordinality as u(m, p, q, s, e, n)
         returning id, adults)
       insert into booking_claims (order_id, resource, day, slot, qty)
       select placed.id, 'visit:1', $7::date, '10:00', placed.adults from placed`,
      [
        rows.map((r) => r.member), rows.map((r) => r.phone), rows.map((r) => r.places), rows.map((r) => r.status),
        rows.map((r) => r.expired ?? false), randomBytes(3).toString('hex'), DAY,
      ],
    ),
  );
}

let t: TestApp;
let holder: Member;
let sharer: Member;
let wine: number;
/** the holder's receiver at PHONE, for the checkout's read */
let receiver: number;

beforeAll(async () => {
  t = await testApp();
  [holder, sharer] = [await quickMember(t, 'holder'), await quickMember(t, 'sharer')];
  // four hundred others, as a shop of some years has: a member's share of the orders is small
  const others = await t.db
    .insertInto('members')
    .values(Array.from({ length: 400 }, (_, i) => ({ username: `buyer-${i}-${randomBytes(3).toString('hex')}`, nickname: `buyer${i}`, password_hash: 'x', salt: 'y' })))
    .returning('id')
    .execute();
  wine = (await t.db.selectFrom('wines').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const phoneOf = (i: number) => `139${String(i).padStart(8, '0')}`;

  // a wine everyone wants: 3,000 unpaid orders and 1,000 paid ones of the others, each their own phone
  const goods: GoodsRow[] = Array.from({ length: 4000 }, (_, i) => ({ member: others[i % 400]!.id, phone: phoneOf(i % 400), bottles: 1 + (i % 3), status: i % 4 === 0 ? 10 : 5 }));
  // the holder's: two unpaid to the phone, one unpaid to another phone; a paid one and an expired one count for nothing
  goods.push(
    { member: holder.id, phone: PHONE, bottles: 2, status: 5 },
    { member: holder.id, phone: PHONE, bottles: 1, status: 5 },
    { member: holder.id, phone: OTHER_PHONE, bottles: 4, status: 5 },
    { member: holder.id, phone: PHONE, bottles: 5, status: 10 },
    { member: holder.id, phone: PHONE, bottles: 5, status: 5, expired: true },
    // another member's order to the same phone counts for the phone
    { member: sharer.id, phone: PHONE, bottles: 3, status: 5 },
  );
  await seedGoods(t.db, wine, goods);
  // the holder's cart, the wine selected, and a receiver at the phone: what the checkout's read counts for
  receiver = (
    await t.db
      .insertInto('member_addresses')
      .values({ member_id: holder.id, consignee: 'Li Hua', mobile: PHONE, province: 370000, city: 370600, area: 370614, address_details: 'Cliff Road 1', is_default: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('cart_items').values({ member_id: holder.id, goods_id: wine, product_count: 1 }).execute();

  const bookings: BookingRow[] = Array.from({ length: 3000 }, (_, i) => ({ member: others[i % 400]!.id, phone: phoneOf(i % 400), places: 1 + (i % 2), status: i % 3 === 0 ? 1 : 0 }));
  bookings.push(
    { member: holder.id, phone: PHONE, places: 2, status: 0 },
    { member: holder.id, phone: OTHER_PHONE, places: 1, status: 0 },
    { member: holder.id, phone: PHONE, places: 4, status: 1 },
    { member: holder.id, phone: PHONE, places: 4, status: 0, expired: true },
    { member: sharer.id, phone: PHONE, places: 3, status: 0 },
  );
  await seedBookings(t.db, bookings);
  for (const table of ['goods_orders', 'goods_order_items', 'booking_orders', 'booking_claims']) {
    await t.db.executeQuery(CompiledQuery.raw(`vacuum (analyze) ${table}`));
  }
});
afterAll(async () => t?.close());

/** Scans that read every unpaid order of the shop, or a whole table, to find one holder's rows. */
const broadScans = (scans: string[], tables: string[], expiryIndex: string) =>
  scans.filter((scan) => (scan.startsWith('Seq Scan') && tables.some((table) => scan.includes(` ${table}`))) || scan.endsWith(expiryIndex));

describe('hold caps: the bottles a member and a phone hold', () => {
  const toNumbers = (rows: { goods_id: number; member: number; phone: number }[]) =>
    rows.map((row) => ({ goods_id: row.goods_id, member: Number(row.member), phone: Number(row.phone) }));

  it('counts the member’s unpaid bottles (any phone) and the phone’s (any member), nothing paid or expired', async () => {
    const held = bottlesHeldOf(sql.val(holder.id), sql.val(PHONE), sql`select ${wine}::int`);
    const [row] = await t.db.selectNoFrom(held.as('held')).execute();
    expect(toNumbers(row!.held)).toEqual([{ goods_id: wine, member: 7, phone: 6 }]);
  });

  it('the checkout’s read counts them for the selected wines of the cart and the chosen receiver’s phone', async () => {
    const [read] = await checkoutRead(t.db, holder.id, receiver, null, new Date());
    expect(toNumbers(read!.held)).toEqual([{ goods_id: wine, member: 7, phone: 6 }]);
    expect(read!.mobile).toBe(PHONE);
  });

  // the checkout's read is a statement the server keeps (db/prepared.ts): after five runs it may be planned once for any values
  it.each(['for the values', 'generic'] as const)('the %s plan of the checkout’s read reads the holder’s orders by index and their items by order', async (kind) => {
    const query = checkoutRead.compile(t.db, holder.id, receiver, null, new Date());
    const scans = scansOf(kind === 'generic' ? await genericPlanOf(t.db, query) : await planOf(t.db, query));
    expect(broadScans(scans, ['goods_orders', 'goods_order_items'], 'goods_orders_unpaid_expiry_idx'), scans.join(', ')).toEqual([]);
    expect(scans.some((scan) => scan.endsWith('goods_orders_unpaid_mobile_idx')), scans.join(', ')).toBe(true);
  });
});

describe('hold caps: the places a member and a phone hold', () => {
  const now = () => new Date();
  const query = () => placesHeld({ memberId: holder.id, phone: PHONE, now: now() }, [DAY]).compile(t.db);

  it('counts the member’s unpaid places (any phone) and the phone’s (any member), nothing paid or expired', async () => {
    const { rows } = await placesHeld({ memberId: holder.id, phone: PHONE, now: now() }, [DAY]).execute(t.db);
    const sum = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((total, row) => total + Number(row.qty), 0);
    expect({ member: sum((row) => row.member), phone: sum((row) => row.phone) }).toEqual({ member: 3, phone: 5 });
  });

  // sent unnamed, with its values (not a statement the server keeps): planned for its values every time
  it('the plan reads the holder’s bookings by index and their claims by booking', async () => {
    const scans = scansOf(await planOf(t.db, query()));
    expect(broadScans(scans, ['booking_orders', 'booking_claims'], 'booking_orders_unpaid_expiry_idx'), scans.join(', ')).toEqual([]);
    expect(scans.some((scan) => scan.endsWith('booking_orders_unpaid_phone_idx')), scans.join(', ')).toBe(true);
  });
});
