import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateStaff } from '../../src/server/domain/staff-accounts';
import { totpCode } from '../../src/server/domain/staff-totp';
import { testApp } from '../helpers/test-app';
import { staffSession, STAFF_PASSWORD, type Staff } from './aftersales-helpers';
import { call, type TestApp } from './shop-helpers';

/** Staff accounts kept by owners: invitations, roles, disabling, resets — and the last owner kept. */
let t: TestApp;
let owner: Staff;
beforeAll(async () => {
  t = await testApp({ seed: false });
  owner = await staffSession(t, 'founder');
});
afterAll(async () => t.close());

const asOwner = (path: string, form: Record<string, string>, lang = 'en') => call(t, `/api/staff/${path}`, { lang, ...form }, owner.headers);
const auditOf = (username: string) =>
  t.db.selectFrom('staff_audit').select(['action', 'username', 'before', 'after']).where('object', '=', `staff:${username}`).orderBy('id').execute();
const NEW_PASSWORD = 'harbour-light-2031';

/** Opens the invitation as the invited person does: the link's code, a password, the first code of a new authenticator. */
async function accept(code: string, password = NEW_PASSWORD) {
  const step = await call(t, '/api/staff/invite/accept', { code, password, lang: 'en' });
  if (step.code !== 1) return step;
  expect(step.data).toMatchObject({ step: 'enrol', secret: expect.any(String), uri: expect.stringContaining('otpauth://totp/') });
  return call(t, '/api/staff/login/enrol', { ticket: step.data.ticket, code: totpCode(step.data.secret), lang: 'en' });
}

describe('invitations', () => {
  it('an owner invites; the invited person sets a password, enrols an authenticator and is signed in with the role', async () => {
    const invited = await asOwner('account/invite', { username: 'Shop.Lead', name: '王店长', role: 'shop' });
    expect(invited).toMatchObject({ code: 1, data: { account: { username: 'shop.lead', name: '王店长', role: 'shop', active: true, totp: false, invited: true, last_sign_in: '' } } });
    const code = invited.data.code as string;
    const row = await t.db.selectFrom('staff').selectAll().where('username', '=', 'shop.lead').executeTakeFirstOrThrow();
    expect(row.invite_hash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.password_hash).toBeNull();
    const expiresInH = (row.invite_expires_at!.getTime() - Date.now()) / 3600_000;
    expect(expiresInH).toBeGreaterThan(71.9);
    expect(expiresInH).toBeLessThanOrEqual(72);
    // no password yet: signing in is refused like a wrong password
    expect((await call(t, '/api/staff/login', { username: 'shop.lead', password: NEW_PASSWORD, lang: 'en' })).msg).toBe('Incorrect username or password');

    expect(await call(t, '/api/staff/invite/get', { code, lang: 'en' })).toMatchObject({ code: 1, data: { username: 'shop.lead', name: '王店长', role: 'shop' } });
    expect((await call(t, '/api/staff/invite/accept', { code, password: 'short', lang: 'tw' })).msg).toBe('密碼為 10 至 72 個字元');
    const signedIn = await accept(code);
    expect(signedIn).toMatchObject({ code: 1, data: { staff: { username: 'shop.lead', role: 'shop' } } });
    expect((await call(t, '/api/staff/me', { lang: 'en' }, { token: signedIn.data.token })).data.role).toBe('shop');

    // used once
    expect(await call(t, '/api/staff/invite/get', { code, lang: 'cn' })).toMatchObject({ code: 0, msg: '该邀请不存在或已过期' });
    expect((await call(t, '/api/staff/invite/accept', { code, password: NEW_PASSWORD, lang: 'en' })).msg).toBe('This invitation is unknown or has expired');
    const list = await asOwner('account/list', {});
    expect(list.data.find((a: { username: string }) => a.username === 'shop.lead')).toMatchObject({ totp: true, invited: false, last_sign_in: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    expect(JSON.stringify(list.data)).not.toMatch(/password|salt|secret|hash/);
    expect((await auditOf('shop.lead')).map((r) => [r.action, r.username])).toEqual([
      ['staff.invite', 'founder'],
      ['signIn.failed', 'shop.lead'],
      ['staff.acceptInvite', 'shop.lead'],
      ['signIn.ok', 'shop.lead'],
    ]);
  });

  it('refuses an expired invitation and a taken username, in the language asked', async () => {
    const invited = await asOwner('account/invite', { username: 'late.comer', name: 'Late', role: 'bookings' });
    await t.db.updateTable('staff').set({ invite_expires_at: new Date(Date.now() - 1000) }).where('username', '=', 'late.comer').execute();
    expect((await accept(invited.data.code)).msg).toBe('This invitation is unknown or has expired');
    expect(await asOwner('account/invite', { username: 'late.comer', name: 'Again', role: 'shop' }, 'tw')).toMatchObject({ code: 0, msg: '此使用者名稱已被使用' });
    expect((await asOwner('account/invite', { username: 'x', name: 'X', role: 'shop' })).msg).toBe('The username has 3 to 32 of a–z, 0–9, _ . -');
    expect((await asOwner('account/invite', { username: 'valid.one', name: 'X', role: 'janitor' })).msg).toBe('Unknown role');
    expect(await t.db.selectFrom('staff').select('id').where('username', 'in', ['x', 'valid.one']).execute()).toEqual([]);
  });
});

describe('roles, disabling and resets', () => {
  it('the last active owner can be neither given another role nor disabled; with a second owner, one can', async () => {
    const demote = await asOwner('account/update', { id: String(owner.id), role: 'auditor' }, 'cn');
    expect(demote).toMatchObject({ code: 0, msg: '最后一位在职的所有者不能改为其他角色，也不能停用' });
    expect((await asOwner('account/update', { id: String(owner.id), active: '0' })).msg).toBe('The last active owner can be neither given another role nor disabled');
    expect(await t.db.selectFrom('staff').select(['role', 'active']).where('id', '=', owner.id).executeTakeFirst()).toEqual({ role: 'owner', active: true });

    const second = await staffSession(t, 'co.owner', 'shop');
    expect(await asOwner('account/update', { id: String(second.id), role: 'owner' })).toMatchObject({ code: 1, data: { role: 'owner' } });
    const demoted = await call(t, '/api/staff/account/update', { id: String(second.id), role: 'bookings', lang: 'en' }, second.headers);
    expect(demoted).toMatchObject({ code: 1, data: { role: 'bookings' } });
    // the role holds at once: the same session may no longer keep accounts
    expect((await call(t, '/api/staff/account/list', { lang: 'en' }, second.headers)).status).toBe(403);
    expect((await auditOf('co.owner')).filter((r) => r.action === 'staff.update').map((r) => [r.before, r.after])).toEqual([
      ['{"active":true,"role":"shop"}', '{"active":true,"role":"owner"}'],
      ['{"active":true,"role":"owner"}', '{"active":true,"role":"bookings"}'],
    ]);
    expect((await asOwner('account/update', { id: '999999', role: 'shop' })).msg).toBe('There is no such staff account');
  });

  it('two owners disabling each other at once: one of them stays', async () => {
    const a = await staffSession(t, 'owner.a');
    const b = await staffSession(t, 'owner.b');
    const actorOf = (s: Staff) => ({ id: s.id, username: s.username, role: 'owner' as const, ip: '127.0.0.1' });
    // founder is another owner: take it out of the count first
    await t.db.updateTable('staff').set({ role: 'auditor' }).where('role', '=', 'owner').where('id', 'not in', [a.id, b.id]).execute();
    try {
      const both = () => Promise.all([updateStaff(t.db, actorOf(a), { id: b.id, active: false }), updateStaff(t.db, actorOf(b), { id: a.id, active: false })]);
      let answers: Awaited<ReturnType<typeof both>>;
      if (process.env.DATABASE_URL) {
        // on a server both start while a third transaction holds the two rows, so both have read
        // what they read before either writes
        const held = await t.db.transaction().execute(async (trx) => {
          await trx.selectFrom('staff').select('id').where('id', 'in', [a.id, b.id]).forUpdate().execute();
          const racing = both();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { racing };
        });
        answers = await held.racing;
      } else {
        answers = await both();
      }
      expect(answers.filter((x) => x.ok)).toHaveLength(1);
      expect(answers.find((x) => !x.ok)).toEqual({ ok: false, key: 'staffAuth.lastOwner' });
      const owners = await t.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('active', '=', true).execute();
      expect(owners).toHaveLength(1);
    } finally {
      await t.db.updateTable('staff').set({ role: 'owner', active: true }).where('id', 'in', [owner.id, a.id, b.id]).execute();
    }
  });

  it('disabling ends the sessions; enabling again lets the account sign in', async () => {
    const clerk = await staffSession(t, 'clerk', 'bookings');
    expect((await asOwner('account/update', { id: String(clerk.id), active: 'false' })).data.active).toBe(false);
    expect(await t.db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', clerk.id).execute()).toEqual([]);
    expect((await call(t, '/api/staff/me', { lang: 'en' }, clerk.headers)).status).toBe(401);
    expect((await asOwner('account/update', { id: String(clerk.id), active: '1' })).data.active).toBe(true);
    const step = await call(t, '/api/staff/login', { username: 'clerk', password: STAFF_PASSWORD, lang: 'en' });
    expect(step.data.step).toBe('totp');
  });

  it('a reset (lost authenticator) clears password and authenticator, ends the sessions and answers a new invitation', async () => {
    const lost = await staffSession(t, 'lost.phone', 'shop');
    const reset = await asOwner('account/reset', { id: String(lost.id) });
    expect(reset).toMatchObject({ code: 1, data: { account: { username: 'lost.phone', totp: false, invited: true }, code: expect.any(String) } });
    expect((await call(t, '/api/staff/me', { lang: 'en' }, lost.headers)).status).toBe(401);
    expect((await call(t, '/api/staff/login', { username: 'lost.phone', password: STAFF_PASSWORD, lang: 'en' })).msg).toBe('Incorrect username or password');
    const again = await accept(reset.data.code, 'a-new-password-1');
    expect(again).toMatchObject({ code: 1, data: { staff: { username: 'lost.phone', role: 'shop' } } });
    expect((await auditOf('lost.phone')).map((r) => r.action)).toEqual(['staff.create', 'signIn.ok', 'staff.reset', 'signIn.failed', 'staff.acceptInvite', 'signIn.ok']);
  });
});
