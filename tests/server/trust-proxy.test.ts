import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT_MAX } from '../../src/contract/contact';
import { buildApp } from '../../src/server/app';
import { ConfigError } from '../../src/server/config';
import { SIGN_IN_FAILURES_PER_IP } from '../../src/server/domain/sign-in';
import { CODE_DAILY_PER_IP } from '../../src/server/domain/verification';
import { testApp, testConfig } from '../helpers/test-app';

/**
 * Per-address limits hold against a forged X-Forwarded-For: the header is believed only from the
 * proxies TRUST_PROXY names. `remoteAddress` is the TCP peer (the proxy, when there is one).
 */
type App = Awaited<ReturnType<typeof testApp>>;
interface From {
  peer: string;
  forwarded?: string;
}

async function post(t: App, url: string, form: Record<string, string>, from: From) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: from.peer,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(from.forwarded ? { 'x-forwarded-for': from.forwarded } : {}) },
    payload: new URLSearchParams({ lang: 'en', ...form }).toString(),
  });
  return res.json<{ code: number; msg: string }>();
}

let serial = 0;
const next = () => (serial += 1);
const freshPhone = () => `136${String(10_000_000 + next()).slice(-8)}`;

/** Each per-address limit: one attempt that counts against the address, and its refusal. */
const LIMITS = [
  {
    name: 'sign-in failures',
    max: SIGN_IN_FAILURES_PER_IP,
    attempt: (t: App, from: From) => post(t, '/api/user/login', { account: freshPhone(), password: 'wrong-pw' }, from),
    accepted: 'Incorrect account or password',
    refused: 'Too many attempts, please try again later',
  },
  {
    name: 'codes sent a day',
    max: CODE_DAILY_PER_IP,
    attempt: (t: App, from: From) => post(t, '/api/sms/send', { mobile: freshPhone(), event: 'register' }, from),
    accepted: 'The verification code has been sent',
    refused: 'Too many codes were requested today, please try again tomorrow',
  },
  {
    name: 'contact messages',
    max: CONTACT_LIMIT_MAX,
    attempt: (t: App, from: From) => {
      const n = next();
      return post(t, '/api/winery/contact/add', { name: 'Li Hua', email: `guest${n}@example.com`, phone: '13800000007', message: `Question ${n}` }, from);
    },
    accepted: 'Thank you, your message has been sent. We will reply soon',
    refused: 'Too many requests, please try again later',
  },
] as const;

describe('without TRUST_PROXY (the default) the socket’s peer is the client', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it.each(LIMITS)('a new X-Forwarded-For does not escape the per-address limit of $name', async (limit) => {
    const peer = `198.51.100.${next()}`;
    for (let i = 0; i < limit.max; i++) {
      expect((await limit.attempt(t, { peer, forwarded: `203.0.113.${i + 1}` })).msg).toBe(limit.accepted);
    }
    expect((await limit.attempt(t, { peer, forwarded: '192.0.2.200' })).msg).toBe(limit.refused);
    expect((await limit.attempt(t, { peer })).msg).toBe(limit.refused);
    // another client is not affected
    expect((await limit.attempt(t, { peer: `198.51.100.${next()}`, forwarded: '192.0.2.200' })).msg).toBe(limit.accepted);
  });
});

describe('with TRUST_PROXY listing the proxy, the address it forwards is the client', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp({ seed: false, env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } });
  });
  afterAll(async () => t?.close());

  it.each(LIMITS)('$name are counted per forwarded address', async (limit) => {
    const proxy = '10.0.0.2';
    const client = `203.0.113.${next()}`;
    for (let i = 0; i < limit.max; i++) expect((await limit.attempt(t, { peer: proxy, forwarded: client })).msg).toBe(limit.accepted);
    expect((await limit.attempt(t, { peer: proxy, forwarded: client })).msg).toBe(limit.refused);
    // the same proxy forwarding another client
    expect((await limit.attempt(t, { peer: proxy, forwarded: `203.0.113.${next()}` })).msg).toBe(limit.accepted);
    // a client reaching the server directly cannot pose as another: its own address is counted
    const direct = `198.51.100.${next()}`;
    for (let i = 0; i < limit.max; i++) await limit.attempt(t, { peer: direct, forwarded: `192.0.2.${i + 1}` });
    expect((await limit.attempt(t, { peer: direct, forwarded: `203.0.113.${next()}` })).msg).toBe(limit.refused);
  });
});

describe('the address a request is known by', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp({ seed: false });
  });
  afterAll(async () => t?.close());

  const cases: Array<[string, string | undefined, From, string]> = [
    ['unset', undefined, { peer: '198.51.100.1', forwarded: '203.0.113.9' }, '198.51.100.1'],
    ['0', '0', { peer: '198.51.100.1', forwarded: '203.0.113.9' }, '198.51.100.1'],
    ['a hop count', '1', { peer: '10.0.0.2', forwarded: '192.0.2.66, 203.0.113.9' }, '203.0.113.9'],
    ['two hops', '2', { peer: '10.0.0.2', forwarded: '192.0.2.66, 203.0.113.9' }, '192.0.2.66'],
    ['a list, from a listed proxy', '10.0.0.0/8', { peer: '10.0.0.2', forwarded: '192.0.2.66, 203.0.113.9' }, '203.0.113.9'],
    ['a list, through two listed proxies', '10.0.0.0/8', { peer: '10.0.0.2', forwarded: '203.0.113.9, 10.1.1.1' }, '203.0.113.9'],
    ['a list, from an unlisted peer', '10.0.0.0/8', { peer: '198.51.100.1', forwarded: '203.0.113.9' }, '198.51.100.1'],
    ['a named range', 'loopback', { peer: '127.0.0.1', forwarded: '203.0.113.9' }, '203.0.113.9'],
  ];
  it.each(cases)('TRUST_PROXY %s', async (_label, setting, from, expected) => {
    // the same database, served by an app with this setting
    const app = await buildApp({ config: testConfig(setting === undefined ? {} : { TRUST_PROXY: setting }), db: t.db });
    try {
      const n = next();
      const message = `Where am I? ${n}`;
      const answer = await post({ ...t, app }, '/api/winery/contact/add', { name: 'Li Hua', email: `where${n}@example.com`, phone: '13800000007', message }, from);
      expect(answer.code).toBe(1);
      const row = await t.db.selectFrom('contact_messages').select('ip').where('message', '=', message).executeTakeFirstOrThrow();
      expect(row.ip).toBe(expected);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY is checked at start', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    [' 127.0.0.1 ,10.0.0.0/8, ::1, fd00::/8, loopback ', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']],
  ])('accepts %j', (value, parsed) => {
    expect(testConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(parsed);
  });

  it('is unset when empty', () => {
    expect(testConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
  });

  it.each(['true', '11', '-1', 'proxy.example.com', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,,10.0.0.1', 'fd00::/129', '10.0.0.1/8/8'])(
    'refuses %j with a message naming the variable and the forms it takes',
    (value) => {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: a hop count \(0–10\) or a comma-separated list of proxy addresses or CIDR ranges/);
    },
  );
});
