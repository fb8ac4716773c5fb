import type { Selectable } from 'kysely';
import { SESSION_LIFETIME_S } from '../../contract/constants';
import { DEFAULT_AVATAR, type MemberInfo } from '../../contract/member';
import { maskPhone } from '../../contract/phone';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { createSession } from '../plugins/auth';
import { hashPassword, newSalt, verifyPassword } from './passwords';

export type MemberRow = Selectable<Database['members']>;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
/**
 * A `date` column as `YYYY-MM-DD`. Drivers read it as a Date: node-pg at local midnight,
 * PGlite at UTC midnight; whichever midnight it is names the day.
 */
export function dayText(value: Date | string | null): string {
  if (!value) return '';
  if (typeof value === 'string') return value.slice(0, 10);
  if (value.getUTCHours() === 0 && value.getUTCMinutes() === 0) return value.toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as the member screens show it. */
export function beijingText(d: Date | null): string {
  if (!d) return '';
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The member as answered to the browser: never the hash or salt. */
export function memberInfo(row: MemberRow, token?: string): MemberInfo {
  return {
    id: row.id,
    uuid: row.uuid,
    category: row.category,
    code: row.code,
    username: row.username,
    nickname: row.nickname,
    name: row.name,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    avatar: row.avatar || DEFAULT_AVATAR,
    gender: row.gender,
    birthday: dayText(row.birthday),
    region: row.region,
    address: row.address,
    switch: row.switch,
    jointime: seconds(row.jointime),
    prevtime: seconds(row.prevtime),
    logintime: seconds(row.logintime),
    keeptime: SESSION_LIFETIME_S,
    createtime: seconds(row.createtime),
    updatetime: seconds(row.updatetime),
    jointime_text: beijingText(row.jointime),
    prevtime_text: beijingText(row.prevtime),
    logintime_text: beijingText(row.logintime),
    createtime_text: beijingText(row.createtime),
    updatetime_text: beijingText(row.updatetime),
    ...(token ? { token } : {}),
  };
}

export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  const column = account.includes('@') ? 'email' : 'mobile';
  const value = column === 'email' ? account.toLowerCase() : account;
  return db.selectFrom('members').selectAll().where(column, '=', value).executeTakeFirst();
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new member with a phone (registration, WeChat register) or an email. */
export async function createMember(
  db: Db,
  fields: { mobile?: string; email?: string; password: string; nickname?: string; avatar?: string },
): Promise<MemberRow> {
  const salt = newSalt();
  const mobile = fields.mobile ?? null;
  const email = fields.email?.toLowerCase() ?? null;
  const username = mobile ?? email ?? '';
  const nickname = fields.nickname || (mobile ? maskPhone(mobile) : username.split('@')[0]!);
  return db
    .insertInto('members')
    .values({
      username,
      nickname,
      mobile,
      email,
      salt,
      password_hash: await hashPassword(fields.password, salt),
      avatar: fields.avatar ?? '',
      birthday: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function checkPassword(row: MemberRow, password: string): Promise<boolean> {
  return verifyPassword(password, row.salt, row.password_hash);
}

export async function setPassword(db: Db, memberId: number, password: string): Promise<void> {
  const salt = newSalt();
  await db
    .updateTable('members')
    .set({ salt, password_hash: await hashPassword(password, salt), updatetime: new Date() })
    .where('id', '=', memberId)
    .execute();
}

/** Signs a member in: records the login times and opens a session; answers the login data. */
export async function signIn(db: Db, row: MemberRow): Promise<MemberInfo> {
  const now = new Date();
  const updated = await db
    .updateTable('members')
    .set({ prevtime: row.logintime ?? now, logintime: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await createSession(db, row.id);
  return memberInfo(updated, token);
}

/** Ends one session (log out); the token stops working at once. */
export async function signOut(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('member_sessions').where('token_hash', '=', tokenHash).execute();
}
