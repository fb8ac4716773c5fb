import type { MessageKey } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { applyBookingEvent } from './apply-event';
import { closeDay, closeSlot, placeKey, remainingPlaces, reopen, setCapacity } from './capacity';
import { isRealDay } from './estate-days';
import { resourceDefaults } from './resources';
import { stateOfRow } from './views';
// rooms are resources too (`room:<id>`), wherever the staff commands run
import '../stays/resources';

/**
 * Staff actions on bookings, shared by the staff API and `npm run staff`: capacity of a day or
 * slot, closing and reopening, and the staff events of the booking order machine (CHECK_IN,
 * COMPLETE, NO_SHOW). `by` names the staff account in the history rows.
 */
export type StaffOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey; params?: Record<string, string> };

export interface PlaceTarget {
  /** `visit:<id>`, `dining:<id>`, `room:<id>` */
  resource: string;
  day: string;
  /** omitted: every slot of the day */
  slot?: string;
}

export interface PlaceRow {
  slot: string;
  capacity: number;
  taken: number;
  remaining: number;
  closed: boolean;
}

async function target(db: Db, place: PlaceTarget) {
  if (!isRealDay(place.day)) return { refusal: 'booking.dateRequired' as const };
  const defaults = await resourceDefaults(db, place.resource);
  if (!defaults) return { refusal: 'booking.cateUnavailable' as const };
  if (place.slot !== undefined && !defaults.slots.includes(place.slot)) return { refusal: 'booking.slotUnknown' as const };
  return { defaults };
}

/** The places of the asked slot, or of every slot of the day. */
export async function placesOf(db: Db, place: PlaceTarget): Promise<StaffOutcome<PlaceRow[]>> {
  const found = await target(db, place);
  if (!found.defaults) return { ok: false, key: found.refusal };
  const { capacity, slots } = found.defaults;
  const shown = place.slot !== undefined ? [place.slot] : slots;
  const map = await remainingPlaces(db, place.resource, [place.day], capacity, shown);
  return { ok: true, value: shown.map((slot) => ({ slot, ...map.get(placeKey(place.day, slot))! })) };
}

export async function staffSetCapacity(db: Db, place: PlaceTarget, capacity: number): Promise<StaffOutcome<PlaceRow[]>> {
  const found = await target(db, place);
  if (!found.defaults) return { ok: false, key: found.refusal };
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > 10_000) return { ok: false, key: 'booking.countInvalid' };
  for (const slot of place.slot !== undefined ? [place.slot] : found.defaults.slots) await setCapacity(db, place.resource, place.day, slot, capacity);
  return placesOf(db, place);
}

export async function staffClose(db: Db, place: PlaceTarget): Promise<StaffOutcome<PlaceRow[]>> {
  const found = await target(db, place);
  if (!found.defaults) return { ok: false, key: found.refusal };
  if (place.slot !== undefined) await closeSlot(db, place.resource, place.day, place.slot, found.defaults.capacity);
  else await closeDay(db, place.resource, place.day, found.defaults.slots, found.defaults.capacity);
  return placesOf(db, place);
}

export async function staffReopen(db: Db, place: PlaceTarget): Promise<StaffOutcome<PlaceRow[]>> {
  const found = await target(db, place);
  if (!found.defaults) return { ok: false, key: found.refusal };
  await reopen(db, place.resource, place.day, place.slot);
  return placesOf(db, place);
}

export interface StaffBookingChange {
  order_no: string;
  kind: string;
  status: number;
  state: string;
}

/** The staff events of the booking order machine. */
export type StaffBookingEventType = 'CHECK_IN' | 'COMPLETE' | 'NO_SHOW';

/** CHECK_IN, COMPLETE or NO_SHOW of a paid (or, to complete, checked-in) booking, through the machine. */
export async function staffBookingEvent(db: Db, by: number, orderNo: string, type: StaffBookingEventType, note = ''): Promise<StaffOutcome<StaffBookingChange>> {
  const row = await db.selectFrom('booking_orders').select('id').where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) return { ok: false, key: 'booking.notFound' };
  return db.transaction().execute(async (trx): Promise<StaffOutcome<StaffBookingChange>> => {
    const result = await applyBookingEvent(trx, row.id, { type }, `staff:${by}`, {}, note || undefined);
    if (!result.ok) return { ok: false, key: result.reason === 'notFound' ? 'booking.notFound' : 'booking.notAllowed' };
    const after = await trx.selectFrom('booking_orders').select(['order_no', 'kind', 'status', 'state', 'closed_reason', 'expires_at']).where('id', '=', row.id).executeTakeFirstOrThrow();
    return { ok: true, value: { order_no: after.order_no, kind: after.kind, status: after.status, state: stateOfRow(after) } };
  });
}
