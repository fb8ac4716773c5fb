import type { AuditAction } from '../../contract/staff-auth';
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { StaffRole } from '../../contract/staff-access';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The audit trail of staff work: one row per change made by staff and per sign-in, written in
 * the transaction of the change (no change without its row). Rows are append-only (a trigger
 * refuses UPDATE and DELETE) and hash-chained: each row's `hash` covers its fields and the hash
 * of the row before, so an edit made past the trigger by someone with database access breaks the
 * row's own hash, and a deleted or inserted row breaks the link of the row after it.
 */

/** Who did it: the signed-in staff member and the address of the request (`cli` from the staff command). */
export interface StaffActor {
  id: number;
  username: string;
  role: StaffRole;
  ip: string;
}

/** The author of a row: a staff member, or a sign-in attempt for a username that may have no account. */
export interface AuditAuthor {
  id: number | null;
  username: string;
  role: string;
  ip: string;
}

export interface AuditEntry {
  /** dotted, e.g. `order.ship`, `signIn.failed`: one of AUDIT_ACTIONS */
  action: AuditAction;
  /** e.g. `goods_order:WO…`, `staff:<username>` */
  object: string;
  /** a value's state before and after the change: text as it is, anything else as canonical JSON */
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** The link of the first row. */
export const AUDIT_GENESIS = '0'.repeat(64);
/** pg_advisory_xact_lock key of the chain's tail ("audit" in ASCII), so appends queue one behind another. */
const AUDIT_LOCK = 0x6175646974;

type Trx = Transaction<Database>;

/** JSON with object keys sorted at every level, so the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const asText = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'string' ? value : canonicalJson(value));

/** The fields a row's hash covers (everything but its id and its hashes), `at` as ISO text. */
export interface AuditFields {
  at: Date;
  staff_id: number | null;
  username: string;
  role: string;
  action: string;
  object: string;
  before: string;
  after: string;
  reason: string;
  ip: string;
}

export function auditHash(prevHash: string, row: AuditFields): string {
  const fields = {
    action: row.action,
    after: row.after,
    at: row.at.toISOString(),
    before: row.before,
    ip: row.ip,
    object: row.object,
    reason: row.reason,
    role: row.role,
    staff_id: row.staff_id,
    username: row.username,
  };
  return createHash('sha256').update(prevHash + canonicalJson(fields)).digest('hex');
}

/**
 * Appends one row at the chain's end, inside `trx` (the transaction of the change it records).
 * The transaction-wide advisory lock makes concurrent appends read the tail one after another,
 * so the chain stays linear; it is released when `trx` ends.
 */
export async function appendAudit(trx: Trx, author: AuditAuthor, entry: AuditEntry): Promise<{ id: number; hash: string }> {
  await sql`select pg_advisory_xact_lock(${AUDIT_LOCK}::bigint)`.execute(trx);
  const last = await trx.selectFrom('staff_audit').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const prevHash = last?.hash ?? AUDIT_GENESIS;
  const fields: AuditFields = {
    at: new Date(),
    staff_id: author.id,
    username: author.username,
    role: author.role,
    action: entry.action,
    object: entry.object,
    before: asText(entry.before),
    after: asText(entry.after),
    reason: entry.reason ?? '',
    ip: author.ip,
  };
  const hash = auditHash(prevHash, fields);
  const row = await trx.insertInto('staff_audit').values({ ...fields, prev_hash: prevHash, hash }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, hash };
}

/** `edited`: the row's fields no longer give its hash; `unlinked`: a row before it was deleted or one inserted. */
export type AuditProblem = 'edited' | 'unlinked';
export interface AuditVerdict {
  rows: number;
  ok: boolean;
  broken: { id: number; problem: AuditProblem } | null;
}

const VERIFY_PAGE = 1000;

/** Walks the chain by id and names the first row that does not hold. */
export async function verifyAudit(db: Db): Promise<AuditVerdict> {
  let prevHash = AUDIT_GENESIS;
  let afterId = 0;
  let rows = 0;
  for (;;) {
    const page = await db.selectFrom('staff_audit').selectAll().where('id', '>', afterId).orderBy('id').limit(VERIFY_PAGE).execute();
    for (const row of page) {
      rows += 1;
      if (row.prev_hash !== prevHash) return { rows, ok: false, broken: { id: row.id, problem: 'unlinked' } };
      if (auditHash(row.prev_hash, row) !== row.hash) return { rows, ok: false, broken: { id: row.id, problem: 'edited' } };
      prevHash = row.hash;
      afterId = row.id;
    }
    if (page.length < VERIFY_PAGE) return { rows, ok: true, broken: null };
  }
}
