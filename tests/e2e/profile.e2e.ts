import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../helpers/png';
import { appReady, DESKTOP, launch, newPage, PHONE } from './browser';
import { api, outboxCode, registerMember, uniqueMobile } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => browser?.close());

/** scrypt, uploads and a busy machine: give each poll more than vitest's 1 s default */
const SLOW = { timeout: 10_000 };

async function signIn(page: Page, account: string, password: string) {
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('.account-submit');
}

const TEXT = {
  cn: {
    nickname: '葡萄酒爱好者小王', shown: '葡萄酒爱好者', name: '王小明', region: '山东省烟台市蓬莱区', address: '崖畔路1号',
    nicknameRequired: '请输入昵称', saved: '保存成功', passwordChanged: '密码修改成功', phoneChanged: '手机号修改成功', codeFirst: '请先获取验证码',
  },
  en: {
    nickname: 'Wine lover Wang', shown: 'Wine l', name: 'Wang Xiaoming', region: 'Penglai, Yantai, Shandong', address: '1 Cliff Road',
    nicknameRequired: 'Please enter a nickname', saved: 'Saved', passwordChanged: 'Password changed', phoneChanged: 'Phone number changed',
    codeFirst: 'Please get a verification code first',
  },
} as const;

describe('personal centre', () => {
  it.each([
    ['cn', 'phone', PHONE],
    ['en', 'desktop', DESKTOP],
  ] as const)('in %s at %s width: profile, portrait, password and phone', async (lang, width, viewport) => {
    const text = TEXT[lang];
    const { mobile } = await registerMember('first-pass1');
    const { context, page } = await newPage(browser, viewport);
    const shot = (name: string) => page.screenshot({ path: `test-results/profile-${lang}-${width}-${name}.png`, fullPage: true });

    // sign in and land on the personal centre
    await page.goto(`/?lang=${lang}#/login?url=%2FuserInfo`);
    await appReady(page);
    await signIn(page, mobile, 'first-pass1');
    await page.waitForURL(/#\/userInfo$/);
    await page.waitForSelector('.pc-avatar');
    expect(await page.getAttribute('.pc-avatar', 'src')).toContain('avatar-default.svg');
    expect(await page.locator('.member-tabs a[aria-current=page]').getAttribute('href')).toBe('#/userInfo');
    expect(await page.locator('.member-tabs a').count()).toBe(5);
    await shot('view');

    // a rule refused in the browser, in the page's language, linked to its field
    await page.click('[data-testid=profile-edit]');
    await page.fill('#pc-nickname', '   ');
    await page.click('[data-testid=profile-save]');
    expect(await page.locator('#pc-nickname-error').textContent()).toBe(text.nicknameRequired);
    expect(await page.getAttribute('#pc-nickname', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#pc-nickname', 'aria-describedby')).toContain('pc-nickname-error');
    await shot('errors');

    // save the profile: the header shows the nickname's first 6 characters
    await page.fill('#pc-nickname', text.nickname);
    await page.fill('#pc-name', text.name);
    await page.check('input[name=pc-gender][value="1"]');
    await page.fill('#pc-birthday', '1990-05-01');
    await page.fill('#pc-region', text.region);
    await page.fill('#pc-address', text.address);
    await page.click('[data-testid=profile-save]');
    await expect.poll(() => page.locator('.pc-saved').textContent(), SLOW).toBe(text.saved);
    expect(await page.locator('.pc-list').textContent()).toContain(text.region);
    expect(await page.locator('.user-button').textContent()).toBe(text.shown);

    // a portrait: a real PNG, shown once uploaded
    await page.setInputFiles('#pc-avatar-file', { name: 'portrait.png', mimeType: 'image/png', buffer: makePng(64, 64) });
    await expect.poll(() => page.getAttribute('.pc-avatar', 'src'), SLOW).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => page.$eval('.pc-avatar', (img) => (img as HTMLImageElement).naturalWidth), SLOW).toBe(64);

    // the phone: no submit before a code was sent, then the code from the outbox
    const newMobile = uniqueMobile();
    await page.click('[data-testid=change-mobile]');
    await page.fill('#pc-new-mobile', newMobile);
    await page.fill('#pc-mobile-code', '123456');
    await page.click('[data-testid=mobile-submit]');
    expect(await page.locator('#pc-mobile-code-error').textContent()).toBe(text.codeFirst);
    await page.click('.pc-page .code-button');
    const code = await outboxCode(newMobile);
    await page.fill('#pc-mobile-code', code);
    await shot('phone');
    await page.click('[data-testid=mobile-submit]');
    await expect.poll(() => page.locator('.pc-success[role=status]').allTextContents(), SLOW).toContain(text.phoneChanged);
    expect(await page.locator('.pc-row-value').first().textContent()).toBe(newMobile);

    // the password, then sign in again with it
    await page.click('[data-testid=change-password]');
    await page.fill('#pc-oldpassword', 'first-pass1');
    await page.fill('#pc-newpassword', 'second-pass2');
    await page.fill('#pc-renewpassword', 'second-pass2');
    await page.click('[data-testid=password-submit]');
    await expect.poll(() => page.locator('.pc-success[role=status]').allTextContents(), SLOW).toContain(text.passwordChanged);
    await shot('done');

    await page.click('.user-button');
    await page.click('.dropdown button');
    await page.waitForURL(/#\/login$/);
    await page.goto(`/?lang=${lang}#/login?url=%2FuserInfo`);
    await appReady(page);
    await signIn(page, newMobile, 'second-pass2');
    await page.waitForURL(/#\/userInfo$/);
    await expect.poll(() => page.locator('.pc-list').textContent(), SLOW).toContain(text.name);
    expect(await page.getAttribute('.pc-avatar', 'src')).toMatch(/^\/media\/uploads\//);
    expect((await api('/api/user/login', { account: newMobile, password: 'first-pass1', lang: 'en' })).code).toBe(0);
    await context.close();
  });
});
