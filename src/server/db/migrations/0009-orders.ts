import { sql, type Kysely } from 'kysely';

/**
 * Checkout idempotency: the checkout screen draws one `submit_token` per checkout, so a double
 * click or a retry of the same submit finds the order it already made instead of a second one.
 * The partial unique index is what makes that hold when both submits race.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods_orders').addColumn('submit_token', 'text').execute();
  await db.schema
    .createIndex('goods_orders_submit_once')
    .on('goods_orders')
    .columns(['member_id', 'submit_token'])
    .unique()
    .where(sql.ref('submit_token'), 'is not', null)
    .execute();
}
