import { sql, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { REFUND_STATUS } from '../../../machines/refund.machine';
import { GOODS_ORDER_STATUS, goodsOrderMachine, type GoodsOrderEvent } from '../../../machines/goods-order.machine';
import type { Lang } from '../../contract/lang';
import type { MessageKey } from '../../contract/messages';
import { formatFen } from '../../contract/money';
import { MEMBER_ORDER_EVENTS, ORDER_PAGE_SIZE, ORDER_TABS, type OrderDetail, type OrderList, type OrderTab } from '../../contract/order';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { applyGoodsOrderEvent, goodsOrderContext, refundDecidedOrders, type GoodsOrderEventData } from './goods-orders';
import { allowedEvents, decide } from './machine-rules';
import { beijingText } from './members';
import { effectiveStatus, ORDER_SUMMARY_COLUMNS, orderItemsOf, toOrderSummary, type OrderItemRow, type OrderRow, type OrderSummaryRow } from './order-views';
import { regionText } from './regions';

/**
 * The member's goods orders (spec §2 /orderList, /orderDetail; §4): lists by tab, the detail,
 * and the member's events — each through the goods order machine, only on the member's own
 * orders, never on one they deleted.
 */
type Trx = Transaction<Database>;

export type OrderOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };
const refused = (key: MessageKey): OrderOutcome<never> => ({ ok: false, key });

/**
 * Closes an unpaid order whose time is up, through the machine (stock back), in the caller's
 * transaction. Run before any other event on an order, so an expired order is never paid,
 * cancelled or edited as if it were still open; the sweeper does the same for the rest.
 */
export async function expireIfDue(trx: Trx, orderId: number): Promise<boolean> {
  const due = await trx
    .selectFrom('goods_orders')
    .select('id')
    .where('id', '=', orderId)
    .where('status', '=', GOODS_ORDER_STATUS.unpaid)
    .where('expires_at', '<=', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
  if (!due) return false;
  const result = await applyGoodsOrderEvent(trx, orderId, { type: 'EXPIRE' }, 'timer:expiry');
  return result.ok;
}

/**
 * The one statement of a page of a tab, as `listOrders` runs it (the tests EXPLAIN it): the
 * page's ids, its rows by primary key with their items and whether a refund was decided, and the
 * tab's total. Visible orders are `not hidden`, the partial index's own predicate, so the planner
 * matches it even without the value at hand: the "all" tab takes the page's ids from
 * `goods_orders_member_visible_idx` in its order, stopping after offset + pagesize entries (the
 * rows skipped for the offset cost no table read), then each of its rows by primary key, however
 * small the table; the status tabs read `goods_orders_member_idx`
 * (member_id, status, id). The total: when the page is not full and not past the end it holds
 * the last of the tab's orders, so the total is offset + its rows; only else is the tab counted
 * (an index-only scan for "all"), a subquery PostgreSQL runs only when that branch is taken.
 * Always one row at least: an empty page is one row of nulls with the total.
 */
export function orderListQueries(db: Db, memberId: number, tab: OrderTab, page: number, pagesize: number) {
  return { list: orderListStatement(db, tab, memberId, (page - 1) * pagesize, pagesize) };
}

/** The statement of `orderListQueries` by the offset of the page's first row. */
function orderListStatement(db: Db, tab: OrderTab, memberId: number, offset: number, pagesize: number) {
  let query = db.selectFrom('goods_orders').where('member_id', '=', memberId).where((eb) => eb.not(eb.ref('hidden')));
  if (tab === '5') query = query.where('status', '=', GOODS_ORDER_STATUS.unpaid).where('expires_at', '>', sql<Date>`now()`);
  else if (tab !== 'all') query = query.where('status', '=', Number(tab));
  const count = query.select((eb) => eb.fn.countAll<number>().as('total'));
  const shown = sql.ref('shown.n');
  const list = db
    .with('ids', () => query.select('id').orderBy('id', 'desc').limit(pagesize).offset(offset))
    .with('shown', (qc) => qc.selectFrom('ids').select(sql<number>`count(*)::int`.as('n')))
    .selectFrom('shown')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ids')
          // each of the page's rows by primary key: `limit 1` keeps the lookup from being made a
          // join, which on a small table PostgreSQL would run as a hash join reading every order
          .innerJoinLateral(
            (lateral) => lateral.selectFrom('goods_orders as g').whereRef('g.id', '=', 'ids.id').select(ORDER_SUMMARY_COLUMNS.map((c) => `g.${c}` as const)).limit(1).as('g'),
            (join) => join.onTrue(),
          )
          .select(ORDER_SUMMARY_COLUMNS.map((c) => `g.${c}` as const))
          .as('o'),
      (join) => join.onTrue(),
    )
    .select(ORDER_SUMMARY_COLUMNS.map((c) => `o.${c}` as const))
    .select((eb) => [
      sql<number>`case when ${shown} < ${pagesize}::int and (${shown} > 0 or ${offset}::int = 0) then ${offset}::int + ${shown} else (${count}) end`.as('list_total'),
      jsonArrayFrom(eb.selectFrom('goods_order_items as i').selectAll('i').whereRef('i.order_id', '=', 'o.id').orderBy('i.id')).as('list_items'),
      eb
        .exists(eb.selectFrom('refunds as r').select('r.id').whereRef('r.order_id', '=', 'o.id').where('r.status', 'in', [REFUND_STATUS.completed, REFUND_STATUS.rejected]))
        .as('list_refund_decided'),
    ])
    .orderBy('o.id', 'desc');
  return list;
}

/**
 * Each tab's statement, built once (db/prepared.ts): the tab shapes the SQL, the rest are its
 * values — except the page size the site asks for, which is written into the text. A page size
 * PostgreSQL cannot see when it plans (`limit $2`) it guesses as a tenth of the member's orders:
 * with two hundred, the generic plan looked dearer than one made for the values (18 rows, not
 * 10), and the server planned the list afresh on every call (0.8 ms of planning for 0.2 ms of
 * work). Any other size goes as a parameter.
 */
const orderListByTab = new Map(
  ORDER_TABS.map((tab) => [
    tab,
    {
      sitePage: prepared((conn, memberId: number, offset: number) => orderListStatement(conn, tab, memberId, offset, ORDER_PAGE_SIZE)),
      anyPage: prepared((conn, memberId: number, offset: number, pagesize: number) => orderListStatement(conn, tab, memberId, offset, pagesize)),
    },
  ]),
);

/** A page of the member's orders and the tab's total, in one statement (orderListQueries). */
export async function listOrders(db: Db, memberId: number, tab: OrderTab, page: number, pagesize: number, lang: Lang): Promise<OrderList> {
  const statements = orderListByTab.get(tab)!;
  const offset = (page - 1) * pagesize;
  const rows = pagesize === ORDER_PAGE_SIZE ? await statements.sitePage(db, memberId, offset) : await statements.anyPage(db, memberId, offset, pagesize);
  const total = Number(rows[0]?.list_total ?? 0);
  const orders = rows.filter((row) => row.id !== null) as unknown as Array<OrderSummaryRow & { list_items: OrderItemRow[]; list_refund_decided: boolean }>;
  const items = orders.flatMap((row) => row.list_items);
  const decided = new Set(orders.filter((row) => row.list_refund_decided).map((row) => row.id));
  const now = Date.now();
  return { total, page, pagesize, list: orders.map((row) => toOrderSummary(row, items, decided, lang, now)) };
}

/** `lock`: the row stays locked for the transaction; one a concurrent delete hid meanwhile is not found. */
function ownOrder(conn: Db | Trx, memberId: number, orderNo: string, lock = false) {
  return conn
    .selectFrom('goods_orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('order_no', '=', orderNo)
    .where('hidden', '=', false)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The member events the machine allows at the order's (effective) status: the buttons to show. */
export function memberActions(order: Pick<OrderRow, 'status' | 'expires_at' | 'amount_fen'>, refundDecided: boolean): string[] {
  const events = MEMBER_ORDER_EVENTS.map((type) => (type === 'PAY' ? { type, amount: order.amount_fen } : { type }));
  return allowedEvents(goodsOrderMachine, effectiveStatus(order), { total: order.amount_fen, refundDecided }, events);
}

async function refundOf(db: Db, orderId: number): Promise<OrderDetail['refund']> {
  const refund = await db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
  if (!refund) return null;
  return {
    status: refund.status,
    reason: refund.reason,
    amount: formatFen(refund.amount_fen),
    create_time: beijingText(refund.created_at),
    remark: refund.remark,
  };
}

async function logisticsOf(db: Db, orderId: number): Promise<OrderDetail['logistics']> {
  const shipment = await db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!shipment) return null;
  const latest = await db
    .selectFrom('tracking_events')
    .select(['context', 'happened_at'])
    .where('shipment_id', '=', shipment.id)
    .orderBy('happened_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    company: shipment.company,
    tracking_no: shipment.tracking_no,
    ship_time: beijingText(shipment.created_at),
    latest: latest?.context ?? '',
    latest_time: latest ? beijingText(latest.happened_at) : '',
  };
}

export async function orderDetail(db: Db, memberId: number, orderNo: string, lang: Lang): Promise<OrderOutcome<OrderDetail>> {
  const order = await ownOrder(db, memberId, orderNo);
  if (!order) return refused('order.notFound');
  const [items, refund, logistics, decided] = await Promise.all([
    orderItemsOf(db, [order.id]),
    refundOf(db, order.id),
    logisticsOf(db, order.id),
    refundDecidedOrders(db, [order.id]),
  ]);
  const paid = order.paid_at !== null;
  return {
    ok: true,
    value: {
      ...toOrderSummary(order, items, decided, lang),
      consignee: order.consignee,
      mobile: order.mobile,
      province: order.province,
      city: order.city,
      area: order.area,
      address_name: regionText(order.province, order.city, order.area, lang),
      address_details: order.address_details,
      zip_code: order.zip_code,
      remark: order.remark,
      pay_method: order.pay_method ?? '',
      pay_no: order.pay_no ?? '',
      pay_time: beijingText(order.paid_at),
      paid_price: formatFen(paid ? order.amount_fen : 0),
      actions: memberActions(order, decided.has(order.id)),
      state: order.state,
      refund,
      logistics,
    },
  };
}

type MemberEvent = Extract<GoodsOrderEvent, { type: 'CANCEL' | 'CONFIRM_RECEIPT' | 'DELETE' | 'CHANGE_ADDRESS' }>;

/**
 * A member's event on their own order, through the machine. An order whose time ran out is
 * closed first (and stays closed even when the member's event is then refused).
 */
export function applyMemberEvent(
  db: Db,
  memberId: number,
  orderNo: string,
  event: MemberEvent,
  addressId?: number,
): Promise<OrderOutcome<{ order_no: string; status: number }>> {
  return db.transaction().execute(async (trx) => {
    // locked as found: of two deletes the second waits here, then finds the order gone
    const order = await ownOrder(trx, memberId, orderNo, true);
    if (!order) return refused('order.notFound');
    await expireIfDue(trx, order.id);
    const data: GoodsOrderEventData = {};
    if (event.type === 'CHANGE_ADDRESS') {
      const address = await trx
        .selectFrom('member_addresses')
        .select(['consignee', 'mobile', 'province', 'city', 'area', 'address_details', 'zip_code'])
        .where('id', '=', addressId ?? 0)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!address) return refused('address.notFound');
      data.address = address;
    }
    const result = await applyGoodsOrderEvent(trx, order.id, event, `member:${memberId}`, data);
    if (!result.ok) return refused(result.reason === 'notFound' ? 'order.notFound' : await refusalOf(trx, order.id, event));
    return { ok: true, value: { order_no: orderNo, status: result.to } };
  });
}

/**
 * Why the machine refused a member's event, where the status alone does not say: a paid order
 * whose refund staff have decided is refused a cancellation that it would be allowed otherwise.
 */
async function refusalOf(trx: Trx, orderId: number, event: MemberEvent): Promise<MessageKey> {
  if (event.type !== 'CANCEL') return 'order.notAllowed';
  const order = await trx.selectFrom('goods_orders').select(['id', 'status', 'amount_fen']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const context = await goodsOrderContext(trx, order);
  const undecided = decide(goodsOrderMachine, order.status, { ...context, refundDecided: false }, event, 'member');
  return context.refundDecided && undecided.allowed ? 'order.cancelAfterRefundDecision' : 'order.notAllowed';
}
