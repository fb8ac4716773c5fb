import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_LIFETIME_S } from '../../src/contract/staff';
import { STAFF_SESSION_HOURS } from '../../src/contract/staff-auth';
import type { Db } from '../../src/server/db/database';
import { createStaff, staffActorForCli, staffFromToken } from '../../src/server/domain/staff';
import { totpCode } from '../../src/server/domain/staff-totp';
import { memberFromToken } from '../../src/server/plugins/auth';
import { testApp } from '../helpers/test-app';
import { signInStaff, staffSession, STAFF_PASSWORD } from './aftersales-helpers';
import { call, quickMember, type TestApp } from './shop-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

const TOO_MANY = 'Too many failed sign-ins, please try again later';
/** A sign-in call from `ip` (tests that fail on purpose use an address of their own: the address's limit is 30). */
async function post(path: string, form: Record<string, string>, ip = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ lang: 'en', ...form }).toString(),
  });
  return res.json<{ code: number; msg: string; data: any }>();
}
const password = (username: string, pw = STAFF_PASSWORD, ip?: string) => post('/api/staff/login', { username, password: pw }, ip);
const auditOf = (username: string) =>
  t.db.selectFrom('staff_audit').select(['action', 'object', 'reason', 'ip', 'role', 'staff_id']).where('object', '=', `staff:${username}`).orderBy('id').execute();
/** A database that fails the test if anything asks it anything. */
const NO_QUERIES = new Proxy({}, { get: (_target, name) => { throw new Error(`the database was asked (${String(name)})`); } }) as Db;

describe('staff sign-in: password, then a TOTP code', () => {
  it('enrols an authenticator at the first sign-in, then asks for its code; the session is an st_ token of 8 hours, stored as its hash', async () => {
    await createStaff(t.db, { username: 'cellar1', name: 'Cellar', password: STAFF_PASSWORD, role: 'shop' });
    const first = await password('cellar1');
    expect(first).toMatchObject({ code: 1, data: { step: 'enrol', ticket: expect.any(String), secret: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
    expect(first.data.uri).toBe(`otpauth://totp/Penglai%20Winery:cellar1?issuer=Penglai%20Winery&secret=${first.data.secret}&algorithm=SHA1&digits=6&period=30`);
    const wrong = await call(t, '/api/staff/login/enrol', { ticket: first.data.ticket, code: String((Number(totpCode(first.data.secret)) + 500_000) % 1_000_000).padStart(6, '0'), lang: 'en' });
    expect(wrong).toMatchObject({ code: 0, msg: 'The code is not right, please try again' });
    expect((await t.db.selectFrom('staff').select('totp_secret').where('username', '=', 'cellar1').executeTakeFirstOrThrow()).totp_secret).toBeNull();
    // a wrong code puts the ticket back: the right one still enrols
    const enrolled = await call(t, '/api/staff/login/enrol', { ticket: first.data.ticket, code: totpCode(first.data.secret), lang: 'en' });
    expect(enrolled).toMatchObject({ code: 1, msg: 'Signed in', data: { expires_in: 8 * 3600, staff: { username: 'cellar1', name: 'Cellar', role: 'shop' } } });
    const token = enrolled.data.token as string;
    expect(token).toMatch(/^st_[0-9a-f]{64}$/);
    const rows = await t.db.selectFrom('staff_sessions').selectAll().where('staff_id', '=', enrolled.data.staff.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = (rows[0]!.expires_at.getTime() - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(STAFF_SESSION_LIFETIME_S - 60);
    expect(lifetime).toBeLessThanOrEqual(STAFF_SESSION_LIFETIME_S);
    expect(STAFF_SESSION_LIFETIME_S).toBe(STAFF_SESSION_HOURS * 3600);
    expect(await call(t, '/api/staff/me', { lang: 'en' }, { token })).toMatchObject({ code: 1, data: { username: 'cellar1', role: 'shop' } });

    // the next sign-in asks for a code and never shows the secret again
    const again = await password('cellar1');
    expect(again.data).toEqual({ step: 'totp', ticket: expect.any(String) });
    expect(JSON.stringify(await call(t, '/api/staff/account/list', { lang: 'en' }, (await staffSession(t)).headers))).not.toContain(first.data.secret);
    const signedIn = await call(t, '/api/staff/login/totp', { ticket: again.data.ticket, code: totpCode(first.data.secret, Date.now(), 1), lang: 'en' });
    expect(signedIn.code).toBe(1);
  });

  it('accepts a code once: the same code cannot sign in twice, nor can a ticket be used twice', async () => {
    const staff = await staffSession(t, 'once');
    const code = totpCode(staff.secret, Date.now(), 1);
    const [a, b] = [await password('once'), await password('once')];
    expect((await call(t, '/api/staff/login/totp', { ticket: a.data.ticket, code, lang: 'en' })).code).toBe(1);
    expect(await call(t, '/api/staff/login/totp', { ticket: b.data.ticket, code, lang: 'en' })).toMatchObject({ code: 0, msg: 'The code is not right, please try again' });
    // an older step's code after a newer one is refused too
    expect((await call(t, '/api/staff/login/totp', { ticket: b.data.ticket, code: totpCode(staff.secret), lang: 'en' })).code).toBe(0);
    const c = await password('once');
    const late = await call(t, '/api/staff/login/totp', { ticket: c.data.ticket, code: totpCode(staff.secret, Date.now(), -1), lang: 'en' });
    expect(late.code).toBe(0);
  });

  it('of two requests with one code at once, exactly one signs in', async () => {
    const staff = await staffSession(t, 'racer');
    const code = totpCode(staff.secret, Date.now(), 1);
    const tickets = [(await password('racer')).data.ticket, (await password('racer')).data.ticket];
    const answers = await Promise.all(tickets.map((ticket) => call(t, '/api/staff/login/totp', { ticket, code, lang: 'en' })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(await t.db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', staff.id).execute()).toHaveLength(2);
  });

  it('of two requests with one ticket at once, exactly one goes on', async () => {
    const staff = await staffSession(t, 'ticketrace');
    const ticket = (await password('ticketrace')).data.ticket;
    const answers = await Promise.all([1, 1].map((step) => call(t, '/api/staff/login/totp', { ticket, code: totpCode(staff.secret, Date.now(), step), lang: 'en' })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.find((a) => a.code === 0)?.msg).toMatch(/The sign-in took too long|The code is not right/);
  });

  it('refuses an expired or unknown ticket', async () => {
    const staff = await staffSession(t, 'slow');
    const ticket = (await password('slow')).data.ticket;
    await t.db.updateTable('staff_tickets').set({ expires_at: new Date(Date.now() - 1000) }).where('staff_id', '=', staff.id).execute();
    expect(await call(t, '/api/staff/login/totp', { ticket, code: totpCode(staff.secret, Date.now(), 1), lang: 'en' })).toMatchObject({ code: 0, msg: 'The sign-in took too long, please start again' });
    expect((await call(t, '/api/staff/login/totp', { ticket: 'x'.repeat(43), code: '123456', lang: 'en' })).msg).toBe('The sign-in took too long, please start again');
    expect((await call(t, '/api/staff/login/totp', { ticket, code: '12345', lang: 'cn' })).msg).toBe('请输入身份验证器中的 6 位验证码');
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    await createStaff(t.db, { username: 'packer', name: 'Packer', password: STAFF_PASSWORD });
    const wrong = await password('packer', 'not-the-password');
    const unknown = await password('nobody');
    expect(wrong).toMatchObject({ code: 0, msg: 'Incorrect username or password', data: null });
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('stops checking passwords after 10 failures for one username', async () => {
    await createStaff(t.db, { username: 'target', name: 'Target', password: STAFF_PASSWORD });
    for (let i = 0; i < 10; i++) await password('target', `wrong-${i}-password`, '198.51.100.1');
    expect(await password('target', STAFF_PASSWORD, '198.51.100.2')).toMatchObject({ code: 0, msg: TOO_MANY });
  });

  it('counts wrong codes against the same limits as wrong passwords', async () => {
    const staff = await staffSession(t, 'guesser');
    const ip = '198.51.100.3';
    const ticket = (await password('guesser', STAFF_PASSWORD, ip)).data.ticket;
    const right = totpCode(staff.secret, Date.now(), 1);
    const wrongCode = (i: number) => String((Number(right) + 1000 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 10; i++) expect((await post('/api/staff/login/totp', { ticket, code: wrongCode(i) }, ip)).code).toBe(0);
    expect((await post('/api/staff/login/totp', { ticket, code: right }, ip)).msg).toMatch(/Too many failed sign-ins|The sign-in took too long/);
    expect(await password('guesser', STAFF_PASSWORD, '198.51.100.4')).toMatchObject({ code: 0, msg: TOO_MANY });
    // a right password does not forget the wrong codes
    expect(await t.db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', staff.id).execute()).toHaveLength(1);
  });

  it('compares at most 10 passwords of a burst for one username, the right one included', async () => {
    await createStaff(t.db, { username: 'burst', name: 'Burst', password: STAFF_PASSWORD });
    // 60 at once from one address of their own, the right password in the middle
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 30 ? STAFF_PASSWORD : `wrong-${i}-password`));
    const answers = await Promise.all(
      passwords.map(async (pw) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          remoteAddress: '198.51.100.7',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: 'burst', password: pw, lang: 'en' }).toString(),
        });
        return res.json<{ code: number; msg: string }>();
      }),
    );
    const compared = answers.filter((answer) => answer.msg !== TOO_MANY);
    expect(compared.length).toBeLessThanOrEqual(10);
    expect(compared.every((answer) => answer.msg === 'Incorrect username or password')).toBe(true);
    expect(answers[30]!.msg).toBe(TOO_MANY);
  });

  it('writes every attempt to the audit trail: wrong password, wrong code, locked, disabled, and the success', async () => {
    const staff = await staffSession(t, 'audited', 'bookings');
    await password('audited', 'wrong-password-1');
    const ticket = (await password('audited')).data.ticket;
    await call(t, '/api/staff/login/totp', { ticket, code: String((Number(totpCode(staff.secret)) + 3) % 1_000_000).padStart(6, '0'), lang: 'en' });
    await t.db.updateTable('staff').set({ active: false }).where('id', '=', staff.id).execute();
    expect(await password('audited')).toMatchObject({ code: 0, msg: 'This staff account is disabled' });
    await password('nobody-here');
    const rows = (await auditOf('audited')).filter((r) => r.action !== 'staff.create');
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['signIn.ok', 'enrolled an authenticator'],
      ['signIn.failed', 'password'],
      ['signIn.failed', 'code'],
      ['signIn.failed', 'disabled'],
    ]);
    expect(rows.every((r) => r.ip === '127.0.0.1' && r.role === 'bookings' && r.staff_id === staff.id)).toBe(true);
    expect(await auditOf('nobody-here')).toEqual([{ action: 'signIn.failed', object: 'staff:nobody-here', reason: 'unknown username', ip: '127.0.0.1', role: '', staff_id: null }]);
    await createStaff(t.db, { username: 'locked', name: 'Locked', password: STAFF_PASSWORD });
    for (let i = 0; i < 11; i++) await password('locked', `wrong-${i}-password`, '198.51.100.5');
    expect((await auditOf('locked')).at(-1)).toMatchObject({ action: 'signIn.failed', reason: 'locked' });
  });
});

describe('staff sessions', () => {
  it('a disabled account cannot sign in and its sessions end', async () => {
    const owner = await staffSession(t, 'boss');
    const staff = await staffSession(t, 'leaver', 'shop');
    expect((await call(t, '/api/staff/me', { lang: 'en' }, staff.headers)).code).toBe(1);
    const disabled = await call(t, '/api/staff/account/update', { id: String(staff.id), active: '0', lang: 'en' }, owner.headers);
    expect(disabled).toMatchObject({ code: 1, data: { active: false } });
    expect((await call(t, '/api/staff/me', { lang: 'en' }, staff.headers)).status).toBe(401);
    expect(await password('leaver')).toMatchObject({ code: 0, msg: 'This staff account is disabled' });
  });

  it('signing out everywhere ends every session of the account, and only of that account', async () => {
    const staff = await staffSession(t, 'roamer');
    const other = await staffSession(t, 'stayer');
    const second = await signInStaff(t, 'roamer', STAFF_PASSWORD, { secret: staff.secret, step: 1 });
    expect(await call(t, '/api/staff/logout/everywhere', { lang: 'cn' }, staff.headers)).toMatchObject({ code: 1, msg: '已在所有设备上退出登录' });
    expect((await call(t, '/api/staff/me', { lang: 'en' }, staff.headers)).status).toBe(401);
    expect((await call(t, '/api/staff/me', { lang: 'en' }, second.headers)).status).toBe(401);
    expect((await call(t, '/api/staff/me', { lang: 'en' }, other.headers)).code).toBe(1);
    expect(await auditOf('roamer')).toContainEqual(expect.objectContaining({ action: 'signOut.everywhere' }));
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
});

describe('staff and member tokens are different kinds', () => {
  it('a staff token never works on member calls', async () => {
    const staff = await staffSession(t);
    expect((await call(t, '/api/member/address/list', { lang: 'en' }, staff.headers)).status).toBe(401);
    expect((await call(t, '/api/express/express/expressQuery', { order_no: 'X1', lang: 'en' }, staff.headers)).status).toBe(401);
  });

  it('a member token never works on staff calls, nor does no token', async () => {
    const member = await quickMember(t);
    expect((await call(t, '/api/member/address/list', { lang: 'en' }, member.headers)).code).toBe(1);
    expect(await call(t, '/api/staff/order/list', { lang: 'en' }, member.headers)).toMatchObject({ status: 401, msg: 'Please sign in as staff' });
    const ship = await call(t, '/api/staff/order/ship', { order_no: 'X1', company: 'shunfeng', tracking_no: 'SF1234567', lang: 'en' }, member.headers);
    expect(ship.status).toBe(401);
    expect((await call(t, '/api/staff/order/list', { lang: 'en' })).status).toBe(401);
  });

  it('neither kind is looked up as the other: each is refused by its form, without a query', async () => {
    const staff = await staffSession(t);
    const member = await quickMember(t);
    expect(await memberFromToken(NO_QUERIES, staff.token)).toBeNull();
    expect(await staffFromToken(NO_QUERIES, member.headers.token)).toBeNull();
    // the other way round each is found
    expect(await staffFromToken(t.db, staff.token)).toMatchObject({ id: staff.id, role: 'owner' });
    expect(await memberFromToken(t.db, member.headers.token)).toMatchObject({ id: member.id });
  });
});

describe('staff accounts from the command line', () => {
  it('a command acts as the named account with its role from `cli`, refused for a disabled account or a role the call does not list', async () => {
    await createStaff(t.db, { username: 'cli.shop', name: 'Shop', password: STAFF_PASSWORD, role: 'shop' });
    const actor = await staffActorForCli(t.db, 'CLI.Shop', '/api/staff/order/ship');
    expect(actor).toEqual({ ok: true, actor: { id: expect.any(Number), username: 'cli.shop', role: 'shop', ip: 'cli' } });
    expect(await staffActorForCli(t.db, 'cli.shop', '/api/staff/booking/close')).toEqual({ ok: false, problem: expect.stringContaining('may not') });
    expect(await staffActorForCli(t.db, 'nobody.at.all', '/api/staff/order/ship')).toEqual({ ok: false, problem: expect.stringContaining('no staff account') });
    await t.db.updateTable('staff').set({ active: false }).where('username', '=', 'cli.shop').execute();
    expect(await staffActorForCli(t.db, 'cli.shop', '/api/staff/order/ship')).toEqual({ ok: false, problem: expect.stringContaining('disabled') });
  });

  it('creating staff checks the username, the name and the password length, refuses a taken username, and makes an owner unless told', async () => {
    expect(await createStaff(t.db, { username: 'ab', name: 'x', password: STAFF_PASSWORD })).toMatchObject({ ok: false });
    expect(await createStaff(t.db, { username: 'valid.name', name: ' ', password: STAFF_PASSWORD })).toMatchObject({ ok: false });
    expect(await createStaff(t.db, { username: 'valid.name', name: 'V', password: 'short' })).toMatchObject({ ok: false });
    expect(await createStaff(t.db, { username: 'Valid.Name', name: 'V', password: STAFF_PASSWORD })).toMatchObject({ ok: true, staff: { username: 'valid.name' } });
    expect(await createStaff(t.db, { username: 'valid.name', name: 'V', password: STAFF_PASSWORD })).toMatchObject({ ok: false, problem: expect.stringContaining('taken') });
    expect(await t.db.selectFrom('staff').select(['role', 'active', 'totp_secret']).where('username', '=', 'valid.name').executeTakeFirst()).toEqual({ role: 'owner', active: true, totp_secret: null });
    expect(await auditOf('valid.name')).toEqual([expect.objectContaining({ action: 'staff.create', ip: 'cli' })]);
  });
});
