import type { Transaction } from 'kysely';
import { BOOKING_STATUS, cancellationPolicy, RESCHEDULABLE_KINDS, RESCHEDULE_MAX, type BookingDetail } from '../../../contract/booking';
import type { Lang } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { beijingText } from '../members';
import { applyBookingEvent, type BookingEventData } from './apply-event';
import { BookingFullError } from './create';
import { checkDining, checkVisit, type BookingAsk } from './rules';
import { checkStayMove, stayRange } from './stay-move';
import { bookingDetail, findMemberBooking, type BookingRow } from './views';

/**
 * The member moves a paid visit, dinner or stay to another date or slot (RESCHEDULE on
 * machines/booking-order.machine.ts): the new date passes the booking rules of its kind (window,
 * weekday, closed, places left, lead time), keeps the tier and the price, and the machine decides
 * under the booking's lock (the free-cancellation deadline, at most RESCHEDULE_MAX moves). The
 * new places are taken before the old ones go back, in one transaction; the history row keeps the
 * old and the new start ("<old> → <new>", estate time). A stay moves to another arrival day with
 * its nights, rooms and total price (stay-move.ts); its note keeps both ranges.
 */
export type RescheduleOutcome = { ok: true; value: BookingDetail } | { ok: false; key: MessageKey; params?: Record<string, string> };

export interface NewDate {
  date: string;
  /** 'HH:MM' for a visit; '' for a dinner; a stay's `date` is its new check-in day */
  slot: string;
}

const HOURS_FREE = { visit: 24, dining: 48, stay: 48 } as const;

/** Why the machine would say no to this row now, in words the member can act on (null: it would not). */
function refusalOf(row: BookingRow, nowMs: number): RescheduleOutcome | null {
  if (row.status !== BOOKING_STATUS.inProgress || row.state !== 'paid') return { ok: false, key: 'booking.rescheduleNotPaid' };
  if (!RESCHEDULABLE_KINDS.includes(row.kind)) return { ok: false, key: 'booking.notAllowed' };
  if (row.reschedules >= RESCHEDULE_MAX) return { ok: false, key: 'booking.rescheduleLimit', params: { max: String(RESCHEDULE_MAX) } };
  const policy = cancellationPolicy(row.kind, row.start_at.getTime(), nowMs);
  if (!policy.cancellable || policy.refundRatio !== 1) return { ok: false, key: 'booking.rescheduleTooLate', params: { hours: String(HOURS_FREE[row.kind]) } };
  return null;
}

export async function rescheduleBooking(db: Db, memberId: number, orderNo: string, to: NewDate, lang: Lang, nowMs = Date.now()): Promise<RescheduleOutcome> {
  const found = await findMemberBooking(db, memberId, orderNo);
  if (!found) return { ok: false, key: 'booking.notFound' };
  const refused = refusalOf(found, nowMs);
  if (refused) return refused;
  if (found.kind === 'stay') return moveStay(db, found, memberId, to.date, lang, nowMs);
  const ask: BookingAsk = { cate: found.ref_id, date: to.date, slot: found.kind === 'visit' ? to.slot : '', adults: found.adults, minors: found.minors };
  const checked = found.kind === 'visit' ? await checkVisit(db, ask, nowMs) : await checkDining(db, ask, nowMs);
  if (!checked.ok) return checked;
  const priced = checked.value;
  if (priced.startAt.getTime() === found.start_at.getTime()) return { ok: false, key: 'booking.rescheduleSame' };
  // same tier, same price: nothing to pay or refund
  if (priced.amountFen !== found.amount_fen || priced.payFen !== found.pay_fen) return { ok: false, key: 'booking.reschedulePrice' };
  try {
    return await db.transaction().execute(async (trx): Promise<RescheduleOutcome> => {
      // the start as it is under the lock: a move racing this one has already changed it
      const locked = await trx.selectFrom('booking_orders').select('start_at').where('id', '=', found.id).forUpdate().executeTakeFirstOrThrow();
      if (locked.start_at.getTime() === priced.startAt.getTime()) return { ok: false, key: 'booking.rescheduleSame' };
      const note = `${beijingText(locked.start_at).slice(0, 16)} → ${beijingText(priced.startAt).slice(0, 16)}`;
      return rescheduleLocked(trx, found.id, memberId, { claims: priced.claims, startAt: priced.startAt }, note, lang, nowMs);
    });
  } catch (err) {
    if (err instanceof BookingFullError) return { ok: false, key: err.key };
    throw err;
  }
}

/**
 * RESCHEDULE through the booking's machine, under the booking's lock, and the answer: the booking
 * as it now is, or a refusal saying what changed since the read before the lock (paid → cancelled,
 * another move), from the locked row.
 */
async function rescheduleLocked(
  trx: Transaction<Database>,
  id: number,
  memberId: number,
  move: NonNullable<BookingEventData['move']>,
  note: string,
  lang: Lang,
  nowMs: number,
): Promise<RescheduleOutcome> {
  const result = await applyBookingEvent(trx, id, { type: 'RESCHEDULE', at: nowMs }, `member:${memberId}`, { move }, note);
  const row = await trx.selectFrom('booking_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (!result.ok) return refusalOf(row, nowMs) ?? { ok: false, key: 'booking.notAllowed' };
  return { ok: true, value: bookingDetail(row, lang, nowMs) };
}

/** A stay to another arrival day: the checks of stay-move.ts, then the same RESCHEDULE path under the booking's lock. */
async function moveStay(db: Db, found: BookingRow, memberId: number, checkin: string, lang: Lang, nowMs: number): Promise<RescheduleOutcome> {
  const checked = await checkStayMove(db, found, checkin, new Date(nowMs));
  if (!checked.ok) return checked;
  const move = checked.value;
  try {
    return await db.transaction().execute(async (trx): Promise<RescheduleOutcome> => {
      const locked = await trx.selectFrom('booking_orders').selectAll().where('id', '=', found.id).forUpdate().executeTakeFirstOrThrow();
      const was = stayRange(locked);
      // a move racing this one has already put it there (one that moved it elsewhere: the claims held now are what netMove starts from)
      if (was.checkin === move.checkin) return { ok: false, key: 'booking.rescheduleSame' };
      const note = `${was.checkin}–${was.checkout} → ${move.checkin}–${move.checkout}`;
      return rescheduleLocked(trx, found.id, memberId, move, note, lang, nowMs);
    });
  } catch (err) {
    if (err instanceof BookingFullError) return { ok: false, key: 'stay.soldOut' };
    throw err;
  }
}
