import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedContent } from '../../src/server/db/seed/content';
import { DEMO_ART_NAMES, renderDemoArt } from '../../src/server/media/demo-art';
import media from '../../src/server/routes/media';

const CONTENT_TABLES = [
  'wine_series',
  'wines',
  'rotations',
  'banners',
  'news',
  'brand_sections',
  'histories',
  'history_items',
  'team_members',
  'awards',
  'dynamics',
  'winery_sections',
  'designs',
  'vineyard_sections',
  'concepts',
  'analyses',
  'grape_varieties',
  'report_years',
  'reports',
  'villas',
  'experiences',
  'wine_facts',
  'tasting_notes',
  'activities',
] as const;

// Characters that exist only in one script: a Traditional text must hold none of the first,
// a Simplified text none of the second.
const SIMPLIFIED_ONLY = /[这们来时国说对发经过庄园让东莱与为会华产红颜级风岛湾历获奖团队设计报酿气记实标带厅处间观还应线现浓层爱听样岁业龙单节际动农鲜馆]/u;
const TRADITIONAL_ONLY = /[這們來時國說對發經過莊園讓東萊與為會華產紅顏級風島灣歷獲獎團隊設計報釀氣記實標帶廳處間觀還應線現濃層愛聽樣歲業龍單節際動農鮮館]/u;

const DEMO_URL = /\/media\/demo\/([^"'\s<>]+)\.svg/g;

type Row = Record<string, unknown>;

let db: Db;
const rows = new Map<string, Row[]>();

beforeAll(async () => {
  db = await openDatabase({ DATA_DIR: ':memory:' });
  await migrate(db);
  await db.transaction().execute((trx) => seedContent(trx));
  for (const table of CONTENT_TABLES) {
    const result = await sql<Row>`select * from ${sql.table(table)} order by id`.execute(db);
    rows.set(table, result.rows);
  }
}, 60_000);

afterAll(async () => {
  await db?.destroy();
});

function rowsOf(table: (typeof CONTENT_TABLES)[number]): Row[] {
  return rows.get(table) ?? [];
}

describe('content seed', () => {
  it('fills every content table', () => {
    for (const table of CONTENT_TABLES) expect(rowsOf(table).length, table).toBeGreaterThan(0);
  });

  it('writes every translatable text in cn, tw and en', async () => {
    const jsonb = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'jsonb'`.execute(db);
    let checked = 0;
    for (const { table_name: table, column_name: column } of jsonb.rows) {
      for (const row of rows.get(table) ?? []) {
        const value = row[column];
        if (Array.isArray(value)) continue; // an image list
        const where = `${table}.${column} #${String(row.id)}`;
        expect(value, where).toMatchObject({ cn: expect.any(String), tw: expect.any(String), en: expect.any(String) });
        const text = value as { cn: string; tw: string; en: string };
        expect(text.cn.trim(), where).not.toBe('');
        expect(text.tw.trim(), where).not.toBe('');
        expect(text.en.trim(), where).not.toBe('');
        expect(text.cn, where).not.toBe(text.en);
        expect(text.tw, `${where} tw has Simplified characters`).not.toMatch(SIMPLIFIED_ONLY);
        expect(text.cn, `${where} cn has Traditional characters`).not.toMatch(TRADITIONAL_ONLY);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('starts rich-text headings at level 2 and never skips a level (they sit under the page title)', () => {
    let headings = 0;
    for (const table of CONTENT_TABLES) {
      for (const row of rowsOf(table)) {
        for (const [column, value] of Object.entries(row)) {
          if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
          for (const html of Object.values(value as Record<string, unknown>)) {
            if (typeof html !== 'string') continue;
            let level = 1;
            for (const [, n] of html.matchAll(/<h([1-6])\b/g)) {
              expect(Number(n), `${table}.${column} #${String(row.id)}`).toBeLessThanOrEqual(level + 1);
              expect(Number(n)).toBeGreaterThan(1);
              level = Number(n);
              headings++;
            }
          }
        }
      }
    }
    expect(headings).toBeGreaterThan(0);
  });

  it('points every picture at a demo image that renders', () => {
    const names = new Set<string>();
    for (const table of CONTENT_TABLES) {
      for (const row of rowsOf(table)) {
        for (const column of ['image', 'images', 'intro_images'] as const) {
          if (!(column in row)) continue;
          const urls = ([] as unknown[]).concat(row[column]);
          for (const url of urls) expect(url, `${table}.${column}`).toMatch(/^\/media\/demo\/[a-z0-9-]+\.svg$/);
        }
        for (const match of JSON.stringify(row).matchAll(DEMO_URL)) names.add(match[1] ?? '');
      }
    }
    expect(names.size).toBeGreaterThan(40);
    for (const name of names) expect(renderDemoArt(name)?.startsWith('<svg'), name).toBe(true);
  });

  it('has the groups the pages show as tabs', () => {
    const awardCategories = new Set(rowsOf('awards').map((row) => row.category));
    for (const category of [1, 5, 10]) expect(awardCategories).toContain(category);
    const teamCategories = new Set(rowsOf('team_members').map((row) => row.category));
    expect([...teamCategories].sort()).toEqual([1, 5]);
    for (const history of rowsOf('histories')) {
      expect(rowsOf('history_items').some((item) => item.history_id === history.id), `history ${String(history.years)}`).toBe(true);
    }
    for (const year of rowsOf('report_years')) {
      expect(rowsOf('reports').some((report) => report.years_id === year.id), `reports ${String(year.years)}`).toBe(true);
    }
  });

  it('has the vineyard’s seven grape varieties and the wine facts of spec §9', () => {
    expect(rowsOf('grape_varieties')).toHaveLength(7);
    expect(rowsOf('tasting_notes')).toHaveLength(7);
    const facts = Object.fromEntries(rowsOf('wine_facts').map((row) => [row.key, row.value]));
    expect(facts).toEqual({ fermentation_white: '15–20°C', fermentation_red: '25°C', serving_temperature: '10°C' });
  });

  it('prices every wine in fen and in dollar cents, with stock to sell', () => {
    const wines = rowsOf('wines');
    expect(wines.length).toBeGreaterThanOrEqual(8);
    for (const wine of wines) {
      expect(Number.isInteger(wine.price_fen) && (wine.price_fen as number) > 0).toBe(true);
      expect(Number.isInteger(wine.dollar_price_cents) && (wine.dollar_price_cents as number) > 0).toBe(true);
      expect(wine.stock as number).toBeGreaterThan(0);
      expect((wine.images as string[]).length).toBeGreaterThan(0);
    }
    const seriesIds = new Set(rowsOf('wine_series').map((row) => row.id));
    expect(new Set(wines.map((wine) => wine.series_id))).toEqual(seriesIds);
  });

  it('has exactly one promotion live on a day in its window', () => {
    const day = new Date('2026-12-01T12:00:00+08:00');
    const live = rowsOf('activities').filter(
      (row) => row.switch === 1 && (row.starts_at as Date) <= day && (row.ends_at as Date) > day,
    );
    expect(live).toHaveLength(1);
    expect(live[0]?.wine_series_id).not.toBeNull();
  });

  it('gives every banner page its banner', () => {
    const pages = rowsOf('banners').map((row) => row.page);
    expect(pages.sort()).toEqual(['brand', 'contact', 'experience', 'garden', 'house', 'news', 'series', 'winery']);
  });
});

describe('demo art', () => {
  it('draws small, self-contained pictures and nothing for unknown names', () => {
    for (const name of DEMO_ART_NAMES) {
      const svg = renderDemoArt(name) ?? '';
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg.length, name).toBeLessThan(4096);
      expect(svg, name).not.toMatch(/(?:href|src)="(?!#)|url\((?!#)|<script/i);
      expect(renderDemoArt(name), 'deterministic').toBe(svg);
    }
    expect(renderDemoArt('no-such-picture')).toBeUndefined();
    expect(renderDemoArt('constructor')).toBeUndefined();
  });

  it('is served with a year of caching, and 404 for unknown names', async () => {
    const app = Fastify();
    await app.register(media);
    const ok = await app.inject({ method: 'GET', url: '/media/demo/vineyard-dusk.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml');
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ok.body).toBe(renderDemoArt('vineyard-dusk'));
    for (const url of ['/media/demo/unknown.svg', '/media/demo/vineyard-dusk.png', '/media/demo/..%2Fvineyard-dusk.svg']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/^text\/plain/);
    }
    await app.close();
  });
});
