import type { MessageKey } from '../../contract/messages';
import type { Db } from '../db/database';
import { checkPassword, findMemberByAccount, type MemberRow } from './members';
import { hashPassword } from './passwords';
import { hitAll, release, reset, type Limit } from './rate-limit';

/** Failed sign-ins allowed per account and per address within the window (spec §7 sign-in). */
export const SIGN_IN_WINDOW_S = 15 * 60;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
// several members may share one address (campus, carrier NAT), so the address limit is looser
export const SIGN_IN_FAILURES_PER_IP = 30;

function limits(account: string, ip: string): [byAccount: Limit, byAddress: Limit] {
  return [
    { key: `signin:acct:${account.trim().toLowerCase()}`, windowS: SIGN_IN_WINDOW_S, max: SIGN_IN_FAILURES_PER_ACCOUNT },
    { key: `signin:ip:${ip}`, windowS: SIGN_IN_WINDOW_S, max: SIGN_IN_FAILURES_PER_IP },
  ];
}

/**
 * Counts one attempt against the account and the address before anything is checked, so
 * concurrent attempts never get more checks than the limits allow. False: too many lately.
 * Every attempt taken is then settled: a failure keeps its hits, a success calls
 * `signInSucceeded`, an attempt that was no wrong guess `returnSignInAttempt`.
 */
export async function takeSignInAttempt(db: Db, account: string, ip: string): Promise<boolean> {
  return (await hitAll(db, limits(account, ip))).ok;
}

/** A success forgets the account's failures and gives the address its hit back. */
export async function signInSucceeded(db: Db, account: string, ip: string): Promise<void> {
  const [byAccount, byAddress] = limits(account, ip);
  await reset(db, byAccount.key);
  await release(db, byAddress.key);
}

/** The attempt was right but led nowhere (e.g. a disabled account): nothing is counted. */
export async function returnSignInAttempt(db: Db, account: string, ip: string): Promise<void> {
  for (const limit of limits(account, ip)) await release(db, limit.key);
}

// an unknown account costs the same scrypt as a known one, so timing does not tell them apart
const DUMMY_SALT = '00000000000000000000000000000000';

export type PasswordCheck = { ok: true; member: MemberRow } | { ok: false; key: MessageKey };

/**
 * Phone or email + password. A wrong password and an unknown account get the same message;
 * after too many failures nothing is checked until the window ends. The attempt is counted
 * before the password is compared and kept when it was wrong.
 */
export async function passwordSignIn(db: Db, account: string, password: string, ip: string): Promise<PasswordCheck> {
  if (!(await takeSignInAttempt(db, account, ip))) return { ok: false, key: 'auth.tooManyAttempts' };
  const member = await findMemberByAccount(db, account);
  const matches = member ? await checkPassword(member, password) : (await hashPassword(password, DUMMY_SALT), false);
  if (!member || !matches) return { ok: false, key: 'auth.loginFailed' };
  if (member.switch !== 1) {
    await returnSignInAttempt(db, account, ip);
    return { ok: false, key: 'auth.accountDisabled' };
  }
  await signInSucceeded(db, account, ip);
  return { ok: true, member };
}
