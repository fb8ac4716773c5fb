import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, withHeroPreload } from '../../src/server/plugins/web';
import { testApp } from '../helpers/test-app';

/**
 * index.html as the server sends it: its hero preload names the first picture of the rotation
 * the home will show (read from the database, not fixed at build time), compressed as the
 * browser accepts, never cached; the hashed assets beside it stay static and immutable.
 */
const PRELOAD = (href: string) => `<link id="hero-preload" rel="preload" as="image" href="${href}" fetchpriority="high" />`;
const TEMPLATE = `<!doctype html>
<html lang="zh-Hant">
  <head>
    <title>Penglai Cliffside Estate</title>
    ${PRELOAD('media/demo/vineyard-dusk.svg')}
  </head>
  <body><div id="root"></div><script type="module" src="./assets/index-abc.js"></script></body>
</html>
`;

let dist: string;
let t: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'winery-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  // what the build writes beside it: stale copies of the page must never be served
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(Buffer.from('stale')));
  writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets/index-abc.js.br'), brotliCompressSync(Buffer.from('console.log("app")')));
  // the server's own files in the build: the manifest and the build stamp
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(join(dist, '.build-stamp'), 'hash');
  mkdirSync(join(dist, 'staff'));
  writeFileSync(join(dist, 'staff/index.html.gz'), 'stale');
  t = await testApp({ env: { WEB_DIST: dist, READ_CACHE_MS: '0' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url = '/', encoding = 'gzip, deflate, br') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const body = res.rawPayload;
  const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
  return { res, html: html.toString('utf8') };
}

const setFirstSlide = (image: string) =>
  t.db.updateTable('rotations').set({ image }).where('id', '=', t.db.selectFrom('rotations').select('id').where('switch', '=', 1).orderBy('sort').orderBy('id').limit(1)).execute();

describe('index.html', () => {
  it('preloads the first slide of the seeded rotation, compressed as asked and never cached', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const { res, html } = await page('/', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toBe('accept-encoding');
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(html).toContain(PRELOAD('media/demo/vineyard-dusk.svg'));
      expect(html).toContain('<div id="root"></div>');
    }
    expect((await page('/index.html')).html).toContain(PRELOAD('media/demo/vineyard-dusk.svg'));
  });

  it('follows the rotation: a new first picture is preloaded, and no preload is sent when the rotation has none', async () => {
    await setFirstSlide('/media/demo/villa-terrace.svg');
    expect((await page()).html).toContain(PRELOAD('media/demo/villa-terrace.svg'));

    // the first slide switched off: the next one leads
    await t.db.updateTable('rotations').set({ switch: 0 }).where('image', '=', '/media/demo/villa-terrace.svg').execute();
    const next = await t.db.selectFrom('rotations').select('image').where('switch', '=', 1).orderBy('sort').orderBy('id').executeTakeFirstOrThrow();
    expect((await page()).html).toContain(PRELOAD(next.image.slice(1)));

    // a picture that is not ours is never preloaded
    await setFirstSlide('https://elsewhere.example/x.jpg');
    expect((await page()).html).not.toContain('hero-preload');

    await t.db.updateTable('rotations').set({ switch: 0 }).execute();
    const { res, html } = await page();
    expect(res.statusCode).toBe(200);
    expect(html).not.toContain('hero-preload');
    expect(html).toContain('<title>Penglai Cliffside Estate</title>');
  });

  it('is still served, as built, when the rotation cannot be read', async () => {
    await sql`alter table rotations rename to rotations_away`.execute(t.db);
    try {
      const { res, html } = await page();
      expect(res.statusCode).toBe(200);
      expect(html).toBe(TEMPLATE);
    } finally {
      await sql`alter table rotations_away rename to rotations`.execute(t.db);
    }
  });

  it('leaves the hashed assets static: pre-compressed and immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("app")');
    for (const url of ['/index.html.br', '/staff/index.html.gz', '/.vite/manifest.json', '/.build-stamp', '/assets/../.build-stamp', '/assets/missing.js']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // a call that does not exist is still answered by the API's envelope, not by the static files
    const missingCall = await t.app.inject({ method: 'GET', url: '/api/winery/no-such-call' });
    expect(missingCall.statusCode).toBe(404);
    expect(missingCall.json()).toMatchObject({ code: 0, msg: expect.any(String) });
  });
});

describe('withHeroPreload', () => {
  it('writes the picture into the attribute safely, drops the tag without one, and keeps the page as built for null', () => {
    expect(withHeroPreload(TEMPLATE, '/media/a&b".svg')).toContain('href="media/a&#38;b&#34;.svg"');
    expect(withHeroPreload(TEMPLATE, '')).toBe(TEMPLATE.replace(`    ${PRELOAD('media/demo/vineyard-dusk.svg')}\n`, '    '));
    expect(withHeroPreload(TEMPLATE, null)).toBe(TEMPLATE);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, follows the browser\'s q-values and honours a refusal (q=0)', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('BR;Q=0.5')).toBe('br');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
