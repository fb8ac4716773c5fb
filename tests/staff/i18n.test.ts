import { describe, expect, it } from 'vitest';
import cn from '../../src/staff/locales/cn';
import en from '../../src/staff/locales/en';
import tw from '../../src/staff/locales/tw';
import { setStaffDict, t, tn } from '../../src/staff/lib/i18n';

/** The staff console's strings: the same keys in cn, tw and en, none empty, the same placeholders. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('staff console strings exist in cn, tw and en', () => {
  const keys = { cn: leaves(cn), tw: leaves(tw), en: leaves(en) };

  it.each(['cn', 'tw'] as const)('%s has exactly the English keys', (lang) => {
    const missing = [...keys.en.keys()].filter((k) => !keys[lang].has(k));
    const extra = [...keys[lang].keys()].filter((k) => !keys.en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has no empty string', () => {
    for (const lang of ['cn', 'tw', 'en'] as const) for (const [key, value] of keys[lang]) expect(value.trim(), `${lang} ${key}`).not.toBe('');
  });

  it('uses the same {{placeholders}} in every language', () => {
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join();
    for (const [key, value] of keys.en) {
      expect(holes(keys.cn.get(key) ?? ''), `cn ${key}`).toBe(holes(value));
      expect(holes(keys.tw.get(key) ?? ''), `tw ${key}`).toBe(holes(value));
    }
  });

  it('gives every count both plural forms, with the count in each', () => {
    for (const lang of ['cn', 'tw', 'en'] as const)
      for (const [key, value] of keys[lang]) if (/\.(one|other)$/.test(key)) expect(value, `${lang} ${key}`).toContain('{{count}}');
  });

  it('writes Simplified in cn and Traditional in tw (no swapped files)', () => {
    // characters that differ between the two scripts
    const simplified = /[们这说简发后账设录验码删认务订单页]/;
    const traditional = /[們這說簡發後帳設錄驗碼刪認務訂單頁]/;
    for (const [key, value] of keys.cn) expect(traditional.test(value), `cn ${key}: ${value}`).toBe(false);
    for (const [key, value] of keys.tw) expect(simplified.test(value), `tw ${key}: ${value}`).toBe(false);
  });
});

describe('counts in the language', () => {
  it('says "1 order" and "2 orders" in English, and one form in Chinese', () => {
    setStaffDict('en', en);
    expect(tn('home.orders', 1)).toBe('1 order');
    expect(tn('home.orders', 2)).toBe('2 orders');
    expect(tn('home.orders', 0)).toBe('0 orders');
    expect(tn('audit.rows', 1200)).toBe('1,200 rows');
    setStaffDict('tw', tw);
    expect(tn('home.orders', 1)).toBe('1 筆訂單');
    expect(tn('home.orders', 2)).toBe('2 筆訂單');
    setStaffDict('cn', cn);
    expect(tn('home.bookings', 3)).toBe('3 个预订');
  });

  it('fills placeholders and shows a missing key as itself', () => {
    setStaffDict('en', en);
    expect(t('shell.signedInAs', { name: 'Wang Li', role: 'Owner' })).toBe('Signed in as Wang Li (Owner)');
    expect(t('shell.nothing' as never)).toBe('shell.nothing');
  });
});
