import { BOOKING_STATUS } from '../../../contract/booking';
import type { MessageKey } from '../../../contract/messages';
import { formatFen } from '../../../contract/money';
import type { Db } from '../../db/database';
import { applyBookingEvent } from './apply-event';
import { findMemberBooking, stateOfRow } from './views';

/**
 * The member's cancel and delete (spec §4: pay / cancel / delete). Cancel sends CANCEL while
 * unpaid and CANCEL_PAID once paid — the machine's guard applies the policy at this instant. A
 * booking past its time to pay is expired first, so what the member saw ("expired") is what
 * the machine decides on.
 */
export type MemberChange =
  | { ok: true; value: { order_no: string; status: number; state: ReturnType<typeof stateOfRow>; refund: string }; msg: MessageKey }
  | { ok: false; key: MessageKey };

export async function changeBooking(db: Db, memberId: number, orderNo: string, action: 'cancel' | 'delete', nowMs = Date.now()): Promise<MemberChange> {
  const found = await findMemberBooking(db, memberId, orderNo);
  if (!found) return { ok: false, key: 'booking.notFound' };
  return db.transaction().execute(async (trx): Promise<MemberChange> => {
    if (found.status === BOOKING_STATUS.unpaid && found.expires_at.getTime() <= nowMs) {
      await applyBookingEvent(trx, found.id, { type: 'EXPIRE' }, 'timer:expire-on-read');
    }
    // locked as read: of two deletes the second waits here, then finds the booking gone
    const current = await trx.selectFrom('booking_orders').select(['status', 'hidden_at']).where('id', '=', found.id).forUpdate().executeTakeFirstOrThrow();
    if (current.hidden_at !== null) return { ok: false, key: 'booking.notFound' };
    const event =
      action === 'delete' ? ({ type: 'DELETE' } as const) : current.status === BOOKING_STATUS.unpaid ? ({ type: 'CANCEL' } as const) : ({ type: 'CANCEL_PAID', at: nowMs } as const);
    const result = await applyBookingEvent(trx, found.id, event, `member:${memberId}`);
    if (!result.ok) {
      const notCancellable = event.type === 'CANCEL_PAID' && current.status === BOOKING_STATUS.inProgress;
      return { ok: false, key: notCancellable ? 'booking.notCancellable' : 'booking.notAllowed' };
    }
    const row = await trx.selectFrom('booking_orders').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    const refund = formatFen(result.refundFen ?? 0);
    const msg: MessageKey = action === 'delete' ? 'booking.deleted' : 'booking.cancelled';
    return { ok: true, value: { order_no: row.order_no, status: row.status, state: stateOfRow(row, nowMs), refund }, msg };
  });
}
