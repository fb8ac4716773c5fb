import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { call, type TestApp } from './content-helpers';

/**
 * The wine list's search, filters and orders (domain/wine-search.ts), against the demo seed:
 * 1 Cliffside Grand Vin 2019 (dry red; Cabernet Sauvignon, Marselan, Petit Verdot; 1288 → 1159.20
 *   under the Cliffside promotion), 2 Cliffside Reserve Cabernet Sauvignon 2021 (588 → 529.20),
 * 3 Cliffside Reserve Cabernet Gernischt 2020 (Cabernet Gernischt, Merlot; 468 → 421.20),
 * 4 Sea Breeze Chardonnay 2024 (dry white, 228), 5 Sea Breeze Rosé 2024 (Marselan, Merlot, 198),
 * 6 Sea Breeze Merlot 2023 (258), 7 Sea Breeze Marselan 2022 (328),
 * 8 Golden Strait Late Harvest Petit Manseng 2023 (sweet white, 368).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const LIST = '/api/winery/wine/list';
const ids = async (form: Record<string, string>) => {
  const answer = await call(t, LIST, { lang: 'en', ...form });
  expect(answer).toMatchObject({ status: 200, code: 1 });
  return answer.data.list.map((w: { id: number }) => w.id);
};

describe('wine/list search', () => {
  it('finds the words in the title or the grape, in the page language', async () => {
    expect(await ids({ q: 'merlot' })).toEqual([3, 5, 6]);
    expect(await ids({ q: '  Sea Breeze ' })).toEqual([4, 5, 6, 7]);
    expect(await ids({ lang: 'cn', q: '赤霞珠' })).toEqual([1, 2]);
    expect(await ids({ lang: 'tw', q: '海風' })).toEqual([4, 5, 6, 7]);
    expect(await ids({ lang: 'cn', q: '海風' })).toEqual([]);
    expect(await ids({ q: '' })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('takes LIKE wildcards literally (a grape line holds percent signs)', async () => {
    expect(await ids({ q: 'Sea%Breeze' })).toEqual([]);
    expect(await ids({ q: 'Sea_Breeze' })).toEqual([]);
    expect(await ids({ q: '100%' })).toEqual([2, 4, 6, 7, 8]);
  });
});

describe('wine/list filters', () => {
  it('by type', async () => {
    expect(await ids({ type: 'red' })).toEqual([1, 2, 3, 6, 7]);
    expect(await ids({ type: 'white' })).toEqual([4, 8]);
    expect(await ids({ type: 'rose' })).toEqual([5]);
    expect(await ids({ type: 'sweet' })).toEqual([8]);
    expect(await ids({ type: 'sparkling' })).toEqual([]);
  });

  it('by grape (its English name, in any language)', async () => {
    expect(await ids({ grape: 'Marselan' })).toEqual([1, 5, 7]);
    expect(await ids({ lang: 'tw', grape: 'Cabernet Sauvignon' })).toEqual([1, 2]);
  });

  it('by the price now, whole yuan, both ends included', async () => {
    // 3 costs 421.20 under its promotion (468 listed): in
    expect(await ids({ price_max: '430' })).toEqual([3, 4, 5, 6, 7, 8]);
    expect(await ids({ price_min: '228', price_max: '328' })).toEqual([4, 6, 7]);
    expect(await ids({ price_min: '1000' })).toEqual([1]);
    expect(await ids({ price_min: '600', price_max: '600' })).toEqual([]);
  });

  it('by vintage', async () => {
    expect(await ids({ vintage: '2023' })).toEqual([6, 8]);
    expect(await ids({ vintage: '1999' })).toEqual([]);
  });

  it('combined', async () => {
    expect(await ids({ type: 'red', grape: 'Merlot', sort: 'price_desc' })).toEqual([3, 6]);
    expect(await ids({ type: 'white', vintage: '2024' })).toEqual([4]);
    expect(await ids({ q: 'sea breeze', price_min: '200', price_max: '300', sort: 'price_asc' })).toEqual([4, 6]);
    expect(await ids({ series_id: '2', type: 'red' })).toEqual([6, 7]);
  });
});

describe('wine/list orders', () => {
  it('by the price now, ascending and descending', async () => {
    expect(await ids({ sort: 'price_asc' })).toEqual([5, 4, 6, 7, 8, 3, 2, 1]);
    expect(await ids({ sort: 'price_desc' })).toEqual([1, 2, 3, 8, 7, 6, 4, 5]);
  });

  it('by vintage, newest and oldest first (ties in the catalogue order)', async () => {
    expect(await ids({ sort: 'vintage_desc' })).toEqual([4, 5, 6, 8, 7, 2, 3, 1]);
    expect(await ids({ sort: 'vintage_asc' })).toEqual([1, 3, 2, 7, 6, 8, 4, 5]);
  });
});

describe('wine/list facets', () => {
  it('offers the kinds, grapes, vintages and price span the wines have, in the page language', async () => {
    const cn = await call(t, LIST, { lang: 'cn', facets: '1' });
    expect(cn.data.facets).toEqual({
      types: ['red', 'white', 'rose', 'sweet'],
      grapes: [
        { value: 'Cabernet Gernischt', label: '蛇龙珠' },
        { value: 'Cabernet Sauvignon', label: '赤霞珠' },
        { value: 'Chardonnay', label: '霞多丽' },
        { value: 'Marselan', label: '马瑟兰' },
        { value: 'Merlot', label: '梅洛' },
        { value: 'Petit Manseng', label: '小芒森' },
        { value: 'Petit Verdot', label: '小味儿多' },
      ],
      vintages: [2024, 2023, 2022, 2021, 2020, 2019],
      price_min: 198,
      price_max: 1160,
    });
    expect((await call(t, LIST, { lang: 'en' })).data.facets).toBeUndefined();
  });
});

describe('wine/list bad input', () => {
  const refused = [
    [{ type: 'pink' }, 'Please choose a wine type from the list', '请从列表中选择葡萄酒类型'],
    [{ price_min: 'cheap' }, 'The price must be a whole number of yuan from 0 to 1,000,000', '价格须为 0 至 1,000,000 之间的整数（元）'],
    [{ price_max: '1.5' }, 'The price must be a whole number of yuan from 0 to 1,000,000', '价格须为 0 至 1,000,000 之间的整数（元）'],
    [{ price_min: '-1' }, 'The price must be a whole number of yuan from 0 to 1,000,000', '价格须为 0 至 1,000,000 之间的整数（元）'],
    [{ price_min: '500', price_max: '100' }, 'The lowest price must not be above the highest', '最低价格不能高于最高价格'],
    [{ vintage: '19' }, 'The vintage must be a year from 1900 to 2100', '年份须为 1900 至 2100 之间的年份'],
    [{ sort: 'cheapest' }, 'Please choose an order from the list', '请从列表中选择排序方式'],
    [{ q: 'x'.repeat(51) }, 'The search may be at most 50 characters', '搜索内容最多 50 个字'],
  ] as const;
  it.each(refused)('%o is refused in the language asked, never a 500', async (form, en, cn) => {
    const inEn = await call(t, LIST, { lang: 'en', ...form });
    expect(inEn.status).toBeLessThan(500);
    expect(inEn).toMatchObject({ code: 0, msg: en, data: null });
    expect(await call(t, LIST, { lang: 'cn', ...form })).toMatchObject({ code: 0, msg: cn });
  });
});
