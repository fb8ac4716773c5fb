import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AnyStateMachine } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingOrderMachine } from '../../machines/booking-order.machine';
import { contentPublicationMachine } from '../../machines/content-publication.machine';
import { goodsOrderMachine } from '../../machines/goods-order.machine';
import { moneyRefundMachine } from '../../machines/money-refund.machine';
import { paymentAttemptMachine } from '../../machines/payment-attempt.machine';
import { refundMachine } from '../../machines/refund.machine';
import { migrate } from '../../src/server/db/migrate';
import { statusCheck, statusCheckName } from '../../src/server/db/status-constraints';
import { applyBookingEvent } from '../../src/server/domain/bookings/apply-event';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { initialStatus, machineStatuses, resolveStored, stateOf } from '../../src/server/domain/machine-rules';
import { databaseAt } from '../helpers/test-app';
import { REFUND_FORM, unpaidOrder } from './aftersales-helpers';
import { bookingOf, bookVisit, call, dayAhead, diningCategory, member, visitCategory } from './booking-helpers';
import { paymentApp, type PaymentApp } from './payment-helpers';
import { call as shopCall } from './shop-helpers';
import { CREATE as STAY_CREATE, dayFromToday, guest, seededRooms, stayForm } from './stay-helpers';

/**
 * Issue 12 §4, storage that cannot drift: every row of a domain machine stores the state's name
 * beside its code, starts at the machine's initial state with a CREATE history row, and the
 * database refuses any (code, state) pair its machine does not have — the CHECK being the
 * machines' own pairs, compared here with what the machines say today.
 */
const STORED: Array<{ table: 'goods_orders' | 'refunds' | 'booking_orders' | 'payments' | 'payment_refunds' | 'content_documents'; entity: string; machine: AnyStateMachine }> = [
  { table: 'goods_orders', entity: 'goods_order', machine: goodsOrderMachine },
  { table: 'refunds', entity: 'refund', machine: refundMachine },
  { table: 'booking_orders', entity: 'booking', machine: bookingOrderMachine },
  // the money side (migration 0018)
  { table: 'payments', entity: 'payment', machine: paymentAttemptMachine },
  { table: 'payment_refunds', entity: 'money_refund', machine: moneyRefundMachine },
  // the site's words and pictures (migration 0024)
  { table: 'content_documents', entity: 'content', machine: contentPublicationMachine },
];

let t: PaymentApp;
beforeAll(async () => {
  t = await paymentApp();
});
afterAll(async () => t.close());

const creation = (entity: string, id: number) =>
  t.db
    .selectFrom('status_history')
    .select(['from_status', 'from_state', 'to_status', 'to_state', 'event', 'actor', 'note'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

/** The PostgreSQL error code of what a statement threw ('' when it did not throw). */
async function errorCode(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return '';
  } catch (error) {
    return String((error as { code?: string }).code ?? (error as Error).message);
  }
}

describe('the first status comes from the machine', () => {
  it('initialStatus is the initial state and its code', () => {
    expect(initialStatus(goodsOrderMachine)).toEqual({ status: 5, state: 'unpaid' });
    expect(initialStatus(refundMachine)).toEqual({ status: 0, state: 'underReview' });
    expect(initialStatus(bookingOrderMachine)).toEqual({ status: 0, state: 'unpaid' });
  });

  it('checkout stores the goods order in the initial state, with a CREATE row (member, checkout)', async () => {
    const { member: who, orderNo } = await unpaidOrder(t);
    const order = await t.db.selectFrom('goods_orders').select(['id', 'status', 'state']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect({ status: order.status, state: order.state }).toEqual(initialStatus(goodsOrderMachine));
    expect(await creation('goods_order', order.id)).toEqual([
      { from_status: null, from_state: null, to_status: 5, to_state: 'unpaid', event: 'CREATE', actor: `member:${who.id}`, note: 'checkout' },
    ]);
  });

  it('a refund request stores the refund in the initial state, with a CREATE row (member, the reason)', async () => {
    const { member: who, orderNo } = await unpaidOrder(t);
    const order = await t.db.selectFrom('goods_orders').select(['id', 'amount_fen']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const paid = await t.db.transaction().execute((trx) =>
      applyGoodsOrderEvent(trx, order.id, { type: 'PAY', amount: order.amount_fen }, 'provider:sandbox', {
        payment: { method: 'sandbox', payNo: `P${randomBytes(4).toString('hex')}`, paidAt: new Date() },
      }),
    );
    expect(paid).toMatchObject({ ok: true, to: 10, fromState: 'unpaid', toState: 'paid' });
    const asked = await shopCall(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM }, who.headers);
    expect(asked.code, asked.msg).toBe(1);
    const refund = await t.db.selectFrom('refunds').select(['id', 'status', 'state']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect({ status: refund.status, state: refund.state }).toEqual(initialStatus(refundMachine));
    expect(await creation('refund', refund.id)).toEqual([
      { from_status: null, from_state: null, to_status: 0, to_state: 'underReview', event: 'CREATE', actor: `member:${who.id}`, note: REFUND_FORM.reason },
    ]);
    // the order's own rows carry the state names too
    expect((await creation('goods_order', order.id)).map((h) => [h.event, h.from_state, h.to_state])).toEqual([
      ['CREATE', null, 'unpaid'],
      ['PAY', 'unpaid', 'paid'],
      ['REQUEST_REFUND', 'paid', 'afterSales'],
    ]);
    expect(await t.db.selectFrom('goods_orders').select(['status', 'state']).where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({ status: 8, state: 'afterSales' });
  });

  it('visit, dinner and stay bookings are stored in the initial state, each with a CREATE row (member, kind)', async () => {
    const who = await member(t.db);
    const visit = await bookVisit(t, who, { cate: (await visitCategory(t.db, false)).id, date: dayAhead(4), slot: '11:00', adults: 2 });
    expect(visit.code, visit.msg).toBe(1);
    const dinner = await call(t, '/cms/catering/getCateringOrder', { cate: (await diningCategory(t.db)).id, date: dayAhead(6), adults: 2, name: 'Wang', phone: '13900000002' }, who.token);
    expect(dinner.code, dinner.msg).toBe(1);
    const { king } = await seededRooms(t.db);
    const stay = await call(t, STAY_CREATE, { ...stayForm(king.id, dayFromToday(20), dayFromToday(21)), ...guest }, who.token);
    expect(stay.code, stay.msg).toBe(1);
    for (const [made, kind] of [[visit, 'visit'], [dinner, 'dining'], [stay, 'stay']] as const) {
      const row = await bookingOf(t.db, made.data.order_no);
      expect({ kind: row.kind, status: row.status, state: row.state }).toEqual({ kind, ...initialStatus(bookingOrderMachine) });
      expect(await creation('booking', row.id)).toEqual([
        { from_status: null, from_state: null, to_status: 0, to_state: 'unpaid', event: 'CREATE', actor: `member:${who.id}`, note: `${kind} booking` },
      ]);
    }
  });
});

describe('the stored state tells apart the states of one code', () => {
  it('resolves a stored name, falls back to the code without one, and refuses a name of another code', () => {
    expect(stateOf(bookingOrderMachine, 3)).toBe('cancelled');
    expect(resolveStored(bookingOrderMachine, { code: 3, state: 'noShow' })).toBe('noShow');
    expect(resolveStored(bookingOrderMachine, { code: 3, state: null })).toBe('cancelled');
    expect(resolveStored(bookingOrderMachine, 3)).toBe('cancelled');
    expect(() => resolveStored(bookingOrderMachine, { code: 1, state: 'expired' })).toThrow(/expired does not have status 1/);
  });

  it('an expired booking stays expired when the member deletes it: status 3, state and history say expired', async () => {
    const who = await member(t.db);
    const made = await bookVisit(t, who, { cate: (await visitCategory(t.db, false)).id, date: dayAhead(5), slot: '11:00', adults: 1 });
    expect(made.code, made.msg).toBe(1);
    const { id } = await bookingOf(t.db, made.data.order_no);
    const expired = await t.db.transaction().execute((trx) => applyBookingEvent(trx, id, { type: 'EXPIRE' }, 'timer:expire-orders'));
    expect(expired).toMatchObject({ ok: true, from: 0, to: 3, fromState: 'unpaid', toState: 'expired' });
    const deleted = await t.db.transaction().execute((trx) => applyBookingEvent(trx, id, { type: 'DELETE' }, `member:${who.id}`));
    // with the code alone, 3 would read as the first closed state (cancelled) and be saved so
    expect(deleted).toMatchObject({ ok: true, from: 3, to: 3, fromState: 'expired', toState: 'expired' });
    expect(await bookingOf(t.db, made.data.order_no)).toMatchObject({ status: 3, state: 'expired', closed_reason: 'expired' });
    expect((await creation('booking', id)).map((h) => [h.event, h.from_state, h.to_state])).toEqual([
      ['CREATE', null, 'unpaid'],
      ['EXPIRE', 'unpaid', 'expired'],
      ['DELETE', 'expired', 'expired'],
    ]);
  });
});

describe('the database refuses what the machines do not have', () => {
  it('a code, a state, or a state under another code', async () => {
    const { orderNo } = await unpaidOrder(t);
    const order = await t.db.selectFrom('goods_orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const who = await member(t.db);
    const made = await bookVisit(t, who, { cate: (await visitCategory(t.db, false)).id, date: dayAhead(6), slot: '11:00', adults: 1 });
    const booking = await bookingOf(t.db, made.data.order_no);
    const setOrder = (status: number, state: string) => () => t.db.updateTable('goods_orders').set({ status, state }).where('id', '=', order.id).execute();
    const setBooking = (status: number, state: string) => () => t.db.updateTable('booking_orders').set({ status, state }).where('id', '=', booking.id).execute();
    expect(await errorCode(setOrder(9, 'unpaid'))).toBe('23514'); // no state has code 9
    expect(await errorCode(setOrder(5, 'pending'))).toBe('23514'); // no such state
    expect(await errorCode(setOrder(5, 'shipped'))).toBe('23514'); // shipped is 15
    expect(await errorCode(setBooking(1, 'expired'))).toBe('23514'); // expired is 3
    expect(await errorCode(setBooking(4, 'unpaid'))).toBe('23514');
    expect(await errorCode(setBooking(3, 'closed'))).toBe('23514'); // the goods order's word, not the booking's
    // a pair the machine has is stored (and put back)
    expect(await errorCode(setBooking(3, 'noShow'))).toBe('');
    expect(await errorCode(setBooking(0, 'unpaid'))).toBe('');
    const refund = (columns: Record<string, number | string>) => () =>
      t.db
        .insertInto('refunds')
        .values({ order_id: order.id, out_refund_no: `RF${randomBytes(4).toString('hex')}`, reason: 'other', contact_name: 'x', contact_phone: 'x', amount_fen: 1, ...columns } as never)
        .execute();
    expect(await errorCode(refund({ status: 1, state: 'rejected' }))).toBe('23514'); // rejected is 2
    expect(await errorCode(refund({ status: 0, state: 'unpaid' }))).toBe('23514'); // another machine's word
    // an insert must state both: neither has a default
    expect(await errorCode(refund({ state: 'underReview' }))).toBe('23502');
    expect(await errorCode(refund({ status: 0 }))).toBe('23502');
  });

  it("each table's CHECK is exactly the one its machine generates today", async () => {
    // PostgreSQL prints both constraints the same way only when they allow the same pairs
    const definition = async (table: string, name: string) =>
      (
        await sql<{ def: string }>`select pg_get_constraintdef(c.oid) as def from pg_constraint c
          where c.conrelid = ${table}::regclass and c.conname = ${name}`.execute(t.db)
      ).rows[0]?.def;
    for (const { table, machine } of STORED) {
      const stored = await definition(table, statusCheckName(table));
      const probe = `status_probe_${table}`;
      await sql`create temporary table ${sql.table(probe)} (status smallint, state text)`.execute(t.db);
      await sql`alter table ${sql.table(probe)} add constraint ${sql.ref(statusCheckName(probe))} check (${statusCheck(machineStatuses(machine))})`.execute(t.db);
      const generated = await definition(probe, statusCheckName(probe));
      await sql`drop table ${sql.table(probe)}`.execute(t.db);
      expect(
        stored,
        `${machine.id} (${table}): its (code, state) pairs are not the database's CHECK — a machine change needs a migration that replaces ` +
          `${statusCheckName(table)} with statusCheck(machineStatuses(${machine.id}Machine))`,
      ).toBe(generated);
    }
    // no other CHECK on a status column is left to contradict it (0012's `status between 0 and 3` is gone)
    const others = await sql<{ conname: string }>`select conname from pg_constraint
      where contype = 'c' and conrelid in ('goods_orders'::regclass, 'refunds'::regclass, 'booking_orders'::regclass, 'payments'::regclass, 'payment_refunds'::regclass, 'content_documents'::regclass)
        and pg_get_constraintdef(oid) ~ 'status' and conname not like '%_status_state_check'`.execute(t.db);
    expect(others.rows).toEqual([]);
  });
});

describe('migration 0017 names the state of every stored row', () => {
  it('from the code, and for a closed booking from closed_reason, else its history, else its columns', async () => {
    const { db, drop } = await databaseAt('0014-promotions');
    try {
      const [who] = (
        await sql<{ id: number }>`insert into members (username, nickname, password_hash, salt) values ('backfill', 'b', 'x', 'y') returning id`.execute(db)
      ).rows;
      const order = async (no: string, status: number) =>
        (
          await sql<{ id: number }>`insert into goods_orders (order_no, member_id, status, goods_fen, shipping_fen, amount_fen, dollar_cents, product_count,
            consignee, mobile, province, city, area, address_details, expires_at)
            values (${no}, ${who!.id}, ${status}, 100, 0, 100, 10, 1, 'Li', '13800000000', 370000, 370600, 370614, 'Cliff Road 1', now())
            returning id`.execute(db)
        ).rows[0]!.id;
      const paidOrder = await order('G10', 10);
      const afterSales = await order('G8', 8);
      await sql`insert into refunds (order_id, out_refund_no, status, reason, contact_name, contact_phone, amount_fen)
        values (${afterSales}, 'RF1', 2, 'other', 'Li', '13800000000', 100)`.execute(db);
      const booking = async (no: string, fields: { status: number; closed_reason?: string; paid?: boolean; refund_fen?: number; closed_at?: string }) =>
        (
          await sql<{ id: number }>`insert into booking_orders (order_no, member_id, kind, status, closed_reason, ref_id, amount_fen, pay_fen, dollar_cents,
            title, name, phone, adults, start_at, details, expires_at, paid_at, refund_fen, closed_at)
            values (${no}, ${who!.id}, 'visit', ${fields.status}, ${fields.closed_reason ?? ''}, 1, 100, 100, 10, '{"cn":"x","tw":"x","en":"x"}'::jsonb,
              'Li', '13800000000', 1, now() + interval '2 days', '{}'::jsonb, '2026-01-01T12:00:00Z',
              ${fields.paid ? sql`'2026-01-01T10:00:00Z'::timestamptz` : null}, ${fields.refund_fen ?? 0},
              ${fields.closed_at ? sql`${fields.closed_at}::timestamptz` : null})
            returning id`.execute(db)
        ).rows[0]!.id;
      const ids = {
        unpaid: await booking('B0', { status: 0 }),
        paid: await booking('B1', { status: 1, paid: true }),
        completed: await booking('B2', { status: 2, paid: true }),
        byReason: await booking('B3a', { status: 3, closed_reason: 'noShow', paid: true }),
        byHistory: await booking('B3b', { status: 3, paid: true, refund_fen: 100 }),
        neverPaidLate: await booking('B3c', { status: 3, closed_at: '2026-01-01T12:00:01Z' }),
        neverPaidEarly: await booking('B3d', { status: 3, closed_at: '2026-01-01T11:00:00Z' }),
        paidRefunded: await booking('B3e', { status: 3, paid: true, refund_fen: 50 }),
        paidKept: await booking('B3f', { status: 3, paid: true }),
      };
      // B3b's history says EXPIRE although its columns would say refunded: the history wins
      for (const [entity, id, from, to, event] of [
        ['booking', ids.byHistory, 0, 3, 'EXPIRE'],
        ['booking', ids.byHistory, 3, 3, 'DELETE'],
        ['goods_order', paidOrder, 5, 10, 'PAY'],
      ] as const) {
        await sql`insert into status_history (entity, entity_id, from_status, to_status, event, actor) values (${entity}, ${id}, ${from}, ${to}, ${event}, 'test')`.execute(db);
      }

      await migrate(db);

      const states = await sql<{ order_no: string; status: number; state: string }>`select order_no, status, state from booking_orders order by order_no`.execute(db);
      expect(Object.fromEntries(states.rows.map((r) => [r.order_no, r.state]))).toEqual({
        B0: 'unpaid',
        B1: 'paid',
        B2: 'completed',
        B3a: 'noShow',
        B3b: 'expired',
        B3c: 'expired',
        B3d: 'cancelled',
        B3e: 'refunded',
        B3f: 'noShow',
      });
      expect((await sql<{ order_no: string; state: string }>`select order_no, state from goods_orders order by order_no`.execute(db)).rows).toEqual([
        { order_no: 'G10', state: 'paid' },
        { order_no: 'G8', state: 'afterSales' },
      ]);
      expect((await sql<{ state: string }>`select state from refunds`.execute(db)).rows).toEqual([{ state: 'rejected' }]);
      expect(
        (await sql<{ event: string; from_state: string | null; to_state: string }>`select event, from_state, to_state from status_history order by id`.execute(db)).rows,
      ).toEqual([
        { event: 'EXPIRE', from_state: 'unpaid', to_state: 'expired' },
        { event: 'DELETE', from_state: 'expired', to_state: 'expired' },
        { event: 'PAY', from_state: 'unpaid', to_state: 'paid' },
      ]);
    } finally {
      await drop();
    }
  });
});
