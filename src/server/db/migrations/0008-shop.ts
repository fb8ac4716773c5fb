import { sql, type Kysely } from 'kysely';

/**
 * The shop: cart, goods orders with their items, every status change as a history row,
 * payment attempts and provider notifications (each recorded once), refunds, shipments and
 * tracking events, and staff accounts. Money in integer fen (CNY) and cents (USD).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('wines.id').onDelete('cascade'))
    .addColumn('product_count', 'integer', (c) => c.notNull().check(sql`product_count > 0`))
    .addColumn('is_selected', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`is_selected in (0, 1)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('cart_items_member_goods', ['member_id', 'goods_id'])
    .execute();

  await db.schema
    .createTable('goods_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(5))
    .addColumn('goods_fen', 'integer', (c) => c.notNull().check(sql`goods_fen >= 0`))
    .addColumn('shipping_fen', 'integer', (c) => c.notNull().check(sql`shipping_fen >= 0`))
    .addColumn('amount_fen', 'integer', (c) => c.notNull().check(sql`amount_fen = goods_fen + shipping_fen`))
    .addColumn('dollar_cents', 'integer', (c) => c.notNull().check(sql`dollar_cents >= 0`))
    .addColumn('product_count', 'integer', (c) => c.notNull())
    .addColumn('consignee', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('province', 'integer', (c) => c.notNull())
    .addColumn('city', 'integer', (c) => c.notNull())
    .addColumn('area', 'integer', (c) => c.notNull())
    .addColumn('address_details', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_method', 'text')
    .addColumn('pay_no', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('goods_orders_member_idx').on('goods_orders').columns(['member_id', 'status', 'id']).execute();
  // the sweeper's queue: unpaid orders by expiry
  await db.schema
    .createIndex('goods_orders_unpaid_expiry_idx')
    .on('goods_orders')
    .column('expires_at')
    .where(sql.ref('status'), '=', 5)
    .execute();

  await db.schema
    .createTable('goods_order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('goods_orders.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('wines.id'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('product_spec', 'text', (c) => c.notNull())
    .addColumn('unit_price_fen', 'integer', (c) => c.notNull().check(sql`unit_price_fen >= 0`))
    .addColumn('dollar_price_cents', 'integer', (c) => c.notNull().check(sql`dollar_price_cents >= 0`))
    .addColumn('product_count', 'integer', (c) => c.notNull().check(sql`product_count > 0`))
    .execute();
  await db.schema.createIndex('goods_order_items_order_idx').on('goods_order_items').column('order_id').execute();

  // every transition of every domain machine: who, when, from, to, event
  await db.schema
    .createTable('status_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('status_history_entity_idx').on('status_history').columns(['entity', 'entity_id', 'id']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('out_trade_no', 'text', (c) => c.notNull().unique())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('amount_fen', 'integer', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('transaction_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_entity_idx').on('payments').columns(['entity', 'entity_id']).execute();

  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'integer')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('payment_notifications_once', ['provider', 'notification_id'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('goods_orders.id'))
    .addColumn('out_refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // one open refund per order at a time
  await db.schema
    .createIndex('refunds_one_open')
    .on('refunds')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema
    .createTable('refund_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('shipments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('goods_orders.id'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('tracking_no', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('state', 'smallint', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('happened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tracking_events_shipment_idx').on('tracking_events').columns(['shipment_id', 'happened_at']).execute();

  await db.schema
    .createTable('staff')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
