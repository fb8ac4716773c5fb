import type { Kysely } from 'kysely';
import type { Localized } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import type { AuditAction } from '../../../contract/staff-auth';
import type { Db } from '../../db/database';
import { appendAudit, canonicalJson, type StaffActor } from '../staff-audit';
import type { Refusal } from './booking-settings-places';

/**
 * One booking-settings row saved (issue 14): created or changed in one transaction with its
 * audit row (the changed fields before → after, and the reason). The row is locked first; `guard`
 * then sees it as it was and may refuse, and nothing is written. A change of a field guests book
 * by (slots, places, on / off …) needs a reason.
 */
export type SettingSaved<T> =
  | { ok: true; value: T; created: boolean; changed: boolean }
  | { ok: false; key: MessageKey; params?: Record<string, string> };

type Row = Record<string, unknown> & { id: number };
export type SettingsTable = 'visit_categories' | 'catering_categories' | 'hotel_rooms' | 'visit_info' | 'catering_info' | 'hotels';

export interface RowChange {
  table: SettingsTable;
  /** 0: a new row */
  id: number;
  /** `visit:`: the audit row's object before the row's id */
  object: string;
  action: { create?: AuditAction; update: AuditAction };
  /** the columns as read (objects and lists, stored as JSON) */
  next: Record<string, unknown>;
  /** a new row's columns that the form does not change (prices, pictures …) */
  created?: Record<string, unknown>;
  jsonColumns: ReadonlySet<string>;
  /** changing one of these changes what guests can book: a reason is required */
  guestColumns?: ReadonlySet<string>;
  reason?: string;
  notFound: MessageKey;
  guard?: (trx: Db, before: Row, changed: Set<string>) => Promise<Refusal | null>;
}

const LANGS = ['cn', 'tw', 'en'] as const;
/** `<name>_cn`, `_tw`, `_en` of a form as one column value. */
export const three = <T>(form: Record<string, unknown>, name: string, clean: (v: T) => T = (v) => v): Record<(typeof LANGS)[number], T> =>
  Object.fromEntries(LANGS.map((l) => [l, clean(form[`${name}_${l}`] as T)])) as Record<(typeof LANGS)[number], T>;
export const threeText = (form: Record<string, unknown>, name: string, clean?: (s: string) => string): Localized => three<string>(form, name, clean);

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

export async function saveSettingRow(db: Db, actor: StaffActor, change: RowChange): Promise<SettingSaved<Row>> {
  return db.transaction().execute(async (trx): Promise<SettingSaved<Row>> => {
    // one code path for six tables: their column types are the RowChange's business
    const any = trx as unknown as Kysely<Record<SettingsTable, Row>>;
    const stored = (cols: Record<string, unknown>) => Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, change.jsonColumns.has(k) ? JSON.stringify(v) : v]));
    const needsReason = (keys: Iterable<string>) => change.guestColumns !== undefined && [...keys].some((k) => change.guestColumns!.has(k)) && !change.reason;
    if (change.id === 0) {
      if (needsReason(Object.keys(change.next))) return { ok: false, key: 'staffCatalogue.reasonForGuests' };
      const row = (await any.insertInto(change.table).values(stored({ ...change.created, ...change.next }) as never).returningAll().executeTakeFirstOrThrow()) as Row;
      await appendAudit(trx, actor, { action: change.action.create ?? change.action.update, object: `${change.object}${row.id}`, after: change.next, reason: change.reason ?? '' });
      return { ok: true, value: row, created: true, changed: true };
    }
    const before = (await any.selectFrom(change.table).selectAll().where('id', '=', change.id as never).forUpdate().executeTakeFirst()) as Row | undefined;
    if (!before) return { ok: false, key: change.notFound };
    const keys = Object.keys(change.next).filter((k) => !same(before[k], change.next[k]));
    if (keys.length === 0) return { ok: true, value: before, created: false, changed: false };
    if (needsReason(keys)) return { ok: false, key: 'staffCatalogue.reasonForGuests' };
    const refused = change.guard ? await change.guard(trx, before, new Set(keys)) : null;
    if (refused) return { ok: false, key: refused.key, params: refused.params };
    const row = (await any
      .updateTable(change.table)
      .set(stored(Object.fromEntries(keys.map((k) => [k, change.next[k]]))) as never)
      .where('id', '=', change.id as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    await appendAudit(trx, actor, {
      action: change.action.update,
      object: `${change.object}${change.id}`,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, change.next[k]])),
      reason: change.reason ?? '',
    });
    return { ok: true, value: row, created: false, changed: true };
  });
}
