import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placardGet } from '../../src/contract/winery';
import { configureApi, request } from '../../src/web/lib/api-client';
import { createSession } from '../../src/server/plugins/auth';
import { freePort } from '../helpers/server-process';
import { testApp } from '../helpers/test-app';
import { defineCall } from '../../src/contract/envelope';
import * as z from 'zod/mini';

/** The browser's request helper against the real app listening on a port. */
let ctx: Awaited<ReturnType<typeof testApp>>;
let base: string;

beforeAll(async () => {
  ctx = await testApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => ctx.close());

const memberCall = defineCall({ path: '/api/member/cart/list', auth: 'member', safe: true, input: z.object({}), output: z.unknown() });

describe('request helper', () => {
  it('posts a form with the language and parses the answer with the contract', async () => {
    configureApi({ base, token: () => null, onUnauthorized: () => {} });
    const result = await request(placardGet, { lang: 'en' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.content).toMatch(/Penglai Cliffside Estate/);
  });

  it('returns a business failure with the server message for code 0', async () => {
    configureApi({ base, token: () => null, onUnauthorized: () => {} });
    const result = await request(placardGet, { lang: 'xx' as 'en' });
    expect(result).toMatchObject({ ok: false, kind: 'business' });
    if (!result.ok) expect(result.msg).toMatch(/語言|language/);
  });

  it('calls onUnauthorized on HTTP 401 and sends the token header', async () => {
    let unauthorized = 0;
    configureApi({ base, token: () => 'b'.repeat(64), onUnauthorized: () => unauthorized++ });
    const result = await request(memberCall, {});
    expect(result).toMatchObject({ ok: false, kind: 'unauthorized', status: 401 });
    expect(unauthorized).toBe(1);
  });

  it('passes the token of a real session', async () => {
    const member = await ctx.db
      .insertInto('members')
      .values({ username: 'u', nickname: 'n', password_hash: 'x', salt: 'y', mobile: '13900000000', email: null, birthday: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(ctx.db, member.id);
    let unauthorized = 0;
    configureApi({ base, token: () => token, onUnauthorized: () => unauthorized++ });
    const result = await request(memberCall, {});
    expect(result).toMatchObject({ ok: true, data: { count_sum: 0 } }); // past the gate: the member's (empty) cart
    expect(unauthorized).toBe(0);
  });

  it('retries a safe read after a network failure, but never a submit', async () => {
    // a server that drops the first two connections, then answers
    let connections = 0;
    const flaky = createServer((req, res) => {
      connections++;
      if (connections <= 2) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 1, msg: 'ok', time: '1', data: { switch: 0, content_cn: '', content_tw: '', content_en: '', content: '' } }));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => flaky.listen(port, '127.0.0.1', resolve));
    configureApi({ base: `http://127.0.0.1:${port}`, token: () => null, onUnauthorized: () => {} });

    const read = await request(placardGet, { lang: 'en' });
    expect(read.ok).toBe(true);
    expect(connections).toBe(3);

    connections = 0;
    const submit = defineCall({ ...placardGet, safe: false });
    const once = await request(submit, { lang: 'en' });
    expect(once).toMatchObject({ ok: false, kind: 'network' });
    expect(connections).toBe(1);
    await new Promise((resolve) => flaky.close(resolve));
  });
});
