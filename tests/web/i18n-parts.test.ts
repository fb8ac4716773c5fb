import { describe, expect, it } from 'vitest';
import { currentLang, loadLocale, loadStrings, t, tKey } from '../../src/web/lib/i18n';

/** The browser's dictionary arrives in parts (src/web/lib/i18n.ts); a key not yet there shows itself. */
describe('strings in parts', () => {
  it('starts with the first-visit strings, then adds a screen part and finally the whole dictionary', async () => {
    await loadLocale('tw');
    expect(currentLang()).toBe('tw');
    expect(t('brand.name')).toBe('蓬萊崖畔酒莊');
    expect(t('content.common.failed')).toBe('內容暫時無法載入。');
    expect(t('content.news.listTitle')).toBe('content.news.listTitle');
    expect(t('shop.cart.title' as never)).toBe('shop.cart.title');

    await loadStrings('content');
    expect(t('content.news.listTitle')).toBe('酒莊消息');
    expect(tKey('contact.nameRequired')).not.toBe('contact.nameRequired');
    expect(tKey('cart.added')).toBe('cart.added');

    await loadStrings('all');
    expect(tKey('cart.added')).toBe('加入購物車成功');
    expect(t('brand.name')).toBe('蓬萊崖畔酒莊');
  });

  it('fills placeholders, leaves out one without a value, and starts over for another language', async () => {
    await loadLocale('en');
    expect(t('header.cart')).toBe('Shopping cart');
    expect(t('site.home.slide', { n: 1 })).toBe('Slide 1 of ');
    expect(tKey('no.such.key')).toBe('no.such.key');
    expect(t('content.news.listTitle')).toBe('content.news.listTitle');
  });
});
