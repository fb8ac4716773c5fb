import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_SESSION_LIFETIME_S, STAFF_USERNAME_PATTERN, type StaffInfo } from '../../contract/staff';
import { mayCall, type StaffPath, type StaffRole } from '../../contract/staff-access';
import type { SignInStep, StaffMe } from '../../contract/staff-auth';
import { STAFF_TICKET_LIFETIME_S } from '../../contract/staff-auth';
import type { MessageKey } from '../../contract/messages';
import type { ActorRef } from '../../../machines/meta';
import type { Db } from '../db/database';
import { hashPassword, newSalt, verifyPassword } from './passwords';
import { hitAll, release, reset, type Limit } from './rate-limit';
import { appendAudit, type AuditAuthor, type StaffActor } from './staff-audit';
import { acceptedStep, newTotpSecret, totpUri } from './staff-totp';

/**
 * Staff accounts: apart from members (own table, own sessions). Sign-in takes two steps: the
 * password answers a ticket (only its SHA-256 stored, used once, valid STAFF_TICKET_LIFETIME_S),
 * and the ticket with a code of the account's authenticator — or, for an account without one,
 * the first code of a newly enrolled one — answers the session. A staff token is `st_` and 64 hex
 * digits, only its SHA-256 stored, valid 8 hours; member tokens have no prefix, so neither kind
 * is ever looked up as the other. Every attempt, right or wrong, is an audit row.
 */
export type StaffOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

export const STAFF_SIGN_IN_WINDOW_S = 15 * 60;
export const STAFF_SIGN_IN_FAILURES = 10;
export const STAFF_TOKEN_PREFIX = 'st_';
const STAFF_TOKEN = /^st_[0-9a-f]{64}$/;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** A random secret handed out once (session token, ticket, invitation code); only its SHA-256 is kept. */
export const randomCode = (): string => randomBytes(32).toString('base64url');

export async function createStaff(
  db: Db,
  input: { username: string; name: string; password: string; role?: StaffRole },
): Promise<{ ok: true; staff: StaffInfo } | { ok: false; problem: string }> {
  const username = input.username.trim().toLowerCase();
  if (!STAFF_USERNAME_PATTERN.test(username)) return { ok: false, problem: 'username: 3–32 of a-z, 0-9, _ . -, starting with a letter or digit' };
  const name = input.name.trim();
  if (!name || [...name].length > 40) return { ok: false, problem: 'name: 1–40 characters' };
  if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > STAFF_PASSWORD_MAX) {
    return { ok: false, problem: `password: ${STAFF_PASSWORD_MIN}–${STAFF_PASSWORD_MAX} characters` };
  }
  const role = input.role ?? 'owner';
  const salt = newSalt();
  const passwordHash = await hashPassword(input.password, salt);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('staff')
      .values({ username, name, role, salt, password_hash: passwordHash })
      .onConflict((c) => c.column('username').doNothing())
      .returning(['id', 'username', 'name'])
      .executeTakeFirst();
    if (!row) return { ok: false, problem: `username: ${username} is taken` } as const;
    await appendAudit(trx, CLI_AUTHOR, { action: 'staff.create', object: `staff:${username}`, after: { name, role } });
    return { ok: true, staff: row } as const;
  });
}

/** The author of what the staff command does without a staff account (creating one). */
const CLI_AUTHOR: AuditAuthor = { id: null, username: 'cli', role: 'cli', ip: 'cli' };

export async function findStaff(db: Db, username: string): Promise<StaffInfo | null> {
  const row = await db.selectFrom('staff').select(['id', 'username', 'name']).where('username', '=', username.trim().toLowerCase()).executeTakeFirst();
  return row ?? null;
}

/**
 * The actor of a staff command: the named account, with its role, from address `cli`. Refused
 * for an unknown or disabled account and for a role that may not make the call the command
 * stands for (the same table as the console's).
 */
export async function staffActorForCli(db: Db, username: string, path: StaffPath): Promise<{ ok: true; actor: StaffActor } | { ok: false; problem: string }> {
  const row = await db.selectFrom('staff').select(['id', 'username', 'role', 'active']).where('username', '=', username.trim().toLowerCase()).executeTakeFirst();
  if (!row) return { ok: false, problem: `no staff account "${username}" (create it with create-staff)` };
  if (!row.active) return { ok: false, problem: `the staff account "${row.username}" is disabled` };
  if (!mayCall(row.role, path)) return { ok: false, problem: `the role ${row.role} of "${row.username}" may not do this (${path})` };
  return { ok: true, actor: { id: row.id, username: row.username, role: row.role, ip: 'cli' } };
}

const limits = (username: string, ip: string): [byAccount: Limit, byAddress: Limit] => [
  { key: `staffsignin:acct:${username}`, windowS: STAFF_SIGN_IN_WINDOW_S, max: STAFF_SIGN_IN_FAILURES },
  { key: `staffsignin:ip:${ip}`, windowS: STAFF_SIGN_IN_WINDOW_S, max: STAFF_SIGN_IN_FAILURES * 3 },
];
const DUMMY_SALT = '00000000000000000000000000000000';

/** One sign-in audit row, in its own transaction (a refused attempt changes nothing else). */
async function auditSignIn(db: Db, author: AuditAuthor, ok: boolean, reason = ''): Promise<void> {
  await db.transaction().execute((trx) => appendAudit(trx, author, { action: ok ? 'signIn.ok' : 'signIn.failed', object: `staff:${author.username}`, reason }));
}

const authorOf = (row: { id: number; username: string; role: string } | undefined, username: string, ip: string): AuditAuthor =>
  row ? { id: row.id, username: row.username, role: row.role, ip } : { id: null, username, role: '', ip };

/**
 * Step one: username + password → the next step. Attempts are counted per account and address
 * before the password is compared (so a burst gets no more comparisons than the limits allow)
 * and kept when wrong; the whole sign-in's success forgets them (`staffSignInCode`).
 */
export async function staffSignInPassword(db: Db, username: string, password: string, ip: string): Promise<StaffOutcome<SignInStep>> {
  const row = await db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();
  const author = authorOf(row, username, ip);
  const [byAccount, byAddress] = limits(username, ip);
  if (!(await hitAll(db, [byAccount, byAddress])).ok) {
    await auditSignIn(db, author, false, 'locked');
    return { ok: false, key: 'staff.tooManyAttempts' };
  }
  // an unknown username, or an invited account without a password yet, costs the same scrypt as a known one
  const matches = row?.password_hash && row.salt ? await verifyPassword(password, row.salt, row.password_hash) : (await hashPassword(password, DUMMY_SALT), false);
  if (!row || !matches) {
    await auditSignIn(db, author, false, row ? 'password' : 'unknown username');
    return { ok: false, key: 'staff.loginFailed' };
  }
  if (!row.active) {
    await auditSignIn(db, author, false, 'disabled');
    return { ok: false, key: 'staffAuth.accountDisabled' };
  }
  // a right password gives its hits back but forgets no failures: those go only when a code is right too
  await release(db, byAccount.key);
  await release(db, byAddress.key);
  return { ok: true, value: await issueTicket(db, row) };
}

/** A ticket for the second step: the code of the enrolled authenticator, or enrolment of a new one. */
export async function issueTicket(db: Pick<Db, 'insertInto' | 'deleteFrom'>, row: { id: number; username: string; totp_secret: string | null }): Promise<SignInStep> {
  const ticket = randomCode();
  const expires = new Date(Date.now() + STAFF_TICKET_LIFETIME_S * 1000);
  await db.deleteFrom('staff_tickets').where('expires_at', '<', new Date()).execute();
  if (row.totp_secret) {
    await db.insertInto('staff_tickets').values({ ticket_hash: sha256(ticket), staff_id: row.id, purpose: 'totp', pending_secret: null, expires_at: expires }).execute();
    return { step: 'totp', ticket };
  }
  const secret = newTotpSecret();
  await db.insertInto('staff_tickets').values({ ticket_hash: sha256(ticket), staff_id: row.id, purpose: 'enrol', pending_secret: secret, expires_at: expires }).execute();
  return { step: 'enrol', ticket, secret, uri: totpUri(row.username, secret) };
}

/**
 * Step two: the ticket and a 6-digit code → a session. The ticket is claimed by DELETE …
 * RETURNING, so two requests with one ticket cannot both go on; a wrong code counts against the
 * password's limits and puts the ticket back (until its time or the limits run out). The code's
 * 30-second step is claimed by a conditional UPDATE, so a code signs in once.
 */
export async function staffSignInCode(db: Db, purpose: 'totp' | 'enrol', ticket: string, code: string, ip: string): Promise<StaffOutcome<{ token: string; staff: StaffMe }>> {
  const claimed = await db
    .deleteFrom('staff_tickets')
    .where('ticket_hash', '=', sha256(ticket))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return { ok: false, key: 'staffAuth.ticketExpired' };
  const row = await db.selectFrom('staff').selectAll().where('id', '=', claimed.staff_id).executeTakeFirstOrThrow();
  const author = authorOf(row, row.username, ip);
  const [byAccount, byAddress] = limits(row.username, ip);
  if (!(await hitAll(db, [byAccount, byAddress])).ok) {
    await auditSignIn(db, author, false, 'locked');
    return { ok: false, key: 'staff.tooManyAttempts' };
  }
  if (!row.active) {
    await auditSignIn(db, author, false, 'disabled');
    return { ok: false, key: 'staffAuth.accountDisabled' };
  }
  const secret = purpose === 'enrol' ? claimed.pending_secret : row.totp_secret;
  const step = secret ? acceptedStep(secret, code) : null;
  const signedIn =
    step === null
      ? null
      : await db.transaction().execute(async (trx) => {
          // the step is claimed before the session exists: of two requests with one code, one signs in
          const won = await trx
            .updateTable('staff')
            .set({ totp_last_step: step, last_sign_in_at: new Date(), ...(purpose === 'enrol' ? { totp_secret: secret } : {}) })
            .where('id', '=', row.id)
            .where('active', '=', true)
            .where(sql<boolean>`totp_last_step < ${step}`)
            .returning('id')
            .executeTakeFirst();
          if (!won) return null;
          const token = await openStaffSession(trx, row.id);
          await appendAudit(trx, author, { action: 'signIn.ok', object: `staff:${row.username}`, reason: purpose === 'enrol' ? 'enrolled an authenticator' : '' });
          return token;
        });
  if (!signedIn) {
    await auditSignIn(db, author, false, step === null ? 'code' : 'code used before');
    await db.insertInto('staff_tickets').values(claimed).onConflict((c) => c.doNothing()).execute();
    return { ok: false, key: 'staffAuth.codeWrong' };
  }
  await reset(db, byAccount.key);
  await release(db, byAddress.key);
  return { ok: true, value: { token: signedIn, staff: { id: row.id, username: row.username, name: row.name, role: row.role } } };
}

/** A new staff session: `st_` and 32 random bytes in hex, handed out once, only their hash stored. */
export async function openStaffSession(db: Pick<Db, 'insertInto' | 'deleteFrom'>, staffId: number): Promise<string> {
  const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('hex')}`;
  await db.insertInto('staff_sessions').values({ token_hash: sha256(token), staff_id: staffId, expires_at: new Date(Date.now() + STAFF_SESSION_LIFETIME_S * 1000) }).execute();
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).where('expires_at', '<', new Date()).execute();
  return token;
}

export interface AuthedStaff extends StaffMe {
  tokenHash: string;
}

/** The staff member of a token; anything but a staff token (a member's included) is refused without a query. */
export async function staffFromToken(db: Db, token: string): Promise<AuthedStaff | null> {
  if (!STAFF_TOKEN.test(token)) return null;
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.username', 'staff.name', 'staff.role'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.expires_at', '>', new Date())
    .where('staff.active', '=', true)
    .executeTakeFirst();
  return row ? { ...row, tokenHash } : null;
}

export async function staffSignOut(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of the account, on every device, with its audit row. */
export async function staffSignOutEverywhere(db: Db, actor: StaffActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await trx.deleteFrom('staff_sessions').where('staff_id', '=', actor.id).executeTakeFirst();
    await appendAudit(trx, actor, { action: 'signOut.everywhere', object: `staff:${actor.username}`, after: { sessions: Number(ended.numDeletedRows) } });
  });
}

/** The actor name of history rows and refund records. */
export const staffActor = (staffId: number): ActorRef => `staff:${staffId}`;
