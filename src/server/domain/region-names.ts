/**
 * Traditional forms of region names (Taiwan usage) from a reviewed map that covers only the
 * characters of the shipped snapshot (src/server/regions/regions-tw.json): a general converter
 * would get place names wrong (范县 is 范縣, not 範縣; 沈阳 is 瀋陽 but 沈丘 stays 沈丘).
 */
export interface TraditionalMap {
  /** whole-word readings that differ from the character map, applied first */
  phrases: Record<string, string>;
  chars: Record<string, string>;
  /** characters written alike in both scripts */
  same: string;
}

export function toTraditional(name: string, map: TraditionalMap): string {
  const phrases = Object.keys(map.phrases).sort((a, b) => b.length - a.length);
  let out = '';
  for (let i = 0; i < name.length; ) {
    const phrase = phrases.find((p) => name.startsWith(p, i));
    if (phrase) {
      out += map.phrases[phrase];
      i += phrase.length;
      continue;
    }
    const char = name[i]!;
    out += map.chars[char] ?? char;
    i += 1;
  }
  return out;
}

/** Characters of `names` the map does not cover: they need a reviewed entry before shipping. */
export function uncoveredCharacters(names: string[], map: TraditionalMap): string[] {
  const known = new Set([...Object.keys(map.chars), ...map.same]);
  return [...new Set(names.join(''))].filter((c) => !known.has(c)).sort();
}
