import type { MessageKey } from '../../contract/messages';
import type { Db } from '../db/database';
import { checkPassword, findMemberByAccount, type MemberRow } from './members';
import { hashPassword } from './passwords';
import { check, hit, reset, type Limit } from './rate-limit';

/** Failed sign-ins allowed per account and per address within the window (spec §7 sign-in). */
export const SIGN_IN_WINDOW_S = 15 * 60;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
// several members may share one address (campus, carrier NAT), so the address limit is looser
export const SIGN_IN_FAILURES_PER_IP = 30;

function limits(account: string, ip: string): Limit[] {
  return [
    { key: `signin:acct:${account.trim().toLowerCase()}`, windowS: SIGN_IN_WINDOW_S, max: SIGN_IN_FAILURES_PER_ACCOUNT },
    { key: `signin:ip:${ip}`, windowS: SIGN_IN_WINDOW_S, max: SIGN_IN_FAILURES_PER_IP },
  ];
}

/** Whether this account or this address has failed too often lately. */
export async function isSignInBlocked(db: Db, account: string, ip: string): Promise<boolean> {
  for (const limit of limits(account, ip)) {
    if (!(await check(db, limit)).ok) return true;
  }
  return false;
}

export async function recordSignInFailure(db: Db, account: string, ip: string): Promise<void> {
  for (const limit of limits(account, ip)) await hit(db, limit);
}

export async function clearSignInFailures(db: Db, account: string): Promise<void> {
  await reset(db, limits(account, '')[0]!.key);
}

// an unknown account costs the same scrypt as a known one, so timing does not tell them apart
const DUMMY_SALT = '00000000000000000000000000000000';

export type PasswordCheck = { ok: true; member: MemberRow } | { ok: false; key: MessageKey };

/**
 * Phone or email + password. A wrong password and an unknown account get the same message;
 * after too many failures nothing is checked until the window ends.
 */
export async function passwordSignIn(db: Db, account: string, password: string, ip: string): Promise<PasswordCheck> {
  if (await isSignInBlocked(db, account, ip)) return { ok: false, key: 'auth.tooManyAttempts' };
  const member = await findMemberByAccount(db, account);
  const matches = member ? await checkPassword(member, password) : (await hashPassword(password, DUMMY_SALT), false);
  if (!member || !matches) {
    await recordSignInFailure(db, account, ip);
    return { ok: false, key: 'auth.loginFailed' };
  }
  if (member.switch !== 1) return { ok: false, key: 'auth.accountDisabled' };
  await clearSignInFailures(db, account);
  return { ok: true, member };
}
