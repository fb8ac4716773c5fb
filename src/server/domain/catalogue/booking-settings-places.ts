import { sql } from 'kysely';
import type { MessageKey } from '../../../contract/messages';
import type { Db } from '../../db/database';

/**
 * What a change of booking settings may not take from guests: a visit slot or weekday with
 * places booked on a future day cannot go, and a default number of places (per slot, per evening,
 * rooms per night) cannot go below what is taken on a future day that follows the default — a day
 * with its own places (staff set them on the calendar, `own_capacity`) keeps them. Every future
 * day that follows the default is moved to the new one in the same transaction.
 *
 * Atomic with bookings: the caller holds the resource's catalogue row FOR UPDATE, and every claim
 * share-locks that row before it takes places (bookings/capacity.ts, claimPlaces), so no booking
 * can take places between these checks and the change; a claim waiting on the row writes the new
 * default when it goes on. "Future" counts from today in China (the estate's day).
 */
export interface Refusal {
  key: MessageKey;
  params: Record<string, string>;
}

interface Booked {
  day: string;
  slot: string;
  taken: number;
}

const first = async (rows: Promise<{ rows: Booked[] }>): Promise<Booked | undefined> => (await rows).rows[0];

/** A removed slot that has places booked on a day from `today` on. */
export async function bookedInSlots(trx: Db, resource: string, today: string, slots: string[]): Promise<Refusal | null> {
  if (slots.length === 0) return null;
  const booked = await first(
    sql<Booked>`select day::text as day, slot, taken from booking_capacity
      where resource = ${resource} and day >= ${today}::date and taken > 0 and slot in (${sql.join(slots)})
      order by day, slot limit 1`.execute(trx),
  );
  return booked ? { key: 'staffCatalogue.slotBooked', params: { slot: booked.slot, date: booked.day, count: String(booked.taken) } } : null;
}

/** A removed weekday (0 Sunday … 6 Saturday) that has places booked on a day from `today` on. */
export async function bookedOnWeekdays(trx: Db, resource: string, today: string, weekdays: number[]): Promise<Refusal | null> {
  if (weekdays.length === 0) return null;
  const booked = await first(
    sql<Booked>`select day::text as day, slot, sum(taken)::int as taken from booking_capacity
      where resource = ${resource} and day >= ${today}::date and taken > 0 and extract(dow from day)::int in (${sql.join(weekdays)})
      group by day, slot order by day, slot limit 1`.execute(trx),
  );
  return booked ? { key: 'staffCatalogue.weekdayBooked', params: { date: booked.day, count: String(booked.taken) } } : null;
}

const BELOW_TAKEN = { visit: 'staffCatalogue.placesBelowTaken', dining: 'staffCatalogue.seatsBelowTaken', room: 'staffCatalogue.roomsBelowTaken' } as const;

/**
 * The default places become `places` on every day from `today` on that follows the default;
 * refused (nothing changed) when one of them has more places taken, naming the first such day.
 */
export async function followDefault(trx: Db, resource: string, today: string, places: number): Promise<Refusal | null> {
  const booked = await first(
    sql<Booked>`select day::text as day, slot, taken from booking_capacity
      where resource = ${resource} and day >= ${today}::date and not own_capacity and taken > ${places}
      order by day, slot limit 1`.execute(trx),
  );
  if (booked) {
    const kind = resource.slice(0, resource.indexOf(':')) as keyof typeof BELOW_TAKEN;
    return { key: BELOW_TAKEN[kind], params: { date: booked.day, slot: booked.slot, count: String(booked.taken) } };
  }
  await sql`update booking_capacity set capacity = ${places}
    where resource = ${resource} and day >= ${today}::date and not own_capacity and capacity <> ${places}`.execute(trx);
  return null;
}
