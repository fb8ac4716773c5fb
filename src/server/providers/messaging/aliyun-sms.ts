import { createHmac, randomUUID } from 'node:crypto';
import { DeliveryError, type CodeSender } from './types';

/**
 * Aliyun SMS (Dysmsapi SendSms, RPC style, signature version 1.0 with HMAC-SHA1), as the
 * official SDKs sign: every parameter percent-encoded (RFC 3986: only A-Z a-z 0-9 - _ . ~ left
 * as is, space as %20), sorted by name, joined with & and encoded once more into
 * `METHOD&%2F&<encoded query>`; the key is the AccessKey secret followed by "&".
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  return createHmac('sha1', `${secret}&`).update(stringToSign(method, params)).digest('base64');
}

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** the domestic template (mainland numbers) */
  templateCode: string;
  /** the international template (港澳台/国际消息): Hong Kong, Macau and Taiwan numbers */
  templateCodeIntl: string;
  endpoint: string;
  timeoutMs?: number;
}

/** Aliyun's timestamp: ISO 8601 in UTC without milliseconds. */
function aliyunTimestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Where one canonical phone goes: a mainland number as its 11 digits with the domestic template;
 * the others with the international template and, as Aliyun's international SMS expects, the
 * country code and number without '+' (85291234567).
 */
export function smsRoute(settings: Pick<AliyunSmsSettings, 'templateCode' | 'templateCodeIntl'>, phone: string): { phoneNumbers: string; templateCode: string } {
  if (phone.startsWith('+')) return { phoneNumbers: phone.slice(1), templateCode: settings.templateCodeIntl };
  return { phoneNumbers: phone, templateCode: settings.templateCode };
}

/** The signed form of one SendSms request to a canonical phone; exported for the tests. */
export function sendSmsParams(
  settings: AliyunSmsSettings,
  phone: string,
  templateParam: Record<string, string>,
  now = new Date(),
  nonce: string = randomUUID(),
): Record<string, string> {
  const route = smsRoute(settings, phone);
  const params: Record<string, string> = {
    AccessKeyId: settings.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: route.phoneNumbers,
    RegionId: 'cn-hangzhou',
    SignName: settings.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: route.templateCode,
    TemplateParam: JSON.stringify(templateParam),
    Timestamp: aliyunTimestamp(now),
    Version: '2017-05-25',
  };
  return { ...params, Signature: signRpc('POST', params, settings.accessKeySecret) };
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/** One SendSms call with the template's variables; anything but Code "OK" is a DeliveryError. */
export async function postSendSms(settings: AliyunSmsSettings, phone: string, templateParam: Record<string, string>): Promise<void> {
  const form = new URLSearchParams(sendSmsParams(settings, phone, templateParam));
  let answer: SendSmsAnswer;
  try {
    const response = await fetch(settings.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
    answer = (await response.json()) as SendSmsAnswer;
  } catch (error) {
    throw new DeliveryError(`Aliyun SMS unreachable: ${(error as Error).name}`);
  }
  if (answer.Code !== 'OK') {
    throw new DeliveryError(`Aliyun SMS refused: ${answer.Code ?? 'no code'} ${answer.Message ?? ''}`.trim(), answer.Code);
  }
}

/** Sends the code with the template's `${code}` variable. */
export function aliyunSmsSender(settings: AliyunSmsSettings): CodeSender {
  return {
    name: 'aliyun',
    send: (message) => postSendSms(settings, message.to, { code: message.code }),
  };
}
