import type { PayMethod } from '../../../contract/payment';
import type { PlatformKeys } from './notify-verifier';
import type { JsapiParams } from './wechat-crypto';

/** Where the member pays from, read from the user agent: it decides the WeChat Pay product. */
export type ClientKind = 'wechat' | 'mobile' | 'desktop';

export function clientKind(userAgent: string | undefined): ClientKind {
  const ua = userAgent ?? '';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  if (/Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(ua)) return 'mobile';
  return 'desktop';
}

export interface PrepayRequest {
  method: PayMethod;
  outTradeNo: string;
  /** ≤ 127 bytes, shown to the payer */
  description: string;
  amountFen: number;
  /** the provider refuses payment after this (the order's own expiry) */
  expiresAt: Date;
  notifyUrl: string;
  clientIp: string;
  /** the payer's openid for JSAPI */
  openid?: string;
  /** where the browser comes back to after H5 or the sandbox page */
  returnUrl: string;
  /** the payer's language, for a cashier page of our own (the sandbox's) */
  lang?: string;
}

/** What the browser needs to pay, by method. */
export type PrepayAnswer = { jsapi: JsapiParams } | { codeUrl: string } | { h5Url: string } | { payUrl: string };

export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

/** A transaction as the provider knows it (WeChat Pay's Transaction, the fields we use). */
export interface ProviderTransaction {
  mchId: string;
  outTradeNo: string;
  transactionId: string | null;
  tradeState: TradeState;
  amountFen: number | null;
  successTime: Date | null;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
  notifyUrl: string;
}

export type RefundState = 'SUCCESS' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';

export interface ProviderRefund {
  outRefundNo: string;
  refundId: string | null;
  status: RefundState;
}

/**
 * A payment provider: the built-in sandbox gateway or WeChat Pay API v3. Both sign their
 * callbacks the WeChat way, so one verifier (`notifyKeys`, `apiV3Key`) serves both.
 */
export interface PaymentProvider {
  name: 'sandbox' | 'wechat';
  mchId: string;
  methods(client: ClientKind, hasOpenid: boolean): PayMethod[];
  prepay(request: PrepayRequest): Promise<PrepayAnswer>;
  /** null when the provider has no such transaction */
  query(outTradeNo: string): Promise<ProviderTransaction | null>;
  close(outTradeNo: string): Promise<void>;
  /** idempotent by out_refund_no */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  queryRefund(outRefundNo: string): Promise<ProviderRefund | null>;
  notifyKeys: PlatformKeys;
  apiV3Key: string;
}

/** A refusal or failure answered by the provider (`{code, message}`), or no answer at all. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }

  /** worth trying again later: no answer, 5xx, rate limits */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500 || this.code === 'SYSTEM_ERROR' || this.code === 'RATELIMIT_EXCEEDED' || this.code === 'FREQUENCY_LIMITED';
  }
}

const TRADE_STATES = new Set<string>(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']);
const REFUND_STATES = new Set<string>(['SUCCESS', 'PROCESSING', 'CLOSED', 'ABNORMAL']);

/** A Transaction JSON (query answer or decrypted callback resource); null when it is not one. */
export function parseTransaction(json: Record<string, unknown>): ProviderTransaction | null {
  const amount = json.amount as { total?: unknown } | undefined;
  if (typeof json.out_trade_no !== 'string' || typeof json.trade_state !== 'string' || !TRADE_STATES.has(json.trade_state)) return null;
  const success = typeof json.success_time === 'string' ? new Date(json.success_time) : null;
  return {
    mchId: typeof json.mchid === 'string' ? json.mchid : '',
    outTradeNo: json.out_trade_no,
    transactionId: typeof json.transaction_id === 'string' && json.transaction_id ? json.transaction_id : null,
    tradeState: json.trade_state as TradeState,
    amountFen: typeof amount?.total === 'number' && Number.isSafeInteger(amount.total) ? amount.total : null,
    successTime: success && !Number.isNaN(success.getTime()) ? success : null,
  };
}

/** A Refund JSON (refund answer, refund query, decrypted REFUND.* resource). */
export function parseRefund(json: Record<string, unknown>): ProviderRefund | null {
  const status = json.status ?? json.refund_status;
  if (typeof json.out_refund_no !== 'string' || typeof status !== 'string' || !REFUND_STATES.has(status)) return null;
  return { outRefundNo: json.out_refund_no, refundId: typeof json.refund_id === 'string' ? json.refund_id : null, status: status as RefundState };
}

/** RFC 3339 in China time, as WeChat Pay writes and reads times. */
export function rfc3339(date: Date): string {
  const local = new Date(date.getTime() + 8 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}+08:00`;
}
