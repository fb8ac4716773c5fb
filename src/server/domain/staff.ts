import { randomBytes } from 'node:crypto';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_SESSION_LIFETIME_S,
  STAFF_USERNAME_PATTERN,
  type StaffInfo,
} from '../../contract/staff';
import type { MessageKey } from '../../contract/messages';
import type { ActorRef } from '../../../machines/meta';
import type { Db } from '../db/database';
import { hashToken } from '../plugins/auth';
import { hashPassword, newSalt, verifyPassword } from './passwords';
import { hitAll, release, reset, type Limit } from './rate-limit';

/**
 * Staff accounts: apart from members (own table, own sessions), created from the command line.
 * A staff session is 32 random bytes handed out once, only its SHA-256 stored, valid 12 hours;
 * a staff token is unknown to the member sessions and a member's to these.
 */
export type StaffOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

export const STAFF_SIGN_IN_WINDOW_S = 15 * 60;
export const STAFF_SIGN_IN_FAILURES = 10;

export async function createStaff(db: Db, input: { username: string; name: string; password: string }): Promise<{ ok: true; staff: StaffInfo } | { ok: false; problem: string }> {
  const username = input.username.trim().toLowerCase();
  if (!STAFF_USERNAME_PATTERN.test(username)) return { ok: false, problem: 'username: 3–32 of a-z, 0-9, _ . -, starting with a letter or digit' };
  const name = input.name.trim();
  if (!name || [...name].length > 40) return { ok: false, problem: 'name: 1–40 characters' };
  if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > STAFF_PASSWORD_MAX) {
    return { ok: false, problem: `password: ${STAFF_PASSWORD_MIN}–${STAFF_PASSWORD_MAX} characters` };
  }
  const salt = newSalt();
  const row = await db
    .insertInto('staff')
    .values({ username, name, salt, password_hash: await hashPassword(input.password, salt) })
    .onConflict((c) => c.column('username').doNothing())
    .returning(['id', 'username', 'name'])
    .executeTakeFirst();
  return row ? { ok: true, staff: row } : { ok: false, problem: `username: ${username} is taken` };
}

export async function findStaff(db: Db, username: string): Promise<StaffInfo | null> {
  const row = await db.selectFrom('staff').select(['id', 'username', 'name']).where('username', '=', username.trim().toLowerCase()).executeTakeFirst();
  return row ?? null;
}

const limits = (username: string, ip: string): [byAccount: Limit, byAddress: Limit] => [
  { key: `staffsignin:acct:${username}`, windowS: STAFF_SIGN_IN_WINDOW_S, max: STAFF_SIGN_IN_FAILURES },
  { key: `staffsignin:ip:${ip}`, windowS: STAFF_SIGN_IN_WINDOW_S, max: STAFF_SIGN_IN_FAILURES * 3 },
];
const DUMMY_SALT = '00000000000000000000000000000000';

/**
 * Username + password → a new staff token. Failures are counted per account and address: the
 * attempt is counted before the password is compared (so a burst gets no more comparisons than
 * the limits allow) and kept when it was wrong; a success forgets the account's failures and
 * gives the address its hit back.
 */
export async function staffSignIn(db: Db, username: string, password: string, ip: string): Promise<StaffOutcome<{ token: string; staff: StaffInfo }>> {
  const [byAccount, byAddress] = limits(username, ip);
  if (!(await hitAll(db, [byAccount, byAddress])).ok) return { ok: false, key: 'staff.tooManyAttempts' };
  const row = await db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();
  // an unknown username costs the same scrypt as a known one
  const matches = row ? await verifyPassword(password, row.salt, row.password_hash) : (await hashPassword(password, DUMMY_SALT), false);
  if (!row || !matches) return { ok: false, key: 'staff.loginFailed' };
  await reset(db, byAccount.key);
  await release(db, byAddress.key);
  const token = randomBytes(32).toString('hex');
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: hashToken(token), staff_id: row.id, expires_at: new Date(Date.now() + STAFF_SESSION_LIFETIME_S * 1000) })
    .execute();
  await db.deleteFrom('staff_sessions').where('staff_id', '=', row.id).where('expires_at', '<', new Date()).execute();
  return { ok: true, value: { token, staff: { id: row.id, username: row.username, name: row.name } } };
}

export interface AuthedStaff extends StaffInfo {
  tokenHash: string;
}

export async function staffFromToken(db: Db, token: string): Promise<AuthedStaff | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.username', 'staff.name'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { ...row, tokenHash } : null;
}

export async function staffSignOut(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** The actor name of history rows and refund records. */
export const staffActor = (staffId: number): ActorRef => `staff:${staffId}`;
