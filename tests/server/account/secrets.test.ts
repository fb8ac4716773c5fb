import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, REDACTED } from '../../../src/server/app';
import { freshDatabase, postForm, testConfig } from '../../helpers/test-app';
import { startFakeAliyunSms, type FakeAliyun } from '../../fakes/aliyun-sms';

/**
 * The whole path with the real Aliyun adapter (against the local fake) and the most verbose
 * log: the code reaches the phone, and neither the code nor the password reaches the log.
 */
let fake: FakeAliyun;
let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
let log = '';

beforeAll(async () => {
  fake = await startFakeAliyunSms({ accessKeyId: 'LTAI-e2e', accessKeySecret: 'fake-secret', templates: { domestic: 'SMS_900001', international: 'SMS_900002' } });
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const config = testConfig({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'LTAI-e2e',
    ALIYUN_ACCESS_KEY_SECRET: 'fake-secret',
    ALIYUN_SMS_SIGN_NAME: '蓬莱崖畔酒庄',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_900001',
    ALIYUN_SMS_TEMPLATE_CODE_INTL: 'SMS_900002',
    ALIYUN_SMS_ENDPOINT: fake.url,
    ...(fresh.config.DATABASE_URL ? { DATABASE_URL: fresh.config.DATABASE_URL } : {}),
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  app = await buildApp({ config, db: fresh.db, logger: { level: 'trace', stream, redact: { paths: REDACTED, censor: '[redacted]' } } });
});

afterAll(async () => {
  await app.close();
  await drop();
  await fake.close();
});

describe('codes through Aliyun, with full logging', () => {
  it('registers with the code the phone received; the log holds neither code nor password', async () => {
    const mobile = '13912345678';
    const sent = await postForm(app, '/api/sms/send', { mobile, event: 'register', lang: 'cn' });
    expect(sent.json()).toMatchObject({ code: 1, msg: '验证码已发送', data: { cooldown: 60 } });
    const received = fake.sent.at(-1)!;
    expect(received).toMatchObject({ phone: mobile, signName: '蓬莱崖畔酒庄', templateCode: 'SMS_900001' });
    const code = received.templateParam.code!;
    expect(code).toMatch(/^\d{6}$/);

    const password = 'Vintage#2024';
    const registered = await postForm(app, '/api/user/register', { mobile, code, password, confirm: password, lang: 'en' });
    expect(registered.json()).toMatchObject({ code: 1, data: { mobile } });
    const token = registered.json().data.token as string;
    await postForm(app, '/api/user/logout', { lang: 'en' }, { token });

    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/user/register');
    expect(log).not.toContain(code);
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
  });

  it('a refusal by Aliyun answers "could not be sent" in the member’s language', async () => {
    await fake.close();
    const res = await postForm(app, '/api/sms/send', { mobile: '13912345679', event: 'register', lang: 'tw' });
    expect(res.json()).toMatchObject({ code: 0, msg: '驗證碼發送失敗，請稍後再試' });
    fake = await startFakeAliyunSms({ accessKeyId: 'LTAI-e2e', accessKeySecret: 'fake-secret', templates: { domestic: 'SMS_900001', international: 'SMS_900002' } });
  });
});
