import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_LIFETIME_S } from '../../src/contract/staff';
import { createStaff } from '../../src/server/domain/staff';
import { testApp } from '../helpers/test-app';
import { staffSession, STAFF_PASSWORD } from './aftersales-helpers';
import { call, quickMember, type TestApp } from './shop-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

describe('staff accounts are apart from members', () => {
  it('signs in with username and password; the token is stored only as its hash and lasts 12 hours', async () => {
    const staff = await staffSession(t, 'warehouse1');
    expect(staff.token).toMatch(/^[0-9a-f]{64}$/);
    const rows = await t.db.selectFrom('staff_sessions').selectAll().where('staff_id', '=', staff.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(staff.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(staff.token);
    const lifetime = (rows[0]!.expires_at.getTime() - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(STAFF_SESSION_LIFETIME_S - 60);
    expect(lifetime).toBeLessThanOrEqual(STAFF_SESSION_LIFETIME_S);
    expect(STAFF_SESSION_LIFETIME_S).toBe(12 * 3600);
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    await createStaff(t.db, { username: 'packer', name: 'Packer', password: STAFF_PASSWORD });
    const wrong = await call(t, '/api/staff/login', { username: 'packer', password: 'not-the-password', lang: 'en' });
    const unknown = await call(t, '/api/staff/login', { username: 'nobody', password: STAFF_PASSWORD, lang: 'en' });
    expect(wrong).toMatchObject({ code: 0, msg: 'Incorrect username or password', data: null });
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('stops checking passwords after 10 failures for one username', async () => {
    await createStaff(t.db, { username: 'target', name: 'Target', password: STAFF_PASSWORD });
    for (let i = 0; i < 10; i++) await call(t, '/api/staff/login', { username: 'target', password: `wrong-${i}-password`, lang: 'en' });
    const right = await call(t, '/api/staff/login', { username: 'target', password: STAFF_PASSWORD, lang: 'en' });
    expect(right).toMatchObject({ code: 0, msg: 'Too many failed sign-ins, please try again later' });
  });

  it('compares at most 10 passwords of a burst for one username, the right one included', async () => {
    await createStaff(t.db, { username: 'burst', name: 'Burst', password: STAFF_PASSWORD });
    // 60 at once from one address of their own, the right password in the middle
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 30 ? STAFF_PASSWORD : `wrong-${i}-password`));
    const answers = await Promise.all(
      passwords.map(async (password) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          remoteAddress: '198.51.100.7',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: 'burst', password, lang: 'en' }).toString(),
        });
        return res.json<{ code: number; msg: string }>();
      }),
    );
    const tooMany = 'Too many failed sign-ins, please try again later';
    const compared = answers.filter((answer) => answer.msg !== tooMany);
    expect(compared.length).toBeLessThanOrEqual(10);
    expect(compared.every((answer) => answer.msg === 'Incorrect username or password')).toBe(true);
    expect(answers[30]!.msg).toBe(tooMany);
  });

  it('a staff token never works on member calls', async () => {
    const staff = await staffSession(t);
    const answer = await call(t, '/api/member/address/list', { lang: 'en' }, staff.headers);
    expect(answer.status).toBe(401);
    const express = await call(t, '/api/express/express/expressQuery', { order_no: 'X1', lang: 'en' }, staff.headers);
    expect(express.status).toBe(401);
  });

  it('a member token never works on staff calls, nor does no token', async () => {
    const member = await quickMember(t);
    expect((await call(t, '/api/member/address/list', { lang: 'en' }, member.headers)).code).toBe(1);
    const asMember = await call(t, '/api/staff/order/list', { lang: 'en' }, member.headers);
    expect(asMember).toMatchObject({ status: 401, msg: 'Please sign in as staff' });
    const ship = await call(t, '/api/staff/order/ship', { order_no: 'X1', company: 'shunfeng', tracking_no: 'SF1234567', lang: 'en' }, member.headers);
    expect(ship.status).toBe(401);
    expect((await call(t, '/api/staff/order/list', { lang: 'en' })).status).toBe(401);
  });

  it('signing out ends the staff session', async () => {
    const staff = await staffSession(t);
    expect((await call(t, '/api/staff/order/list', { lang: 'en' }, staff.headers)).code).toBe(1);
    expect((await call(t, '/api/staff/logout', { lang: 'en' }, staff.headers)).code).toBe(1);
    expect((await call(t, '/api/staff/order/list', { lang: 'en' }, staff.headers)).status).toBe(401);
  });

  it('an expired staff session is refused', async () => {
    const staff = await staffSession(t);
    await t.db.updateTable('staff_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('staff_id', '=', staff.id).execute();
    expect((await call(t, '/api/staff/order/list', { lang: 'en' }, staff.headers)).status).toBe(401);
  });

  it('creating staff checks the username, the name and the password length, and refuses a taken username', async () => {
    expect(await createStaff(t.db, { username: 'ab', name: 'x', password: STAFF_PASSWORD })).toMatchObject({ ok: false });
    expect(await createStaff(t.db, { username: 'valid.name', name: ' ', password: STAFF_PASSWORD })).toMatchObject({ ok: false });
    expect(await createStaff(t.db, { username: 'valid.name', name: 'V', password: 'short' })).toMatchObject({ ok: false });
    expect(await createStaff(t.db, { username: 'Valid.Name', name: 'V', password: STAFF_PASSWORD })).toMatchObject({ ok: true, staff: { username: 'valid.name' } });
    expect(await createStaff(t.db, { username: 'valid.name', name: 'V', password: STAFF_PASSWORD })).toMatchObject({ ok: false, problem: expect.stringContaining('taken') });
  });
});
