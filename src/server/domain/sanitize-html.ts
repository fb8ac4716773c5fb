import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';
import { CONTENT_IMAGE_WIDTHS, CONTENT_MEDIA_PATTERN } from '../../contract/staff-content';

/**
 * `sanitize-html` with its parser and postcss is loaded at the first rich text, not with the
 * server: about 50–80 ms of every start, before the first answer, for what only content reads
 * and the staff's edits need (docs/architecture.md, "Start-up"). A CommonJS package, so loading
 * it here is synchronous and the functions below stay so.
 */
let sanitizer: typeof sanitize | undefined;
const clean = (html: string, options: sanitize.IOptions): string => {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitize;
  return sanitizer(html, options);
};

/**
 * The content's rich text (news, reports, pages, wine descriptions) through `sanitize-html`, a
 * maintained allow-list sanitiser: it parses the input with a real HTML parser (htmlparser2) and
 * writes back only the elements and attributes listed here, attribute values re-escaped, text
 * escaped, every element closed. Applied when content is stored and again on every public read.
 *
 * The list is what the public site's rich text uses (src/web/components/content.css styles
 * `.rich-text` p, h2–h4, img, blockquote, lists; the seed writes p and h2; the console's editor
 * writes strong/em/u/s, h2–h4, links and pictures): no classes, no style, no ids, no forms, no
 * frames, no SVG or MathML, and URLs only of the kinds `safeUrl` / `imageUrl` accept. A picture
 * is only one of the site's own (`/media/…`): never another host, `data:` or a script URL.
 *
 * Headings: the page's title is its one h1, so a stored h1 becomes an h2 (and h5/h6 an h4) —
 * the author meant a heading, and dropping the tag alone would glue its words to the next
 * paragraph's. The editor offers h2–h4 only.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's',
  'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'figure', 'figcaption',
];

/** elements dropped together with everything inside them (not only their tags) */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'xmp', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes',
  'frameset', 'template', 'title', 'head', 'svg', 'math', 'plaintext', 'button', 'canvas', 'video', 'audio',
];

/**
 * A URL we are willing to write back: http(s), or relative to the site (`/path`, `path`, `#x`,
 * `?q`). Browsers ignore tabs and newlines inside URLs and trim control characters, so the
 * check sees what the browser would; any other scheme (javascript:, data:, vbscript:) fails,
 * as do protocol-relative `//host` and backslashes (which browsers read as slashes).
 */
export function safeUrl(raw: string, allowHttp: boolean): string | null {
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '' || url.includes('\\') || /[\u0000-\u001f\u007f]/.test(url) || url.startsWith('//')) return null;
  const scheme = /^([^/?#]*):/.exec(url);
  if (!scheme) return url;
  const name = scheme[1]!.toLowerCase();
  if (name === 'https' || (allowHttp && name === 'http')) return /^https?:\/\/[^/?#\s]+/i.test(url) ? url : null;
  return null;
}

/** A link's target: what `safeUrl` accepts with http, or a `mailto:` address. */
function linkUrl(raw: string): string | null {
  const mail = /^mailto:[^\s<>"'\\]+@[^\s<>"'\\]+$/i.exec(raw.trim());
  return mail ? mail[0] : safeUrl(raw, true);
}

/**
 * A picture: one of the site's own media files — a plain path under `/media/` (letters, digits,
 * `-_.~/` and %-escapes; no query, no quotes or spaces) with no `.` or `..` step out of it.
 */
function imageUrl(raw: string): string | null {
  const url = safeUrl(raw, false);
  return url !== null && /^\/media\/[\w.~%/-]+$/.test(url) && !/\/(\.|%2e){1,2}(\/|$)/i.test(url) ? url : null;
}

const DIMENSION = /^[1-9]\d{0,3}$/;

/** What a picture keeps: its src (one of the site's), its alt and its sizes in pixels; everything else (srcset, loading, handlers…) goes. */
function keptPicture(attribs: sanitize.Attributes): Record<string, string> {
  const src = imageUrl(attribs.src ?? '');
  if (src === null) return {};
  const kept: Record<string, string> = { src };
  if (attribs.alt !== undefined) kept.alt = attribs.alt;
  for (const side of ['width', 'height'] as const) {
    const value = attribs[side]?.trim();
    if (value !== undefined && DIMENSION.test(value)) kept[side] = value;
  }
  return kept;
}

/** The allow-list (exported for the test that shows its checks fail on a weaker one). */
export const RICH_TEXT_OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (_, attribs) => {
      const href = linkUrl(attribs.href ?? '');
      if (href === null) return { tagName: 'a', attribs: {} };
      const kept: Record<string, string> = { href };
      if (attribs.target === '_blank') kept.target = '_blank';
      kept.rel = 'noopener noreferrer';
      return { tagName: 'a', attribs: kept };
    },
    img: (_, attribs) => ({ tagName: 'img', attribs: keptPicture(attribs) }),
  },
  // a link without an acceptable href loses its tag (its text stays); a picture without an acceptable src goes
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

/** Rich text as it is stored: through the allow-list. */
export function sanitizeHtml(html: string): string {
  return clean(html, RICH_TEXT_OPTIONS);
}

/**
 * The width a rich text's picture is shown at: the article's column (src/web/components/content.css,
 * `.content-article-body`, 720 px) or the screen less the article's padding.
 */
export const RICH_PICTURE_SIZES = '(min-width: 760px) 720px, calc(100vw - 40px)';

/**
 * A staff upload (`/media/content/<id>-<width>.webp`) with the sizes the site keeps of it,
 * loaded lazily and decoded off the main thread — written here from the src alone, never taken
 * from what was stored.
 */
function readerPicture(kept: Record<string, string>): Record<string, string> {
  const media = kept.src ? CONTENT_MEDIA_PATTERN.exec(kept.src) : null;
  if (!media || !(CONTENT_IMAGE_WIDTHS as readonly number[]).includes(Number(media[2]))) return kept;
  const srcset = [...CONTENT_IMAGE_WIDTHS]
    .sort((a, b) => a - b)
    .map((width) => `/media/content/${media[1]}-${width}.webp ${width}w`)
    .join(', ');
  return { ...kept, srcset, sizes: RICH_PICTURE_SIZES, loading: 'lazy', decoding: 'async' };
}

/** The same allow-list on the way out, where a content picture gets its srcset, sizes and lazy loading. */
const READER_OPTIONS: sanitize.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedAttributes: { ...(RICH_TEXT_OPTIONS.allowedAttributes as Record<string, string[]>), img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'] },
  transformTags: {
    ...RICH_TEXT_OPTIONS.transformTags,
    img: (_, attribs) => ({ tagName: 'img', attribs: readerPicture(keptPicture(attribs)) }),
  },
};

/** Rich text as a public call answers it (src/server/domain/content.ts `richText`): cleaned again, pictures made responsive. */
export function sanitizeHtmlForReaders(html: string): string {
  return clean(html, READER_OPTIONS);
}
