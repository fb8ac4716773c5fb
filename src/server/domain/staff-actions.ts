import type { AuditAction } from '../../contract/staff-auth';
import type { Selectable } from 'kysely';
import type { GoodsOrderEvent } from '../../../machines/goods-order.machine';
import { ReceiverFormSchema, type ReceiverForm, type ReceiverFormInput } from '../../contract/address';
import type { TrackingEvent } from '../../contract/logistics';
import type { MessageKey } from '../../contract/messages';
import { formatFen } from '../../contract/money';
import type { StaffOrder } from '../../contract/staff';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { isMessageKey } from '../i18n';
import { applyGoodsOrderEvent } from './goods-orders';
import { beijingText } from './members';
import { expireIfDue } from './orders';
import { regionText, resolveRegion } from './regions';
import { staffActor } from './staff';
import { appendAudit, type StaffActor } from './staff-audit';

/**
 * What staff do to move orders on (issue 5 item 7), shared by the staff API and the staff
 * command: every status change goes through the order machine with `staff:<id>` as the actor,
 * so the history rows and refund records say who did it.
 */
export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey; params?: Record<string, string> };

type OrderRow = Selectable<Database['goods_orders']>;

export function staffOrder(row: OrderRow): StaffOrder {
  return {
    order_no: row.order_no,
    status: row.status,
    amount: formatFen(row.amount_fen),
    product_count: row.product_count,
    consignee: row.consignee,
    mobile: row.mobile,
    created_at: beijingText(row.created_at),
    paid_at: beijingText(row.paid_at),
  };
}

const findOrder = (db: Db, orderNo: string) => db.selectFrom('goods_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

/**
 * One order event by a staff member: refused with the order's status when the machine says no.
 * The audit row (`action`, the state before and after, the reason) is written in the event's
 * transaction, so the change and its row stand or fall together.
 */
async function staffEvent(
  db: Db,
  actor: StaffActor,
  orderNo: string,
  event: GoodsOrderEvent,
  data: Parameters<typeof applyGoodsOrderEvent>[4],
  note: string,
  audit: { action: AuditAction; reason: string },
  refusal?: MessageKey,
): Promise<ActionOutcome<StaffOrder>> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('goods_orders').select(['id', 'status']).where('order_no', '=', orderNo).executeTakeFirst();
    if (!order) return { ok: false, key: 'staff.orderNotFound' } as const;
    const result = await applyGoodsOrderEvent(trx, order.id, event, staffActor(actor.id), data, note);
    if (!result.ok) return { ok: false, key: refusal ?? 'staff.notAllowed', params: { status: String(order.status) } } as const;
    await appendAudit(trx, actor, { action: audit.action, object: `goods_order:${orderNo}`, before: result.fromState, after: result.toState, reason: audit.reason });
    const row = await trx.selectFrom('goods_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    return { ok: true, value: staffOrder(row) } as const;
  });
}

export function shipOrder(db: Db, actor: StaffActor, input: { order_no: string; company: string; tracking_no: string }) {
  const shipment = `${input.company} ${input.tracking_no}`;
  return staffEvent(
    db,
    actor,
    input.order_no,
    { type: 'SHIP' },
    { shipment: { company: input.company, trackingNo: input.tracking_no } },
    shipment,
    { action: 'order.ship', reason: shipment },
  );
}

/** APPROVE_REFUND refunds through the payment provider in the same transaction; REJECT_REFUND returns the order to 10. */
export async function decideRefund(db: Db, actor: StaffActor, input: { order_no: string; remark: string }, approve: boolean): Promise<ActionOutcome<StaffOrder>> {
  const event: GoodsOrderEvent = { type: approve ? 'APPROVE_REFUND' : 'REJECT_REFUND' };
  const decision = { operator: staffActor(actor.id), remark: input.remark };
  const audit = { action: approve ? ('refund.approve' as const) : ('refund.reject' as const), reason: input.remark };
  try {
    return await staffEvent(db, actor, input.order_no, event, { decision }, input.remark, audit, 'staff.refundNotOpen');
  } catch (error) {
    if (!approve) throw error;
    // the provider refused or could not be reached: nothing was changed (the transaction rolled back)
    return { ok: false, key: 'staff.refundFailed', params: { detail: (error as Error).message } };
  }
}

/** A tracking event entered by staff (the development provider's source of truth), with its audit row in one transaction. */
export async function addTrackingEvent(
  db: Db,
  actor: StaffActor,
  input: { order_no: string; state: number; context: string; time: Date },
): Promise<ActionOutcome<TrackingEvent>> {
  const order = await findOrder(db, input.order_no);
  if (!order) return { ok: false, key: 'staff.orderNotFound' };
  return db.transaction().execute(async (trx): Promise<ActionOutcome<TrackingEvent>> => {
    const shipment = await trx.selectFrom('shipments').select('id').where('order_id', '=', order.id).executeTakeFirst();
    if (!shipment) return { ok: false, key: 'staff.notShipped' };
    const last = await trx.selectFrom('tracking_events').select(['state', 'context']).where('shipment_id', '=', shipment.id).orderBy('happened_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    const row = await trx
      .insertInto('tracking_events')
      .values({ shipment_id: shipment.id, state: input.state, context: input.context, happened_at: input.time, source: staffActor(actor.id) })
      .returning(['state', 'context', 'happened_at'])
      .executeTakeFirstOrThrow();
    const time = beijingText(row.happened_at);
    await appendAudit(trx, actor, { action: 'order.track', object: `goods_order:${input.order_no}`, before: last ?? '', after: { state: row.state, context: row.context, time } });
    return { ok: true, value: { time, context: row.context, state: row.state } };
  });
}

/** An address as one short line of the history note: receiver, phone, region and the street (its first 40 characters). */
function receiverLine(a: ReceiverForm): string {
  const details = [...a.address_details];
  const street = details.length > 40 ? `${details.slice(0, 40).join('')}…` : a.address_details;
  return `${a.consignee} ${a.mobile} ${regionText(a.province, a.city, a.area, 'cn')} ${street}`;
}

/** The receiver's fields, as the audit row keeps them before and after a change. */
const receiverOf = (a: ReceiverForm) => ({
  consignee: a.consignee,
  mobile: a.mobile,
  province: a.province,
  city: a.city,
  area: a.area,
  address_details: a.address_details,
  zip_code: a.zip_code,
});

/**
 * A not-yet-shipped order's receiver changed by staff (CHANGE_ADDRESS, e.g. asked on the phone):
 * the address form's rules (ReceiverFormSchema) and a real region, then the order machine with the
 * staff sender; the history row notes "<old> → <new>". Bad input, an unknown order, or an order
 * shipped (or closed) already changes nothing. An unpaid order whose time ran out is closed first.
 */
export async function changeOrderAddress(
  db: Db,
  actor: StaffActor,
  /** `reason`: why, as staff gave it (e.g. "asked on the phone"), noted after the addresses */
  input: { order_no: string; address: ReceiverFormInput; reason?: string },
): Promise<ActionOutcome<StaffOrder>> {
  const parsed = ReceiverFormSchema.safeParse(input.address ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue && isMessageKey(issue.message)) return { ok: false, key: issue.message };
    return { ok: false, key: 'error.invalidField', params: { field: String(issue?.path[0] ?? 'address') } };
  }
  const address = parsed.data;
  if (!resolveRegion(address.province, address.city, address.area)) return { ok: false, key: 'address.regionInvalid' };
  return db.transaction().execute(async (trx): Promise<ActionOutcome<StaffOrder>> => {
    const order = await trx.selectFrom('goods_orders').selectAll().where('order_no', '=', input.order_no).forUpdate().executeTakeFirst();
    if (!order) return { ok: false, key: 'staff.orderNotFound' };
    await expireIfDue(trx, order.id);
    const current = await trx.selectFrom('goods_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    const reason = input.reason?.trim();
    const note = `${receiverLine(current)} → ${receiverLine(address)}${reason ? ` (${reason})` : ''}`;
    const result = await applyGoodsOrderEvent(trx, order.id, { type: 'CHANGE_ADDRESS' }, staffActor(actor.id), { address }, note);
    // the machine allows it only before shipping (unpaid or paid)
    if (!result.ok) return { ok: false, key: 'staff.addressAfterShipping', params: { status: String(current.status) } };
    await appendAudit(trx, actor, { action: 'order.address', object: `goods_order:${input.order_no}`, before: receiverOf(current), after: receiverOf(address), reason: reason ?? '' });
    const row = await trx.selectFrom('goods_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    return { ok: true, value: staffOrder(row) };
  });
}
