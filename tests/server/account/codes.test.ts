import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_DAILY_PER_IP, CODE_DAILY_PER_TARGET, consumeCode, issueCode } from '../../../src/server/domain/verification';
import type { OutgoingCode } from '../../../src/server/providers/messaging/types';
import { postForm, testApp } from '../../helpers/test-app';
import { call, freshIp, freshPhone, outboxCode, registerMember, sendAndRead, skipCooldown, type Ctx } from './helpers';

let ctx: Ctx;
beforeAll(async () => {
  // as behind a proxy on the same host: each call's X-Forwarded-For (a fresh one by default) is its address
  ctx = await testApp({ seed: false, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => ctx.close());

const send = (mobile: string, event: string, lang = 'en', headers: Record<string, string> = {}) =>
  call(ctx, '/api/sms/send', { mobile, event, lang }, headers);

describe('sending a code', () => {
  it('sends 6 digits to the outbox and answers the 60 s cooldown', async () => {
    const phone = freshPhone();
    const res = await send(phone, 'register');
    expect(res).toMatchObject({ code: 1, msg: 'The verification code has been sent', data: { cooldown: 60 } });
    expect(await outboxCode(ctx, phone)).toMatch(/^\d{6}$/);
    const outbox = (await ctx.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` })).json();
    expect(outbox[0]).toMatchObject({ channel: 'mobile', to: phone });
    expect(outbox[0].body).toMatch(/valid for 5 minutes/);
  });

  it('writes the message in the requested language', async () => {
    const phone = freshPhone();
    await send(phone, 'register', 'tw');
    const outbox = (await ctx.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` })).json();
    expect(outbox[0].body).toMatch(/^【蓬萊崖畔酒莊】您的驗證碼是\d{6}，5分鐘內有效。$/);
  });

  it('refuses a second send within 60 s, then allows it once the minute has passed', async () => {
    const phone = freshPhone();
    await send(phone, 'register');
    const again = await send(phone, 'register');
    expect(again.code).toBe(0);
    expect(again.msg).toMatch(/^Please wait (60|59) seconds before requesting another code$/);
    expect((await send(phone, 'register', 'cn')).msg).toMatch(/^请(60|59)秒后再获取验证码$/);
    await skipCooldown(ctx, phone);
    expect((await send(phone, 'register')).code).toBe(1);
  });

  it('waits CODE_COOLDOWN_S seconds instead when the operator sets it', async () => {
    const short = await testApp({ seed: false, env: { CODE_COOLDOWN_S: '2' } });
    try {
      const phone = freshPhone();
      expect(await call(short, '/api/sms/send', { mobile: phone, event: 'register', lang: 'en' })).toMatchObject({ code: 1, data: { cooldown: 2 } });
      const again = await call(short, '/api/sms/send', { mobile: phone, event: 'register', lang: 'en' });
      expect(again.msg).toMatch(/^Please wait (1 second|2 seconds) before requesting another code$/);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await call(short, '/api/sms/send', { mobile: phone, event: 'register', lang: 'en' })).code).toBe(1);
      // the other app keeps the minute
      expect((await send(freshPhone(), 'register')).data).toEqual({ cooldown: 60 });
    } finally {
      await short.close();
    }
  });

  it('the cooldown holds per target, whatever the event', async () => {
    const member = await registerMember(ctx, freshPhone());
    await skipCooldown(ctx, member.mobile);
    expect((await send(member.mobile, 'resetpwd')).code).toBe(1);
    expect((await send(member.mobile, 'mobilelogin')).msg).toMatch(/Please wait/);
  });

  it(`caps one phone at ${CODE_DAILY_PER_TARGET} codes a day`, async () => {
    const phone = freshPhone();
    for (let i = 0; i < CODE_DAILY_PER_TARGET; i++) {
      await skipCooldown(ctx, phone);
      expect((await send(phone, 'register')).code).toBe(1);
    }
    await skipCooldown(ctx, phone);
    const refused = await send(phone, 'register');
    expect(refused).toMatchObject({ code: 0, msg: 'Too many codes were requested today, please try again tomorrow' });
    expect((await send(phone, 'register', 'tw')).msg).toBe('今天獲取驗證碼的次數過多，請明天再試');
  });

  it(`caps one address at ${CODE_DAILY_PER_IP} codes a day`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_DAILY_PER_IP; i++) {
      expect((await send(freshPhone(), 'register', 'en', { 'x-forwarded-for': ip })).code).toBe(1);
    }
    const refused = await send(freshPhone(), 'register', 'en', { 'x-forwarded-for': ip });
    expect(refused.msg).toBe('Too many codes were requested today, please try again tomorrow');
    expect((await send(freshPhone(), 'register', 'en', { 'x-forwarded-for': freshIp() })).code).toBe(1);
  });

  it('caps one address at CODE_DAILY_PER_IP codes a day when it is set', async () => {
    const capture = { name: 'capture', send: async () => {} };
    const messaging = { sms: capture, email: capture, cooldownS: 60, dailyPerIp: 2 };
    const ip = freshIp();
    const issue = () => issueCode(ctx.app.services.codes, ctx.db, messaging, { channel: 'mobile', target: freshPhone(), event: 'register', lang: 'en', ip });
    expect((await issue()).ok).toBe(true);
    expect((await issue()).ok).toBe(true);
    expect(await issue()).toEqual({ ok: false, key: 'auth.codeDailyLimit' });
  });

  it('lets only one of several simultaneous sends to one phone through', async () => {
    const phone = freshPhone();
    const results = await Promise.all(Array.from({ length: 5 }, () => send(phone, 'register')));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
  });

  it('register refuses a registered phone; resetpwd and mobilelogin refuse an unknown one', async () => {
    const member = await registerMember(ctx, freshPhone());
    await skipCooldown(ctx, member.mobile);
    expect((await send(member.mobile, 'register')).msg).toBe('This phone number is already registered');
    expect((await send(member.mobile, 'register', 'cn')).msg).toBe('该手机号已注册');
    const stranger = freshPhone();
    expect((await send(stranger, 'resetpwd')).msg).toBe('This phone number is not registered');
    expect((await send(stranger, 'mobilelogin', 'cn')).msg).toBe('该手机号未注册');
    const unknownMail = await call(ctx, '/api/ems/send', { email: 'nobody@example.com', event: 'resetpwd', lang: 'en' });
    expect(unknownMail.msg).toBe('This email address is not registered');
  });

  it('changemobile / changeemail need a signed-in member and a target nobody else uses', async () => {
    const me = await registerMember(ctx, freshPhone());
    const other = await registerMember(ctx, freshPhone());
    const free = freshPhone();
    expect((await send(free, 'changemobile')).msg).toBe('Please login first');
    expect((await send(other.mobile, 'changemobile', 'en', { token: me.token })).msg).toBe(
      'This phone number is used by another account',
    );
    expect((await send(free, 'changemobile', 'en', { token: me.token })).code).toBe(1);
    const mail = await call(ctx, '/api/ems/send', { email: 'Me@Example.com', event: 'changeemail', lang: 'en' }, { token: me.token });
    expect(mail.code).toBe(1);
    expect(await outboxCode(ctx, 'me@example.com')).toMatch(/^\d{6}$/);
  });

  it('answers every bad field with its message and sends nothing', async () => {
    const before = (await ctx.db.selectFrom('verification_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect((await send('12345', 'register')).msg).toBe('Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)');
    expect((await send('12345', 'register', 'cn')).msg).toBe('请填写正确的手机号：中国大陆11位，或香港+852、澳门+853、台湾+886的手机号');
    expect((await send(freshPhone(), 'dance')).msg).toBe('Please check the field: purpose of the code');
    expect((await send(freshPhone(), 'dance', 'tw')).msg).toBe('請檢查欄位：驗證碼用途');
    expect((await call(ctx, '/api/ems/send', { email: 'not-mail', event: 'register', lang: 'en' })).msg).toBe('Incorrect email format');
    expect((await call(ctx, '/api/sms/send', { lang: 'en' })).msg).toBe('Please check the field: phone number');
    const after = (await ctx.db.selectFrom('verification_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(after).toBe(before);
  });

  it('a provider failure answers "could not be sent" and does not start the cooldown', async () => {
    const phone = freshPhone();
    const real = ctx.app.messaging.sms;
    ctx.app.messaging.sms = { name: 'broken', send: async () => Promise.reject(new Error('down')) };
    try {
      expect((await send(phone, 'register')).msg).toBe('The code could not be sent, please try again later');
    } finally {
      ctx.app.messaging.sms = real;
    }
    expect((await send(phone, 'register')).code).toBe(1);
  });
});

describe('checking a code', () => {
  it('accepts the right code once only', async () => {
    const phone = freshPhone();
    const code = await sendAndRead(ctx, phone, 'register');
    expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code })).toEqual({ ok: true });
    expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code })).toEqual({ ok: false, key: 'auth.codeUsed' });
  });

  it('a code for one event does not pass another', async () => {
    const phone = freshPhone();
    const code = await sendAndRead(ctx, phone, 'register');
    expect((await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'changemobile', code })).ok).toBe(false);
    expect((await consumeCode(ctx.app.services.codes, ctx.db, { target: freshPhone(), event: 'register', code })).ok).toBe(false);
  });

  it('burns the code after 5 wrong tries, so even the right one then fails', async () => {
    const phone = freshPhone();
    const code = await sendAndRead(ctx, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code: wrong })).toEqual({ ok: false, key: 'validation.codeWrong' });
    }
    expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code: wrong })).toEqual({ ok: false, key: 'auth.codeBurnt' });
    expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code })).toEqual({ ok: false, key: 'auth.codeExpired' });
  });

  it('four wrong tries still leave the right code working', async () => {
    const phone = freshPhone();
    const code = await sendAndRead(ctx, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code: wrong });
    expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code })).toEqual({ ok: true });
  });

  it('expires after 5 minutes', async () => {
    const phone = freshPhone();
    const code = await sendAndRead(ctx, phone, 'register');
    const row = await ctx.db.selectFrom('verification_codes').selectAll().where('target', '=', phone).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(300_000);
    await ctx.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', row.id).execute();
    expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code })).toEqual({ ok: false, key: 'auth.codeExpired' });
  });

  it('a new code replaces the previous one', async () => {
    const phone = freshPhone();
    const first = await sendAndRead(ctx, phone, 'register');
    const second = await sendAndRead(ctx, phone, 'register');
    if (first !== second) expect((await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code: first })).ok).toBe(false);
    expect(await consumeCode(ctx.app.services.codes, ctx.db, { target: phone, event: 'register', code: second })).toEqual({ ok: true });
  });

  it('stores only a keyed hash: the code appears in no table', async () => {
    const phone = freshPhone();
    const sent: OutgoingCode[] = [];
    const real = ctx.app.messaging.sms;
    ctx.app.messaging.sms = { name: 'capture', send: async (m) => void sent.push(m) };
    try {
      expect((await send(phone, 'register')).code).toBe(1);
    } finally {
      ctx.app.messaging.sms = real;
    }
    const code = sent[0]!.code;
    expect(code).toMatch(/^\d{6}$/);
    const row = await ctx.db.selectFrom('verification_codes').selectAll().where('target', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const tables = ['verification_codes', 'rate_limits', 'outbox_messages', 'members', 'member_sessions'] as const;
    for (const table of tables) {
      const dump = JSON.stringify(await ctx.db.selectFrom(table).selectAll().execute());
      expect(dump, table).not.toContain(code);
    }
  });
});

describe('the development outbox', () => {
  it('lists newest first and filters by recipient', async () => {
    const a = freshPhone();
    const b = freshPhone();
    await send(a, 'register');
    await send(b, 'register');
    const all = (await ctx.app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(all[0].to).toBe(b);
    expect(all[1].to).toBe(a);
    const onlyA = (await ctx.app.inject({ method: 'GET', url: `/dev/outbox?to=${a}` })).json();
    expect(onlyA.every((m: { to: string }) => m.to === a)).toBe(true);
  });

  it('does not exist in production', async () => {
    const prod = await testApp({ seed: false, env: { NODE_ENV: 'production', CODE_SECRET: 'a-production-secret' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('is reached only by GET', async () => {
    expect((await postForm(ctx.app, '/dev/outbox', {})).statusCode).toBe(404);
  });
});
