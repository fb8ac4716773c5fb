import { sql, type Transaction } from 'kysely';
import { goodsOrderMachine, type GoodsOrderEvent, type GoodsOrderInput, type GoodsOrderState } from '../../../machines/goods-order.machine';
import { REFUND_STATUS, refundMachine } from '../../../machines/refund.machine';
import type { ActorRef } from '../../../machines/meta';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { initialStatus } from './machine-rules';
import { moneyOnItsWay, NOTHING_TO_GIVE_BACK } from './money-on-its-way';
import { closeAttempts } from './payments/attempts';
import { refundPayable } from './payments/refunds';
import { closeRefund } from './refund-decision';
import { applyEvent, recordCreation, type EffectsOf, type TransitionResult } from './transitions';

type Trx = Transaction<Database>;

/** What an event brings along for its side effects. */
export interface GoodsOrderEventData {
  payment?: { method: string; payNo: string; paidAt: Date };
  address?: { consignee: string; mobile: string; province: number; city: number; area: number; address_details: string; zip_code: string };
  shipment?: { company: string; trackingNo: string };
  refund?: { outRefundNo: string; reason: string; contactName: string; contactPhone: string; remark: string };
  /** who decided a refund and why, for its record list; the operator sends the refund machine's event */
  decision?: { operator: ActorRef; remark: string };
}

/**
 * The goods order machine's effects for one event, every action of the machine (a missing one
 * does not compile). Those that reach the payment provider only write rows in the order's
 * transaction (`payment_closes`, `payment_refunds`): the app's payment work sends them after
 * commit, woken by whoever committed (see AppServices in src/server/services.ts).
 */
export function goodsOrderEffects(orderId: number, event: GoodsOrderEvent, data: GoodsOrderEventData): EffectsOf<typeof goodsOrderMachine> {
  return {
    recordPayment: async (trx) => {
      if (!data.payment) throw new Error('PAY needs payment data');
      await trx
        .updateTable('goods_orders')
        .set({ pay_method: data.payment.method, pay_no: data.payment.payNo, paid_at: data.payment.paidAt })
        .where('id', '=', orderId)
        .execute();
    },
    // stock goes back exactly as it was taken: one conditional-free increment per line, the wines
    // locked first in id order, the order checkout's claim takes them in, so the two never wait in a circle
    releaseStock: async (trx) => {
      await sql`select id from wines where id in (select goods_id from goods_order_items where order_id = ${orderId})
        order by id for no key update`.execute(trx);
      await sql`update wines set stock = wines.stock + i.product_count
        from goods_order_items i where i.order_id = ${orderId} and i.goods_id = wines.id`.execute(trx);
    },
    // the open attempts are closed through their machine, which queues the closing at the provider
    closePayment: async (trx) => {
      await closeAttempts(trx, 'goods_order', orderId);
    },
    refundPayment: async (trx) => {
      // a member's approved refund request lends its number, so both records name the same refund
      const approved = await trx
        .selectFrom('refunds')
        .select('out_refund_no')
        .where('order_id', '=', orderId)
        .where('status', '=', REFUND_STATUS.completed)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      await refundPayable(trx, 'goods_order', orderId, data.refund?.reason ?? event.type, approved?.out_refund_no);
    },
    updateAddress: async (trx) => {
      if (!data.address) throw new Error('CHANGE_ADDRESS needs an address');
      await trx.updateTable('goods_orders').set(data.address).where('id', '=', orderId).execute();
    },
    recordShipment: async (trx) => {
      if (!data.shipment) throw new Error('SHIP needs a shipment');
      await trx
        .insertInto('shipments')
        .values({ order_id: orderId, company: data.shipment.company, tracking_no: data.shipment.trackingNo })
        .execute();
      await trx.updateTable('goods_orders').set({ shipped_at: new Date() }).where('id', '=', orderId).execute();
    },
    openRefund: async (trx) => {
      if (!data.refund) throw new Error('REQUEST_REFUND needs a refund request');
      const order = await trx.selectFrom('goods_orders').select(['amount_fen', 'member_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
      const refund = await trx
        .insertInto('refunds')
        .values({
          order_id: orderId,
          ...initialStatus(refundMachine),
          out_refund_no: data.refund.outRefundNo,
          reason: data.refund.reason,
          contact_name: data.refund.contactName,
          contact_phone: data.refund.contactPhone,
          remark: data.refund.remark,
          amount_fen: order.amount_fen,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('refund_records')
        .values({ refund_id: refund.id, remark: data.refund.remark || data.refund.reason, operator: 'member' })
        .execute();
      // only the member asks for a refund (REQUEST_REFUND); the note is the reason they gave
      await recordCreation(trx, { entity: 'refund', id: refund.id, machine: refundMachine, actor: `member:${order.member_id}`, note: data.refund.reason });
    },
    closeRefund: (trx) => closeRefund(trx, orderId, event, data.decision),
    hideFromMember: async (trx) => {
      await trx.updateTable('goods_orders').set({ hidden: true }).where('id', '=', orderId).execute();
    },
  };
}

/** The orders among these of which staff have approved or rejected a refund request. */
export async function refundDecidedOrders(conn: Db | Trx, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await conn
    .selectFrom('refunds')
    .select('order_id')
    .distinct()
    .where('order_id', 'in', orderIds)
    .where('status', 'in', [REFUND_STATUS.completed, REFUND_STATUS.rejected])
    .execute();
  return new Set(rows.map((row) => row.order_id));
}

/** The goods order machine's context of an order: its amount and whether a refund was decided. */
export async function goodsOrderContext(conn: Db | Trx, order: { id: number; amount_fen: number }): Promise<GoodsOrderInput> {
  return { total: Number(order.amount_fen), refundDecided: (await refundDecidedOrders(conn, [order.id])).has(order.id) };
}

/**
 * The one way a goods order's status changes (issue: "the server changes a status only through
 * the machine"): in the caller's transaction, with its side effects and a history row.
 */
export async function applyGoodsOrderEvent(
  trx: Trx,
  orderId: number,
  event: GoodsOrderEvent,
  /** the sender: `member:<id>`, `staff:<id>`, `provider:<name>`, `timer:<job>` — its kind must be allowed by the transition's meta */
  actor: ActorRef,
  data: GoodsOrderEventData = {},
  note?: string,
): Promise<TransitionResult> {
  const result = await applyEvent(trx, {
    table: 'goods_orders',
    entity: 'goods_order',
    id: orderId,
    machine: goodsOrderMachine,
    // read after the row is locked: a refund decision takes the same lock, so none slips in between
    context: async (row, trx) => ({
      ...(await goodsOrderContext(trx, { id: orderId, amount_fen: Number(row.amount_fen) })),
      // as locked: a delete racing another finds the order already hidden
      hidden: row.hidden === true,
    }),
    event,
    actor,
    effects: goodsOrderEffects(orderId, event, data),
    ...(note ? { note } : {}),
  });
  // refunding, but no money refund of the order's payment is on its way (nothing was paid
  // through the provider): nothing to wait for, the money is "back" at once
  if (result.ok && WAITING_FOR_MONEY.has(result.toState) && result.fromState !== result.toState && !(await moneyOnItsWay(trx, 'goods_order', orderId))) {
    await applyGoodsOrderEvent(trx, orderId, { type: 'MONEY_BACK' }, NOTHING_TO_GIVE_BACK, {}, 'nothing was paid through the payment provider');
  }
  return result;
}

/** The states that wait for the money refund of the order's payment (MONEY_BACK leaves them). */
const WAITING_FOR_MONEY = new Set<string>(['refunding', 'cancelledRefunding'] satisfies GoodsOrderState[]);
