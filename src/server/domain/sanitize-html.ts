/**
 * An allow-list HTML sanitiser for the content's rich text (news, reports, wine descriptions).
 * It re-writes rather than filters: the input is tokenised the way a browser would (tags,
 * quoted and unquoted attributes, comments), and only allowed elements with allowed attributes
 * are written back, attribute values re-escaped, text escaped, every element closed. Anything
 * it does not understand becomes text or disappears, never markup.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'img', 'figure', 'figcaption']);
const VOID = new Set(['br', 'img']);
/** elements dropped together with everything inside them */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp',
  'template', 'svg', 'math', 'select', 'plaintext', 'frameset', 'head',
]);

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  sol: '/', bsol: '\\', lpar: '(', rpar: ')', period: '.', comma: ',', semi: ';', equals: '=', num: '#',
  excl: '!', quest: '?', commat: '@', percnt: '%', lowbar: '_', hyphen: '-', dash: '-',
};

/** Decodes character references in an attribute value as a browser would (numeric ones may lack the `;`). */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d{1,8});?|#x([0-9a-f]{1,8});?|([a-z][a-z0-9]{1,31});)/gi, (whole, dec, hex, name) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[String(name).toLowerCase()] ?? whole;
  });
}

const escapeText = (text: string) =>
  text.replace(/&(?!(?:#\d{1,8}|#x[0-9a-f]{1,8}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

interface Tag {
  name: string;
  attrs: Map<string, string>;
  end: number;
}

const SPACE = /[\t\n\f\r ]/;
const TAG_NAME = /[a-z][^\t\n\f\r />]*/iy;
const ATTR_NAME = /[^\t\n\f\r />=][^\t\n\f\r />=]*|=[^\t\n\f\r />=]*/y;
const UNQUOTED = /[^\t\n\f\r >]*/y;

const matchAt = (re: RegExp, text: string, at: number): string | null => {
  re.lastIndex = at;
  return re.exec(text)?.[0] ?? null;
};

/** Reads the tag whose name starts at `start`; null when it is never closed by `>`. */
function readTag(html: string, start: number): Tag | null {
  const name = matchAt(TAG_NAME, html, start);
  if (name === null) return null;
  const attrs = new Map<string, string>();
  let i = start + name.length;
  const skipSpace = () => {
    while (i < html.length && SPACE.test(html[i]!)) i += 1;
  };
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') return { name: name.toLowerCase(), attrs, end: i + 1 };
    if (c === '/' || SPACE.test(c)) {
      i += 1;
      continue;
    }
    const attrName = matchAt(ATTR_NAME, html, i) ?? c;
    i += attrName.length;
    skipSpace();
    let value = '';
    if (html[i] === '=') {
      i += 1;
      skipSpace();
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        value = matchAt(UNQUOTED, html, i) ?? '';
        i += value.length;
      }
    }
    const key = attrName.toLowerCase();
    if (!attrs.has(key)) attrs.set(key, decodeEntities(value)); // the first of duplicates wins, as in browsers
  }
  return null;
}

/** The allowed form of an element's start tag, or null to drop the tag (its text stays). */
function startTag(tag: Tag): string | null {
  if (tag.name === 'a') {
    const href = safeUrl(tag.attrs.get('href') ?? '', true);
    return href === null ? null : `<a href="${escapeAttr(href)}" rel="noopener noreferrer">`;
  }
  if (tag.name === 'img') {
    const src = safeUrl(tag.attrs.get('src') ?? '', false);
    if (src === null) return null;
    const alt = tag.attrs.get('alt');
    return `<img src="${escapeAttr(src)}"${alt === undefined ? '' : ` alt="${escapeAttr(alt)}"`}>`;
  }
  return `<${tag.name}>`;
}

/** Index just past `</name …>` (any case), or the end of the input when it never comes. */
function skipPast(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
  close.lastIndex = from;
  const found = close.exec(html);
  if (!found) return html.length;
  const gt = html.indexOf('>', found.index);
  return gt < 0 ? html.length : gt + 1;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
    } else if (next === '!' || next === '?' || (next === '/' && !/[a-z]/i.test(html[lt + 2] ?? ''))) {
      // doctype, CDATA, processing instruction or `</ x>`: a bogus comment up to the next `>`
      const close = html.indexOf('>', lt);
      i = close < 0 ? html.length : close + 1;
    } else if (next === '/') {
      const tag = readTag(html, lt + 2);
      if (!tag) break; // an end tag never closed swallows the rest, as in a browser
      i = tag.end;
      const at = open.lastIndexOf(tag.name);
      if (at >= 0) {
        for (const name of open.splice(at).reverse()) out += `</${name}>`;
      }
    } else if (/[a-z]/i.test(next)) {
      const tag = readTag(html, lt + 1);
      if (!tag) break; // `<img src=x onerror=… ` at the end: never a tag, never text
      i = tag.end;
      if (DROP_WITH_CONTENT.has(tag.name)) {
        i = skipPast(html, i, tag.name);
      } else if (ALLOWED.has(tag.name)) {
        const written = startTag(tag);
        if (written !== null) {
          out += written;
          if (!VOID.has(tag.name)) open.push(tag.name);
        }
      }
    } else {
      out += '&lt;';
      i = lt + 1;
    }
  }
  for (const name of open.reverse()) out += `</${name}>`;
  return out;
}
