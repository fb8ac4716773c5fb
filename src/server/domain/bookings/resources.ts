import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * What a capacity resource holds when nobody changed a day: its default places and its slots.
 * Visits and dinners are known here; stays register `room` from their own module, so the
 * staff commands can close or resize any resource by its name (`room:3`, `visit:1`).
 */
export interface ResourceDefaults {
  capacity: number;
  /** '' alone when the resource has no slots */
  slots: string[];
}
export type DefaultsLookup = (db: Db, id: number) => Promise<ResourceDefaults | null>;

const lookups = new Map<string, DefaultsLookup>();

export function registerResourceDefaults(kind: string, lookup: DefaultsLookup): void {
  lookups.set(kind, lookup);
}

registerResourceDefaults('visit', async (db, id) => {
  const row = await db.selectFrom('visit_categories').select(['capacity', 'timeslots']).where('id', '=', id).executeTakeFirst();
  return row ? { capacity: row.capacity, slots: row.timeslots } : null;
});
registerResourceDefaults('dining', async (db, id) => {
  const row = await db.selectFrom('catering_categories').select('amount').where('id', '=', id).executeTakeFirst();
  return row ? { capacity: row.amount, slots: [''] } : null;
});

export const visitResource = (categoryId: number) => `visit:${categoryId}`;
export const diningResource = (categoryId: number) => `dining:${categoryId}`;

/** `visit:3` → its defaults; null for an unknown kind or id. */
export async function resourceDefaults(db: Db, resource: string): Promise<ResourceDefaults | null> {
  const match = /^([a-z]+):([1-9]\d{0,9})$/.exec(resource);
  const lookup = match ? lookups.get(match[1]!) : undefined;
  return match && lookup ? lookup(db, Number(match[2])) : null;
}

/** Where each kind keeps its default places (a visit tier per slot, a dinner per evening, a room type per night). */
const DEFAULT_COLUMN = {
  visit: sql`select capacity as places from visit_categories`,
  dining: sql`select amount as places from catering_categories`,
  room: sql`select amount as places from hotel_rooms`,
} as const;

/**
 * The default places of `visit:3`, its catalogue row share-locked until the transaction ends, so
 * a change of the default (which locks the row for update) waits for the claim, or the claim for
 * the change; null for an unknown resource.
 */
export async function lockDefaultCapacity(trx: Db, resource: string): Promise<number | null> {
  const match = /^(visit|dining|room):([1-9]\d{0,9})$/.exec(resource);
  if (!match) return null;
  const rows = await sql<{ places: number }>`${DEFAULT_COLUMN[match[1] as keyof typeof DEFAULT_COLUMN]} where id = ${Number(match[2])} for share`.execute(trx);
  return rows.rows[0]?.places ?? null;
}
