import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, baseURL, DESKTOP, launch, PHONE } from './browser';
import { latestOutboxId, outboxCode } from './members';

/**
 * Accounts in Chromium against the real server and the development outbox: register with the
 * code from GET /dev/outbox, log out (the token stops working), sign in with the password, sign
 * in with an SMS code, reset the password and sign in with the new one. The test server allows
 * one code per phone every 3 s (CODE_COOLDOWN_S); when a click comes sooner, the page shows the
 * server's "please wait" and the journey waits that long. The two journeys run side by side.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

const RUNS = {
  en: {
    viewport: DESKTOP,
    mobile: '13655500001',
    titles: { signIn: 'Sign in', register: 'Create an account', reset: 'Reset your password' },
    phoneRule: 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)',
    codeRequired: 'Please enter the verification code',
    mismatch: 'The two password inputs are inconsistent',
    wrongPassword: 'Incorrect account or password',
    wait: /^Please wait (\d+) seconds? before requesting another code$/,
    cooling: /^Resend in \d+ s/,
    resetDone: 'Your password has been reset',
  },
  cn: {
    viewport: PHONE,
    mobile: '13655500002',
    titles: { signIn: '登录', register: '注册账号', reset: '找回密码' },
    phoneRule: '请填写正确的手机号：中国大陆11位，或香港+852、澳门+853、台湾+886的手机号',
    codeRequired: '请输入验证码',
    mismatch: '两次输入的密码不一致',
    wrongPassword: '账号或密码不正确',
    wait: /^请(\d+)秒后再获取验证码$/,
    cooling: /^\d+秒后重新获取/,
    resetDone: '密码已重置',
  },
} as const;
type Lang = keyof typeof RUNS;

/** Clicks "get code"; when the server says to wait, the page shows it, and we wait that long. */
async function requestCode(page: Page, lang: Lang, field: string): Promise<string> {
  const run = RUNS[lang];
  const before = await latestOutboxId(run.mobile);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.click('.code-button');
    const outcome = await Promise.race([
      page.waitForSelector('.code-button[data-phase=cooling]').then(() => 'sent' as const),
      page.waitForSelector(`#${field}-error`).then(() => 'refused' as const),
    ]);
    if (outcome === 'sent') {
      expect(await page.locator('.code-button').textContent()).toMatch(run.cooling);
      return outboxCode(run.mobile, before);
    }
    const message = (await page.locator(`#${field}-error`).textContent()) ?? '';
    const seconds = Number(run.wait.exec(message)?.[1]);
    expect(seconds, `unexpected message: ${message}`).toBeGreaterThan(0);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  throw new Error('no code was sent');
}

async function token(page: Page): Promise<string | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null')?.token ?? null);
}

async function logOut(page: Page) {
  const before = await token(page);
  await page.click('.user-button');
  await page.click('#user-list button');
  await page.waitForURL(/#\/login$/);
  expect(await token(page)).toBeNull();
  // the server forgot the token too
  const res = await fetch(`${baseURL()}/api/user/logout`, { method: 'POST', headers: { token: before! } });
  expect(res.status).toBe(401);
}

describe('accounts: register, log out, sign in two ways, reset the password', () => {
  it.concurrent.each(Object.keys(RUNS) as Lang[])(
    '%s',
    async (lang) => {
      const run = RUNS[lang];
      const context = await browser.newContext({ viewport: run.viewport, baseURL: baseURL() });
      const page = await context.newPage();
      const shot = (name: string) => page.screenshot({ path: `test-results/account-${lang}-${name}.png`, fullPage: true });
      await page.goto(`/?lang=${lang}#/login?url=%2Fnews`);
      await appReady(page);
      expect(await page.locator('#account-title').textContent()).toBe(run.titles.signIn);
      await shot('sign-in');

      // 1. register: the rules first, then the code from the outbox
      await page.click('[data-testid=to-register]');
      await page.waitForURL(/#\/login\?mode=register&url=%2Fnews$/);
      await expect.poll(() => page.locator('#account-title').textContent()).toBe(run.titles.register);
      await page.click('.account-submit');
      expect(await page.locator('#register-mobile-error').textContent()).toBe(run.phoneRule);
      expect(await page.getAttribute('#register-mobile', 'aria-invalid')).toBe('true');
      expect(await page.locator('#register-code-error').textContent()).toBe(run.codeRequired);
      await page.fill('#register-mobile', '1365550');
      await page.click('.code-button');
      expect(await page.locator('#register-mobile-error').textContent()).toBe(run.phoneRule);
      await page.fill('#register-mobile', run.mobile);
      const registerCode = await requestCode(page, lang, 'register-mobile');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-code');
      await page.fill('#register-code', registerCode);
      await page.fill('#register-password', 'vintage2024');
      await page.fill('#register-confirm', 'vintage2025');
      await page.click('.account-submit');
      expect(await page.locator('#register-confirm-error').textContent()).toBe(run.mismatch);
      expect(await page.getAttribute('#register-confirm', 'aria-describedby')).toBe('register-confirm-error');
      await shot('register-errors');
      await page.fill('#register-confirm', 'vintage2024');
      await page.click('.account-submit');
      await page.waitForURL(/#\/news$/);
      await expect.poll(() => page.locator('.user-button').textContent()).toBe(`${run.mobile.slice(0, 3)}***`);
      expect(await token(page)).toMatch(/^[0-9a-f]{64}$/);

      // 2. log out
      await logOut(page);

      // 3. sign in with the password (a wrong one first)
      await page.fill('#login-account', run.mobile);
      await page.fill('#login-password', 'vintage2023');
      await page.click('.account-submit');
      expect(await page.locator('.form-failure').textContent()).toBe(run.wrongPassword);
      await shot('wrong-password');
      await page.fill('#login-password', 'vintage2024');
      await page.click('.account-submit');
      await page.waitForURL(/#\/$/);
      await page.waitForSelector('.user-button');
      await logOut(page);

      // 4. sign in with an SMS code
      await page.click('[data-testid=mode-code]');
      await page.waitForURL(/#\/login\?mode=code$/);
      await page.fill('#login-mobile', run.mobile);
      const loginCode = await requestCode(page, lang, 'login-mobile');
      await page.fill('#login-captcha', loginCode);
      await shot('code-sign-in');
      await page.click('.account-submit');
      await page.waitForURL(/#\/$/);
      await page.waitForSelector('.user-button');
      await logOut(page);

      // 5. reset the password, then sign in with the new one
      await page.click('[data-testid=to-reset]');
      await page.waitForURL(/#\/login\?mode=reset$/);
      await expect.poll(() => page.locator('#account-title').textContent()).toBe(run.titles.reset);
      await page.fill('#reset-account', run.mobile);
      const resetCode = await requestCode(page, lang, 'reset-account');
      await page.fill('#reset-captcha', resetCode);
      await page.fill('#reset-newpassword', 'harvest2025');
      await page.fill('#reset-confirm', 'harvest2025');
      await shot('reset');
      await page.click('.account-submit');
      await page.waitForSelector('.account-done');
      expect(await page.locator('.account-done h2').textContent()).toBe(run.resetDone);
      await shot('reset-done');
      await page.click('.account-done .button');
      await page.waitForURL(/#\/login$/);
      await page.fill('#login-account', run.mobile);
      await page.fill('#login-password', 'vintage2024');
      await page.click('.account-submit');
      expect(await page.locator('.form-failure').textContent()).toBe(run.wrongPassword);
      await page.fill('#login-password', 'harvest2025');
      await page.click('.account-submit');
      await page.waitForURL(/#\/$/);
      await page.waitForSelector('.user-button');
      await shot('signed-in');
      await context.close();
    },
    240_000,
  );
});
