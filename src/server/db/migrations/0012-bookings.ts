import { sql, type Kysely } from 'kysely';

/**
 * Bookings of every kind (issue 6): visit and catering catalogs, one `booking_orders` table for
 * visits, dinners and stays, and generic capacity — a row per resource, day and slot with its
 * capacity and the places taken, plus what each booking claimed, so cancelling or expiring
 * gives back exactly what was taken. Money in integer fen (CNY) and cents (USD).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  const json = (empty: string) => sql`${sql.lit(empty)}::jsonb`;
  await db.schema
    .createTable('visit_info')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('businesstime', 'jsonb', (c) => c.notNull())
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('intro', 'jsonb', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(json('[]')))
    .addColumn('video', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('visit_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('intro', 'jsonb', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull().check(sql`price_fen > 0`))
    .addColumn('dollar_cents', 'integer', (c) => c.notNull().check(sql`dollar_cents > 0`))
    .addColumn('weekdays', 'jsonb', (c) => c.notNull())
    .addColumn('timeslots', 'jsonb', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('duration_min', 'integer', (c) => c.notNull())
    .addColumn('attention', 'jsonb', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(json('[]')))
    .addColumn('team', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_people', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_people', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('switch', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('catering_info')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('overview', 'jsonb', (c) => c.notNull())
    .addColumn('must_read', 'jsonb', (c) => c.notNull())
    .addColumn('dinnertime', 'text', (c) => c.notNull())
    .addColumn('attention', 'jsonb', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(json('[]')))
    .execute();
  await db.schema
    .createTable('catering_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('intro', 'jsonb', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull().check(sql`price_fen > 0`))
    .addColumn('dollar_cents', 'integer', (c) => c.notNull().check(sql`dollar_cents > 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(json('[]')))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('switch', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('booking_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('visit', 'dining', 'stay')`))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status between 0 and 3`))
    .addColumn('closed_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('pay_fen', 'integer', (c) => c.notNull().check(sql`pay_fen > 0 and pay_fen <= amount_fen`))
    .addColumn('dollar_cents', 'integer', (c) => c.notNull().check(sql`dollar_cents >= 0`))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('adults', 'integer', (c) => c.notNull().check(sql`adults >= 1`))
    .addColumn('minors', 'integer', (c) => c.notNull().defaultTo(0).check(sql`minors >= 0`))
    .addColumn('rooms', 'integer', (c) => c.notNull().defaultTo(0).check(sql`rooms >= 0`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(json('{}')))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('pay_method', 'text')
    .addColumn('pay_no', 'text')
    .addColumn('refund_fen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`refund_fen >= 0`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('hidden_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('booking_orders_member_idx').on('booking_orders').columns(['member_id', 'kind', 'status', 'id']).execute();
  // the sweeper's queue: unpaid bookings by expiry
  await db.schema.createIndex('booking_orders_unpaid_expiry_idx').on('booking_orders').column('expires_at').where(sql.ref('status'), '=', 0).execute();

  await db.schema
    .createTable('booking_capacity')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0).check(sql`taken >= 0`))
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('booking_capacity_pk', ['resource', 'day', 'slot'])
    .execute();
  await db.schema
    .createTable('booking_claims')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('booking_orders.id').onDelete('cascade'))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addPrimaryKeyConstraint('booking_claims_pk', ['order_id', 'resource', 'day', 'slot'])
    .execute();
}
