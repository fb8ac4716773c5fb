import { readFileSync } from 'node:fs';
import type { Lang } from '../../contract/lang';
import { toTraditional, type TraditionalMap } from './region-names';

/**
 * The GB/T 2260 snapshot shipped with the server (src/server/regions/regions.json, written by
 * src/cli/regions-snapshot.ts): provinces → cities → districts. Names are Simplified; tw gets
 * the reviewed Traditional forms. The picker in English lists the English names
 * (src/server/regions/regions-en.json: Hong Kong, Macau and Taiwan as written there, the rest in
 * pinyin with the level named), but an address is still written in Chinese in every language,
 * the way addresses in China are written (a parcel label in pinyin helps no courier).
 */
interface RegionEntry {
  code: number;
  name: string;
  children?: RegionEntry[];
}

export interface RegionNode {
  code: number;
  level: 1 | 2 | 3;
  parent: RegionNode | null;
  names: { cn: string; tw: string; en: string };
  /** a city that only stands for its province (北京市 under 北京市, 省直辖县级行政区划) */
  placeholder: boolean;
  children: RegionNode[];
}

export interface Regions {
  provinces: RegionNode[];
  byCode: Map<number, RegionNode>;
}

const dataFile = (name: string) => new URL(`../regions/${name}`, import.meta.url);

/** English names by code (regions-en.json); a code without one keeps its Chinese name. */
export type EnglishNames = Record<string, string>;

export function buildRegions(entries: RegionEntry[], map: TraditionalMap, english: EnglishNames = {}): Regions {
  const byCode = new Map<number, RegionNode>();
  const walk = (entry: RegionEntry, level: 1 | 2 | 3, parent: RegionNode | null): RegionNode => {
    const node: RegionNode = {
      code: entry.code,
      level,
      parent,
      names: { cn: entry.name, tw: toTraditional(entry.name, map), en: english[entry.code] ?? entry.name },
      placeholder: level === 2 && (entry.name === parent?.names.cn || entry.name.endsWith('直辖县级行政区划')),
      children: [],
    };
    if (byCode.has(node.code)) throw new Error(`region ${node.code} appears twice in the snapshot`);
    byCode.set(node.code, node);
    if (level < 3) node.children = (entry.children ?? []).map((child) => walk(child, (level + 1) as 2 | 3, node));
    return node;
  };
  return { provinces: entries.map((entry) => walk(entry, 1, null)), byCode };
}

let loaded: Regions | null = null;

/** Read once, on first use (≈ 150 KB, a few milliseconds). */
export function regions(): Regions {
  loaded ??= buildRegions(
    JSON.parse(readFileSync(dataFile('regions.json'), 'utf8')) as RegionEntry[],
    JSON.parse(readFileSync(dataFile('regions-tw.json'), 'utf8')) as TraditionalMap,
    (JSON.parse(readFileSync(dataFile('regions-en.json'), 'utf8')) as { names: EnglishNames }).names,
  );
  return loaded;
}

/** A region's name in the picker, in the page's language. */
export function regionName(node: RegionNode, lang: Lang): string {
  return node.names[lang];
}

/** A region's name in a written address: Chinese, Traditional on tw pages. */
function addressName(node: RegionNode, lang: Lang): string {
  return lang === 'tw' ? node.names.tw : node.names.cn;
}

/** pid 0: the provinces; a province: its cities; a city: its districts; anything else: none. */
export function regionChildren(pid: number): RegionNode[] {
  const all = regions();
  if (pid === 0) return all.provinces;
  return all.byCode.get(pid)?.children ?? [];
}

/** The three nodes when they exist and each lies inside the one before, else null. */
export function resolveRegion(province: number, city: number, area: number) {
  const { byCode } = regions();
  const p = byCode.get(province);
  const c = byCode.get(city);
  const a = byCode.get(area);
  if (!p || !c || !a || p.level !== 1 || c.parent !== p || a.parent !== c) return null;
  return { province: p, city: c, area: a };
}

/** e.g. "山东省 烟台市 蓬莱区", "北京市 东城区" (a placeholder city is not repeated). */
export function regionText(province: number, city: number, area: number, lang: Lang): string {
  const { byCode } = regions();
  const nodes = [byCode.get(province), byCode.get(city), byCode.get(area)];
  return nodes
    .filter((node): node is RegionNode => node !== undefined && !node.placeholder)
    .map((node) => addressName(node, lang))
    .join(' ');
}
