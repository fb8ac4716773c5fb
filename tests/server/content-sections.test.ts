import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_TYPE_NAMES, sectionOf, type SectionField, type SectionTypeName } from '../../src/contract/content-sections';
import { SECTION_TABLES } from '../../src/server/domain/content-editing/sections';
import { postForm, testApp } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { ALT, editor, picture, staffCall, upload } from './content-editing-helpers';

/**
 * Content sections (issue 14 item 1): every other type the public pages show, edited as content
 * documents by its descriptor (src/contract/content-sections.ts). For every type: the list shows
 * the seeded live rows, a live row is version 1 with its values, a changed version published
 * writes its live row, a new row is added and taken off; then what the public calls show after
 * publishing, each field kind's refusals (naming the field in cn and en, changing nothing),
 * the one row of site texts, who may do what and the audit rows.
 */
let t: TestApp;
let content: Awaited<ReturnType<typeof editor>>;
let uploaded: string;
beforeAll(async () => {
  t = await testApp();
  content = await editor(t, 'content');
  uploaded = (await upload(t, content.headers, ALT, { name: 'section.png', type: 'image/png', bytes: await picture('png', 1800, 1000) })).data.url as string;
});
afterAll(async () => t.close());

type Fields = Record<string, any>;
const fieldsOf = (type: SectionTypeName) => Object.entries(sectionOf(type).fields) as Array<[string, SectionField]>;
const isList = (type: SectionTypeName) => sectionOf(type).singleton !== true;

/** The live table's rows in the site's order (the one row of site texts has no order). */
const liveRows = async (type: SectionTypeName) =>
  (await sql<Record<string, any>>`select * from ${sql.table(SECTION_TABLES[type])} order by ${isList(type) ? sql`sort, id` : sql`id`}`.execute(t.db)).rows;
const liveRow = async (type: SectionTypeName, id: number) => (await sql<Record<string, any>>`select * from ${sql.table(SECTION_TABLES[type])} where id = ${id}`.execute(t.db)).rows[0]!;
const documentsOf = (type: SectionTypeName, liveId: number) => t.db.selectFrom('content_documents').select('id').where('type', '=', type).where('live_id', '=', liveId).execute();
/** A live row staff have not edited yet (no document). */
async function untouched(type: SectionTypeName) {
  for (const row of await liveRows(type)) if ((await documentsOf(type, row.id)).length === 0) return row;
  return undefined;
}
const call = (path: string, form: Record<string, string | number>, headers = content.headers) => staffCall(t, path, form, headers);
const save = (type: SectionTypeName, ref: Record<string, number>, fields: Fields | string, headers = content.headers) =>
  call('save', { type, ...ref, fields: typeof fields === 'string' ? fields : JSON.stringify(fields) }, headers);
const pub = async (path: string, form: Record<string, string> = {}) => (await postForm(t.app, path, { lang: 'en', ...form })).json();

/** Every text and line of a version changed (within its limit); unique values stay unique. */
function changed(type: SectionTypeName, fields: Fields, tag: string): Fields {
  const out: Fields = { ...fields };
  const mark = (s: string, max: number) => (s === '' ? s : [...`${tag}${s}`].slice(0, max).join('').trim());
  for (const [name, field] of fieldsOf(type)) {
    if (field.kind === 'text') out[name] = { cn: mark(fields[name].cn, field.max), tw: mark(fields[name].tw, field.max), en: mark(fields[name].en, field.max) };
    if (field.kind === 'line' && fields[name] !== '') out[name] = mark(fields[name], field.max);
  }
  return out;
}

/** The live row's columns hold a version's texts, lines and pictures. */
function expectRowHolds(type: SectionTypeName, row: Record<string, any>, fields: Fields) {
  for (const [name, field] of fieldsOf(type)) {
    if (['text', 'rich', 'images', 'line', 'image', 'link', 'choice'].includes(field.kind)) expect(row[name], `${type}.${name}`).toEqual(fields[name]);
    if (field.kind === 'number' && fields[name] !== null) expect(row[name], `${type}.${name}`).toBe(fields[name]);
  }
}

describe.each(SECTION_TYPE_NAMES)('%s', (type) => {
  it('lists its live rows, shows a live row as version 1, publishes a changed version into it', async () => {
    const { titleField } = sectionOf(type);
    const rows = await liveRows(type);
    expect(rows.length).toBeGreaterThan(0);
    const list = await call('list', { type });
    expect(list.code).toBe(1);
    expect(list.data.items.map((row: { live_id: number }) => row.live_id)).toEqual(rows.map((row) => row.id));
    const first = rows[0]!;
    const title = typeof first[titleField] === 'string' ? first[titleField] : first[titleField].en;
    expect(list.data.items[0]).toMatchObject({ id: null, state: 'published', version: 1, title });

    const shown = await call('get', { type, live_id: first.id });
    expect(shown.data).toMatchObject({ id: null, live_id: first.id, state: 'published', version: 1, title });
    expect(Object.keys(shown.data.body.fields).sort()).toEqual(Object.keys(sectionOf(type).fields).sort());
    expectRowHolds(type, first, shown.data.body.fields);
    expect(await documentsOf(type, first.id)).toEqual([]);

    const next = changed(type, shown.data.body.fields, 'Ⅱ');
    const saved = await save(type, { live_id: first.id }, next);
    expect(saved, saved.msg).toMatchObject({ code: 1, data: { state: 'published', version: 2, published_version: 1 } });
    // the site keeps version 1 until version 2 is published
    expectRowHolds(type, await liveRow(type, first.id), shown.data.body.fields);
    const published = await call('publish', { type, id: saved.data.id });
    expect(published).toMatchObject({ code: 1, data: { state: 'published', published_version: 2, live_id: first.id } });
    expectRowHolds(type, await liveRow(type, first.id), next);
    expect((await call('get', { type, id: saved.data.id })).data.body.fields).toEqual(next);

    const preview = await call('preview', { type, id: saved.data.id });
    expect(preview.data.pages.map((page: { lang: string; title: string }) => page.title)).toEqual(['cn', 'tw', 'en'].map((lang) => (typeof next[titleField] === 'string' ? next[titleField] : next[titleField][lang])));
    expect(Object.keys(preview.data.pages[2].fields).sort()).toEqual(Object.keys(sectionOf(type).fields).sort());
  });

  if (isList(type)) {
    it('adds a new row last and takes it off the site', async () => {
      const [first] = await liveRows(type);
      const base = (await call('get', { type, live_id: first!.id })).data.body.fields as Fields;
      // a new row: the first row's values with new words, its own pictures, no order
      const fields: Fields = { ...changed(type, base, 'New'), sort: null };
      for (const [name, field] of fieldsOf(type)) {
        if (field.kind === 'image') fields[name] = uploaded;
        if (field.kind === 'images') fields[name] = [uploaded];
      }
      const made = await call('create', { type, fields: JSON.stringify(fields) });
      expect(made, made.msg).toMatchObject({ code: 1, data: { state: 'draft', version: 1, live_id: null } });
      const published = await call('publish', { type, id: made.data.id });
      expect(published.code).toBe(1);
      const liveId = published.data.live_id as number;
      const rows = await liveRows(type);
      const row = await liveRow(type, liveId);
      expect(row.switch).toBe(1);
      expect(row.sort).toBe(Math.max(...rows.filter((r) => r.id !== liveId).map((r) => r.sort)) + 1);
      expectRowHolds(type, row, { ...fields, sort: row.sort });

      const off = await call('unpublish', { type, id: made.data.id });
      expect(off).toMatchObject({ code: 1, data: { state: 'unpublished' } });
      expect((await liveRow(type, liveId)).switch).toBe(0);
      expect((await call('list', { type })).data.items.find((item: { live_id: number }) => item.live_id === liveId)).toMatchObject({ state: 'unpublished' });
    });
  }
});

describe('what visitors see after publishing', () => {
  /** Saves and publishes a version of a live row made from its present values; answers the document. */
  async function publishLive(type: SectionTypeName, liveId: number, edit: (fields: Fields) => Fields) {
    const ref = (await documentsOf(type, liveId))[0];
    const current = (await call('get', { type, ...(ref ? { id: ref.id } : { live_id: liveId }) })).data.body.fields as Fields;
    const saved = await save(type, ref ? { id: ref.id } : { live_id: liveId }, edit(current));
    expect(saved.code, saved.msg).toBe(1);
    expect((await call('publish', { type, id: saved.data.id })).code).toBe(1);
    return saved.data;
  }

  it('brand: a section with new words and pictures', async () => {
    const [row] = await liveRows('brand');
    await publishLive('brand', row!.id, (f) => ({ ...f, title: { cn: '崖畔', tw: '崖畔', en: 'On the cliff' }, entitle: 'CLIFF', images: [uploaded, ...f.images] }));
    expect((await pub('/api/winery/brand/list', { lang: 'tw' })).data.find((s: { id: number }) => s.id === row!.id)).toMatchObject({ title: '崖畔', entitle: 'CLIFF', images: [uploaded, ...row!.images] });
  });

  it('history: a year with its events replaced in order, empty events dropped', async () => {
    const [row] = await liveRows('history');
    const items = [
      { cn: '第一', tw: '第一', en: 'First' },
      { cn: '', tw: '', en: '' },
      { cn: '第二', tw: '第二', en: 'Second' },
    ];
    const doc = await publishLive('history', row!.id, (f) => ({ ...f, items }));
    expect(doc.body.fields.items).toEqual([items[0], items[2]]);
    const year = (await pub('/api/winery/history/list')).data.find((y: { id: number }) => y.id === row!.id);
    expect(year.history.map((h: { intro: string }) => h.intro)).toEqual(['First', 'Second']);
  });

  it('award: rich text stored and shown clean', async () => {
    const [row] = await liveRows('award');
    const content = { cn: '<p>金奖</p>', tw: '<p>金獎</p>', en: '<p onclick="x()">Gold <script>alert(1)</script><a href="javascript:alert(1)">medal</a></p>' };
    const doc = await publishLive('award', row!.id, (f) => ({ ...f, content, year: 2024 }));
    expect(doc.body.fields.content.en).not.toMatch(/script|onclick|javascript:/);
    const award = (await pub('/api/winery/award/list')).data.flatMap((g: { list: unknown[] }) => g.list).find((a: { id: number }) => a.id === row!.id);
    expect(award).toMatchObject({ year: 2024 });
    expect(award.content).toContain('Gold');
    expect(award.content).not.toMatch(/script|onclick|javascript:/);
    const preview = await call('preview', { type: 'award', id: doc.id });
    expect(preview.data.pages[0].fields.content).toBe('<p>金奖</p>');
  });

  it('report: moved to another year with a new date', async () => {
    const years = await liveRows('report_year');
    const [row] = await liveRows('report');
    const other = years.find((y) => y.id !== row!.years_id)!;
    await publishLive('report', row!.id, (f) => ({ ...f, years_id: other.id, reportdate: '2025-10-01' }));
    expect((await pub('/cms/reports/get', { id: String(row!.id) })).data).toMatchObject({ years_id: other.id, years: other.years, reportdate: '2025-10-01' });
  });

  it('activity: its times in Beijing time decide when the badge shows', async () => {
    const [row] = await liveRows('activity');
    await publishLive('activity', row!.id, (f) => ({ ...f, starts_at: '2026-01-01 08:00', ends_at: '2099-12-31 23:30' }));
    const live = await liveRow('activity', row!.id);
    expect(live.starts_at.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(live.ends_at.toISOString()).toBe('2099-12-31T15:30:00.000Z');
    expect((await pub('/api/member/activity/get', { id: String(row!.id) })).data).toMatchObject({ id: row!.id });
    await publishLive('activity', row!.id, (f) => ({ ...f, starts_at: '2098-01-01 00:00' }));
    expect((await pub('/api/member/activity/index')).data?.id).not.toBe(row!.id);
  });

  it('banner: a page banner with a new picture and page', async () => {
    const [row] = await liveRows('banner');
    await publishLive('banner', row!.id, (f) => ({ ...f, page: 'contact', image: uploaded, title: { cn: '联系', tw: '聯絡', en: 'Write to us' } }));
    const banner = (await pub('/api/winery/banner/get', { page: 'contact' })).data;
    expect(banner).toMatchObject({ title: 'Write to us' });
    expect(JSON.stringify(banner)).toContain(uploaded);
  });

  it('site: the footer texts, QR code and link', async () => {
    await publishLive('site', 1, (f) => ({ ...f, tagline: { cn: '新标语', tw: '新標語', en: 'New tagline' }, wechat_qr: uploaded, weibo_url: 'https://weibo.com/new' }));
    expect((await pub('/api/winery/site/get', { lang: 'cn' })).data).toMatchObject({ tagline: '新标语', wechat_qr: uploaded, weibo_url: 'https://weibo.com/new' });
  });

  it('site: how to get there — the transport notes per language and the map point, a point that does not parse answered as none', async () => {
    const notes = { cn: '乘 5 路公交到酒庄门口', tw: '搭 5 路公車到酒莊門口', en: 'Bus 5 stops at the gate' };
    await publishLive('site', 1, (f) => ({ ...f, getting_there: notes, map_point: ' 37.8001 , 120.7502 ' }));
    expect((await pub('/api/winery/site/get', { lang: 'tw' })).data).toMatchObject({ getting_there: notes.tw, map_point: { lat: 37.8001, lng: 120.7502 } });
    expect((await pub('/api/winery/site/get', { lang: 'en' })).data.getting_there).toBe(notes.en);
    await publishLive('site', 1, (f) => ({ ...f, map_point: 'the harbour' }));
    expect((await pub('/api/winery/site/get', { lang: 'en' })).data.map_point).toBeNull();
  });
});

describe('the one row of site texts', () => {
  it('cannot be created anew, taken off, or scheduled to be taken off; its buttons offer no take-off', async () => {
    const shown = await call('get', { type: 'site', live_id: 1 });
    expect(shown.data.actions).not.toContain('UNPUBLISH');
    expect(shown.data.actions).toContain('SAVE_DRAFT');
    expect(await call('create', { type: 'site', fields: JSON.stringify(shown.data.body.fields) })).toMatchObject({ code: 0, msg: 'These texts exist only once: edit them instead of creating new ones' });
    const ref = (await documentsOf('site', 1))[0];
    const doc: Record<string, number> = ref ? { id: ref.id } : { live_id: 1 };
    expect(await call('unpublish', { type: 'site', ...doc })).toMatchObject({ code: 0, msg: 'These texts cannot be taken off the site; publish a new version instead' });
    expect(await call('schedule', { type: 'site', ...doc, unpublish_at: '2099-01-01 10:00' })).toMatchObject({ code: 0, msg: 'These texts cannot be taken off the site; publish a new version instead' });
    expect(await t.db.selectFrom('site_texts').select('id').execute()).toEqual([{ id: 1 }]);
  });
});

describe('refusals name the field in the staff member’s language and change nothing', () => {
  type Case = [SectionTypeName, (f: Fields) => Fields | string, string, string];
  const long = (n: number) => 'x'.repeat(n);
  const CASES: Case[] = [
    ['brand', () => 'not json', 'The form could not be read; please reload the page and try again', '无法读取表单，请刷新页面后重试'],
    ['brand', () => '[1, 2]', 'The form could not be read; please reload the page and try again', '无法读取表单，请刷新页面后重试'],
    ['brand', (f) => ({ ...f, title: { ...f.title, tw: '  ' } }), 'Please fill in “Title” in Simplified Chinese, Traditional Chinese and English', '请用简体中文、繁体中文和英文填写“标题”'],
    ['brand', (f) => ({ ...f, title: 'one string' }), '“Title” is not valid', '“标题”无效'],
    ['brand', (f) => ({ ...f, title: { ...f.title, en: long(121) } }), '“Title” is too long: at most 120 characters', '“标题”太长：最多 120 个字符'],
    ['brand', (f) => ({ ...f, title: { ...f.title, en: 'bell\u0007' } }), '“Title” cannot contain control characters or line breaks', '“标题”不能包含控制字符或换行'],
    ['brand', (f) => ({ ...f, entitle: 'two\nlines' }), '“English line (shown on the English pages)” cannot contain control characters or line breaks', '“英文标题行（仅英文页面显示）”不能包含控制字符或换行'],
    ['brand', (f) => ({ ...f, images: ['https://evil.example/x.png'] }), '“Pictures”: a picture must be one uploaded here or one it already has', '“图片”：图片须为本站上传的图片或原有图片'],
    ['brand', (f) => ({ ...f, images: [`/media/content/${'a'.repeat(32)}-1600.webp`] }), '“Pictures”: a picture must be one uploaded here or one it already has', '“图片”：图片须为本站上传的图片或原有图片'],
    ['brand', (f) => ({ ...f, images: Array(7).fill(f.images[0]) }), '“Pictures” takes at most 6', '“图片”最多 6 项'],
    ['brand', (f) => ({ ...f, sort: 1.5 }), '“Order (lower first)” must be a whole number from 0 to 9999', '“排序（小的在前）”须为 0 至 9999 之间的整数'],
    ['award', (f) => ({ ...f, year: 'nineteen' }), '“Year” must be a whole number from 1900 to 2100', '“年份”须为 1900 至 2100 之间的整数'],
    ['award', (f) => ({ ...f, year: 2101 }), '“Year” must be a whole number from 1900 to 2100', '“年份”须为 1900 至 2100 之间的整数'],
    ['award', (f) => ({ ...f, year: '' }), 'Please fill in “Year”', '请填写“年份”'],
    ['award', (f) => ({ ...f, intro: { ...f.intro, cn: '' } }), 'Please fill in “Award” in Simplified Chinese, Traditional Chinese and English', '请用简体中文、繁体中文和英文填写“奖项名称”'],
    ['award', (f) => ({ ...f, category: 3 }), 'Please choose one of the offered values for “Category”', '请为“类别”选择提供的选项之一'],
    ['report', (f) => ({ ...f, reportdate: '2026-02-30' }), '“Report date” must be a real date written as YYYY-MM-DD', '“报告日期”须为有效日期，格式 YYYY-MM-DD'],
    ['report', (f) => ({ ...f, years_id: 999_999 }), '“Harvest year”: the chosen entry does not exist', '“采收年份”：所选条目不存在'],
    ['report', (f) => ({ ...f, content: { ...f.content, en: '<p> </p><script>x</script>' } }), 'Please fill in “Report” in Simplified Chinese, Traditional Chinese and English', '请用简体中文、繁体中文和英文填写“报告正文”'],
    ['activity', (f) => ({ ...f, starts_at: 'tomorrow' }), '“Starts” must be a time written as YYYY-MM-DD HH:mm (Beijing time)', '“开始时间”须写作 YYYY-MM-DD HH:mm（北京时间）'],
    ['activity', (f) => ({ ...f, ends_at: f.starts_at }), '“Ends” must be after “Starts”', '“结束时间”须晚于“开始时间”'],
    ['activity', (f) => ({ ...f, percent_off: 10, wine_series_id: null }), '“Percent off” takes money off only the wines of a series: please choose “Series it takes money off” too', '“折扣（减 %）”只对某个系列的葡萄酒减价：请同时选择“优惠的系列”'],
    ['activity', (f) => ({ ...f, image: '' }), 'Please fill in “Badge picture”', '请填写“悬浮标图片”'],
    ['dynamic', (f) => ({ ...f, url: 'javascript:alert(1)' }), '“Link” must be one of the site\'s pages (/…) or an http(s) address', '“链接”须为本站页面（/…）或 http(s) 地址'],
    ['history', (f) => ({ ...f, items: Array(21).fill({ cn: '事', tw: '事', en: 'Event' }) }), '“Events” takes at most 20', '“事件”最多 20 项'],
    ['history', (f) => ({ ...f, items: [{ cn: '事', tw: '', en: 'Event' }] }), 'Please fill in “Events” in Simplified Chinese, Traditional Chinese and English', '请用简体中文、繁体中文和英文填写“事件”'],
    ['wine_fact', (f) => ({ ...f, value: long(41) }), '“Figure” is too long: at most 40 characters', '“数值”太长：最多 40 个字符'],
    ['grape', (f) => ({ ...f, color: 'blue' }), 'Please choose one of the offered values for “Berry colour”', '请为“果皮颜色”选择提供的选项之一'],
    ['site', (f) => ({ ...f, phone: '' }), 'Please fill in “Phone”', '请填写“电话”'],
  ];

  it.each(CASES.map((c, i) => [i, ...c] as const))('case %i: %s', async (_i, type, edit, en, cn) => {
    // a row nobody has edited in this file: its adoption must not stay either
    const row = (await untouched(type)) ?? (await liveRows(type)).at(-1)!;
    const docBefore = await documentsOf(type, row.id);
    const ref: Record<string, number> = docBefore[0] ? { id: docBefore[0].id } : { live_id: row.id };
    const current = (await call('get', { type, ...ref })).data;
    const fields = edit(current.body.fields);
    for (const [lang, msg] of [['en', en], ['cn', cn]] as const) {
      const answer = await call('save', { type, ...ref, lang, fields: typeof fields === 'string' ? fields : JSON.stringify(fields) });
      expect(answer, `${lang} ${type}`).toMatchObject({ status: 200, code: 0, msg });
    }
    expect(await documentsOf(type, row.id)).toEqual(docBefore);
    expect((await call('get', { type, ...ref })).data.version).toBe(current.version);
    expect(await liveRow(type, row.id)).toEqual(row);
  });

  it('a unique value of another row (a history year, a fact key) is refused, at saving and again at publishing', async () => {
    const [a, b] = await liveRows('history');
    const fields = (await call('get', { type: 'history', live_id: b!.id })).data.body.fields as Fields;
    expect(await save('history', { live_id: b!.id }, { ...fields, years: a!.years })).toMatchObject({ code: 0, msg: '“Year” is already used by another entry' });
    // two drafts claim the same new year: the second publish is refused and leaves its row as it was
    const year = '1888';
    const first = await save('history', { live_id: a!.id }, { ...(await call('get', { type: 'history', live_id: a!.id })).data.body.fields, years: year });
    const second = await save('history', { live_id: b!.id }, { ...fields, years: year });
    expect([first.code, second.code]).toEqual([1, 1]);
    expect((await call('publish', { type: 'history', id: first.data.id })).code).toBe(1);
    expect(await call('publish', { type: 'history', id: second.data.id, lang: 'cn' })).toMatchObject({ code: 0, msg: '“年份”已被其他条目使用' });
    expect((await liveRow('history', b!.id)).years).toBe(b!.years);
    expect((await call('get', { type: 'history', id: second.data.id })).data).toMatchObject({ state: 'published', published_version: 1 });
  });
});

describe('who may edit sections', () => {
  it('the auditor reads but cannot save or publish, shop cannot even read; each change is an audit row', async () => {
    const auditor = await editor(t, 'auditor');
    const shop = await editor(t, 'shop');
    const row = await untouched('concept');
    const read = await call('get', { type: 'concept', live_id: row!.id }, auditor.headers);
    expect(read).toMatchObject({ code: 1, data: { actions: [] } });
    for (const path of ['save', 'publish', 'create', 'unpublish']) {
      expect(await call(path, { type: 'concept', live_id: row!.id, fields: JSON.stringify(read.data.body.fields) }, auditor.headers)).toMatchObject({ status: 403, code: 0 });
    }
    expect(await call('list', { type: 'concept' }, shop.headers)).toMatchObject({ status: 403, code: 0 });
    expect(await documentsOf('concept', row!.id)).toEqual([]);

    const saved = await save('concept', { live_id: row!.id }, changed('concept', read.data.body.fields, 'Ⅲ'));
    await call('publish', { type: 'concept', id: saved.data.id });
    const audit = await t.db.selectFrom('staff_audit').select(['action', 'username', 'before', 'after']).where('object', '=', `content:concept:${saved.data.id}`).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.username, a.before, a.after])).toEqual([
      ['content.save', content.username, 'published v1 (live v1)', 'published v2 (live v1)'],
      ['content.publish', content.username, 'published v2 (live v1)', 'published v2 (live v2)'],
    ]);
  });
});
