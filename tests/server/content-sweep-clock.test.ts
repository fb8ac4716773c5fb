import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, testApp } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { editor, noticeForm, staffCall } from './content-editing-helpers';

/**
 * The content sweep's development clock (POST /dev/clock): a running server's sweep, every
 * CONTENT_SWEEP_S, publishes a scheduled notice once the clock is moved to its publish time and
 * takes it off at its take-off time — what the browser test relies on; bad input is refused in
 * the caller's language; production has no such route (404) and its clock never moves.
 */
let t: TestApp;
let content: Awaited<ReturnType<typeof editor>>;
beforeAll(async () => {
  t = await testApp({ env: { CONTENT_SWEEP_S: '1' } });
  content = await editor(t, 'content');
  // the sweep's timer starts once the server listens
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const beijing = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
const placard = async () => (await postForm(t.app, '/api/winery/placard/get', { lang: 'en' })).json().data as { switch: number; content: string };
const moveClock = async (at: string, lang = 'en') => {
  const res = await postForm(t.app, '/dev/clock', { at, lang });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: { now: string; offset_ms: number } | null }) };
};
const within = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 6_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('the sweep on the development clock', () => {
  it('shows a scheduled notice once the clock reaches its time and hides it at its take-off time', async () => {
    const list = await staffCall(t, 'list', { type: 'notice' }, content.headers);
    const banner = list.data.items[0];
    const ref: Record<string, number> = banner.id ? { id: banner.id } : { live_id: banner.live_id };
    if (banner.state === 'published') expect((await staffCall(t, 'unpublish', { type: 'notice', ...ref }, content.headers)).code).toBe(1);
    const doc = (await staffCall(t, 'save', { type: 'notice', ...ref, ...noticeForm('Clock') }, content.headers)).data;
    const showAt = Math.floor(Date.now() / 60_000) * 60_000 + 24 * HOUR;
    const hideAt = showAt + HOUR;
    expect(await staffCall(t, 'schedule', { type: 'notice', id: doc.id, publish_at: beijing(showAt), unpublish_at: beijing(hideAt) }, content.headers)).toMatchObject({ code: 1, data: { state: 'scheduled' } });

    // two ticks at the real time: nothing happens
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(await placard()).toMatchObject({ switch: 0 });

    const moved = await moveClock(new Date(showAt + 30_000).toISOString());
    expect(moved).toMatchObject({ status: 200, code: 1 });
    expect(Math.abs(Date.parse(moved.data!.now) - (showAt + 30_000))).toBeLessThan(1_000);
    expect(await within(placard, (p) => p.switch === 1)).toEqual(expect.objectContaining({ switch: 1, content: 'Clock English notice' }));

    expect(await moveClock(new Date(hideAt + 30_000).toISOString())).toMatchObject({ code: 1 });
    expect(await within(placard, (p) => p.switch === 0)).toMatchObject({ switch: 0 });

    const back = await moveClock('');
    expect(back).toMatchObject({ code: 1, data: { offset_ms: 0 } });
    expect(t.app.sweepClock.now()).toBeUndefined();
    const history = await t.db.selectFrom('status_history').select(['event', 'actor']).where('entity', '=', 'content').where('entity_id', '=', doc.id).orderBy('id').execute();
    expect(history.slice(-2)).toEqual([
      { event: 'PUBLISH_DUE', actor: 'timer:content-schedule' },
      { event: 'UNPUBLISH_DUE', actor: 'timer:content-schedule' },
    ]);
  }, 30_000);

  it.each([
    ['tomorrow', 'en'],
    ['2026-11-21 10:00', 'en'],
    ['2026-11-21T10:00:00', 'cn'],
    ['2026-02-30T10:00:00Z', 'tw'],
    ['x'.repeat(50), 'en'],
  ])('refuses at=%s in the caller’s language, the clock unmoved', async (at, lang) => {
    const res = await moveClock(at, lang);
    expect(res).toMatchObject({ status: 400, code: 0, data: null });
    expect(res.msg).not.toBe('');
    if (lang !== 'en') expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(t.app.sweepClock.offsetMs).toBe(0);
  });
});

describe('in production', () => {
  it('there is no clock to move: POST and GET /dev/clock answer 404 and the sweep keeps the real time', async () => {
    const prod = await testApp({ seed: false, env: { NODE_ENV: 'production', CODE_SECRET: 'a-production-code-secret' } });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const res = await prod.app.inject({ method, url: '/dev/clock', ...(method === 'POST' ? { payload: { at: '2030-01-01T00:00:00Z' } } : {}) });
        expect(res.statusCode, method).toBe(404);
      }
      expect(prod.app.sweepClock.now()).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
