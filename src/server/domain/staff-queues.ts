import { MONEY_REFUND_STATUS } from '../../../machines/money-refund.machine';
import { REFUND_STATUS } from '../../../machines/refund.machine';
import { formatFen } from '../../contract/money';
import type { MoneyRefundQueueRowSchema, RefundQueueRowSchema } from '../../contract/staff-console';
import type { Db } from '../db/database';
import type * as z from 'zod/mini';
import { beijingText } from './members';
import { moneyRefundView, type MoneyRefundRow, type Viewer } from './staff-rows';

/**
 * The two after-sales queues of the console: refund requests waiting for a decision, and money
 * refunds the payment provider refused for good (escalated), each oldest first.
 */
type RefundQueueRow = z.infer<typeof RefundQueueRowSchema>;
type MoneyRefundQueueRow = z.infer<typeof MoneyRefundQueueRowSchema>;

export async function refundQueue(db: Db): Promise<RefundQueueRow[]> {
  const rows = await db
    .selectFrom('refunds')
    .innerJoin('goods_orders', 'goods_orders.id', 'refunds.order_id')
    .leftJoin('members', 'members.id', 'goods_orders.member_id')
    .select(['goods_orders.order_no', 'refunds.out_refund_no', 'refunds.amount_fen', 'refunds.reason', 'refunds.remark', 'refunds.created_at', 'members.nickname'])
    .where('refunds.status', '=', REFUND_STATUS.underReview)
    .orderBy('refunds.created_at')
    .orderBy('refunds.id')
    .execute();
  return rows.map((row) => ({
    order_no: row.order_no,
    refund_no: row.out_refund_no,
    amount: formatFen(row.amount_fen),
    reason: row.reason,
    remark: row.remark,
    member: row.nickname ?? '',
    requested_at: beijingText(row.created_at),
  }));
}

/** A money refund with the goods order or booking it gives money back for. */
const moneyRefunds = (db: Db) =>
  db
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .leftJoin('goods_orders', (join) => join.onRef('goods_orders.id', '=', 'payments.entity_id').on('payments.entity', '=', 'goods_order'))
    .leftJoin('booking_orders', (join) => join.onRef('booking_orders.id', '=', 'payments.entity_id').on('payments.entity', '=', 'booking'))
    .selectAll('payment_refunds')
    .select(['goods_orders.order_no as goods_no', 'booking_orders.order_no as booking_no', 'booking_orders.kind as booking_kind']);

type Joined = MoneyRefundRow & { goods_no: string | null; booking_no: string | null; booking_kind: 'visit' | 'dining' | 'stay' | null };

function queueRow(row: Joined, viewer: Viewer): MoneyRefundQueueRow {
  const { goods_no, booking_no, booking_kind, ...refund } = row;
  return { ...moneyRefundView(refund, viewer), order_no: goods_no ?? booking_no ?? '', kind: booking_kind ?? 'goods' };
}

export async function moneyRefundQueue(db: Db, viewer: Viewer): Promise<MoneyRefundQueueRow[]> {
  const rows = await moneyRefunds(db)
    .where('payment_refunds.status', '=', MONEY_REFUND_STATUS.escalated)
    .orderBy('payment_refunds.updated_at')
    .orderBy('payment_refunds.id')
    .execute();
  return rows.map((row) => queueRow(row, viewer));
}

export async function moneyRefundRow(db: Db, outRefundNo: string, viewer: Viewer): Promise<MoneyRefundQueueRow | null> {
  const row = await moneyRefunds(db).where('payment_refunds.out_refund_no', '=', outRefundNo).executeTakeFirst();
  return row ? queueRow(row, viewer) : null;
}
