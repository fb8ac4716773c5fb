import { sql, type Transaction } from 'kysely';
import { GOODS_ORDER_STATUS } from '../../../../machines/goods-order.machine';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Conn = Db | Transaction<Database>;

/**
 * Bottles of each wine unpaid orders hold. Checkout takes them from `wines.stock` when the order
 * is placed (domain/checkout.ts), and closing the order puts them back; so `stock` is what is
 * free for sale, and the bottles on the shelf are `stock + held`. An order past its time still
 * holds until the sweeper closes it, so expiry is not looked at here.
 */
export async function heldOf(conn: Conn, wineIds?: readonly number[]): Promise<Map<number, number>> {
  if (wineIds && wineIds.length === 0) return new Map();
  const rows = await sql<{ goods_id: number; held: string }>`
    select i.goods_id, sum(i.product_count) as held
    from goods_orders o join goods_order_items i on i.order_id = o.id
    where o.status = ${sql.lit(GOODS_ORDER_STATUS.unpaid)}
      ${wineIds ? sql`and i.goods_id in (${sql.join(wineIds)})` : sql``}
    group by i.goods_id`.execute(conn);
  return new Map(rows.rows.map((r) => [r.goods_id, Number(r.held)]));
}
