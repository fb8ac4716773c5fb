import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Dysmsapi endpoint. It recomputes the RPC signature v1 independently of our adapter
 * (its own percent-encoding, sorting and HMAC-SHA1 with secret + "&") over the exact parameters
 * it received, checks the common parameters, refuses a reused nonce or a stale timestamp, and
 * answers like Aliyun: {"Code":"OK",…} or an error code.
 */
export interface FakeAliyunOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** phone → error code to answer (e.g. isv.BUSINESS_LIMIT_CONTROL) */
  failures?: Record<string, string>;
  /**
   * The approved templates: a mainland number (11 digits) only with `domestic`, a Hong Kong,
   * Macau or Taiwan number (country code and number, no '+') only with `international`, as
   * Aliyun refuses a template of the other kind. Without them any template is taken.
   */
  templates?: { domestic: string; international: string };
}

export interface ReceivedSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

export interface FakeAliyun {
  url: string;
  sent: ReceivedSms[];
  /** every answer's Code, in order */
  answers: string[];
  close: () => Promise<void>;
}

// RFC 3986 unreserved characters stay; everything else is %XX of its UTF-8 bytes
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export function referenceSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key]!)}`)
    .join('&');
  return createHmac('sha1', `${secret}&`).update(`${method}&${encode('/')}&${encode(query)}`).digest('base64');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startFakeAliyunSms(options: FakeAliyunOptions): Promise<FakeAliyun> {
  const sent: ReceivedSms[] = [];
  const answers: string[] = [];
  const nonces = new Set<string>();

  const server = createServer(async (request, response) => {
    const body = request.method === 'POST' ? await readBody(request) : '';
    const query = new URL(request.url ?? '/', 'http://fake').searchParams;
    const params = Object.fromEntries(request.method === 'POST' ? new URLSearchParams(body) : query);
    const answer = (code: string, message: string, status = code === 'OK' ? 200 : 400) => {
      answers.push(code);
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify({ RequestId: `fake-${answers.length}`, Code: code, Message: message, ...(code === 'OK' ? { BizId: `biz-${answers.length}` } : {}) }));
    };

    const required = ['AccessKeyId', 'Action', 'Format', 'PhoneNumbers', 'SignName', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion', 'Signature', 'TemplateCode', 'Timestamp', 'Version'];
    const missing = required.find((key) => !params[key]);
    if (missing) return answer('MissingParameter', `${missing} is mandatory for this action.`);
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') return answer('InvalidAction.NotFound', 'unknown action');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') return answer('InvalidSignatureMethod', 'bad method');
    if (params.AccessKeyId !== options.accessKeyId) return answer('InvalidAccessKeyId.NotFound', 'Specified access key is not found.', 404);
    const expected = referenceSignature(request.method ?? 'POST', params, options.accessKeySecret);
    if (params.Signature !== expected) return answer('SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp!) || Math.abs(Date.parse(params.Timestamp!) - Date.now()) > 15 * 60_000) {
      return answer('InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (nonces.has(params.SignatureNonce!)) return answer('SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(params.SignatureNonce!);
    const phone = params.PhoneNumbers!;
    const mainland = /^1\d{10}$/.test(phone);
    if (!mainland && !/^(852|853|886)\d{8,9}$/.test(phone)) return answer('isv.MOBILE_NUMBER_ILLEGAL', 'Illegal phone number.', 200);
    if (options.templates && params.TemplateCode !== (mainland ? options.templates.domestic : options.templates.international)) {
      return answer('isv.SMS_TEMPLATE_ILLEGAL', 'The template is not of this number\'s kind.', 200);
    }
    const failure = options.failures?.[phone];
    if (failure) return answer(failure, 'refused by the fake', 200);
    let templateParam: Record<string, string> = {};
    try {
      templateParam = params.TemplateParam ? (JSON.parse(params.TemplateParam) as Record<string, string>) : {};
    } catch {
      return answer('isv.INVALID_JSON_PARAM', 'TemplateParam is not JSON');
    }
    sent.push({ phone: params.PhoneNumbers!, signName: params.SignName!, templateCode: params.TemplateCode!, templateParam });
    return answer('OK', 'OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    sent,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
