import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import staffCn from '../../src/staff/locales/cn';
import staffEn from '../../src/staff/locales/en';
import { DESKTOP, launch, PHONE } from './browser';
import { Authenticators, shownSecret, staffApi, startStaffConsoleServer, type StaffConsoleServer } from './staff';

/**
 * The staff console in Chromium (issue 13): an owner's first sign-in enrols the authenticator
 * from the key shown beside the QR code, invites a shop manager, who accepts in a browser of
 * their own and sees only the shop's navigation; an auditor opens every screen and has no action
 * buttons, and a forced action answers 403 in the auditor's language and changes nothing; a
 * wrong code is refused with its message; signing out everywhere ends the other browser's
 * session. Nothing of the console is in the public page.
 */
const OWNER = { username: 'owner', name: 'Wang Li', role: 'owner' as const, password: 'cliffside-owner-1' };
const AUDITOR = { username: 'auditor', name: 'Zhou Min', role: 'auditor' as const, password: 'cliffside-audit-1' };
const MANAGER = { username: 'shop.chen', name: 'Chen Jing', password: 'cliffside-shop-12' };
const en = staffEn;

let browser: Browser;
let server: StaffConsoleServer;
/** the authenticator apps, with the keys the people typed in from the console */
const apps = new Authenticators();

beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  [browser, server] = await Promise.all([launch(), startStaffConsoleServer([OWNER, AUDITOR])]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  return { context, page };
}

async function typePassword(page: Page, account: { username: string; password: string }) {
  await page.goto('/staff/');
  await page.getByLabel(en.auth.username).fill(account.username);
  await page.getByLabel(en.auth.password).fill(account.password);
  await page.getByRole('button', { name: en.auth.submit }).click();
}

/** The enrolment screen: read the key beside the QR code, type the app's first code. */
async function enrol(page: Page, username: string) {
  await page.getByRole('heading', { name: en.auth.enrolTitle }).waitFor();
  await page.getByRole('img', { name: en.auth.qrLabel }).waitFor();
  apps.set(username, await shownSecret(page));
  await page.getByLabel(en.auth.code).fill(await apps.nextCode(username));
  await page.getByRole('button', { name: en.auth.confirmEnrol }).click();
  await page.getByRole('heading', { name: en.home.title, level: 1 }).waitFor();
}

async function signIn(page: Page, account: { username: string; password: string }) {
  await typePassword(page, account);
  await page.getByRole('heading', { name: en.auth.totpTitle }).waitFor();
  await page.getByLabel(en.auth.code).fill(await apps.nextCode(account.username));
  await page.getByRole('button', { name: en.auth.signIn }).click();
  await page.getByRole('heading', { name: en.home.title, level: 1 }).waitFor();
}

const navLinks = (page: Page) => page.locator('#st-nav a').allInnerTexts();

describe('the staff console', () => {
  it('is its own page: the public page names none of its files, and it loads none of the public ones', async () => {
    const site = await (await fetch(new URL('/', server.url))).text();
    expect(site).not.toMatch(/staff/i);
    for (const asset of site.match(/assets\/[\w.-]+\.js/g) ?? []) expect(readFileSync(`dist/web/${asset}`, 'utf8')).not.toMatch(/staff-console|st-shell/);
    const { context, page } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/staff');
    await page.getByRole('heading', { name: en.auth.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff/');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/staff\/assets\//);
    await context.close();
  });

  it('an owner enrols the authenticator at the first sign-in, invites a shop manager, who joins and sees only the shop', async () => {
    const { context, page } = await open();
    await typePassword(page, OWNER);
    await enrol(page, OWNER.username);
    expect(await page.locator('.st-who').innerText()).toContain(OWNER.name);
    expect(await navLinks(page)).toEqual(
      expect.arrayContaining([en.shell.nav.home, en.shell.nav.orders, en.shell.nav.visits, en.shell.nav.staff, en.shell.nav.audit]),
    );
    await page.screenshot({ path: 'test-results/staff-console-owner-home.png', fullPage: true });

    await page.getByRole('link', { name: en.shell.nav.staff }).click();
    await page.getByRole('heading', { name: en.accounts.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: en.accounts.invite }).click();
    const dialog = page.getByRole('dialog', { name: en.accounts.form.title });
    await dialog.getByLabel(en.accounts.form.username).fill(MANAGER.username);
    await dialog.getByLabel(en.accounts.form.name, { exact: true }).fill(MANAGER.name);
    await dialog.getByLabel(en.accounts.form.role).selectOption('shop');
    await dialog.getByRole('button', { name: en.accounts.form.submit }).click();
    const link = await page.getByRole('dialog', { name: en.accounts.link.title }).getByRole('textbox').inputValue();
    expect(link).toMatch(/\/staff\/#\/invite\/[\w-]{16,}$/);
    await page.getByRole('dialog', { name: en.accounts.link.title }).getByRole('button', { name: en.shell.action.close }).click();
    await page.getByRole('cell', { name: MANAGER.name, exact: true }).waitFor();
    // on a phone the table scrolls inside its box: nothing widens the page
    await page.setViewportSize(PHONE);
    await page.locator('.st-menu-button').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();

    // the manager, in a browser of their own
    const manager = await open();
    await manager.page.goto(link);
    await manager.page.getByRole('heading', { name: en.auth.inviteTitle }).waitFor();
    expect(await manager.page.locator('.st-auth-intro').innerText()).toContain(`${MANAGER.name} (${MANAGER.username}), ${en.shell.role.shop}`);
    await manager.page.getByLabel(en.auth.password, { exact: true }).fill(MANAGER.password);
    await manager.page.getByLabel(en.auth.passwordAgain).fill(`${MANAGER.password}x`);
    await manager.page.getByRole('button', { name: en.auth.submit }).click();
    await manager.page.getByText(en.auth.passwordMismatch).waitFor();
    await manager.page.getByLabel(en.auth.passwordAgain).fill(MANAGER.password);
    await manager.page.getByRole('button', { name: en.auth.submit }).click();
    await enrol(manager.page, MANAGER.username);
    // the shop's queues, its wines and stock, and the lifecycles it may read; no bookings, content or administration
    expect(await navLinks(manager.page)).toEqual([
      en.shell.nav.home,
      en.shell.nav.orders,
      en.shell.nav.refunds,
      en.shell.nav.moneyRefunds,
      en.shell.nav.members,
      en.catalogue.nav,
      en.lifecycle.nav,
      en.lifecycle.navReport,
    ]);
    // the home's cards are the shop's queues only
    expect(await manager.page.locator('.st-card h2').allInnerTexts()).toEqual([en.home.card.toShip, en.home.card.refunds, en.home.card.moneyRefunds]);
    await manager.context.close();
  });

  it('an auditor opens every screen, has no action buttons, and a forced action is refused in their language and changes nothing', async () => {
    const { context, page } = await open();
    await typePassword(page, AUDITOR);
    await enrol(page, AUDITOR.username);
    const screens = ['/orders', '/refunds', '/money-refunds', '/bookings/visit', '/bookings/dining', '/bookings/stay', '/members', '/staff', '/audit'];
    for (const path of screens) {
      await page.goto(`/staff/#${path}`);
      await page.locator('h1').first().waitFor();
      expect(await page.getByText(en.shell.error.forbidden).count(), path).toBe(0);
    }
    await page.goto('/staff/#/staff');
    await page.getByRole('cell', { name: OWNER.name }).waitFor();
    expect(await page.getByText(en.accounts.readOnly).count()).toBe(1);
    for (const name of [en.accounts.invite, en.accounts.disable, en.accounts.enable, en.accounts.reset])
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    expect(await page.locator('select:visible').count()).toBe(0);
    await page.goto('/staff/#/audit');
    await page.getByRole('button', { name: en.audit.verify }).click();
    await page.getByText(/The chain holds/).waitFor();

    // the auditor reads in Simplified Chinese, then forces an action with their own token
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: staffCn.audit.title, level: 1 }).waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('staff.session') ?? '{}').token as string);
    const before = (await staffApi(server.url, 'account/list', {}, token)).answer.data as unknown[];
    const forced = await page.evaluate(async (t) => {
      const response = await fetch('/api/staff/account/invite', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: t },
        body: new URLSearchParams({ username: 'sneaky', name: 'Sneaky', role: 'owner', lang: JSON.parse(localStorage.getItem('staff.lang') ?? '""') }),
      });
      return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
    }, token);
    expect(forced.status).toBe(403);
    expect(forced.body.msg).toBe(MESSAGES.cn.staffAuth.forbidden);
    const after = (await staffApi(server.url, 'account/list', {}, token)).answer.data as unknown[];
    expect(after).toEqual(before);
    await context.close();
  });

  it('a wrong code is refused with its message; signing out everywhere ends the other browser too', { timeout: 150_000 }, async () => {
    const first = await open();
    await typePassword(first.page, MANAGER);
    await first.page.getByRole('heading', { name: en.auth.totpTitle }).waitFor();
    await first.page.getByLabel(en.auth.code).fill(apps.wrongCode(MANAGER.username));
    await first.page.getByRole('button', { name: en.auth.signIn }).click();
    await first.page.getByText(MESSAGES.en.staffAuth.codeWrong).waitFor();
    await first.page.getByLabel(en.auth.code).fill(await apps.nextCode(MANAGER.username));
    await first.page.getByRole('button', { name: en.auth.signIn }).click();
    await first.page.getByRole('heading', { name: en.home.title, level: 1 }).waitFor();

    const second = await open(PHONE);
    await signIn(second.page, MANAGER);

    await first.page.getByRole('button', { name: en.shell.signOutEverywhere }).click();
    await first.page.getByRole('dialog', { name: en.shell.signOutEverywhere }).getByRole('button', { name: en.shell.signOutEverywhere }).click();
    await first.page.getByRole('heading', { name: en.auth.title }).waitFor();

    // the phone's session is gone at its next call
    await second.page.reload();
    await second.page.getByRole('heading', { name: en.auth.title }).waitFor();
    await second.page.getByText(en.shell.sessionEnded).waitFor();
    await first.context.close();
    await second.context.close();
  });
});
