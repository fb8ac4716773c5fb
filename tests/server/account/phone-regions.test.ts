import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { freshDatabase, postForm, testApp, testConfig } from '../../helpers/test-app';
import { startFakeAliyunSms, type FakeAliyun } from '../../fakes/aliyun-sms';
import { call, freshIp, outboxCode, type Ctx } from './helpers';

/**
 * Hong Kong, Macau and Taiwan mobiles register and sign in by code like mainland ones: typed
 * with spaces, dashes, '+cc' or '00cc', they are stored, keyed and sent in their one canonical
 * form; Aliyun receives them with the international template and without '+'.
 */
const REGIONS = [
  // region, as typed at registration, canonical, as typed at sign-in, as Aliyun receives it, default nickname
  ['Hong Kong', '+852 9123 4567', '+85291234567', '00852-9123-4567', '85291234567', '+852 ****4567'],
  ['Macau', '+853 6612-3456', '+85366123456', '(+853) 66123456', '85366123456', '+853 ****3456'],
  ['Taiwan', '+886 0912 345 678', '+886912345678', '+886-912-345-678', '886912345678', '+886 ****5678'],
] as const;

describe('with the development outbox', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await testApp({ seed: false, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => ctx.close());

  it.each(REGIONS)('a %s member registers and signs in by code', async (_, typed, canonical, typedAgain, __, nickname) => {
    expect(await call(ctx, '/api/sms/send', { mobile: typed, event: 'register', lang: 'tw' })).toMatchObject({ code: 1 });
    const outbox = (await ctx.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(typed)}` })).json();
    expect(outbox[0]).toMatchObject({ channel: 'mobile', to: canonical });
    const code = await outboxCode(ctx, canonical);

    const registered = await call(ctx, '/api/user/register', { mobile: typed, code, password: 'secret123', confirm: 'secret123', lang: 'tw' });
    expect(registered).toMatchObject({ code: 1, data: { mobile: canonical, nickname } });

    // the cooldown keys by the canonical number, however it is typed the second time
    const again = await call(ctx, '/api/sms/send', { mobile: typedAgain, event: 'mobilelogin', lang: 'en' });
    expect(again.msg).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    await ctx.db.deleteFrom('rate_limits').where('key', '=', `code:cool:${canonical}`).execute();

    expect(await call(ctx, '/api/sms/send', { mobile: typedAgain, event: 'mobilelogin', lang: 'en' })).toMatchObject({ code: 1 });
    const captcha = await outboxCode(ctx, canonical);
    const signedIn = await call(ctx, '/api/user/mobilelogin', { mobile: typedAgain, captcha, lang: 'en' });
    expect(signedIn).toMatchObject({ code: 1, data: { mobile: canonical } });

    // and with the password, the account typed either way
    expect(await call(ctx, '/api/user/login', { account: typedAgain, password: 'secret123', lang: 'en' })).toMatchObject({ code: 1, data: { mobile: canonical } });
  });

  it.each([
    ['en', '+852 2123 4567', 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)'],
    ['cn', '+853 2812 3456', '请填写正确的手机号：中国大陆11位，或香港+852、澳门+853、台湾+886的手机号'],
    ['tw', '02-2345-6789', '請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼'],
    ['tw', '91234567', '請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼'],
  ])('refuses a landline or a number without its code (%s): %s', async (lang, mobile, msg) => {
    const codes = () => ctx.db.selectFrom('verification_codes').select('id').execute();
    const before = (await codes()).length;
    expect(await call(ctx, '/api/sms/send', { mobile, event: 'register', lang })).toMatchObject({ code: 0, msg });
    expect((await codes()).length).toBe(before);
  });
});

describe('through Aliyun (the local fake checks the signature and each number’s template)', () => {
  let fake: FakeAliyun;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    fake = await startFakeAliyunSms({
      accessKeyId: 'LTAI-regions',
      accessKeySecret: 'fake-secret',
      templates: { domestic: 'SMS_DOMESTIC', international: 'SMS_INTL' },
    });
    const fresh = await freshDatabase();
    drop = fresh.drop;
    const config = testConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'LTAI-regions',
      ALIYUN_ACCESS_KEY_SECRET: 'fake-secret',
      ALIYUN_SMS_SIGN_NAME: '蓬莱崖畔酒庄',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_DOMESTIC',
      ALIYUN_SMS_TEMPLATE_CODE_INTL: 'SMS_INTL',
      ALIYUN_SMS_ENDPOINT: fake.url,
      ...(fresh.config.DATABASE_URL ? { DATABASE_URL: fresh.config.DATABASE_URL } : {}),
    });
    app = await buildApp({ config, db: fresh.db });
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await fake.close();
  });

  const post = (path: string, form: Record<string, string>) =>
    postForm(app, path, form, { 'x-forwarded-for': freshIp() }).then((res) => res.json() as { code: number; msg: string; data: any });

  it('a mainland number keeps the domestic template and its 11 digits', async () => {
    expect(await post('/api/sms/send', { mobile: '+86 139 1234 0099', event: 'register', lang: 'cn' })).toMatchObject({ code: 1 });
    expect(fake.sent.at(-1)).toMatchObject({ phone: '13912340099', templateCode: 'SMS_DOMESTIC' });
  });

  it.each(REGIONS)('a %s member registers and signs in by code', async (_, typed, canonical, typedAgain, phoneNumbers) => {
    expect(await post('/api/sms/send', { mobile: typed, event: 'register', lang: 'tw' })).toMatchObject({ code: 1 });
    const received = fake.sent.at(-1)!;
    expect(received).toMatchObject({ phone: phoneNumbers, signName: '蓬莱崖畔酒庄', templateCode: 'SMS_INTL' });
    const registered = await post('/api/user/register', { mobile: typed, code: received.templateParam.code!, password: 'secret123', confirm: 'secret123', lang: 'tw' });
    expect(registered).toMatchObject({ code: 1, data: { mobile: canonical } });

    await app.db.deleteFrom('rate_limits').where('key', '=', `code:cool:${canonical}`).execute();
    expect(await post('/api/sms/send', { mobile: typedAgain, event: 'mobilelogin', lang: 'en' })).toMatchObject({ code: 1 });
    const login = fake.sent.at(-1)!;
    expect(login).toMatchObject({ phone: phoneNumbers, templateCode: 'SMS_INTL' });
    expect(await post('/api/user/mobilelogin', { mobile: typedAgain, captcha: login.templateParam.code!, lang: 'en' })).toMatchObject({ code: 1, data: { mobile: canonical } });
  });
});
