import type { Selectable, Transaction } from 'kysely';
import type { StaffRole } from '../../contract/staff-access';
import { STAFF_INVITE_LIFETIME_S, type SignInStep, type StaffAccount } from '../../contract/staff-auth';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { beijingText } from './members';
import { hashPassword, newSalt } from './passwords';
import { issueTicket, randomCode, sha256, type StaffOutcome } from './staff';
import { appendAudit, type StaffActor } from './staff-audit';

/**
 * Staff accounts kept by owners in the console: an invitation (a random code, only its hash
 * stored, valid STAFF_INVITE_LIFETIME_S; the link `/staff/#/invite/<code>`) lets the person set
 * a password and enrol an authenticator; a reset (lost password or authenticator) clears both
 * and answers a new invitation; disabling ends every session. The last active owner can be
 * neither given another role nor disabled. Each change is one audit row in its transaction.
 */
type StaffRow = Selectable<Database['staff']>;
type Trx = Transaction<Database>;

export interface Invitation {
  account: StaffAccount;
  code: string;
  expires_at: string;
}

export function accountOf(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    active: row.active,
    totp: row.totp_secret !== null,
    invited: row.invite_hash !== null,
    last_sign_in: beijingText(row.last_sign_in_at),
    created_at: beijingText(row.created_at),
  };
}

const stateOf = (row: StaffRow) => ({ role: row.role, active: row.active });
const newInvitation = () => {
  const code = randomCode();
  return { code, hash: sha256(code), expires: new Date(Date.now() + STAFF_INVITE_LIFETIME_S * 1000) };
};

export async function listAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('staff').selectAll().orderBy('id').execute();
  return rows.map(accountOf);
}

export async function inviteStaff(db: Db, actor: StaffActor, input: { username: string; name: string; role: StaffRole }): Promise<StaffOutcome<Invitation>> {
  const invitation = newInvitation();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('staff')
      .values({ username: input.username, name: input.name, role: input.role, password_hash: null, salt: null, invite_hash: invitation.hash, invite_expires_at: invitation.expires })
      .onConflict((c) => c.column('username').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return { ok: false, key: 'staffAuth.usernameTaken' } as const;
    await appendAudit(trx, actor, { action: 'staff.invite', object: `staff:${row.username}`, after: { name: row.name, role: row.role } });
    return { ok: true, value: { account: accountOf(row), code: invitation.code, expires_at: beijingText(invitation.expires) } } as const;
  });
}

/** Locks the active owners (so two owners demoting each other at once cannot both pass) and counts them. */
async function activeOwners(trx: Trx): Promise<number> {
  const rows = await trx.selectFrom('staff').select('id').where('role', '=', 'owner').where('active', '=', true).forUpdate().execute();
  return rows.length;
}

async function endSessions(trx: Trx, staffId: number): Promise<void> {
  await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
  await trx.deleteFrom('staff_tickets').where('staff_id', '=', staffId).execute();
}

export async function updateStaff(db: Db, actor: StaffActor, input: { id: number; role?: StaffRole | undefined; active?: boolean | undefined }): Promise<StaffOutcome<StaffAccount>> {
  return db.transaction().execute(async (trx) => {
    const owners = await activeOwners(trx);
    const row = await trx.selectFrom('staff').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, key: 'staffAuth.accountNotFound' } as const;
    const next = { role: input.role ?? row.role, active: input.active ?? row.active };
    const leavesOwners = row.role === 'owner' && row.active && (next.role !== 'owner' || !next.active);
    if (leavesOwners && owners <= 1) return { ok: false, key: 'staffAuth.lastOwner' } as const;
    const updated = await trx.updateTable('staff').set(next).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    if (!next.active) await endSessions(trx, row.id);
    await appendAudit(trx, actor, { action: 'staff.update', object: `staff:${row.username}`, before: stateOf(row), after: stateOf(updated) });
    return { ok: true, value: accountOf(updated) } as const;
  });
}

/** A lost authenticator or password: both cleared, sessions ended, a new invitation answered. */
export async function resetStaff(db: Db, actor: StaffActor, id: number): Promise<StaffOutcome<Invitation>> {
  const invitation = newInvitation();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, key: 'staffAuth.accountNotFound' } as const;
    const updated = await trx
      .updateTable('staff')
      .set({ password_hash: null, salt: null, totp_secret: null, totp_last_step: 0, invite_hash: invitation.hash, invite_expires_at: invitation.expires })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await endSessions(trx, id);
    await appendAudit(trx, actor, {
      action: 'staff.reset',
      object: `staff:${row.username}`,
      before: { password: row.password_hash !== null, totp: row.totp_secret !== null },
      after: { password: false, totp: false, invited: true },
    });
    return { ok: true, value: { account: accountOf(updated), code: invitation.code, expires_at: beijingText(invitation.expires) } } as const;
  });
}

const pendingInvite = (db: Db, code: string) =>
  db.selectFrom('staff').selectAll().where('invite_hash', '=', sha256(code)).where('invite_expires_at', '>', new Date()).where('active', '=', true);

export async function getInvite(db: Db, code: string): Promise<StaffOutcome<{ username: string; name: string; role: StaffRole; expires_at: string }>> {
  const row = await pendingInvite(db, code).executeTakeFirst();
  if (!row) return { ok: false, key: 'staffAuth.inviteUnknown' };
  return { ok: true, value: { username: row.username, name: row.name, role: row.role, expires_at: beijingText(row.invite_expires_at) } };
}

/** Sets the password of an invited account (the invitation claimed by one conditional UPDATE) and answers the enrolment step. */
export async function acceptInvite(db: Db, code: string, password: string, ip: string): Promise<StaffOutcome<SignInStep>> {
  const salt = newSalt();
  const passwordHash = await hashPassword(password, salt);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash, salt, totp_secret: null, totp_last_step: 0, invite_hash: null, invite_expires_at: null })
      .where('invite_hash', '=', sha256(code))
      .where('invite_expires_at', '>', new Date())
      .where('active', '=', true)
      .returningAll()
      .executeTakeFirst();
    if (!row) return { ok: false, key: 'staffAuth.inviteUnknown' } as const;
    await appendAudit(trx, { id: row.id, username: row.username, role: row.role, ip }, { action: 'staff.acceptInvite', object: `staff:${row.username}` });
    return { ok: true, value: await issueTicket(trx, row) } as const;
  });
}
