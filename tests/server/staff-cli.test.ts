import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { testConfig } from '../helpers/test-app';
import { paidOrder, REFUND_FORM, unpaidOrder } from './aftersales-helpers';
import { call, type TestApp } from './shop-helpers';

const run = promisify(execFile);
let dataDir = '';
const PASSWORD = 'warehouse-door-42';

/** `npm run staff -- …` as a process of its own, on the temporary embedded database. */
async function staff(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { DATABASE_URL: _server, ...env } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
      env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test', STAFF_PASSWORD: PASSWORD },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

const orders: Record<'unpaid' | 'toShip' | 'toReject' | 'toApprove' | 'toMove', string> = { unpaid: '', toShip: '', toReject: '', toApprove: '', toMove: '' };
let db: Db;

// The command runs on its own embedded database (DATABASE_URL is dropped): the PostgreSQL run of
// the server suite has nothing to add here, so it skips these slow process spawns.
describe.skipIf(!!process.env.DATABASE_URL)('npm run staff', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'winery-staff-cli-'));
    // orders made the real way, through the API, on the same embedded database the command will open
    const config = testConfig({ DATA_DIR: dataDir });
    const setup = await openDatabase(config);
    await migrate(setup);
    await seedDemo(setup);
    const app = await buildApp({ config, db: setup });
    const t = { app, db: setup, close: async () => {} } as TestApp;
    orders.unpaid = (await unpaidOrder(t)).orderNo;
    orders.toShip = (await paidOrder(t)).orderNo;
    orders.toMove = (await paidOrder(t)).orderNo;
    const refunding = await paidOrder(t);
    orders.toReject = refunding.orderNo;
    const approving = await paidOrder(t);
    orders.toApprove = approving.orderNo;
    for (const who of [refunding, approving]) {
      const asked = await call(t, '/api/member/order/refuse', { order_no: who.orderNo, ...REFUND_FORM }, who.member.headers);
      expect(asked.code).toBe(1);
    }
    await app.close();
    await setup.destroy();
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('explains itself: usage without a command, for an unknown one and for a missing option', async () => {
    const bare = await staff();
    expect(bare.code).toBe(2);
    expect(bare.err).toContain('Usage: npm run staff -- <command>');
    const unknown = await staff('fly');
    expect(unknown).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "fly"') });
    const missing = await staff('ship', '--order', orders.toShip);
    expect(missing).toMatchObject({ code: 2, err: expect.stringContaining('missing --staff') });
  }, 60_000);

  it('creates a staff account, ships, tracks, rejects a refund, lists and tells the story — each audited', async () => {
    const created = await staff('create-staff', '--username', 'cli.packer', '--name', 'Wang Packer');
    expect(created.code).toBe(0);
    const id = Number(/#(\d+)/.exec(created.out)?.[1]);
    expect(created.out).toContain('cli.packer');

    const unknownStaff = await staff('ship', '--staff', 'ghost', '--order', orders.toShip, '--company', 'ems', '--number', 'E123456789');
    expect(unknownStaff).toMatchObject({ code: 2, err: expect.stringContaining('no staff account "ghost"') });

    const unpaid = await staff('ship', '--staff', 'cli.packer', '--order', orders.unpaid, '--company', 'ems', '--number', 'E123456789');
    expect(unpaid).toMatchObject({ code: 1, err: expect.stringContaining('refused: Not allowed: the order is in status 5') });
    const badCarrier = await staff('ship', '--staff', 'cli.packer', '--order', orders.toShip, '--company', 'pigeon', '--number', 'E123456789');
    expect(badCarrier).toMatchObject({ code: 1, err: expect.stringContaining('refused: Unknown carrier') });

    const shipped = await staff('ship', '--staff', 'cli.packer', '--order', orders.toShip, '--company', 'ems', '--number', 'E123456789CN');
    expect(shipped).toMatchObject({ code: 0, out: expect.stringContaining('status 15 shipped') });
    const tracked = await staff('track', '--staff', 'cli.packer', '--order', orders.toShip, '--state', 'outForDelivery', '--context', 'With the Penglai courier', '--time', '2026-05-03 09:15');
    expect(tracked).toMatchObject({ code: 0, out: expect.stringContaining('2026-05-03 09:15:00 [5] With the Penglai courier') });

    const noReason = await staff('reject-refund', '--staff', 'cli.packer', '--order', orders.toReject);
    expect(noReason).toMatchObject({ code: 2, err: expect.stringContaining('missing --remark') });
    const rejected = await staff('reject-refund', '--staff', 'cli.packer', '--order', orders.toReject, '--remark', 'Already packed');
    expect(rejected).toMatchObject({ code: 0, out: expect.stringContaining('status 10 paid') });
    const twice = await staff('reject-refund', '--staff', 'cli.packer', '--order', orders.toReject, '--remark', 'Again');
    expect(twice).toMatchObject({ code: 1, err: expect.stringContaining('refused: This order has no refund request under review') });

    const approved = await staff('approve-refund', '--staff', 'cli.packer', '--order', orders.toApprove, '--remark', 'Goodwill');
    expect(approved).toMatchObject({ code: 0, out: expect.stringContaining('status 25 refunded') });
    const noRemark = await staff('approve-refund', '--staff', 'cli.packer', '--order', orders.toApprove);
    expect(noRemark).toMatchObject({ code: 2, err: expect.stringContaining('missing --remark') });
    const again = await staff('approve-refund', '--staff', 'cli.packer', '--order', orders.toApprove, '--remark', 'Again');
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('refused: This order has no refund request under review') });

    const list = await staff('orders', '--status', '15');
    expect(list.code).toBe(0);
    expect(list.out).toContain(orders.toShip);
    expect(list.out).not.toContain(orders.unpaid);

    const story = await staff('history', '--order', orders.toReject);
    expect(story.code).toBe(0);
    expect(story.out).toMatch(/goods_order\s+10 paid\s+→ 8 after-sales\s+REQUEST_REFUND\s+by member:\d+/);
    expect(story.out).toMatch(new RegExp(`goods_order\\s+8 after-sales\\s+→ 10 paid\\s+REJECT_REFUND\\s+by staff:${id}`));
    expect(story.out).toContain(`reject   by staff:${id}: Already packed`);

    // what the command did is in the database, with the staff member as the actor
    db = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    const ship = await db
      .selectFrom('status_history as h')
      .innerJoin('goods_orders as o', 'o.id', 'h.entity_id')
      .select(['h.event', 'h.actor', 'h.note'])
      .where('h.entity', '=', 'goods_order')
      .where('o.order_no', '=', orders.toShip)
      .where('h.event', '=', 'SHIP')
      .executeTakeFirstOrThrow();
    expect(ship).toEqual({ event: 'SHIP', actor: `staff:${id}`, note: 'ems E123456789CN' });
    const event = await db.selectFrom('tracking_events').select(['source', 'state', 'happened_at']).executeTakeFirstOrThrow();
    expect(event).toEqual({ source: `staff:${id}`, state: 5, happened_at: new Date('2026-05-03T01:15:00Z') });
    const records = await db.selectFrom('refund_records').select(['operator', 'remark']).orderBy('id').execute();
    expect(records.filter((r) => r.operator !== 'member')).toEqual([
      { operator: `staff:${id}`, remark: 'Already packed' },
      { operator: `staff:${id}`, remark: 'Goodwill' },
    ]);
    // each change has its audit row, written by the command as the staff member from 'cli'
    const audit = await db.selectFrom('staff_audit').select(['username', 'role', 'action', 'object', 'before', 'after', 'reason', 'ip']).where('ip', '=', 'cli').where('action', 'not like', 'staff.%').orderBy('id').execute();
    expect(audit.map((r) => [r.action, r.object, r.before, r.after, r.reason])).toEqual([
      ['order.ship', `goods_order:${orders.toShip}`, 'paid', 'shipped', 'ems E123456789CN'],
      ['order.track', `goods_order:${orders.toShip}`, '', '{"context":"With the Penglai courier","state":5,"time":"2026-05-03 09:15:00"}', ''],
      ['refund.reject', `goods_order:${orders.toReject}`, 'afterSales', 'paid', 'Already packed'],
      ['refund.approve', `goods_order:${orders.toApprove}`, 'afterSales', 'refunding', 'Goodwill'],
    ]);
    expect(new Set(audit.map((r) => `${r.username} ${r.role}`))).toEqual(new Set(['cli.packer owner']));
    // the approval recorded the provider refund under the refund's number, for the server's payment work to send
    const refund = await db.selectFrom('refunds').select(['out_refund_no', 'status']).where('status', '=', 1).executeTakeFirstOrThrow();
    const sent = await db.selectFrom('payment_refunds').select(['out_refund_no', 'state', 'reason']).execute();
    expect(sent).toEqual([{ out_refund_no: refund.out_refund_no, state: 'queued', reason: 'APPROVE_REFUND' }]);
  }, 180_000);

  it('changes the address of an order not yet shipped, with the address form\'s rules; refuses a shipped one', async () => {
    const address = ['--consignee', 'Wang Fang', '--mobile', '13900000009', '--province', '370000', '--city', '370600', '--area', '370602', '--details', '2 Harbour Road'];
    const missing = await staff('change-address', '--staff', 'cli.packer', '--order', orders.toMove, '--consignee', 'Wang Fang');
    expect(missing).toMatchObject({ code: 2, err: expect.stringContaining('missing --mobile') });
    const badPhone = await staff('change-address', '--staff', 'cli.packer', '--order', orders.toMove, ...address, '--mobile', '123');
    expect(badPhone).toMatchObject({ code: 1, err: expect.stringContaining('refused: ') });
    const moved = await staff('change-address', '--staff', 'cli.packer', '--order', orders.toMove, ...address, '--zip', '264000');
    expect(moved).toMatchObject({ code: 0, out: expect.stringContaining(`address of ${orders.toMove} changed to Wang Fang 13900000009: status 10 paid`) });
    const shipped = await staff('change-address', '--staff', 'cli.packer', '--order', orders.toShip, ...address);
    expect(shipped).toMatchObject({
      code: 1,
      err: expect.stringContaining('refused: The address can be changed only while the order is unpaid or awaiting shipment; this order is in status 15'),
    });
    const story = await staff('history', '--order', orders.toMove);
    expect(story.out).toMatch(/goods_order\s+10 paid\s+→ 10 paid\s+CHANGE_ADDRESS\s+by staff:\d+\s+\(Li Hua 13800000007 山东省 烟台市 蓬莱区 1 Cliffside Road → Wang Fang 13900000009 山东省 烟台市 芝罘区 2 Harbour Road\)/);
  }, 120_000);
});
