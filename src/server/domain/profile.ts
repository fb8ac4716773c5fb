import type { Updateable } from 'kysely';
import type { MemberInfo } from '../../contract/member';
import type { MessageKey } from '../../contract/messages';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { AuthedMember } from '../plugins/auth';
import { checkPassword, findMemberById, memberInfo, setPassword, type MemberRow } from './members';
import { hit, reset } from './rate-limit';
import { ownsUpload } from './uploads';
import { consumeCode, type CodeKey } from './verification';

export type Outcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

export interface ProfileChange {
  nickname?: string;
  name?: string;
  gender?: number;
  birthday?: string;
  region?: string;
  address?: string;
  avatar?: string;
}

/** Wrong old passwords per member before the change is refused for a while (a stolen token must not guess). */
export const PASSWORD_CHANGE_TRIES = { windowS: 900, max: 5 };

async function ownRow(db: Db, memberId: number): Promise<MemberRow> {
  const row = await findMemberById(db, memberId);
  if (!row) throw new Error('signed-in member has no row');
  return row;
}

/** Changes only the fields given; a portrait must be one of the member's own uploads. */
export async function updateProfile(db: Db, memberId: number, change: ProfileChange): Promise<Outcome<MemberInfo>> {
  if (change.avatar && !(await ownsUpload(db, memberId, change.avatar))) return { ok: false, key: 'profile.avatarInvalid' };
  const fields = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  if (Object.keys(fields).length === 0) return { ok: true, value: memberInfo(await ownRow(db, memberId)) };
  const row = await db
    .updateTable('members')
    .set({ ...fields, updatetime: new Date() })
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, value: memberInfo(row) };
}

/**
 * Checks the old password, sets the new one and signs out every other session of the member,
 * keeping the one that asked. Wrong old passwords are counted per member in the database.
 */
export async function changePassword(
  db: Db,
  member: AuthedMember,
  form: { oldpassword: string; newpassword: string },
): Promise<Outcome<null>> {
  const limit = { key: `pwd:change:${member.id}`, ...PASSWORD_CHANGE_TRIES };
  // counted before the comparison, so concurrent tries get no more comparisons than the limit
  if (!(await hit(db, limit)).ok) return { ok: false, key: 'error.tooManyRequests' };
  const row = await ownRow(db, member.id);
  if (!(await checkPassword(row, form.oldpassword))) return { ok: false, key: 'profile.oldPasswordWrong' };
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, member.id, form.newpassword);
    await trx
      .deleteFrom('member_sessions')
      .where('member_id', '=', member.id)
      .where('token_hash', '!=', member.tokenHash)
      .execute();
  });
  await reset(db, limit.key);
  return { ok: true, value: null };
}

type ContactColumn = 'mobile' | 'email';
const CONTACT = {
  mobile: { event: 'changemobile', same: 'profile.mobileSame', taken: 'profile.mobileTaken' },
  email: { event: 'changeemail', same: 'profile.emailSame', taken: 'profile.emailTaken' },
} as const;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * A new phone or email, proven by the code sent to it. Refused when it already belongs to
 * another member (checked first, and again by the unique index when two requests race).
 */
export async function changeContact(
  key: CodeKey,
  db: Db,
  memberId: number,
  column: ContactColumn,
  value: string,
  captcha: string,
): Promise<Outcome<MemberInfo>> {
  const rule = CONTACT[column];
  const target = column === 'email' ? value.toLowerCase() : value;
  const row = await ownRow(db, memberId);
  if (row[column] === target) return { ok: false, key: rule.same };
  const owner = await db.selectFrom('members').select('id').where(column, '=', target).executeTakeFirst();
  if (owner) return { ok: false, key: rule.taken };
  const code = await consumeCode(key, db, { target, event: rule.event, code: captcha });
  if (!code.ok) return code;
  // a username that was the old phone or email follows it
  const set: Updateable<Database['members']> = { [column]: target, updatetime: new Date() };
  if (row.username !== '' && row.username === row[column]) set.username = target;
  try {
    const updated = await db.updateTable('members').set(set).where('id', '=', memberId).returningAll().executeTakeFirstOrThrow();
    return { ok: true, value: memberInfo(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, key: rule.taken };
    throw error;
  }
}
