import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { postForm, testApp, testConfig } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { editor, staffCall } from './content-editing-helpers';

/**
 * Issue 14: a published content section reaches visitors of every instance within the read
 * cache's time, as news and the notice banner do (./content-cache.test.ts): two instances on one
 * database, each with its own read cache (READ_CACHE_MS 400 ms); a vineyard section published on
 * one is answered by the other's /cms/vineyard/list once its cached answer is older than that.
 */
const TTL_MS = 400;
let t: TestApp;
let other: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await testApp({ env: { READ_CACHE_MS: String(TTL_MS) } });
  other = await buildApp({ config: { ...testConfig({ READ_CACHE_MS: String(TTL_MS) }), DATABASE_URL: t.app.config.DATABASE_URL }, db: t.db });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const vineyardTitle = async (app: TestApp['app'], id: number) =>
  ((await postForm(app, '/cms/vineyard/list', { lang: 'en' })).json().data as Array<{ id: number; title: string }>).find((s) => s.id === id)?.title;

describe('a published section on every instance', () => {
  it('a vineyard section edited on one instance is seen on the other within READ_CACHE_MS', async () => {
    const content = await editor(t, 'content');
    const [row] = await t.db.selectFrom('vineyard_sections').select(['id', 'title']).where('switch', '=', 1).orderBy('sort').orderBy('id').limit(1).execute();
    // the other instance has the old answer cached
    expect(await vineyardTitle(other, row!.id)).toBe(row!.title.en);
    const fields = (await staffCall(t, 'get', { type: 'vineyard', live_id: row!.id }, content.headers)).data.body.fields;
    const saved = await staffCall(t, 'save', { type: 'vineyard', live_id: row!.id, fields: JSON.stringify({ ...fields, title: { cn: '东坡', tw: '東坡', en: 'The east slope' } }) }, content.headers);
    expect(saved.code, saved.msg).toBe(1);
    // cached on the other instance just before publishing
    expect(await vineyardTitle(other, row!.id)).toBe(row!.title.en);
    const cachedAt = Date.now();
    expect((await staffCall(t, 'publish', { type: 'vineyard', id: saved.data.id }, content.headers)).code).toBe(1);
    const early = await vineyardTitle(other, row!.id);
    if (Date.now() - cachedAt < TTL_MS / 2) expect(early).toBe(row!.title.en);
    await sleep(TTL_MS + 50);
    expect(await vineyardTitle(other, row!.id)).toBe('The east slope');
    expect(await vineyardTitle(t.app, row!.id)).toBe('The east slope');
  });
});
