import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lang } from '../../contract/lang';
import type { MessageKey } from '../../contract/messages';
import { normalizePhone } from '../../contract/phone';
import type { CodeEvent } from '../../contract/verification';
import type { Db } from '../db/database';
import type { CodeChannel, Messaging } from '../providers/messaging/types';
import { findMemberByAccount } from './members';
import { hit, pruneLimits, release, type Limit } from './rate-limit';

/** Rules of integrations-china §5: 6 digits, 5 minutes, single use, 5 tries; the cooldown (60 s) is configured. */
export const CODE_TTL_S = 300;
export const CODE_MAX_TRIES = 5;
export const CODE_DAILY_PER_TARGET = 10;
export const CODE_DAILY_PER_IP = 30;

const DEV_SECRET = 'development-only-code-secret';

/**
 * The HMAC key stored codes are hashed with: one per app, from CODE_SECRET (the same in every
 * instance of a deployment, or a code sent by one would not verify at another). The secret
 * itself stays inside; the app's services hold this.
 */
export interface CodeKey {
  /** binding target and event into the hash keeps a code for one purpose from passing another */
  hash(target: string, event: CodeEvent, code: string): string;
}

export function codeKey(secret: string | undefined): CodeKey {
  const key = secret || DEV_SECRET;
  return { hash: (target, event, code) => createHmac('sha256', key).update(`${target}\n${event}\n${code}`).digest('hex') };
}

export function normalizeTarget(channel: CodeChannel, target: string): string {
  const trimmed = target.trim();
  // a phone's cooldown, limits and codes key by its canonical form however it was typed
  return channel === 'email' ? trimmed.toLowerCase() : (normalizePhone(trimmed) ?? trimmed);
}

export interface IssueRequest {
  channel: CodeChannel;
  target: string;
  event: CodeEvent;
  lang: Lang;
  /** the requester's address, for the per-IP daily cap */
  ip?: string;
  /** the signed-in member; required for changemobile / changeemail */
  memberId?: number | null;
}

export type IssueResult = { ok: true; cooldown: number } | { ok: false; key: MessageKey; params?: Record<string, string> };

/** Whether this event may send to this target (spec §5 flows). */
async function eventRefusal(db: Db, request: IssueRequest, target: string): Promise<MessageKey | null> {
  const owner = await findMemberByAccount(db, target);
  const mobile = request.channel === 'mobile';
  switch (request.event) {
    case 'register':
      return owner ? (mobile ? 'auth.mobileRegistered' : 'auth.emailRegistered') : null;
    case 'mobilelogin':
    case 'resetpwd':
      return owner ? null : mobile ? 'auth.mobileUnknown' : 'auth.emailUnknown';
    case 'changemobile':
    case 'changeemail':
      if (!request.memberId) return 'error.loginFirst';
      if ((request.event === 'changemobile') !== mobile) return 'error.requestFailed';
      return owner && owner.id !== request.memberId ? (mobile ? 'auth.mobileTaken' : 'auth.emailTaken') : null;
    case 'visit':
      // the guest's phone for a visit booking: any phone, but only for a signed-in member
      return request.memberId && mobile ? null : 'error.loginFirst';
  }
}

class Refused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params?: Record<string, string>,
  ) {
    super(key);
  }
}

/**
 * Creates and sends a code. The cooldown and the daily caps are claimed in one transaction
 * together with the new code, so a refused or concurrent request leaves nothing behind; older
 * unused codes for the same target and event stop working. The code itself is never logged.
 */
export async function issueCode(key: CodeKey, db: Db, providers: Messaging, request: IssueRequest): Promise<IssueResult> {
  const target = normalizeTarget(request.channel, request.target);
  const refusal = await eventRefusal(db, request, target);
  if (refusal) return { ok: false, key: refusal };

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  const limits: Limit[] = [
    { key: `code:cool:${target}`, windowS: providers.cooldownS, max: 1 },
    { key: `code:day:${target}`, windowS: 86_400, max: CODE_DAILY_PER_TARGET },
    ...(request.ip ? [{ key: `code:ip:${request.ip}`, windowS: 86_400, max: providers.dailyPerIp ?? CODE_DAILY_PER_IP }] : []),
  ];
  let codeId: number;
  try {
    codeId = await db.transaction().execute(async (trx) => {
      for (const [index, limit] of limits.entries()) {
        const taken = await hit(trx, limit, now);
        if (taken.ok) continue;
        if (index === 0) throw new Refused('auth.codeCooldown', { count: String(taken.retryAfterS) });
        throw new Refused('auth.codeDailyLimit');
      }
      await trx
        .updateTable('verification_codes')
        .set({ used_at: now })
        .where('target', '=', target)
        .where('event', '=', request.event)
        .where('used_at', 'is', null)
        .execute();
      const row = await trx
        .insertInto('verification_codes')
        .values({
          target,
          event: request.event,
          code_hash: key.hash(target, request.event, code),
          ip: request.ip ?? '',
          created_at: now,
          expires_at: new Date(now.getTime() + CODE_TTL_S * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, key: error.key, ...(error.params ? { params: error.params } : {}) };
    throw error;
  }

  const sender = request.channel === 'mobile' ? providers.sms : providers.email;
  try {
    await sender.send({ channel: request.channel, to: target, code, event: request.event, lang: request.lang, ttlMinutes: CODE_TTL_S / 60 });
  } catch {
    // nothing was delivered: the code dies and the member may try again at once
    await db.updateTable('verification_codes').set({ used_at: new Date() }).where('id', '=', codeId).execute();
    for (const limit of limits) await release(db, limit.key);
    return { ok: false, key: 'auth.sendFailed' };
  }
  if (Math.random() < 0.02) await prune(db, now);
  return { ok: true, cooldown: providers.cooldownS };
}

export type ConsumeResult = { ok: true } | { ok: false; key: MessageKey };

/**
 * Checks a code and burns it on success. A wrong code counts a try; the fifth wrong try burns
 * the code. Only the latest code for the target and event is considered; the right code once
 * used up answers `auth.codeUsed`.
 *
 * The burn is one conditional update, so of requests racing with one code exactly one gets
 * `ok`. Pass the transaction that does what the code proves (a booking, say): the code is then
 * used up together with it, and given back when that transaction rolls back. A refusal commits
 * nothing that must be kept except a counted wrong try, so the caller should commit, not throw,
 * on a refusal.
 *
 * `keep`: check only (a form's step check); the code stays usable for the submit that follows.
 */
export async function consumeCode(key: CodeKey, db: Db, input: { target: string; event: CodeEvent; code: string; keep?: boolean }): Promise<ConsumeResult> {
  const target = normalizeTarget(input.target.includes('@') ? 'email' : 'mobile', input.target);
  const now = new Date();
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('target', '=', target)
    .where('event', '=', input.event)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return { ok: false, key: 'validation.codeWrong' };
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(key.hash(target, input.event, input.code.trim()), 'hex');
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
  // a used code counts no tries: it opens nothing any more
  if (row.used_at !== null) return { ok: false, key: matches ? 'auth.codeUsed' : 'validation.codeWrong' };
  if (row.expires_at <= now || row.attempts >= CODE_MAX_TRIES) return { ok: false, key: 'auth.codeExpired' };

  if (!matches) {
    const counted = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', CODE_MAX_TRIES)
      .returning('attempts')
      .executeTakeFirst();
    return { ok: false, key: counted && counted.attempts >= CODE_MAX_TRIES ? 'auth.codeBurnt' : 'validation.codeWrong' };
  }
  if (input.keep) return { ok: true };
  // the conditional update makes the code single-use even when two requests race: the row lock
  // makes the second wait for the first and then find it used (or given back, if rolled back)
  const burnt = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', CODE_MAX_TRIES)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return burnt ? { ok: true } : { ok: false, key: 'auth.codeUsed' };
}

async function prune(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('verification_codes')
    .where('created_at', '<', new Date(now.getTime() - 2 * 86_400_000))
    .execute();
  await pruneLimits(db, 2 * 86_400, now);
}
