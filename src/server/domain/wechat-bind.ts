import type { Transaction } from 'kysely';
import type { MessageKey } from '../../contract/messages';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { createMember, type MemberRow } from './members';
import { MAX_BIND_ATTEMPTS } from './wechat';

/**
 * Binding a WeChat account: in one transaction the ticket is used up and the binding row
 * written, so a ticket binds once, and the unique openid and member_id columns make "one WeChat
 * per member, one member per WeChat" hold even when two requests race.
 */
class Refused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

type Trx = Transaction<Database>;

/** `claimed`: this request already holds one of the ticket's tries (bind), possibly its last. */
async function takeTicket(trx: Trx, hash: string, claimed = false) {
  const ticket = await trx
    .deleteFrom('wechat_bind_tickets')
    .where('ticket_hash', '=', hash)
    .where('expires_at', '>', new Date())
    .where('attempts', claimed ? '<=' : '<', MAX_BIND_ATTEMPTS)
    .returningAll()
    .executeTakeFirst();
  if (!ticket) throw new Refused('wechat.ticketExpired');
  return ticket;
}

async function writeBinding(trx: Trx, ticket: Awaited<ReturnType<typeof takeTicket>>, memberId: number) {
  const inserted = await trx
    .insertInto('wechat_accounts')
    .values({ openid: ticket.openid, unionid: ticket.unionid, member_id: memberId, nickname: ticket.nickname, avatar: ticket.avatar })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return;
  const openidTaken = await trx.selectFrom('wechat_accounts').select('id').where('openid', '=', ticket.openid).executeTakeFirst();
  throw new Refused(openidTaken ? 'wechat.wechatBound' : 'wechat.accountHasWechat');
}

export type BindResult = { ok: true; member: MemberRow } | { ok: false; key: MessageKey };

async function refusedOr<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; key: MessageKey }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, key: error.key };
    // a unique column (e.g. the mobile) taken by a concurrent request
    if ((error as { code?: string }).code === '23505') return { ok: false, key: 'wechat.bindFailed' };
    throw error;
  }
}

/**
 * Binds the ticket's WeChat account to an existing member (whose password was checked, on a try
 * claimed from the ticket with `claimBindTry`).
 */
export async function bindExisting(db: Db, ticketHash: string, member: MemberRow): Promise<BindResult> {
  const done = await refusedOr(() =>
    db.transaction().execute(async (trx) => {
      await writeBinding(trx, await takeTicket(trx, ticketHash, true), member.id);
    }),
  );
  return done.ok ? { ok: true, member } : done;
}

/** Registers a member with the phone (whose code was checked) and binds the WeChat account to it. */
export async function registerAndBind(
  db: Db,
  ticketHash: string,
  fields: { mobile: string; password: string },
): Promise<BindResult> {
  const done = await refusedOr(() =>
    db.transaction().execute(async (trx) => {
      const ticket = await takeTicket(trx, ticketHash);
      const member = await createMember(trx, { ...fields, ...(ticket.nickname ? { nickname: ticket.nickname } : {}) });
      await writeBinding(trx, ticket, member.id);
      return member;
    }),
  );
  return done.ok ? { ok: true, member: done.value } : done;
}
