import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_PICTURE_SIZES } from '../../src/server/domain/sanitize-html';
import { postForm, testApp } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { ALT, editor, newsForm, picture, staffCall, upload } from './content-editing-helpers';
import { expectClean, XSS_PAYLOADS } from './sanitize-payloads';
import { staffContentEn as WORDS } from '../../src/contract/messages/staff-content.en';

/**
 * Pictures inside a news item's text (issue 14): a staff upload placed in the rich text is kept
 * as `<img src alt width height>` when the draft is saved, survives publishing, and the public
 * news call answers it with the srcset of its 800 and 1600 px files, `sizes`, lazy loading and
 * async decoding — all written by the server from the src, none taken from what was sent. Hostile
 * pictures (handlers, script and data URLs, other hosts, srcset injection, SVG, CSS expressions)
 * sent through the console's own save are stored clean and shown clean.
 */
let t: TestApp;
let content: Awaited<ReturnType<typeof editor>>;
beforeAll(async () => {
  t = await testApp();
  content = await editor(t, 'content');
});
afterAll(async () => t?.close());

const publicNews = async (id: number, lang: string) => (await postForm(t.app, '/api/winery/news/get', { id: String(id), lang })).json();

describe('a picture inside a news item’s text', () => {
  it('is saved, published and answered to visitors with its srcset, sizes and lazy loading', async () => {
    const uploaded = await upload(t, content.headers, ALT, { name: 'cellar.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 2400, 1350) });
    expect(uploaded).toMatchObject({ code: 1, data: { width: 1600, height: 900 } });
    const src = uploaded.data.url as string;
    const id = /([0-9a-f]{32})-1600\.webp$/.exec(src)![1]!;
    // as the console's editor writes it, plus what a hand-made request might add
    const inline = (alt: string) =>
      `<h1>Harvest</h1><p>Before</p><img src="${src}" alt="${alt}" width="1600" height="900" srcset="https://evil.example/x.png 1600w" sizes="1px" loading="eager" onerror="alert(1)"><p>After</p>`;
    const form = newsForm('Inline', { content_cn: inline(ALT.alt_cn), content_tw: inline(ALT.alt_tw), content_en: inline(ALT.alt_en) });
    const created = await staffCall(t, 'create', { type: 'news', ...form }, content.headers);
    expect(created.code, created.msg).toBe(1);

    // stored: the picture as the allow-list keeps it, the h1 an h2, nothing else
    const stored = `<h2>Harvest</h2><p>Before</p><img src="${src}" alt="${ALT.alt_en}" width="1600" height="900" /><p>After</p>`;
    expect(created.data.body.content.en).toBe(stored);

    const published = await staffCall(t, 'publish', { type: 'news', id: created.data.id }, content.headers);
    expect(published).toMatchObject({ code: 1, data: { state: 'published' } });
    const live = await t.db.selectFrom('news').select('content').where('id', '=', published.data.live_id).executeTakeFirstOrThrow();
    expect(live.content.en).toBe(stored);

    const srcset = `/media/content/${id}-800.webp 800w, /media/content/${id}-1600.webp 1600w`;
    for (const [lang, alt] of [['cn', ALT.alt_cn], ['tw', ALT.alt_tw], ['en', ALT.alt_en]] as const) {
      const shown = (await publicNews(published.data.live_id, lang)).data.content as string;
      expect(shown).toBe(
        `<h2>Harvest</h2><p>Before</p><img src="${src}" alt="${alt}" width="1600" height="900" srcset="${srcset}" sizes="${RICH_PICTURE_SIZES}" loading="lazy" decoding="async" /><p>After</p>`,
      );
      expectClean(shown);
    }
    // both sizes the srcset names are served
    for (const width of [800, 1600]) {
      const res = await t.app.inject({ method: 'GET', url: `/media/content/${id}-${width}.webp` });
      expect(res.statusCode, String(width)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('hostile markup sent through the console’s save is stored clean and shown clean', async () => {
    const { data } = await staffCall(t, 'create', { type: 'news', ...newsForm('Payloads') }, content.headers);
    await staffCall(t, 'publish', { type: 'news', id: data.id }, content.headers);
    const liveId = (await staffCall(t, 'get', { type: 'news', id: data.id }, content.headers)).data.live_id as number;
    // a visible paragraph keeps each text from counting as empty
    const PAYLOADS = XSS_PAYLOADS.filter((p) => /img|svg|style|srcset|expression|picture/i.test(p));
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
    for (let i = 0; i < PAYLOADS.length; i += 3) {
      const [cn, tw, en] = [0, 1, 2].map((k) => `<p>text</p>${PAYLOADS[(i + k) % PAYLOADS.length]}`) as [string, string, string];
      const before = (await staffCall(t, 'get', { type: 'news', id: data.id }, content.headers)).data.version as number;
      const saved = await staffCall(t, 'save', { type: 'news', id: data.id, ...newsForm('Payloads', { content_cn: cn, content_tw: tw, content_en: en }) }, content.headers);
      if (saved.code !== 1) {
        // a picture that is not one of staff's uploads (or has no words) is refused, and nothing is stored
        expect([WORDS.inlineUnknown, WORDS.inlineAlt], `${cn} ${tw} ${en}`).toContain(saved.msg);
        expect((await staffCall(t, 'get', { type: 'news', id: data.id }, content.headers)).data.version).toBe(before);
        continue;
      }
      for (const [lang, input] of [['cn', cn], ['tw', tw], ['en', en]] as const) expectClean(saved.data.body.content[lang], input);
      expect((await staffCall(t, 'publish', { type: 'news', id: data.id }, content.headers)).code).toBe(1);
      for (const [lang, input] of [['cn', cn], ['tw', tw], ['en', en]] as const) {
        const shown = await publicNews(liveId, lang);
        expect(shown.code).toBe(1);
        expectClean(shown.data.content, input);
        expect(shown.data.content).not.toMatch(/evil\.example|javascript:|data:|onerror|<svg|style=/i);
      }
    }
  }, 60_000);

  it('refuses a new picture that is not one of staff’s uploads, or has no words, and keeps one the text already had', async () => {
    const uploaded = await upload(t, content.headers, ALT, { name: 'cask.png', type: 'image/png', bytes: await picture('png', 1800, 1200) });
    const src = uploaded.data.url as string;
    const texts = (img: string) => ({ content_cn: `<p>文</p>${img}`, content_tw: `<p>文</p>${img}`, content_en: `<p>Text</p>${img}` });
    const { data } = await staffCall(t, 'create', { type: 'news', ...newsForm('Own pictures') }, content.headers);
    const save = (img: string) => staffCall(t, 'save', { type: 'news', id: data.id, ...newsForm('Own pictures', texts(img)) }, content.headers);

    // a path under /media/ the sanitiser lets through, but nobody uploaded it here
    const stranger = await save('<img src="/media/demo/not-ours.jpg" alt="x">');
    expect(stranger).toMatchObject({ code: 0, msg: WORDS.inlineUnknown });
    const unknownId = await save(`<img src="${src.replace(/[0-9a-f]{32}/, '0'.repeat(32))}" alt="x">`);
    expect(unknownId).toMatchObject({ code: 0, msg: WORDS.inlineUnknown });
    const noWords = await save(`<img src="${src}">`);
    expect(noWords).toMatchObject({ code: 0, msg: WORDS.inlineAlt });
    expect((await staffCall(t, 'get', { type: 'news', id: data.id }, content.headers)).data.version).toBe(1);

    expect((await save(`<img src="${src}" alt="${ALT.alt_en}">`)).code).toBe(1);
    // a picture the text had before stays, though it is no upload: the seed's art in a live row
    const art = '<p>Dusk</p><img src="/media/demo/vineyard-dusk.svg" alt="Vineyard" />';
    const same = JSON.stringify({ cn: art, tw: art, en: art });
    const row = await t.db
      .insertInto('news')
      .values({ title: same, summary: same, content: same, releasedate: '2026-01-01', images: '[]' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = await staffCall(t, 'save', { type: 'news', live_id: row.id, ...newsForm('Seeded', { content_cn: art, content_tw: art, content_en: art }) }, content.headers);
    expect(kept.code, kept.msg).toBe(1);
  });

  it('checks the pictures inside a section’s rich text the same way, naming the field', async () => {
    const award = (await t.db.selectFrom('awards').select(['id', 'intro', 'year', 'category']).orderBy('id').executeTakeFirstOrThrow());
    const fields = (html: string) =>
      JSON.stringify({ category: award.category, year: award.year, intro: award.intro, content: { cn: `<p>奖</p>${html}`, tw: `<p>獎</p>${html}`, en: `<p>Award</p>${html}` }, images: [], sort: 1 });
    const refused = await staffCall(t, 'save', { type: 'award', live_id: award.id, fields: fields('<img src="/media/demo/not-ours.jpg" alt="x">') }, content.headers);
    expect(refused).toMatchObject({ code: 0, msg: '“Text”: a picture must be one uploaded here or one it already has' });
    const uploaded = await upload(t, content.headers, ALT, { name: 'medal.webp', type: 'image/webp', bytes: await picture('webp', 1700, 1000) });
    const noWords = await staffCall(t, 'save', { type: 'award', live_id: award.id, fields: fields(`<img src="${uploaded.data.url as string}">`) }, content.headers);
    expect(noWords).toMatchObject({ code: 0, msg: '“Text”: every picture in the text needs its description' });
    const saved = await staffCall(t, 'save', { type: 'award', live_id: award.id, fields: fields(`<img src="${uploaded.data.url as string}" alt="Medal">`) }, content.headers);
    expect(saved.code, saved.msg).toBe(1);
  });
});
