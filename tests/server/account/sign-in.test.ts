import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../src/server/domain/members';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_IP } from '../../../src/server/domain/sign-in';
import { testApp } from '../../helpers/test-app';
import { call, freshIp, freshPhone, registerMember, sendAndRead, type Ctx } from './helpers';

let ctx: Ctx;
beforeAll(async () => {
  // as behind a proxy on the same host: each call's X-Forwarded-For (a fresh one by default) is its address
  ctx = await testApp({ seed: false, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => ctx.close());

const count = async () =>
  (await ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('registration', () => {
  it('registers with the code from the outbox and signs the member in', async () => {
    const mobile = freshPhone();
    const code = await sendAndRead(ctx, mobile, 'register');
    const res = await call(ctx, '/api/user/register', { mobile, code, password: 'secret123', confirm: 'secret123', lang: 'en' });
    expect(res).toMatchObject({ code: 1, msg: 'Registration succeeded' });
    expect(res.data).toMatchObject({ mobile, username: mobile, nickname: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    expect(res.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data).not.toHaveProperty('password_hash');
    expect(res.data).not.toHaveProperty('salt');
    expect((await call(ctx, '/api/user/logout', { lang: 'en' }, { token: res.data.token })).code).toBe(1);
  });

  it.each([
    ['en', { mobile: '1380000', code: '123456', password: 'secret123', confirm: 'secret123' }, 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)'],
    ['cn', { mobile: '1380000', code: '123456', password: 'secret123', confirm: 'secret123' }, '请填写正确的手机号：中国大陆11位，或香港+852、澳门+853、台湾+886的手机号'],
    ['en', { code: '  ', password: 'secret123', confirm: 'secret123' }, 'Please enter the verification code'],
    ['cn', { code: '', password: 'secret123', confirm: 'secret123' }, '请输入验证码'],
    ['en', { code: '12ab', password: 'secret123', confirm: 'secret123' }, 'Verification code incorrect'],
    ['en', { code: '123456', password: '12345', confirm: '12345' }, 'Please enter a 6-18 digit password'],
    ['tw', { code: '123456', password: '1234567890123456789', confirm: '1234567890123456789' }, '請輸入6-18位密碼'],
    ['en', { code: '123456', password: 'secret123', confirm: '' }, 'Please confirm the password'],
    ['cn', { code: '123456', password: 'secret123', confirm: '' }, '请确认密码'],
    ['en', { code: '123456', password: 'secret123', confirm: 'secret124' }, 'The two password inputs are inconsistent'],
    ['cn', { code: '123456', password: 'secret123', confirm: 'secret124' }, '两次输入的密码不一致'],
  ])('refuses bad input (%s): %j', async (lang, form, message) => {
    const before = await count();
    const res = await call(ctx, '/api/user/register', { mobile: freshPhone(), ...form, lang });
    expect(res).toMatchObject({ status: 200, code: 0, msg: message, data: null });
    expect(await count()).toBe(before);
  });

  it('refuses a wrong code, a used code and a registered phone', async () => {
    const mobile = freshPhone();
    const code = await sendAndRead(ctx, mobile, 'register');
    const wrong = code === '999999' ? '888888' : '999999';
    const form = { mobile, password: 'secret123', confirm: 'secret123', lang: 'en' };
    expect((await call(ctx, '/api/user/register', { ...form, code: wrong })).msg).toBe('Verification code incorrect');
    expect((await call(ctx, '/api/user/register', { ...form, code })).code).toBe(1);
    expect((await call(ctx, '/api/user/register', { ...form, code })).msg).toBe('This phone number is already registered');
    expect((await call(ctx, '/api/user/register', { ...form, code, lang: 'tw' })).msg).toBe('該手機號碼已註冊');
  });
});

describe('sign-in with a password', () => {
  it('signs in by phone and by email (any case), answering the member with a new token', async () => {
    const member = await registerMember(ctx, freshPhone(), 'pass-word1');
    const byPhone = await call(ctx, '/api/user/login', { account: ` ${member.mobile} `, password: 'pass-word1', lang: 'en' });
    expect(byPhone).toMatchObject({ code: 1, msg: 'Signed in', data: { id: member.id } });
    expect(byPhone.data.token).not.toBe(member.token);
    await createMember(ctx.db, { email: 'Wine.Lover@Example.com', password: 'grapes!9' });
    const byEmail = await call(ctx, '/api/user/login', { account: 'wine.lover@EXAMPLE.com', password: 'grapes!9', lang: 'cn' });
    expect(byEmail).toMatchObject({ code: 1, msg: '登录成功', data: { email: 'wine.lover@example.com' } });
  });

  it('gives a wrong password and an unknown account the same message', async () => {
    const member = await registerMember(ctx, freshPhone());
    const wrong = await call(ctx, '/api/user/login', { account: member.mobile, password: 'not-it-1', lang: 'en' });
    const unknown = await call(ctx, '/api/user/login', { account: freshPhone(), password: 'not-it-1', lang: 'en' });
    expect(wrong.msg).toBe('Incorrect account or password');
    expect(unknown.msg).toBe(wrong.msg);
    expect((await call(ctx, '/api/user/login', { account: 'nobody@example.com', password: 'x23456', lang: 'tw' })).msg).toBe('帳號或密碼不正確');
  });

  it.each([
    ['en', { account: '', password: 'secret123' }, 'Please fill in the phone number or email address'],
    ['cn', { account: 'hello', password: 'secret123' }, '请填写手机号或邮箱'],
    ['en', { account: '13800000000', password: '123' }, 'Please enter a 6-18 digit password'],
    ['en', { account: '13800000000' }, 'Please check the field: password'],
    ['tw', { account: '13800000000' }, '請檢查欄位：密碼'],
  ])('refuses bad input (%s): %j', async (lang, form, message) => {
    expect(await call(ctx, '/api/user/login', { ...form, lang })).toMatchObject({ code: 0, msg: message });
  });

  it(`blocks an account after ${SIGN_IN_FAILURES_PER_ACCOUNT} failures, even with the right password`, async () => {
    const member = await registerMember(ctx, freshPhone());
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) {
      expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'wrong-pw', lang: 'en' })).msg).toBe(
        'Incorrect account or password',
      );
    }
    const blocked = await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'en' });
    expect(blocked.msg).toBe('Too many attempts, please try again later');
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'cn' })).msg).toBe('尝试次数过多，请稍后再试');
    // the window ends: sign-in works again
    await ctx.db.updateTable('rate_limits').set({ window_start: new Date(Date.now() - 16 * 60_000) }).where('key', 'like', `signin:acct:${member.mobile}`).execute();
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'en' })).code).toBe(1);
  });

  it('a success clears the account’s failures', async () => {
    const member = await registerMember(ctx, freshPhone());
    const attempt = (password: string) => call(ctx, '/api/user/login', { account: member.mobile, password, lang: 'en' });
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT - 1; i++) await attempt('wrong-pw');
    expect((await attempt('secret123')).code).toBe(1);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT - 1; i++) await attempt('wrong-pw');
    expect((await attempt('secret123')).code).toBe(1);
  });

  it(`blocks an address after ${SIGN_IN_FAILURES_PER_IP} failures across accounts`, async () => {
    const ip = freshIp();
    const member = await registerMember(ctx, freshPhone());
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i++) {
      await call(ctx, '/api/user/login', { account: freshPhone(), password: 'wrong-pw', lang: 'en' }, { 'x-forwarded-for': ip });
    }
    const fromThere = await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'en' }, { 'x-forwarded-for': ip });
    expect(fromThere.msg).toBe('Too many attempts, please try again later');
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'en' })).code).toBe(1);
  });

  const TOO_MANY = 'Too many attempts, please try again later';

  it(`compares at most ${SIGN_IN_FAILURES_PER_ACCOUNT} passwords of a burst for one account, the right one included`, async () => {
    const member = await registerMember(ctx, freshPhone());
    // 60 at once from 60 addresses, the right password in the middle
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 30 ? 'secret123' : `wrong-pw-${i}`));
    const answers = await Promise.all(passwords.map((password) => call(ctx, '/api/user/login', { account: member.mobile, password, lang: 'en' })));
    const compared = answers.filter((answer) => answer.msg !== TOO_MANY);
    expect(compared.length).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_ACCOUNT);
    expect(compared.every((answer) => answer.msg === 'Incorrect account or password')).toBe(true);
    expect(answers[30]!.msg).toBe(TOO_MANY);
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'en' })).msg).toBe(TOO_MANY);
  });

  it(`compares at most ${SIGN_IN_FAILURES_PER_IP} passwords of a burst from one address`, async () => {
    const ip = freshIp();
    const accounts = Array.from({ length: 60 }, () => freshPhone());
    const answers = await Promise.all(
      accounts.map((account) => call(ctx, '/api/user/login', { account, password: 'wrong-pw', lang: 'en' }, { 'x-forwarded-for': ip })),
    );
    expect(answers.filter((answer) => answer.msg !== TOO_MANY).length).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_IP);
  });

  it('counts only failures against an address: successes give their attempt back', async () => {
    const ip = freshIp();
    const member = await registerMember(ctx, freshPhone());
    const fromThere = (password: string) =>
      call(ctx, '/api/user/login', { account: member.mobile, password, lang: 'en' }, { 'x-forwarded-for': ip });
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i++) expect((await fromThere('secret123')).code).toBe(1);
    expect((await fromThere('wrong-pw')).msg).toBe('Incorrect account or password');
    expect((await fromThere('secret123')).code).toBe(1);
  });

  it('refuses a disabled account', async () => {
    const member = await registerMember(ctx, freshPhone());
    await ctx.db.updateTable('members').set({ switch: 0 }).where('id', '=', member.id).execute();
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'en' })).msg).toBe('This account is disabled');
  });
});

describe('sign-in with an SMS code', () => {
  it('signs in with the code from the outbox', async () => {
    const member = await registerMember(ctx, freshPhone());
    const captcha = await sendAndRead(ctx, member.mobile, 'mobilelogin');
    const res = await call(ctx, '/api/user/mobilelogin', { mobile: member.mobile, captcha, lang: 'en' });
    expect(res).toMatchObject({ code: 1, msg: 'Signed in', data: { id: member.id } });
    expect(res.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(ctx, '/api/user/mobilelogin', { mobile: member.mobile, captcha, lang: 'en' })).msg).toBe(
      'This verification code has already been used, please request a new one',
    );
  });

  it(`checks at most ${SIGN_IN_FAILURES_PER_ACCOUNT} codes of a burst for one phone`, async () => {
    const member = await registerMember(ctx, freshPhone());
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(ctx, '/api/user/mobilelogin', { mobile: member.mobile, captcha: String(100_000 + i), lang: 'en' })),
    );
    expect(answers.filter((answer) => answer.msg !== 'Too many attempts, please try again later').length).toBeLessThanOrEqual(SIGN_IN_FAILURES_PER_ACCOUNT);
  });

  it('refuses a code sent for registration, a wrong code and bad fields', async () => {
    const mobile = freshPhone();
    const registerCode = await sendAndRead(ctx, mobile, 'register');
    expect((await call(ctx, '/api/user/mobilelogin', { mobile, captcha: registerCode, lang: 'cn' })).msg).toBe('验证码不正确');
    expect((await call(ctx, '/api/user/mobilelogin', { mobile: '2380000000', captcha: '123456', lang: 'en' })).msg).toBe(
      'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)',
    );
    expect((await call(ctx, '/api/user/mobilelogin', { mobile, captcha: '', lang: 'tw' })).msg).toBe('請輸入驗證碼');
  });
});

describe('password reset', () => {
  it('by phone: the new password works, the old one and every old session stop working', async () => {
    const member = await registerMember(ctx, freshPhone(), 'old-pass1');
    const captcha = await sendAndRead(ctx, member.mobile, 'resetpwd');
    const reset = await call(ctx, '/api/user/resetpwd', {
      type: 'mobile', account: member.mobile, captcha, newpassword: 'new-pass1', confirm: 'new-pass1', lang: 'en',
    });
    expect(reset).toMatchObject({ code: 1, msg: 'Password reset', data: null });
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'old-pass1', lang: 'en' })).code).toBe(0);
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'new-pass1', lang: 'en' })).code).toBe(1);
    expect((await call(ctx, '/api/user/logout', { lang: 'en' }, { token: member.token })).status).toBe(401);
  });

  it('by email', async () => {
    const row = await createMember(ctx.db, { email: 'reset.me@example.com', password: 'old-pass1' });
    const captcha = await sendAndRead(ctx, 'reset.me@example.com', 'resetpwd', 'cn');
    const reset = await call(ctx, '/api/user/resetpwd', {
      type: 'email', account: 'Reset.Me@example.com', captcha, newpassword: 'new-pass2', confirm: 'new-pass2', lang: 'cn',
    });
    expect(reset).toMatchObject({ code: 1, msg: '密码已重置' });
    const login = await call(ctx, '/api/user/login', { account: 'reset.me@example.com', password: 'new-pass2', lang: 'en' });
    expect(login.data.id).toBe(row.id);
  });

  it.each([
    ['en', { type: 'mobile', account: 'a@b.cn' }, 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)'],
    ['cn', { type: 'email', account: '13800000000' }, '邮箱格式不正确'],
    ['en', { type: 'fax' }, 'Please check the field: reset by'],
    ['en', { account: '' }, 'Please fill in the phone number or email address'],
    ['en', { captcha: '' }, 'Please enter the verification code'],
    ['en', { newpassword: 'short' , confirm: 'short' }, 'Please enter a 6-18 digit password'],
    ['en', { confirm: '' }, 'Please confirm the password'],
    ['tw', { confirm: 'other-pass' }, '兩次輸入的密碼不一致'],
    ['en', {}, 'Verification code incorrect'],
  ])('refuses bad input (%s): %j and changes nothing', async (lang, form, message) => {
    const member = await registerMember(ctx, freshPhone(), 'keep-me-1');
    const res = await call(ctx, '/api/user/resetpwd', {
      type: 'mobile', account: member.mobile, captcha: '123456', newpassword: 'new-pass1', confirm: 'new-pass1', ...form, lang,
    });
    expect(res).toMatchObject({ code: 0, msg: message });
    expect((await call(ctx, '/api/user/login', { account: member.mobile, password: 'keep-me-1', lang: 'en' })).code).toBe(1);
  });
});

describe('log out', () => {
  it('ends only the session of its own token', async () => {
    const member = await registerMember(ctx, freshPhone());
    const second = await call(ctx, '/api/user/login', { account: member.mobile, password: 'secret123', lang: 'en' });
    const out = await call(ctx, '/api/user/logout', { lang: 'en' }, { token: member.token });
    expect(out).toMatchObject({ code: 1, msg: 'Signed out' });
    const again = await call(ctx, '/api/user/logout', { lang: 'en' }, { token: member.token });
    expect(again).toMatchObject({ status: 401, code: 401, msg: 'Please login first' });
    expect((await call(ctx, '/api/user/logout', { lang: 'cn' }, { token: second.data.token })).msg).toBe('已退出登录');
  });

  it('without a token answers 401', async () => {
    expect(await call(ctx, '/api/user/logout', { lang: 'tw' })).toMatchObject({ status: 401, msg: '請先登入' });
  });
});
