import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, baseURL, DESKTOP, launch, PHONE } from './browser';
import { outboxCode } from './members';

/**
 * WeChat sign-in in Chromium against the real server with the sandbox provider: the sandbox
 * consent page, the bind-or-register screen (registering with the SMS code from the development
 * outbox), signing in again directly (code 1), and refusing at WeChat.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const RUNS = {
  // the first sandbox user (林小雨) is left to other tests
  tw: {
    viewport: PHONE,
    locale: 'zh-TW',
    user: '山海',
    mobile: '13912340001',
    allow: '允許',
    refuse: '拒絕',
    register: '我是新用戶',
    submit: '註冊並登入',
    mismatch: '兩次輸入的密碼不一致',
    refused: '您已拒絕微信授權',
  },
  en: {
    viewport: DESKTOP,
    locale: 'en-US',
    user: 'Alex Chen',
    mobile: '13912340002',
    allow: 'Allow',
    refuse: 'Refuse',
    register: 'I am new here',
    submit: 'Register and sign in',
    mismatch: 'The two password inputs are inconsistent',
    refused: 'You declined the WeChat authorization',
  },
} as const;

type Run = (typeof RUNS)[keyof typeof RUNS];

/** As a guest: ask for a member page, get sent to /login, choose WeChat, reach the consent page. */
async function toConsent(page: Page, target: string) {
  await page.goto(`/#${target}`);
  await appReady(page);
  await page.waitForURL(new RegExp(`#/login\\?url=${encodeURIComponent(target)}$`));
  await page.click('[data-testid=to-wechat]');
  await page.waitForURL(/\/dev\/wechat\/connect\/oauth2\/authorize\?appid=/);
}

async function approveAs(page: Page, run: Run) {
  await page.click(`label.user:has-text("${run.user}")`);
  await page.click(`button:has-text("${run.allow}")`);
}

async function logOut(page: Page) {
  await page.click('.user-button');
  await page.click('#user-list button');
  await page.waitForURL(/#\/login$/);
}

describe('WeChat sign-in with the sandbox', () => {
  it.each(Object.keys(RUNS) as (keyof typeof RUNS)[])('%s: bind by registering, sign in again directly, refuse', async (lang) => {
    const run = RUNS[lang];
    const context = await browser.newContext({ viewport: run.viewport, baseURL: baseURL(), locale: run.locale });
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: `test-results/wechat-${lang}-${name}.png`, fullPage: true });
    await page.goto(`/?lang=${lang}#/`);
    await appReady(page);

    // 1. first WeChat sign-in: the sandbox consent page, in the browser's language
    await toConsent(page, '/address');
    expect(await page.locator('label.user').count()).toBe(3);
    await shot('consent');
    await approveAs(page, run);

    // 2. not bound yet: the bind-or-register screen, then registering with the outbox code
    await page.waitForURL(/#\/wxBind\?openId=[\w-]{43}&url=%2Faddress/);
    expect(new URL(page.url()).search).toBe(''); // code and state were dropped from the address
    await page.waitForSelector('.wechat-choice');
    expect(await page.locator('.wechat-hello').textContent()).toContain(run.user);
    await shot('choose');
    await page.click(`.wechat-choice:has-text("${run.register}")`);
    await page.fill('#wx-mobile', run.mobile);
    await page.click('.code-button');
    const code = await outboxCode(run.mobile);
    await page.fill('#wx-code', code);
    await page.fill('#wx-password', 'vintage2024');
    await page.fill('#wx-confirm', 'vintage2025');
    await page.click('.wechat-submit');
    expect(await page.locator('#wx-confirm-error').textContent()).toBe(run.mismatch);
    expect(await page.getAttribute('#wx-confirm', 'aria-describedby')).toBe('wx-confirm-error');
    await shot('register');
    await page.fill('#wx-confirm', 'vintage2024');
    await page.click('.wechat-submit');

    // 3. signed in and back on the page that was asked for
    await page.waitForURL(/#\/address$/);
    await expect.poll(() => page.locator('.user-button').textContent()).toBe(run.user.slice(0, 6));
    await shot('signed-in');
    await logOut(page);

    // 4. the same WeChat user again: signed in directly (code 1), back on the requested page
    await toConsent(page, '/userInfo');
    await approveAs(page, run);
    await page.waitForURL(/#\/userInfo$/);
    await expect.poll(() => page.locator('.user-button').textContent()).toBe(run.user.slice(0, 6));
    await logOut(page);

    // 5. refusing at WeChat: the message, then the sign-in page
    await toConsent(page, '/address');
    await page.click(`button:has-text("${run.refuse}")`);
    await page.waitForURL(/#\/wxAuth$/);
    const alert = page.locator('.wechat-error[role=alert]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(run.refused);
    await shot('refused');
    await page.waitForURL(/#\/login$/, { timeout: 6000 });
    await context.close();
  });
});
