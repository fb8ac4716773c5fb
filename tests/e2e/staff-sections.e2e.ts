import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../../src/contract/content-section-words';
import type { SectionTypeName } from '../../src/contract/content-sections';
import type { Lang } from '../../src/contract/lang';
import staffCn from '../../src/staff/locales/cn';
import staffEn from '../../src/staff/locales/en';
import { apiOf } from './aftersales-server';
import { appReady, DESKTOP, launch, PHONE } from './browser';
import { Authenticators, enrolThroughConsole, type StaffConsoleServer, startStaffConsoleServer } from './staff';

/**
 * The site's other content in the console (issue 14 item 1): a content editor finds each type on
 * the content index by public page, edits the brand story in Simplified Chinese, Traditional
 * Chinese and English side by side and publishes it, and a visitor reads it on the brand page in
 * Simplified Chinese and English; adds a year to the history with two events (the second moved
 * up) that the brand page then shows in that order; changes the footer and sharing texts (the one
 * document of its kind opens straight from the index); opens the promotion with its Beijing times
 * and the series it takes money off. An auditor sees the same editors without a button or an
 * editable field. Screenshots at 1440 px in English and Simplified Chinese (and the index at
 * 390 px) are kept as docs/screens/staff-sections-*.png.
 */
const EDITOR = { username: 'content.lin', name: 'Lin Qiu', role: 'content' as const, password: 'cliffside-words-73' };
const AUDITOR = { username: 'auditor.he', name: 'He Jing', role: 'auditor' as const, password: 'cliffside-audit-73' };
const READ_CACHE_MS = 500;
const en = staffEn.content;
const cn = staffCn.content;
const LANG_NAMES: Record<Lang, string> = { cn: en.lang.cn, tw: en.lang.tw, en: en.lang.en };
const LANGS = ['cn', 'tw', 'en'] as const;
const label = (type: SectionTypeName, field: string) => fieldLabel(type, field, 'en');
const row = (what: string, n: number) => en.sections.row.replace('{{what}}', what).replace('{{n}}', String(n));
const STORY = {
  cn: { title: '崖畔初心', intro: '二十多年来，我们在蓬莱的海风里照料每一行葡萄。' },
  tw: { title: '崖畔初心', intro: '二十多年來，我們在蓬萊的海風裡照料每一行葡萄。' },
  en: { title: 'Where the cliff meets the vine', intro: 'For over twenty years we have tended every row in the sea wind of Penglai.' },
};
const EVENTS = [
  { cn: '新酒窖落成', tw: '新酒窖落成', en: 'The new cellar opens' },
  { cn: '首次有机认证', tw: '首次有機認證', en: 'First organic certification' },
];

let browser: Browser;
let server: StaffConsoleServer;
let api: ReturnType<typeof apiOf>;
const apps = new Authenticators();
let editor: { context: BrowserContext; page: Page };

async function signIn(account: typeof EDITOR | typeof AUDITOR, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  await enrolThroughConsole(page, account, apps);
  return { context, page };
}

beforeAll(async () => {
  mkdirSync('docs/screens', { recursive: true });
  [browser, server] = await Promise.all([launch(), startStaffConsoleServer([EDITOR, AUDITOR], { READ_CACHE_MS: String(READ_CACHE_MS) })]);
  api = apiOf(server.url);
  editor = await signIn(EDITOR);
}, 180_000);
afterAll(async () => {
  await editor?.context.close();
  await browser?.close();
  await server?.stop();
});

async function shot(page: Page, name: string) {
  // the toasts of the last actions would cover the form
  for (const close of await page.locator('.st-toast button').all()) await close.click({ timeout: 1000 }).catch(() => {});
  await page.screenshot({ path: `docs/screens/staff-sections-${name}.png`, fullPage: true });
}
const subtitle = (page: Page) => page.locator('.st-page-subtitle').textContent();
const inEnglish = async (page: Page) => {
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
};
const inChinese = async (page: Page) => {
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
};

async function publish(page: Page) {
  await page.getByRole('button', { name: en.action.PUBLISH }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.action.PUBLISH }).click();
  // the seed's rows are published already: the latest version is on the site once the note goes
  await expect.poll(async () => { const text = (await subtitle(page)) ?? ''; return text.includes(en.state.published) && !text.includes(en.unpublishedChanges); }).toBe(true);
}

/** The brand page as a visitor in `lang` reads it (a visitor of their own: the site keeps its first language). */
async function brandPage(lang: Lang) {
  const visitor = await browser.newContext({ viewport: DESKTOP, baseURL: server.url });
  const page = await visitor.newPage();
  await page.goto(`/?lang=${lang}#/brand`);
  await appReady(page);
  return { page, close: () => visitor.close() };
}

describe('the site’s content sections in the console', () => {
  it('lists every type by public page on one index, with one entry in the navigation', async () => {
    const { page } = editor;
    const nav = await page.locator('#st-nav a').allInnerTexts();
    expect(nav.filter((text) => text === en.sections.title)).toHaveLength(1);
    expect(nav).not.toContain(en.title.history);
    await page.getByRole('link', { name: en.sections.title }).click();
    await page.getByRole('heading', { name: en.sections.title, level: 1 }).waitFor();
    for (const group of Object.values(en.sections.group)) await page.getByRole('heading', { name: group, level: 2 }).first().waitFor();
    const brand = page.getByRole('region', { name: en.sections.group.brand });
    expect(await brand.getByRole('link').allInnerTexts()).toEqual([en.title.brand, en.title.history, en.title.team, en.title.award, en.title.dynamic, en.title.news]);
    await shot(page, 'index-en');
    await inChinese(page);
    await page.getByRole('heading', { name: cn.sections.title, level: 1 }).waitFor();
    await shot(page, 'index-cn');
    await inEnglish(page);
  });

  it('the brand story edited in three languages and published reaches visitors in cn and en', async () => {
    const { page } = editor;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/staff/#/content');
    await page.getByRole('region', { name: en.sections.group.brand }).getByRole('link', { name: en.title.brand }).click();
    await page.getByRole('heading', { name: en.title.brand, level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: en.sections.newEntry }).count()).toBe(1);
    await page.locator('.st-table tbody a').first().click();
    await page.getByLabel(`${label('brand', 'title')} · ${LANG_NAMES.en}`).waitFor();
    for (const lang of LANGS) {
      await page.getByLabel(`${label('brand', 'title')} · ${LANG_NAMES[lang]}`).fill(STORY[lang].title);
      await page.getByLabel(`${label('brand', 'intro')} · ${LANG_NAMES[lang]}`).fill(STORY[lang].intro);
    }
    await page.getByLabel(label('brand', 'entitle')).fill('THE CLIFFSIDE STORY');
    await page.getByRole('button', { name: en.action.SAVE_DRAFT }).click();
    await page.getByRole('heading', { name: STORY.en.title, level: 1 }).waitFor();
    expect(await subtitle(page)).toContain(en.unpublishedChanges);
    await publish(page);
    await shot(page, 'brand-en');

    // the preview draws each language's texts
    await page.getByRole('link', { name: en.preview }).click();
    const column = page.getByRole('region', { name: LANG_NAMES.tw });
    await expect.poll(() => column.getByRole('heading', { level: 2 }).textContent()).toBe(STORY.tw.title);
    expect(await column.textContent()).toContain(STORY.tw.intro);
    await page.getByRole('link', { name: en.backToEditor }).click();

    for (const lang of ['cn', 'en'] as const) {
      const visitor = await brandPage(lang);
      await visitor.page.getByRole('heading', { name: STORY[lang].title }).waitFor();
      expect(await visitor.page.locator('main').textContent()).toContain(STORY[lang].intro);
      await visitor.close();
    }
    await inChinese(page);
    await page.getByRole('button', { name: cn.action.SAVE_DRAFT }).waitFor();
    await shot(page, 'brand-cn');
    await inEnglish(page);
    expect(errors).toEqual([]);
  });

  it('a new year of the history with two events, the second moved first, shows on the brand page in that order', async () => {
    const { page } = editor;
    await page.goto('/staff/#/content/history');
    await page.getByRole('link', { name: en.sections.newEntry }).click();
    await page.getByRole('heading', { name: en.sections.newEntryOf.replace('{{what}}', en.title.history), level: 1 }).waitFor();
    await page.getByLabel(label('history', 'years')).fill('2026');
    const events = label('history', 'items');
    for (const [index, event] of EVENTS.entries()) {
      await page.getByRole('button', { name: en.sections.add.replace('{{what}}', events) }).click();
      for (const lang of LANGS) await page.getByLabel(`${row(events, index + 1)} · ${LANG_NAMES[lang]}`).fill(event[lang]);
    }
    await page.getByRole('button', { name: `${en.sections.up} · ${row(events, 2)}` }).click();
    expect(await page.getByLabel(`${row(events, 1)} · ${LANG_NAMES.en}`).inputValue()).toBe(EVENTS[1]!.en);
    await page.getByRole('button', { name: en.action.SAVE_DRAFT }).click();
    await expect.poll(() => page.url()).toMatch(/#\/content\/history\/\d+$/);
    await page.getByRole('heading', { name: '2026', level: 1 }).waitFor();
    expect(await page.getByLabel(`${row(events, 2)} · ${LANG_NAMES.cn}`).inputValue()).toBe(EVENTS[0]!.cn);
    await publish(page);
    await shot(page, 'history-en');

    const visitor = await brandPage('en');
    const year = visitor.page.locator('.timeline-entry', { has: visitor.page.getByRole('heading', { name: '2026' }) });
    await year.waitFor();
    expect(await year.locator('.timeline-events li').allInnerTexts()).toEqual([EVENTS[1]!.en, EVENTS[0]!.en]);
    await visitor.close();
    await inChinese(page);
    await page.getByRole('button', { name: cn.action.SAVE_DRAFT }).waitFor();
    await shot(page, 'history-cn');
    await inEnglish(page);
  });

  it('the promotion opens with its Beijing times and the series a content editor may choose', async () => {
    const { page } = editor;
    await page.goto('/staff/#/content/activity');
    await page.getByRole('heading', { name: en.title.activity, level: 1 }).waitFor();
    await page.locator('.st-table tbody a').first().click();
    const starts = page.getByLabel(label('activity', 'starts_at'));
    await starts.waitFor();
    expect(await starts.getAttribute('type')).toBe('datetime-local');
    expect(await starts.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    // the series visitors see, from the public wine list (the catalogue's calls are not the content role's)
    const series = page.getByLabel(label('activity', 'wine_series_id'));
    expect(await series.locator('option').count()).toBeGreaterThan(1);
    await shot(page, 'activity-en');
    await inChinese(page);
    await page.getByRole('button', { name: cn.action.SAVE_DRAFT }).waitFor();
    await shot(page, 'activity-cn');
    await inEnglish(page);
  });

  it('the footer and sharing texts open from the index as one document, and a change is published', async () => {
    const { page } = editor;
    await page.goto('/staff/#/content');
    await page.getByRole('region', { name: en.sections.group.site }).getByRole('link', { name: en.title.site }).click();
    await expect.poll(() => page.url()).toMatch(/#\/content\/site\/(live-)?\d+$/);
    const share = page.getByLabel(`${label('site', 'share_title')} · ${LANG_NAMES.en}`);
    await share.waitFor();
    // the one document is named by its type, not by its tagline
    await page.getByRole('heading', { name: en.title.site, level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: en.sections.back }).count()).toBe(1);
    await share.fill('Penglai Cliffside Estate — wines of the sea cliffs');
    await page.getByRole('button', { name: en.action.SAVE_DRAFT }).click();
    // a live row not edited before keeps its address (live-1); its first change is version 2
    await expect.poll(() => subtitle(page)).toContain(en.unpublishedChanges);
    await publish(page);
    await expect
      .poll(async () => ((await api.must('/api/winery/site/get', { lang: 'en' })) as { share_title: string }).share_title, { timeout: 10_000 })
      .toBe('Penglai Cliffside Estate — wines of the sea cliffs');
    await shot(page, 'site-en');
    await inChinese(page);
    await page.getByRole('button', { name: cn.action.SAVE_DRAFT }).waitFor();
    await shot(page, 'site-cn');
    await inEnglish(page);
  });

  it('on a phone the index is one entry of the menu and its groups fit the screen', async () => {
    const { page } = editor;
    await page.setViewportSize(PHONE);
    await page.goto('/staff/#/');
    await page.getByRole('heading', { name: staffEn.home.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: staffEn.shell.menu }).click();
    await page.getByRole('link', { name: en.sections.title }).click();
    await page.getByRole('heading', { name: en.sections.title, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // the console's name stops before the language switch and the account's buttons
    const overlap = await page.evaluate(() => {
      const name = document.querySelector('.st-brand-console')!;
      const text = document.createRange();
      text.selectNodeContents(name);
      // where the name's text is seen to end: its own end, cut by any box that clips it
      let seen = text.getBoundingClientRect().right;
      for (let box: Element | null = name; box && !box.classList.contains('st-topbar'); box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') seen = Math.min(seen, box.getBoundingClientRect().right);
      }
      return seen - document.querySelector('.st-topbar-end')!.getBoundingClientRect().left;
    });
    expect(overlap).toBeLessThanOrEqual(0);
    await shot(page, 'index-phone-en');
    await page.setViewportSize(DESKTOP);
  });

  it('an auditor reads a section editor with no button and nothing to change', async () => {
    const { context, page } = await signIn(AUDITOR);
    for (const type of ['brand', 'history'] as const) {
      await page.goto(`/staff/#/content/${type}`);
      await page.getByRole('heading', { name: en.title[type], level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: en.sections.newEntry }).count()).toBe(0);
      await page.locator('.st-table tbody a').first().click();
      await page.getByText(en.readOnly).waitFor();
      for (const action of Object.values(en.action)) expect(await page.getByRole('button', { name: action, exact: true }).count(), action).toBe(0);
      expect(await page.locator('.st-section-form button:not([disabled])').count()).toBe(0);
      expect(await page.locator('.st-section-form input:not([readonly]), .st-section-form textarea:not([readonly]), .st-section-form select:not([disabled])').count()).toBe(0);
    }
    await context.close();
  });
});
