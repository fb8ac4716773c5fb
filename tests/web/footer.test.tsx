import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteTexts } from '../../src/contract/content';
import { FooterBody } from '../../src/web/components/footer-content';
import { ContactList } from '../../src/web/features/contact/contact.view';
import { loadLocale, loadStrings } from '../../src/web/lib/i18n';

/**
 * The footer and the contact page show the site texts (content type `site`), not words of their
 * own: what the call answers is what they show, and without an answer the footer keeps its
 * structure (navigation, headings, the QR codes' places) with none of the texts.
 */
const TEXTS: Record<'cn' | 'tw' | 'en', SiteTexts> = {
  cn: texts('简'),
  tw: texts('繁'),
  en: texts('En'),
};
function texts(mark: string): SiteTexts {
  return {
    tagline: `${mark} tagline`, address: `${mark} address`, phone: '+86 535 123 4567', email: 'desk@cliff.example', hours: `${mark} hours`,
    weibo_url: 'https://weibo.com/cliff', wechat_qr: '/media/content/1-800.webp', service_qr: '/media/content/2-800.webp',
    legal: `${mark} legal`, record: `${mark} record`, share_title: `${mark} share`, share_intro: `${mark} intro`,
    getting_there: `${mark} by train`, map_point: { lat: 37.79, lng: 120.81 },
  };
}
const WRITE_TO = { cn: '或发送邮件至', tw: '或發送郵件至', en: 'Or write to' };

describe.each(['cn', 'tw', 'en'] as const)('the footer and the contact details (%s)', (lang) => {
  it('the footer shows the site texts, both QR codes and the microblog link', async () => {
    await loadLocale(lang);
    const html = renderToStaticMarkup(<FooterBody texts={TEXTS[lang]} />);
    for (const field of ['tagline', 'address', 'legal', 'record'] as const) expect(html).toContain(TEXTS[lang][field]);
    expect(html).toContain('src="media/content/1-800.webp"');
    expect(html).toContain('src="media/content/2-800.webp"');
    expect(html).toContain('href="https://weibo.com/cliff"');
    expect(html).toContain(`${WRITE_TO[lang]} <a href="mailto:desk@cliff.example">desk@cliff.example</a>`);
    expect(html).not.toMatch(/penglai-cliffside|ICP|崖畔路/);
  });

  it('without the site texts the footer keeps its navigation and headings, and shows none of their words', async () => {
    await loadLocale(lang);
    const html = renderToStaticMarkup(<FooterBody texts={null} busy />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('href="#/brand"');
    expect(html).toContain('class="qr-blank"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('footer-weibo');
  });

  it('the contact page lists the site texts’ address, phone, e-mail and hours', async () => {
    await loadLocale(lang);
    await loadStrings('content');
    const html = renderToStaticMarkup(<ContactList texts={TEXTS[lang]} />);
    expect(html).toContain(`${lang === 'en' ? 'En' : lang === 'cn' ? '简' : '繁'} address`);
    expect(html).toContain('href="tel:+865351234567"');
    expect(html).toContain('href="mailto:desk@cliff.example"');
    expect(html).toContain(TEXTS[lang].hours);
  });
});

it('a footer without a microblog link shows no link to it', async () => {
  await loadLocale('en');
  expect(renderToStaticMarkup(<FooterBody texts={{ ...TEXTS.en, weibo_url: '' }} />)).not.toContain('footer-weibo');
});
