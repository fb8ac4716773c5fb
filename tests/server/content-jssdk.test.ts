import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { cachedTicketSource, REFRESH_MARGIN_S } from '../../src/server/domain/jsapi-ticket';
import { createJssdkClient, jsapiSignature, nonceStr, signableUrl } from '../../src/server/providers/wechat/jssdk';
import { startFakeWechatMp } from '../fakes/wechat-mp';
import { freshDatabase } from '../helpers/test-app';

const APP = { appId: 'wx9f8e7d6c5b4a3210', appSecret: 'mp-secret-0123456789abcdef' };
let fake: Awaited<ReturnType<typeof startFakeWechatMp>>;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;

beforeAll(async () => {
  fake = await startFakeWechatMp(APP);
  database = await freshDatabase();
  db = database.db;
});
afterAll(async () => {
  await fake?.close();
  await database?.drop();
});

describe('signature', () => {
  const vector = {
    ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    nonceStr: 'Wm3WZYTPz0wzccnW',
    timestamp: 1414587457,
    url: 'http://mp.weixin.qq.com?params=value',
  };

  it('matches WeChat’s published vector', () => {
    expect(jsapiSignature(vector)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the URL without its # fragment, and nothing else changes it', () => {
    expect(jsapiSignature({ ...vector, url: `${vector.url}#/seriesDetail?Pid=3` })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    expect(signableUrl('https://wine.example/?from=singlemessage#/news')).toBe('https://wine.example/?from=singlemessage');
    expect(jsapiSignature({ ...vector, url: 'http://mp.weixin.qq.com/?params=value' })).not.toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('nonces are 16 letters and digits, and differ', () => {
    const a = nonceStr();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(nonceStr()).not.toBe(a);
  });
});

describe('the real client against the fake', () => {
  const client = () => createJssdkClient({ ...APP, apiBase: fake.url });

  it('gets an access_token, then a jsapi_ticket with it', async () => {
    const token = await client().accessToken();
    expect(token).toMatchObject({ ok: true, value: { expiresIn: 7200 } });
    const ticket = await client().jsapiTicket(token.ok ? token.value.value : '');
    expect(ticket).toMatchObject({ ok: true, value: { expiresIn: 7200 } });
  });

  it('passes on WeChat’s errcodes', async () => {
    expect(await createJssdkClient({ ...APP, appSecret: 'wrong-secret', apiBase: fake.url }).accessToken()).toMatchObject({ ok: false, errcode: 40125 });
    expect(await createJssdkClient({ ...APP, appId: 'wx0000000000000000', apiBase: fake.url }).accessToken()).toMatchObject({ ok: false, errcode: 40013 });
    expect(await client().jsapiTicket('not-a-token')).toMatchObject({ ok: false, errcode: 40001 });
  });

  it('answers -1 when WeChat cannot be reached or answers nonsense', async () => {
    expect(await createJssdkClient({ ...APP, apiBase: 'http://127.0.0.1:9' }).accessToken()).toMatchObject({ ok: false, errcode: -1 });
    const garbage = createJssdkClient({ ...APP, apiBase: fake.url, fetch: async () => ({ status: 200, text: async () => '<html>' }) });
    expect(await garbage.accessToken()).toMatchObject({ ok: false, errcode: -1 });
  });
});

describe('the shared ticket cache', () => {
  const source = () => cachedTicketSource(db, createJssdkClient({ ...APP, apiBase: fake.url }));
  beforeEach(async () => {
    await db.deleteFrom('wechat_credentials').execute();
    fake.counts.token = 0;
    fake.counts.ticket = 0;
    fake.setDelay(0);
  });

  it('fetches a ticket once and serves it from the database afterwards, to every instance', async () => {
    const first = await source().ticket();
    const again = await source().ticket();
    const otherInstance = await cachedTicketSource(db, createJssdkClient({ ...APP, apiBase: fake.url })).ticket();
    expect(first.ok && again.ok && otherInstance.ok).toBe(true);
    expect(again).toEqual(first);
    expect(otherInstance).toEqual(first);
    expect(fake.counts).toEqual({ token: 1, ticket: 1 });
    const rows = await db.selectFrom('wechat_credentials').select(['kind', 'expires_at']).orderBy('kind').execute();
    expect(rows.map((r) => r.kind)).toEqual(['access_token', 'jsapi_ticket']);
    expect(rows[1]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 7000_000);
  });

  it('lets one caller refresh while the others wait for its ticket', async () => {
    fake.setDelay(80);
    const answers = await Promise.all(Array.from({ length: 6 }, () => source().ticket()));
    expect(new Set(answers.map((a) => (a.ok ? a.value : 'failed')))).toHaveLength(1);
    expect(fake.counts).toEqual({ token: 1, ticket: 1 });
  });

  it(`refreshes the ticket (and the token, which lives as long) ${REFRESH_MARGIN_S} s before it expires`, async () => {
    const first = await source().ticket();
    const later = new Date(Date.now() + (7200 - REFRESH_MARGIN_S - 60) * 1000);
    expect(await source().ticket(later)).toEqual(first);
    expect(fake.counts.ticket).toBe(1);
    const nearEnd = new Date(Date.now() + (7200 - REFRESH_MARGIN_S + 1) * 1000);
    const renewed = await source().ticket(nearEnd);
    expect(renewed.ok).toBe(true);
    expect(renewed).not.toEqual(first);
    expect(fake.counts).toEqual({ token: 2, ticket: 2 });
  });

  it('reuses a fresh token when only the ticket is missing', async () => {
    await source().ticket();
    await db.deleteFrom('wechat_credentials').where('kind', '=', 'jsapi_ticket').execute();
    expect((await source().ticket()).ok).toBe(true);
    expect(fake.counts).toEqual({ token: 1, ticket: 2 });
  });

  it('fetches a new token once when WeChat no longer accepts the cached one', async () => {
    await source().ticket();
    await db.deleteFrom('wechat_credentials').where('kind', '=', 'jsapi_ticket').execute();
    fake.revokeTokens();
    const answer = await source().ticket();
    expect(answer.ok).toBe(true);
    expect(fake.counts).toEqual({ token: 2, ticket: 3 });
  });

  it('stores nothing when WeChat refuses, and tries again on the next call', async () => {
    fake.failNext('/cgi-bin/token', 40164);
    expect(await source().ticket()).toMatchObject({ ok: false, errcode: 40164 });
    expect(await db.selectFrom('wechat_credentials').selectAll().execute()).toEqual([]);
    fake.failNext('/cgi-bin/ticket/getticket', 45009);
    expect(await source().ticket()).toMatchObject({ ok: false, errcode: 45009 });
    expect((await source().ticket()).ok).toBe(true);
  });
});
