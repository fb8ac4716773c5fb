import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { ALT, editor, newsForm, picture, staffCall, upload } from './content-editing-helpers';

/**
 * Pictures for content (issue 14): the type read from the bytes (JPEG, PNG, WebP only), at most
 * 5 MB, alt text in cn, tw and en required, made in the widths the site serves; a refused upload
 * says why and keeps nothing.
 */
let t: TestApp;
let content: Awaited<ReturnType<typeof editor>>;
beforeAll(async () => {
  t = await testApp();
  content = await editor(t, 'content');
});
afterAll(async () => t.close());

const kept = async () => {
  const media = await t.db.selectFrom('content_media').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const files = await t.db.selectFrom('content_media_files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return [Number(media.n), Number(files.n)];
};

describe('a content picture', () => {
  it('is kept in the widths the site serves as WebP, with its alt texts, and can be a news item\'s picture', async () => {
    const answer = await upload(t, content.headers, ALT, { name: 'vineyard.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 2400, 1350) });
    expect(answer).toMatchObject({ code: 1, msg: 'The picture was uploaded', data: { width: 1600, height: 900, alt: { cn: ALT.alt_cn, tw: ALT.alt_tw, en: ALT.alt_en } } });
    const url = answer.data.url as string;
    expect(url).toMatch(/^\/media\/content\/[0-9a-f]{32}-1600\.webp$/);
    for (const [width, height] of [
      [1600, 900],
      [800, 450],
    ]) {
      const served = await t.app.inject({ method: 'GET', url: url.replace('-1600', `-${width}`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    // a small picture is never enlarged
    const small = await upload(t, content.headers, ALT, { name: 'glass.png', type: 'image/png', bytes: await picture('png', 600, 600) });
    expect(small.data).toMatchObject({ width: 600, height: 600 });

    const made = await staffCall(t, 'create', { type: 'news', ...newsForm('Picture', { image: url }) }, content.headers);
    expect(made.data.body).toMatchObject({ images: [url], image_alt: { en: ALT.alt_en } });
    const preview = await staffCall(t, 'preview', { type: 'news', id: made.data.id }, content.headers);
    expect(preview.data.pages.map((p: { image_alt: string; image: string }) => [p.image, p.image_alt])).toEqual([
      [url, ALT.alt_cn],
      [url, ALT.alt_tw],
      [url, ALT.alt_en],
    ]);
  });

  it('is refused when it is not a JPEG, PNG or WebP, is over 5 MB, lacks an alt text or a file — and nothing is kept', async () => {
    const before = await kept();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const cases: Array<[Record<string, string>, { name: string; type: string; bytes: Buffer } | null, string]> = [
      [ALT, { name: 'note.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture at all, only words') }, 'Only JPEG, PNG or WebP pictures can be uploaded'],
      [ALT, { name: 'x.png', type: 'image/png', bytes: svg }, 'Only JPEG, PNG or WebP pictures can be uploaded'],
      [ALT, { name: 'x.gif', type: 'image/gif', bytes: await picture('gif', 40, 40) }, 'Only JPEG, PNG or WebP pictures can be uploaded'],
      // a JPEG's first bytes, then nothing a decoder can read
      [ALT, { name: 'cut.jpg', type: 'image/jpeg', bytes: (await picture('jpeg', 400, 300)).subarray(0, 200) }, 'Only JPEG, PNG or WebP pictures can be uploaded'],
      [ALT, { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.concat([await picture('jpeg', 100, 100), Buffer.alloc(5 * 1024 * 1024)]) }, 'The picture is larger than 5 MB'],
      [{ ...ALT, alt_tw: ' ' }, { name: 'v.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 200, 100) }, 'Please describe the picture in Simplified Chinese, Traditional Chinese and English'],
      [{ alt_en: 'only English' }, { name: 'v.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 200, 100) }, 'Please describe the picture in Simplified Chinese, Traditional Chinese and English'],
      [ALT, null, 'Please choose a picture'],
    ];
    for (const [fields, file, msg] of cases) {
      const answer = await upload(t, content.headers, fields, file);
      expect(answer, `${file?.name ?? 'no file'} ${JSON.stringify(fields).slice(0, 40)}`).toMatchObject({ code: 0, msg });
      expect(answer.status).toBeLessThan(500);
    }
    expect(await kept()).toEqual(before);
  });

  it('is refused to an auditor and a shop manager', async () => {
    for (const role of ['auditor', 'shop'] as const) {
      const who = await editor(t, role);
      const answer = await upload(t, who.headers, ALT, { name: 'v.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 200, 100) });
      expect(answer).toMatchObject({ status: 403, code: 0 });
    }
  });
});
