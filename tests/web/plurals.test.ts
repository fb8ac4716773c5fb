import { describe, expect, it } from 'vitest';
import cn from '../../src/web/locales/cn';
import en from '../../src/web/locales/en';
import tw from '../../src/web/locales/tw';
import { loadLocale, loadStrings, t, tn, type UiKey } from '../../src/web/lib/i18n';
import { plurals } from '../helpers/plurals';


/** Every string of the public site as dot-path → value; a count's forms as `<key>.one` / `<key>.other`. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}


/**
 * Strings whose {{count}} is not how many of a thing there are: a position ("Slide 2 of 3"), a
 * factor in a sum ("¥80 × 2", "2 × ¥80") or a share of a total ("3 of 8 left").
 */
const NOT_A_COUNT = new Set(['site.home.slide', 'orders.detail.unitPrice', 'visitUi.reserve.quoteLine', 'stayUi.calendar.slotLeft']);

async function inLanguage(lang: 'cn' | 'tw' | 'en') {
  await loadLocale(lang);
  await loadStrings('all');
}

describe('counts on the public site', () => {
  it('says "1 bottle" and "2 bottles" in English, with the number written the English way', async () => {
    await inLanguage('en');
    expect([0, 1, 2, 5].map((n) => tn('orders.bottles', n))).toEqual(['0 bottles', '1 bottle', '2 bottles', '5 bottles']);
    expect(tn('shop.cart.selected', 1)).toBe('1 bottle selected');
    expect(tn('header.cartCount', 1)).toBe('1 item in the cart');
    expect(tn('stayUi.common.nights', 1)).toBe('1 night');
    expect(tn('stayUi.common.adults', 3)).toBe('3 adults');
    expect(tn('visitUi.dining.amount', 1)).toBe('1 seat an evening');
    expect(tn('site.wine.stock', 3200)).toBe('3,200 bottles in stock');
    expect(tn('stayUi.settle.why', 2, { adults: '3 adults', rooms: '2 rooms' })).toBe('A room of this kind holds up to 2 adults: 3 adults need 2 rooms.');
  });

  it('has one form in Chinese, the count in it', async () => {
    await inLanguage('cn');
    expect([0, 1, 2, 5].map((n) => tn('orders.bottles', n))).toEqual(['共0瓶', '共1瓶', '共2瓶', '共5瓶']);
    expect(tn('stayUi.common.nights', 1)).toBe('1晚');
    await inLanguage('tw');
    expect([0, 1, 2, 5].map((n) => tn('pay.bottles', n))).toEqual(['共0瓶', '共1瓶', '共2瓶', '共5瓶']);
    expect(tn('visitUi.reserve.remaining', 1)).toBe('剩餘 1 個名額');
  });

  it("shows a notice in the server catalogue's words in the form of its count (a cart machine's notice)", async () => {
    await inLanguage('en');
    expect(t('cart.stockClamped' as UiKey, { count: 1 })).toBe('Only 1 bottle left in stock: the quantity is set to 1');
    expect(t('cart.stockShort' as UiKey, { count: 3 })).toBe('Only 3 bottles left in stock');
    await inLanguage('tw');
    expect(t('cart.stockShort' as UiKey, { count: 1 })).toBe('庫存僅剩1瓶');
  });

  it('gives every English string that counts something both forms', () => {
    const counted = new Set([...plurals(en).keys()].flatMap((key) => [`${key}.one`, `${key}.other`]));
    const plain = [...leaves(en)].filter(([key, value]) => value.includes('{{count}}') && !counted.has(key) && !NOT_A_COUNT.has(key));
    expect(plain.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it('writes the count in both forms of every language, and the singular in English without a plural noun', () => {
    for (const [lang, dict] of [['cn', cn], ['tw', tw], ['en', en]] as const)
      for (const [key, { one, other }] of plurals(dict)) {
        expect(one, `${lang} ${key}.one`).toContain('{{count}}');
        expect(other, `${lang} ${key}.other`).toContain('{{count}}');
      }
    for (const [key, { one }] of plurals(en)) expect(one.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/\b(bottles|items|nights|adults|rooms|places|minutes|wines|seats|hours)\b/);
  });
});
