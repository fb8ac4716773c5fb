import { estateMs } from '../../../contract/booking';
import { STAY_CHECKIN_TIME, STAY_CHECKOUT_TIME, stayDayFromIndex, stayDayIndex, stayNights } from '../../../contract/hotel';
import type { MessageKey } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { loadRooms, nightPrice } from '../stays/catalogue';
import { checkRange, freeRooms, roomResource } from '../stays/booking';
import type { Claim } from './capacity';
import type { BookingRow } from './views';

/**
 * A paid stay moved to another arrival day (RESCHEDULE, issue 16): the same room kind, rooms and
 * number of nights, the date rules of a new stay, every night of the new range free for its rooms
 * (nights it already holds count as its own), and the new range's total the same as what was
 * paid — weekend prices differ, so a move onto a weekend usually costs more: refused, call us.
 * The claim under the lock (movePlaces) is what decides; this only explains a refusal early.
 */
export type StayMoveChecked =
  | { ok: true; value: { claims: Claim[]; startAt: Date; endAt: Date; details: Record<string, unknown>; checkin: string; checkout: string } }
  | { ok: false; key: MessageKey; params?: Record<string, string> };

interface StayDetails {
  checkin?: string;
  checkout?: string;
  nights?: { day: string; price_fen: number; dollar_cents: number }[];
}

/** The stay's stored arrival and departure days (from its details, else from its start and end). */
export function stayRange(row: Pick<BookingRow, 'details' | 'start_at' | 'end_at'>): { checkin: string; checkout: string } {
  const details = row.details as StayDetails;
  const day = (d: Date | null) => (d ? new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : '');
  return { checkin: details.checkin ?? day(row.start_at), checkout: details.checkout ?? day(row.end_at) };
}

export async function checkStayMove(db: Db, row: BookingRow, checkin: string, now: Date): Promise<StayMoveChecked> {
  const old = stayRange(row);
  const count = stayNights(old.checkin, old.checkout).length;
  const first = stayDayIndex(checkin);
  if (first === null || count === 0) return { ok: false, key: 'stay.checkinInvalid' };
  const checkout = stayDayFromIndex(first + count);
  const range = checkRange(checkin, checkout, now);
  if (!range.ok) return range;
  if (checkin === old.checkin) return { ok: false, key: 'booking.rescheduleSame' };
  const [room] = await loadRooms(db, row.ref_id);
  if (!room || room.status !== 1) return { ok: false, key: 'stay.roomClosed' };
  const rooms = row.rooms;
  // only the nights it does not hold yet need free rooms
  const held = new Set(stayNights(old.checkin, old.checkout));
  const added = range.days.filter((d) => !held.has(d));
  if (added.length > 0 && (await freeRooms(db, room, added)) < rooms) return { ok: false, key: 'stay.soldOut' };
  const nights = range.days.map((day) => ({ day, ...nightPrice(room, day) }));
  const fen = nights.reduce((s, n) => s + n.fen, 0) * rooms;
  if (fen !== row.amount_fen || fen !== row.pay_fen) return { ok: false, key: 'booking.rescheduleStayPrice' };
  return {
    ok: true,
    value: {
      claims: range.days.map((day) => ({ resource: roomResource(room.id), day, slot: '', qty: rooms, defaultCapacity: room.amount })),
      startAt: new Date(estateMs(checkin, STAY_CHECKIN_TIME)),
      endAt: new Date(estateMs(checkout, STAY_CHECKOUT_TIME)),
      details: { ...(row.details as Record<string, unknown>), checkin, checkout, nights: nights.map((n) => ({ day: n.day, price_fen: n.fen, dollar_cents: n.cents })) },
      checkin,
      checkout,
    },
  };
}
