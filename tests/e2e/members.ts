import type { Page } from 'playwright-core';
import { baseURL } from './browser';

/** Browser tests' way to the real member API of the e2e server (no shortcut into its database). */
export async function api(path: string, form: Record<string, string>, token?: string) {
  const response = await fetch(new URL(path, baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(form),
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}

/** The newest code the development outbox holds for a phone or email. */
export async function outboxCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const entries = (await (await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(to)}`, baseURL()))).json()) as { body: string }[];
    const code = entries[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

export function uniqueMobile(): string {
  return `15${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
}

export interface RegisteredMember {
  mobile: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

/** A new member registered the real way: a code from the outbox, then /api/user/register. */
export async function registerMember(password = 'cellar-door1', mobile = uniqueMobile()): Promise<RegisteredMember> {
  const sent = await api('/api/sms/send', { mobile, event: 'register', lang: 'en' });
  if (sent.code !== 1) throw new Error(`sms/send: ${sent.msg}`);
  const code = await outboxCode(mobile);
  const answer = await api('/api/user/register', { mobile, code, password, confirm: password, lang: 'en' });
  if (answer.code !== 1) throw new Error(`register: ${answer.msg}`);
  const { token, ...user } = answer.data as { token: string };
  return { mobile, password, token, user };
}

/** The stored session a sign-in leaves, in place before the app's first script runs. */
export async function withSession(page: Page, member: { token: string; user: unknown }) {
  await page.addInitScript((session) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', JSON.stringify({ ...session, expiresAt: Date.now() + 3_600_000 }));
  }, { token: member.token, user: member.user });
}
