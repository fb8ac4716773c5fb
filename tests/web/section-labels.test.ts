import { describe, expect, it } from 'vitest';
import cn from '../../src/web/locales/cn';
import tw from '../../src/web/locales/tw';

function leaves(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

/** Names written in capitals in every language: couriers. */
const KEPT = new Set(['EMS']);

describe('Chinese pages speak Chinese', () => {
  it.each([
    ['cn', cn],
    ['tw', tw],
  ] as const)('%s: no section label is left in English', (lang, dict) => {
    const english = leaves(dict)
      .filter(([key, value]) => (/eyebrow|entitle/i.test(key) && /[A-Za-z]/.test(value)) || (/^[A-Z][A-Z &'·-]+$/.test(value) && !KEPT.has(value)))
      .map(([key, value]) => `${lang} ${key}: ${value}`);
    expect(english).toEqual([]);
  });
});
