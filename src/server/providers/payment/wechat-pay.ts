import type { PayMethod } from '../../../contract/payment';
import { checkSignature, type PlatformKeys } from './notify-verifier';
import {
  parseRefund,
  parseTransaction,
  ProviderError,
  rfc3339,
  type ClientKind,
  type PaymentProvider,
  type PrepayAnswer,
  type PrepayRequest,
  type ProviderRefund,
  type RefundRequest,
} from './types';
import { authorization, jsapiParams, type MerchantCredentials } from './wechat-crypto';

/** fetch, or a stand-in with the same shape (tests) */
export type HttpFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export interface WechatPayOptions extends MerchantCredentials {
  /** the Official Account's AppID (JSAPI payer openids belong to it) */
  appId: string;
  apiV3Key: string;
  /** platform certificates by serial, and/or the WeChat Pay public key by its PUB_KEY_ID_… */
  platformKeys: PlatformKeys;
  apiBase: string;
  fetch?: HttpFetch;
  timeoutMs?: number;
}

const SIGNED_HEADERS = ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial'];

/**
 * The WeChat Pay API v3 adapter (integrations-china §3): every request signed with the
 * merchant key, every successful answer verified against the platform key before it is
 * believed, errors turned into ProviderError {status, code, message}.
 */
export function createWechatPay(options: WechatPayOptions): PaymentProvider {
  const doFetch: HttpFetch = options.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) }));
  const base = options.apiBase.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<{ status: number; json: Record<string, unknown> | null }> {
    const body = payload ? JSON.stringify(payload) : '';
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'penglai-winery/1.0',
      authorization: authorization(options, method, pathWithQuery, body),
    };
    if (payload) headers['content-type'] = 'application/json';
    let answer: Awaited<ReturnType<HttpFetch>>;
    let text: string;
    try {
      answer = await doFetch(`${base}${pathWithQuery}`, { method, headers, ...(payload ? { body } : {}) });
      text = await answer.text();
    } catch (err) {
      throw new ProviderError(0, 'NETWORK', (err as Error).name === 'TimeoutError' ? 'no answer in time' : 'no answer');
    }
    const json = parseJson(text);
    if (answer.status < 200 || answer.status >= 300) {
      throw new ProviderError(answer.status, String(json?.code ?? 'HTTP_ERROR'), String(json?.message ?? `HTTP ${answer.status}`));
    }
    const signed = Object.fromEntries(SIGNED_HEADERS.map((name) => [name, answer.headers.get(name) ?? undefined]));
    const verdict = checkSignature(signed, text, options.platformKeys);
    if (!verdict.ok) throw new ProviderError(answer.status, 'ANSWER_NOT_VERIFIED', `answer signature: ${verdict.reason}`);
    return { status: answer.status, json };
  }

  const mchid = options.mchId;
  const amountOf = (request: PrepayRequest) => ({ total: request.amountFen, currency: 'CNY' });
  const common = (request: PrepayRequest) => ({
    appid: options.appId,
    mchid,
    description: request.description,
    out_trade_no: request.outTradeNo,
    time_expire: rfc3339(request.expiresAt),
    notify_url: request.notifyUrl,
    amount: amountOf(request),
  });

  async function prepay(request: PrepayRequest): Promise<PrepayAnswer> {
    if (request.method === 'jsapi') {
      if (!request.openid) throw new ProviderError(400, 'PARAM_ERROR', 'JSAPI needs the payer openid');
      const { json } = await call('POST', '/v3/pay/transactions/jsapi', { ...common(request), payer: { openid: request.openid } });
      const prepayId = json?.prepay_id;
      if (typeof prepayId !== 'string') throw new ProviderError(502, 'BAD_ANSWER', 'no prepay_id');
      return { jsapi: jsapiParams(options.appId, prepayId, options.privateKey) };
    }
    if (request.method === 'native') {
      const { json } = await call('POST', '/v3/pay/transactions/native', common(request));
      if (typeof json?.code_url !== 'string') throw new ProviderError(502, 'BAD_ANSWER', 'no code_url');
      return { codeUrl: json.code_url };
    }
    if (request.method === 'h5') {
      const scene = { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } };
      const { json } = await call('POST', '/v3/pay/transactions/h5', { ...common(request), scene_info: scene });
      if (typeof json?.h5_url !== 'string') throw new ProviderError(502, 'BAD_ANSWER', 'no h5_url');
      const back = `${json.h5_url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(request.returnUrl)}`;
      return { h5Url: json.h5_url + back };
    }
    throw new ProviderError(400, 'PARAM_ERROR', `WeChat Pay has no method ${request.method}`);
  }

  return {
    name: 'wechat',
    mchId: mchid,
    methods(client: ClientKind, hasOpenid: boolean): PayMethod[] {
      if (client === 'wechat') return hasOpenid ? ['jsapi', 'native'] : ['native'];
      return client === 'mobile' ? ['h5'] : ['native'];
    },
    prepay,
    async query(outTradeNo) {
      try {
        const { json } = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${mchid}`);
        return json ? parseTransaction(json) : null;
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'ORDER_NOT_EXIST') return null;
        throw err;
      }
    },
    async close(outTradeNo) {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid });
    },
    async refund(request: RefundRequest): Promise<ProviderRefund> {
      const { json } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.outTradeNo,
        out_refund_no: request.outRefundNo,
        reason: request.reason.slice(0, 80),
        notify_url: request.notifyUrl,
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      const refund = json ? parseRefund(json) : null;
      if (!refund) throw new ProviderError(502, 'BAD_ANSWER', 'no refund status');
      return refund;
    },
    async queryRefund(outRefundNo) {
      try {
        const { json } = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
        return json ? parseRefund(json) : null;
      } catch (err) {
        if (err instanceof ProviderError && (err.code === 'RESOURCE_NOT_EXISTS' || err.code === 'ORDER_NOT_EXIST')) return null;
        throw err;
      }
    },
    notifyKeys: options.platformKeys,
    apiV3Key: options.apiV3Key,
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
