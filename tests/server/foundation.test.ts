import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/plugins/auth';
import { seedDemo } from '../../src/server/db/seed';
import { postForm, testApp } from '../helpers/test-app';

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(async () => ctx.close());

async function addMember(mobile: string) {
  const row = await ctx.db
    .insertInto('members')
    .values({ username: mobile, nickname: 'Test', password_hash: 'x', salt: 'y', mobile, email: null, birthday: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the answer envelope', () => {
  it('answers the placard in English for lang=en, as {code, msg, time, data}', async () => {
    const res = await postForm(ctx.app, '/api/winery/placard/get', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'time']);
    expect(body.code).toBe(1);
    expect(body.time).toMatch(/^\d{10}$/);
    expect(body.data.switch).toBe(1);
    expect(body.data.content).toBe(body.data.content_en);
    expect(body.data.content).toMatch(/Penglai Cliffside Estate/);
  });

  it('answers in Simplified Chinese for lang=cn and Traditional by default', async () => {
    const cn = (await postForm(ctx.app, '/api/winery/placard/get', { lang: 'cn' })).json();
    expect(cn.data.content).toContain('蓬莱崖畔酒庄');
    const byDefault = (await postForm(ctx.app, '/api/winery/placard/get')).json();
    expect(byDefault.data.content).toContain('蓬萊崖畔酒莊');
  });

  it('takes the language from Accept-Language when no lang field is sent', async () => {
    const res = await postForm(ctx.app, '/api/winery/placard/get', {}, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.json().data.content).toContain('蓬莱崖畔酒庄');
  });

  it('answers placard switch 0 when the placard is off, and the banner text stays available', async () => {
    await ctx.db.updateTable('placard').set({ switch: 0 }).execute();
    const body = (await postForm(ctx.app, '/api/winery/placard/get', { lang: 'en' })).json();
    expect(body.data.switch).toBe(0);
    await ctx.db.updateTable('placard').set({ switch: 1 }).execute();
  });
});

describe('bad input never answers 500 and changes nothing', () => {
  it('an invalid field gets code 0 naming the field in the request language', async () => {
    const res = await postForm(ctx.app, '/api/winery/placard/get', { lang: 'fr' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: 'Please check the field: language', data: null });
  });

  it('malformed JSON gets a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/winery/placard/get',
      headers: { 'content-type': 'application/json' },
      payload: '{"lang": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: '請求失敗' });
  });

  it('an unsupported content type gets a 415 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/winery/placard/get',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<lang>en</lang>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 0, msg: 'The request failed' });
  });

  it('a body over the limit gets a 413 envelope', async () => {
    const res = await postForm(ctx.app, '/api/winery/placard/get', { lang: 'en', pad: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(0);
  });

  it('an unknown API path gets a 404 envelope', async () => {
    const res = await postForm(ctx.app, '/api/winery/nothing/here', { lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0, msg: 'The requested item does not exist' });
  });

  it('an upload whose multipart body ends early, or is not multipart at all, gets a 400 envelope in the request language and stores nothing', async () => {
    const token = await createSession(ctx.db, await addMember('13800000003'));
    const boundary = '----cut0123';
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies: [string, string][] = [
      [`multipart/form-data; boundary=${boundary}`, `${filePart}\u0089PNG\r\n\u001a\n`], // ends inside the picture
      [`multipart/form-data; boundary=${boundary}`, `${filePart}\u0089PNG\r\n\u001a\n\r\n--${boundary}`], // no closing boundary
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-da`], // ends inside a part header
      [`multipart/form-data; boundary=${boundary}`, 'lang=en&file=hello'], // not multipart at all
      ['multipart/form-data', 'hello'], // no boundary
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'hello'], // a boundary longer than multipart allows
    ];
    for (const [type, payload] of bodies) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/common/upload', headers: { 'content-type': type, 'accept-language': 'en', token }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ code: 0, msg: 'The picture did not arrive complete, please choose it again', data: null });
    }
    const [type, payload] = bodies[0]!;
    const cn = await ctx.app.inject({ method: 'POST', url: '/api/common/upload', headers: { 'content-type': type, lang: 'cn', token }, payload });
    expect(cn.json()).toMatchObject({ code: 0, msg: '图片未完整送达，请重新选择' });
    const stored = await ctx.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });

  it('a NUL byte, a repeated or an overlong `to` in the development outbox gets a 400 envelope', async () => {
    for (const query of ['to=%00', 'to=138%0000', `to=${'x'.repeat(255)}`, 'to=a&to=b']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/dev/outbox?${query}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 0, msg: 'Please check the field: to', data: null });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/outbox?to=13800000000' })).json()).toEqual([]);
  });

  it('a path the router cannot decode, or a path parameter over its limit, gets the envelope too', async () => {
    for (const [url, status] of [['/media/uploads/%E0%A4%A', 400], [`/media/uploads/${'x'.repeat(3000)}`, 414], ['/dev/pay/%E0%A4%A', 400]] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ code: 0, msg: 'The request failed', data: null });
    }
  });

  it('a NUL byte in a field is refused by the field’s rule, in the request language (PostgreSQL text cannot hold one)', async () => {
    const refused = async (path: string, form: Record<string, string>) => {
      const res = await postForm(ctx.app, path, { lang: 'en', ...form });
      expect(res.statusCode, path).toBe(200);
      return res.json() as { code: number; msg: string };
    };
    expect(await refused('/api/ems/send', { email: 'a@example.com\u0000', event: 'register' })).toMatchObject({ code: 0, msg: 'Incorrect email format' });
    const contact = { name: 'Li Lei', email: 'li@example.com', phone: '13800000000', message: 'Hello' };
    expect(await refused('/api/winery/contact/add', { ...contact, name: 'Li\u0000' })).toMatchObject({ code: 0, msg: 'Please check the field: name' });
    expect(await refused('/api/winery/contact/add', { ...contact, message: 'Hello\u0000' })).toMatchObject({ code: 0, msg: 'Please check the field: message' });
    expect(await refused('/api/winery/contact/add', { ...contact, message: 'Hello,\r\n\tsee you' })).toMatchObject({ code: 1 });
    expect(await refused('/api/winery/banner/get', { page: 'news\u0000' })).toMatchObject({ code: 0, msg: 'Please check the field: page' });
    expect(await refused('/api/staff/login', { username: 'packer\u0000', password: 'whatever-password' })).toMatchObject({ code: 0, msg: 'Incorrect username or password' });
    expect(await refused('/api/member/Wechat/mp_auth', { redirect: '/orders\u0000' })).toMatchObject({ code: 1 });
  });
});

describe('member calls', () => {
  it('answer HTTP 401 without a token', async () => {
    const res = await postForm(ctx.app, '/api/member/cart/list', { lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, msg: 'Please login first', data: null });
  });

  it('answer HTTP 401 for an unknown, malformed or expired token', async () => {
    const memberId = await addMember('13800000001');
    const token = await createSession(ctx.db, memberId);
    await ctx.db.updateTable('member_sessions').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    for (const bad of ['f'.repeat(64), 'not-a-token', token]) {
      const res = await postForm(ctx.app, '/api/member/cart/list', { lang: 'en' }, { token: bad });
      expect(res.statusCode).toBe(401);
    }
  });

  it('pass the gate with a valid token (the path itself is not built yet: 404, not 401)', async () => {
    const memberId = await addMember('13800000002');
    const token = await createSession(ctx.db, memberId);
    const res = await postForm(ctx.app, '/api/member/not-built', { lang: 'en' }, { token });
    expect(res.statusCode).toBe(404);
    const stored = await ctx.db.selectFrom('member_sessions').select('token_hash').where('member_id', '=', memberId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token); // only the hash is stored
  });
});

describe('the server', () => {
  it('sends strict security headers', async () => {
    const res = await postForm(ctx.app, '/api/winery/placard/get');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('seeds the demo content once: a second run changes nothing', async () => {
    const before = await ctx.db.selectFrom('placard').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await seedDemo(ctx.db)).toBe(false);
    const after = await ctx.db.selectFrom('placard').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
