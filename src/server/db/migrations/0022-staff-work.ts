import type { Kysely } from 'kysely';

/**
 * The staff console's work queues (issue 13): closing a day or slot of a booking resource now
 * needs a reason, kept beside the closing and shown on the staff calendar ('' while open, and
 * for rows closed before this migration).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_capacity').addColumn('closed_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
}
