import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS } from '../../src/server/db/seed/content/news';
import { AWARDS, HISTORIES, TEAM_MEMBERS } from '../../src/server/db/seed/content/people';
import { BANNERS, BRAND_SECTIONS, DYNAMICS, ROTATIONS } from '../../src/server/db/seed/content/pages';
import { sanitizeHtml } from '../../src/server/domain/sanitize-html';
import { testApp } from '../helpers/test-app';
import { call, imageUrls, SITE_RELATIVE, type TestApp } from './content-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const NOT_FOUND = { en: 'The requested item does not exist', cn: '所请求的内容不存在', tw: '所請求的內容不存在' };
/** the seed's news in list order: newest release first, then the higher id */
const newsOrder = NEWS.map((n, i) => ({ ...n, id: i + 1 })).sort((a, b) => b.releasedate.localeCompare(a.releasedate) || b.id - a.id);

describe('banner/get', () => {
  it('answers the page’s banner in the requested language with its picture', async () => {
    const en = await call(t, '/api/winery/banner/get', { page: 'brand', lang: 'en' });
    const brand = BANNERS.find((b) => b.page === 'brand')!;
    expect(en).toMatchObject({ code: 1, data: { page: 'brand', entitle: brand.entitle, title: 'Our story', images: [brand.image] } });
    const tw = await call(t, '/api/winery/banner/get', { page: 'brand', lang: 'tw' });
    expect(tw.data.title).toBe(brand.title.tw);
  });

  it('answers null for a page without a banner, and names a too long page field', async () => {
    expect(await call(t, '/api/winery/banner/get', { page: 'nowhere', lang: 'en' })).toMatchObject({ code: 1, data: null });
    const bad = await call(t, '/api/winery/banner/get', { page: 'x'.repeat(33), lang: 'en' });
    expect(bad).toMatchObject({ status: 200, code: 0, msg: 'Please check the field: page', data: null });
  });
});

describe('brand, history, dynamics, rotation', () => {
  it('brand/list: every section in order, in Simplified Chinese', async () => {
    const cn = await call(t, '/api/winery/brand/list', { lang: 'cn' });
    expect(cn.data.map((s: any) => s.title)).toEqual(BRAND_SECTIONS.map((s) => s.title.cn));
    expect(cn.data[0].images).toEqual(BRAND_SECTIONS[0]!.images);
  });

  it('history/list: years in order, each with its own events', async () => {
    const en = await call(t, '/api/winery/history/list', { lang: 'en' });
    expect(en.data.map((h: any) => h.years)).toEqual(HISTORIES.map((h) => h.years));
    expect(en.data[0].history.map((i: any) => i.intro)).toEqual(HISTORIES[0]!.items.map((i) => i.en));
    const tw = await call(t, '/api/winery/history/list', { lang: 'tw' });
    expect(tw.data.at(-1).history[0].intro).toBe(HISTORIES.at(-1)!.items[0]!.tw);
  });

  it('dynamic/getDynamicList and rotation/getRotationList in en and cn', async () => {
    const dyn = await call(t, '/api/winery/dynamic/getDynamicList', { lang: 'cn' });
    expect(dyn.data.map((d: any) => d.title)).toEqual(DYNAMICS.map((d) => d.title.cn));
    const rot = await call(t, '/api/winery/rotation/getRotationList', { lang: 'en' });
    expect(rot.data.map((r: any) => [r.title, r.entitle, r.link])).toEqual(ROTATIONS.map((r) => [r.title.en, r.entitle, r.link]));
  });

  it('answers tw when no language is asked for', async () => {
    const res = await call(t, '/api/winery/rotation/getRotationList');
    expect(res.data[0].title).toBe(ROTATIONS[0]!.title.tw);
  });

  it('never passes on a script link or an off-site picture stored by mistake', async () => {
    await t.db.updateTable('rotations').set({ link: 'javascript:alert(1)', image: 'https://evil.example/x.png' }).where('id', '=', 1).execute();
    await t.db.updateTable('dynamics').set({ url: ' JaVaScRiPt:alert(1)', image: '//evil.example/y.png' }).where('id', '=', 1).execute();
    const rot = await call(t, '/api/winery/rotation/getRotationList', { lang: 'en' });
    expect(rot.data[0]).toMatchObject({ link: '', image: '' });
    const dyn = await call(t, '/api/winery/dynamic/getDynamicList', { lang: 'en' });
    expect(dyn.data[0]).toMatchObject({ url: '', image: '' });
    await t.db.updateTable('rotations').set({ link: ROTATIONS[0]!.link, image: ROTATIONS[0]!.image }).where('id', '=', 1).execute();
    await t.db.updateTable('dynamics').set({ url: DYNAMICS[0]!.url, image: DYNAMICS[0]!.image }).where('id', '=', 1).execute();
  });

  it('hides switched-off rows and follows sort before id', async () => {
    await t.db.updateTable('brand_sections').set({ switch: 0 }).where('id', '=', 1).execute();
    await t.db.updateTable('brand_sections').set({ sort: 1 }).where('id', '=', 3).execute();
    const en = await call(t, '/api/winery/brand/list', { lang: 'en' });
    expect(en.data.map((s: any) => s.id)).toEqual([3, 2]);
    await t.db.updateTable('brand_sections').set({ switch: 1, sort: 10 }).where('id', '=', 1).execute();
    await t.db.updateTable('brand_sections').set({ sort: 30 }).where('id', '=', 3).execute();
  });
});

describe('team and awards', () => {
  it('team/list: groups categroy 1 and 5, texts in cn, rich text escaped', async () => {
    const cn = await call(t, '/api/winery/team/list', { lang: 'cn' });
    expect(cn.data.map((g: any) => g.categroy)).toEqual([1, 5]);
    expect(cn.data[0].list.map((m: any) => m.name)).toEqual(TEAM_MEMBERS.filter((m) => m.category === 1).map((m) => m.name.cn));
    const en = await call(t, '/api/winery/team/list', { lang: 'en' });
    expect(en.data[0].list[1].content).toContain('Northwest A&amp;F University');
  });

  it('award/list: groups 1, 5 and 10, even when one is empty', async () => {
    await t.db.updateTable('awards').set({ switch: 0 }).where('category', '=', 5).execute();
    const en = await call(t, '/api/winery/award/list', { lang: 'en' });
    expect(en.data.map((g: any) => [g.categroy, g.list.length])).toEqual([
      [1, AWARDS.filter((a) => a.category === 1).length],
      [5, 0],
      [10, AWARDS.filter((a) => a.category === 10).length],
    ]);
    expect(en.data[2].list[0]).toMatchObject({ year: 2026, intro: AWARDS.find((a) => a.category === 10)!.intro.en });
    await t.db.updateTable('awards').set({ switch: 1 }).where('category', '=', 5).execute();
  });
});

describe('news', () => {
  it('list: page 1 of 10 by default, newest first', async () => {
    const en = await call(t, '/api/winery/news/list', { lang: 'en' });
    expect(en.data).toMatchObject({ total: NEWS.length, page: 1, pagesize: 10 });
    expect(en.data.list.map((n: any) => n.id)).toEqual(newsOrder.slice(0, 10).map((n) => n.id));
    expect(en.data.list[0]).toMatchObject({ title: newsOrder[0]!.title.en, releasedate: newsOrder[0]!.releasedate });
    const textOnly = en.data.list.find((n: any) => n.is_text === 1);
    expect(textOnly.images).toEqual([]);
  });

  it('list: any page and size, an empty page past the end', async () => {
    const page2 = await call(t, '/api/winery/news/list', { lang: 'tw', page: '2', pagesize: '3' });
    expect(page2.data.list.map((n: any) => n.title)).toEqual(newsOrder.slice(3, 6).map((n) => n.title.tw));
    const past = await call(t, '/api/winery/news/list', { lang: 'en', page: '999', pagesize: '50' });
    expect(past.data).toEqual({ list: [], total: NEWS.length, page: 999, pagesize: 50 });
  });

  it.each([
    [{ page: '0' }, 'Please check the field: page'],
    [{ page: 'two' }, 'Please check the field: page'],
    [{ pagesize: '51' }, 'Please check the field: page size'],
    [{ pagesize: '1.5' }, 'Please check the field: page size'],
  ])('list refuses %j', async (form, msg) => {
    expect(await call(t, '/api/winery/news/list', { lang: 'en', ...form })).toMatchObject({ status: 200, code: 0, msg, data: null });
  });

  it('get: sanitised content, prev (newer) and next (older) ids', async () => {
    const [first, second, third] = newsOrder;
    const top = await call(t, '/api/winery/news/get', { id: String(first!.id), lang: 'cn' });
    expect(top.data).toMatchObject({ id: first!.id, title: first!.title.cn, content: sanitizeHtml(first!.content.cn), prev_id: null, next_id: second!.id });
    const middle = await call(t, '/api/winery/news/get', { id: String(second!.id), lang: 'en' });
    expect(middle.data).toMatchObject({ prev_id: first!.id, next_id: third!.id });
    const last = await call(t, '/api/winery/news/get', { id: String(newsOrder.at(-1)!.id), lang: 'en' });
    expect(last.data.next_id).toBeNull();
  });

  it('get: a switched-off item is not found and is skipped by its neighbours', async () => {
    const [first, second, third] = newsOrder;
    await t.db.updateTable('news').set({ switch: 0 }).where('id', '=', second!.id).execute();
    expect(await call(t, '/api/winery/news/get', { id: String(second!.id), lang: 'en' })).toMatchObject({ code: 0, msg: NOT_FOUND.en });
    const top = await call(t, '/api/winery/news/get', { id: String(first!.id), lang: 'en' });
    expect(top.data.next_id).toBe(third!.id);
    expect((await call(t, '/api/winery/news/list', { lang: 'en' })).data.total).toBe(NEWS.length - 1);
    await t.db.updateTable('news').set({ switch: 1 }).where('id', '=', second!.id).execute();
  });

  it('get: hostile HTML stored behind the seed’s back is sanitised on the way out', async () => {
    const hostile = '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a></p>';
    await t.db.updateTable('news').set({ content: JSON.stringify({ cn: hostile, tw: hostile, en: hostile }) }).where('id', '=', 5).execute();
    const res = await call(t, '/api/winery/news/get', { id: '5', lang: 'en' });
    expect(res.data.content).toBe('<p>Hilink</p>');
    await t.db.updateTable('news').set({ content: JSON.stringify(NEWS[4]!.content) }).where('id', '=', 5).execute();
  });

  it.each([
    ['9999', NOT_FOUND.cn],
    ['99999999999', NOT_FOUND.cn],
    ['abc', '请检查字段：内容编号'],
    ['-1', '请检查字段：内容编号'],
  ])('get %s answers code 0, never 500', async (id, msg) => {
    expect(await call(t, '/api/winery/news/get', { id, lang: 'cn' })).toMatchObject({ status: 200, code: 0, msg, data: null });
  });

  it('get without an id names the field', async () => {
    expect(await call(t, '/api/winery/news/get', { lang: 'tw' })).toMatchObject({ code: 0, msg: '請檢查欄位：內容編號' });
  });
});

describe('activity', () => {
  const setWindow = (id: number, startsInS: number, endsInS: number) =>
    t.db
      .updateTable('activities')
      .set({ starts_at: sql`now() + make_interval(secs => ${startsInS})`, ends_at: sql`now() + make_interval(secs => ${endsInS})` })
      .where('id', '=', id)
      .execute();

  it('index answers the promotion live now, in the requested language', async () => {
    await setWindow(1, -86_400, 86_400);
    await setWindow(2, -200_000, -100_000);
    const cn = await call(t, '/api/member/activity/index', { lang: 'cn' });
    expect(cn).toMatchObject({ code: 1, data: { id: 1, title: '冬日珍藏季：珍藏系列九折', series_id: 1, image: '/media/demo/cellar-barrels.svg' } });
  });

  it('index answers null when nothing is live: ended, not yet started or switched off', async () => {
    await setWindow(1, 3600, 7200);
    expect((await call(t, '/api/member/activity/index', { lang: 'en' })).data).toBeNull();
    await setWindow(1, -7200, -1);
    expect((await call(t, '/api/member/activity/index', { lang: 'en' })).data).toBeNull();
    await setWindow(1, -86_400, 86_400);
    await t.db.updateTable('activities').set({ switch: 0 }).where('id', '=', 1).execute();
    expect((await call(t, '/api/member/activity/index', { lang: 'en' })).data).toBeNull();
    await t.db.updateTable('activities').set({ switch: 1 }).where('id', '=', 1).execute();
  });

  it('index prefers sort, and drops the series link when the series is switched off', async () => {
    await setWindow(2, -60, 86_400);
    await t.db.updateTable('activities').set({ sort: 1 }).where('id', '=', 2).execute();
    await t.db.updateTable('wine_series').set({ switch: 0 }).where('id', '=', 2).execute();
    expect((await call(t, '/api/member/activity/index', { lang: 'en' })).data).toMatchObject({ id: 2, series_id: null });
    await t.db.updateTable('wine_series').set({ switch: 1 }).where('id', '=', 2).execute();
    await t.db.updateTable('activities').set({ sort: 20 }).where('id', '=', 2).execute();
    await setWindow(2, -200_000, -100_000);
  });

  it('get answers any switched-on activity by id; unknown ids are not found', async () => {
    const tw = await call(t, '/api/member/activity/get', { id: '2', lang: 'tw' });
    expect(tw.data).toMatchObject({ id: 2, title: '夏日海風節', series_id: 2 });
    expect(await call(t, '/api/member/activity/get', { id: '77', lang: 'en' })).toMatchObject({ code: 0, msg: NOT_FOUND.en });
  });
});

describe('every picture in every answer', () => {
  it('is a site-relative URL', async () => {
    const paths = [
      '/api/winery/brand/list',
      '/api/winery/news/list',
      '/api/winery/history/list',
      '/api/winery/team/list',
      '/api/winery/award/list',
      '/api/winery/dynamic/getDynamicList',
      '/api/winery/rotation/getRotationList',
      '/api/winery/wine/list',
      '/api/member/activity/get?id=1',
      '/api/winery/wine/get?id=1',
      '/cms/winery/villa/list',
      '/cms/winery/list',
      '/cms/design/list',
      '/cms/vineyard/list',
      '/cms/concept/list',
      '/cms/analysis/list',
      '/cms/grape/list',
      '/cms/reports/list',
      '/cms/experience/get',
    ];
    let count = 0;
    for (const path of paths) {
      const [url, query] = path.split('?');
      const res = await call(t, url!, { lang: 'en', ...Object.fromEntries(new URLSearchParams(query ?? '')) });
      expect(res.code, path).toBe(1);
      for (const image of imageUrls(res.data)) {
        expect(image, path).toMatch(SITE_RELATIVE);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(80);
  });
});
