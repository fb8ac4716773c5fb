import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, baseURL, DESKTOP, launch, PHONE } from './browser';
import { envelope, STUBBED_MEMBER, stubbedCart, withSession } from './members';

/**
 * The first screen from the server (docs/architecture.md): the home arrives as HTML, painted
 * before any JavaScript runs, in the visitor's language; the browser hydrates that markup (the
 * same nodes stay, nothing is fetched twice, React reports no mismatch) and the page then works as
 * before; a deep hash link still renders its own screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const HOME = {
  cn: { title: '海与崖共同塑造的葡萄酒', slide: '面朝大海的葡萄园', news: '2026 年采收报告：一个凉爽而从容的秋天', wine: '崖畔正牌干红 2019', zh: '简' },
  tw: { title: '海與崖共同塑造的葡萄酒', slide: '面朝大海的葡萄園', news: '2026 年採收報告：一個涼爽而從容的秋天', wine: '崖畔正牌乾紅 2019', zh: '繁' },
  en: { title: 'Wines shaped by the sea and the cliffs', slide: 'A vineyard facing the sea', news: 'Harvest 2026: a cool, unhurried autumn', wine: 'Cliffside Grand Vin 2019', zh: 'En' },
} as const;
type Lang = keyof typeof HOME;
const LANGS = Object.keys(HOME) as Lang[];
/** A phone's browser name: the server lays the page out narrow for it, as for Lighthouse's phone. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** The home's content calls and its strings: hydrating must not fetch them again (the page brought them). */
const HOME_CALLS = /\/api\/winery\/(rotation\/getRotationList|news\/list|dynamic\/getDynamicList|wine\/list)$/;
const FIRST_STRINGS = /\/assets\/first\.(cn|tw|en)-[\w-]+\.js$/;

async function visit(lang: Lang, options: { js?: boolean; viewport?: typeof PHONE; hash?: string; userAgent?: string } = {}) {
  const viewport = options.viewport ?? PHONE;
  const userAgent = options.userAgent ?? (viewport === PHONE ? PHONE_UA : undefined);
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    javaScriptEnabled: options.js ?? true,
    ...(userAgent ? { userAgent } : {}),
  });
  // the language chosen on an earlier visit, as the site's language switch leaves it
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL() }]);
  const page = await context.newPage();
  const problems: string[] = [];
  const homeCalls: string[] = [];
  const stylesheets: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (HOME_CALLS.test(request.url()) || FIRST_STRINGS.test(request.url())) homeCalls.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  // the server's nodes, noted before any script runs: hydration keeps them, a fresh render replaces them
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { serverTitle: Element | null }).serverTitle = document.getElementById('home-title');
    });
  });
  return { context, page, problems, homeCalls, stylesheets, goto: () => page.goto(`/${options.hash ?? ''}`) };
}

const keptServerNodes = (page: Page) =>
  page.evaluate(() => {
    const noted = (window as unknown as { serverTitle: Element | null }).serverTitle;
    return noted !== null && noted !== undefined && noted === document.getElementById('home-title');
  });

/**
 * Run in the page before its scripts: React's developer-tools hook, which production React calls
 * with every commit. After the first commit (the hydration), each component that rendered again is
 * noted as the first element it draws itself (`div.home`), in `window.rendersAfterHydration`. A subtree
 * whose child is the one of the previous commit did not render at all (as the React developer tools
 * tell it); a component with no previous fiber was mounted, not rendered again.
 */
function recordRendersAfterHydration() {
  type Fiber = { tag: number; flags: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; stateNode: unknown };
  const FUNCTION_TAGS = new Set([0, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const HOST = 5;
  const rendered: string[] = [];
  (window as unknown as { rendersAfterHydration: string[] }).rendersAfterHydration = rendered;
  // the element a component draws itself; one that only wraps another component is noted as such
  const drawn = (fiber: Fiber): string => {
    for (let f: Fiber | null = fiber.child; f; f = f.child) {
      if (FUNCTION_TAGS.has(f.tag)) return '(another component)';
      if (f.tag === HOST) {
        const element = f.stateNode as Element;
        return `${element.localName}${[...element.classList].map((name) => `.${name}`).join('')}`;
      }
    }
    return '(nothing)';
  };
  const walk = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const before = fiber.alternate;
      if (!before) continue;
      if (FUNCTION_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK) rendered.push(drawn(fiber));
      if (fiber.child !== before.child) walk(fiber.child);
    }
  };
  let commits = 0;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      if (++commits > 1) walk(root.current.child);
    },
  };
}

async function close(context: BrowserContext) {
  await context.close();
}

describe('the home before JavaScript', () => {
  it.each(LANGS)('is painted from the server’s HTML with JavaScript off (%s): hero, news and wines', async (lang) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, goto } = await visit(lang, { js: false, viewport });
      await goto();
      expect(await page.getAttribute('html', 'lang')).toBe({ cn: 'zh-Hans', tw: 'zh-Hant', en: 'en' }[lang]);
      expect(await page.locator('h1#home-title').textContent()).toBe(HOME[lang].title);
      expect(await page.locator('.home-hero-slide-title').textContent()).toBe(HOME[lang].slide);
      expect(await page.locator('.home-news-title').first().textContent()).toBe(HOME[lang].news);
      expect(await page.locator('.home-wines .wine-card-title').allTextContents()).toContain(HOME[lang].wine);
      // styled (the home's styles come with the page) and not under the loading screen
      expect(await page.locator('.home-hero').evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
      expect(await page.locator('#boot-loader').isVisible()).toBe(false);
      await page.screenshot({ path: `test-results/first-screen-${lang}-${viewport.width}-html.png` });
      await close(context);
    }
  });
});

describe('hydration', () => {
  it.each(LANGS)('keeps the server’s markup, fetches none of its content again and reports nothing (%s)', async (lang) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, problems, homeCalls, stylesheets, goto } = await visit(lang, { viewport });
      await goto();
      await appReady(page);
      // the home's stylesheets came inline (none has a url()): loading the home's chunk does not
      // fetch them and apply them a second time
      expect(stylesheets).toEqual([]);
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(await page.locator('style').count());
      // the carousel's machine runs: it moves on when told to
      await page.locator('.hero-dots button').nth(1).click();
      await expect.poll(() => page.locator('.hero-dots button[aria-current=true]').getAttribute('aria-label')).toContain('2');
      expect(await keptServerNodes(page)).toBe(true);
      expect(await page.locator('.home-news-title').first().textContent()).toBe(HOME[lang].news);
      expect(homeCalls).toEqual([]);
      expect(problems).toEqual([]);
      expect(await page.locator('.site-header').getAttribute('class')).toContain(viewport === PHONE ? 'is-mobile' : 'is-desktop');
      await page.locator('.hero-dots button').first().click();
      await page.screenshot({ path: `test-results/first-screen-${lang}-${viewport.width}-hydrated.png` });
      await close(context);
    }
  });

  it('renders the home’s screen once: nothing the app does after hydrating renders it again', async () => {
    const { context, page, problems, goto } = await visit('en');
    await page.addInitScript(recordRendersAfterHydration);
    await goto();
    await appReady(page);
    // the calls after hydration (the notice, the session) have answered and the page is still
    await page.waitForLoadState('networkidle');
    const rendered = await page.evaluate(() => (window as unknown as { rendersAfterHydration: string[] }).rendersAfterHydration);
    // the chrome may render again (it learns the window and the stored session); the screen may not
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.filter((element) => /^div\.home\b/.test(element))).toEqual([]);
    expect(problems).toEqual([]);
    await close(context);
  });

  it('is interactive: a news item opens, and the language switch reloads the home in the new language, hydrated again', async () => {
    const { context, page, problems, goto } = await visit('tw', { viewport: DESKTOP });
    await goto();
    await appReady(page);
    await page.locator('.home-news-item a').first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#\/news\?id=\d+$/);
    await page.waitForSelector('.content-article');
    await page.goBack();
    await page.waitForSelector('#home-title');

    await Promise.all([page.waitForEvent('load'), page.locator('.lang-switch button', { hasText: HOME.cn.zh }).click()]);
    await appReady(page);
    expect(await page.locator('h1#home-title').textContent()).toBe(HOME.cn.title);
    expect(await page.locator('#root').getAttribute('data-lang')).toBe('cn');
    expect(await keptServerNodes(page)).toBe(true);
    expect(problems).toEqual([]);
    await close(context);
  });

  it('signs a stored member in after hydrating the guest’s page', async () => {
    const { context, page, problems, goto } = await visit('en', { viewport: DESKTOP });
    await withSession(page, STUBBED_MEMBER);
    await page.route('**/api/member/cart/list', (route) => route.fulfill({ contentType: 'application/json', body: envelope(stubbedCart(3)) }));
    await goto();
    await appReady(page);
    await expect.poll(() => page.locator('.site-header').textContent()).toContain(STUBBED_MEMBER.user.nickname);
    await expect.poll(() => page.locator('[data-testid=cart-badge]').textContent()).toBe('3');
    expect(await keptServerNodes(page)).toBe(true);
    expect(problems).toEqual([]);
    await close(context);
  });
});

describe('other screens and languages', () => {
  it('renders a deep hash link’s own screen instead of the server’s home', async () => {
    const { context, page, problems, goto } = await visit('en', { viewport: DESKTOP, hash: '#/series' });
    await goto();
    await appReady(page);
    await page.waitForSelector('.wine-card-title');
    expect(await page.locator('.home-hero').count()).toBe(0);
    expect(await page.locator('#ssr-state').count()).toBe(0);
    expect(problems).toEqual([]);
    await close(context);
  });

  it('renders from scratch when this tab’s language is not the one the server rendered', async () => {
    const { context, page, problems, homeCalls, goto } = await visit('en', { viewport: DESKTOP });
    await page.addInitScript(() => sessionStorage.setItem('lang', JSON.stringify('cn')));
    await goto();
    await appReady(page);
    expect(await page.locator('h1#home-title').textContent()).toBe(HOME.cn.title);
    expect(await keptServerNodes(page)).toBe(false);
    // the four calls and the language's strings
    await expect.poll(() => homeCalls.length).toBe(5);
    expect(problems).toEqual([]);
    await close(context);
  });
});

describe('layout', () => {
  /**
   * What a strip or a header drawn late moves is the whole page below it: one such shift scores 0.06 or more.
   * A page that moves by nothing of that kind scores 0, or now and then a small shift on a loaded machine
   * (seen in CI and here: the header's tools 0.002, the hero's caption area 0.0016 and 0.0102, each once in
   * tens of runs; the caption's cause is not known, its carousel does not turn within the visit). The tests
   * therefore judge the sum, as CLS does, against half of what one strip costs (a third of Lighthouse's
   * "good" line), and print the shifts when it is over.
   */
  const STILL = 0.03;
  const moved = (shifts: { value: number }[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

  /** The layout shifts the page made on its own (not after an input), with the element that moved. */
  async function shiftsOnLoad(lang: Lang, viewport: typeof PHONE, cookies: { name: string; value: string }[], userAgent?: string) {
    const { context, page, problems, goto } = await visit(lang, { viewport, userAgent });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL() })));
    await page.addInitScript(() => {
      const seen: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof seen }).shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[])
          if (!entry.hadRecentInput) seen.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className : String(s.node?.nodeName))) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await goto();
    await appReady(page);
    // the calls after hydration (the notice, the session) have answered
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
    const strips = await page.evaluate(() => ({
      age: document.querySelector('[data-testid=age-notice]') !== null,
      badge: document.querySelector('[data-testid=promotion-badge]') !== null,
    }));
    const layout = (await context.cookies()).find((cookie) => cookie.name === 'layout')?.value;
    expect(problems).toEqual([]);
    await close(context);
    return { shifts, strips, layout };
  }

  it.each(LANGS)('nothing moves once the page runs (%s): a first visit’s strips come with the page, a returning visitor’s put-away ones never show', async (lang) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const first = await shiftsOnLoad(lang, viewport, []);
      expect(first.strips).toEqual({ age: true, badge: true });
      expect(moved(first.shifts), `first visit at ${viewport.width} px: ${JSON.stringify(first.shifts)}`).toBeLessThan(STILL);
      const returning = await shiftsOnLoad(lang, viewport, [
        { name: 'age-notice-seen', value: '1' },
        { name: 'promotion-put-away', value: '1' },
      ]);
      expect(returning.strips).toEqual({ age: false, badge: false });
      expect(moved(returning.shifts), `returning visit at ${viewport.width} px: ${JSON.stringify(returning.shifts)}`).toBeLessThan(STILL);
    }
  });

  it('a narrow window of a browser that names itself a desktop (an iPad) moves once, on its first visit only', async () => {
    const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    const put = [
      { name: 'age-notice-seen', value: '1' },
      { name: 'promotion-put-away', value: '1' },
    ];
    // the server guessed wide from the name: the header lays itself out again, and the browser keeps its layout
    const first = await shiftsOnLoad('en', PHONE, put, DESKTOP_UA);
    expect(moved(first.shifts)).toBeGreaterThan(STILL);
    expect(first.layout).toBe('narrow');
    const again = await shiftsOnLoad('en', PHONE, [...put, { name: 'layout', value: 'narrow' }], DESKTOP_UA);
    expect(moved(again.shifts), JSON.stringify(again.shifts)).toBeLessThan(STILL);
    // and a phone-named browser in a wide window the other way round
    const wide = await shiftsOnLoad('en', DESKTOP, [...put, { name: 'layout', value: 'wide' }], PHONE_UA);
    expect(moved(wide.shifts), JSON.stringify(wide.shifts)).toBeLessThan(STILL);
  });
});
