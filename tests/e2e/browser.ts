import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (never a downloaded browser), headless, with the flags a closed network needs. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

export function baseURL(): string {
  return inject('baseURL');
}

/** A fresh context (empty storage) at the given viewport. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseURL() });
  const page = await context.newPage();
  return { context, page };
}

/** Waits for the app to have replaced the inline loading screen. */
export async function appReady(page: Page) {
  await page.waitForSelector('#boot-loader', { state: 'detached' });
  await page.waitForSelector('main#main');
}

/** The estate's day (Beijing, UTC+8) `days` from today, as YYYY-MM-DD. */
export const estateDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
