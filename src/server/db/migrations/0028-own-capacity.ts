import { sql, type Kysely } from 'kysely';

/**
 * Booking settings in the staff console (issue 14): a day's places either follow the resource's
 * default (a visit tier's places per slot, a dinner's seats per evening, a room type's number of
 * rooms) or are the day's own, set by staff on the calendar. `own_capacity` tells them apart, so
 * a new default reaches every future day that follows it and leaves the days staff set alone.
 * Rows written before this migration whose places differ from their resource's default were set
 * by staff: they are marked their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_capacity').addColumn('own_capacity', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`update booking_capacity c set own_capacity = true
    where (c.resource like 'visit:%' and exists (select 1 from visit_categories v where c.resource = 'visit:' || v.id and v.capacity <> c.capacity))
       or (c.resource like 'dining:%' and exists (select 1 from catering_categories d where c.resource = 'dining:' || d.id and d.amount <> c.capacity))
       or (c.resource like 'room:%' and exists (select 1 from hotel_rooms r where c.resource = 'room:' || r.id and r.amount <> c.capacity))`.execute(db);
}
