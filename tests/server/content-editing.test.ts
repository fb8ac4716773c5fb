import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { sweepContentSchedule } from '../../src/server/jobs/content-schedule';
import { postForm } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { ALT, editor, newsForm, noticeForm, picture, staffCall, upload } from './content-editing-helpers';

/**
 * Content editing (issue 14 items 1 and 4): a news item written as a draft in three languages,
 * published into the live table the public site reads, versions and restore, taken off; the
 * seed's rows as version 1 the first time staff change them; the notice banner shown and hidden
 * on schedule by the content sweep with an injected clock; who may do what; an audit row each.
 */
let t: TestApp;
let content: Awaited<ReturnType<typeof editor>>;
beforeAll(async () => {
  t = await testApp();
  content = await editor(t, 'content');
});
afterAll(async () => t.close());

const publicNews = async (id: number, lang: string) => (await postForm(t.app, '/api/winery/news/get', { id: String(id), lang })).json();
const placard = async (lang = 'en') => (await postForm(t.app, '/api/winery/placard/get', { lang })).json().data;
const audit = (object: string) => t.db.selectFrom('staff_audit').select(['action', 'username', 'before', 'after']).where('object', '=', object).orderBy('id').execute();
const history = (id: number) =>
  t.db.selectFrom('status_history').select(['from_state', 'to_state', 'event', 'actor']).where('entity', '=', 'content').where('entity_id', '=', id).orderBy('id').execute();

describe('a news item from draft to the site', () => {
  it('is written in three languages, previewed, published, restored and taken off, each step an audit row', async () => {
    const created = await staffCall(t, 'create', { type: 'news', ...newsForm('Harvest') }, content.headers);
    expect(created).toMatchObject({ code: 1, msg: 'The draft was created', data: { state: 'draft', version: 1, live_id: null, actions: expect.arrayContaining(['PUBLISH', 'SAVE_DRAFT']) } });
    const id = created.data.id as number;

    const saved = await staffCall(t, 'save', { type: 'news', id, ...newsForm('Vintage', { content_en: '<p onclick="x()">Vintage <script>alert(1)</script><a href="javascript:alert(1)">body</a></p>' }) }, content.headers);
    expect(saved).toMatchObject({ code: 1, data: { version: 2, state: 'draft' } });
    expect(saved.data.body.content.en).not.toMatch(/script|onclick|javascript:/);
    expect(saved.data.versions.map((v: { version: number; author: string }) => [v.version, v.author])).toEqual([
      [2, content.username],
      [1, content.username],
    ]);

    const preview = await staffCall(t, 'preview', { type: 'news', id }, content.headers);
    expect(preview.data.version).toBe(2);
    expect(preview.data.pages.map((p: { lang: string; title: string }) => [p.lang, p.title])).toEqual([
      ['cn', 'Vintage 简体标题'],
      ['tw', 'Vintage 繁體標題'],
      ['en', 'Vintage English title'],
    ]);

    const published = await staffCall(t, 'publish', { type: 'news', id }, content.headers);
    expect(published).toMatchObject({ code: 1, data: { state: 'published', published_version: 2 } });
    const liveId = published.data.live_id as number;
    for (const [lang, title] of [['cn', 'Vintage 简体标题'], ['tw', 'Vintage 繁體標題'], ['en', 'Vintage English title']]) {
      expect((await publicNews(liveId, lang!)).data).toMatchObject({ id: liveId, title, releasedate: '2026-11-20' });
    }

    // restore version 1 as version 3: the site keeps version 2 until it is published
    const restored = await staffCall(t, 'restore', { type: 'news', id, version: 1 }, content.headers);
    expect(restored).toMatchObject({ code: 1, data: { version: 3, state: 'published', published_version: 2 } });
    expect(restored.data.body.title.en).toBe('Harvest English title');
    expect((await publicNews(liveId, 'en')).data.title).toBe('Vintage English title');
    await staffCall(t, 'publish', { type: 'news', id }, content.headers);
    expect((await publicNews(liveId, 'en')).data.title).toBe('Harvest English title');

    const off = await staffCall(t, 'unpublish', { type: 'news', id }, content.headers);
    expect(off).toMatchObject({ code: 1, data: { state: 'unpublished' } });
    expect((await publicNews(liveId, 'en')).code).toBe(0);
    // taking off twice is refused and changes nothing
    expect(await staffCall(t, 'unpublish', { type: 'news', id }, content.headers)).toMatchObject({ code: 0, msg: 'This cannot be done to the content in its present state' });

    expect((await history(id)).map((h) => `${h.from_state ?? '-'} ${h.event} ${h.to_state} ${h.actor}`)).toEqual([
      `- CREATE draft staff:${content.id}`,
      `draft SAVE_DRAFT draft staff:${content.id}`,
      `draft PUBLISH published staff:${content.id}`,
      `published RESTORE_VERSION published staff:${content.id}`,
      `published PUBLISH published staff:${content.id}`,
      `published UNPUBLISH unpublished staff:${content.id}`,
    ]);
    expect((await audit(`content:news:${id}`)).map((a) => [a.action, a.username, a.before, a.after])).toEqual([
      ['content.create', content.username, '', 'draft v1'],
      ['content.save', content.username, 'draft v1', 'draft v2'],
      ['content.publish', content.username, 'draft v2', 'published v2 (live v2)'],
      ['content.restore', content.username, 'published v2 (live v2)', 'published v3 (live v2)'],
      ['content.publish', content.username, 'published v3 (live v2)', 'published v3 (live v3)'],
      ['content.unpublish', content.username, 'published v3 (live v3)', 'unpublished v3 (live v3)'],
    ]);
  });

  it('refuses a draft missing a language, a wrong date, a picture not uploaded here, an unknown version — changing nothing', async () => {
    const { data } = await staffCall(t, 'create', { type: 'news', ...newsForm('Refusals') }, content.headers);
    const cases: Array<[string, Record<string, string | number>, string]> = [
      ['save', { ...newsForm('x'), title_tw: '  ' }, 'Please give the title in Simplified Chinese, Traditional Chinese and English'],
      ['save', { ...newsForm('x'), content_cn: '<p> </p><script>x</script>' }, 'Please give the text in Simplified Chinese, Traditional Chinese and English'],
      ['save', { ...newsForm('x'), releasedate: '2026-02-30' }, 'The release date is not valid'],
      ['save', { ...newsForm('x'), image: 'https://evil.example/x.png' }, 'The picture must be one uploaded here'],
      ['save', { ...newsForm('x'), image: `/media/content/${'a'.repeat(32)}-1600.webp` }, 'The picture must be one uploaded here'],
      ['restore', { version: 9 }, 'There is no such version'],
      ['schedule', { publish_at: 'tomorrow' }, 'A time must be written as YYYY-MM-DD HH:mm (Beijing time)'],
      ['schedule', { publish_at: '2020-01-01 10:00' }, 'The publish time must be in the future, and the take-off time after it'],
      ['save', { ...newsForm('x'), title_en: 'x'.repeat(121) }, 'A text is too long'],
    ];
    for (const [path, form, msg] of cases) {
      const answer = await staffCall(t, path, { type: 'news', id: data.id, ...form }, content.headers);
      expect(answer, `${path} ${JSON.stringify(form).slice(0, 80)}`).toMatchObject({ status: 200, code: 0, msg });
    }
    const after = await staffCall(t, 'get', { type: 'news', id: data.id }, content.headers);
    expect(after.data).toMatchObject({ version: 1, state: 'draft' });
    expect(await history(data.id)).toHaveLength(1);
  });
});

describe('the seed is the first version', () => {
  it('a seeded news item is shown as version 1 without a write, and becomes a document with version 1 at its first change', async () => {
    const [seeded] = await t.db.selectFrom('news').select(['id', 'title']).where('switch', '=', 1).orderBy('id').limit(1).execute();
    const shown = await staffCall(t, 'get', { type: 'news', live_id: seeded!.id }, content.headers);
    expect(shown.data).toMatchObject({ id: null, live_id: seeded!.id, state: 'published', version: 1, body: { title: seeded!.title } });
    expect(await t.db.selectFrom('content_documents').select('id').where('live_id', '=', seeded!.id).where('type', '=', 'news').execute()).toEqual([]);

    const saved = await staffCall(t, 'save', { type: 'news', live_id: seeded!.id, ...newsForm('Edited seed') }, content.headers);
    expect(saved).toMatchObject({ code: 1, data: { live_id: seeded!.id, state: 'published', version: 2, published_version: 1 } });
    expect(saved.data.versions.map((v: { version: number; note: string }) => [v.version, v.note])).toEqual([
      [2, ''],
      [1, 'live'],
    ]);
    const v1 = await staffCall(t, 'preview', { type: 'news', id: saved.data.id, version: 1 }, content.headers);
    expect(v1.data.pages[2].title).toBe(seeded!.title.en);
    // the list shows it once, as the document
    const list = await staffCall(t, 'list', { type: 'news' }, content.headers);
    expect(list.data.items.filter((row: { live_id: number }) => row.live_id === seeded!.id)).toEqual([expect.objectContaining({ id: saved.data.id, version: 2 })]);
  });
});

describe('two first changes of one live row at once', () => {
  it('make one document: version 1 from the live row, then both drafts as versions 2 and 3', async () => {
    const [seeded] = await t.db.selectFrom('news').select('id').where('switch', '=', 1).orderBy('id', 'desc').limit(1).execute();
    const [a, b] = await Promise.all([
      staffCall(t, 'save', { type: 'news', live_id: seeded!.id, ...newsForm('First') }, content.headers),
      staffCall(t, 'save', { type: 'news', live_id: seeded!.id, ...newsForm('Second') }, content.headers),
    ]);
    expect([a.code, b.code]).toEqual([1, 1]);
    const docs = await t.db.selectFrom('content_documents').select('id').where('type', '=', 'news').where('live_id', '=', seeded!.id).execute();
    expect(docs).toHaveLength(1);
    const versions = await t.db.selectFrom('content_versions').select(['version', 'note']).where('document_id', '=', docs[0]!.id).orderBy('version').execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(versions[0]!.note).toBe('live');
    expect((await history(docs[0]!.id)).filter((h) => h.event === 'CREATE')).toHaveLength(1);
  });
});

describe('the notice banner on schedule (clock injected into the sweep)', () => {
  it('appears at its publish time and disappears at its take-off time', async () => {
    const list = await staffCall(t, 'list', { type: 'notice' }, content.headers);
    const banner = list.data.items[0];
    const ref: Record<string, number> = banner.id ? { id: banner.id } : { live_id: banner.live_id };
    // off the site first
    if (banner.state === 'published') expect((await staffCall(t, 'unpublish', { type: 'notice', ...ref }, content.headers)).code).toBe(1);
    expect((await placard()).switch).toBe(0);
    const doc = (await staffCall(t, 'save', { type: 'notice', ...ref, ...noticeForm('Cellar open day') }, content.headers)).data;

    const hour = 3_600_000;
    const beijing = (ms: number) => new Date(ms + 8 * hour).toISOString().slice(0, 16).replace('T', ' ');
    // whole minutes: the console sets times to the minute
    const showAt = Math.floor(Date.now() / 60_000) * 60_000 + 2 * hour;
    const hideAt = showAt + 3 * hour;
    const scheduled = await staffCall(t, 'schedule', { type: 'notice', id: doc.id, publish_at: beijing(showAt), unpublish_at: beijing(hideAt) }, content.headers);
    expect(scheduled).toMatchObject({ code: 1, data: { state: 'scheduled', publish_at: beijing(showAt), unpublish_at: beijing(hideAt) } });

    expect(await sweepContentSchedule(t.db, undefined, new Date(showAt - 60_000))).toEqual({ published: 0, unpublished: 0 });
    expect((await placard()).switch).toBe(0);
    expect(await sweepContentSchedule(t.db, undefined, new Date(showAt + 1_000))).toEqual({ published: 1, unpublished: 0 });
    expect(await placard('tw')).toMatchObject({ switch: 1, content: 'Cellar open day 繁體公告', content_en: 'Cellar open day English notice' });
    expect(await sweepContentSchedule(t.db, undefined, new Date(hideAt - 1_000))).toEqual({ published: 0, unpublished: 0 });
    expect(await sweepContentSchedule(t.db, undefined, new Date(hideAt + 1_000))).toEqual({ published: 0, unpublished: 1 });
    expect((await placard()).switch).toBe(0);
    expect((await history(doc.id)).slice(-3).map((h) => `${h.event} ${h.to_state} ${h.actor}`)).toEqual([
      `SCHEDULE scheduled staff:${content.id}`,
      'PUBLISH_DUE published timer:content-schedule',
      'UNPUBLISH_DUE unpublished timer:content-schedule',
    ]);
  });
});

describe('the home carousel', () => {
  const slides = async (lang = 'en') => (await postForm(t.app, '/api/winery/rotation/getRotationList', { lang })).json().data as Array<{ id: number; title: string; link: string; image: string; entitle: string }>;
  const slideForm = (word: string, extra: Record<string, string> = {}) => ({
    title_cn: `${word} 简体`,
    title_tw: `${word} 繁體`,
    title_en: `${word} English`,
    summary_cn: '简介',
    summary_tw: '簡介',
    summary_en: 'Intro',
    entitle: 'CLIFFSIDE',
    link: '/news',
    ...extra,
  });

  it('a seeded slide edited and published shows its new words, link and picture; a new slide comes last; taken off, it is gone', async () => {
    const [first] = await slides();
    const shown = await staffCall(t, 'get', { type: 'rotation', live_id: first!.id }, content.headers);
    expect(shown.data).toMatchObject({ state: 'published', version: 1, body: { title: { en: first!.title }, images: [first!.image] } });

    const pictureUrl = (await upload(t, content.headers, ALT, { name: 'slide.png', type: 'image/png', bytes: await picture('png', 1800, 1000) })).data.url as string;
    const saved = await staffCall(t, 'save', { type: 'rotation', live_id: first!.id, ...slideForm('Autumn', { image: pictureUrl, link: '/garden' }) }, content.headers);
    expect(saved).toMatchObject({ code: 1, data: { version: 2 } });
    await staffCall(t, 'publish', { type: 'rotation', id: saved.data.id }, content.headers);
    expect((await slides('tw'))[0]).toMatchObject({ id: first!.id, title: 'Autumn 繁體', link: '/garden', image: pictureUrl, entitle: 'CLIFFSIDE' });

    // keeping its picture needs no new upload
    expect((await staffCall(t, 'save', { type: 'rotation', id: saved.data.id, ...slideForm('Winter', { image: pictureUrl }) }, content.headers)).code).toBe(1);

    const made = await staffCall(t, 'create', { type: 'rotation', ...slideForm('Newest', { image: pictureUrl }) }, content.headers);
    await staffCall(t, 'publish', { type: 'rotation', id: made.data.id }, content.headers);
    expect((await slides()).at(-1)).toMatchObject({ title: 'Newest English' });
    await staffCall(t, 'unpublish', { type: 'rotation', id: made.data.id }, content.headers);
    expect((await slides()).map((s) => s.title)).not.toContain('Newest English');
  });

  it('refuses a link that is not a page of the site or an http(s) address, and a slide without a picture', async () => {
    const [first] = await slides();
    for (const [form, msg] of [
      [slideForm('x', { link: 'javascript:alert(1)', image: first!.image }), "The link must be one of the site's pages (/…) or an http(s) address"],
      [slideForm('x', { link: '//evil.example/', image: first!.image }), "The link must be one of the site's pages (/…) or an http(s) address"],
      [slideForm('x', { image: '' }), 'A slide needs a picture'],
    ] as const) {
      expect(await staffCall(t, 'save', { type: 'rotation', live_id: first!.id, ...form }, content.headers)).toMatchObject({ code: 0, msg });
    }
  });
});

describe('who may edit', () => {
  it('content and owner edit, the auditor reads and is refused a change, shop is refused even reading', async () => {
    const owner = await editor(t, 'owner');
    const auditor = await editor(t, 'auditor');
    const shop = await editor(t, 'shop');
    const made = await staffCall(t, 'create', { type: 'news', ...newsForm('Owner') }, owner.headers);
    expect(made.code).toBe(1);
    const read = await staffCall(t, 'get', { type: 'news', id: made.data.id }, auditor.headers);
    expect(read).toMatchObject({ code: 1, data: { actions: [] } });
    const before = await history(made.data.id);
    for (const path of ['publish', 'save', 'create']) {
      expect(await staffCall(t, path, { type: 'news', id: made.data.id, ...newsForm('x') }, auditor.headers)).toMatchObject({ status: 403, code: 0 });
    }
    expect(await staffCall(t, 'get', { type: 'news', id: made.data.id }, shop.headers)).toMatchObject({ status: 403, code: 0 });
    expect(await history(made.data.id)).toEqual(before);
  });
});
