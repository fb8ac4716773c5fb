import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNS, EXPERIENCES, TASTING_NOTES, VILLAS, WINE_FACTS, WINERY_SECTIONS } from '../../src/server/db/seed/content/estate';
import { REPORT_YEARS } from '../../src/server/db/seed/content/reports';
import { ANALYSES, CONCEPTS, GRAPE_VARIETIES, VINEYARD_SECTIONS } from '../../src/server/db/seed/content/vineyard';
import { sanitizeHtml } from '../../src/server/domain/sanitize-html';
import { testApp } from '../helpers/test-app';
import { call, type TestApp } from './content-helpers';

/** The separate content host's calls, served under /cms. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const reports = REPORT_YEARS.flatMap((y, yi) => y.reports.map((r) => ({ ...r, years: y.years, years_id: yi + 1 }))).map((r, i) => ({ ...r, id: i + 1 }));

describe('winery, villa and design', () => {
  it('winery/list in en and cn', async () => {
    const en = await call(t, '/cms/winery/list', { lang: 'en' });
    expect(en.data.map((w: any) => [w.entitle, w.title, w.brief])).toEqual(WINERY_SECTIONS.map((w) => [w.entitle, w.title.en, w.brief.en]));
    const cn = await call(t, '/cms/winery/list', { lang: 'cn' });
    expect(cn.data[0]).toMatchObject({ title: WINERY_SECTIONS[0]!.title.cn, intro: WINERY_SECTIONS[0]!.intro.cn, images: WINERY_SECTIONS[0]!.images });
  });

  it('winery/villa/list and design/list in tw and en', async () => {
    const villa = await call(t, '/cms/winery/villa/list', { lang: 'tw' });
    expect(villa.data.map((v: any) => v.title)).toEqual(VILLAS.map((v) => v.title.tw));
    const design = await call(t, '/cms/design/list', { lang: 'en' });
    expect(design.data.map((d: any) => d.intro)).toEqual(DESIGNS.map((d) => d.intro.en));
  });
});

describe('the vineyard page', () => {
  it('vineyard/list: both categories with their texts and pictures', async () => {
    const cn = await call(t, '/cms/vineyard/list', { lang: 'cn' });
    expect(cn.data.map((v: any) => [v.category, v.is_img, v.entitle, v.title, v.intro_title])).toEqual(
      VINEYARD_SECTIONS.map((v) => [v.category, v.is_img, v.entitle, v.title.cn, v.intro_title.cn]),
    );
    expect(cn.data[0].intro_images).toEqual(VINEYARD_SECTIONS[0]!.intro_images);
  });

  it('concept/list and analysis/list in en', async () => {
    const concept = await call(t, '/cms/concept/list', { lang: 'en' });
    expect(concept.data.map((c: any) => c.title)).toEqual(CONCEPTS.map((c) => c.title.en));
    const analysis = await call(t, '/cms/analysis/list', { lang: 'en' });
    expect(analysis.data.map((a: any) => a.value)).toEqual(ANALYSES.map((a) => a.value.en));
  });

  it('grape/list: the seven varieties, red and white, in tw', async () => {
    const tw = await call(t, '/cms/grape/list', { lang: 'tw' });
    expect(tw.data).toHaveLength(7);
    expect(tw.data.map((g: any) => [g.name, g.color])).toEqual(GRAPE_VARIETIES.map((g) => [g.name.tw, g.color]));
  });
});

describe('harvest reports', () => {
  it('reports/list: years with their reports’ titles', async () => {
    const en = await call(t, '/cms/reports/list', { lang: 'en' });
    expect(en.data.map((y: any) => y.years)).toEqual(REPORT_YEARS.map((y) => y.years));
    expect(en.data[1].history.map((r: any) => r.title)).toEqual(REPORT_YEARS[1]!.reports.map((r) => r.title.en));
  });

  it('reports/get: the report with its year, date and sanitised content, in cn', async () => {
    const report = reports[1]!;
    const cn = await call(t, '/cms/reports/get', { id: String(report.id), lang: 'cn' });
    expect(cn.data).toEqual({
      id: report.id,
      years_id: report.years_id,
      years: report.years,
      title: report.title.cn,
      reportdate: report.reportdate,
      content: sanitizeHtml(report.content.cn),
    });
  });

  it('a report of a switched-off year is not found, and leaves the list', async () => {
    await t.db.updateTable('report_years').set({ switch: 0 }).where('id', '=', 1).execute();
    expect(await call(t, '/cms/reports/get', { id: '1', lang: 'en' })).toMatchObject({ code: 0, msg: 'The requested item does not exist' });
    expect((await call(t, '/cms/reports/list', { lang: 'en' })).data.map((y: any) => y.id)).not.toContain(1);
    await t.db.updateTable('report_years').set({ switch: 1 }).where('id', '=', 1).execute();
  });

  it.each([
    ['555', 'The requested item does not exist'],
    ['2147483648', 'The requested item does not exist'],
    ['1e3x', 'Please check the field: item'],
  ])('reports/get %s answers code 0', async (id, msg) => {
    expect(await call(t, '/cms/reports/get', { id, lang: 'en' })).toMatchObject({ status: 200, code: 0, msg });
  });
});

describe('experience/get', () => {
  it('answers the experiences, the wine facts of spec §9 and the seven tasting notes', async () => {
    const en = await call(t, '/cms/experience/get', { lang: 'en' });
    expect(en.data.list.map((e: any) => e.title)).toEqual(EXPERIENCES.map((e) => e.title.en));
    expect(Object.fromEntries(en.data.facts.map((f: any) => [f.key, f.value]))).toEqual({
      fermentation_white: '15–20°C',
      fermentation_red: '25°C',
      serving_temperature: '10°C',
    });
    expect(en.data.tasting_notes).toHaveLength(7);
    const cn = await call(t, '/cms/experience/get', { lang: 'cn' });
    expect(cn.data.tasting_notes.map((n: any) => n.name)).toEqual(TASTING_NOTES.map((n) => n.name.cn));
    expect(cn.data.facts[0].title).toBe(WINE_FACTS[0]!.title.cn);
  });
});

describe('the content host', () => {
  it('answers 404 with an envelope for an unknown path, and only POST for calls', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/cms/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/cms/grape/list' })).statusCode).toBe(404);
  });
});
