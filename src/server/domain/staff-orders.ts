import type { StaffOrder, StaffOrderHistory } from '../../contract/staff';
import type { Db } from '../db/database';
import { beijingText } from './members';
import { refundView } from './refunds';
import { staffOrder } from './staff-actions';

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
  const history = await db
    .selectFrom('status_history')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'goods_order'), eb('entity_id', '=', order.id)]),
        ...(refundIds.length ? [eb.and([eb('entity', '=', 'refund'), eb('entity_id', 'in', refundIds)])] : []),
        ...(moneyRefundIds.length ? [eb.and([eb('entity', '=', 'money_refund'), eb('entity_id', 'in', moneyRefundIds)])] : []),
      ]),
    )
    .orderBy('id')
    .execute();
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
    history: history.map((row) => ({
      time: beijingText(row.created_at),
      entity: row.entity,
      from: row.from_status,
      to: row.to_status,
      from_state: row.from_state,
      to_state: row.to_state,
      event: row.event,
      actor: row.actor,
      note: row.note,
    })),
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
