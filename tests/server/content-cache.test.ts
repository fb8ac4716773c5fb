import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { postForm, testApp, testConfig } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { editor, newsForm, staffCall } from './content-editing-helpers';

/**
 * Issue 14: a published change reaches visitors of every instance within the read cache's time.
 * Two app instances on one database, each with its own read cache (READ_CACHE_MS 400 ms): the
 * editor publishes on one; the other answers the old text while its cached answer is young, and
 * the new text once it is older than READ_CACHE_MS — without a restart or a message between them.
 * News, the notice banner and a content section (a vineyard section, answered by /cms/vineyard/list).
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

const titleAt = async (app: TestApp['app'], id: number) => (await postForm(app, '/api/winery/news/get', { id: String(id), lang: 'en' })).json().data?.title;
const noticeAt = async (app: TestApp['app']) => (await postForm(app, '/api/winery/placard/get', { lang: 'en' })).json().data;
const vineyardTitle = async (app: TestApp['app'], id: number) =>
  ((await postForm(app, '/cms/vineyard/list', { lang: 'en' })).json().data as Array<{ id: number; title: string }>).find((s) => s.id === id)?.title;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a published change on every instance', () => {
  it('a news item edited on one instance is seen on the other within READ_CACHE_MS', async () => {
    const content = await editor(t, 'content');
    const [seeded] = await t.db.selectFrom('news').select(['id', 'title']).where('switch', '=', 1).orderBy('id').limit(1).execute();
    const id = seeded!.id;
    const saved = await staffCall(t, 'save', { type: 'news', live_id: id, ...newsForm('Fresh') }, content.headers);
    // the other instance has the old answer cached, read just before publishing
    const cachedAt = Date.now();
    expect(await titleAt(other, id)).toBe(seeded!.title.en);
    expect((await staffCall(t, 'publish', { type: 'news', id: saved.data.id }, content.headers)).code).toBe(1);
    const early = await titleAt(other, id);
    // while that answer is younger than READ_CACHE_MS it is still the one given (a slow machine may be past it)
    if (Date.now() - cachedAt < TTL_MS) expect(early).toBe(seeded!.title.en);
    await sleep(TTL_MS + 50);
    expect(await titleAt(other, id)).toBe('Fresh English title');
    expect(await titleAt(t.app, id)).toBe('Fresh English title');
  });

  it('the notice banner switched on one instance shows on the other within READ_CACHE_MS', async () => {
    const content = await editor(t, 'content');
    const [banner] = (await staffCall(t, 'list', { type: 'notice' }, content.headers)).data.items;
    const ref: Record<string, number> = banner.id ? { id: banner.id } : { live_id: banner.live_id };
    const saved = await staffCall(t, 'save', { type: 'notice', ...ref, content_cn: '今日酒窖开放', content_tw: '今日酒窖開放', content_en: 'The cellar is open today' }, content.headers);
    await noticeAt(other);
    expect((await staffCall(t, 'publish', { type: 'notice', id: saved.data.id }, content.headers)).code).toBe(1);
    await sleep(TTL_MS + 50);
    expect(await noticeAt(other)).toMatchObject({ switch: 1, content: 'The cellar is open today' });
  });

  it('a vineyard section edited on one instance is seen on the other within READ_CACHE_MS', async () => {
    const content = await editor(t, 'content');
    const [row] = await t.db.selectFrom('vineyard_sections').select(['id', 'title']).where('switch', '=', 1).orderBy('sort').orderBy('id').limit(1).execute();
    const fields = (await staffCall(t, 'get', { type: 'vineyard', live_id: row!.id }, content.headers)).data.body.fields;
    const saved = await staffCall(t, 'save', { type: 'vineyard', live_id: row!.id, fields: JSON.stringify({ ...fields, title: { cn: '东坡', tw: '東坡', en: 'The east slope' } }) }, content.headers);
    expect(saved.code, saved.msg).toBe(1);
    // the other instance has the old answer cached, read just before publishing
    const cachedAt = Date.now();
    expect(await vineyardTitle(other, row!.id)).toBe(row!.title.en);
    expect((await staffCall(t, 'publish', { type: 'vineyard', id: saved.data.id }, content.headers)).code).toBe(1);
    const early = await vineyardTitle(other, row!.id);
    if (Date.now() - cachedAt < TTL_MS) expect(early).toBe(row!.title.en);
    await sleep(TTL_MS + 50);
    expect(await vineyardTitle(other, row!.id)).toBe('The east slope');
    expect(await vineyardTitle(t.app, row!.id)).toBe('The east slope');
  });
});
