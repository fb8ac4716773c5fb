import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { aliyunSmsSender, percentEncode, sendSmsParams, signRpc } from '../../../src/server/providers/messaging/aliyun-sms';
import { smtpSender } from '../../../src/server/providers/messaging/smtp';
import { buildMessage, sendMail, SmtpError } from '../../../src/server/providers/messaging/smtp-client';
import type { OutgoingCode } from '../../../src/server/providers/messaging/types';
import { referenceSignature, startFakeAliyunSms, type FakeAliyun } from '../../fakes/aliyun-sms';
import { startFakeSmtp } from '../../fakes/smtp';
import { TEST_CERT } from '../../fakes/test-cert';

const code = (over: Partial<OutgoingCode> = {}): OutgoingCode => ({
  channel: 'mobile',
  to: '13800000001',
  code: '482913',
  event: 'register',
  lang: 'en',
  ttlMinutes: 5,
  ...over,
});

describe('Aliyun SendSms signature (RPC v1, HMAC-SHA1)', () => {
  // the published example (integrations-china.md), signed as a GET
  const vector = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it('reproduces the published test vector', () => {
    expect(signRpc('GET', vector, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('signs the method it is sent with and any other secret differently', () => {
    expect(signRpc('POST', vector, 'testSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(signRpc('GET', vector, 'otherSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes as Aliyun does: space %20, * %2A, ~ kept, reserved marks encoded', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(percentEncode('蓬')).toBe('%E8%93%AC');
  });

  it('agrees with the fake endpoint’s independent implementation', () => {
    const params = sendSmsParams(
      { accessKeyId: 'id', accessKeySecret: 's3cret', signName: '蓬莱崖畔酒庄', templateCode: 'SMS_1', endpoint: 'http://x/' },
      '13800000001',
      { code: '123456' },
    );
    expect(params.Signature).toBe(referenceSignature('POST', params, 's3cret'));
    expect(params.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});

describe('Aliyun SMS adapter against the local fake', () => {
  let fake: FakeAliyun;
  const settings = () => ({
    accessKeyId: 'LTAI-test',
    accessKeySecret: 'fake-secret',
    signName: '蓬莱崖畔酒庄',
    templateCode: 'SMS_123456',
    endpoint: fake.url,
  });
  beforeAll(async () => {
    fake = await startFakeAliyunSms({
      accessKeyId: 'LTAI-test',
      accessKeySecret: 'fake-secret',
      failures: { '13900000009': 'isv.BUSINESS_LIMIT_CONTROL' },
    });
  });
  afterAll(async () => fake.close());

  it('sends the code in the template parameters, accepted with Code OK', async () => {
    await aliyunSmsSender(settings()).send(code());
    expect(fake.answers.at(-1)).toBe('OK');
    expect(fake.sent.at(-1)).toEqual({ phone: '13800000001', signName: '蓬莱崖畔酒庄', templateCode: 'SMS_123456', templateParam: { code: '482913' } });
  });

  it('fails with the provider code when Aliyun refuses (flow control)', async () => {
    await expect(aliyunSmsSender(settings()).send(code({ to: '13900000009' }))).rejects.toMatchObject({
      providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
    });
  });

  it('is refused by the fake when signed with the wrong secret', async () => {
    await expect(aliyunSmsSender({ ...settings(), accessKeySecret: 'wrong' }).send(code())).rejects.toMatchObject({
      providerCode: 'SignatureDoesNotMatch',
    });
  });

  it('fails cleanly when the endpoint cannot be reached', async () => {
    await expect(aliyunSmsSender({ ...settings(), endpoint: 'http://127.0.0.1:1/' }).send(code())).rejects.toThrow(/unreachable/);
  });
});

describe('SMTP adapter against the local fake server', () => {
  const mail = { to: 'guest@example.com', subject: '蓬萊崖畔酒莊驗證碼', text: 'Your code is 482913.\n.leading dot line' };
  const decodeBody = (data: string) => Buffer.from(data.split('\r\n\r\n')[1]!.replace(/\r\n/g, ''), 'base64').toString();

  it('STARTTLS, then AUTH PLAIN, then the mail: encrypted, authenticated, UTF-8 subject encoded', async () => {
    const fake = await startFakeSmtp({ starttls: true, user: 'mailer', password: 'pw' });
    try {
      await sendMail(
        { host: '127.0.0.1', port: fake.port, secure: 'starttls', user: 'mailer', password: 'pw', from: 'no-reply@estate.test', tls: { ca: TEST_CERT } },
        mail,
      );
      expect(fake.commands.map((c) => c.split(' ')[0])).toEqual(['EHLO', 'STARTTLS', 'EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
      const received = fake.mails[0]!;
      expect(received).toMatchObject({ from: 'no-reply@estate.test', to: ['guest@example.com'], secure: true, auth: 'PLAIN' });
      expect(received.data).toContain(`Subject: =?UTF-8?B?${Buffer.from(mail.subject).toString('base64')}?=`);
      expect(decodeBody(received.data)).toBe(mail.text);
    } finally {
      await fake.close();
    }
  });

  it('AUTH LOGIN when that is all the server offers, over implicit TLS', async () => {
    const fake = await startFakeSmtp({ mode: 'tls', user: 'mailer', password: 'pw', mechanisms: ['LOGIN'] });
    try {
      await sendMail({ host: 'localhost', port: fake.port, secure: 'tls', user: 'mailer', password: 'pw', from: 'a@estate.test', tls: { ca: TEST_CERT } }, mail);
      expect(fake.mails[0]).toMatchObject({ secure: true, auth: 'LOGIN' });
    } finally {
      await fake.close();
    }
  });

  it('refuses to send credentials when STARTTLS is expected but not offered', async () => {
    const fake = await startFakeSmtp({ user: 'mailer', password: 'pw' });
    try {
      await expect(
        sendMail({ host: '127.0.0.1', port: fake.port, secure: 'starttls', user: 'mailer', password: 'pw', from: 'a@estate.test' }, mail),
      ).rejects.toThrow(/STARTTLS/);
      expect(fake.commands.some((c) => c.startsWith('AUTH'))).toBe(false);
      expect(fake.mails).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  it('reports wrong credentials and a rejected recipient as failures', async () => {
    const fake = await startFakeSmtp({ user: 'mailer', password: 'pw', rejectRecipients: ['nobody@example.com'] });
    const base = { host: '127.0.0.1', port: fake.port, secure: 'none' as const, from: 'a@estate.test' };
    try {
      await expect(sendMail({ ...base, user: 'mailer', password: 'nope' }, mail)).rejects.toMatchObject({ reply: 535 });
      await expect(sendMail({ ...base, user: 'mailer', password: 'pw' }, { ...mail, to: 'nobody@example.com' })).rejects.toMatchObject({ reply: 550 });
      await expect(sendMail({ ...base, user: 'mailer', password: 'pw' }, { ...mail, to: 'x@y.z\r\nRCPT TO:<evil@x.y>' })).rejects.toThrow(SmtpError);
      expect(fake.mails).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  it('the email provider renders the code in the member’s language', async () => {
    const fake = await startFakeSmtp({});
    try {
      await smtpSender({ host: '127.0.0.1', port: fake.port, secure: 'none', from: 'a@estate.test' }).send(
        code({ channel: 'email', to: 'guest@example.com', lang: 'tw' }),
      );
      expect(decodeBody(fake.mails[0]!.data)).toContain('您的驗證碼是 482913');
    } finally {
      await fake.close();
    }
  });

  it('sends the body as base64 in lines of at most 76 characters', () => {
    const message = buildMessage('a@b.c', { to: 'd@e.f', subject: 's', text: '驗證碼'.repeat(40) });
    expect(message).toMatch(/^From: a@b.c\r\nTo: d@e.f\r\nSubject: s\r\n/);
    const body = message.split('\r\n\r\n')[1]!.split('\r\n');
    expect(body.length).toBeGreaterThan(1);
    expect(body.every((line) => line.length <= 76)).toBe(true);
  });
});

describe('provider configuration', () => {
  it('defaults to the outbox for both channels', () => {
    const config = loadConfig({});
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.EMAIL_PROVIDER).toBe('outbox');
  });

  it.each([
    ['ALIYUN_ACCESS_KEY_ID', { SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: 'n', ALIYUN_SMS_TEMPLATE_CODE: 't' }],
    ['ALIYUN_SMS_TEMPLATE_CODE', { SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'i', ALIYUN_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: 'n' }],
    ['SMTP_HOST', { EMAIL_PROVIDER: 'smtp', SMTP_FROM: 'a@b.cn' }],
    ['SMTP_FROM', { EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com' }],
    ['CODE_SECRET', { NODE_ENV: 'production' }],
  ])('refuses to start without %s, naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${name}: required when`));
  });
});
