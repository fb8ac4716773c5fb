import sanitize from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { NEWS } from '../../src/server/db/seed/content/news';
import { RICH_PICTURE_SIZES, RICH_TEXT_OPTIONS, safeUrl, sanitizeHtml, sanitizeHtmlForReaders } from '../../src/server/domain/sanitize-html';
import { expectClean, GOOD_SAMPLES, XSS_PAYLOADS } from './sanitize-payloads';

const ID = '0123456789abcdef0123456789abcdef';
const PICTURE = `/media/content/${ID}-1600.webp`;
/** what the public calls add to a staff upload in rich text */
const READER = `srcset="/media/content/${ID}-800.webp 800w, /media/content/${ID}-1600.webp 1600w" sizes="${RICH_PICTURE_SIZES}" loading="lazy" decoding="async"`;

describe('allowed markup', () => {
  it.each(GOOD_SAMPLES)('survives unchanged: %s', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
    expectClean(html);
  });

  it('keeps the seed’s rich text as it is', () => {
    for (const item of NEWS) for (const html of Object.values(item.content)) expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<a href="/#/series" target="_top" rel="opener">x</a>', '<a href="/#/series" rel="noopener noreferrer">x</a>'],
    ['<a href="https://example.com" name="n" title="t">x</a>', '<a href="https://example.com" rel="noopener noreferrer">x</a>'],
    ['<P>one<STRONG>two', '<p>one<strong>two</strong></p>'],
    ['<p>a<br>b</p>', '<p>a<br />b</p>'],
    ['<div class="x"><span>hi</span> & 1 < 2 > 0</div>', 'hi &amp; 1 &lt; 2 &gt; 0'],
    ['<p class="lead" id="x" title="t" lang="en" dir="rtl" data-x="1">x</p>', '<p>x</p>'],
    // the page's title is its only h1: a stored one becomes an h2, h5 and h6 an h4
    ['<h1>Title</h1><h5>small</h5><h6>smaller</h6><table><tr><td>cell</td></tr></table>', '<h2>Title</h2><h4>small</h4><h4>smaller</h4>cell'],
    ['<h1 id="x" style="color:red" onclick="alert(1)">Title</h1>', '<h2>Title</h2>'],
    ['<img src="http://cdn.example/a.jpg" alt="a">', ''],
    ['<img src="https://cdn.example/a.jpg" alt="another host">', ''],
    ['<img src="/media/../api/x" alt="out of media">', ''],
    ['<img src="/media/%2e%2e/x.png">', ''],
    ['<img src="a.jpg" alt="relative, not the site’s media">', ''],
    ['<img src="/uploads/a.jpg">', ''],
    ['<img src="/media/a.jpg" width="100%" height="-1" alt="x">', '<img src="/media/a.jpg" alt="x" />'],
    ['<img src="/media/a.jpg" srcset="/media/a-2x.jpg 2x" loading="lazy" title="t">', '<img src="/media/a.jpg" />'],
    ['<a>no link</a>', 'no link'],
    ['<a href="ftp://files.example/a">f</a><a href="tel:123">t</a>', 'ft'],
  ])('normalises %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
    expectClean(output);
  });

  it('is idempotent', () => {
    for (const input of [...GOOD_SAMPLES, ...XSS_PAYLOADS, '<p>a & b</p>', '<a href="/x?a=1&b=2">y</a>', '<p title="x">t<b>u']) {
      expect(sanitizeHtml(sanitizeHtml(input)), input).toBe(sanitizeHtml(input));
    }
  });
});

describe('known XSS payloads (OWASP filter evasion style)', () => {
  it('has a long list', () => expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40));

  it.each(XSS_PAYLOADS)('stored clean: %s', (input) => {
    expectClean(sanitizeHtml(input), input);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<a href="https://ok.example" onclick="alert(1)" style="color:red">x</a>', '<a href="https://ok.example" rel="noopener noreferrer">x</a>'],
    ['<svg/onload=alert(1)><p>after</p>', ''],
    ['<style>body{background:url(javascript:alert(1))}</style>text', 'text'],
    ['<p style="width: expression(alert(1))">text</p>', '<p>text</p>'],
    ['<!--<img src=x onerror=alert(1)>-->ok', 'ok'],
    ['<img src="/media/a.jpg" onerror="alert(1)" alt="a">', '<img src="/media/a.jpg" alt="a" />'],
    ['<img src="/media/a.png" alt="x&quot; onerror=&quot;alert(1)">', '<img src="/media/a.png" alt="x&quot; onerror=&quot;alert(1)" />'],
    ['<img src="https://ok.example/a.png" alt="x">', ''],
    ['<img src="javascript:alert(1)" alt="x">', ''],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">', ''],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['<svg><image href="javascript:alert(1)" /></svg><p>after</p>', '<p>after</p>'],
    ['<img src="/media/a.jpg" style="width: expression(alert(1))" alt="x">', '<img src="/media/a.jpg" alt="x" />'],
    [`<img src="${PICTURE}" srcset="https://evil.example/a.png 1x" sizes="1px" loading="eager" decoding="sync" alt="x">`, `<img src="${PICTURE}" alt="x" />`],
  ])('keeps only the harmless part of %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('the checks catch a weakened allow-list (style, handlers, any scheme, SVG)', () => {
    const weak: sanitize.IOptions = {
      ...RICH_TEXT_OPTIONS,
      allowedTags: [...(RICH_TEXT_OPTIONS.allowedTags as string[]), 'svg', 'iframe'],
      allowedAttributes: { '*': ['style', 'onerror', 'onload', 'href', 'src', 'srcdoc'] },
      allowedSchemes: ['http', 'https', 'mailto', 'javascript', 'data'],
      allowedSchemesByTag: {},
      nonTextTags: ['script'],
      transformTags: {},
      allowVulnerableTags: true,
    };
    const caught = XSS_PAYLOADS.filter((input) => {
      try {
        expectClean(sanitize(input, weak), input);
        return false;
      } catch {
        return true;
      }
    });
    expect(caught.length).toBeGreaterThanOrEqual(30);
  });
});

describe('on the way out (public reads)', () => {
  it.each([
    [`<p><img src="${PICTURE}" alt="葡萄园" width="1600" height="900" /></p>`, `<p><img src="${PICTURE}" alt="葡萄园" width="1600" height="900" ${READER} /></p>`],
    [`<img src="/media/content/${ID}-800.webp" alt="a">`, `<img src="/media/content/${ID}-800.webp" alt="a" ${READER} />`],
    // a srcset, sizes, loading or decoding stored by any means is never what is shown
    [`<img src="${PICTURE}" srcset="https://evil.example/x.png 1600w, javascript:alert(1) 800w" sizes="1px" loading="eager" decoding="sync" onerror="alert(1)">`, `<img src="${PICTURE}" ${READER} />`],
    // not a staff upload (another width, another folder): no srcset to give
    [`<img src="/media/content/${ID}-1200.webp" alt="a">`, `<img src="/media/content/${ID}-1200.webp" alt="a" />`],
    ['<img src="/media/demo/a.jpg" srcset="/media/demo/a-2x.jpg 2x" alt="a">', '<img src="/media/demo/a.jpg" alt="a" />'],
    ['<h1>Title</h1><img src="https://evil.example/a.png">', '<h2>Title</h2>'],
  ])('%s is answered as %s', (stored, shown) => {
    expect(sanitizeHtmlForReaders(stored)).toBe(shown);
    expectClean(shown);
    expect(sanitizeHtmlForReaders(shown)).toBe(shown);
  });

  it.each(XSS_PAYLOADS)('shown clean: %s', (input) => {
    expectClean(sanitizeHtmlForReaders(input), input);
  });

  it('answers the allowed markup as stored, only pictures gaining their sizes', () => {
    for (const html of GOOD_SAMPLES) expect(sanitizeHtmlForReaders(html).replace(` ${READER}`, '')).toBe(html);
  });
});

describe('safeUrl', () => {
  it('accepts site-relative, path-relative, fragments and https', () => {
    for (const url of ['/media/demo/a.svg', 'a.svg', './a', '../a', '#top', '?q=1', 'https://x.example/a']) {
      expect(safeUrl(url, false)).toBe(url);
    }
  });
  it('refuses other schemes, protocol-relative URLs and a scheme without a host', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AA', 'http://x.example', '//x.example', 'https:/x', 'https:', '', 'ftp://x']) {
      expect(safeUrl(url, false)).toBeNull();
    }
    expect(safeUrl('http://x.example', true)).toBe('http://x.example');
  });
});

describe('random mixtures of hostile fragments', () => {
  const FRAGMENTS = [
    '<', '>', '"', "'", '=', '/', ' ', '\t', '&#', '&#x6A;', '&colon;', 'javascript:', 'onerror=', 'onload=', 'alert(1)',
    '<img', '<a href=', '<svg', '<script>', '</script>', '<style>', '<!--', '-->', '<p>', '</p>', 'src=', 'x', '<b', '<iframe',
    'style=', '</', '<![CDATA[', ']]>', '\\', '//', 'https://ok.example/', '/media/', '<br/>', '<math>', '</a>', '<a', 'href', '`',
    'mailto:', 'data:', 'expression(', '<noscript>', '<xmp>', '<textarea>', 'target=_blank',
  ];
  // a fixed linear congruential sequence, so a failure can be replayed
  let seed = 20261122;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  it('never produce anything but allowed tags and safe URLs (2000 samples)', () => {
    for (let n = 0; n < 2000; n += 1) {
      const input = Array.from({ length: 4 + Math.floor(next() * 24) }, () => FRAGMENTS[Math.floor(next() * FRAGMENTS.length)]).join('');
      const out = sanitizeHtml(input);
      expectClean(out, input);
      expect(sanitizeHtml(out), input).toBe(out);
    }
  });
});
