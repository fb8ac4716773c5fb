import { expect } from 'vitest';
import { postForm, type testApp } from '../../helpers/test-app';

export type Ctx = Awaited<ReturnType<typeof testApp>>;

let ipCounter = 0;
/** A new client address per call, so the per-address limits of one test do not reach another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let phoneCounter = 0;
export function freshPhone(): string {
  phoneCounter += 1;
  return `137${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export async function call(ctx: Ctx, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await postForm(ctx.app, path, form, { 'x-forwarded-for': freshIp(), ...headers });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** The latest code the outbox holds for this phone or email. */
export async function outboxCode(ctx: Ctx, to: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const latest = (res.json() as { body: string }[])[0];
  const match = latest?.body.match(/\b(\d{6})\b/);
  expect(match, `no code in the outbox for ${to}`).toBeTruthy();
  return match![1]!;
}

/** Sends a code (the cooldown of an earlier send to the same target is skipped) and reads it. */
export async function sendAndRead(ctx: Ctx, target: string, event: string, lang = 'en'): Promise<string> {
  await skipCooldown(ctx, target);
  const byEmail = target.includes('@');
  const path = byEmail ? '/api/ems/send' : '/api/sms/send';
  const res = await call(ctx, path, { [byEmail ? 'email' : 'mobile']: target, event, lang });
  expect(res.msg).toBe(lang === 'en' ? 'The verification code has been sent' : res.msg);
  expect(res.code).toBe(1);
  return outboxCode(ctx, target);
}

/** Moves a target's cooldown window into the past, as if a minute had gone by. */
export async function skipCooldown(ctx: Ctx, target: string) {
  await ctx.db
    .updateTable('rate_limits')
    .set({ window_start: new Date(Date.now() - 61_000) })
    .where('key', '=', `code:cool:${target}`)
    .execute();
}

/** A registered member with this phone and password, through the real calls. */
export async function registerMember(ctx: Ctx, mobile: string, password = 'secret123') {
  const code = await sendAndRead(ctx, mobile, 'register');
  const res = await call(ctx, '/api/user/register', { mobile, code, password, confirm: password, lang: 'en' });
  expect(res.code, res.msg).toBe(1);
  return res.data as { id: number; token: string; mobile: string };
}
