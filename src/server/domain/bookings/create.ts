import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { bookingOrderMachine } from '../../../../machines/booking-order.machine';
import { bookingPayBy, payNowFen, type BookingKind } from '../../../contract/booking';
import type { Localized } from '../../../contract/lang';
import type { Database } from '../../db/schema';
import { checkPlaceHolds, lockHolder, type HoldCaps } from '../holds';
import { initialStatus } from '../machine-rules';
import { insertWithFreshNumber } from '../order-numbers';
import { recordCreation } from '../transitions';
import { claimPlaces, type Claim } from './capacity';

type Trx = Transaction<Database>;

export interface NewBooking {
  memberId: number;
  kind: BookingKind;
  /** visit / dining category id, or room id */
  refId: number;
  amountFen: number;
  /** due now; default: payNowFen(kind, amountFen) (visit, stay 100 %, dinner 50 %) */
  payFen?: number;
  dollarCents: number;
  /** snapshot of the category / room name */
  title: Localized;
  image?: string;
  name: string;
  phone: string;
  description?: string;
  adults: number;
  minors?: number;
  rooms?: number;
  /** slot / dinner / check-in (14:00) */
  startAt: Date;
  /** check-out (12:00) for stays */
  endAt?: Date | null;
  details?: Record<string, unknown>;
  /** the places it takes; all or nothing */
  claims: Claim[];
  /** seconds it may be paid in (the configured ORDER_VALIDITY_S); never past `startAt` (bookingPayBy) */
  validityS: number;
  now?: Date;
  /** the form's one-per-visit id (see findSubmitted) */
  submitToken?: string | undefined;
  /**
   * what one member and one phone may hold unpaid (HOLD_MAX_* settings): every member's booking
   * passes them; without them (staff tools, tests of other rules) nothing is capped
   */
  holdCaps?: Pick<HoldCaps, 'placesPerSlot' | 'roomsPerNight'> | undefined;
}

/** Thrown when a claim does not fit: the caller's transaction rolls back, the route answers `booking.full`. */
export class BookingFullError extends Error {
  readonly key = 'booking.full' as const;
  constructor() {
    super('booking.full');
  }
}

/** `B` + estate time to the second + 6 random digits: readable on the phone, unique by index. */
export function newBookingNo(now = new Date()): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `B${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Inserts a booking (the machine's first status, unpaid, and its creation history row; payable
 * until now + validity or its start, whichever is sooner) and takes its places in the caller's
 * transaction; throws BookingFullError when they are not all free, and HoldCapError
 * (before anything is written) when the member or the phone would hold more unpaid than
 * `holdCaps` allow. Rules (dates, counts) are the caller's: this only stores what was decided.
 */
export async function createBookingOrder(trx: Trx, input: NewBooking): Promise<{ id: number; orderNo: string }> {
  const now = input.now ?? new Date();
  if (input.holdCaps) {
    // claim before use: the member and the phone are locked, what they hold unpaid is counted, then places are taken
    await lockHolder(trx, input.memberId, input.phone);
    await checkPlaceHolds(trx, { memberId: input.memberId, phone: input.phone, now }, input.claims, input.holdCaps);
  }
  const payFen = input.payFen ?? payNowFen(input.kind, input.amountFen);
  // a number another booking of the same second drew is drawn again
  const row = await insertWithFreshNumber(() =>
    trx
      .insertInto('booking_orders')
      .values({
        order_no: newBookingNo(now),
        member_id: input.memberId,
        kind: input.kind,
        ...initialStatus(bookingOrderMachine),
        ref_id: input.refId,
        amount_fen: input.amountFen,
        pay_fen: payFen,
        dollar_cents: input.dollarCents,
        title: JSON.stringify(input.title),
        image: input.image ?? '',
        name: input.name,
        phone: input.phone,
        description: input.description ?? '',
        adults: input.adults,
        minors: input.minors ?? 0,
        rooms: input.rooms ?? 0,
        start_at: input.startAt,
        end_at: input.endAt ?? null,
        details: JSON.stringify(input.details ?? {}),
        expires_at: new Date(bookingPayBy(now.getTime(), input.validityS, input.startAt.getTime())),
        submit_token: input.submitToken ?? null,
      })
      .onConflict((conflict) => conflict.column('order_no').doNothing())
      .returning(['id', 'order_no'])
      .executeTakeFirst(),
  );
  if (!(await claimPlaces(trx, row.id, input.claims))) throw new BookingFullError();
  await recordCreation(trx, { entity: 'booking', id: row.id, machine: bookingOrderMachine, actor: `member:${input.memberId}`, note: `${input.kind} booking` });
  return { id: row.id, orderNo: row.order_no };
}

export type BookingRow = Selectable<Database['booking_orders']>;

/**
 * The booking a member's earlier submit of the same form made (same `submit_token`), if any:
 * asked before the rules, whose answer may have changed since (the places are now taken by
 * that very booking, the visit code used up).
 */
export async function findSubmitted(db: Kysely<Database>, memberId: number, submitToken: string | undefined): Promise<BookingRow | undefined> {
  if (!submitToken) return undefined;
  return db.selectFrom('booking_orders').selectAll().where('member_id', '=', memberId).where('submit_token', '=', submitToken).executeTakeFirst();
}

/** A concurrent submit of the same form won the unique index; the caller answers its booking. */
export function isSubmitRace(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string; message?: string };
  return failure.code === '23505' && (failure.constraint === 'booking_orders_submit_once' || /booking_orders_submit_once/.test(failure.message ?? ''));
}

/** Seconds left to pay a booking (its `order_time` when it is answered again). */
export function secondsLeft(row: Pick<BookingRow, 'expires_at'>, nowMs = Date.now()): number {
  return Math.max(0, Math.floor((row.expires_at.getTime() - nowMs) / 1000));
}
