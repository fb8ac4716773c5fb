import type { KeyObject } from 'node:crypto';
import { answerMessage, decryptResource, rsaVerify, unixNow, type EncryptedResource } from './wechat-crypto';

/**
 * Checking what WeChat Pay (or the sandbox gateway, which speaks the same protocol) sends us:
 * the Wechatpay-* headers, the serial of a key we trust, the time window, the SHA256withRSA
 * signature over `TIMESTAMP\nNONCE\nBODY\n`, and for callbacks the AES-256-GCM resource.
 */

/** Serial → verification key: platform certificates' serials and/or `PUB_KEY_ID_…` of the public key. */
export type PlatformKeys = ReadonlyMap<string, KeyObject>;

/** A message older (or newer) than this is refused: a replay or a badly wrong clock. */
export const MAX_SKEW_S = 300;

export type SignatureFailure = 'headers' | 'serial' | 'stale' | 'signature';

type HeaderBag = Record<string, string | string[] | undefined>;
const header = (headers: HeaderBag, name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export function checkSignature(headers: HeaderBag, body: string, keys: PlatformKeys, now = unixNow()): { ok: true; serial: string } | { ok: false; reason: SignatureFailure; serial?: string } {
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonceStr = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!timestamp || !nonceStr || !signature || !serial || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'headers' };
  const key = keys.get(serial);
  if (!key) return { ok: false, reason: 'serial', serial };
  if (Math.abs(now - Number(timestamp)) >= MAX_SKEW_S) return { ok: false, reason: 'stale', serial };
  if (!rsaVerify(answerMessage(timestamp, nonceStr, body), signature, key)) return { ok: false, reason: 'signature', serial };
  return { ok: true, serial };
}

/** The callback body (integrations-china §3). */
export interface NotificationBody {
  id: string;
  create_time?: string;
  event_type: string;
  resource_type?: string;
  summary?: string;
  resource: EncryptedResource;
}

export type NotificationFailure = SignatureFailure | 'body' | 'decrypt';

export type VerifiedNotification =
  | { ok: true; body: NotificationBody; resource: Record<string, unknown> }
  | {
      ok: false;
      reason: NotificationFailure;
      /** only what is safe to log: never a key, a signature or the plaintext */
      log: { notificationId?: string; serial?: string; outTradeNo?: string };
    };

function parseBody(raw: string): NotificationBody | null {
  try {
    const body = JSON.parse(raw) as Partial<NotificationBody>;
    const resource = body.resource as Partial<EncryptedResource> | undefined;
    if (typeof body.id !== 'string' || typeof body.event_type !== 'string' || !resource) return null;
    if (typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string' || typeof resource.algorithm !== 'string') return null;
    return body as NotificationBody;
  } catch {
    return null;
  }
}

function decrypt(body: NotificationBody, apiV3Key: string): Record<string, unknown> | null {
  try {
    const plain = JSON.parse(decryptResource(body.resource, apiV3Key)) as unknown;
    return plain && typeof plain === 'object' ? (plain as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies and opens one callback. A signature failure still tries the (GCM-authenticated)
 * resource only to name the out_trade_no in the log line; nothing of it is used otherwise.
 */
export function verifyNotification(headers: HeaderBag, raw: string, keys: PlatformKeys, apiV3Key: string, now = unixNow()): VerifiedNotification {
  const body = parseBody(raw);
  const signed = checkSignature(headers, raw, keys, now);
  if (!signed.ok) {
    const peek = body ? decrypt(body, apiV3Key) : null;
    const outTradeNo = typeof peek?.out_trade_no === 'string' ? peek.out_trade_no : undefined;
    return { ok: false, reason: signed.reason, log: { notificationId: body?.id, serial: signed.serial, outTradeNo } };
  }
  if (!body) return { ok: false, reason: 'body', log: { serial: signed.serial } };
  const resource = decrypt(body, apiV3Key);
  if (!resource) return { ok: false, reason: 'decrypt', log: { notificationId: body.id, serial: signed.serial } };
  return { ok: true, body, resource };
}
