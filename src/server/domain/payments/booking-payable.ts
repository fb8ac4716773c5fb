import type { Selectable } from 'kysely';
import { BOOKING_STATUS, payNowFen } from '../../../contract/booking';
import { pick } from '../../../contract/lang';
import type { PayableState } from '../../../contract/payment';
import type { Database } from '../../db/schema';
import { applyBookingEvent } from '../bookings/apply-event';
import type { Conn, Payable, PayableRow } from './payables';

type BookingRow = Selectable<Database['booking_orders']>;

/** Closed states that were paid first (the refund or the no-show keeps the payment on record). */
const PAID_CLOSED = ['refunded', 'refunding', 'noShow'];

function stateOf(row: BookingRow, now = Date.now()): PayableState {
  if (row.status === BOOKING_STATUS.unpaid) return row.expires_at.getTime() > now ? 'unpaid' : 'closed';
  if (row.status === BOOKING_STATUS.closed) return PAID_CLOSED.includes(row.closed_reason) ? 'paid' : 'closed';
  return 'paid';
}

/** Where the provider's page sends the payer back: the booking's own pay screen (spec §2). */
function returnPath(row: BookingRow): string {
  return row.kind === 'stay' ? '/houseOrderPay' : '/VWxPay';
}

function rowOf(row: BookingRow): PayableRow {
  const state = stateOf(row);
  return {
    entity: 'booking',
    id: row.id,
    no: row.order_no,
    memberId: row.member_id,
    amountFen: row.pay_fen,
    dollarCents: payNowFen(row.kind, row.dollar_cents),
    productCount: row.kind === 'stay' ? row.rooms : row.adults + row.minors,
    status: row.status,
    state,
    expired: row.closed_reason === 'expired' || (row.status === BOOKING_STATUS.unpaid && state === 'closed'),
    expiresAt: row.expires_at,
    payNo: row.pay_no ?? '',
    balanceFen: row.amount_fen - row.pay_fen,
    returnPath: returnPath(row),
  };
}

const DAY = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Bookings (visits, dinners, stays) as payables: PAY goes through machines/booking-order.machine.ts. */
export const bookingPayable: Payable = {
  entity: 'booking',
  async findByNo(conn, memberId, no) {
    const row = await conn.selectFrom('booking_orders').selectAll().where('order_no', '=', no).where('member_id', '=', memberId).where('hidden_at', 'is', null).executeTakeFirst();
    return row ? rowOf(row) : null;
  },
  async lock(trx, id) {
    const row = await trx.selectFrom('booking_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? rowOf(row) : null;
  },
  async load(conn: Conn, id) {
    const row = await conn.selectFrom('booking_orders').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? rowOf(row) : null;
  },
  async applyPaid(trx, id, paid) {
    const result = await applyBookingEvent(trx, id, { type: 'PAY', amount: paid.amountFen }, `provider:${paid.provider}`, {
      payment: { method: paid.method, payNo: paid.transactionId, paidAt: paid.paidAt },
    });
    return result.ok;
  },
  async describe(conn, row, lang) {
    const booking = await conn.selectFrom('booking_orders').select(['title', 'start_at']).where('id', '=', row.id).executeTakeFirst();
    return booking ? `${pick(booking.title, lang)} ${DAY(booking.start_at)}` : row.no;
  },
};
