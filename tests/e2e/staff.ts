import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { StaffRole } from '../../src/contract/staff-access';
import staffEn from '../../src/staff/locales/en';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

/**
 * The staff console's browser tests: their own server on a fresh embedded database, where the
 * staff command first makes the accounts asked for (`npm run staff -- create-staff`: the command
 * and a running server cannot share an embedded database), and the authenticator's codes as an
 * app computes them from the key the console shows (otpauth: SHA-1, 6 digits, 30 s).
 */
export interface StaffAccountSeed {
  username: string;
  name: string;
  role: StaffRole;
  password: string;
}

export interface StaffConsoleServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startStaffConsoleServer(accounts: StaffAccountSeed[], env: Record<string, string> = {}): Promise<StaffConsoleServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'winery-staff-console-e2e-'));
  const { DATABASE_URL: _server, ...parentEnv } = process.env;
  let server: ServerProcess;
  try {
    for (const a of accounts)
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', 'create-staff', '--username', a.username, '--name', a.name, '--role', a.role], {
        env: { ...parentEnv, DATA_DIR: dataDir, NODE_ENV: 'test', STAFF_PASSWORD: a.password },
      });
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: 'dist/web', ...env });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function authenticatorCode(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * STEP_MS });
}

/**
 * The authenticator apps of the test's people: a code signs in once, and the server takes the
 * step before or after its own, so each sign-in uses a later step than the last one — waiting
 * for the clock when the next step is not yet accepted.
 */
export class Authenticators {
  private readonly keys = new Map<string, string>();
  private readonly lastStep = new Map<string, number>();

  set(username: string, secret: string) {
    this.keys.set(username, secret);
  }

  has(username: string) {
    return this.keys.has(username);
  }

  /** A code no sign-in of this person has used yet. */
  async nextCode(username: string): Promise<string> {
    const secret = this.keys.get(username);
    if (!secret) throw new Error(`no authenticator for ${username}`);
    for (;;) {
      const now = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(now, (this.lastStep.get(username) ?? -Infinity) + 1);
      // the step after the server's is accepted too, but not when it is about to become two ahead
      if (step === now || (step === now + 1 && Date.now() % STEP_MS < STEP_MS - 3000)) {
        this.lastStep.set(username, step);
        return authenticatorCode(secret, step - now);
      }
      await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200));
    }
  }

  /** A six-digit code that is not one this person's app accepts now. */
  wrongCode(username: string): string {
    const secret = this.keys.get(username)!;
    const near = new Set([-1, 0, 1].map((steps) => authenticatorCode(secret, steps)));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!near.has(code)) return code;
    }
  }
}

/** The key shown beside the enrolment's QR code, as the person would type it into the app. */
export async function shownSecret(page: Page): Promise<string> {
  const text = await page.locator('.st-secret').innerText();
  return text.replace(/\s/g, '');
}

/**
 * A first sign-in on the console's own screen (in English): username and password, then the
 * authenticator enrolled from the key shown (kept in `apps` for later codes); ends on the home.
 */
export async function enrolThroughConsole(page: Page, account: { username: string; password: string }, apps: Authenticators): Promise<void> {
  await page.goto('/staff/');
  await page.getByLabel(staffEn.auth.username).fill(account.username);
  await page.getByLabel(staffEn.auth.password).fill(account.password);
  await page.getByRole('button', { name: staffEn.auth.submit }).click();
  await page.getByRole('heading', { name: staffEn.auth.enrolTitle }).waitFor();
  apps.set(account.username, await shownSecret(page));
  await page.getByLabel(staffEn.auth.code).fill(await apps.nextCode(account.username));
  await page.getByRole('button', { name: staffEn.auth.confirmEnrol }).click();
  await page.getByRole('heading', { name: staffEn.home.title, level: 1 }).waitFor();
}

type Answer = { code: number; msg: string; data: any };

/** A staff call as the browser makes it (form-encoded, `token` header, `lang`). */
export async function staffApi(base: string, path: string, form: Record<string, string>, token?: string): Promise<{ status: number; answer: Answer }> {
  const response = await fetch(new URL(`/api/staff/${path}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams({ lang: 'en', ...form }),
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

/** Signs in through the API, enrolling the authenticator the first time (its key is kept). */
export async function apiSignIn(base: string, account: { username: string; password: string }, apps: Authenticators): Promise<string> {
  const step = (await staffApi(base, 'login', account)).answer;
  if (step.code !== 1) throw new Error(`staff/login: ${step.msg}`);
  if (step.data.step === 'enrol') apps.set(account.username, step.data.secret);
  const path = step.data.step === 'enrol' ? 'login/enrol' : 'login/totp';
  const signedIn = (await staffApi(base, path, { ticket: step.data.ticket, code: await apps.nextCode(account.username) })).answer;
  if (signedIn.code !== 1) throw new Error(`${path}: ${signedIn.msg}`);
  return signedIn.data.token as string;
}
