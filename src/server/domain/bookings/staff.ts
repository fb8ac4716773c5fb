import type { AuditAction } from '../../../contract/staff-auth';
import type { MessageKey } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { appendAudit, type StaffActor } from '../staff-audit';
import { applyBookingEvent } from './apply-event';
import { closeDay, closeSlot, placeKey, remainingPlaces, reopen, setCapacity } from './capacity';
import { isRealDay } from './estate-days';
import { resourceDefaults, type ResourceDefaults } from './resources';
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

/** The audit row's object of a place: `place:visit:1 2026-05-01 10:00` (no slot: the whole day). */
const placeObject = (place: PlaceTarget) => `place:${place.resource} ${place.day}${place.slot !== undefined ? ` ${place.slot}` : ''}`;
/** One value per slot, for the audit row's before and after (e.g. {"10:00": 20}). */
const perSlot = (rows: PlaceRow[], pick: (row: PlaceRow) => unknown) => Object.fromEntries(rows.map((row) => [row.slot, pick(row)]));

/**
 * A change of places, its audit row beside it in one transaction: the places before and after,
 * as `pick` reads them (capacity, or closed), and the reason staff gave.
 */
async function changePlaces(
  db: Db,
  actor: StaffActor,
  place: PlaceTarget,
  audit: { action: AuditAction; reason: string; pick: (row: PlaceRow) => unknown },
  change: (trx: Db, defaults: ResourceDefaults) => Promise<void>,
): Promise<StaffOutcome<PlaceRow[]>> {
  const found = await target(db, place);
  if (!found.defaults) return { ok: false, key: found.refusal };
  const defaults = found.defaults;
  return db.transaction().execute(async (trx): Promise<StaffOutcome<PlaceRow[]>> => {
    const before = await placesOf(trx, place);
    await change(trx, defaults);
    const after = await placesOf(trx, place);
    if (!before.ok || !after.ok) return after;
    await appendAudit(trx, actor, { action: audit.action, object: placeObject(place), before: perSlot(before.value, audit.pick), after: perSlot(after.value, audit.pick), reason: audit.reason });
    return after;
  });
}

export async function staffSetCapacity(db: Db, actor: StaffActor, place: PlaceTarget, capacity: number): Promise<StaffOutcome<PlaceRow[]>> {
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > 10_000) {
    const found = await target(db, place);
    return { ok: false, key: found.defaults ? 'booking.countInvalid' : found.refusal };
  }
  return changePlaces(db, actor, place, { action: 'booking.capacity', reason: '', pick: (row) => row.capacity }, async (trx, defaults) => {
    for (const slot of place.slot !== undefined ? [place.slot] : defaults.slots) await setCapacity(trx, place.resource, place.day, slot, capacity);
  });
}

/** No new bookings at the slot, or the whole day; the reason is kept with the closing (the staff calendar shows it). */
export function staffClose(db: Db, actor: StaffActor, place: PlaceTarget, reason: string): Promise<StaffOutcome<PlaceRow[]>> {
  return changePlaces(db, actor, place, { action: 'booking.close', reason, pick: (row) => (row.closed ? 'closed' : 'open') }, async (trx, defaults) => {
    if (place.slot !== undefined) await closeSlot(trx, place.resource, place.day, place.slot, defaults.capacity, reason);
    else await closeDay(trx, place.resource, place.day, defaults.slots, defaults.capacity, reason);
  });
}

export function staffReopen(db: Db, actor: StaffActor, place: PlaceTarget, reason: string): Promise<StaffOutcome<PlaceRow[]>> {
  return changePlaces(db, actor, place, { action: 'booking.reopen', reason, pick: (row) => (row.closed ? 'closed' : 'open') }, async (trx) => {
    await reopen(trx, place.resource, place.day, place.slot);
  });
}

export interface StaffBookingChange {
  order_no: string;
  kind: string;
  status: number;
  state: string;
}

/** The staff events of the booking order machine. */
export type StaffBookingEventType = 'CHECK_IN' | 'COMPLETE' | 'NO_SHOW';
const AUDIT_ACTIONS: Record<StaffBookingEventType, AuditAction> = { CHECK_IN: 'booking.checkIn', COMPLETE: 'booking.complete', NO_SHOW: 'booking.noShow' };

/** CHECK_IN, COMPLETE or NO_SHOW of a paid (or, to complete, checked-in) booking, through the machine. */
export async function staffBookingEvent(db: Db, actor: StaffActor, orderNo: string, type: StaffBookingEventType, note = ''): Promise<StaffOutcome<StaffBookingChange>> {
  const row = await db.selectFrom('booking_orders').select('id').where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) return { ok: false, key: 'booking.notFound' };
  return db.transaction().execute(async (trx): Promise<StaffOutcome<StaffBookingChange>> => {
    const result = await applyBookingEvent(trx, row.id, { type }, `staff:${actor.id}`, {}, note || undefined);
    if (!result.ok) return { ok: false, key: result.reason === 'notFound' ? 'booking.notFound' : 'booking.notAllowed' };
    await appendAudit(trx, actor, { action: AUDIT_ACTIONS[type], object: `booking:${orderNo}`, before: result.fromState, after: result.toState, reason: note });
    const after = await trx.selectFrom('booking_orders').select(['order_no', 'kind', 'status', 'state', 'closed_reason', 'expires_at']).where('id', '=', row.id).executeTakeFirstOrThrow();
    return { ok: true, value: { order_no: after.order_no, kind: after.kind, status: after.status, state: stateOfRow(after) } };
  });
}
