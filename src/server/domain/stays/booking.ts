import type { Kysely } from 'kysely';
import {
  STAY_CHECKIN_TIME, STAY_CHECKOUT_TIME, STAY_MAX_ADULTS, STAY_MAX_ROOMS, stayNights, stayRangeError, stayToday,
  type StayOrderCreated, type StayQuote, type StayRoom,
} from '../../../contract/hotel';
import { bookingPayBy, estateMs } from '../../../contract/booking';
import type { Lang } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { formatCents, formatFen } from '../../../contract/money';
import type { Database } from '../../db/schema';
import { remainingPlaces, type Claim } from '../bookings/capacity';
import { BookingFullError, createBookingOrder, findSubmitted, isSubmitRace, secondsLeft, type BookingRow } from '../bookings/create';
import { HoldCapError, type HoldCaps } from '../holds';
import { beijingText } from '../members';
import { loadDictionary, loadRooms, nightPrice, roomView, type RoomRow } from './catalogue';

/**
 * Villa stay rules and orders. Every night of a stay is a claim on `room:<id>` for that day
 * (default capacity: the room's `amount`); the rules here only explain a refusal early — the
 * claim inside createBookingOrder is what guarantees a room is never sold twice.
 */
export const roomResource = (roomId: number) => `room:${roomId}`;
/** Check-in (14:00 estate time) on the first day: a stay's start, and the latest its payment may come. */
const checkinAt = (checkin: string) => new Date(estateMs(checkin, STAY_CHECKIN_TIME));

type Refusal = { ok: false; key: MessageKey; params?: Record<string, string> };
interface Night { day: string; fen: number; cents: number }

export interface StayRequest { room_id: number; checkin: string; checkout: string; adults: number; rooms: number }

/** Rooms of a kind free on every one of the nights (0 when any is sold out or closed). */
export async function freeRooms(db: Kysely<Database>, room: RoomRow, nights: string[]): Promise<number> {
  const places = await remainingPlaces(db, roomResource(room.id), nights, room.amount);
  let free = nights.length ? Number.MAX_SAFE_INTEGER : room.amount;
  for (const place of places.values()) free = Math.min(free, place.closed ? 0 : place.remaining);
  return free;
}

const priced = (room: RoomRow, days: string[]): Night[] => days.map((day) => ({ day, ...nightPrice(room, day) }));
const sum = (nights: Night[], rooms: number) => ({
  fen: nights.reduce((s, n) => s + n.fen, 0) * rooms,
  cents: nights.reduce((s, n) => s + n.cents, 0) * rooms,
});
const nightsView = (nights: Night[], rooms: number) =>
  nights.map((n) => ({ day: n.day, price: formatFen(n.fen * rooms), dollar_price: formatCents(n.cents * rooms) }));

/** The date rules of a range as a refusal, or the nights it covers. */
export function checkRange(checkin: string, checkout: string, now: Date): Refusal | { ok: true; days: string[] } {
  const key = stayRangeError(checkin, checkout, stayToday(now));
  return key ? { ok: false, key: key as MessageKey } : { ok: true, days: stayNights(checkin, checkout) };
}

/** A room kind's prices for the range: one room's, and the party's (the rooms the adults need). */
function rangePrices(nights: Night[], needed: number) {
  const one = sum(nights, 1);
  const party = sum(nights, needed);
  return {
    nights: nightsView(nights, 1), total: formatFen(one.fen), dollar_total: formatCents(one.cents), rooms_needed: needed,
    party_total: formatFen(party.fen), dollar_party_total: formatCents(party.cents),
  };
}

/**
 * Rooms free for every night of the range that hold the adults in at most STAY_MAX_ROOMS rooms,
 * each with what the party would pay; and the largest party one booking can take on these dates
 * (the free rooms of one kind, at most STAY_MAX_ROOMS, times the guests a room holds).
 */
export async function availableRooms(
  db: Kysely<Database>, range: { checkin: string; checkout: string; adults: number }, lang: Lang, now: Date,
): Promise<Refusal | { ok: true; list: StayRoom[]; nightCount: number; maxAdults: number }> {
  const checked = checkRange(range.checkin, range.checkout, now);
  if (!checked.ok) return checked;
  const dictionary = await loadDictionary(db, lang);
  const list: StayRoom[] = [];
  let maxAdults = 0;
  for (const room of await loadRooms(db)) {
    if (room.status !== 1) continue;
    const free = await freeRooms(db, room, checked.days);
    maxAdults = Math.max(maxAdults, Math.min(free, STAY_MAX_ROOMS) * room.number);
    const needed = Math.ceil(range.adults / room.number);
    if (needed > STAY_MAX_ROOMS || free < needed) continue;
    list.push({ ...roomView(room, dictionary, lang), amount: free, ...rangePrices(priced(room, checked.days), needed) });
  }
  return { ok: true, list, nightCount: checked.days.length, maxAdults: Math.min(maxAdults, STAY_MAX_ADULTS) };
}

interface Prepared { ok: true; room: RoomRow; nights: Night[]; free: number; fen: number; cents: number }

/** Every rule of a stay request, in the order a guest would fix them. */
export async function prepareStay(db: Kysely<Database>, input: StayRequest, now: Date): Promise<Refusal | Prepared> {
  const checked = checkRange(input.checkin, input.checkout, now);
  if (!checked.ok) return checked;
  const [room] = await loadRooms(db, input.room_id);
  if (!room) return { ok: false, key: 'stay.roomNotFound' };
  if (room.status !== 1) return { ok: false, key: 'stay.roomClosed' };
  if (input.adults > room.number * input.rooms) return { ok: false, key: 'stay.adultsTooMany', params: { number: String(room.number) } };
  const free = await freeRooms(db, room, checked.days);
  if (free === 0) return { ok: false, key: 'stay.soldOut' };
  if (input.rooms > free) return { ok: false, key: 'stay.roomsTooMany', params: { count: String(free) } };
  const nights = priced(room, checked.days);
  const total = sum(nights, input.rooms);
  return { ok: true, room, nights, free, fen: total.fen, cents: total.cents };
}

/** `payBy`: when the stay must be paid by — booked now, or (made) its stored deadline. */
async function quoteView(db: Kysely<Database>, p: Prepared, input: StayRequest, lang: Lang, payBy: Date): Promise<StayQuote> {
  const dictionary = await loadDictionary(db, lang);
  return {
    room: { ...roomView(p.room, dictionary, lang), amount: p.free, ...rangePrices(p.nights, Math.ceil(input.adults / p.room.number)) },
    checkin: input.checkin,
    checkout: input.checkout,
    checkin_at: `${input.checkin} ${STAY_CHECKIN_TIME}`,
    checkout_at: `${input.checkout} ${STAY_CHECKOUT_TIME}`,
    night_count: p.nights.length,
    adults: input.adults,
    rooms: input.rooms,
    nights: nightsView(p.nights, input.rooms),
    amount: formatFen(p.fen),
    dollar_amount: formatCents(p.cents),
    pay: formatFen(p.fen),
    dollar_pay: formatCents(p.cents),
    pay_by: beijingText(payBy),
  };
}

/** `validityS`: ORDER_VALIDITY_S, for when a stay booked now would have to be paid by. */
export async function quoteStay(db: Kysely<Database>, input: StayRequest, lang: Lang, now: Date, validityS: number): Promise<Refusal | { ok: true; quote: StayQuote }> {
  const prepared = await prepareStay(db, input, now);
  if (!prepared.ok) return prepared;
  const payBy = new Date(bookingPayBy(now.getTime(), validityS, checkinAt(input.checkin).getTime()));
  return { ok: true, quote: await quoteView(db, prepared, input, lang, payBy) };
}

export interface Guest { name: string; phone: string; description?: string }

export interface StayOptions {
  /** seconds an unpaid stay may be paid in (ORDER_VALIDITY_S), never past check-in */
  validityS: number;
  /** rooms a night one member and one guest phone may hold unpaid (HOLD_MAX_ROOMS_PER_NIGHT) */
  holdCaps?: Pick<HoldCaps, 'placesPerSlot' | 'roomsPerNight'>;
}

/** Creates the unpaid stay order and takes every night, or refuses without changing anything. */
export async function createStay(
  db: Kysely<Database>, memberId: number, input: StayRequest & Guest & { submit_token?: string | undefined }, lang: Lang, now: Date,
  options: StayOptions,
): Promise<Refusal | { ok: true; order: StayOrderCreated }> {
  const submitted = await findSubmitted(db, memberId, input.submit_token);
  if (submitted) return submittedStay(db, submitted, lang, now);
  const prepared = await prepareStay(db, input, now);
  if (!prepared.ok) return prepared;
  const { room, nights } = prepared;
  const claims: Claim[] = nights.map((n) => ({ resource: roomResource(room.id), day: n.day, slot: '', qty: input.rooms, defaultCapacity: room.amount }));
  try {
    const created = await db.transaction().execute((trx) =>
      createBookingOrder(trx, {
        memberId, kind: 'stay', refId: room.id, amountFen: prepared.fen, payFen: prepared.fen, dollarCents: prepared.cents,
        title: room.name, image: room.images[0] ?? '',
        name: input.name, phone: input.phone, description: input.description ?? '',
        adults: input.adults, minors: 0, rooms: input.rooms,
        startAt: checkinAt(input.checkin),
        endAt: new Date(`${input.checkout}T${STAY_CHECKOUT_TIME}:00+08:00`),
        details: {
          room_id: room.id, room: room.name, checkin: input.checkin, checkout: input.checkout, rooms: input.rooms,
          nights: nights.map((n) => ({ day: n.day, price_fen: n.fen, dollar_cents: n.cents })),
        },
        claims, now, submitToken: input.submit_token, validityS: options.validityS, holdCaps: options.holdCaps,
      }),
    );
    const payBy = new Date(bookingPayBy(now.getTime(), options.validityS, checkinAt(input.checkin).getTime()));
    const quote = await quoteView(db, prepared, input, lang, payBy);
    return { ok: true, order: { ...quote, entity: 'booking', kind: 'stay', order_no: created.orderNo, order_time: secondsLeft({ expires_at: payBy }, now.getTime()) } };
  } catch (error) {
    if (error instanceof BookingFullError) return { ok: false, key: 'stay.soldOut' };
    if (error instanceof HoldCapError) return { ok: false, key: error.key, params: error.params };
    const racer = isSubmitRace(error) ? await findSubmitted(db, memberId, input.submit_token) : undefined;
    if (racer) return submittedStay(db, racer, lang, now);
    throw error;
  }
}

/** The stay an earlier submit of the same form made, answered as it was first (from its stored nights). */
async function submittedStay(db: Kysely<Database>, row: BookingRow, lang: Lang, now: Date): Promise<Refusal | { ok: true; order: StayOrderCreated }> {
  const details = row.details as { checkin?: string; checkout?: string; rooms?: number; nights?: { day: string; price_fen: number; dollar_cents: number }[] };
  const [room] = await loadRooms(db, row.ref_id);
  if (row.kind !== 'stay' || !room || !details.checkin || !details.checkout || !details.nights) return { ok: false, key: 'error.requestFailed' };
  const rooms = details.rooms ?? row.rooms;
  const nights = details.nights.map((n) => ({ day: n.day, fen: n.price_fen, cents: n.dollar_cents }));
  const request = { room_id: room.id, checkin: details.checkin, checkout: details.checkout, adults: row.adults, rooms };
  const prepared: Prepared = { ok: true, room, nights, free: await freeRooms(db, room, nights.map((n) => n.day)), fen: row.amount_fen, cents: row.dollar_cents };
  const quote = await quoteView(db, prepared, request, lang, row.expires_at);
  return { ok: true, order: { ...quote, entity: 'booking', kind: 'stay', order_no: row.order_no, order_time: secondsLeft(row, now.getTime()) } };
}
