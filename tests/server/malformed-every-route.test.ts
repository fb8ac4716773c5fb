import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../src/contract/envelope';
import { createStaff } from '../../src/server/domain/staff';
import { signedInMember } from '../helpers/members';
import { testApp } from '../helpers/test-app';
import { signInStaff } from './aftersales-helpers';

/**
 * Every route the app registers, collected as Fastify registers them (an `onRoute` hook on the
 * instance before any plugin runs), gets the same set of malformed requests. None may answer
 * 5xx, and every answer is the envelope in the request's language — or, for the few routes that
 * speak another format (provider callbacks, sandbox pages, pictures, the SPA), that format.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = actual.default(options as never);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: create };
});

const ENGLISH = { lang: 'en', 'accept-language': 'en' };
const BOUNDARY = '----malformed0123456789';
const BIG = 'x'.repeat(1_100_000);
/** longer than any field may be (the longest, a contact message, takes 2000 characters) */
const LONG = 'x'.repeat(3000);
/** Fields every route is tried with, besides its contract's own. */
const COMMON_FIELDS = ['lang', 'id', 'ids', 'order_no', 'out_trade_no', 'mobile', 'email', 'to', 'page', 'decision', 'hl', 'code', 'state'];
/** A route parameter's everyday value, so that what follows it is reached. */
const PARAM_VALUES: Record<string, string> = { provider: 'sandbox', no: 'TP0000000001', file: 'avatar-default.svg' };

interface Probe {
  name: string;
  request: InjectOptions;
}

let t: Awaited<ReturnType<typeof testApp>>;
let web: string;
let memberToken: string;
let staffToken: string;
/** Each contract call's form: field → its schema. */
const formsByPath = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  // a built SPA of two files, so that the web plugin's routes are registered too
  web = mkdtempSync(join(tmpdir(), 'winery-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>x</title><link id="hero-preload" rel="preload" href="a.jpg">');
  writeFileSync(join(web, 'assets', 'app-1234567.js'), 'export {};');

  t = await testApp({ env: { WEB_DIST: web } });
  const member = await signedInMember(t.db, { mobile: '13500000077' });
  memberToken = member.token;
  await createStaff(t.db, { username: 'prober', name: 'Prober', password: 'prober-password-1' });
  staffToken = (await signInStaff(t, 'prober', 'prober-password-1')).token;

  const contract = join(import.meta.dirname, '../../src/contract');
  for (const file of readdirSync(contract).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(contract, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const call = value as Partial<ApiCall>;
      if (call && typeof call === 'object' && typeof call.path === 'string' && call.input) formsByPath.set(call.path, shapeOf(call.input));
    }
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

type Def = { type?: string; shape?: Record<string, unknown>; in?: unknown; out?: unknown; innerType?: unknown; options?: unknown[]; entries?: object; values?: unknown[] };
const defOf = (schema: unknown) => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The fields of a contract's input schema (an object, possibly piped or refined, or a union of objects). */
function shapeOf(schema: unknown): Record<string, unknown> {
  const def = defOf(schema);
  if (!def) return {};
  if (def.shape) return def.shape;
  if (def.options) return Object.assign({}, ...def.options.map(shapeOf).reverse());
  return shapeOf(def.in ?? def.innerType);
}

/** The first value an enum or literal field takes, found through optional, pipe and union. */
function choiceOf(schema: unknown): string | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  if (def.type === 'enum' && def.entries) return String(Object.values(def.entries)[0]);
  if (def.type === 'literal' && def.values) return String(def.values[0]);
  for (const inner of [def.innerType, def.in, def.out, ...(def.options ?? [])]) {
    const value = choiceOf(inner);
    if (value !== undefined) return value;
  }
  return undefined;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A plausible value per field name, so that one bad field among good ones reaches the handler. */
const PLAUSIBLE: Record<string, string> = {
  lang: 'en',
  mobile: '13800000000', phone: '13800000000', contact_phone: '13800000000', account: '13800000000', email: 'probe@example.com',
  password: 'secret-123', newpassword: 'secret-456', oldpassword: 'secret-123', confirm: 'secret-456', renewpassword: 'secret-456',
  captcha: '123456', code: '123456',
  name: 'Li Lei', consignee: 'Li Lei', contact_name: 'Li Lei', nickname: 'Li', username: 'prober',
  remark: 'hello', description: 'hello', message: 'hello', reason: 'hello', context: 'hello', company: 'SF Express', tracking_no: 'SF1234567890',
  address_details: '1 Harbour Road', address: '1 Harbour Road', region: 'Penglai', province: '370000', city: '370600', area: '370614', zip_code: '265600',
  date: day(3), checkin: day(3), checkout: day(5), birthday: '1990-01-01', month: day(3).slice(0, 7), time: '',
  order_no: 'G20260101000000000001', out_trade_no: 'TP0000000001', submit_token: 'probe-submit-token-0001', url: 'https://example.com/', redirect: '/',
  gender: '1', avatar: '', state: '', uuid: '',
};

const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(key, one);
  return params.toString();
};
const each = (fields: string[], value: string) => Object.fromEntries(fields.map((field) => [field, value]));

/** The malformed requests for one route: bodies for the methods that take one, query and path for all. */
function probesFor(method: string, url: string): Probe[] {
  const shape = formsByPath.get(url) ?? {};
  const fields = [...new Set([...Object.keys(shape), ...COMMON_FIELDS])];
  const plausible = Object.fromEntries(fields.map((field) => [field, PLAUSIBLE[field] ?? choiceOf(shape[field]) ?? '1']));
  const path = (value?: string) => url.replace(/:(\w+)/g, (_, name: string) => value ?? PARAM_VALUES[name] ?? 'x');
  const at = path();
  const query = (name: string, search: string): Probe => ({ name, request: { method, url: `${at}?${search}` } });
  const probes: Probe[] = [
    query('NUL, control characters and overlong values in the query', `${form(Object.fromEntries(fields.map((f, i) => [f, i % 2 ? LONG : 'a\u0000\u0001b'])))}&%=%zz`),
  ];
  if (url.includes(':')) {
    probes.push(
      { name: 'NUL in the path', request: { method, url: path('%00') } },
      { name: 'overlong path parameter', request: { method, url: path('x'.repeat(3000)) } },
      { name: 'broken percent-encoding in the path', request: { method, url: path('%E0%A4%A') } },
      { name: 'a path parameter climbing up', request: { method, url: path('..%2F..%2Fetc%2Fpasswd') } },
    );
  }
  if (method === 'GET' || method === 'HEAD') {
    probes.push(
      query('NUL in every query field', form(each(fields, 'a\u0000b'))),
      query('overlong query fields', form(each(fields, LONG))),
      query('repeated query fields', form(Object.fromEntries(fields.map((f) => [f, [plausible[f]!, 'x']])))),
      query('broken percent-encoding in the query', 'lang=%E0%A4%A&to=%&id=%zz'),
      { name: 'wrong method (DELETE)', request: { method: 'DELETE', url: at } },
    );
    return probes;
  }
  const body = (name: string, type: string, payload: string | Buffer): Probe => ({ name, request: { method, url: at, headers: { 'content-type': type }, payload } });
  const urlencoded = 'application/x-www-form-urlencoded';
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  probes.push(
    body('missing fields (empty form)', urlencoded, ''),
    // one bad field among plausible ones, so that it gets past the others' rules to the handler
    ...Object.keys(shape).filter((field) => field !== 'lang').flatMap((field) => [
      body(`NUL in ${field}, the other fields plausible`, urlencoded, form({ ...plausible, [field]: `${plausible[field]}\u0000` })),
      body(`overlong ${field}, the other fields plausible`, urlencoded, form({ ...plausible, [field]: `${plausible[field]}${LONG}` })),
    ]),
    body('NUL, control characters and lone surrogates in every form field', urlencoded, form(each(fields, 'a\u0000\u0001\u001b[2J\ud800\u202eb'))),
    body('overlong form fields', urlencoded, form(each(fields, LONG))),
    body('repeated form fields', urlencoded, form(Object.fromEntries(fields.map((f) => [f, [plausible[f]!, 'x']])))),
    body('broken percent-encoding and binary garbage in the form', urlencoded, Buffer.concat([Buffer.from('lang=%E0%A4%A&to=%&id=%zz&'), Buffer.from([0, 255, 254, 61, 0])])),
    body('bad JSON', 'application/json', '{"lang": '),
    body('JSON null', 'application/json', 'null'),
    body('JSON with objects, arrays and numbers for fields', 'application/json', JSON.stringify(Object.fromEntries(fields.map((f, i) => [f, [{ $ne: null }, [1, [2]], 1e308][i % 3]])))),
    body('wrong content type (XML)', 'application/xml', '<lang>en</lang>'),
    body('multipart ending early (no closing boundary)', multipartType, `${filePart}\u0089PNG\r\n\u001a\n`),
    body('multipart that is not multipart', multipartType, 'lang=en&file=hello'),
    body('multipart without a boundary', 'multipart/form-data', 'hello'),
    body('body over the limit', urlencoded, `lang=en&pad=${BIG}`),
    { name: 'wrong method (GET)', request: { method: 'GET', url: at } },
  );
  return probes;
}

/** `{code, msg, time, data}` with a failure's `data: null` and `msg` in English (the request asks for it). */
function checkEnvelope(res: LightMyRequestResponse, where: string) {
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    throw new Error(`${where}: ${res.statusCode} is not JSON: ${res.body.slice(0, 120)}`);
  }
  expect(Object.keys(body).sort(), where).toEqual(['code', 'data', 'msg', 'time']);
  expect(typeof body.code, where).toBe('number');
  expect(body.time, where).toMatch(/^\d{10}$/);
  expect(typeof body.msg === 'string' && body.msg.length > 0, where).toBe(true);
  expect(body.msg, `${where}: msg in the request's language`).not.toMatch(/[\u3400-\u9fff]/);
  if (res.statusCode >= 400) {
    expect(body.data, where).toBeNull();
    expect([0, 401], where).toContain(body.code);
  }
}

const type = (res: LightMyRequestResponse) => String(res.headers['content-type'] ?? '');
const isHtml = (res: LightMyRequestResponse) => type(res).startsWith('text/html');
const isRedirect = (res: LightMyRequestResponse) => res.statusCode >= 300 && res.statusCode < 400 && Boolean(res.headers.location);
const isPlainNotFound = (res: LightMyRequestResponse) => res.statusCode === 404 && type(res).startsWith('text/plain');
const isJsonOf = (res: LightMyRequestResponse, test: (body: Record<string, unknown> | unknown[]) => boolean) => {
  try {
    return type(res).startsWith('application/json') && test(res.json());
  } catch {
    return false;
  }
};

/**
 * The documented format of a route's answer when it is not the envelope (docs/api.md): each
 * answers the envelope for what Fastify itself refuses (bad body, wrong type, too large).
 */
const OTHER_FORMATS: [RegExp, (res: LightMyRequestResponse) => boolean][] = [
  // WeChat Pay's callback: 204, or {code, message} with code a WeChat word (SIGN_ERROR, FAIL, NOT_FOUND)
  [/^\/api\/payment\/notify\//, (res) => (res.statusCode === 204 && res.body === '') || isJsonOf(res, (b) => !Array.isArray(b) && Object.keys(b).sort().join() === 'code,message' && /^[A-Z_]+$/.test(String(b.code)))],
  // the development outbox: an array of messages
  [/^\/dev\/outbox$/, (res) => res.statusCode === 200 && isJsonOf(res, Array.isArray)],
  // the payment sandbox's cashier: a page or a redirect back
  [/^\/dev\/pay\//, (res) => isHtml(res) || isRedirect(res)],
  // the WeChat sandbox speaks WeChat: pages, redirects, {errcode, errmsg} or its token and user data, pictures
  [/^\/dev\/wechat\//, (res) => isHtml(res) || isRedirect(res) || isPlainNotFound(res) || type(res).startsWith('image/') || isJsonOf(res, (b) => !Array.isArray(b) && ('errcode' in b || 'openid' in b))],
  // pictures and the SPA (its static files through one wildcard route): the file, or a plain 404
  [/^\/(media\/|index\.html$|assets\/|\*$|$)/, (res) => (res.statusCode === 200 && !type(res).includes('json')) || res.statusCode === 304 || isPlainNotFound(res)],
];

function checkAnswer(res: LightMyRequestResponse, method: string, route: string, where: string) {
  expect(res.statusCode, `${where}: ${res.body.slice(0, 160)}`).toBeLessThan(500);
  if (res.statusCode === 204 || method === 'HEAD') return;
  const other = OTHER_FORMATS.find(([pattern]) => pattern.test(route));
  if (other && other[1](res)) return;
  checkEnvelope(res, where);
}

/** The sign-in gate's answer (a provider callback's own 401 is something else). */
const isSignInGate = (res: LightMyRequestResponse) => res.statusCode === 401 && isJsonOf(res, (b) => !Array.isArray(b) && b.code === 401);
const credentialsFor = (url: string): Record<string, string> => ({ token: url.startsWith('/api/staff/') ? staffToken : memberToken });

describe('malformed requests to every registered route', () => {
  it('registers the routes this test must reach (uploads, provider callbacks, sandboxes, dev pages)', () => {
    const urls = new Set(registered.map((route) => route.url));
    for (const url of ['/api/common/upload', '/api/payment/notify/:provider', '/dev/outbox', '/dev/pay/:no', '/dev/wechat/connect/oauth2/authorize', '/api/member/Wechat/login', '/media/uploads/:file', '/']) {
      expect(urls, url).toContain(url);
    }
    expect(registered.length).toBeGreaterThan(100);
  });

  it('never answers 5xx, and every answer is an envelope in the request language (or the route’s documented format)', { timeout: 120_000 }, async () => {
    // sign-outs last, so the sessions the other routes use live to the end (checked: no 401 before)
    const routes = [...new Map(registered.map((route) => [`${route.method} ${route.url}`, route])).values()].sort((a, b) => Number(/logout/.test(a.url)) - Number(/logout/.test(b.url)));
    const failures: string[] = [];
    for (const route of routes) {
      for (const probe of probesFor(route.method, route.url)) {
        for (const who of ['guest', 'signed in'] as const) {
          // a guest's bad input mostly meets the sign-in gate first: the NUL probes are enough
          if (who === 'guest' && !probe.name.startsWith('NUL, control characters')) continue;
          const headers = { ...ENGLISH, ...(who === 'signed in' ? credentialsFor(route.url) : {}), ...(probe.request.headers as object) };
          const res = await t.app.inject({ ...probe.request, headers });
          const where = `${route.method} ${route.url} — ${probe.name} (${who}) → ${res.statusCode}`;
          try {
            checkAnswer(res, String(probe.request.method), route.url, where);
            if (who === 'signed in' && !/logout/.test(route.url)) expect(isSignInGate(res), `${where}: the session was lost`).toBe(false);
          } catch (error) {
            failures.push((error as Error).message.split('\n')[0]!);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

