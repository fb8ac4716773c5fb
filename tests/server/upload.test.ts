import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_URL_PATTERN } from '../../src/contract/profile';
import { findMemberById } from '../../src/server/domain/members';
import { UPLOADS_PER_DAY } from '../../src/server/domain/uploads';
import { multipart, signedInMember } from '../helpers/members';
import { makePng } from '../helpers/png';
import { postForm, testApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof testApp>>;
let alice: Awaited<ReturnType<typeof signedInMember>>;
let bob: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await testApp({ seed: false });
  alice = await signedInMember(t.db, { mobile: '13400000001' });
  bob = await signedInMember(t.db, { mobile: '13400000002' });
});
afterAll(async () => t?.close());

async function upload(bytes: Buffer, filename: string, type: string, headers: Record<string, string> = {}) {
  const body = multipart(bytes, filename, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { 'content-type': body.contentType, lang: 'en', ...headers },
    payload: body.payload,
  });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: { url: string } | null }) };
}
const count = async () => (await t.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
const fetchUpload = (url: string) => t.app.inject({ method: 'GET', url });

describe('/api/common/upload', () => {
  it('answers 401 to a guest and stores nothing', async () => {
    expect((await upload(makePng(), 'me.png', 'image/png')).status).toBe(401);
    expect(await count()).toBe(0);
  });

  it('keeps a real PNG and serves it back with its type, immutable caching and nosniff', async () => {
    const png = makePng(48, 48);
    const answer = await upload(png, 'portrait.png', 'image/png', alice.headers);
    expect(answer.code).toBe(1);
    expect(answer.data!.url).toMatch(UPLOAD_URL_PATTERN);
    expect(answer.data!.url.endsWith('.png')).toBe(true);
    const served = await fetchUpload(answer.data!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('recognises JPEG and WebP by their first bytes, whatever the name says', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([200, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(200, 3)]);
    const a = await upload(jpeg, 'photo.png', 'image/png', alice.headers);
    const b = await upload(webp, 'photo', 'application/octet-stream', alice.headers);
    expect(a.data!.url).toMatch(/\.jpg$/);
    expect(b.data!.url).toMatch(/\.webp$/);
    expect((await fetchUpload(a.data!.url)).headers['content-type']).toBe('image/jpeg');
    expect((await fetchUpload(b.data!.url)).headers['content-type']).toBe('image/webp');
  });

  it('refuses text named .png, an SVG and a GIF, storing nothing', async () => {
    const before = await count();
    for (const [bytes, name, type] of [
      [Buffer.from('hello, I am not a picture'), 'evil.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg', 'image/svg+xml'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif', 'image/gif'],
    ] as const) {
      const answer = await upload(Buffer.from(bytes), name, type, alice.headers);
      expect(answer).toMatchObject({ code: 0, msg: 'Please choose a JPEG, PNG or WebP picture', data: null });
    }
    expect(await count()).toBe(before);
  });

  it('takes exactly 2 MB and refuses one byte more, storing nothing', async () => {
    const png = makePng(8, 8);
    const pad = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length, 1)]);
    expect((await upload(pad(UPLOAD_MAX_BYTES), 'big.png', 'image/png', bob.headers)).code).toBe(1);
    const before = await count();
    const answer = await upload(pad(UPLOAD_MAX_BYTES + 1), 'bigger.png', 'image/png', bob.headers);
    expect(answer).toMatchObject({ code: 0, msg: 'The picture must be 2 MB or smaller' });
    const huge = await upload(pad(UPLOAD_MAX_BYTES * 3), 'huge.png', 'image/png', bob.headers);
    expect(huge).toMatchObject({ code: 0, msg: 'The picture must be 2 MB or smaller' });
    expect(await count()).toBe(before);
  });

  it('is the only call that reads multipart: the profile call refuses it (415) and nothing changes', async () => {
    const body = multipart(makePng(), 'me.png', 'image/png', 'avatar');
    const response = await t.app.inject({ method: 'POST', url: '/api/user/profile', headers: { 'content-type': body.contentType, ...alice.headers }, payload: body.payload });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 0 });
  });

  it('refuses a form without a file and an empty file', async () => {
    const form = await postForm(t.app, '/api/common/upload', { lang: 'en' }, alice.headers);
    expect(form.json()).toMatchObject({ code: 0, msg: 'Please choose a picture' });
    expect(await upload(Buffer.alloc(0), 'empty.png', 'image/png', alice.headers)).toMatchObject({ code: 0, msg: 'Please choose a picture' });
  });

  it('answers the same address when a member sends the same picture again', async () => {
    const png = makePng(20, 20, [10, 20, 30], [200, 100, 50]);
    const first = await upload(png, 'a.png', 'image/png', alice.headers);
    const second = await upload(png, 'b.png', 'image/png', alice.headers);
    expect(second.data!.url).toBe(first.data!.url);
  });

  it('caps the pictures a member uploads in a day', async () => {
    const carol = await signedInMember(t.db, { mobile: '13400000003' });
    await t.db.insertInto('rate_limits').values({ key: `upload:day:${carol.id}`, window_start: new Date(), hits: UPLOADS_PER_DAY }).execute();
    const answer = await upload(makePng(9, 9), 'a.png', 'image/png', carol.headers);
    expect(answer).toMatchObject({ code: 0, msg: 'Too many pictures uploaded today, please try again tomorrow' });
  });
});

describe('ownership of uploads', () => {
  it("another member cannot overwrite a picture nor take it as a portrait; alice's portrait stays hers", async () => {
    const mine = makePng(30, 30, [255, 0, 0], [0, 0, 255]);
    const url = (await upload(mine, 'me.png', 'image/png', alice.headers)).data!.url;
    expect((await postForm(t.app, '/api/user/profile', { avatar: url }, alice.headers)).json().code).toBe(1);

    const theirs = makePng(30, 30, [0, 255, 0], [0, 0, 0]);
    const bobsUrl = (await upload(theirs, url.split('/').pop()!, 'image/png', bob.headers)).data!.url;
    expect(bobsUrl).not.toBe(url);
    expect((await fetchUpload(url)).rawPayload.equals(mine)).toBe(true);

    const taken = await postForm(t.app, '/api/user/profile', { avatar: url, lang: 'en' }, bob.headers);
    expect(taken.json()).toMatchObject({ code: 0, msg: 'Please upload the portrait again' });
    expect((await findMemberById(t.db, bob.id))?.avatar).toBe('');
    expect((await findMemberById(t.db, alice.id))?.avatar).toBe(url);
  });

  it("'' puts the default portrait back", async () => {
    const answer = await postForm(t.app, '/api/user/profile', { avatar: '' }, alice.headers);
    expect(answer.json().data.avatar).toBe('/media/demo/avatar-default.svg');
  });
});

describe('GET /media/uploads/:file', () => {
  it('is 404 for unknown ids, a wrong extension and malformed names', async () => {
    const url = (await upload(makePng(12, 12), 'x.png', 'image/png', alice.headers)).data!.url;
    for (const path of [
      `/media/uploads/${'0'.repeat(32)}.png`,
      url.replace(/\.png$/, '.jpg'),
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      "/media/uploads/x'; drop table uploads;--.png",
    ]) {
      expect((await fetchUpload(path)).statusCode).toBe(404);
    }
  });

  it('serves the default portrait as a demo picture', async () => {
    const svg = await fetchUpload('/media/demo/avatar-default.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });
});
