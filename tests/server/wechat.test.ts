import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../src/server/domain/members';
import { issueCode } from '../../src/server/domain/verification';
import { startFakeWechat, type FakeWechatUser } from '../fakes/wechat';
import { ConfigError } from '../../src/server/config';
import { createWechatProvider } from '../../src/server/providers/wechat';
import { postForm, testApp, testConfig } from '../helpers/test-app';

/**
 * WeChat sign-in end to end on the server: the calls drive the REAL adapter against the local
 * fake of WeChat (WECHAT_PROVIDER=real, base URLs pointed at the fake).
 */
const APP = { appId: 'wxfeedbeef00112233', appSecret: 'real-looking-secret-42' };
let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let ctx: Awaited<ReturnType<typeof testApp>>;

const user = (n: number, nickname = `WeChat ${n}`): FakeWechatUser => ({
  openid: `oTEST${String(n).padStart(23, '0')}`,
  nickname,
  headimgurl: `https://thirdwx.example/${n}.png`,
});

beforeAll(async () => {
  fake = await startFakeWechat(APP);
  ctx = await testApp({
    seed: false,
    env: {
      WECHAT_PROVIDER: 'real',
      WECHAT_APP_ID: APP.appId,
      WECHAT_APP_SECRET: APP.appSecret,
      WECHAT_OAUTH_BASE: fake.url,
      WECHAT_API_BASE: fake.url,
      PUBLIC_URL: 'https://wine.example',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const call = async (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  (await postForm(ctx.app, `/api/member/Wechat/${path}`, { lang: 'en', ...form }, headers)).json();

/** mp_auth, then the user approves at the fake: the code and state WeChat sends back. */
async function authorize(who: FakeWechatUser, redirect = '/cart') {
  fake.setUser(who);
  const answer = await call('mp_auth', { redirect });
  expect(answer.code).toBe(1);
  const res = await fetch(answer.data.url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

async function login(who: FakeWechatUser, redirect = '/cart') {
  const { code, state } = await authorize(who, redirect);
  return call('login', { code, state, type: 'mp' });
}

async function smsCode(mobile: string): Promise<string> {
  let sent = '';
  const capture = { name: 'capture', send: async (m: { code: string }) => void (sent = m.code) };
  const issued = await issueCode(ctx.app.services.codes, ctx.db, { sms: capture, email: capture, cooldownS: 60 }, { channel: 'mobile', target: mobile, event: 'register', lang: 'en' });
  expect(issued.ok).toBe(true);
  return sent;
}

const bindings = () => ctx.db.selectFrom('wechat_accounts').selectAll().execute();

describe('mp_auth', () => {
  it('answers the authorize URL with our redirect_uri and a fresh single-use state', async () => {
    const { data } = await call('mp_auth', { redirect: '/orderDetail?id=3' });
    const url = new URL(data.url);
    expect(url.origin).toBe(fake.url);
    expect(url.hash).toBe('#wechat_redirect');
    expect([...url.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(url.searchParams.get('redirect_uri')).toBe('https://wine.example/#/wxAuth');
    expect(url.searchParams.get('state')).toMatch(/^[a-z0-9]{32}$/);
    const row = await ctx.db.selectFrom('wechat_oauth_states').selectAll().where('state', '=', url.searchParams.get('state')!).executeTakeFirstOrThrow();
    expect(row.return_to).toBe('/orderDetail?id=3');
  });

  it('keeps only in-app return paths: another site becomes home', async () => {
    const answer = await login(user(90), '//evil.example/x');
    expect(answer.data).toMatchObject({ code: 0, redirect: '/' });
  });
  it('without a return path the answer names none (the browser falls back to the saved route)', async () => {
    fake.setUser(user(91));
    const { data } = await call('mp_auth', {});
    const back = new URL((await fetch(data.url, { redirect: 'manual' })).headers.get('location')!);
    const answer = await call('login', { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! });
    expect(answer.data).toMatchObject({ code: 0, redirect: '' });
  });
});

describe('login', () => {
  it('code 0 for an unbound WeChat: an opaque ticket, never the openid', async () => {
    const answer = await login(user(1, 'Ticket Tester'));
    expect(answer).toMatchObject({ code: 1, msg: 'Please bind an existing account or register' });
    expect(answer.data).toMatchObject({ code: 0, nickname: 'Ticket Tester', avatar: 'https://thirdwx.example/1.png', redirect: '/cart' });
    expect(answer.data.openid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(answer)).not.toContain(user(1).openid);
    const stored = await ctx.db.selectFrom('wechat_bind_tickets').selectAll().execute();
    expect(stored.some((t) => t.ticket_hash === answer.data.openid)).toBe(false); // only a hash is kept
  });

  it('code 2 when the code was already used, and the state cannot be replayed', async () => {
    const { code, state } = await authorize(user(2));
    expect((await call('login', { code, state, type: 'mp' })).data.code).toBe(0);
    const { state: fresh } = await authorize(user(2));
    const reused = await call('login', { code, state: fresh, type: 'mp' });
    expect(reused.data).toEqual({ code: 2, msg: 'Authorization failed, please try again' });
    const replay = await authorize(user(2));
    await call('login', { code: replay.code, state: replay.state });
    const again = await call('login', { code: replay.code, state: replay.state });
    expect(again.data.code).toBe(2);
  });

  it('code 2 without our state, or with an unknown code', async () => {
    const { code } = await authorize(user(3));
    expect((await call('login', { code })).data.code).toBe(2);
    const { state } = await authorize(user(3));
    expect((await call('login', { code: 'nope', state })).data.code).toBe(2);
  });

  it('a login without a code (the member refused) is a bad field: code 0 with the failure message', async () => {
    const answer = await call('login', { code: '', state: 'abc' });
    expect(answer).toMatchObject({ code: 0, msg: 'Authorization failed, please try again', data: null });
  });
});

describe('bind', () => {
  it('binds an existing account: a wrong password is refused and changes nothing; then login answers code 1', async () => {
    const member = await createMember(ctx.db, { mobile: '13900000001', password: 'secret123' });
    const ticket = (await login(user(10))).data.openid;
    const wrong = await call('bind', { mode: 'bind', openid: ticket, account: '13900000001', password: 'wrong-pass' });
    expect(wrong).toMatchObject({ code: 0, msg: 'Incorrect account or password', data: null });
    expect((await bindings()).some((b) => b.member_id === member.id)).toBe(false);

    const ok = await call('bind', { mode: 'bind', openid: ticket, account: '13900000001', password: 'secret123' });
    expect(ok).toMatchObject({ code: 1, msg: 'Binding succeeded', data: { id: member.id, mobile: '13900000001' } });
    expect(ok.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(ok.data).not.toHaveProperty('password_hash');
    const binding = (await bindings()).find((b) => b.member_id === member.id)!;
    expect(binding).toMatchObject({ openid: user(10).openid, nickname: 'WeChat 10' });

    const reuse = await call('bind', { mode: 'bind', openid: ticket, account: '13900000001', password: 'secret123' });
    expect(reuse.msg).toBe('The WeChat authorization has expired, please sign in with WeChat again');

    const again = await login(user(10), '/userInfo');
    expect(again.data).toMatchObject({ code: 1, uuid: member.uuid, redirect: '/userInfo', userinfo: { id: member.id } });
    expect(again.data.userinfo.token).toMatch(/^[0-9a-f]{64}$/);
    expect(again.data.userinfo.token).not.toBe(ok.data.token);
  });

  it('registers a new account with the SMS code: a wrong code is refused and creates nobody', async () => {
    const ticket = (await login(user(11, '山海'))).data.openid;
    const code = await smsCode('13900000002');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const form = { mode: 'register', openid: ticket, mobile: '13900000002', password: 'pass1234', confirm: 'pass1234' };
    const refused = await call('bind', { ...form, code: wrongCode });
    expect(refused).toMatchObject({ code: 0, msg: 'Verification code incorrect' });
    expect(await ctx.db.selectFrom('members').select('id').where('mobile', '=', '13900000002').executeTakeFirst()).toBeUndefined();

    const mismatch = await call('bind', { ...form, code, confirm: 'other123' });
    expect(mismatch.msg).toBe('The two password inputs are inconsistent');

    const done = await call('bind', { ...form, code });
    expect(done).toMatchObject({ code: 1, msg: 'Binding succeeded', data: { mobile: '13900000002', nickname: '山海' } });
    expect((await login(user(11))).data).toMatchObject({ code: 1, userinfo: { mobile: '13900000002' } });
  });

  it('an openid already bound to a member cannot be bound to another (two tickets raced)', async () => {
    const a = await createMember(ctx.db, { mobile: '13900000003', password: 'secret123' });
    const b = await createMember(ctx.db, { mobile: '13900000004', password: 'secret123' });
    const first = (await login(user(12))).data.openid;
    const second = (await login(user(12))).data.openid;
    expect((await call('bind', { mode: 'bind', openid: first, account: '13900000003', password: 'secret123' })).code).toBe(1);
    const refused = await call('bind', { mode: 'bind', openid: second, account: '13900000004', password: 'secret123' });
    expect(refused).toMatchObject({ code: 0, msg: 'This WeChat account is already bound to another account' });
    expect((await bindings()).filter((x) => x.member_id === b.id)).toEqual([]);
    expect((await bindings()).filter((x) => x.openid === user(12).openid).map((x) => x.member_id)).toEqual([a.id]);
  });

  it('a member bound once cannot bind a second WeChat', async () => {
    await createMember(ctx.db, { email: 'once@example.com', password: 'secret123' });
    const first = (await login(user(13))).data.openid;
    expect((await call('bind', { mode: 'bind', openid: first, account: 'once@example.com', password: 'secret123' })).code).toBe(1);
    const second = (await login(user(14))).data.openid;
    const refused = await call('bind', { mode: 'bind', openid: second, account: 'ONCE@example.com', password: 'secret123' });
    expect(refused).toMatchObject({ code: 0, msg: 'This account is already bound to another WeChat account' });
    expect((await bindings()).some((x) => x.openid === user(14).openid)).toBe(false);
  });

  it('five wrong passwords burn the ticket', async () => {
    await createMember(ctx.db, { mobile: '13900000005', password: 'secret123' });
    const ticket = (await login(user(15))).data.openid;
    const form = { mode: 'bind', openid: ticket, account: '13900000005' };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call('bind', { ...form, password: `wrong${i}00` })).msg);
    expect(answers.at(-1)).toBe('Too many wrong attempts, please sign in with WeChat again');
    const late = await call('bind', { ...form, password: 'secret123' });
    expect(late.msg).toBe('The WeChat authorization has expired, please sign in with WeChat again');
  });

  it('refuses an expired ticket, an invented one, a missing choice and a taken phone', async () => {
    const ticket = (await login(user(16))).data.openid;
    await ctx.db.updateTable('wechat_bind_tickets').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const expired = await call('bind', { mode: 'bind', openid: ticket, account: '13900000001', password: 'secret123' });
    expect(expired.msg).toMatch(/has expired/);
    const invented = await call('bind', { mode: 'bind', openid: 'A'.repeat(43), account: '13900000001', password: 'secret123' });
    expect(invented.msg).toMatch(/has expired/);
    expect((await call('bind', { openid: 'A'.repeat(43) })).msg).toBe('Please bind an existing account or register');
    const fresh = (await login(user(17))).data.openid;
    const taken = await call('bind', { mode: 'register', openid: fresh, mobile: '13900000001', code: '123456', password: 'pass1234', confirm: 'pass1234' });
    expect(taken.msg).toBe('This phone number is already registered: bind it as an existing account');
    const tw = await call('bind', { mode: 'register', openid: fresh, mobile: '1390', code: '123456', password: 'pass1234', confirm: 'pass1234', lang: 'tw' });
    expect(tw).toMatchObject({ code: 0, msg: '請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼' });
  });
});

describe('configuration', () => {
  it('the real provider without AppID and AppSecret stops the start, naming both', () => {
    const naming = /WECHAT_APP_ID: required when WECHAT_PROVIDER=real\n {2}WECHAT_APP_SECRET: required/;
    expect(() => testConfig({ WECHAT_PROVIDER: 'real' })).toThrow(ConfigError);
    expect(() => testConfig({ WECHAT_PROVIDER: 'real' })).toThrow(naming);
    // and the provider itself refuses a config that skipped the check
    const unchecked = { ...testConfig({}), WECHAT_PROVIDER: 'real' as const };
    expect(() => createWechatProvider(unchecked, fetch)).toThrow(naming);
  });

  it('rejects base URLs that are not http(s), without printing the secret', () => {
    expect(() => testConfig({ WECHAT_API_BASE: 'ftp://x' })).toThrow(/WECHAT_API_BASE: must be an http\(s\) URL/);
    expect(() => testConfig({ WECHAT_APP_SECRET: 'x9q7z' })).toThrow(/WECHAT_APP_SECRET/);
    expect(() => testConfig({ WECHAT_APP_SECRET: 'x9q7z' })).not.toThrow(/x9q7z/);
  });
});
