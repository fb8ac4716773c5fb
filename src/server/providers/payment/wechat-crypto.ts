import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * The cryptography of WeChat Pay API v3 (integrations-china §3) on node:crypto alone: request
 * signatures, answer and callback verification, AEAD_AES_256_GCM resources and the JSAPI
 * paySign. The sandbox gateway and the test fake use the same functions from the other side.
 */

/** 32 characters from [A-Za-z0-9], as WeChat's own nonces. */
export function nonce(length = 32): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

/** SHA256withRSA (PKCS#1 v1.5), Base64. */
export function rsaSign(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function rsaVerify(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n` (BODY empty for GET). */
export function requestMessage(method: string, pathWithQuery: string, timestamp: string, nonceStr: string, body: string): string {
  return `${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${nonceStr}\n${body}\n`;
}

/** `TIMESTAMP\nNONCE\nBODY\n`: what answers and callbacks are signed over. */
export function answerMessage(timestamp: string, nonceStr: string, body: string): string {
  return `${timestamp}\n${nonceStr}\n${body}\n`;
}

export interface MerchantCredentials {
  mchId: string;
  /** serial number of the merchant API certificate */
  serial: string;
  privateKey: KeyObject;
}

/** The Authorization header of one request. */
export function authorization(
  merchant: MerchantCredentials,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp = String(unixNow()),
  nonceStr = nonce(),
): string {
  const signature = rsaSign(requestMessage(method, pathWithQuery, timestamp, nonceStr, body), merchant.privateKey);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonceStr}",timestamp="${timestamp}",serial_no="${merchant.serial}",signature="${signature}"`;
}

/** Parses an Authorization header (the fake's side); null when it is not WeChat Pay's scheme. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const part of match[1]!.matchAll(/(\w+)="([^"]*)"/g)) fields[part[1]!] = part[2]!;
  return fields;
}

/** The four headers WeChat Pay signs answers and callbacks with. */
export interface SignedHeaders {
  'wechatpay-timestamp': string;
  'wechatpay-nonce': string;
  'wechatpay-signature': string;
  'wechatpay-serial': string;
}

export function signAnswer(body: string, serial: string, privateKey: KeyObject, timestamp = String(unixNow()), nonceStr = nonce()): SignedHeaders {
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonceStr,
    'wechatpay-signature': rsaSign(answerMessage(timestamp, nonceStr, body), privateKey),
    'wechatpay-serial': serial,
  };
}

/** An encrypted resource of a callback (`resource` of the body). */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

/** AEAD_AES_256_GCM: key = the 32-byte APIv3 key (UTF-8); the last 16 bytes are the tag. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export function encryptResource(plaintext: string, apiV3Key: string, associatedData: string, originalType: string): EncryptedResource {
  const iv = nonce(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce: iv, associated_data: associatedData, original_type: originalType };
}

/** What `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` needs. */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** paySign = Base64(SHA256withRSA(`appId\ntimeStamp\nnonceStr\npackage\n`)) with the merchant key. */
export function jsapiParams(appId: string, prepayId: string, privateKey: KeyObject, timeStamp = String(unixNow()), nonceStr = nonce()): JsapiParams {
  const pkg = `prepay_id=${prepayId}`;
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, privateKey) };
}
