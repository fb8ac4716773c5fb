import { sql, type Kysely } from 'kysely';

/**
 * Booking idempotency, as checkout has it (0009): the booking screens draw one `submit_token`
 * per visit of the form, so a double click or a resubmit after a lost answer finds the booking
 * it already made instead of taking the places twice. The partial unique index decides a race.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_orders').addColumn('submit_token', 'text').execute();
  await db.schema
    .createIndex('booking_orders_submit_once')
    .on('booking_orders')
    .columns(['member_id', 'submit_token'])
    .unique()
    .where(sql.ref('submit_token'), 'is not', null)
    .execute();
}
