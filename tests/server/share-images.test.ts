import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, SHARE_MODULES } from '../../src/contract/home-content';
import { testApp } from '../helpers/test-app';
import { call, type TestApp } from './content-helpers';

/**
 * Share cards' pictures are JPEG or PNG (issue 16): WeChat shows no SVG thumbnail. Every share
 * target's card, and the default card's picture, point at bytes a JPEG or PNG starts with; demo
 * SVGs and content WebPs are drawn once as 500×400 JPEGs under /media/share/.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

const HOST = { host: 'wine.example' };
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isRaster = (bytes: Buffer) => bytes.subarray(0, 3).equals(JPEG) || bytes.subarray(0, 8).equals(PNG);

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const sitePath = (absolute: string) => new URL(absolute).pathname;

async function cardImage(module: string, ids: string) {
  const res = await call(t, '/cms/getShareInfo', { module, ids, lang: 'en' }, HOST);
  expect(res).toMatchObject({ code: 1 });
  return sitePath(res.data.thumb_image);
}

describe('share cards point at JPEG or PNG pictures', () => {
  // seeded targets: a wine and an activity by Pid, a report and a visit by id, and a visit id that names none (the default invitation)
  const TARGETS: Array<[(typeof SHARE_MODULES)[number], string]> = [
    ['ActiveDetail', '1'],
    ['SeriesDetail', '3'],
    ['ReportDetails', '1'],
    ['Reservation', '1'],
    ['Reservation', '7'],
  ];

  it('covers every share module', () => {
    expect(new Set(TARGETS.map(([module]) => module))).toEqual(new Set(SHARE_MODULES));
  });

  it.each(TARGETS)('%s %s: the card’s picture is served as a 500×400 JPEG', async (module, ids) => {
    const path = await cardImage(module, ids);
    expect(path).toMatch(/^\/media\/share\/demo-[a-z0-9-]+\.jpg$/);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(isRaster(res.rawPayload)).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 400 });
  });

  it('the default card’s picture (shared where a page has no card) is a JPEG', async () => {
    const res = await get(DEFAULT_SHARE_IMAGE);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(JPEG);
  });

  it('a picture is drawn once: the same bytes and ETag again, cached for a year, a matching If-None-Match answered 304', async () => {
    const path = await cardImage('SeriesDetail', '3');
    const first = await get(path);
    const again = await get(path);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const revalidated = await get(path, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it.each([['demo-no-such-picture.jpg'], ['demo-vineyard-dusk.svg'], ['content-0123456789abcdef0123456789abcdef.jpg'], ['..%2Fdemo%2Fvineyard-dusk.svg'], ['other-vineyard-dusk.jpg']])(
    '/media/share/%s is not found',
    async (file) => {
      const res = await get(`/media/share/${file}`);
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('pictures other than the demo SVGs', () => {
  const ID = 'ab'.repeat(16);

  beforeAll(async () => {
    const webp = (width: number) =>
      sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#7a2436' } })
        .webp()
        .toBuffer();
    await t.db.insertInto('content_media').values({ id: ID, width: 1600, height: 1200, alt: JSON.stringify({ cn: '图', tw: '圖', en: 'Picture' }) }).execute();
    await t.db
      .insertInto('content_media_files')
      .values([
        { media_id: ID, size: 1600, mime: 'image/webp', bytes: await webp(1600) },
        { media_id: ID, size: 800, mime: 'image/webp', bytes: await webp(800) },
      ])
      .execute();
  });

  const setActivityImage = (image: string) => t.db.updateTable('activities').set({ image }).where('id', '=', 1).execute();

  it('a content picture staff uploaded (WebP) is shared as a JPEG drawn from its 800 px file', async () => {
    await setActivityImage(`/media/content/${ID}-1600.webp`);
    const path = await cardImage('ActiveDetail', '1');
    expect(path).toBe(`/media/share/content-${ID}.jpg`);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(JPEG);
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // the picture's colour (#7a2436), not the default card's
    expect([data[0], data[1], data[2]].map((c) => Math.round(c! / 16))).toEqual([0x7a, 0x24, 0x36].map((c) => Math.round(c / 16)));
  });

  it('a JPEG or PNG picture is shared as itself; any other (an SVG not of the demo art, a GIF) as the default card’s JPEG', async () => {
    await setActivityImage('/media/uploads/0123456789abcdef0123456789abcdef.png');
    expect(await cardImage('ActiveDetail', '1')).toBe('/media/uploads/0123456789abcdef0123456789abcdef.png');
    await setActivityImage('/static/label.JPG');
    expect(await cardImage('ActiveDetail', '1')).toBe('/static/label.JPG');
    await setActivityImage('/static/label.svg');
    expect(await cardImage('ActiveDetail', '1')).toBe(DEFAULT_SHARE_IMAGE);
    await setActivityImage('/media/uploads/0123456789abcdef0123456789abcdef.gif');
    expect(await cardImage('ActiveDetail', '1')).toBe(DEFAULT_SHARE_IMAGE);
  });
});
