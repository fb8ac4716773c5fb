import { createHash, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { PayMethod } from '../../../contract/payment';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { privateKeyFrom } from './keys';
import { ProviderError, rfc3339, type PaymentProvider, type PrepayRequest, type ProviderTransaction, type TradeState } from './types';
import { encryptResource, nonce, signAnswer } from './wechat-crypto';

export const SANDBOX_MCH_ID = '1900000109';
export const SANDBOX_APP_ID = 'wx0sandbox0penglai';
export const SANDBOX_PAGE_PREFIX = '/dev/pay';

/** Hands a signed callback to our server (in-process); answers the HTTP status. */
export type Deliver = (notifyUrl: string, headers: Record<string, string>, body: string) => Promise<number>;

export interface SandboxTransaction {
  outTradeNo: string;
  description: string;
  amountFen: number;
  method: string;
  state: TradeState;
  transactionId: string | null;
  returnUrl: string;
  expiresAt: Date;
}

export interface SandboxGateway extends PaymentProvider {
  name: 'sandbox';
  /** the key id the sandbox signs with (its Wechatpay-Serial) and its private key, for tests */
  serial: string;
  privateKey: KeyObject;
  transaction(outTradeNo: string): Promise<SandboxTransaction | null>;
  /** the payer approves: the transaction succeeds and the signed callback is delivered */
  approve(outTradeNo: string): Promise<{ ok: boolean; delivered?: number }>;
  /** the payer declines: the transaction fails (PAYERROR) */
  decline(outTradeNo: string): Promise<boolean>;
  /** the signed callback of a paid transaction, as the gateway would (re)send it */
  notification(outTradeNo: string): Promise<{ headers: Record<string, string>; body: string } | null>;
}

/** A signing key with its public half, key id (its Wechatpay-Serial) and the map callbacks are checked with. */
function signingKeys(privateKey: KeyObject) {
  const publicKey = createPublicKey(privateKey);
  const fingerprint = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 24).toUpperCase();
  const serial = `PUB_KEY_ID_SANDBOX${fingerprint}`;
  return { privateKey, serial, notifyKeys: new Map([[serial, publicKey]]) as ReadonlyMap<string, KeyObject> };
}

/**
 * The built-in development gateway. It keeps its own books (sandbox_pay_* tables), serves a
 * page where the payer approves, declines or leaves, and calls our server back exactly as
 * WeChat Pay does: a body with an AEAD_AES_256_GCM resource under its own APIv3-style key,
 * signed SHA256withRSA with its own key, so our callback verifies it the same way.
 */
export function createSandboxGateway(config: Config, db: Db, deliver: Deliver): SandboxGateway {
  // The signing key: the configured one (read now, so a wrong one stops the start), else one
  // made on first use. Making an RSA key takes 0.1–0.5 s, which no start should wait for.
  let keys = config.PAYMENT_SANDBOX_PRIVATE_KEY
    ? signingKeys(privateKeyFrom(config.PAYMENT_SANDBOX_PRIVATE_KEY, 'PAYMENT_SANDBOX_PRIVATE_KEY'))
    : null;
  const key = () => (keys ??= signingKeys(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey));
  const apiV3Key = config.PAYMENT_SANDBOX_APIV3_KEY ?? nonce(32);

  const read = async (outTradeNo: string): Promise<SandboxTransaction | null> => {
    const row = await db.selectFrom('sandbox_pay_transactions').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
    if (!row) return null;
    return {
      outTradeNo: row.out_trade_no,
      description: row.description,
      amountFen: row.amount_fen,
      method: row.method,
      state: row.state as TradeState,
      transactionId: row.transaction_id,
      returnUrl: row.return_url,
      expiresAt: row.expires_at,
    };
  };

  const tradeType = (method: string) => (method === 'native' ? 'NATIVE' : method === 'h5' ? 'MWEB' : 'JSAPI');

  async function notification(outTradeNo: string) {
    const row = await db.selectFrom('sandbox_pay_transactions').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
    if (!row || !row.transaction_id || !row.paid_at) return null;
    const transaction = {
      appid: SANDBOX_APP_ID,
      mchid: SANDBOX_MCH_ID,
      out_trade_no: row.out_trade_no,
      transaction_id: row.transaction_id,
      trade_type: tradeType(row.method),
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: rfc3339(row.paid_at),
      payer: { openid: 'oSANDBOX0000000000000000payer' },
      amount: { total: row.amount_fen, payer_total: row.amount_fen, currency: 'CNY', payer_currency: 'CNY' },
    };
    // one notification per transaction: every redelivery carries the same id, as WeChat's retries do
    const id = createHash('sha256').update(`notify:${row.transaction_id}`).digest('hex').slice(0, 36);
    const body = JSON.stringify({
      id,
      create_time: rfc3339(row.paid_at),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encryptResource(JSON.stringify(transaction), apiV3Key, 'transaction', 'transaction'),
    });
    return { headers: { 'content-type': 'application/json', ...signAnswer(body, key().serial, key().privateKey) }, body };
  }

  const pageUrl = (request: PrepayRequest, scan = false) => {
    const query = new URLSearchParams({ ...(request.lang ? { hl: request.lang } : {}), ...(scan ? { scan: '1' } : {}) }).toString();
    return `${new URL(request.returnUrl).origin}${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(request.outTradeNo)}${query ? `?${query}` : ''}`;
  };

  return {
    name: 'sandbox',
    mchId: SANDBOX_MCH_ID,
    get serial() {
      return key().serial;
    },
    get privateKey() {
      return key().privateKey;
    },
    get notifyKeys() {
      return key().notifyKeys;
    },
    apiV3Key,
    methods(client): PayMethod[] {
      if (client === 'desktop') return ['sandbox', 'native'];
      return client === 'mobile' ? ['sandbox', 'h5'] : ['sandbox'];
    },
    async prepay(request) {
      await db
        .insertInto('sandbox_pay_transactions')
        .values({
          out_trade_no: request.outTradeNo,
          description: request.description,
          amount_fen: request.amountFen,
          method: request.method,
          notify_url: request.notifyUrl,
          return_url: request.returnUrl,
          expires_at: request.expiresAt,
        })
        .onConflict((oc) => oc.column('out_trade_no').doNothing())
        .execute();
      if (request.method === 'native') return { codeUrl: pageUrl(request, true) };
      if (request.method === 'h5') return { h5Url: pageUrl(request) };
      if (request.method === 'sandbox') return { payUrl: pageUrl(request) };
      throw new ProviderError(400, 'PARAM_ERROR', `the sandbox has no method ${request.method}`);
    },
    async query(outTradeNo): Promise<ProviderTransaction | null> {
      const tx = await read(outTradeNo);
      if (!tx) return null;
      const paid = tx.state === 'SUCCESS' || tx.state === 'REFUND';
      const row = paid ? await db.selectFrom('sandbox_pay_transactions').select('paid_at').where('out_trade_no', '=', outTradeNo).executeTakeFirst() : null;
      return { mchId: SANDBOX_MCH_ID, outTradeNo, transactionId: tx.transactionId, tradeState: tx.state, amountFen: tx.amountFen, successTime: row?.paid_at ?? null };
    },
    async close(outTradeNo) {
      const closed = await db
        .updateTable('sandbox_pay_transactions')
        .set({ state: 'CLOSED' })
        .where('out_trade_no', '=', outTradeNo)
        .where('state', 'in', ['NOTPAY', 'PAYERROR', 'CLOSED'])
        .executeTakeFirst();
      if (Number(closed.numUpdatedRows) === 0) {
        const tx = await read(outTradeNo);
        if (!tx) throw new ProviderError(404, 'ORDER_NOT_EXIST', 'no such transaction');
        throw new ProviderError(400, 'ORDERPAID', 'the transaction is paid');
      }
    },
    async refund(request) {
      return db.transaction().execute(async (trx) => {
        const tx = await trx.selectFrom('sandbox_pay_transactions').selectAll().where('out_trade_no', '=', request.outTradeNo).forUpdate().executeTakeFirst();
        if (!tx) throw new ProviderError(404, 'ORDER_NOT_EXIST', 'no such transaction');
        const known = await trx.selectFrom('sandbox_pay_refunds').selectAll().where('out_refund_no', '=', request.outRefundNo).executeTakeFirst();
        if (known) return { outRefundNo: known.out_refund_no, refundId: known.refund_id, status: 'SUCCESS' as const };
        if (tx.state !== 'SUCCESS') throw new ProviderError(403, 'INVALID_REQUEST', `cannot refund a ${tx.state} transaction`);
        if (request.amountFen > tx.amount_fen || request.totalFen !== tx.amount_fen) throw new ProviderError(400, 'PARAM_ERROR', 'wrong refund amount');
        const refundId = `50${Date.now()}${randomBytes(4).toString('hex')}`;
        await trx.insertInto('sandbox_pay_refunds').values({ out_refund_no: request.outRefundNo, out_trade_no: request.outTradeNo, refund_id: refundId, amount_fen: request.amountFen }).execute();
        await trx.updateTable('sandbox_pay_transactions').set({ state: 'REFUND' }).where('out_trade_no', '=', request.outTradeNo).execute();
        return { outRefundNo: request.outRefundNo, refundId, status: 'SUCCESS' as const };
      });
    },
    async queryRefund(outRefundNo) {
      const row = await db.selectFrom('sandbox_pay_refunds').selectAll().where('out_refund_no', '=', outRefundNo).executeTakeFirst();
      return row ? { outRefundNo, refundId: row.refund_id, status: 'SUCCESS' } : null;
    },
    transaction: read,
    async approve(outTradeNo) {
      const transactionId = `42${Date.now()}${randomBytes(6).readUIntBE(0, 6).toString().padStart(15, '0')}`.slice(0, 32);
      const paid = await db
        .updateTable('sandbox_pay_transactions')
        .set({ state: 'SUCCESS', transaction_id: transactionId, paid_at: new Date() })
        .where('out_trade_no', '=', outTradeNo)
        .where('state', '=', 'NOTPAY')
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      const tx = await read(outTradeNo);
      if (!tx || (Number(paid.numUpdatedRows) === 0 && tx.state !== 'SUCCESS')) return { ok: false };
      const message = await notification(outTradeNo);
      const row = await db.selectFrom('sandbox_pay_transactions').select('notify_url').where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
      return { ok: true, delivered: message ? await deliver(row.notify_url, message.headers, message.body) : 0 };
    },
    async decline(outTradeNo) {
      const failed = await db
        .updateTable('sandbox_pay_transactions')
        .set({ state: 'PAYERROR' })
        .where('out_trade_no', '=', outTradeNo)
        .where('state', '=', 'NOTPAY')
        .executeTakeFirst();
      return Number(failed.numUpdatedRows) > 0;
    },
    notification,
  };
}
