import { createPublicKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/server/config';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { createPaymentProvider } from '../../src/server/providers/payment';
import { ProviderError, type PaymentProvider } from '../../src/server/providers/payment/types';
import { createWechatPay } from '../../src/server/providers/payment/wechat-pay';
import { decryptResource, encryptResource, nonce, rsaVerify } from '../../src/server/providers/payment/wechat-crypto';
import { FAKE_PUBLIC_KEY_ID, startFakeWechatPay, type FakeWechatPay } from '../fakes/wechat-pay';
import { FAKE_PLATFORM_CERT, FAKE_PLATFORM_SERIAL } from '../fakes/wechat-pay-cert';
import { testConfig } from '../helpers/test-app';
import { DESKTOP_UA, WECHAT_UA, goPay, historyOf, member, orderOf, paymentApp, unpaidOrder } from './payment-helpers';

/** The WeChat Pay API v3 adapter against a local fake that checks signatures both ways. */
const MCH_ID = '1230000109';
const APP_ID = 'wxd678efh567hg6787';
const SERIAL = '5E6F7A8B9C0D1E2F3A4B5C6D7E8F9A0B1C2D3E4F';
const APIV3_KEY = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

async function fakeIn(mode: 'certificate' | 'publicKey', refundStatus: 'SUCCESS' | 'PROCESSING' = 'SUCCESS') {
  return startFakeWechatPay({ mchId: MCH_ID, appId: APP_ID, merchantSerial: SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key: APIV3_KEY, mode, refundStatus });
}

function adapterFor(fake: FakeWechatPay, privateKey = merchant.privateKey): PaymentProvider {
  const platformKeys = fake.platformCert
    ? new Map([[FAKE_PLATFORM_SERIAL, new X509Certificate(fake.platformCert).publicKey]])
    : new Map([[FAKE_PUBLIC_KEY_ID, createPublicKey(fake.publicKeyPem!)]]);
  return createWechatPay({ mchId: MCH_ID, serial: SERIAL, privateKey, appId: APP_ID, apiV3Key: APIV3_KEY, platformKeys, apiBase: fake.url });
}

const prepayRequest = (method: 'native' | 'jsapi' | 'h5', outTradeNo = `P${Date.now()}${Math.floor(Math.random() * 1e6)}`) => ({
  method,
  outTradeNo,
  description: '蓬莱崖畔酒庄 - 霞光干红',
  amountFen: 38_800,
  expiresAt: new Date('2030-01-02T03:04:05Z'),
  notifyUrl: 'https://shop.example/api/payment/notify/wechat',
  clientIp: '203.0.113.7',
  openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  returnUrl: 'https://shop.example/#/WxPay?order_no=A1',
});

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (err: unknown) => err);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

for (const mode of ['certificate', 'publicKey'] as const) {
  describe(`WeChat Pay adapter (${mode} mode)`, () => {
    let fake: FakeWechatPay;
    let pay: PaymentProvider;
    beforeAll(async () => {
      fake = await fakeIn(mode);
      pay = adapterFor(fake);
    });
    afterAll(async () => fake.close());

    it('signs Native prepay and reads the code_url from a verified answer', async () => {
      const request = prepayRequest('native');
      expect(await pay.prepay(request)).toEqual({ codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
      const sent = fake.requests.at(-1)!;
      expect(sent).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/native', signed: true });
      expect(JSON.parse(sent.body)).toMatchObject({ appid: APP_ID, mchid: MCH_ID, out_trade_no: request.outTradeNo, time_expire: '2030-01-02T11:04:05+08:00', amount: { total: 38_800, currency: 'CNY' } });
    });

    it('answers JSAPI parameters whose paySign the merchant key made', async () => {
      const answer = await pay.prepay(prepayRequest('jsapi'));
      if (!('jsapi' in answer)) throw new Error('no jsapi params');
      const p = answer.jsapi;
      expect(p).toMatchObject({ appId: APP_ID, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
      expect(p.timeStamp).toMatch(/^\d{10}$/);
      expect(rsaVerify(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`, p.paySign, merchant.publicKey)).toBe(true);
    });

    it('answers an H5 URL that comes back to the shop', async () => {
      const answer = await pay.prepay(prepayRequest('h5'));
      expect('h5Url' in answer && answer.h5Url).toContain(`&redirect_url=${encodeURIComponent('https://shop.example/#/WxPay?order_no=A1')}`);
      expect(JSON.parse(fake.requests.at(-1)!.body).scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } });
    });

    it('queries, closes and refunds by the merchant numbers', async () => {
      const request = prepayRequest('native');
      await pay.prepay(request);
      expect(await pay.query(request.outTradeNo)).toMatchObject({ tradeState: 'NOTPAY', amountFen: 38_800, transactionId: null, mchId: MCH_ID });
      expect(await pay.query('P0000000NOSUCH')).toBeNull();
      const paid = fake.pay(request.outTradeNo);
      expect(await pay.query(request.outTradeNo)).toMatchObject({ tradeState: 'SUCCESS', transactionId: paid.transaction_id });
      expect((await caught(pay.close(request.outTradeNo))).code).toBe('ORDERPAID');
      const refund = { outTradeNo: request.outTradeNo, outRefundNo: `RF${request.outTradeNo}`, amountFen: 38_800, totalFen: 38_800, reason: 'CANCEL', notifyUrl: request.notifyUrl };
      const first = await pay.refund(refund);
      expect(first).toMatchObject({ outRefundNo: refund.outRefundNo, status: 'SUCCESS' });
      expect(await pay.refund(refund)).toEqual(first);
      expect(fake.refunds.size).toBe(1);
      expect(await pay.queryRefund(refund.outRefundNo)).toEqual(first);

      const open = prepayRequest('native');
      await pay.prepay(open);
      await pay.close(open.outTradeNo);
      expect(fake.transactions.get(open.outTradeNo)!.state).toBe('CLOSED');
    });

    it('turns {code, message} answers into errors, transient or not', async () => {
      fake.failNext(429, 'RATELIMIT_EXCEEDED', 'slow down');
      const limited = await caught(pay.query('P0000000ANY'));
      expect([limited.status, limited.code, limited.transient]).toEqual([429, 'RATELIMIT_EXCEEDED', true]);
      fake.failNext(500, 'SYSTEM_ERROR', 'busy');
      expect((await caught(pay.prepay(prepayRequest('native')))).transient).toBe(true);
      const bad = await caught(pay.prepay({ ...prepayRequest('native'), amountFen: 0 }));
      expect([bad.status, bad.code, bad.transient]).toEqual([400, 'PARAM_ERROR', false]);
    });

    it('is refused by WeChat Pay when signed with another key', async () => {
      const impostor = adapterFor(fake, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
      const error = await caught(impostor.prepay(prepayRequest('native')));
      expect([error.status, error.code]).toEqual([401, 'SIGN_ERROR']);
      expect(fake.requests.at(-1)!.signed).toBe(false);
    });

    it('believes no answer whose signature does not verify', async () => {
      fake.forgeAnswers(true);
      try {
        expect((await caught(pay.prepay(prepayRequest('native')))).code).toBe('ANSWER_NOT_VERIFIED');
      } finally {
        fake.forgeAnswers(false);
      }
    });
  });
}

describe('WeChat Pay adapter, other failures', () => {
  it('reports a provider that does not answer as a transient failure', async () => {
    const fake = await fakeIn('publicKey');
    const pay = adapterFor(fake);
    await fake.close();
    const error = await caught(pay.query('P0000000ANY'));
    expect([error.status, error.code, error.transient]).toEqual([0, 'NETWORK', true]);
  });

  it('finishes a refund that was still processing when asked again', async () => {
    const fake = await fakeIn('certificate', 'PROCESSING');
    const pay = adapterFor(fake);
    const request = prepayRequest('native');
    await pay.prepay(request);
    fake.pay(request.outTradeNo);
    const refund = { outTradeNo: request.outTradeNo, outRefundNo: `RF${request.outTradeNo}`, amountFen: 38_800, totalFen: 38_800, reason: 'x', notifyUrl: request.notifyUrl };
    expect((await pay.refund(refund)).status).toBe('PROCESSING');
    expect((await pay.queryRefund(refund.outRefundNo))!.status).toBe('SUCCESS');
    await fake.close();
  });
});

describe('AEAD_AES_256_GCM resources', () => {
  it('decrypt what was encrypted, and refuse a changed ciphertext, nonce, associated data or key', () => {
    const resource = encryptResource('{"out_trade_no":"P1"}', APIV3_KEY, 'transaction', 'transaction');
    expect(decryptResource(resource, APIV3_KEY)).toBe('{"out_trade_no":"P1"}');
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, APIV3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, APIV3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, nonce: nonce(12) }, APIV3_KEY)).toThrow();
    expect(() => decryptResource(resource, nonce(32))).toThrow();
  });
});

describe('PAYMENT_PROVIDER=wechat configuration', () => {
  const base = { PAYMENT_PROVIDER: 'wechat', WECHATPAY_MCH_ID: MCH_ID, WECHATPAY_SERIAL: SERIAL, WECHATPAY_PRIVATE_KEY: merchantPem, WECHATPAY_APIV3_KEY: APIV3_KEY, WECHAT_APP_ID: APP_ID };
  const build = (env: Record<string, string>) => () => createPaymentProvider(testConfig(env), null as never, async () => 0);

  it('names every missing setting', () => {
    expect(() => testConfig({ PAYMENT_PROVIDER: 'wechat' })).toThrow(/WECHATPAY_MCH_ID: required when PAYMENT_PROVIDER=wechat[\s\S]*WECHATPAY_APIV3_KEY/);
    expect(build(base)).toThrow(/WECHATPAY_PLATFORM_CERT or WECHATPAY_PUBLIC_KEY[\s\S]*WECHATPAY_NOTIFY_URL or PUBLIC_URL/);
    expect(build({ ...base, PUBLIC_URL: 'https://shop.example', WECHATPAY_PUBLIC_KEY: merchantPem })).toThrow(/WECHATPAY_PUBLIC_KEY_ID/);
  });

  it('refuses a key that is not one, without printing it', () => {
    const env = { ...base, PUBLIC_URL: 'https://shop.example', WECHATPAY_PLATFORM_CERT: FAKE_PLATFORM_CERT };
    let error: unknown;
    try {
      build({ ...env, WECHATPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nbm90IGEga2V5\\n-----END PRIVATE KEY-----' })();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toMatch(/WECHATPAY_PRIVATE_KEY: not an RSA private key/);
    expect(String((error as Error).message)).not.toContain('bm90IGEga2V5');
    expect(build({ ...env, WECHATPAY_PLATFORM_CERT: '/no/such/file.pem' })).toThrow(/WECHATPAY_PLATFORM_CERT: neither a PEM nor a readable file/);
    expect(() => testConfig({ ...env, WECHATPAY_APIV3_KEY: 'short' })).toThrow(/WECHATPAY_APIV3_KEY: must be 32 bytes/);
    expect(build(env)().name).toBe('wechat');
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

for (const mode of ['certificate', 'publicKey'] as const) {
  describe(`the shop on WeChat Pay (${mode} mode)`, () => {
    it('pays an order by Native QR through a callback over HTTP, once, and refunds a cancel', async () => {
      const fake = await fakeIn(mode);
      const port = await freePort();
      const keys: Record<string, string> = fake.platformCert ? { WECHATPAY_PLATFORM_CERT: fake.platformCert } : { WECHATPAY_PUBLIC_KEY: fake.publicKeyPem!, WECHATPAY_PUBLIC_KEY_ID: FAKE_PUBLIC_KEY_ID };
      const t = await paymentApp({
        PAYMENT_PROVIDER: 'wechat',
        WECHATPAY_MCH_ID: MCH_ID,
        WECHATPAY_SERIAL: SERIAL,
        WECHATPAY_PRIVATE_KEY: merchantPem.replace(/\n/g, '\\n'),
        WECHATPAY_APIV3_KEY: APIV3_KEY,
        WECHAT_APP_ID: APP_ID,
        WECHATPAY_API_BASE: fake.url,
        WECHATPAY_NOTIFY_URL: `http://127.0.0.1:${port}/api/payment/notify/wechat`,
        ...keys,
      });
      try {
        await t.app.listen({ port, host: '127.0.0.1' });
        const payer = await member(t.db);
        const order = await unpaidOrder(t.db, payer.id);
        const started = await goPay(t, payer.token, order.order_no, 'native', DESKTOP_UA);
        expect(started.data.code_url).toMatch(/^weixin:\/\//);
        const outTradeNo = started.data.out_trade_no as string;
        fake.pay(outTradeNo);
        expect(await fake.deliver(outTradeNo)).toBe(204);
        expect(await fake.deliver(outTradeNo)).toBe(204);
        expect((await orderOf(t.db, order.id)).status).toBe(10);
        expect(await historyOf(t.db, order.id)).toEqual([{ from_status: 5, to_status: 10, event: 'PAY', actor: 'provider:wechat' }]);

        // inside WeChat, a member signed in with WeChat pays with JSAPI (the openid of our AppID)
        const other = await unpaidOrder(t.db, payer.id);
        expect((await goPay(t, payer.token, other.order_no, 'jsapi', WECHAT_UA)).msg).toBe('To pay inside WeChat, please sign in with WeChat first');
        await t.db.insertInto('wechat_accounts').values({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', unionid: null, member_id: payer.id }).execute();
        const jsapi = await goPay(t, payer.token, other.order_no, 'jsapi', WECHAT_UA);
        expect(jsapi.data.jsapi).toMatchObject({ appId: APP_ID, signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) });
        expect(JSON.parse(fake.requests.at(-1)!.body).payer).toEqual({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });

        await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, 'member:1'));
        await t.services().work.drain();
        expect(fake.refunds.get(`RF${outTradeNo}`)).toMatchObject({ refund: order.amount_fen, total: order.amount_fen, status: 'SUCCESS' });
        expect(fake.requests.every((r) => r.signed)).toBe(true);
      } finally {
        await t.close();
        await fake.close();
      }
    });
  });
}
