import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { lockDefaultCapacity } from './resources';

/**
 * Generic capacity for every bookable thing (issue 6): one row per resource, day and slot —
 * `visit:<categoryId>` with slots '10:00' …, `dining:<categoryId>` and `room:<roomId>` (one row
 * per night) with slot '' — holding its capacity, the places taken and whether staff closed it.
 * A row is created on first use with the resource's default capacity. Taking places is one
 * conditional update (`taken + qty <= capacity`), so concurrent bookings never exceed it: the
 * row lock makes the second writer re-check against the first one's result.
 */
type Trx = Transaction<Database>;
type Conn = Db | Trx;

export interface Claim {
  resource: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** 'HH:MM', or '' when the resource has no slots */
  slot: string;
  qty: number;
  /** the capacity of the row if it does not exist yet */
  defaultCapacity: number;
}

export interface Remaining {
  capacity: number;
  taken: number;
  remaining: number;
  closed: boolean;
}

export const placeKey = (day: string, slot: string) => `${day}|${slot}`;

let savepoints = 0;

/**
 * Takes places for a booking, all or nothing: false (and nothing taken) when any claim does not
 * fit or its row is closed. The claims are recorded so they can be given back exactly.
 */
export async function claimPlaces(trx: Trx, orderId: number, claims: Claim[]): Promise<boolean> {
  // one lock order for everyone (a multi-night stay against another): no deadlocks
  const lockKey = (c: Claim) => `${c.resource}|${c.day}|${c.slot}`;
  const ordered = [...claims].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
  const savepoint = sql.raw(`claim_places_${++savepoints}`);
  await sql`savepoint ${savepoint}`.execute(trx);
  // a day's first claim writes the default as it is now, not as the booking read it before: staff
  // changing the default hold the resource's row until they have moved every day that follows it
  const defaults = new Map<string, number>();
  for (const resource of [...new Set(ordered.map((c) => c.resource))].sort()) {
    const locked = await lockDefaultCapacity(trx, resource);
    if (locked !== null) defaults.set(resource, locked);
  }
  for (const claim of ordered) {
    if (!Number.isInteger(claim.qty) || claim.qty <= 0) throw new RangeError(`claim of ${claim.qty} places`);
    await trx
      .insertInto('booking_capacity')
      .values({ resource: claim.resource, day: claim.day, slot: claim.slot, capacity: Math.max(0, defaults.get(claim.resource) ?? claim.defaultCapacity) })
      .onConflict((oc) => oc.columns(['resource', 'day', 'slot']).doNothing())
      .execute();
    const taken = await sql<{ taken: number }>`update booking_capacity set taken = taken + ${claim.qty}
      where resource = ${claim.resource} and day = ${claim.day}::date and slot = ${claim.slot}
        and not closed and taken + ${claim.qty} <= capacity
      returning taken`.execute(trx);
    if (taken.rows.length === 0) {
      await sql`rollback to savepoint ${savepoint}`.execute(trx);
      await sql`release savepoint ${savepoint}`.execute(trx);
      return false;
    }
    await trx
      .insertInto('booking_claims')
      .values({ order_id: orderId, resource: claim.resource, day: claim.day, slot: claim.slot, qty: claim.qty })
      .onConflict((oc) => oc.columns(['order_id', 'resource', 'day', 'slot']).doUpdateSet((eb) => ({ qty: eb('booking_claims.qty', '+', claim.qty) })))
      .execute();
  }
  await sql`release savepoint ${savepoint}`.execute(trx);
  return true;
}

/** Gives back every place a booking holds (idempotent: the claims are gone afterwards). */
export async function releaseClaims(trx: Trx, orderId: number): Promise<number> {
  const released = await sql<{ qty: number }>`update booking_capacity c set taken = greatest(c.taken - cl.qty, 0)
    from booking_claims cl
    where cl.order_id = ${orderId} and cl.resource = c.resource and cl.day = c.day and cl.slot = c.slot
    returning cl.qty`.execute(trx);
  await trx.deleteFrom('booking_claims').where('order_id', '=', orderId).execute();
  return released.rows.reduce((sum, row) => sum + Number(row.qty), 0);
}

export interface PlaceKey {
  resource: string;
  /** 'YYYY-MM-DD' */
  day: string;
  slot: string;
}

/** The places a booking holds now, as claimed. */
export function claimsOf(trx: Trx, orderId: number): Promise<(PlaceKey & { qty: number })[]> {
  return trx
    .selectFrom('booking_claims')
    .select(['resource', sql<string>`day::text`.as('day'), 'slot', 'qty'])
    .where('order_id', '=', orderId)
    .execute();
}

/**
 * Locks the catalogue rows (share) and then the existing capacity rows of `keys` (update), each
 * in one sorted order — the order claimPlaces and a change of a default take them in — so two
 * bookings moving between the same days in opposite directions wait for each other instead of
 * deadlocking.
 */
export async function lockPlaces(trx: Trx, keys: PlaceKey[]): Promise<void> {
  for (const resource of [...new Set(keys.map((k) => k.resource))].sort()) await lockDefaultCapacity(trx, resource);
  const sorted = [...new Map(keys.map((k) => [`${k.resource}|${k.day}|${k.slot}`, k])).entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [, key] of sorted) {
    await sql`select 1 from booking_capacity where resource = ${key.resource} and day = ${key.day}::date and slot = ${key.slot} for update`.execute(trx);
  }
}

/** Gives back `qty` of each given claim of a booking (a move: the new ones were just taken); a claim down to nothing is gone. */
export async function releaseSomeClaims(trx: Trx, orderId: number, claims: (PlaceKey & { qty: number })[]): Promise<void> {
  for (const claim of claims) {
    await sql`update booking_capacity set taken = greatest(taken - ${claim.qty}, 0)
      where resource = ${claim.resource} and day = ${claim.day}::date and slot = ${claim.slot}`.execute(trx);
    // all of it: the claim goes (a claim holds at least one place); part of it: the rest stays
    await sql`delete from booking_claims
      where order_id = ${orderId} and resource = ${claim.resource} and day = ${claim.day}::date and slot = ${claim.slot} and qty <= ${claim.qty}`.execute(trx);
    await sql`update booking_claims set qty = qty - ${claim.qty}
      where order_id = ${orderId} and resource = ${claim.resource} and day = ${claim.day}::date and slot = ${claim.slot}`.execute(trx);
  }
}

/**
 * A move's net change per place: what the booking must take on top of what it holds (`claim`)
 * and what it gives back (`release`). A place in both the old and the new range (a stay moved by
 * one night) is neither taken again nor given back, so it is never counted twice nor needs room
 * for a second copy of the booking.
 */
export function netMove(held: (PlaceKey & { qty: number })[], wanted: Claim[]): { claim: Claim[]; release: (PlaceKey & { qty: number })[] } {
  const key = (k: PlaceKey) => `${k.resource}|${k.day}|${k.slot}`;
  const holds = new Map(held.map((h) => [key(h), h.qty]));
  const wants = new Map(wanted.map((w) => [key(w), w.qty]));
  const claim = wanted.filter((w) => w.qty > (holds.get(key(w)) ?? 0)).map((w) => ({ ...w, qty: w.qty - (holds.get(key(w)) ?? 0) }));
  const release = held.filter((h) => h.qty > (wants.get(key(h)) ?? 0)).map((h) => ({ ...h, qty: h.qty - (wants.get(key(h)) ?? 0) }));
  return { claim, release };
}

/**
 * Places left per day and slot (key `day|slot`, see placeKey) for the given days and slots;
 * a row nobody used yet has its default capacity. Closed rows have 0 remaining.
 */
export async function remainingPlaces(db: Conn, resource: string, days: string[], defaultCapacity: number, slots: string[] = ['']): Promise<Map<string, Remaining>> {
  const result = new Map<string, Remaining>();
  for (const day of days) {
    for (const slot of slots) result.set(placeKey(day, slot), { capacity: defaultCapacity, taken: 0, remaining: defaultCapacity, closed: false });
  }
  if (days.length === 0) return result;
  const rows = await db
    .selectFrom('booking_capacity')
    .select([sql<string>`day::text`.as('day'), 'slot', 'capacity', 'taken', 'closed'])
    .where('resource', '=', resource)
    .where(sql`day::text`, 'in', days)
    .execute();
  for (const row of rows) {
    result.set(placeKey(row.day, row.slot), {
      capacity: row.capacity,
      taken: row.taken,
      remaining: row.closed ? 0 : Math.max(0, row.capacity - row.taken),
      closed: row.closed,
    });
  }
  return result;
}

export interface ResourcePlaces {
  resource: string;
  /** used for a day and slot nobody changed yet */
  defaultCapacity: number;
  slots: string[];
}

/**
 * The staff calendar: places per resource, day and slot — as remainingPlaces, for several
 * resources in one query — with the reason a closed one was closed.
 */
export async function placesOfResources(db: Conn, resources: ResourcePlaces[], days: string[]): Promise<Map<string, Map<string, Remaining & { reason: string }>>> {
  const result = new Map<string, Map<string, Remaining & { reason: string }>>();
  for (const { resource, defaultCapacity, slots } of resources) {
    const places = new Map<string, Remaining & { reason: string }>();
    for (const day of days) {
      for (const slot of slots) places.set(placeKey(day, slot), { capacity: defaultCapacity, taken: 0, remaining: defaultCapacity, closed: false, reason: '' });
    }
    result.set(resource, places);
  }
  if (days.length === 0 || resources.length === 0) return result;
  const rows = await db
    .selectFrom('booking_capacity')
    .select(['resource', sql<string>`day::text`.as('day'), 'slot', 'capacity', 'taken', 'closed', 'closed_reason'])
    .where('resource', 'in', resources.map((r) => r.resource))
    .where(sql`day::text`, 'in', days)
    .execute();
  for (const row of rows) {
    result.get(row.resource)?.set(placeKey(row.day, row.slot), {
      capacity: row.capacity,
      taken: row.taken,
      remaining: row.closed ? 0 : Math.max(0, row.capacity - row.taken),
      closed: row.closed,
      reason: row.closed ? row.closed_reason : '',
    });
  }
  return result;
}

/** Staff: the capacity of one day and slot (places already taken stay taken): the day's own, kept when the default changes. */
export async function setCapacity(db: Conn, resource: string, day: string, slot: string, capacity: number): Promise<void> {
  if (!Number.isInteger(capacity) || capacity < 0) throw new RangeError(`capacity ${capacity}`);
  await db
    .insertInto('booking_capacity')
    .values({ resource, day, slot, capacity, own_capacity: true })
    .onConflict((oc) => oc.columns(['resource', 'day', 'slot']).doUpdateSet({ capacity, own_capacity: true }))
    .execute();
}

async function setClosed(db: Conn, resource: string, day: string, slots: string[], defaultCapacity: number, reason: string): Promise<void> {
  for (const slot of slots) {
    await db
      .insertInto('booking_capacity')
      .values({ resource, day, slot, capacity: defaultCapacity, closed: true, closed_reason: reason })
      .onConflict((oc) => oc.columns(['resource', 'day', 'slot']).doUpdateSet({ closed: true, closed_reason: reason }))
      .execute();
  }
}

/** Staff: no new bookings at one slot of a day (existing ones stand); the reason is kept beside it. */
export function closeSlot(db: Conn, resource: string, day: string, slot: string, defaultCapacity: number, reason = ''): Promise<void> {
  return setClosed(db, resource, day, [slot], defaultCapacity, reason);
}

/** Staff: no new bookings on a day, at any of its slots ('' for resources without slots). */
export function closeDay(db: Conn, resource: string, day: string, slots: string[], defaultCapacity: number, reason = ''): Promise<void> {
  return setClosed(db, resource, day, slots.length ? slots : [''], defaultCapacity, reason);
}

/** Staff: open a closed slot again, or every slot of the day when `slot` is omitted. */
export async function reopen(db: Conn, resource: string, day: string, slot?: string): Promise<number> {
  let query = db.updateTable('booking_capacity').set({ closed: false, closed_reason: '' }).where('resource', '=', resource).where(sql`day`, '=', sql`${day}::date`);
  if (slot !== undefined) query = query.where('slot', '=', slot);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
