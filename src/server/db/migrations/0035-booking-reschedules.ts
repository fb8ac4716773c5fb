import type { Kysely } from 'kysely';

/**
 * Changing a booking's date or slot (issue 16): how many times the member has moved it
 * (RESCHEDULE, at most RESCHEDULE_MAX). The old and new start of each move are in its history row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_orders').addColumn('reschedules', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}
