import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, testApp } from '../helpers/test-app';

/**
 * Every kind of answer carries the same security headers, written out here as browsers get
 * them (not imported, so a changed policy shows up as a failure), and none of the obsolete ones.
 */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";

const KEPT = {
  'content-security-policy': CSP,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** an API call's answer: what guards a JSON response (OWASP's REST set), written out too */
const API_KEPT = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

const DROPPED = [
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  'origin-agent-cluster',
  'cross-origin-embedder-policy',
];

/** The response's security headers: the kept ones and any dropped one that came back. */
function securityHeadersOf(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name in KEPT || DROPPED.includes(name) || name === 'referrer-policy' || name === 'cross-origin-opener-policy'),
  );
}

let dist: string;
let t: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'winery-headers-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'staff'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log("app")');
  writeFileSync(join(dist, 'staff/index.html'), '<!doctype html><html><body><div id="console"></div></body></html>');
  t = await testApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  const documents: [string, number, () => Promise<LightMyRequestResponse>][] = [
    ['the SPA page', 200, () => t.app.inject({ url: '/' })],
    ['a hashed asset', 200, () => t.app.inject({ url: '/assets/index-abc.js' })],
    ['an unknown address (404)', 404, () => t.app.inject({ url: '/no/such/page' })],
    ['the staff console page', 200, () => t.app.inject({ url: '/staff/' })],
  ];
  const calls: [string, number, () => Promise<LightMyRequestResponse>][] = [
    ['an API call', 200, () => postForm(t.app, '/api/winery/placard/get')],
    ['an API call refused (401)', 401, () => postForm(t.app, '/api/member/cart/list')],
    [
      'an API call with a body that does not parse (400)',
      400,
      () => t.app.inject({ method: 'POST', url: '/api/winery/placard/get', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ],
    ['an API call that does not exist (404)', 404, () => postForm(t.app, '/api/no/such/call')],
  ];

  it.each(documents)('%s carries exactly the kept headers with the site policy', async (_kind, status, call) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    expect(securityHeadersOf(res.headers)).toEqual(KEPT);
  });

  it.each(calls)('%s carries exactly the API set', async (_kind, status, call) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    expect(securityHeadersOf(res.headers)).toEqual(API_KEPT);
  });

  it('a /media picture keeps its own stricter policy and gets the other headers', async () => {
    const res = await t.app.inject({ url: '/media/demo/vineyard-dusk.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(securityHeadersOf(res.headers)).toEqual({ ...KEPT, 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
  });

  it('the same headers again on a later answer (nothing carried over from one reply to the next)', async () => {
    await t.app.inject({ url: '/media/demo/vineyard-dusk.svg' });
    const res = await postForm(t.app, '/api/winery/placard/get');
    expect(securityHeadersOf(res.headers)).toEqual(API_KEPT);
    expect(securityHeadersOf((await t.app.inject({ url: '/' })).headers)).toEqual(KEPT);
  });
});
