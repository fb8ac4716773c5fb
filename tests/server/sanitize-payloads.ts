import { expect } from 'vitest';

/**
 * Known XSS payloads in the style of the OWASP XSS filter evasion cheat sheet, and the checks
 * that a sanitised answer is clean. Shared by the sanitiser's own test and the test of the
 * public calls that serve rich text.
 */
export const XSS_PAYLOADS: string[] = [
  // scripts
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<script>alert(1)</script >ok',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<script\x20type="text/javascript">javascript:alert(1);</script>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="/media/a.jpg" onerror="alert(1)">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<BODY ONLOAD=alert(1)>text',
  '<div onmouseover="alert(1)">hover</div>',
  '<p onclick=alert(1)>x</p>',
  '<a href="https://ok.example"\nonclick=alert(1)>x</a>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red">x</a>',
  '<img src=x onerror=alert(1)//',
  '<p>keep<img src="x" onerror="alert(1)"',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  // javascript:, vbscript:, data: URLs in every disguise
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  JAVASCRIPT:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java\nscript:alert(1)">click</a>',
  '<a href="java&Tab;script&colon;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">c</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74(1)">c</a>',
  '<a href=" &#14;  javascript:alert(1)">c</a>',
  '<a href="jav&#x09;ascript:alert(1)">c</a>',
  '<a href="jav&#x0A;ascript:alert(1)">c</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="/\\evil.example/">x</a>',
  '<a href="mailto:x@y.z?body=<script>alert(1)</script>">x</a>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="http://insecure.example/a.jpg">',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)><p>after</p>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>',
  // frames, objects, embeds
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="http://xss.rocks/scriptlet.html"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>',
  // CSS
  '<style>@import "http://xss.rocks/xss.css";</style>text',
  '<style>body{background:url(javascript:alert(1))}</style>text',
  '<p style="background:url(javascript:alert(1))">text</p>',
  '<p style="width: expression(alert(1))">text</p>',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<img src="/media/a.jpg" style="xss:expr/*XSS*/ession(alert(1))">',
  '<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">',
  // document-level elements
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1)">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">',
  '<BASE HREF="javascript:alert(1);//">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<isindex action="javascript:alert(1)" type=submit>',
  '<template><img src=x onerror=alert(1)></template>',
  // comments, CDATA, unclosed tags and parser confusion (mutation XSS)
  '<!--<img src=x onerror=alert(1)>-->ok',
  '<!--[if gte IE 4]><SCRIPT>alert(1);</SCRIPT><![endif]-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<img alt="<x" title="/><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example/" title="&quot;><img src=x onerror=alert(1)>">x</a>',
  '<img src="https://ok.example/a.png" alt="x&quot; onerror=&quot;alert(1)">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
  '<title><img src=x onerror=alert(1)></title>',
  '<select><template><style><img src=x onerror=alert(1)></style></template></select>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<a href="https://ok.example/"><img src=x onerror=alert(1)></a',
  '<img src=`javascript:alert(1)`>',
  // pictures: only the site's own, never a srcset, loading or style taken from the input
  '<img src="https://ok.example/a.png" alt="another host">',
  '<img src="/media/content/0123456789abcdef0123456789abcdef-1600.webp" srcset="javascript:alert(1) 1x, https://evil.example/a.png 2x">',
  '<img src="/media/a.jpg" srcset="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+ 2x" sizes="100vw" loading="eager" decoding="sync">',
  '<img src="/media/a.jpg" alt="a" srcset=x onerror=alert(1)>',
  '<img src="/media/a.jpg&quot; onerror=&quot;alert(1)">',
  '<img src="/media/../../javascript:alert(1)">',
  '<img src=" /media/a.svg" style="behavior:url(x.htc)" onload="alert(1)">',
  '<picture><source srcset="javascript:alert(1)"><img src="/media/a.jpg"></picture>',
  '<img/src=x/onerror=alert(1)>',
  '<img\nsrc=x\nonerror=alert(1)>',
  '</p><p>ok</p>',
];

/** Allowed markup, each in the form the sanitiser writes: it must come back unchanged. */
export const GOOD_SAMPLES: string[] = [
  '<h2>Harvest</h2><h3>Notes</h3><h4>More</h4>',
  '<p>One <strong>two</strong> <em>three</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s><br />four</p>',
  '<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>',
  '<blockquote><p>酒是装在瓶子里的诗。</p></blockquote>',
  '<figure><img src="/media/demo/medal-gold.svg" alt="Gold" /><figcaption>蓬萊金獎</figcaption></figure>',
  '<p><img src="/media/uploads/ab12-960.webp" alt="葡萄园" width="960" height="640" /></p>',
  '<p><img src="/media/content/0123456789abcdef0123456789abcdef-1600.webp" alt="清晨的葡萄园" width="1600" height="900" /></p>',
  '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a></p>',
  '<p><a href="http://example.com" target="_blank" rel="noopener noreferrer">x</a></p>',
  '<p><a href="/#/series" rel="noopener noreferrer">series</a> and <a href="/news/3" rel="noopener noreferrer">news</a></p>',
  '<p><a href="mailto:info@example.com" rel="noopener noreferrer">mail</a></p>',
  '<p>蓬莱 &amp; 1 &lt; 2 &gt; 0 “quotes” "double" \'single\'</p>',
  '<p>javascript: is only text here, so is onerror=alert(1)</p>',
];

const SIMPLE = 'p|br|strong|em|b|i|u|s|ul|ol|li|h2|h3|h4|blockquote|figure|figcaption';
const VALUE = '"[^"<>]*"';
/** a staff upload's sizes, as the public calls add them (never from stored input) */
const MEDIA = '/media/content/([0-9a-f]{32})';
const READER_PICTURE = ` srcset="${MEDIA}-800\\.webp 800w, ${MEDIA}-1600\\.webp 1600w" sizes="\\(min-width: 760px\\) 720px, calc\\(100vw - 40px\\)" loading="lazy" decoding="async"`;
/** every tag the sanitiser may write, in exactly the form it writes it */
const TAG = new RegExp(
  `^(<(${SIMPLE})>|<br />|</(${SIMPLE}|a)>|<a href=${VALUE}( target="_blank")? rel="noopener noreferrer">|` +
    `<img src="/media/[^"<>]*"( alt=${VALUE})?( width="\\d{1,4}")?( height="\\d{1,4}")?(${READER_PICTURE})? />)$`,
);
const FORBIDDEN_ELEMENT = /<\/?(script|style|iframe|object|embed|svg|math|base|meta|link|form|input|button|frame|frameset|template|noscript|textarea|xmp|title|video|source|details|marquee|isindex|div|span|table)\b/i;

/**
 * Asserts that sanitised HTML is clean: every tag is one of the allowed forms (so no handler,
 * style, class or other attribute can hide anywhere), no forbidden element, no event handler
 * or `expression(` inside a tag, every URL https/http, mailto or site-relative — never
 * javascript:, vbscript: or data:, after the entities a browser would decode — a picture only
 * one of the site's (`/media/…`), and a srcset only the site's two sizes of the picture's own src.
 */
export function expectClean(html: string, input = '') {
  const where = input ? `input ${JSON.stringify(input)} gave ${JSON.stringify(html)}` : html;
  expect(html, where).not.toMatch(FORBIDDEN_ELEMENT);
  for (const tag of html.match(/<[^>]*>?/g) ?? []) {
    expect(tag, where).toMatch(TAG);
    // outside attribute values (inside one, `onerror=` or `expression(` is only text)
    expect(tag.replace(/"[^"]*"/g, '""'), where).not.toMatch(/[\s/]on\w+\s*=|[\s/]style\s*=|expression\s*\(/i);
  }
  for (const [, src, first, second] of html.matchAll(/<img src="([^"]*)"[^>]*? srcset="[^"]*?([0-9a-f]{32})-800\.webp 800w, [^"]*?([0-9a-f]{32})-1600\.webp/g)) {
    expect([first, second], where).toEqual([src!.slice(15, 47), src!.slice(15, 47)]);
  }
  for (const [, url] of html.matchAll(/(?:href|src)="([^"]*)"/g)) {
    const decoded = url!
      .replace(/&(#x?[0-9a-f]+|[a-z]+);?/gi, (all, ref: string) =>
        ref.startsWith('#') ? String.fromCodePoint(Number.parseInt(ref.slice(ref[1] === 'x' ? 2 : 1), ref[1] === 'x' ? 16 : 10)) : ({ amp: '&', colon: ':', tab: '\t', newline: '\n' } as Record<string, string>)[ref.toLowerCase()] ?? all,
      )
      .replace(/[\u0000-\u0020]/g, '');
    expect(decoded, where).not.toMatch(/^(javascript|vbscript|data):/i);
    expect(decoded, where).toMatch(/^(https?:\/\/[^/\\]|mailto:|\/(?![/\\])|[#?]|[^:/\\]*(?:[/?#]|$))/i);
  }
}
