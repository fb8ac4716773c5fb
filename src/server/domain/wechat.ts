import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { WECHAT_STATE_LIFETIME_S, WECHAT_TICKET_LIFETIME_S } from '../../contract/wechat';
import type { Db } from '../db/database';
import type { MemberRow } from './members';

/**
 * The short-lived records of WeChat sign-in, all in the database so they hold across several
 * server instances:
 * - an OAuth `state`: a random nonce mapping to the in-app return path, consumed once by login;
 * - a bind ticket: stands for an unbound openid between login (code 0) and bind; only its hash
 *   is kept, it lives 10 minutes, is consumed by a successful bind and burnt after 5 wrong
 *   passwords (each try is claimed before its password is compared).
 */
export const MAX_BIND_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Drops records that expired over a day ago; called by the paths that add them. */
async function prune(db: Db) {
  const dayAgo = new Date(Date.now() - 86_400_000);
  await db.deleteFrom('wechat_oauth_states').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('wechat_bind_tickets').where('expires_at', '<', dayAgo).execute();
}

export async function createState(db: Db, returnTo: string): Promise<string> {
  await prune(db);
  const state = randomBytes(16).toString('hex'); // a-z0-9, as WeChat allows
  await db
    .insertInto('wechat_oauth_states')
    .values({ state, return_to: returnTo, expires_at: new Date(Date.now() + WECHAT_STATE_LIFETIME_S * 1000) })
    .execute();
  return state;
}

/** The return path of a live, unused state, which is used up by this call; else null. */
export async function consumeState(db: Db, state: string | undefined): Promise<string | null> {
  if (!state) return null;
  const row = await db
    .updateTable('wechat_oauth_states')
    .set({ used_at: new Date() })
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('return_to')
    .executeTakeFirst();
  return row?.return_to ?? null;
}

export interface WechatIdentity {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatar: string;
}

export async function createBindTicket(db: Db, who: WechatIdentity): Promise<string> {
  await prune(db);
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('wechat_bind_tickets')
    .values({ ticket_hash: sha256(ticket), ...who, expires_at: new Date(Date.now() + WECHAT_TICKET_LIFETIME_S * 1000) })
    .execute();
  return ticket;
}

export interface LiveTicket extends WechatIdentity {
  hash: string;
}

/** A ticket that is still valid (not expired, not burnt), without using it up. */
export async function findTicket(db: Db, ticket: string): Promise<LiveTicket | undefined> {
  const row = await db
    .selectFrom('wechat_bind_tickets')
    .select(['ticket_hash', 'openid', 'unionid', 'nickname', 'avatar'])
    .where('ticket_hash', '=', sha256(ticket))
    .where('expires_at', '>', new Date())
    .where('attempts', '<', MAX_BIND_ATTEMPTS)
    .executeTakeFirst();
  if (!row) return undefined;
  const { ticket_hash: hash, ...who } = row;
  return { hash, ...who };
}

/**
 * Claims one of a live ticket's tries before a password is compared: a single conditional
 * update, so a burst with one ticket gets at most MAX_BIND_ATTEMPTS comparisons. Answers the
 * ticket's hash and the tries used (this one included), or undefined when the ticket is unknown,
 * expired or has no try left. A try claimed for nothing (no comparison made) is given back with
 * `returnBindTry`.
 */
export async function claimBindTry(db: Db, ticket: string): Promise<{ hash: string; attempts: number } | undefined> {
  const row = await db
    .updateTable('wechat_bind_tickets')
    .set({ attempts: sql`attempts + 1` })
    .where('ticket_hash', '=', sha256(ticket))
    .where('expires_at', '>', new Date())
    .where('attempts', '<', MAX_BIND_ATTEMPTS)
    .returning(['ticket_hash', 'attempts'])
    .executeTakeFirst();
  return row && { hash: row.ticket_hash, attempts: row.attempts };
}

export async function returnBindTry(db: Db, hash: string): Promise<void> {
  await db
    .updateTable('wechat_bind_tickets')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('ticket_hash', '=', hash)
    .execute();
}

/** The member an openid is bound to. */
export async function findBoundMember(db: Db, openid: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('wechat_accounts')
    .innerJoin('members', 'members.id', 'wechat_accounts.member_id')
    .selectAll('members')
    .where('wechat_accounts.openid', '=', openid)
    .executeTakeFirst();
}

/** Keeps the WeChat nickname and portrait of a bound account current. */
export async function refreshWechatProfile(db: Db, who: WechatIdentity): Promise<void> {
  if (!who.nickname && !who.avatar) return;
  await db
    .updateTable('wechat_accounts')
    .set({ nickname: who.nickname, avatar: who.avatar, ...(who.unionid ? { unionid: who.unionid } : {}) })
    .where('openid', '=', who.openid)
    .execute();
}
