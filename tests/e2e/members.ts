import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CART_LINE_MAX, CartSummarySchema, type CartSummary } from '../../src/contract/cart';
import { appReady, baseURL, DESKTOP, newPage } from './browser';

/** Browser tests' way to the real member API of the e2e server (no shortcut into its database). */
export async function api(path: string, form: Record<string, string>, token?: string) {
  const response = await fetch(new URL(path, baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(form),
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}

interface OutboxEntry {
  id: number;
  body: string;
}

async function outboxEntries(to: string): Promise<OutboxEntry[]> {
  return (await (await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(to)}`, baseURL()))).json()) as OutboxEntry[];
}

/** The id of the newest message the development outbox holds for a phone or email (0 for none). */
export async function latestOutboxId(to: string): Promise<number> {
  return (await outboxEntries(to))[0]?.id ?? 0;
}

/** The newest code the development outbox holds for a phone or email, from a message newer than `after` (an outbox id). */
export async function outboxCode(to: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const newest = (await outboxEntries(to))[0];
    const code = newest && newest.id > after ? newest.body.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no new code in the outbox for ${to}`);
}

/** Pays a booking on the e2e server in the sandbox: the pay call, then the cashier's approval as its page sends it. */
export async function payBookingInSandbox(token: string, orderNo: string) {
  const started = await api('/api/member/visit_order/payOrder', { order_no: orderNo, method: 'sandbox', lang: 'en' }, token);
  if (started.code !== 1) throw new Error(`payOrder: ${started.msg}`);
  await fetch(new URL(`/dev/pay/${started.data.out_trade_no}`, baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
}

let lastDigit = Math.floor(Math.random() * 10);

/** A fresh mobile number (up to ten calls in one millisecond still differ, in their last digit). */
export function uniqueMobile(): string {
  lastDigit = (lastDigit + 1) % 10;
  return `15${String(Date.now()).slice(-8)}${lastDigit}`;
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

/**
 * A session the server does not know, for pages whose member calls are all stubbed with page.route
 * (a call that reaches the server answers 401 and signs the visitor out).
 */
export const STUBBED_MEMBER = {
  token: 'x'.repeat(64),
  user: { id: 1, uuid: 'u', username: 'm', nickname: 'Li', email: '', mobile: '13800000000', avatar: '', gender: 0, birthday: '' },
};

/** The API's answer envelope, for page.route stubs. */
export const envelope = (data: unknown, code = 1, msg = 'ok') => JSON.stringify({ code, msg, time: '0', data });

export interface OpenOptions {
  lang?: string;
  viewport?: { width: number; height: number };
  /** signed in from the first script on */
  member?: { token: string; user: unknown };
  /** stubs and init scripts, in place before the page loads */
  setup?: (page: Page) => Promise<unknown>;
}

/** A fresh context showing `route` (a hash path) in `lang`, the app ready. */
export async function openPage(browser: Browser, route: string, options: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options.viewport ?? DESKTOP);
  if (options.member) await withSession(page, options.member);
  await options.setup?.(page);
  await page.goto(`/?lang=${options.lang ?? 'en'}#${route}`);
  await appReady(page);
  return { context, page };
}

/**
 * A cart/list answer holding `bottles` bottles in lines of at most 99, none selected; checked
 * against the contract so a stub cannot drift from what the app accepts.
 */
export function stubbedCart(bottles: number): CartSummary {
  const items: CartSummary['items'] = [];
  for (let left = bottles, id = 1; left > 0; id++) {
    const count = Math.min(left, CART_LINE_MAX);
    left -= count;
    items.push({
      id, user_id: 1, goods_id: id, title: `Wine ${id}`, images: [], unit_price: '100.00', original_price: '120.00', price: (count * 100).toFixed(2),
      dollar_price: (count * 15).toFixed(2), product_count: count, product_spec: '750ml', is_selected: 0, stock: 500, tips: '', available: 1,
    });
  }
  return CartSummarySchema.parse({ count_sum: bottles, product_count: 0, price_sum: '0.00', dollar_price_sum: '0.00', items });
}
