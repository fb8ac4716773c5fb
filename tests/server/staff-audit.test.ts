import type { AuditAction } from '../../src/contract/staff-auth';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { appendAudit, AUDIT_GENESIS, verifyAudit, type StaffActor } from '../../src/server/domain/staff-audit';
import { csvCell } from '../../src/server/domain/staff-audit-trail';
import { testApp, testConfig } from '../helpers/test-app';
import { staffSession } from './aftersales-helpers';
import { call, type TestApp } from './shop-helpers';

/**
 * The audit trail: appends from many transactions at once make one linear chain, and an edit
 * or a deletion made in the database past the append-only trigger (by someone who can disable
 * it) is found by the verification at the row it broke.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(async () => t.close());

const actor: StaffActor = { id: 1, username: 'auditor-test', role: 'owner', ip: '203.0.113.9' };
const append = (action: AuditAction, object: string, extra: { before?: unknown; after?: unknown; reason?: string } = {}) =>
  t.db.transaction().execute((trx) => appendAudit(trx, actor, { action, object, ...extra }));
/** As someone with database access would: the trigger disabled for the one statement's transaction. */
const bypassingTrigger = (statement: ReturnType<typeof sql>) =>
  t.db.transaction().execute(async (trx) => {
    await sql`alter table staff_audit disable trigger staff_audit_append_only`.execute(trx);
    await statement.execute(trx);
    await sql`alter table staff_audit enable trigger staff_audit_append_only`.execute(trx);
  });

describe('the audit chain', () => {
  it('20 appends at once make one valid chain, each row linked to the one before', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => append('order.ship', `goods_order:WO${String(i).padStart(4, '0')}`, { after: { status: 15 } })));
    const rows = await t.db.selectFrom('staff_audit').select(['id', 'prev_hash', 'hash']).orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows[0]!.prev_hash).toBe(AUDIT_GENESIS);
    rows.slice(1).forEach((row, i) => expect(row.prev_hash).toBe(rows[i]!.hash));
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(rows.length);
    expect(await verifyAudit(t.db)).toEqual({ rows: rows.length, ok: true, broken: null });
  });

  it('refuses UPDATE and DELETE of a row', async () => {
    const { id } = await append('booking.close', 'place:visit:1 2031-01-01 10:00', { reason: 'storm' });
    await expect(t.db.updateTable('staff_audit').set({ reason: 'sunny' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('staff_audit').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    expect((await t.db.selectFrom('staff_audit').select('reason').where('id', '=', id).executeTakeFirstOrThrow()).reason).toBe('storm');
  });

  it('names a row whose `after` was edited in the database', async () => {
    const { id } = await append('refund.approve', 'goods_order:WO-EDIT', { before: { status: 8 }, after: { status: 25 }, reason: 'damaged bottle' });
    await append('order.ship', 'goods_order:WO-NEXT');
    await bypassingTrigger(sql`update staff_audit set after = '{"status":20}' where id = ${id}`);
    expect(await verifyAudit(t.db)).toMatchObject({ ok: false, broken: { id, problem: 'edited' } });
    await bypassingTrigger(sql`update staff_audit set after = '{"status":25}' where id = ${id}`);
    expect((await verifyAudit(t.db)).ok).toBe(true);
  });

  it('names the row after a deleted one', async () => {
    await append('booking.reopen', 'place:visit:1 2031-01-02');
    const middle = await append('booking.capacity', 'place:visit:1 2031-01-03', { before: { capacity: 20 }, after: { capacity: 10 } });
    const next = await append('booking.noShow', 'booking:B0001');
    await bypassingTrigger(sql`delete from staff_audit where id = ${middle.id}`);
    expect(await verifyAudit(t.db)).toMatchObject({ ok: false, broken: { id: next.id, problem: 'unlinked' } });
  });
});

describe('reading the trail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ seed: false });
  });
  afterAll(async () => app.close());

  it('lists newest first with filters, exports CSV that spreadsheets read safely, and verifies', async () => {
    const owner = await staffSession(app, 'chief');
    const auditor = await staffSession(app, 'reader', 'auditor');
    await app.db.transaction().execute(async (trx) => {
      const by: StaffActor = { id: owner.id, username: 'chief', role: 'owner', ip: '203.0.113.1' };
      await appendAudit(trx, by, { action: 'order.ship', object: 'goods_order:WO2031000001', after: { company: 'shunfeng' } });
      await appendAudit(trx, by, { action: 'refund.reject', object: 'goods_order:WO2031000002', reason: '=HYPERLINK("http://evil","click"), "quoted"\nsecond line' });
    });
    const list = await call(app, '/api/staff/audit/list', { action: 'order', object: 'wo2031', lang: 'en' }, auditor.headers);
    expect(list).toMatchObject({ code: 1, data: { total: 1, items: [{ action: 'order.ship', staff: 'chief', role: 'owner', object: 'goods_order:WO2031000001', after: '{"company":"shunfeng"}', ip: '203.0.113.1' }] } });
    const all = await call(app, '/api/staff/audit/list', { lang: 'en' }, auditor.headers);
    expect(all.data.items.map((r: { id: number }) => r.id)).toEqual([...all.data.items.map((r: { id: number }) => r.id)].sort((a, b) => b - a));
    const signIns = await call(app, '/api/staff/audit/list', { action: 'signIn', staff: 'READER', lang: 'en' }, auditor.headers);
    expect(signIns.data.items).toEqual([expect.objectContaining({ action: 'signIn.ok', staff: 'reader' })]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await call(app, '/api/staff/audit/list', { from: today, to: today, lang: 'en' }, auditor.headers)).data.total).toBe(all.data.total);
    expect((await call(app, '/api/staff/audit/list', { to: '2020-01-01', lang: 'en' }, auditor.headers)).data.total).toBe(0);
    expect((await call(app, '/api/staff/audit/list', { from: '2020-13-45x', lang: 'cn' }, auditor.headers)).msg).toBe('日期不正确');

    const exported = await call(app, '/api/staff/audit/export', { object: 'WO2031', lang: 'en' }, auditor.headers);
    const csv = exported.data.csv as string;
    expect(exported.data.filename).toMatch(/^audit-\d{12}\.csv$/);
    expect(csv.startsWith('\uFEFFid,at,staff,role,action,object,before,after,reason,ip,hash\r\n')).toBe(true);
    expect(csv).toContain(',"{""company"":""shunfeng""}",');
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"",""click""), ""quoted""\nsecond line",`);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(3);

    expect(await call(app, '/api/staff/audit/verify', { lang: 'en' }, auditor.headers)).toMatchObject({ code: 1, data: { ok: true, broken: null } });
  });

  it('CSV cells: quotes doubled, formulas defused, plain text untouched', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });
});

// The command runs on an embedded database of its own (DATABASE_URL is dropped): the PostgreSQL
// run has nothing to add here.
describe.skipIf(!!process.env.DATABASE_URL)('npm run staff -- verify-audit', () => {
  it('prints OK with the row count, or the first broken row and exits 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'winery-verify-audit-'));
    try {
      const db = await openDatabase(testConfig({ DATA_DIR: dataDir }));
      await migrate(db);
      for (let i = 0; i < 3; i++) await db.transaction().execute((trx) => appendAudit(trx, actor, { action: 'order.ship', object: `goods_order:WO${i}` }));
      await db.destroy();
      const run = async () => {
        const { DATABASE_URL: _server, ...env } = process.env;
        try {
          const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', 'verify-audit'], { env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test' } });
          return { code: 0, out: stdout };
        } catch (error) {
          const failed = error as { code: number; stdout: string; stderr: string };
          return { code: failed.code, out: failed.stdout + failed.stderr };
        }
      };
      expect(await run()).toEqual({ code: 0, out: 'audit trail OK: 3 row(s), each linked to the one before\n' });
      const again = await openDatabase(testConfig({ DATA_DIR: dataDir }));
      await again.transaction().execute(async (trx) => {
        await sql`alter table staff_audit disable trigger staff_audit_append_only`.execute(trx);
        await sql`update staff_audit set object = 'goods_order:WO9' where id = 2`.execute(trx);
      });
      await again.destroy();
      expect(await run()).toEqual({ code: 1, out: 'audit trail BROKEN at row #2: its fields no longer give its hash (edited)\n' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
