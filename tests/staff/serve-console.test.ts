import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';

/**
 * The staff console's page as the server sends it (src/server/plugins/web.ts): at /staff/ and
 * /staff/index.html, never cached, compressed as the browser accepts; /staff moves to /staff/;
 * its hashed assets immutable like the site's. The public page stays the public page.
 */
const CONSOLE = '<!doctype html><html><head><title>Staff console</title></head><body><div id="root"></div><script type="module" src="./assets/staff-abc.js"></script></body></html>';
const SITE = '<!doctype html><html><head><title>Penglai</title></head><body><div id="root"></div><script type="module" src="./assets/index-abc.js"></script></body></html>';

let dist: string;
let t: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'winery-staff-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'staff', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SITE);
  writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log("site")');
  writeFileSync(join(dist, 'staff/index.html'), CONSOLE);
  writeFileSync(join(dist, 'staff/assets/staff-abc.js'), 'console.log("console")');
  t = await testApp({ env: { WEB_DIST: dist, READ_CACHE_MS: '0' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function get(url: string, encoding = 'gzip, deflate, br') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const body = res.rawPayload;
  const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
  return { res, text: text.toString('utf8') };
}

describe('the staff console page', () => {
  it.each(['/staff/', '/staff/index.html'])('%s is the console, never cached, compressed as asked', async (url) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const { res, text } = await get(url, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(text).toBe(CONSOLE);
    }
  });

  it('/staff moves to /staff/ (relative, so the site works under any base path)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('staff/');
  });

  it("serves the console's hashed assets as immutable, and the site's page at /", async () => {
    const asset = await get('/staff/assets/staff-abc.js', 'identity');
    expect(asset.res.statusCode).toBe(200);
    expect(asset.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toBe('console.log("console")');
    const site = await get('/', 'identity');
    expect(site.text).toContain('index-abc.js');
    expect(site.text).not.toContain('staff');
  });
});
