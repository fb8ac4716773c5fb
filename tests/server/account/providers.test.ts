import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { aliyunSmsSender, percentEncode, sendSmsParams, signRpc } from '../../../src/server/providers/messaging/aliyun-sms';
import type { OutgoingCode } from '../../../src/server/providers/messaging/types';
import { referenceSignature, startFakeAliyunSms, type FakeAliyun } from '../../fakes/aliyun-sms';

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
      { accessKeyId: 'id', accessKeySecret: 's3cret', signName: '蓬莱崖畔酒庄', templateCode: 'SMS_1', templateCodeIntl: 'SMS_2', endpoint: 'http://x/' },
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
    templateCodeIntl: 'SMS_654321',
    endpoint: fake.url,
  });
  beforeAll(async () => {
    fake = await startFakeAliyunSms({
      accessKeyId: 'LTAI-test',
      accessKeySecret: 'fake-secret',
      failures: { '13900000009': 'isv.BUSINESS_LIMIT_CONTROL' },
      templates: { domestic: 'SMS_123456', international: 'SMS_654321' },
    });
  });
  afterAll(async () => fake.close());

  it('sends the code in the template parameters, accepted with Code OK', async () => {
    await aliyunSmsSender(settings()).send(code());
    expect(fake.answers.at(-1)).toBe('OK');
    expect(fake.sent.at(-1)).toEqual({ phone: '13800000001', signName: '蓬莱崖畔酒庄', templateCode: 'SMS_123456', templateParam: { code: '482913' } });
  });

  it.each([
    ['Hong Kong', '+85291234567', '85291234567'],
    ['Macau', '+85366123456', '85366123456'],
    ['Taiwan', '+886912345678', '886912345678'],
  ])('sends a %s number with the international template, its country code without "+"', async (_, to, phone) => {
    await aliyunSmsSender(settings()).send(code({ to }));
    expect(fake.answers.at(-1)).toBe('OK');
    expect(fake.sent.at(-1)).toEqual({ phone, signName: '蓬莱崖畔酒庄', templateCode: 'SMS_654321', templateParam: { code: '482913' } });
  });

  it('is refused by the fake when a number goes with the other kind’s template', async () => {
    const swapped = { ...settings(), templateCode: 'SMS_654321', templateCodeIntl: 'SMS_123456' };
    await expect(aliyunSmsSender(swapped).send(code())).rejects.toMatchObject({ providerCode: 'isv.SMS_TEMPLATE_ILLEGAL' });
    await expect(aliyunSmsSender(swapped).send(code({ to: '+85291234567' }))).rejects.toMatchObject({ providerCode: 'isv.SMS_TEMPLATE_ILLEGAL' });
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

describe('provider configuration', () => {
  it('defaults to the outbox for both channels', () => {
    const config = loadConfig({});
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.EMAIL_PROVIDER).toBe('outbox');
  });

  it.each([
    ['ALIYUN_ACCESS_KEY_ID', { SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: 'n', ALIYUN_SMS_TEMPLATE_CODE: 't' }],
    ['ALIYUN_SMS_TEMPLATE_CODE', { SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'i', ALIYUN_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: 'n', ALIYUN_SMS_TEMPLATE_CODE_INTL: 't' }],
    ['ALIYUN_SMS_TEMPLATE_CODE_INTL', { SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'i', ALIYUN_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: 'n', ALIYUN_SMS_TEMPLATE_CODE: 't' }],
    ['SMTP_HOST', { EMAIL_PROVIDER: 'smtp', SMTP_FROM: 'a@b.cn' }],
    ['SMTP_FROM', { EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com' }],
    ['CODE_SECRET', { NODE_ENV: 'production' }],
  ])('refuses to start without %s, naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${name}: required when`));
  });
});
