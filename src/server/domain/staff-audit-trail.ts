import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { AuditRow } from '../../contract/staff-auth';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { beijingText } from './members';

/** Reading the audit trail: filtered, newest first, and as CSV for spreadsheets. */
export interface AuditFilter {
  /** Beijing days, `YYYY-MM-DD`, both included */
  from?: string | undefined;
  to?: string | undefined;
  staff?: string | undefined;
  /** `order.ship`, or the part before the dot (`signIn` for both outcomes) */
  action?: string | undefined;
  /** part of the object, e.g. an order number */
  object?: string | undefined;
}

export const AUDIT_EXPORT_MAX = 50_000;
const DAY_MS = 86_400_000;
const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type AuditQuery = SelectQueryBuilder<Database, 'staff_audit', object>;

function filtered(db: Db, filter: AuditFilter): AuditQuery {
  let query = db.selectFrom('staff_audit') as AuditQuery;
  if (filter.from) query = query.where('at', '>=', beijingMidnight(filter.from));
  if (filter.to) query = query.where('at', '<', new Date(beijingMidnight(filter.to).getTime() + DAY_MS));
  if (filter.staff) query = query.where(sql<boolean>`lower(username) = ${filter.staff.toLowerCase()}`);
  if (filter.action) {
    const action = filter.action;
    query = query.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', `${escapeLike(action)}.%`)]));
  }
  if (filter.object) query = query.where('object', 'ilike', `%${escapeLike(filter.object)}%`);
  return query;
}

function rowOf(row: Selectable<Database['staff_audit']>): AuditRow {
  return {
    id: row.id,
    at: beijingText(row.at),
    staff: row.username,
    role: row.role,
    action: row.action,
    object: row.object,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    hash: row.hash,
  };
}

export async function listAudit(db: Db, filter: AuditFilter, page: { pageno: number; pagesize: number }): Promise<{ total: number; items: AuditRow[] }> {
  const { total } = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.pagesize)
    .offset((page.pageno - 1) * page.pagesize)
    .execute();
  return { total: Number(total), items: rows.map(rowOf) };
}

const CSV_COLUMNS = ['id', 'at', 'staff', 'role', 'action', 'object', 'before', 'after', 'reason', 'ip', 'hash'] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A
 * cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return first) gets a
 * leading apostrophe, so an object or reason typed by someone cannot run in the auditor's sheet.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered trail, oldest first, as CSV: UTF-8 with a BOM (so spreadsheets read the Chinese), CRLF, a header row. */
export async function exportAudit(db: Db, filter: AuditFilter): Promise<{ filename: string; csv: string }> {
  const rows = await filtered(db, filter).selectAll().orderBy('id').limit(AUDIT_EXPORT_MAX).execute();
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(rowOf(row)[column])).join(','))];
  const stamp = beijingText(new Date()).replace(/[-: ]/g, '').slice(0, 12);
  return { filename: `audit-${stamp}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}
