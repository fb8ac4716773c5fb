import type { Selectable } from 'kysely';
import { pick } from '../../contract/lang';
import { formatFen } from '../../contract/money';
import type { StaffOrder, StaffOrderHistory } from '../../contract/staff';
import type { StaffOrderDetail, StaffOrderRow } from '../../contract/staff-console';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { beijingText } from './members';
import { regionText } from './regions';
import { refundView } from './refunds';
import { staffOrder } from './staff-actions';
import { goodsOrderActions } from './staff-allowed';
import { beijingDay, escapeLike, historyOf, historyView, likePart, moneyRefundRowsOf, moneyRefundView, paymentsOf, phoneFor, type Viewer } from './staff-rows';
import { staffInvoice } from './invoices';

/** Orders for staff, newest first, all members', hidden ones included (hiding is the member's view). */
export async function listOrders(db: Db, query: { status: number | null; pageno: number; pagesize: number }): Promise<{ total: number; items: StaffOrder[] }> {
  let base = db.selectFrom('goods_orders');
  if (query.status !== null) base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pagesize)
    .offset((query.pageno - 1) * query.pagesize)
    .execute();
  return { total: Number(total), items: rows.map(staffOrder) };
}

/**
 * The whole story of one order: its transitions, its refunds' and its money refunds' at the
 * provider (who, when, from, to — an escalated money refund shows here), the shipment, every
 * tracking event with its source, and each refund with its records.
 */
export async function orderHistory(db: Db, orderNo: string): Promise<StaffOrderHistory | null> {
  const order = await db.selectFrom('goods_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) return null;
  const refunds = await db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const refundIds = refunds.map((r) => r.id);
  // the money given back at the provider: staff see where it is, and an escalation (handle it by hand)
  const moneyRefunds = await db
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .select('payment_refunds.id')
    .where('payments.entity', '=', 'goods_order')
    .where('payments.entity_id', '=', order.id)
    .execute();
  const moneyRefundIds = moneyRefunds.map((r) => r.id);
  const history = await historyOf(db, [
    ['goods_order', [order.id]],
    ['refund', refundIds],
    ['money_refund', moneyRefundIds],
  ]);
  const shipment = await db.selectFrom('shipments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  const tracking = shipment
    ? await db.selectFrom('tracking_events').selectAll().where('shipment_id', '=', shipment.id).orderBy('happened_at').orderBy('id').execute()
    : [];
  const refundRows = await Promise.all(
    refunds.map(async (refund) => {
      const records = await db.selectFrom('refund_records').select('operator').where('refund_id', '=', refund.id).orderBy('id').execute();
      return { refund, operators: records.map((r) => r.operator) };
    }),
  );
  // refundView shows the latest refund; staff see every one, each rendered the same way
  const rendered = await Promise.all(
    refundRows.map(async ({ refund, operators }) => {
      const view = await refundViewOf(db, order, refund.id);
      return { ...view, operators };
    }),
  );
  return {
    order: staffOrder(order),
    history: history.map(historyView),
    shipment: shipment ? { company: shipment.company, tracking_no: shipment.tracking_no, created_at: beijingText(shipment.created_at) } : null,
    tracking: tracking.map((event) => ({ time: beijingText(event.happened_at), context: event.context, state: event.state, source: event.source })),
    refunds: rendered,
  };
}

async function refundViewOf(db: Db, order: { id: number; order_no: string; status: number; amount_fen: number }, refundId: number) {
  const view = await refundView(db, order, refundId);
  if (!view.refund) throw new Error(`refund ${refundId} vanished`);
  return view.refund;
}

type OrderRow = Selectable<Database['goods_orders']>;

/** An order as the console lists it: its machine state and its member, the receiver's phone as the role may see it. */
export function staffOrderRow(row: OrderRow & { nickname: string | null }, viewer: Viewer): StaffOrderRow {
  const order = staffOrder(row);
  return { ...order, mobile: phoneFor(viewer, order.mobile), state: row.state, member_id: row.member_id, member: row.nickname ?? '' };
}

export interface OrderSearch {
  status: number | null;
  /** Beijing dates the order was created on or after / on or before ('' or omitted: no bound) */
  from?: string | undefined;
  to?: string | undefined;
  /** a member's id, phone, email, or part of their nickname */
  member?: string | undefined;
  /** the order number or its beginning */
  q?: string | undefined;
  pageno: number;
  pagesize: number;
}

const ordersWithMember = (db: Db) =>
  db.selectFrom('goods_orders').leftJoin('members', 'members.id', 'goods_orders.member_id').selectAll('goods_orders').select('members.nickname');

/** Every member's orders for staff, newest first, filtered by status, creation day, member and number. */
export async function searchOrders(db: Db, query: OrderSearch, viewer: Viewer): Promise<{ total: number; items: StaffOrderRow[] }> {
  const created = beijingDay('goods_orders.created_at');
  let base = db.selectFrom('goods_orders').leftJoin('members', 'members.id', 'goods_orders.member_id');
  if (query.status !== null) base = base.where('goods_orders.status', '=', query.status);
  if (query.from) base = base.where(created, '>=', query.from);
  if (query.to) base = base.where(created, '<=', query.to);
  if (query.q) base = base.where('goods_orders.order_no', 'like', `${escapeLike(query.q)}%`);
  const who = query.member;
  if (who) {
    base = base.where((eb) =>
      eb.or([
        ...(/^[1-9]\d{0,9}$/.test(who) && Number(who) <= 2_147_483_647 ? [eb('goods_orders.member_id', '=', Number(who))] : []),
        eb('members.mobile', '=', who),
        eb(eb.fn('lower', ['members.email']), '=', who.toLowerCase()),
        eb('members.nickname', 'ilike', likePart(who)),
      ]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('goods_orders')
    .select('members.nickname')
    .orderBy('goods_orders.id', 'desc')
    .limit(query.pagesize)
    .offset((query.pageno - 1) * query.pagesize)
    .execute();
  return { total: Number(total), items: rows.map((row) => staffOrderRow(row, viewer)) };
}

/** One order's row as the console lists it (after an action). */
export async function orderRowOf(db: Db, orderNo: string, viewer: Viewer): Promise<StaffOrderRow | null> {
  const row = await ordersWithMember(db).where('goods_orders.order_no', '=', orderNo).executeTakeFirst();
  return row ? staffOrderRow(row, viewer) : null;
}

/** A member's latest orders (the member detail). */
export async function ordersOfMember(db: Db, memberId: number, viewer: Viewer, limit = 50): Promise<StaffOrderRow[]> {
  const rows = await ordersWithMember(db).where('goods_orders.member_id', '=', memberId).orderBy('goods_orders.id', 'desc').limit(limit).execute();
  return rows.map((row) => staffOrderRow(row, viewer));
}

/**
 * One order for the console: its story (orderHistory), items, receiver, payments and money
 * refunds, and `actions` — the goods order machine's staff events allowed now that the role may send.
 */
export async function orderDetail(db: Db, orderNo: string, viewer: Viewer): Promise<StaffOrderDetail | null> {
  const row = await ordersWithMember(db).where('goods_orders.order_no', '=', orderNo).executeTakeFirst();
  if (!row) return null;
  const story = await orderHistory(db, orderNo);
  if (!story) return null;
  const items = await db.selectFrom('goods_order_items').selectAll().where('order_id', '=', row.id).orderBy('id').execute();
  const moneyRefunds = await moneyRefundRowsOf(db, 'goods_order', row.id);
  const order = staffOrderRow(row, viewer);
  return {
    ...story,
    refunds: story.refunds.map((refund) => ({ ...refund, contact_phone: phoneFor(viewer, refund.contact_phone) })),
    order,
    items: items.map((item) => ({
      name: pick(item.title, viewer.lang),
      quantity: item.product_count,
      price: formatFen(item.unit_price_fen),
      subtotal: formatFen(item.unit_price_fen * item.product_count),
    })),
    receiver: {
      consignee: row.consignee,
      mobile: order.mobile,
      region: regionText(row.province, row.city, row.area, viewer.lang),
      address: row.address_details,
    },
    payments: await paymentsOf(db, 'goods_order', row.id),
    money_refunds: moneyRefunds.map((refund) => moneyRefundView(refund, viewer)),
    adult_confirmed_at: beijingText(row.adult_confirmed_at),
    invoice: await staffInvoice(db, row, viewer.role),
    actions: await goodsOrderActions(db, row, viewer.role),
  };
}
