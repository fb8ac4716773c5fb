import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncoveredCharacters, toTraditional, type TraditionalMap } from '../../src/server/domain/region-names';
import { regionChildren, regions, regionText, resolveRegion } from '../../src/server/domain/regions';
import { postForm, testApp } from '../helpers/test-app';

const twMap = JSON.parse(readFileSync('src/server/regions/regions-tw.json', 'utf8')) as TraditionalMap;
const MUNICIPALITIES = [110000, 120000, 310000, 500000];

describe('the GB/T 2260 snapshot', () => {
  const { provinces, byCode } = regions();

  it('has Penglai 370614 under Yantai 370600 under Shandong 370000, and not the retired 370684', () => {
    const penglai = byCode.get(370614)!;
    expect(penglai.names.cn).toBe('蓬莱区');
    expect(penglai.parent?.code).toBe(370600);
    expect(penglai.parent?.names.cn).toBe('烟台市');
    expect(penglai.parent?.parent?.code).toBe(370000);
    expect(penglai.parent?.parent?.names.cn).toBe('山东省');
    expect(byCode.has(370684)).toBe(false); // 蓬莱市, merged into 蓬莱区 in 2020
    expect(byCode.has(370634)).toBe(false); // 长岛县, likewise
  });

  it('lists the 31 mainland provinces, Taiwan, Hong Kong and Macau at the top level', () => {
    expect(provinces).toHaveLength(34);
    for (const code of [110000, 370000, 650000, 710000, 810000, 820000]) expect(provinces.map((p) => p.code)).toContain(code);
    for (const p of provinces) expect(p.code % 10000, p.names.cn).toBe(0);
  });

  it('gives every province cities and every city districts, so the picker always has three levels', () => {
    for (const p of provinces) {
      expect(p.children.length, p.names.cn).toBeGreaterThan(0);
      for (const c of p.children) expect(c.children.length, `${p.names.cn} ${c.names.cn}`).toBeGreaterThan(0);
    }
  });

  it("codes every district under its city's first 4 digits, or under its municipality", () => {
    for (const p of provinces)
      for (const c of p.children) {
        expect(String(c.code).slice(0, 2)).toBe(String(p.code).slice(0, 2));
        for (const a of c.children) {
          const prefix = MUNICIPALITIES.includes(p.code) ? String(p.code).slice(0, 2) : String(c.code).slice(0, 4);
          expect(String(a.code).startsWith(prefix), `${a.code} ${a.names.cn} under ${c.code}`).toBe(true);
        }
      }
  });

  it('makes each municipality its own single city (Chongqing counties included)', () => {
    for (const code of MUNICIPALITIES) {
      const m = byCode.get(code)!;
      expect(m.children.map((c) => c.names.cn)).toEqual([m.names.cn]);
    }
    expect(byCode.get(500229)?.parent?.code).toBe(500100); // 城口县
  });

  it('covers every character of the snapshot with a reviewed Traditional form', () => {
    const names = [...byCode.values()].map((n) => n.names.cn);
    expect(uncoveredCharacters(names, twMap)).toEqual([]);
  });

  it('writes place names the Traditional way, including the ones a character map gets wrong', () => {
    const tw = (code: number) => byCode.get(code)?.names.tw;
    expect(tw(370000)).toBe('山東省');
    expect(tw(370600)).toBe('煙台市');
    expect(tw(370614)).toBe('蓬萊區');
    expect(tw(210100)).toBe('瀋陽市'); // 沈阳 is 瀋陽 …
    expect(tw(411624)).toBe('沈丘縣'); // … but 沈丘 stays 沈
    expect(tw(410926)).toBe('范縣'); // not 範縣
    expect(tw(360824)).toBe('新干縣'); // not 新幹縣
    expect(tw(530000)).toBe('雲南省');
    expect(tw(110106)).toBe('豐台區');
    expect(toTraditional('后里区', twMap)).toBe('后里區');
    expect(toTraditional('后龙镇', twMap)).toBe('後龍鎮');
  });

  it('checks that province, city and district lie inside each other', () => {
    expect(resolveRegion(370000, 370600, 370614)).not.toBeNull();
    expect(resolveRegion(370000, 370600, 370684)).toBeNull(); // retired
    expect(resolveRegion(370000, 370200, 370614)).toBeNull(); // Qingdao has no Penglai
    expect(resolveRegion(110000, 370600, 370614)).toBeNull();
    expect(resolveRegion(370600, 370614, 370614)).toBeNull();
    expect(resolveRegion(110000, 110100, 110101)).not.toBeNull();
  });

  it('names every region in English for the English picker: Hong Kong, Macau and Taiwan as written there', () => {
    const en = (code: number) => regions().byCode.get(code)!.names.en;
    expect([370000, 370600, 370614].map(en)).toEqual(['Shandong', 'Yantai', 'Penglai District']);
    expect([810000, 810100, 810200, 810300].map(en)).toEqual(['Hong Kong', 'Hong Kong Island', 'Kowloon', 'New Territories']);
    expect(regionChildren(820000).map((c) => c.names.en)).toEqual(['Macau Peninsula', 'Taipa and Coloane']);
    expect(regionChildren(regionChildren(820000)[1]!.code).map((a) => a.names.en)).toEqual(['Taipa', 'Coloane']);
    expect(regionChildren(710000).map((c) => c.names.en)).toContain('Taipei City');
    expect(en(610100)).toBe("Xi'an");
    const chinese = [...regions().byCode.values()].filter((node) => /[\u3400-\u9fff]/.test(node.names.en));
    expect(chinese.map((node) => `${node.code} ${node.names.en}`)).toEqual([]);
  });

  it('joins the names for an address, without repeating a municipality', () => {
    expect(regionText(370000, 370600, 370614, 'cn')).toBe('山东省 烟台市 蓬莱区');
    expect(regionText(370000, 370600, 370614, 'tw')).toBe('山東省 煙台市 蓬萊區');
    expect(regionText(370000, 370600, 370614, 'en')).toBe('山东省 烟台市 蓬莱区');
    expect(regionText(110000, 110100, 110101, 'cn')).toBe('北京市 东城区');
    expect(regionText(410000, 419000, 419001, 'cn')).toBe('河南省 济源市');
  });

  it('answers no children for an unknown code or a district', () => {
    expect(regionChildren(999999)).toEqual([]);
    expect(regionChildren(370614)).toEqual([]);
  });
});

describe('/api/area/area/', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ seed: false });
  });
  afterAll(async () => t?.close());

  const area = (form: Record<string, string>) =>
    postForm(t.app, '/api/area/area/', form).then((r) => ({ status: r.statusCode, ...(r.json() as { code: number; msg: string; data: any }) }));

  it('answers the provinces for pid 0 or no pid, to a guest', async () => {
    for (const form of [{}, { pid: '0' }, { pid: '' }] as Record<string, string>[]) {
      const answer = await area({ ...form, lang: 'cn' });
      expect(answer.code).toBe(1);
      expect(answer.data).toHaveLength(34);
      expect(answer.data).toContainEqual({ value: 370000, name: '山东省' });
      expect(answer.data).toContainEqual({ value: 810000, name: '香港特别行政区' });
    }
  });

  it("answers a province's cities and a city's districts in the request's language", async () => {
    expect((await area({ pid: '370000', lang: 'tw' })).data).toContainEqual({ value: 370600, name: '煙台市' });
    const districts = (await area({ pid: '370600', lang: 'en' })).data;
    expect(districts).toContainEqual({ value: 370614, name: 'Penglai District' });
    expect((await area({ pid: '370600', lang: 'cn' })).data).toContainEqual({ value: 370614, name: '蓬莱区' });
    expect(districts.map((d: { value: number }) => d.value)).not.toContain(370684);
    expect((await area({ pid: '110000', lang: 'cn' })).data).toEqual([{ value: 110100, name: '北京市' }]);
  });

  it('answers an empty list for an unknown or retired code, and a message for nonsense — never a 500', async () => {
    expect(await area({ pid: '370684' })).toMatchObject({ status: 200, code: 1, data: [] });
    expect(await area({ pid: '999999' })).toMatchObject({ status: 200, code: 1, data: [] });
    for (const pid of ['abc', '-1', '37', '1e5', '3706140000']) {
      const answer = await area({ pid, lang: 'en' });
      expect(answer, pid).toMatchObject({ status: 200, code: 0, msg: 'Please choose the province, city and district again', data: null });
    }
  });
});
