import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { REFUND_STATUS } from '../../../machines/refund.machine';
import type { ActorRef } from '../../../machines/meta';
import type { RefundDetail, RefundFormInput, RefundRecord } from '../../contract/aftersales';
import type { MessageKey } from '../../contract/messages';
import { formatFen } from '../../contract/money';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { applyGoodsOrderEvent } from './goods-orders';
import { beijingText } from './members';

type Trx = Transaction<Database>;
export type RefundOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

/** A refund number the payment provider accepts (≤ 64 characters, unique). */
export function newOutRefundNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `RF${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function memberOrder(db: Db | Trx, memberId: number, orderNo: string) {
  return db
    .selectFrom('goods_orders')
    .select(['id', 'order_no', 'status', 'amount_fen'])
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .where('hidden', '=', false)
    .executeTakeFirst();
}

const DECISION_KIND: Record<number, RefundRecord['kind']> = {
  [REFUND_STATUS.completed]: 'approve',
  [REFUND_STATUS.rejected]: 'reject',
  [REFUND_STATUS.cancelled]: 'withdraw',
};

const operatorKind = (operator: string): RefundRecord['operator'] =>
  operator.startsWith('staff') ? 'staff' : operator.startsWith('member') ? 'member' : 'system';

/** The order with its latest refund (or the one named) and that refund's records, as the member reads them. */
export async function refundView(db: Db | Trx, order: { id: number; order_no: string; status: number; amount_fen: number }, refundId?: number): Promise<RefundDetail> {
  let query = db.selectFrom('refunds').selectAll().where('order_id', '=', order.id);
  if (refundId !== undefined) query = query.where('id', '=', refundId);
  const refund = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  const records = refund
    ? await db.selectFrom('refund_records').selectAll().where('refund_id', '=', refund.id).orderBy('id').execute()
    : [];
  return {
    order_no: order.order_no,
    status: order.status,
    order_price: formatFen(order.amount_fen),
    refund: refund
      ? {
          status: refund.status,
          reason: refund.reason,
          contact_name: refund.contact_name,
          contact_phone: refund.contact_phone,
          remark: refund.remark,
          amount: formatFen(refund.amount_fen),
          created_at: beijingText(refund.created_at),
          decided_at: beijingText(refund.decided_at),
          // the request's record repeats the reason when no remark was given: the reason is shown apart
          records: records.map((record, index) => ({
            kind: index === 0 ? 'request' : (DECISION_KIND[refund.status] ?? 'request'),
            time: beijingText(record.created_at),
            remark: index === 0 && record.remark === refund.reason ? '' : record.remark,
            operator: operatorKind(record.operator),
          })),
        }
      : null,
  };
}

export async function refundDetail(db: Db, memberId: number, orderNo: string): Promise<RefundOutcome<RefundDetail>> {
  const order = await memberOrder(db, memberId, orderNo);
  if (!order) return { ok: false, key: 'refunds.orderNotFound' };
  return { ok: true, value: await refundView(db, order) };
}

type RefundForm = Pick<RefundFormInput, 'order_no' | 'reason' | 'contact_name' | 'contact_phone' | 'remark'>;

/** REQUEST_REFUND: the order goes to 8 and `openRefund` writes the refund with its first record. */
export async function requestRefund(db: Db, memberId: number, form: Required<RefundForm>): Promise<RefundOutcome<RefundDetail>> {
  return db.transaction().execute(async (trx) => {
    const order = await memberOrder(trx, memberId, form.order_no);
    if (!order) return { ok: false, key: 'refunds.orderNotFound' } as const;
    const result = await applyGoodsOrderEvent(trx, order.id, { type: 'REQUEST_REFUND' }, `member:${memberId}`, {
      refund: { outRefundNo: newOutRefundNo(), reason: form.reason, contactName: form.contact_name, contactPhone: form.contact_phone, remark: form.remark },
    });
    if (!result.ok) return { ok: false, key: 'refunds.notAllowed' } as const;
    return { ok: true, value: await refundView(trx, { ...order, status: result.to }) } as const;
  });
}

/** WITHDRAW_REFUND: the member takes back a request under review; the order is paid (10) again. */
export async function withdrawRefund(db: Db, memberId: number, orderNo: string): Promise<RefundOutcome<RefundDetail>> {
  return db.transaction().execute(async (trx) => {
    const order = await memberOrder(trx, memberId, orderNo);
    if (!order) return { ok: false, key: 'refunds.orderNotFound' } as const;
    const actor: ActorRef = `member:${memberId}`;
    const result = await applyGoodsOrderEvent(trx, order.id, { type: 'WITHDRAW_REFUND' }, actor, { decision: { operator: actor, remark: '' } });
    if (!result.ok) return { ok: false, key: 'refunds.noOpen' } as const;
    return { ok: true, value: await refundView(trx, { ...order, status: result.to }) } as const;
  });
}
