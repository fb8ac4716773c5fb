import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID, type FirstScreen } from '../../src/contract/first-screen';
import { HTML_LANG, type Lang } from '../../src/contract/lang';
import { scriptJson } from '../../src/server/plugins/web-ssr';
import { chromeCn } from '../../src/web/locales/chrome.cn';
import { chromeEn } from '../../src/web/locales/chrome.en';
import { chromeTw } from '../../src/web/locales/chrome.tw';
import { firstCn } from '../../src/web/locales/first.cn';
import { firstEn } from '../../src/web/locales/first.en';
import { firstTw } from '../../src/web/locales/first.tw';
import { testApp } from '../helpers/test-app';

/**
 * GET / with the home rendered into it (docs/architecture.md, "The first screen from the server"):
 * the SPA's own components render it (here the renderer's source, compiled by the test runner,
 * stands in for dist/web-ssr), in the visitor's language, from the content the home's calls
 * answer, with that content in a JSON block the browser hydrates from. Without a renderer, or
 * when it fails, index.html is served as before.
 */
const READ_CACHE_MS = 400;
const TEMPLATE = `<!doctype html>
<html lang="zh-Hant">
  <head>
    <title>Penglai Cliffside Estate</title>
    <link id="hero-preload" rel="preload" as="image" href="media/demo/vineyard-dusk.svg" fetchpriority="high" />
    <script type="module" crossorigin src="./assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="./assets/index-abc.css">
  </head>
  <body><div id="boot-loader" role="status"></div><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  'main.tsx': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'], isEntry: true, src: 'main.tsx' },
  'features/home/home.view.tsx': { file: 'assets/home.view-abc.js', src: 'features/home/home.view.tsx', imports: ['main.tsx', '_public-abc.js'], css: ['assets/home-abc.css'] },
  '_public-abc.js': { file: 'assets/public-abc.js', imports: ['main.tsx'], css: ['assets/public-abc.css'] },
};
/** The home's stylesheets as built; one pointing at a file of its own stays a link. */
const STYLESHEETS = {
  'assets/index-abc.css': '.site-header{color:#2a0f17}',
  'assets/home-abc.css': '.home-hero{min-height:80vh}',
  'assets/public-abc.css': '.wine-card{background:url(wine-abc.svg)}',
};
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CHROME: Record<Lang, { home: { title: string } }> = { cn: chromeCn, tw: chromeTw, en: chromeEn };
const FIRST_STRINGS: Record<Lang, object> = { cn: firstCn, tw: firstTw, en: firstEn };

function makeDist(renderer: string | null): string {
  const dist = mkdtempSync(join(tmpdir(), 'winery-first-screen-'));
  const web = join(dist, 'web');
  mkdirSync(join(web, '.vite'), { recursive: true });
  writeFileSync(join(web, 'index.html'), TEMPLATE);
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(web, 'assets'));
  for (const [file, css] of Object.entries(STYLESHEETS)) writeFileSync(join(web, file), css);
  if (renderer !== null) {
    mkdirSync(join(dist, 'web-ssr'));
    writeFileSync(join(dist, 'web-ssr', 'entry-server.js'), renderer);
  }
  return dist;
}

/** The real renderer: src/web/entry-server.tsx, as `vite build --mode ssr` builds it. */
const REAL = `export * from ${JSON.stringify(resolve('src/web/entry-server.tsx'))};\n`;

type App = Awaited<ReturnType<typeof testApp>>;

async function get(app: App, headers: Record<string, string> = {}, url = '/') {
  const res = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'user-agent': PHONE, ...headers } });
  const html = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload).toString('utf8');
  const root = /<div id="root"( data-lang="(\w+)")?>([\s\S]*?)<\/div><script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html);
  return { res, html, lang: root?.[2], root: root?.[3] ?? null, json: root?.[4] ?? null, state: root ? (JSON.parse(root[4]!) as FirstScreen) : null };
}

const call = async (app: App, path: string, lang: Lang, form = '') =>
  (await app.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `lang=${lang}${form}` })).json().data;

const firstSlide = (app: App) => app.db.selectFrom('rotations').select(['id', 'title']).where('switch', '=', 1).orderBy('sort').orderBy('id').executeTakeFirstOrThrow();

describe('the first screen from the server', () => {
  let dist: string;
  let t: App;
  beforeAll(async () => {
    dist = makeDist(REAL);
    t = await testApp({ env: { WEB_DIST: join(dist, 'web'), READ_CACHE_MS: String(READ_CACHE_MS) } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['cn', 'tw', 'en'] as const)('renders the home in the language of the lang cookie (%s), from what the home’s calls answer', async (lang) => {
    const page = await get(t, { cookie: `theme=dark; lang=${lang}` });
    expect(page.res.statusCode).toBe(200);
    expect(page.res.headers['vary']).toBe('accept-encoding, cookie, user-agent');
    expect(page.res.headers['cache-control']).toBe('no-cache');
    expect(page.html).toContain(`<html lang="${HTML_LANG[lang]}">`);
    expect(page.lang).toBe(lang);

    // the home's own words and the content in that language, in the markup
    const slide = await firstSlide(t);
    expect(page.root).toContain(`<h1 id="home-title">${CHROME[lang].home.title}</h1>`);
    expect(page.root).toContain(`<h2 class="home-hero-slide-title">${slide.title[lang]}</h2>`);
    expect(page.root).toContain('class="home-news"');
    expect(page.root).toContain('class="site-header is-mobile"');

    // what it was rendered from: exactly the calls' answers, so the browser's machines start from it
    const rotations = await call(t, '/api/winery/rotation/getRotationList', lang);
    const news = await call(t, '/api/winery/news/list', lang, '&page=1&pagesize=3');
    const dynamics = await call(t, '/api/winery/dynamic/getDynamicList', lang);
    const wines = await call(t, '/api/winery/wine/list', lang);
    const promotion = await call(t, '/api/member/activity/index', lang);
    expect(promotion).not.toBeNull();
    const { strings, ...state } = page.state!;
    expect(state).toEqual({ lang, width: 390, home: { rotations, news: news.list, dynamics, wines }, chrome: { ageNotice: true, promotion } });
    // and the strings it was rendered with, which the browser then need not download
    expect(strings).toEqual(FIRST_STRINGS[lang]);
    for (const item of news.list as { title: string }[]) expect(page.root).toContain(item.title);

    // the loading screen stays hidden under the markup; the home's styles are in the page, instead
    // of stylesheets to wait for, but for one whose url() is relative to itself. Those inline stay
    // named by disabled links (not fetched), so that the app's chunk loader does not load them
    // again; the home's scripts are preloaded beside the entry (its own script tag)
    expect(page.html).toContain('<div id="boot-loader" style="display:none"');
    expect(page.html).toContain(
      '<style>.site-header{color:#2a0f17}.home-hero{min-height:80vh}</style>' +
        '<link rel="stylesheet" href="./assets/index-abc.css" disabled><link rel="stylesheet" href="./assets/home-abc.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="./assets/public-abc.css">' +
        '<link rel="modulepreload" crossorigin href="./assets/public-abc.js"><link rel="modulepreload" crossorigin href="./assets/home.view-abc.js"></head>',
    );
    expect(page.html.match(/index-abc\.css/g)).toHaveLength(1);
    expect(page.html.match(/index-abc\.js/g)).toHaveLength(1);
    expect(page.html).toContain(`<link id="hero-preload" rel="preload" as="image" href="${rotations[0].image.replace(/^\//, '')}"`);
  });

  it('draws the strips a first visit sees, and leaves out what the visitor put away (their cookies)', async () => {
    const promotion = await call(t, '/api/member/activity/index', 'en');
    const first = await get(t, { cookie: 'lang=en' });
    expect(first.root).toContain('data-testid="age-notice"');
    expect(first.root).toContain('data-testid="promotion-badge"');
    expect(first.root).toContain(promotion.title);

    const returning = await get(t, { cookie: `lang=en; age-notice-seen=1; promotion-put-away=${promotion.id}` });
    expect(returning.state?.chrome).toEqual({ ageNotice: false, promotion: null });
    expect(returning.root).not.toContain('data-testid="age-notice"');
    expect(returning.root).not.toContain('data-testid="promotion-badge"');
    // another activity than the one put away still shows; so does the notice for any other value
    const other = await get(t, { cookie: `lang=en; age-notice-seen=0; promotion-put-away=${promotion.id + 1}` });
    expect(other.state?.chrome).toEqual({ ageNotice: true, promotion });
    expect(other.root).toContain('data-testid="promotion-badge"');
  });

  it('takes a first visit’s lang query over the cookie, defaults to tw, and lays a desktop browser out wide unless its window was narrow', async () => {
    expect((await get(t, { cookie: 'lang=en' }, '/?lang=cn')).lang).toBe('cn');
    expect((await get(t, { cookie: 'lang=xx' })).lang).toBe('tw');
    const wide = await get(t, { 'user-agent': DESKTOP });
    expect(wide.state?.width).toBe(1280);
    expect(wide.root).toContain('class="site-header is-desktop"');
    // the layout the window had last (the browser's cookie) over the guess from the name: an iPad
    // names itself a Mac, a desktop window may be narrow
    const narrowDesktop = await get(t, { 'user-agent': DESKTOP, cookie: 'lang=en; layout=narrow' });
    expect(narrowDesktop.state?.width).toBe(390);
    expect(narrowDesktop.root).toContain('class="site-header is-mobile"');
    expect((await get(t, { cookie: 'layout=wide' })).state?.width).toBe(1280);
    expect((await get(t, { 'user-agent': DESKTOP, cookie: 'layout=tiny' })).state?.width).toBe(1280);
  });

  it('follows the content: a slide renamed in the database is on the page once the read cache’s time has passed', async () => {
    const slide = await firstSlide(t);
    const before = await get(t, { cookie: 'lang=en' });
    expect(before.root).toContain(slide.title.en);
    await t.db.updateTable('rotations').set({ title: JSON.stringify({ ...slide.title, en: 'Harvest under the lighthouse' }) }).where('id', '=', slide.id).execute();
    await new Promise((done) => setTimeout(done, READ_CACHE_MS + 100));
    const after = await get(t, { cookie: 'lang=en' });
    expect(after.root).toContain('<h2 class="home-hero-slide-title">Harvest under the lighthouse</h2>');
    expect(after.state?.home.rotations?.[0]?.title).toBe('Harvest under the lighthouse');
    // the other languages' pages are their own
    expect((await get(t, { cookie: 'lang=cn' })).root).toContain(slide.title.cn);
  });

  it('keeps the JSON block a data block: no </script>, no line separators, and it parses back to the text', async () => {
    const slide = await firstSlide(t);
    const nasty = 'A </script><script>alert(1)</script> <!-- \u2028 & "quoted"';
    await t.db.updateTable('rotations').set({ title: JSON.stringify({ ...slide.title, tw: nasty }) }).where('id', '=', slide.id).execute();
    await new Promise((done) => setTimeout(done, READ_CACHE_MS + 100));
    const page = await get(t, { cookie: 'lang=tw' });
    expect(page.json).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(page.state?.home.rotations?.[0]?.title).toBe(nasty);
    // in the markup React escapes it as text
    expect(page.root).toContain('A &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html.match(new RegExp(`id="${FIRST_SCREEN_ID}"`, 'g'))).toHaveLength(1);
    expect(JSON.parse(scriptJson({ s: nasty }))).toEqual({ s: nasty });
  });
});

describe('without the first screen', () => {
  const apps: { app: App; dist: string }[] = [];
  afterAll(async () => {
    for (const { app, dist } of apps) {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
  const start = async (renderer: string | null, manifest?: string) => {
    const dist = makeDist(renderer);
    if (manifest !== undefined) writeFileSync(join(dist, 'web', '.vite', 'manifest.json'), manifest);
    const app = await testApp({ env: { WEB_DIST: join(dist, 'web') } });
    apps.push({ app, dist });
    return app;
  };

  it('serves index.html as built when no renderer was built (dist/web-ssr absent)', async () => {
    const page = await get(await start(null), { cookie: 'lang=en' });
    expect(page.res.statusCode).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain(FIRST_SCREEN_ID);
    expect(page.html).toContain('<div id="boot-loader" role="status">');
    expect(page.res.headers['vary']).toBe('accept-encoding');
  });

  it('serves index.html as built when the renderer cannot be loaded', async () => {
    const page = await get(await start('throw new Error("broken as it loads");\n'));
    expect(page.res.statusCode).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain(FIRST_SCREEN_ID);
  });

  it('serves index.html as built when the build’s manifest cannot be read (the home’s styles unknown)', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    const app = await start(REAL, '{"main.tsx": ');
    // the renderer has loaded and failed long before anyone asks for a page
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.off('unhandledRejection', record);
    expect(unhandled).toEqual([]);
    const page = await get(app);
    expect(page.res.statusCode).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain(FIRST_SCREEN_ID);
  });

  it('serves index.html as built when the renderer fails', async () => {
    const page = await get(await start('export async function renderHome() { throw new Error("broken"); }\n'));
    expect(page.res.statusCode).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain(FIRST_SCREEN_ID);
  });
});

/**
 * The renderer is loaded while the server starts answering (60–100 ms of a start): the calls do not
 * wait for it, and a page asked for before it is ready waits, then comes rendered.
 */
describe('the first screen while its renderer loads', () => {
  const gate = globalThis as { rendererGate?: Promise<void> };
  let open!: () => void;
  let dist: string;
  let t: App;
  beforeAll(async () => {
    gate.rendererGate = new Promise((resolve) => (open = resolve));
    dist = makeDist(`await globalThis.rendererGate;\n${REAL}`);
    // resolves although the renderer cannot finish loading until the gate opens
    t = await testApp({ env: { WEB_DIST: join(dist, 'web') } });
  });
  afterAll(async () => {
    open();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
    delete gate.rendererGate;
  });

  it('answers the calls at once, and renders the first page once the renderer is there', async () => {
    const placard = await t.app.inject({ method: 'POST', url: '/api/winery/placard/get', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'lang=en' });
    expect(placard.statusCode).toBe(200);
    let answered = false;
    const first = get(t, { cookie: 'lang=en' }).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    open();
    const page = await first;
    expect(page.res.statusCode).toBe(200);
    expect(page.lang).toBe('en');
    expect(page.root).toContain(`<h1 id="home-title">${CHROME.en.home.title}</h1>`);
  });
});
