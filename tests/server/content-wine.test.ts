import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, formatFen } from '../../src/contract/money';
import { WINE_SERIES, WINES } from '../../src/server/db/seed/content/wines';
import { sanitizeHtml } from '../../src/server/domain/sanitize-html';
import { testApp } from '../helpers/test-app';
import { call, type TestApp } from './content-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ env: { READ_CACHE_MS: '60000' } });
});
afterAll(async () => t?.close());

const seriesId = (key: string) => WINE_SERIES.findIndex((s) => s.key === key) + 1;

describe('wine/list', () => {
  it('answers every series and every wine, prices as decimal strings from fen and cents', async () => {
    const en = await call(t, '/api/winery/wine/list', { lang: 'en' });
    expect(en.data.series.map((s: any) => s.title)).toEqual(WINE_SERIES.map((s) => s.title.en));
    expect(en.data.list).toHaveLength(WINES.length);
    const grandVin = en.data.list[0];
    expect(grandVin).toMatchObject({
      title: 'Cliffside Grand Vin 2019',
      alcohol: '14%',
      type: 'Dry red',
      volume: '750ml',
      vintage: 2019,
      is_sell: 1,
    });
    // a wine no promotion reduces: its list prices, nothing struck through (promotion-price.test.ts: the reduced ones)
    const rose = WINES.findIndex((w) => w.title.en === 'Sea Breeze Rosé 2024');
    expect(en.data.list[rose]).toMatchObject({
      price: formatFen(WINES[rose]!.price_fen),
      original_price: '',
      dollar_price: formatCents(WINES[rose]!.dollar_price_cents),
    });
  });

  it('filters by series, in Traditional Chinese', async () => {
    const id = seriesId('sea-breeze');
    const tw = await call(t, '/api/winery/wine/list', { lang: 'tw', series_id: String(id) });
    const expected = WINES.filter((w) => w.series === 'sea-breeze');
    expect(tw.data.list.map((w: any) => w.title)).toEqual(expected.map((w) => w.title.tw));
    expect(tw.data.list.every((w: any) => w.series_id === id)).toBe(true);
    expect(tw.data.list[0].en_title).toBe(expected[0]!.title.en);
  });

  it('an unknown series is not found; a bad one names the field', async () => {
    expect(await call(t, '/api/winery/wine/list', { lang: 'en', series_id: '404' })).toMatchObject({ code: 0, msg: 'The requested item does not exist' });
    expect(await call(t, '/api/winery/wine/list', { lang: 'en', series_id: 'red' })).toMatchObject({ code: 0, msg: 'Please check the field: wine series' });
  });
});

describe('wine/get', () => {
  it('answers the detail with sanitised description, tasting notes and its series', async () => {
    const cn = await call(t, '/api/winery/wine/get', { id: '1', lang: 'cn' });
    expect(cn.data).toMatchObject({
      id: 1,
      title: WINES[0]!.title.cn,
      en_title: WINES[0]!.title.en,
      description: sanitizeHtml(WINES[0]!.description.cn),
      tasting_notes: WINES[0]!.tasting_notes.cn,
      series: { id: 1, title: WINE_SERIES[0]!.title.cn },
      images: WINES[0]!.images,
    });
    expect(cn.data.description).toMatch(/^<p>/);
  });

  it.each(['0', '424242', '3000000000', 'x'])('id %s answers code 0', async (id) => {
    const res = await call(t, '/api/winery/wine/get', { id, lang: 'en' });
    expect(res).toMatchObject({ status: 200, code: 0, data: null });
  });
});

describe('switches and the read cache', () => {
  it('serves a public list from the cache per language and input, so an edit shows after READ_CACHE_MS', async () => {
    // a Sea Breeze wine: no promotion of today changes its price
    const id = WINES.findIndex((w) => w.series === 'sea-breeze') + 1;
    const before = await call(t, '/api/winery/wine/get', { id: String(id), lang: 'en' });
    await t.db.updateTable('wines').set({ price_fen: 1 }).where('id', '=', id).execute();
    expect((await call(t, '/api/winery/wine/get', { id: String(id), lang: 'en' })).data.price).toBe(before.data.price);
    // another language or another id is another entry, read fresh
    expect((await call(t, '/api/winery/wine/get', { id: String(id), lang: 'cn' })).data.price).toBe('0.01');
    t.app.readCache.clear();
    expect((await call(t, '/api/winery/wine/get', { id: String(id), lang: 'en' })).data.price).toBe('0.01');
  });

  it('hides wines of a switched-off series and switched-off wines', async () => {
    t.app.readCache.clear();
    const id = seriesId('golden-strait');
    await t.db.updateTable('wine_series').set({ switch: 0 }).where('id', '=', id).execute();
    await t.db.updateTable('wines').set({ switch: 0 }).where('id', '=', 1).execute();
    const list = await call(t, '/api/winery/wine/list', { lang: 'en' });
    expect(list.data.series.map((s: any) => s.id)).not.toContain(id);
    expect(list.data.list.map((w: any) => w.id)).not.toContain(1);
    expect(list.data.list.some((w: any) => w.series_id === id)).toBe(false);
    const golden = WINES.findIndex((w) => w.series === 'golden-strait') + 1;
    expect((await call(t, '/api/winery/wine/get', { id: String(golden), lang: 'en' })).code).toBe(0);
    expect((await call(t, '/api/winery/wine/list', { lang: 'en', series_id: String(id) })).code).toBe(0);
  });
});
