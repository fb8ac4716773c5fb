import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '../../contract/staff-access';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Instant = ColumnType<Date, Date | string, Date | string>;
type MaybeInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Kysely types of the staff accounts, their sessions and sign-in tickets, and the audit trail (migrations 0008, 0011, 0021). */
export interface StaffTables {
  staff: {
    id: Generated<number>;
    username: string;
    name: string;
    role: StaffRole;
    active: Generated<boolean>;
    /** null until the account accepts its invitation (or after a reset) */
    password_hash: string | null;
    salt: string | null;
    /** base32 secret of the enrolled authenticator; never answered after enrolment */
    totp_secret: string | null;
    /** the last 30-second step a code was accepted for: a code signs in once */
    totp_last_step: Generated<number>;
    /** SHA-256 of the invitation code */
    invite_hash: string | null;
    invite_expires_at: MaybeInstant;
    last_sign_in_at: MaybeInstant;
    created_at: CreatedAt;
  };
  staff_sessions: {
    token_hash: string;
    staff_id: number;
    created_at: CreatedAt;
    expires_at: Instant;
  };
  /** Between the right password and the second factor: only the ticket's SHA-256, used once. */
  staff_tickets: {
    ticket_hash: string;
    staff_id: number;
    purpose: 'totp' | 'enrol';
    /** the secret being enrolled, kept until its first code confirms it */
    pending_secret: string | null;
    expires_at: Instant;
  };
  /** Append-only (a trigger refuses UPDATE and DELETE), each row chained to the one before by `prev_hash`. */
  staff_audit: {
    id: Generated<number>;
    at: Instant;
    staff_id: number | null;
    username: string;
    role: string;
    action: string;
    object: string;
    before: string;
    after: string;
    reason: string;
    ip: string;
    prev_hash: string;
    hash: string;
  };
}
