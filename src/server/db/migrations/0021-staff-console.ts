import { sql, type Kysely } from 'kysely';

/**
 * The staff console (issue 13): roles, a TOTP second factor, invitations and the audit trail.
 *
 * - `staff` gains its role (existing accounts become owners: until now every account could do
 *   everything), whether it is active, its authenticator's secret and the last 30-second step a
 *   code was accepted for (so a code signs in once), an invitation (only its hash) and when it
 *   last signed in. An invited account has no password until it accepts.
 * - `staff_tickets`: the half-signed-in state between the password and the code (only the
 *   ticket's SHA-256 stored; claimed once by DELETE … RETURNING).
 * - `staff_audit`: append-only and hash-chained; a trigger refuses UPDATE and DELETE.
 * - Existing staff sessions end: they were opened without a second factor, and staff tokens now
 *   carry their own prefix.
 * The roles are frozen here like every migration's values (src/contract/staff-access.ts).
 */
const ROLES = ['owner', 'shop', 'bookings', 'content', 'auditor'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('invite_hash', 'text', (c) => c.unique())
    .addColumn('invite_expires_at', 'timestamptz')
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
  await sql`alter table staff alter column role drop default`.execute(db);
  await sql`alter table staff alter column password_hash drop not null`.execute(db);
  await sql`alter table staff alter column salt drop not null`.execute(db);
  await db.schema
    .alterTable('staff')
    .addCheckConstraint('staff_role_check', sql`role in (${sql.join(ROLES.map((role) => sql.lit(role)))})`)
    .execute();
  await db.deleteFrom('staff_sessions').execute();
  await db.schema
    .alterTable('staff_sessions')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('totp', 'enrol')`))
    .addColumn('pending_secret', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_tickets_staff_idx').on('staff_tickets').column('staff_id').execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_at_idx').on('staff_audit').column('at').execute();
  await sql`
    create function staff_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit is append-only';
    end $$`.execute(db);
  await sql`
    create trigger staff_audit_append_only before update or delete on staff_audit
    for each row execute function staff_audit_append_only()`.execute(db);
  await sql`
    create trigger staff_audit_no_truncate before truncate on staff_audit
    for each statement execute function staff_audit_append_only()`.execute(db);
}
