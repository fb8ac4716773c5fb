import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { BOOKING_STATUS } from '../../contract/booking';
import type { MessageKey } from '../../contract/messages';
import { GOODS_ORDER_STATUS } from '../../../machines/goods-order.machine';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import type { Claim } from './bookings/capacity';

/**
 * Hold caps (issue 11): how much one member — and one phone, so that several accounts with one
 * phone cannot add up — may hold UNPAID at a time: bottles of one wine in unpaid goods orders
 * (the receiver's phone), places of one visit slot or dinner evening and rooms of one villa night
 * in unpaid bookings (the guest's phone). Paid, cancelled and expired orders hold nothing here.
 *
 * Claim before use: the transaction that takes stock or places first locks the member's row and
 * the phone (lockHolder), then adds what they already hold to the new request, then takes — so
 * concurrent requests of one member or one phone are counted one after another, never together.
 * The counts name the unpaid status as a literal, so the partial index of unpaid rows serves them.
 */
/** a connection inside a transaction (a Kysely Transaction, or one connection in a transaction begun by hand) */
type Trx = Kysely<Database>;

export interface HoldCaps {
  /** bottles of one wine in unpaid goods orders */
  bottlesPerWine: number;
  /** places of one visit slot, or seats of one dinner evening, in unpaid bookings */
  placesPerSlot: number;
  /** villa rooms (of any kind) for one night in unpaid stays */
  roomsPerNight: number;
}

/** The caps from the settings (src/server/config.ts, docs/operations.md). */
export function holdCapsOf(config: { HOLD_MAX_BOTTLES_PER_WINE: number; HOLD_MAX_PLACES_PER_SLOT: number; HOLD_MAX_ROOMS_PER_NIGHT: number }): HoldCaps {
  return {
    bottlesPerWine: config.HOLD_MAX_BOTTLES_PER_WINE,
    placesPerSlot: config.HOLD_MAX_PLACES_PER_SLOT,
    roomsPerNight: config.HOLD_MAX_ROOMS_PER_NIGHT,
  };
}

/** Thrown inside the claiming transaction, which rolls back: nothing is held. */
export class HoldCapError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string>,
  ) {
    super(key);
  }
}

/**
 * Queues every transaction that holds for this member or this phone behind the one running.
 * The member's row first, then the phone (an advisory lock on its hash for this transaction):
 * always this order, so two holders never wait on each other in a circle.
 */
export async function lockHolder(trx: Trx, memberId: number, phone: string): Promise<void> {
  await lockMember(trx, memberId);
  await lockPhone(trx, phone);
}

export async function lockMember(trx: Trx, memberId: number): Promise<void> {
  await memberLock(trx, memberId);
}

/** The member's lock as a statement built once (db/prepared.ts): it opens every cart change and checkout. */
export const memberLock = prepared((trx: Trx, memberId: number) => trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate());

/** The first key of the two-key advisory locks on a phone ('hold' in ASCII; another use picks its own). */
const PHONE_LOCK_SPACE = 0x686f6c64;

/** Until the transaction ends; take it after the member's row (see lockHolder). */
export async function lockPhone(trx: Trx, phone: string): Promise<void> {
  await sql`select ${phoneLock(phone)}`.execute(trx);
}

/** The same lock as an expression, of a phone or of a column holding one (the checkout's receiver). */
export function phoneLock(phone: string | Expression<string>): RawBuilder<void> {
  return sql<void>`pg_advisory_xact_lock(${PHONE_LOCK_SPACE}::int, hashtext(${phone}))`;
}

/** What a member and a phone hold of one thing: the larger of the two is what counts. */
interface Held {
  member: number;
  phone: number;
}
const worst = (held: Held | undefined) => (held ? Math.max(held.member, held.phone) : 0);

/** What a member and a phone hold unpaid of one wine (bottlesHeldOf's rows). */
export interface BottlesHeld {
  goods_id: number;
  member: number;
  phone: number;
}

/**
 * The unpaid bottles of each of `wines` (a subquery of wine ids) that a member and a phone hold,
 * as a JSON array of BottlesHeld: an expression for a statement that reads them with other things
 * (the checkout's read, after the member's and the phone's locks). The holder's unpaid orders are
 * found first (`materialized`: the planner may not start from the items of a wine everyone
 * buys), the member's from `goods_orders_member_idx`, the phone's from the partial index of
 * unpaid orders by phone (migration 0037): never every unpaid order of the shop.
 */
export function bottlesHeldOf(memberId: Expression<number>, phone: Expression<string | null>, wines: Expression<unknown>): RawBuilder<BottlesHeld[]> {
  return sql<BottlesHeld[]>`(select coalesce(json_agg(held), '[]') from (
      with holding as materialized (
        select o.id, o.member_id = ${memberId} as by_member, o.mobile = ${phone} as by_phone
        from goods_orders o
        where o.status = ${sql.lit(GOODS_ORDER_STATUS.unpaid)} and o.expires_at > now()
          and (o.member_id = ${memberId} or o.mobile = ${phone}))
      select i.goods_id,
        coalesce(sum(i.product_count) filter (where h.by_member), 0) as member,
        coalesce(sum(i.product_count) filter (where h.by_phone), 0) as phone
      from holding h join goods_order_items i on i.order_id = h.id
      where i.goods_id in (${wines})
      group by i.goods_id) held)`;
}

/**
 * Refuses (HoldCapError) when any wine of the new order would put the member's or the receiver
 * phone's unpaid bottles of it above the cap. `held` read after lockHolder, before taking stock.
 */
export function checkBottleHolds(held: BottlesHeld[], lines: { goods_id: number; product_count: number; title: string }[], cap: number): void {
  const byWine = new Map(held.map((row) => [row.goods_id, row]));
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.goods_id, (wanted.get(line.goods_id) ?? 0) + line.product_count);
  for (const line of lines) {
    const already = worst(byWine.get(line.goods_id));
    if (already + wanted.get(line.goods_id)! > cap) {
      throw new HoldCapError('order.holdCap', { title: line.title, max: String(cap), count: String(already) });
    }
  }
}

const isRoom = (resource: string) => resource.startsWith('room:');
/** A visit slot or dinner evening counts per resource; a villa night counts every room kind together. */
const holdKey = (c: Pick<Claim, 'resource' | 'day' | 'slot'>) => (isRoom(c.resource) ? `room|${c.day}` : `${c.resource}|${c.day}|${c.slot}`);

/**
 * The claims of the given days (YYYY-MM-DD) in unpaid bookings of a member or a phone, each
 * saying whose it is. The member's bookings come from `booking_orders_member_idx`, the phone's
 * from the partial index of unpaid bookings by phone (migration 0037).
 */
export function placesHeld(holder: { memberId: number; phone: string; now: Date }, days: string[]) {
  return sql<{ resource: string; day: string; slot: string; qty: number; member: boolean; phone: boolean }>`
    select cl.resource, cl.day::text as day, cl.slot, cl.qty,
      o.member_id = ${holder.memberId} as member, o.phone = ${holder.phone} as phone
    from booking_orders o join booking_claims cl on cl.order_id = o.id
    where o.status = ${sql.lit(BOOKING_STATUS.unpaid)} and o.expires_at > ${holder.now}
      and (o.member_id = ${holder.memberId} or o.phone = ${holder.phone})
      and cl.day::text in (${sql.join(days)})`;
}

/**
 * Refuses (HoldCapError) when the new booking's claims would put the member's or the guest
 * phone's unpaid places of a slot (or rooms of a night) above the cap. Call after lockHolder,
 * before claiming places.
 */
export async function checkPlaceHolds(
  trx: Trx,
  holder: { memberId: number; phone: string; now: Date },
  claims: Claim[],
  caps: Pick<HoldCaps, 'placesPerSlot' | 'roomsPerNight'>,
): Promise<void> {
  if (claims.length === 0) return;
  const rows = await placesHeld(holder, [...new Set(claims.map((c) => c.day))]).execute(trx);
  const held = new Map<string, Held>();
  for (const row of rows.rows) {
    const key = holdKey(row);
    const sum = held.get(key) ?? { member: 0, phone: 0 };
    if (row.member) sum.member += Number(row.qty);
    if (row.phone) sum.phone += Number(row.qty);
    held.set(key, sum);
  }
  const wanted = new Map<string, number>();
  for (const claim of claims) wanted.set(holdKey(claim), (wanted.get(holdKey(claim)) ?? 0) + claim.qty);
  for (const claim of [...claims].sort((a, b) => a.day.localeCompare(b.day))) {
    const already = worst(held.get(holdKey(claim)));
    const room = isRoom(claim.resource);
    const cap = room ? caps.roomsPerNight : caps.placesPerSlot;
    if (already + wanted.get(holdKey(claim))! > cap) {
      throw new HoldCapError(room ? 'stay.holdCap' : 'booking.holdCap', { max: String(cap), count: String(already), day: claim.day });
    }
  }
}
