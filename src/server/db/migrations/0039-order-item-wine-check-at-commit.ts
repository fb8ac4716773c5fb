import { sql, type Kysely } from 'kysely';

/**
 * An order item's wine (`goods_order_items.goods_id` → `wines.id`) is checked at COMMIT, not when
 * the item is written. A checkout writes its order and items, then claims the stock as its last
 * statement (domain/checkout.ts). Checked at once, each item's reference took a KEY SHARE lock on
 * the wine's row a statement before the claim: with every checkout of a hot wine doing so, the
 * row carried a multixact of all of them, which PostgreSQL rebuilt at every new sharer and which
 * every claim's UPDATE had to read (`GetMultiXactIdMembers` was the most sampled function of
 * PostgreSQL's checkout CPU in `npm run bench`, the foreign key checks beside it). Checked at
 * COMMIT, the reference finds the row already updated by the checkout's own claim. The rule is
 * the same: an item naming no wine fails its transaction, at its end.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table goods_order_items alter constraint goods_order_items_goods_id_fkey deferrable initially deferred`.execute(db);
}
