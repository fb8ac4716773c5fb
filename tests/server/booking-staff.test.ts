import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { applyBookingEvent } from '../../src/server/domain/bookings/apply-event';
import { createBookingOrder, type NewBooking } from '../../src/server/domain/bookings/create';
import { staffBookingEvent } from '../../src/server/domain/bookings/staff';
import { createStaff, findStaff } from '../../src/server/domain/staff';
import { testConfig } from '../helpers/test-app';
import { signInStaff } from './aftersales-helpers';
import { bookingApp, bookingOf, call, dayAhead, historyOf, member, taken, visitCategory, type BookingApp } from './booking-helpers';

/** Staff actions on bookings: the staff API and `npm run staff -- …`, both through the machine. */
const PASSWORD = 'cellar-door-2026';
const visit = (memberId: number, day: string, slot = '10:00'): NewBooking => ({
  memberId, kind: 'visit', refId: 1, amountFen: 18_800, dollarCents: 2_600, title: { cn: '标准参观', tw: '標準參觀', en: 'Standard visit' },
  name: 'Li', phone: '13900000000', adults: 2, startAt: new Date(`${day}T${slot}:00+08:00`),
  claims: [{ resource: 'visit:1', day, slot, qty: 2, defaultCapacity: 20 }], validityS: 86_400,
});
const paid = (db: BookingApp['db'], memberId: number, day: string) =>
  db.transaction().execute(async (trx) => {
    const made = await createBookingOrder(trx, visit(memberId, day));
    await applyBookingEvent(trx, made.id, { type: 'PAY', amount: 18_800 }, 'provider:sandbox', { payment: { method: 'sandbox', payNo: `T${made.id}`, paidAt: new Date() } });
    return made;
  });

describe('staff API', () => {
  let t: BookingApp;
  let token: string;
  beforeAll(async () => {
    t = await bookingApp();
    await createStaff(t.db, { username: 'host', name: 'Host', password: PASSWORD });
    token = (await signInStaff(t, 'host', PASSWORD)).token;
  });
  afterAll(async () => t.close());

  it('needs a staff session', async () => {
    const who = await member(t.db);
    expect((await call(t, '/api/staff/booking/places', { resource: 'visit:1', date: dayAhead(3) }, who.token)).code).toBe(401);
  });

  it('sets capacity, closes and reopens a slot; members see it', async () => {
    const cate = await visitCategory(t.db, false);
    const date = dayAhead(6);
    const resource = `visit:${cate.id}`;
    const set = await call(t, '/api/staff/booking/capacity', { resource, date, slot: '10:00', capacity: 2 }, token);
    expect(set.data).toEqual([{ slot: '10:00', capacity: 2, taken: 0, remaining: 2, closed: false }]);
    expect((await call(t, '/api/staff/booking/close', { resource, date }, token)).msg).toBe('Please give a reason');
    const closed = await call(t, '/api/staff/booking/close', { resource, date, reason: 'Harvest festival' }, token);
    expect(closed.data.map((r: any) => r.closed)).toEqual([true, true, true, true]);
    const calendar = await call(t, '/cms/member/visit/getCalendar', { cate: cate.id, date });
    expect(calendar.data.days.find((d: any) => d.date === date)).toMatchObject({ open: false, number: 0 });
    await call(t, '/api/staff/booking/reopen', { resource, date, slot: '11:00', reason: 'Festival moved' }, token);
    const after = await call(t, '/cms/member/visit/getCalendar', { cate: cate.id, date });
    expect(after.data.days.find((d: any) => d.date === date)).toMatchObject({ open: true, number: 20 });
    expect((await call(t, '/api/staff/booking/close', { resource: 'visit:99999', date, reason: 'x' }, token)).msg).toBe('This category cannot be booked at the moment');
    expect((await call(t, '/api/staff/booking/close', { resource, date, slot: '12:00', reason: 'x' }, token)).msg).toBe('This time slot does not exist for this category');
    expect((await call(t, '/api/staff/booking/capacity', { resource, date, capacity: -1 }, token)).code).toBe(0);
  });

  it('marks a paid booking completed or a no-show (places kept); refuses an unpaid one', async () => {
    const who = await member(t.db);
    const day = '2031-06-01';
    const a = await paid(t.db, who.id, day);
    const b = await paid(t.db, who.id, day);
    const unpaid = await t.db.transaction().execute((trx) => createBookingOrder(trx, visit(who.id, day)));
    const done = await call(t, '/api/staff/booking/complete', { order_no: a.orderNo, remark: 'welcomed' }, token);
    expect(done).toMatchObject({ code: 1, msg: 'Marked completed', data: { order_no: a.orderNo, status: 2, state: 'completed' } });
    expect((await call(t, '/api/staff/booking/noShow', { order_no: b.orderNo }, token)).data).toMatchObject({ status: 3, state: 'noShow' });
    expect((await call(t, '/api/staff/booking/complete', { order_no: unpaid.orderNo }, token)).msg).toBe('This booking cannot do this now');
    expect((await call(t, '/api/staff/booking/complete', { order_no: 'B0000NOPE' }, token)).msg).toBe('There are no such orders');
    expect(await taken(t.db, 'visit:1', day, '10:00')).toBe(6);
    const history = await historyOf(t.db, a.id);
    expect(history.at(-1)).toMatchObject({ event: 'COMPLETE', to_status: 2, actor: expect.stringMatching(/^staff:\d+$/) });
    expect((await bookingOf(t.db, b.orderNo)).closed_reason).toBe('noShow');
  });

  it('checks the guests in (staff), then completes; the member sees it in progress, checked in, with nothing to do', async () => {
    const found = (await findStaff(t.db, 'host'))!;
    const host = { id: found.id, username: found.username, role: 'owner', ip: '127.0.0.1' } as const;
    const who = await member(t.db);
    const day = '2031-06-02';
    const a = await paid(t.db, who.id, day);
    const unpaid = await t.db.transaction().execute((trx) => createBookingOrder(trx, visit(who.id, day)));
    expect(await staffBookingEvent(t.db, host, unpaid.orderNo, 'CHECK_IN')).toEqual({ ok: false, key: 'booking.notAllowed' });
    expect(await staffBookingEvent(t.db, host, 'B0000NOPE', 'CHECK_IN')).toEqual({ ok: false, key: 'booking.notFound' });

    const checkedIn = await staffBookingEvent(t.db, host, a.orderNo, 'CHECK_IN', 'party of two at the gate');
    expect(checkedIn).toEqual({ ok: true, value: { order_no: a.orderNo, kind: 'visit', status: 1, state: 'arrived' } });
    expect(await bookingOf(t.db, a.orderNo)).toMatchObject({ status: 1, state: 'arrived', closed_reason: '' });
    // the member's list and detail: status 1 (in progress), state arrived, no cancel and no delete
    const listed = await call(t, '/cms/visit_order/getOrderList', { kind: 'visits', status: 'all', page: 1, pagesize: 50 }, who.token);
    expect(listed.code, listed.msg).toBe(1);
    expect(listed.data.list.find((b: { order_no: string }) => b.order_no === a.orderNo)).toMatchObject({ status: 1, state: 'arrived', actions: [] });
    expect((await call(t, '/cms/visit_order/getOrderInfo', { order_no: a.orderNo }, who.token)).data).toMatchObject({ status: 1, state: 'arrived', actions: [] });
    expect((await call(t, '/cms/visit_order/cancelOrder', { order_no: a.orderNo }, who.token)).code).toBe(0);
    expect((await call(t, '/api/member/visit_order/deleteOrder', { order_no: a.orderNo }, who.token)).code).toBe(0);
    // checked in once; no no-show once the guests are here
    expect(await staffBookingEvent(t.db, host, a.orderNo, 'CHECK_IN')).toEqual({ ok: false, key: 'booking.notAllowed' });
    expect((await call(t, '/api/staff/booking/noShow', { order_no: a.orderNo }, token)).msg).toBe('This booking cannot do this now');
    expect(await bookingOf(t.db, a.orderNo)).toMatchObject({ status: 1, state: 'arrived' });

    const done = await call(t, '/api/staff/booking/complete', { order_no: a.orderNo }, token);
    expect(done).toMatchObject({ code: 1, data: { order_no: a.orderNo, status: 2, state: 'completed' } });
    expect(await taken(t.db, 'visit:1', day, '10:00')).toBe(4); // the places stay taken: the guests came
    expect(await historyOf(t.db, a.id)).toEqual([
      { from_status: null, to_status: 0, event: 'CREATE', actor: `member:${who.id}` },
      { from_status: 0, to_status: 1, event: 'PAY', actor: 'provider:sandbox' },
      { from_status: 1, to_status: 1, event: 'CHECK_IN', actor: `staff:${host.id}` },
      { from_status: 1, to_status: 2, event: 'COMPLETE', actor: `staff:${host.id}` },
    ]);
    const states = await t.db.selectFrom('status_history').select(['from_state', 'to_state', 'note']).where('entity', '=', 'booking').where('entity_id', '=', a.id).orderBy('id').execute();
    expect(states.slice(2)).toEqual([
      { from_state: 'paid', to_state: 'arrived', note: 'party of two at the gate' },
      { from_state: 'arrived', to_state: 'completed', note: '' },
    ]);
  });
});

// on its own embedded database (DATABASE_URL dropped): nothing for the PostgreSQL run to add
describe.skipIf(!!process.env.DATABASE_URL)('npm run staff -- (bookings)', () => {
  const run = promisify(execFile);
  let dataDir = '';
  const orders = { paid: '', unpaid: '', arriving: '' };
  const staff = async (...args: string[]) => {
    const { DATABASE_URL: _server, ...env } = process.env;
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], { env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test', STAFF_PASSWORD: PASSWORD } });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'winery-staff-booking-'));
    const db = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    await migrate(db);
    await seedDemo(db);
    const who = await member(db);
    orders.paid = (await paid(db, who.id, '2031-07-01')).orderNo;
    orders.arriving = (await paid(db, who.id, '2031-07-04')).orderNo;
    orders.unpaid = (await db.transaction().execute((trx) => createBookingOrder(trx, visit(who.id, '2031-07-01')))).orderNo;
    await db.destroy();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('shows, resizes and closes places', async () => {
    const places = await staff('places', '--resource', 'visit:1', '--date', '2031-07-01');
    expect(places.code).toBe(0);
    expect(places.out).toMatch(/10:00\s+capacity\s+20\s+taken\s+4\s+left\s+16/);
    await staff('create-staff', '--username', 'host', '--name', 'Host');
    const resized = await staff('capacity', '--staff', 'host', '--resource', 'visit:1', '--date', '2031-07-01', '--slot', '11:00', '--capacity', '5');
    expect(resized.out).toMatch(/11:00\s+capacity\s+5\s+taken\s+0\s+left\s+5/);
    expect(await staff('close', '--staff', 'host', '--resource', 'visit:1', '--date', '2031-07-02')).toMatchObject({ code: 2, out: expect.stringContaining('missing --remark') });
    const closed = await staff('close', '--staff', 'host', '--resource', 'visit:1', '--date', '2031-07-02', '--remark', 'Harvest festival');
    expect(closed.out.match(/CLOSED/g)).toHaveLength(4);
    expect((await staff('close', '--staff', 'host', '--resource', 'nowhere', '--date', '2031-07-02', '--remark', 'x')).code).toBe(2);
  }, 60_000);

  it("knows the villa's rooms as resources too: a night of room 1 closed and reopened", async () => {
    const closed = await staff('close', '--staff', 'host', '--resource', 'room:1', '--date', '2031-07-03', '--remark', 'Repainting');
    expect(closed.code).toBe(0);
    expect(closed.out).toMatch(/CLOSED/);
    const reopened = await staff('reopen', '--staff', 'host', '--resource', 'room:1', '--date', '2031-07-03', '--remark', 'Paint dry');
    expect(reopened.code).toBe(0);
    expect(reopened.out).not.toMatch(/CLOSED/);
  }, 60_000);

  it('marks completed and no-show through the machine', async () => {
    await staff('create-staff', '--username', 'host', '--name', 'Host');
    const arrived = await staff('check-in', '--staff', 'host', '--order', orders.arriving);
    expect(arrived.out, arrived.out).toContain(`visit booking ${orders.arriving}: status 1 (arrived)`);
    expect((await staff('check-in', '--staff', 'host', '--order', orders.arriving)).out).toContain('refused: This booking cannot do this now');
    expect((await staff('complete', '--staff', 'host', '--order', orders.arriving)).out).toContain(`visit booking ${orders.arriving}: status 2 (completed)`);
    expect((await staff('complete', '--staff', 'host', '--order', orders.paid)).out).toContain(`visit booking ${orders.paid}: status 2 (completed)`);
    const refused = await staff('no-show', '--staff', 'host', '--order', orders.unpaid);
    expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('refused: This booking cannot do this now') });
  }, 60_000);
});
