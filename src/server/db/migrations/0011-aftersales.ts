import { sql, type Kysely } from 'kysely';

/**
 * Logistics and refunds on top of 0008-shop. A shipment's provider poll: when Kuaidi100 was last
 * asked about the waybill (claimed before asking, so one waybill is queried at most every 30
 * minutes whichever instance asks) and what it last said. Indexes for the reads of this issue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipment_polls')
    .addColumn('shipment_id', 'integer', (c) => c.primaryKey().references('shipments.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('polled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // the provider's latest Kuaidi100 state, and whether it says the journey is over (ischeck)
    .addColumn('state', 'smallint')
    .addColumn('is_check', 'boolean', (c) => c.notNull().defaultTo(false))
    // the provider's last refusal, for operators (never shown to members)
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('tracking_events_source_idx').on('tracking_events').columns(['shipment_id', 'source']).execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('refund_records_refund_idx').on('refund_records').columns(['refund_id', 'id']).execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();
}
