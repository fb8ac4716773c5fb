import { sql, type Kysely } from 'kysely';

/**
 * The member's order list, "all" tab (issue 15): newest first among the orders the member has
 * not deleted. `goods_orders_member_idx` (member_id, status, id) leads with the status, so for
 * that tab it gives neither the order nor the hidden filter: the page was read newest first
 * through the primary key past other members' orders, or all the member's orders were read and
 * sorted, and the count read each of them from the table. This partial index holds only the
 * orders a member sees, in the list's order: the page is one range scan in index order that stops
 * after offset + pagesize entries, and the count an index-only scan. The status tabs keep
 * using `goods_orders_member_idx` (member_id, status, id), which serves them already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('goods_orders_member_visible_idx')
    .on('goods_orders')
    .columns(['member_id', 'id desc'])
    .where(sql<boolean>`not hidden`)
    .execute();
}
