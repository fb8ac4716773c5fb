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
