import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import cn from '../../src/web/locales/cn';
import en from '../../src/web/locales/en';
import tw from '../../src/web/locales/tw';

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe.each([
  ['UI strings', { cn, tw, en }],
  ['server messages', MESSAGES],
])('%s exist in cn, tw and en', (_name, dicts) => {
  const keys = { cn: leaves(dicts.cn), tw: leaves(dicts.tw), en: leaves(dicts.en) };

  it.each(['cn', 'tw'] as const)('%s has exactly the English keys', (lang) => {
    const missing = [...keys.en.keys()].filter((k) => !keys[lang].has(k));
    const extra = [...keys[lang].keys()].filter((k) => !keys.en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has no empty string', () => {
    for (const lang of ['cn', 'tw', 'en'] as const)
      for (const [key, value] of keys[lang]) expect(value.trim(), `${lang} ${key}`).not.toBe('');
  });

  it('uses the same {{placeholders}} in every language', () => {
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join();
    for (const [key, value] of keys.en) {
      expect(holes(keys.cn.get(key) ?? ''), `cn ${key}`).toBe(holes(value));
      expect(holes(keys.tw.get(key) ?? ''), `tw ${key}`).toBe(holes(value));
    }
  });
});
