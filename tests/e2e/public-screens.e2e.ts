import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { appReady, DESKTOP, launch, newPage, PHONE } from './browser';

/**
 * The content screens (issue 4) in Chromium against the real server and its seeded content:
 * every route in cn, tw and en, the tabs, the contact form, kept-alive state, screenshots.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const LANGS = ['cn', 'tw', 'en'] as const;
type Lang = (typeof LANGS)[number];

const SEED = {
  cn: {
    news: '2026 年采收报告：一个凉爽而从容的秋天',
    notice: '夏季参观时间调整通知',
    founder: '林海云',
    vineyardManager: '孙德伟',
    grapes: ['赤霞珠', '梅洛', '蛇龙珠', '马瑟兰', '小味儿多', '霞多丽', '小芒森'],
    facts: ['白葡萄酒发酵温度', '红葡萄酒发酵温度', '建议饮用温度'],
    notes: ['观色', '摇杯', '闻香', '入口', '感受结构', '回味', '配餐'],
    report: '2025 年采收报告',
    winery: '酒窖',
    villa: '海景客房',
  },
  tw: {
    news: '2026 年採收報告：一個涼爽而從容的秋天',
    notice: '夏季參觀時間調整通知',
    founder: '林海雲',
    vineyardManager: '孫德偉',
    grapes: ['赤霞珠', '梅洛', '蛇龍珠', '馬瑟蘭', '小味兒多', '霞多麗', '小芒森'],
    facts: ['白葡萄酒發酵溫度', '紅葡萄酒發酵溫度', '建議飲用溫度'],
    notes: ['觀色', '搖杯', '聞香', '入口', '感受結構', '回味', '配餐'],
    report: '2025 年採收報告',
    winery: '酒窖',
    villa: '海景客房',
  },
  en: {
    news: 'Harvest 2026: a cool, unhurried autumn',
    notice: 'Summer visiting hours',
    founder: 'Lin Haiyun',
    vineyardManager: 'Sun Dewei',
    grapes: ['Cabernet Sauvignon', 'Merlot', 'Cabernet Gernischt', 'Marselan', 'Petit Verdot', 'Chardonnay', 'Petit Manseng'],
    facts: ['White wine fermentation', 'Red wine fermentation', 'Suggested serving temperature'],
    notes: ['Look', 'Swirl', 'Smell', 'Sip', 'Feel the structure', 'Finish', 'Pair'],
    report: 'Harvest report 2025',
    winery: 'The cellar',
    villa: 'Sea-view rooms',
  },
} satisfies Record<Lang, unknown>;

async function open(lang: Lang, route: string, viewport = DESKTOP) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto(`/?lang=${lang}#${route}`);
  await appReady(page);
  return { context, page };
}

/** In-app navigation (no reload): what a click on a menu link does. */
async function go(page: Page, route: string) {
  await page.evaluate((hash) => (location.hash = hash), `#${route}`);
}

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe.each(LANGS)('content screens in %s', (lang) => {
  const seed = SEED[lang];

  it('/news lists the seeded news, a text-only item without picture, and opens an item with previous/next', async () => {
    const { context, page } = await open(lang, '/news');
    const card = page.locator('[data-testid=news-card]', { hasText: seed.news });
    await card.waitFor();
    expect(await card.locator('img').count()).toBe(1);
    const notice = page.locator('[data-testid=news-card]', { hasText: seed.notice });
    expect(await notice.locator('img').count()).toBe(0);
    expect(await notice.getAttribute('class')).toContain('news-card--text');
    await card.locator('a').click();
    await page.waitForURL(/#\/news\?id=\d+$/);
    await expect.poll(() => page.locator('main h1:visible').textContent()).toBe(seed.news);
    expect(await page.locator('a[rel=next], a[rel=prev]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('/brand shows the story, the team tabs 1 and 5 and the award tabs 1, 5 and 10', async () => {
    const { context, page } = await open(lang, '/brand');
    const team = page.locator('[role=tablist]').first();
    await team.waitFor();
    expect(await team.locator('[role=tab]').count()).toBe(2);
    expect(await page.locator('[role=tablist]').nth(1).locator('[role=tab]').count()).toBe(3);
    const panel = page.locator('#brand-team-panel');
    expect(await panel.textContent()).toContain(seed.founder);
    expect(await panel.textContent()).not.toContain(seed.vineyardManager);
    await team.locator('[role=tab]').nth(1).click();
    await expect.poll(() => panel.textContent()).toContain(seed.vineyardManager);
    expect(await panel.textContent()).not.toContain(seed.founder);
    await context.close();
  });

  it('/garden shows the seven grape varieties and links to the harvest reports', async () => {
    const { context, page } = await open(lang, '/garden');
    await page.locator('[data-testid=grape-list]').waitFor();
    expect(await texts(page, '.grape-name')).toEqual(seed.grapes);
    const link = page.locator('.report-links a', { hasText: seed.report });
    await link.click();
    await page.waitForURL(/#\/reportDetails\?id=\d+$/);
    await expect.poll(() => page.locator('main h1:visible').textContent()).toBe(seed.report);
    expect(await page.locator('.report-vintage').textContent()).toContain('2025');
    expect(await page.locator('.content-article-body p').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('/experience shows the three wine facts and the seven tasting notes', async () => {
    const { context, page } = await open(lang, '/experience');
    await page.locator('[data-testid=wine-facts]').waitFor();
    expect(await texts(page, '.fact-title')).toEqual(seed.facts);
    expect(await texts(page, '.fact-value')).toEqual(['15–20°C', '25°C', '10°C']);
    expect(await texts(page, '[data-testid=tasting-notes] .note-name')).toEqual(seed.notes);
    await context.close();
  });

  it('/winery, /house and /contact show their content; /demo is not in a production build', async () => {
    const { context, page } = await open(lang, '/winery');
    await page.locator('.media-text h3', { hasText: seed.winery }).waitFor();
    await go(page, '/house');
    await page.locator('.media-text h3', { hasText: seed.villa }).waitFor();
    expect(await page.locator('main a[href="#/hotelInfo"]:visible').count()).toBe(1);
    await go(page, '/contact');
    await page.locator('form.contact-form').waitFor();
    expect(await page.locator('form.contact-form label').count()).toBe(4);
    await go(page, '/demo');
    await page.locator('main .status-panel a[href="#/"]').waitFor();
    expect(await page.locator('.demo-swatch').count()).toBe(0);
    await context.close();
  });

  it('the contact form: empty submit gives every message; then a bad email; then a bad phone', async () => {
    const { context, page } = await open(lang, '/contact');
    const m = MESSAGES[lang];
    await page.locator('form.contact-form button[type=submit]').click();
    await expect.poll(() => texts(page, '.form-error')).toEqual([m.contact.nameRequired, m.validation.email, m.validation.phone, m.contact.messageRequired]);
    expect(await page.locator('#contact-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    await page.fill('#contact-name', '  Li Hua  ');
    await page.fill('#contact-email', 'lihua@example');
    await page.fill('#contact-phone', '13800000007');
    await page.fill('#contact-message', 'Hello');
    await page.locator('form.contact-form button[type=submit]').click();
    await expect.poll(() => texts(page, '.form-error')).toEqual([m.validation.email]);
    await page.fill('#contact-email', 'lihua@example.com');
    await page.fill('#contact-phone', '2380000000');
    await page.locator('form.contact-form button[type=submit]').click();
    await expect.poll(() => texts(page, '.form-error')).toEqual([m.validation.phone]);
    await context.close();
  });
});

describe('contact form submission', () => {
  it('sends, says thank you, and refuses the same message again with the do-not-resubmit message', async () => {
    const { context, page } = await open('tw', '/contact');
    const email = `visitor-${Date.now()}@example.com`;
    const fill = async () => {
      await page.fill('#contact-name', ' 王小明 ');
      await page.fill('#contact-email', email);
      await page.fill('#contact-phone', '13900000009');
      await page.fill('#contact-message', '想預約週六兩位的酒窖參觀。');
      await page.locator('form.contact-form button[type=submit]').click();
    };
    await fill();
    await page.locator('.contact-sent').waitFor();
    expect(await page.locator('.contact-sent').textContent()).toContain(email);
    await page.locator('.contact-sent button').click();
    expect(await page.inputValue('#contact-name')).toBe('');
    await fill();
    await expect.poll(() => page.locator('[data-testid=contact-failure]').textContent()).toBe(MESSAGES.tw.contact.duplicate);
    // the fields stay as typed after a refusal
    expect(await page.inputValue('#contact-email')).toBe(email);
    await context.close();
  });
});

describe('kept-alive screens', () => {
  it('/brand keeps the chosen tab (picked with the keyboard) after visiting another page', async () => {
    const { context, page } = await open('en', '/brand');
    const firstTab = page.locator('#brand-team-tab-1');
    await firstTab.waitFor();
    await firstTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#brand-team-tab-5').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('brand-team-tab-5');
    expect(await page.locator('#brand-team-tab-1').getAttribute('tabindex')).toBe('-1');
    await page.locator('#brand-awards-tab-10').click();
    await go(page, '/garden');
    await page.locator('[data-testid=grape-list]').waitFor();
    await go(page, '/brand');
    await expect.poll(() => page.locator('#brand-team-tab-5').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#brand-awards-tab-10').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#brand-team-panel').textContent()).toContain('Sun Dewei');
    await context.close();
  });

  it('/news keeps the loaded pages and /contact the typed fields', async () => {
    const { context, page } = await open('en', '/news');
    const cards = page.locator('[data-testid=news-card]');
    await cards.first().waitFor();
    const firstPage = await cards.count();
    await page.locator('.load-more button').click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
    const loaded = await cards.count();
    // the reader continues at the first new item
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(await cards.nth(firstPage).locator('a').textContent());
    await go(page, '/contact');
    await page.fill('#contact-message', 'Half-written note');
    await go(page, '/news');
    await expect.poll(() => page.locator('[data-testid=news-card]:visible').count()).toBe(loaded);
    await go(page, '/contact');
    expect(await page.inputValue('#contact-message')).toBe('Half-written note');
    await context.close();
  });
});

/** Scrolls through the page so the lazy pictures load, then waits for them. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

describe('screenshots', () => {
  const ROUTES = ['/news', '/brand', '/garden', '/reportDetails?id=1', '/winery', '/house', '/experience', '/contact'];
  for (const [name, viewport] of Object.entries({ 390: PHONE, 1440: DESKTOP })) {
    it(`every content screen at ${name} px`, async () => {
      // each screen in one of the languages, in turn, so every script gets looked at
      for (const [i, route] of ROUTES.entries()) {
        const lang = LANGS[(i + 2) % 3]!;
        const { context, page } = await open(lang, route, viewport);
        await page.locator('main .content-section, main .content-article').first().waitFor();
        await settle(page);
        const file = route.replace(/[/?=]/g, (c) => (c === '/' ? '' : '-'));
        await page.screenshot({ path: `test-results/content-${file}-${lang}-${name}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} is wider than the ${name} px screen`).toBeLessThanOrEqual(0);
        await context.close();
      }
    }, 180_000);
  }
});
