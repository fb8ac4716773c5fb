import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { placardGet } from '../../src/contract/winery';
import { newsList } from '../../src/contract/home-content';
import { newsGet } from '../../src/contract/content';
import { envelope } from '../../src/server/plugins/api';
import { readPublic } from '../../src/server/plugins/read-call';
import { postForm, testApp } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';

/**
 * Issue 15: a cached public read is serialised once, when it is cached, and every request it
 * serves sends those bytes. They must be the bytes the envelope object would have been sent as:
 * the same JSON (key order, escapes, Chinese text), the same content type and length, and a
 * `time` of the request's own second — from the request that filled the cache and from one it served.
 * The bytes of one second are kept and sent again within it (`envelopeBytes`), made anew in the next.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ env: { READ_CACHE_MS: '60000' } });
});
afterAll(async () => t?.close());

const reads = [
  { call: placardGet, form: {} },
  { call: newsList, form: { page: '1', pagesize: '3' } },
  { call: newsGet, form: { id: '1' } },
  { call: newsGet, form: { id: '999999' } },
] as const;

describe('a cached read sent as bytes made once', () => {
  it.each(['cn', 'tw', 'en'] as const)('placard, news list, a news item and a missing one (%s): the envelope Fastify would send', async (lang) => {
    for (const { call, form } of reads) {
      for (const turn of ['fills the cache', 'served from it']) {
        const before = Math.floor(Date.now() / 1000);
        const res = await postForm(t.app, call.path, { ...form, lang });
        const after = Math.floor(Date.now() / 1000);
        const label = `${call.path} ${JSON.stringify(form)} ${lang}: ${turn}`;
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['content-type'], label).toBe('application/json; charset=utf-8');
        expect(Number(res.headers['content-length']), label).toBe(Buffer.byteLength(res.body));
        const body = res.json() as ReturnType<typeof envelope>;
        expect(Number(body.time), label).toBeGreaterThanOrEqual(before);
        expect(Number(body.time), label).toBeLessThanOrEqual(after);
        const result = await readPublic(t.app, call, form as never, lang);
        // what the handler answers, wrapped and serialised as an object answer is
        const expected = result.ok ? envelope(1, 'ok', result.data) : envelope(0, body.msg, null);
        expect(res.body, label).toBe(JSON.stringify({ ...expected, time: body.time }));
      }
    }
  });

  it('the Chinese placard text is sent as UTF-8 characters, not escapes', async () => {
    const res = await postForm(t.app, placardGet.path, { lang: 'cn' });
    const { content } = res.json().data as { content: string };
    expect(content).toMatch(/[\u4e00-\u9fff]/);
    expect(res.body).toContain(content);
  });

  it('the bytes kept for one second are not sent in the next: each answer has its own second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const times = [];
      for (const step of [0, 0, 2_000, 0, 61_000 - 2_000]) {
        vi.setSystemTime(Date.now() + step);
        const res = await postForm(t.app, placardGet.path, { lang: 'en' });
        times.push(Number((res.json() as { time: string }).time) - Math.floor(Date.now() / 1000));
        expect(res.body).toContain('"code":1');
      }
      expect(times).toEqual([0, 0, 0, 0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
