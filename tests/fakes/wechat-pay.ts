import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  encryptResource,
  parseAuthorization,
  requestMessage,
  rsaVerify,
  signAnswer,
  unixNow,
} from '../../src/server/providers/payment/wechat-crypto';
import { FAKE_PLATFORM_CERT, FAKE_PLATFORM_KEY, FAKE_PLATFORM_SERIAL } from './wechat-pay-cert';

/**
 * A local WeChat Pay API v3 (integrations-china §3): a real HTTP server that checks every
 * request's Authorization signature with the merchant's public key, keeps transactions and
 * refunds, answers signed with its platform key (certificate mode or public-key mode), and can
 * deliver signed, AES-256-GCM encrypted callbacks to a notify_url.
 */
export interface FakeWechatPayOptions {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  apiV3Key: string;
  mode: 'certificate' | 'publicKey';
  /** the refund answer: SUCCESS at once, or PROCESSING (final on query) */
  refundStatus?: 'SUCCESS' | 'PROCESSING';
}

interface FakeTransaction {
  out_trade_no: string;
  appid: string;
  trade_type: string;
  state: string;
  total: number;
  notify_url: string;
  transaction_id: string | null;
  success_time: string | null;
  openid: string;
  body: string;
}
interface FakeRefund {
  out_refund_no: string;
  out_trade_no: string;
  refund_id: string;
  refund: number;
  total: number;
  status: string;
}

export const FAKE_PUBLIC_KEY_ID = 'PUB_KEY_ID_0116942780912024010600114900001234';

export async function startFakeWechatPay(options: FakeWechatPayOptions) {
  const publicKeyMode = options.mode === 'publicKey';
  const pair = publicKeyMode ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : null;
  const platformKey: KeyObject = pair ? pair.privateKey : createPrivateKey(FAKE_PLATFORM_KEY);
  const serial = publicKeyMode ? FAKE_PUBLIC_KEY_ID : FAKE_PLATFORM_SERIAL;
  const transactions = new Map<string, FakeTransaction>();
  const refunds = new Map<string, FakeRefund>();
  /** every request: method, path, whether its signature checked out */
  const requests: { method: string; path: string; signed: boolean; body: string }[] = [];
  let failNext: { status: number; code: string; message: string } | null = null;
  /** sign answers with another key (a man in the middle) */
  let forgeAnswers = false;

  function send(res: ServerResponse, status: number, payload?: object) {
    const body = payload ? JSON.stringify(payload) : '';
    const key = forgeAnswers ? generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey : platformKey;
    const headers: Record<string, string> = { ...signAnswer(body, serial, key), 'request-id': randomBytes(8).toString('hex') };
    if (body) headers['content-type'] = 'application/json';
    res.writeHead(status, headers).end(body);
  }
  const error = (res: ServerResponse, status: number, code: string, message: string) => send(res, status, { code, message });

  function checkSignature(req: IncomingMessage, path: string, body: string): string | null {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth) return 'missing Authorization';
    if (auth.mchid !== options.mchId) return 'mchid';
    if (auth.serial_no !== options.merchantSerial) return 'serial_no';
    if (Math.abs(unixNow() - Number(auth.timestamp)) > 300) return 'timestamp';
    const message = requestMessage(req.method ?? '', path, auth.timestamp ?? '', auth.nonce_str ?? '', body);
    return rsaVerify(message, auth.signature ?? '', options.merchantPublicKey) ? null : 'signature';
  }

  function prepay(kind: string, input: Record<string, any>, res: ServerResponse) {
    const missing = ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url'].find((field) => typeof input[field] !== 'string' || !input[field]);
    if (missing) return error(res, 400, 'PARAM_ERROR', `missing ${missing}`);
    if (input.appid !== options.appId || input.mchid !== options.mchId) return error(res, 400, 'PARAM_ERROR', 'appid and mchid do not match');
    if (!/^[0-9A-Za-z_|*-]{6,32}$/.test(input.out_trade_no)) return error(res, 400, 'PARAM_ERROR', 'out_trade_no');
    if (!Number.isSafeInteger(input.amount?.total) || input.amount.total <= 0 || input.amount.currency !== 'CNY') return error(res, 400, 'PARAM_ERROR', 'amount');
    if (Buffer.byteLength(input.description) > 127) return error(res, 400, 'PARAM_ERROR', 'description too long');
    if (kind === 'jsapi' && typeof input.payer?.openid !== 'string') return error(res, 400, 'PARAM_ERROR', 'payer.openid');
    if (kind === 'h5' && (typeof input.scene_info?.payer_client_ip !== 'string' || !input.scene_info?.h5_info?.type)) return error(res, 400, 'PARAM_ERROR', 'scene_info');
    const known = transactions.get(input.out_trade_no);
    if (known && known.state === 'SUCCESS') return error(res, 400, 'ORDERPAID', 'the order is paid');
    if (known && known.total !== input.amount.total) return error(res, 400, 'INVALID_REQUEST', 'out_trade_no reused with other parameters');
    transactions.set(input.out_trade_no, {
      out_trade_no: input.out_trade_no,
      appid: input.appid,
      trade_type: kind === 'h5' ? 'MWEB' : kind.toUpperCase(),
      state: known?.state ?? 'NOTPAY',
      total: input.amount.total,
      notify_url: input.notify_url,
      transaction_id: null,
      success_time: null,
      openid: input.payer?.openid ?? 'oFAKEPAYER0000000000000000000',
      body: JSON.stringify(input),
    });
    const prepayId = `wx${Date.now()}${randomBytes(6).toString('hex')}`;
    if (kind === 'jsapi') return send(res, 200, { prepay_id: prepayId });
    if (kind === 'native') return send(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}` });
    return send(res, 200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${randomBytes(4).readUInt32BE()}` });
  }

  const transactionJson = (tx: FakeTransaction) => ({
    appid: tx.appid,
    mchid: options.mchId,
    out_trade_no: tx.out_trade_no,
    ...(tx.transaction_id ? { transaction_id: tx.transaction_id } : {}),
    trade_type: tx.trade_type,
    trade_state: tx.state,
    trade_state_desc: tx.state,
    ...(tx.success_time ? { success_time: tx.success_time, bank_type: 'OTHERS' } : {}),
    payer: { openid: tx.openid },
    amount: { total: tx.total, payer_total: tx.total, currency: 'CNY', payer_currency: 'CNY' },
  });
  const refundJson = (r: FakeRefund) => ({
    refund_id: r.refund_id,
    out_refund_no: r.out_refund_no,
    transaction_id: transactions.get(r.out_trade_no)?.transaction_id,
    out_trade_no: r.out_trade_no,
    channel: 'ORIGINAL',
    status: r.status,
    create_time: new Date().toISOString(),
    amount: { refund: r.refund, total: r.total, payer_refund: r.refund, currency: 'CNY' },
  });

  function refund(input: Record<string, any>, res: ServerResponse) {
    const known = refunds.get(input.out_refund_no);
    if (known) return send(res, 200, refundJson(known));
    const tx = transactions.get(input.out_trade_no);
    if (!tx) return error(res, 404, 'RESOURCE_NOT_EXISTS', 'no such order');
    if (tx.state !== 'SUCCESS' && tx.state !== 'REFUND') return error(res, 403, 'INVALID_REQUEST', 'the order is not paid');
    if (input.amount?.total !== tx.total || !(input.amount?.refund > 0 && input.amount.refund <= tx.total)) return error(res, 400, 'PARAM_ERROR', 'amount');
    const created: FakeRefund = { out_refund_no: input.out_refund_no, out_trade_no: tx.out_trade_no, refund_id: `50${Date.now()}`, refund: input.amount.refund, total: tx.total, status: options.refundStatus ?? 'SUCCESS' };
    refunds.set(created.out_refund_no, created);
    tx.state = 'REFUND';
    return send(res, 200, refundJson(created));
  }

  function route(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const url = new URL(path, 'http://fake');
    const input = body ? (JSON.parse(body) as Record<string, any>) : {};
    const prepayKind = /^\/v3\/pay\/transactions\/(jsapi|native|h5)$/.exec(url.pathname)?.[1];
    if (req.method === 'POST' && prepayKind) return prepay(prepayKind, input, res);
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (byNo) {
      const tx = transactions.get(decodeURIComponent(byNo[1]!));
      if (req.method === 'GET' && !byNo[2]) {
        if (url.searchParams.get('mchid') !== options.mchId) return error(res, 400, 'PARAM_ERROR', 'mchid');
        return tx ? send(res, 200, transactionJson(tx)) : error(res, 404, 'ORDER_NOT_EXIST', 'no such order');
      }
      if (req.method === 'POST' && byNo[2]) {
        if (input.mchid !== options.mchId) return error(res, 400, 'PARAM_ERROR', 'mchid');
        if (!tx) return error(res, 404, 'ORDER_NOT_EXIST', 'no such order');
        if (tx.state === 'SUCCESS' || tx.state === 'REFUND') return error(res, 400, 'ORDERPAID', 'the order is paid');
        tx.state = 'CLOSED';
        return send(res, 204);
      }
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return refund(input, res);
    const refundNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && refundNo) {
      const known = refunds.get(decodeURIComponent(refundNo));
      if (known && known.status === 'PROCESSING') known.status = 'SUCCESS';
      return known ? send(res, 200, refundJson(known)) : error(res, 404, 'RESOURCE_NOT_EXISTS', 'no such refund');
    }
    return error(res, 404, 'NOT_FOUND', 'no such API');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const wrong = checkSignature(req, path, body);
      requests.push({ method: req.method ?? '', path, signed: wrong === null, body });
      if (wrong) return error(res, 401, 'SIGN_ERROR', `signature check failed: ${wrong}`);
      if (failNext) {
        const { status, code, message } = failNext;
        failNext = null;
        return error(res, status, code, message);
      }
      try {
        route(req, res, path, body);
      } catch {
        error(res, 400, 'PARAM_ERROR', 'bad JSON');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A signed callback body and headers, as WeChat Pay posts them. */
  function callback(eventType: string, resource: object, originalType: string, signAs = platformKey) {
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: encryptResource(JSON.stringify(resource), options.apiV3Key, originalType, originalType),
    });
    return { body, headers: { 'content-type': 'application/json', ...signAnswer(body, serial, signAs) } };
  }

  async function post(target: string, message: { body: string; headers: Record<string, string> }): Promise<number> {
    const answer = await fetch(target, { method: 'POST', headers: message.headers, body: message.body });
    return answer.status;
  }

  return {
    url,
    serial,
    /** what the merchant configures: the certificate PEM, or the public key PEM with its id */
    platformCert: publicKeyMode ? null : FAKE_PLATFORM_CERT,
    publicKeyPem: pair ? pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() : null,
    requests,
    transactions,
    refunds,
    failNext(status: number, code: string, message: string) {
      failNext = { status, code, message };
    },
    forgeAnswers(on: boolean) {
      forgeAnswers = on;
    },
    /** the payer pays: the transaction succeeds */
    pay(outTradeNo: string) {
      const tx = transactions.get(outTradeNo);
      if (!tx) throw new Error(`no transaction ${outTradeNo}`);
      tx.state = 'SUCCESS';
      tx.transaction_id = `4200${Date.now()}${randomBytes(3).toString('hex')}`;
      tx.success_time = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
      return tx;
    },
    transactionCallback(outTradeNo: string) {
      const tx = transactions.get(outTradeNo);
      if (!tx) throw new Error(`no transaction ${outTradeNo}`);
      return callback('TRANSACTION.SUCCESS', transactionJson(tx), 'transaction');
    },
    /** delivers the TRANSACTION.SUCCESS callback to the transaction's notify_url; answers the HTTP status */
    deliver(outTradeNo: string) {
      return post(transactions.get(outTradeNo)!.notify_url, this.transactionCallback(outTradeNo));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
