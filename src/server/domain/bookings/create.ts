import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { payNowFen, type BookingKind } from '../../../contract/booking';
import { ORDER_VALIDITY_S } from '../../../contract/constants';
import type { Localized } from '../../../contract/lang';
import type { Database } from '../../db/schema';
import { insertWithFreshNumber } from '../order-numbers';
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
  /** seconds it may be paid in; default ORDER_VALIDITY_S */
  validityS?: number;
  now?: Date;
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
 * Inserts a booking (status 0, unpaid, payable until now + validity) and takes its places in the
 * caller's transaction; throws BookingFullError when they are not all free. Rules (dates, counts)
 * are the caller's: this only stores what was decided.
 */
export async function createBookingOrder(trx: Trx, input: NewBooking): Promise<{ id: number; orderNo: string }> {
  const now = input.now ?? new Date();
  const payFen = input.payFen ?? payNowFen(input.kind, input.amountFen);
  // a number another booking of the same second drew is drawn again
  const row = await insertWithFreshNumber(() =>
    trx
      .insertInto('booking_orders')
      .values({
        order_no: newBookingNo(now),
        member_id: input.memberId,
        kind: input.kind,
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
        expires_at: new Date(now.getTime() + (input.validityS ?? ORDER_VALIDITY_S) * 1000),
      })
      .onConflict((conflict) => conflict.column('order_no').doNothing())
      .returning(['id', 'order_no'])
      .executeTakeFirst(),
  );
  if (!(await claimPlaces(trx, row.id, input.claims))) throw new BookingFullError();
  return { id: row.id, orderNo: row.order_no };
}
