import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local poll.kuaidi100.com real-time query endpoint (POST /poll/query.do). It recomputes the
 * signature itself — UPPER(MD5(param + key + customer)) over the exact `param` text received —
 * and answers like Kuaidi100: the waybill's trace, or `{result:false, returnCode, message}`
 * (400 bad request, 408 phone check failed, 500 no result, 503 bad signature).
 */
export interface FakeTrace {
  /** detailed (resultv2 4) or base state of the waybill */
  state: string;
  ischeck: '0' | '1';
  /** newest first, as Kuaidi100 lists them */
  data: { time: string; context: string; statusCode?: string; status?: string }[];
  /** the receiver's phone the carrier knows; required for SF Express */
  phone?: string;
}

export interface FakeQuery {
  com: string;
  num: string;
  phone?: string;
  resultv2?: string;
  returnCode: string;
}

export interface FakeKuaidi100 {
  url: string;
  /** `${com}:${num}` → trace */
  traces: Map<string, FakeTrace>;
  queries: FakeQuery[];
  close: () => Promise<void>;
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

export function expectedSign(param: string, key: string, customer: string): string {
  return createHash('md5').update(Buffer.from(`${param}${key}${customer}`, 'utf8')).digest('hex').toUpperCase();
}

export async function startFakeKuaidi100(account: { customer: string; key: string }): Promise<FakeKuaidi100> {
  const traces = new Map<string, FakeTrace>();
  const queries: FakeQuery[] = [];

  const server = createServer(async (request, response) => {
    const refuse = (returnCode: string, message: string, query?: Omit<FakeQuery, 'returnCode'>) => {
      if (query) queries.push({ ...query, returnCode });
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify({ result: false, returnCode, message }));
    };
    if (request.method !== 'POST' || request.url !== '/poll/query.do') {
      response.writeHead(404).end();
      return;
    }
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return refuse('400', '请求参数错误');
    const form = new URLSearchParams(await readBody(request));
    const customer = form.get('customer') ?? '';
    const sign = form.get('sign') ?? '';
    const paramText = form.get('param') ?? '';
    let param: Record<string, unknown>;
    try {
      param = JSON.parse(paramText) as Record<string, unknown>;
    } catch {
      return refuse('400', '参数param格式错误');
    }
    const query = {
      com: String(param.com ?? ''),
      num: String(param.num ?? ''),
      ...(param.phone === undefined ? {} : { phone: String(param.phone) }),
      ...(param.resultv2 === undefined ? {} : { resultv2: String(param.resultv2) }),
    };
    if (customer !== account.customer || sign !== expectedSign(paramText, account.key, account.customer)) return refuse('503', '验证签名失败', query);
    if (!query.com || !query.num) return refuse('400', '找不到对应公司', query);
    const trace = traces.get(`${query.com}:${query.num}`);
    if (!trace) return refuse('500', '查询无结果，请隔段时间再查', query);
    if (trace.phone && query.phone?.slice(-4) !== trace.phone.slice(-4)) return refuse('408', '您提供的电话号码不正确', query);
    queries.push({ ...query, returnCode: '200' });
    // without resultv2 4 the events carry no state of their own
    const data = trace.data.map(({ statusCode, status, ...event }) => ({
      ...event,
      ftime: event.time,
      ...(query.resultv2 === '4' ? { statusCode, status } : {}),
    }));
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    response.end(JSON.stringify({ message: 'ok', nu: query.num, ischeck: trace.ischeck, condition: 'F00', com: query.com, status: '200', state: trace.state, data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    traces,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
