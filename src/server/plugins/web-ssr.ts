import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AGE_NOTICE_COOKIE,
  FIRST_SCREEN_ID,
  HOME_NEWS_COUNT,
  LANG_COOKIE,
  LAYOUT_COOKIE,
  PROMOTION_PUT_AWAY_COOKIE,
  type FirstChrome,
  type FirstScreen,
  type FirstScreenRenderer,
  type HomeSnapshot,
} from '../../contract/first-screen';
import { activityIndex, dynamicList, newsList, rotationList, wineList } from '../../contract/home-content';
import { DEFAULT_LANG, HTML_LANG, isLang, type Lang } from '../../contract/lang';
import type { Result } from './api';
import { readPublic } from './read-call';

/**
 * The first screen from the server (docs/architecture.md): `GET /` with the home rendered into
 * `#root` by the SPA's own components (dist/web-ssr, built beside dist/web), from the same reads
 * the home's calls answer, and what it was rendered from as a JSON block the browser hydrates with.
 */

const cookieOf = (request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];

/**
 * The window width the server renders for: it cannot know it, so it takes the layout the window
 * had on the last visit (the `layout` cookie, lib/storage.ts), else guesses it from the browser's
 * name — wrong for an iPad, whose Safari names itself a Mac, and for a narrow desktop window.
 */
export const FIRST_SCREEN_WIDTH = { narrow: 390, wide: 1280 } as const;
const NARROW_BROWSER = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i;
/** Rendered pages kept per content version (languages × layouts × the strips put away or not, and a version more). */
const RENDERED_MAX = 40;

export function widthFor(request: Pick<FastifyRequest, 'headers'>): number {
  const layout = cookieOf(request, LAYOUT_COOKIE);
  if (layout === 'narrow' || layout === 'wide') return FIRST_SCREEN_WIDTH[layout];
  return NARROW_BROWSER.test(request.headers['user-agent'] ?? '') ? FIRST_SCREEN_WIDTH.narrow : FIRST_SCREEN_WIDTH.wide;
}

/**
 * The visitor's language as the browser will most likely pick it (lib/storage.ts resolveLang): a
 * `lang` query (a first visit's link), else the `lang` cookie (the stored choice), else the
 * default. When the browser picks another (its tab's own stored choice), it renders from scratch.
 */
export function langFor(request: Pick<FastifyRequest, 'headers' | 'query'>): Lang {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(query)) return query;
  const cookie = cookieOf(request, LANG_COOKIE);
  return isLang(cookie) ? cookie : DEFAULT_LANG;
}

/**
 * The strips the browser will draw above the page (lib/storage.ts keeps the same cookies): the age
 * notice until it was put away, the live promotion unless this visit put it away. Drawn by the
 * server too, they take their place before the first paint instead of pushing the page down.
 */
export function chromeFor(request: Pick<FastifyRequest, 'headers'>, promotion: FirstChrome['promotion']): FirstChrome {
  const putAway = Number(cookieOf(request, PROMOTION_PUT_AWAY_COOKIE));
  return { ageNotice: cookieOf(request, AGE_NOTICE_COOKIE) !== '1', promotion: promotion && promotion.id !== putAway ? promotion : null };
}

/** JSON to sit inside `<script type="application/json">`: no `<` (so no `</script>` or `<!--`), no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The home's sections read as its calls answer them; a section that fails is null, as in the browser. */
export async function homeSnapshot(app: FastifyInstance, lang: Lang): Promise<HomeSnapshot | null> {
  const part = async <T>(read: () => Promise<Result<T>>): Promise<T | null> => {
    try {
      const result = await read();
      return result.ok ? result.data : null;
    } catch (err) {
      app.log.warn({ err }, 'a section of the first screen could not be read');
      return null;
    }
  };
  const [rotations, news, dynamics, wines] = await Promise.all([
    part(() => readPublic(app, rotationList, {}, lang)),
    part(() => readPublic(app, newsList, { page: 1, pagesize: HOME_NEWS_COUNT }, lang)),
    part(() => readPublic(app, dynamicList, {}, lang)),
    part(() => readPublic(app, wineList, {}, lang)),
  ]);
  const home: HomeSnapshot = { rotations, news: news?.list ?? null, dynamics, wines };
  return Object.values(home).every((section) => section === null) ? null : home;
}

/**
 * The files of the home's chunk and of the chunks it imports, from the client build's manifest:
 * their stylesheets (the entry's among them) and their scripts but the entry's, which the page
 * loads itself.
 */
export function homeFiles(root: string): { stylesheets: string[]; modules: string[] } {
  const file = resolve(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return { stylesheets: [], modules: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[]; src?: string; isEntry?: boolean }>;
  const start = Object.keys(manifest).find((key) => manifest[key]?.src === 'features/home/home.view.tsx');
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // what a chunk imports comes first, as the browser applies them (the entry's stylesheet first)
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((href) => stylesheets.add(href));
    if (!chunk.isEntry) modules.add(chunk.file);
  };
  if (start) visit(start);
  return { stylesheets: [...stylesheets], modules: [...modules] };
}

/**
 * The home's files as the page names them: the stylesheets put inline (their text, and which they
 * were), those left as links, and the scripts the page preloads.
 */
export interface HomeAssets {
  css: string;
  inlined: string[];
  linked: string[];
  modules: string[];
}

/**
 * The home's stylesheets as one `<style>` (the CSP allows inline styles), read once: the page
 * paints without waiting for a stylesheet request. One pointing at other files (`url(…)`, which
 * resolves against the stylesheet) or that could close the element stays a link. Its scripts are
 * passed on, to be preloaded.
 */
export function homeAssets(root: string): HomeAssets {
  const { stylesheets, modules } = homeFiles(root);
  const assets: HomeAssets = { css: '', inlined: [], linked: [], modules };
  for (const href of stylesheets) {
    const file = resolve(root, href);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (text === null || /url\(|<\/style/i.test(text)) assets.linked.push(href);
    else {
      assets.css += text;
      assets.inlined.push(href);
    }
  }
  return assets;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * index.html with the first screen in it: language, title, the home's styles (inline, in place of
 * the template's links to them), the markup and its state; the loading screen hidden (the browser
 * shows it again when it renders another screen instead).
 *
 * Each stylesheet put inline stays named by a disabled link, which the browser neither fetches nor
 * applies: the app's chunk loader links the stylesheets of the home's chunk unless the page has
 * them, and would otherwise fetch them and apply them a second time (a restyle of the whole page)
 * before the home can hydrate. The home's scripts are preloaded beside the entry, not asked for
 * once it has run.
 */
export function firstScreenPage(template: string, rendered: { html: string; title: string }, state: FirstScreen, assets: HomeAssets): string {
  let page = template;
  for (const href of assets.inlined) page = page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]* href="\\./${escapeRegExp(href)}"[^>]*>`), '');
  const links = [
    ...assets.inlined.map((href) => `<link rel="stylesheet" href="./${escapeHtml(href)}" disabled>`),
    ...assets.linked.filter((href) => !template.includes(href)).map((href) => `<link rel="stylesheet" crossorigin href="./${escapeHtml(href)}">`),
    ...assets.modules.map((file) => `<link rel="modulepreload" crossorigin href="./${escapeHtml(file)}">`),
  ].join('');
  const style = assets.css ? `<style>${assets.css}</style>` : '';
  // replaced by functions: in a replacement string, `$&` or `$'` in the content would be patterns
  return page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${HTML_LANG[state.lang]}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', () => `${style}${links}</head>`)
    .replace('<div id="boot-loader"', '<div id="boot-loader" style="display:none"')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-lang="${state.lang}">${rendered.html}</div><script type="application/json" id="${FIRST_SCREEN_ID}">${scriptJson(state)}</script>`,
    );
}

/** The server renderer built beside the web app (`<WEB_DIST>-ssr/entry-server.js`), or null without one. */
export async function loadRenderer(app: FastifyInstance, root: string): Promise<FirstScreenRenderer | null> {
  const file = resolve(`${root}-ssr`, 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no first-screen renderer built: index.html is served without the home in it');
    return null;
  }
  try {
    return (await import(pathToFileURL(file).href)) as FirstScreenRenderer;
  } catch (err) {
    app.log.error({ err, file }, 'the first-screen renderer could not be loaded: index.html is served without the home in it');
    return null;
  }
}

/**
 * The first screen's page for a language and a layout, as `make` turns it into what is sent
 * (compressed): read through the read cache like the calls, and rendered again only when the
 * content changed (its JSON's hash), so a page costs a render once per content version.
 */
export function firstScreenPages<P>(
  app: FastifyInstance,
  renderer: FirstScreenRenderer,
  template: string,
  assets: HomeAssets,
  make: (html: string, state: FirstScreen) => P,
) {
  const rendered = new Map<string, Promise<P>>();
  const render = async (state: FirstScreen): Promise<P> => {
    const version = createHash('sha256').update(JSON.stringify(state)).digest('base64url');
    let page = rendered.get(version);
    if (!page) {
      if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
      // the page brings the strings it was rendered with: hydrating downloads no strings first
      page = renderer.renderHome(state).then((rendered) => make(firstScreenPage(template, rendered, { ...state, strings: rendered.strings }, assets), state));
      rendered.set(version, page);
      page.catch(() => rendered.delete(version));
    }
    return page;
  };
  /** The page for this request, or null when the home has no content to show (then index.html as built). */
  return async (request: FastifyRequest): Promise<P | null> => {
    const lang = langFor(request);
    const width = widthFor(request);
    // the live promotion from the read cache too: the page is one of a few per language and layout
    const promotion = await readPublic(app, activityIndex, {}, lang).then(
      (result) => (result.ok ? result.data : null),
      () => null, // unknown: the browser asks and draws it
    );
    const chrome = chromeFor(request, promotion);
    return app.readCache.get(`first-screen|${lang}|${width}|${chrome.ageNotice ? 1 : 0}|${chrome.promotion?.id ?? 0}`, async () => {
      const home = await homeSnapshot(app, lang);
      return home ? render({ lang, width, home, chrome }) : null;
    });
  };
}
