import { sql, type Kysely } from 'kysely';

/**
 * Ended member sessions announced to every app instance (issue 15): each instance keeps the
 * sessions it has looked up in memory (domain/session-cache.ts) and listens on
 * `member_sessions_revoked`. Whatever ends a session — sign-out, a password change or reset, a
 * member deleted, a statement run by hand — the database announces its token hash when the
 * transaction commits; a member switched off (members.switch no longer 1) is announced as
 * `member:<id>`. Nothing is announced for a session opened.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function member_session_revoked() returns trigger language plpgsql as $$
    begin
      perform pg_notify('member_sessions_revoked', old.token_hash);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_sessions_revoked after delete or update on member_sessions
    for each row execute function member_session_revoked()`.execute(db);
  await sql`
    create function member_switched_off() returns trigger language plpgsql as $$
    begin
      perform pg_notify('member_sessions_revoked', 'member:' || new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_switched_off after update of switch on members
    for each row when (new.switch is distinct from 1 and old.switch is not distinct from 1)
    execute function member_switched_off()`.execute(db);
}
