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
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
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
