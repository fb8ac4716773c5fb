import type { Selectable, Transaction } from 'kysely';
import { GOODS_ORDER_STATUS } from '../../../machines/goods-order.machine';
import { pick, type Lang } from '../../contract/lang';
import { formatCents, formatFen } from '../../contract/money';
import type { OrderItem, OrderSummary } from '../../contract/order';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { beijingText } from './members';

/** How goods orders read in answers: money as decimal strings, times in Beijing time. */
export type OrderRow = Selectable<Database['goods_orders']>;
export type OrderItemRow = Selectable<Database['goods_order_items']>;

/**
 * An unpaid order past its time reads as closed even before the sweeper has closed it, so no
 * screen offers to pay it; the next member action or the sweeper makes it so in the database.
 */
export function effectiveStatus(order: Pick<OrderRow, 'status' | 'expires_at'>, now = Date.now()): number {
  return order.status === GOODS_ORDER_STATUS.unpaid && order.expires_at.getTime() <= now ? GOODS_ORDER_STATUS.closed : order.status;
}

export function secondsToPay(order: Pick<OrderRow, 'status' | 'expires_at'>, now = Date.now()): number {
  return effectiveStatus(order, now) === GOODS_ORDER_STATUS.unpaid ? Math.max(0, Math.floor((order.expires_at.getTime() - now) / 1000)) : 0;
}

export function orderItemsOf(conn: Db | Transaction<Database>, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return conn.selectFrom('goods_order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

export function toOrderItem(item: OrderItemRow, lang: Lang): OrderItem {
  return {
    id: item.id,
    goods_id: item.goods_id,
    title: pick(item.title, lang),
    image: item.image,
    product_spec: item.product_spec,
    product_count: item.product_count,
    unit_price: formatFen(item.unit_price_fen),
    price: formatFen(item.unit_price_fen * item.product_count),
    dollar_price: formatCents(item.dollar_price_cents * item.product_count),
  };
}

/** The columns an order's summary reads (the member's order list selects these only). */
export const ORDER_SUMMARY_COLUMNS = [
  'id', 'order_no', 'status', 'amount_fen', 'goods_fen', 'shipping_fen', 'dollar_cents', 'product_count', 'created_at', 'expires_at',
] as const;
export type OrderSummaryRow = Pick<OrderRow, (typeof ORDER_SUMMARY_COLUMNS)[number]>;

/** `refundDecided`: the orders of which staff have decided a refund (goods-orders.ts refundDecidedOrders). */
export function toOrderSummary(order: OrderSummaryRow, items: OrderItemRow[], refundDecided: ReadonlySet<number>, lang: Lang, now = Date.now()): OrderSummary {
  return {
    order_no: order.order_no,
    status: effectiveStatus(order, now),
    order_price: formatFen(order.amount_fen),
    goods_price: formatFen(order.goods_fen),
    shipping_fee: formatFen(order.shipping_fen),
    dollar_price: formatCents(order.dollar_cents),
    product_count: order.product_count,
    create_time: beijingText(order.created_at),
    order_time: secondsToPay(order, now),
    items: items.filter((item) => item.order_id === order.id).map((item) => toOrderItem(item, lang)),
    refund_decided: refundDecided.has(order.id),
  };
}
