import { bookingPayBy, payNowFen, type BookingCreated } from '../../../contract/booking';
import { pick, type Lang } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { formatCents, formatFen } from '../../../contract/money';
import type { BookingQuote } from '../../../contract/visit';
import type { Db } from '../../db/database';
import { beijingText } from '../members';
import { HoldCapError, type HoldCaps } from '../holds';
import { consumeCode, type CodeKey } from '../verification';
import { BookingFullError, createBookingOrder, findSubmitted, isSubmitRace, secondsLeft, type BookingRow } from './create';
import { checkDining, checkVisit, type BookingAsk, type Checked, type PricedBooking } from './rules';

/** Quotes and creates visit and dinner bookings: the rules first, then the booking and its places. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey; params?: Record<string, string> };

export interface Guest {
  name: string;
  phone: string;
  description: string;
}

function check(db: Db, kind: 'visit' | 'dining', ask: BookingAsk, nowMs: number): Promise<Checked> {
  return kind === 'visit' ? checkVisit(db, ask, nowMs) : checkDining(db, ask, nowMs);
}

/** `payBy`: when a booking made now must be paid by (ms; bookingPayBy). */
export function quoteOf(priced: PricedBooking, cate: number, lang: Lang, payBy: number): BookingQuote {
  return {
    cate,
    title: pick(priced.title, lang),
    date: priced.date,
    slot: priced.slot,
    start_at: beijingText(priced.startAt),
    people: priced.people,
    unit_price: formatFen(priced.unitFen),
    amount: formatFen(priced.amountFen),
    dollar_amount: formatCents(priced.dollarCents),
    pay: formatFen(priced.payFen),
    dollar_pay: formatCents(payNowFen(priced.kind, priced.dollarCents)),
    balance: formatFen(priced.amountFen - priced.payFen),
    remaining: priced.remaining,
    pay_by: beijingText(new Date(payBy)),
  };
}

/** The price of a visit or dinner before it is booked, and when it would have to be paid by (`validityS`: ORDER_VALIDITY_S). */
export async function quoteBooking(
  db: Db, kind: 'visit' | 'dining', ask: BookingAsk, lang: Lang, validityS: number, nowMs = Date.now(),
): Promise<Outcome<BookingQuote>> {
  const checked = await check(db, kind, ask, nowMs);
  if (!checked.ok) return checked;
  return { ok: true, value: quoteOf(checked.value, ask.cate, lang, bookingPayBy(nowMs, validityS, checked.value.startAt.getTime())) };
}

/**
 * Creates a visit or a dinner for a member. A visit's phone is proven by its SMS code, used up in
 * the booking's own transaction before the booking is written: of submits racing with one code
 * exactly one books, and a booking refused as full gives the code back.
 */
export async function createBooking(
  db: Db,
  memberId: number,
  kind: 'visit' | 'dining',
  ask: BookingAsk,
  guest: Guest,
  options: { codeKey: CodeKey; code?: string; validityS: number; nowMs?: number; submitToken?: string | undefined; holdCaps?: HoldCaps },
): Promise<Outcome<BookingCreated>> {
  const nowMs = options.nowMs ?? Date.now();
  const submitted = await findSubmitted(db, memberId, options.submitToken);
  if (submitted) return { ok: true, value: createdView(submitted, secondsLeft(submitted, nowMs)) };
  const checked = await check(db, kind, ask, nowMs);
  if (!checked.ok) return checked;
  const priced = checked.value;
  let created: { ok: true; orderNo: string } | { ok: false; key: MessageKey };
  try {
    created = await db.transaction().execute(async (trx) => {
      if (kind === 'visit') {
        // a refused code is answered, not thrown: a wrong try it counted is kept
        const code = await consumeCode(options.codeKey, trx, { target: guest.phone, event: 'visit', code: options.code ?? '' });
        if (!code.ok) return code;
      }
      const booking = await createBookingOrder(trx, {
        memberId,
        kind,
        refId: priced.refId,
        amountFen: priced.amountFen,
        payFen: priced.payFen,
        dollarCents: priced.dollarCents,
        title: priced.title,
        image: priced.image,
        name: guest.name,
        phone: guest.phone,
        description: guest.description,
        adults: ask.adults,
        minors: ask.minors,
        startAt: priced.startAt,
        details: priced.details,
        claims: priced.claims,
        validityS: options.validityS,
        now: new Date(nowMs),
        submitToken: options.submitToken,
        holdCaps: options.holdCaps,
      });
      return { ok: true, orderNo: booking.orderNo };
    });
  } catch (err) {
    if (err instanceof BookingFullError) return { ok: false, key: err.key };
    if (err instanceof HoldCapError) return { ok: false, key: err.key, params: err.params };
    const racer = isSubmitRace(err) ? await findSubmitted(db, memberId, options.submitToken) : undefined;
    if (racer) return { ok: true, value: createdView(racer, secondsLeft(racer, nowMs)) };
    throw err;
  }
  if (!created.ok) {
    // the same form's earlier submit used the code for its booking: that booking is the answer
    const racer = await findSubmitted(db, memberId, options.submitToken);
    return racer ? { ok: true, value: createdView(racer, secondsLeft(racer, nowMs)) } : created;
  }
  const booked = { order_no: created.orderNo, kind, amount_fen: priced.amountFen, pay_fen: priced.payFen, dollar_cents: priced.dollarCents };
  const payBy = bookingPayBy(nowMs, options.validityS, priced.startAt.getTime());
  return { ok: true, value: createdView(booked, secondsLeft({ expires_at: new Date(payBy) }, nowMs)) };
}

/** The answer to a create: for the booking just made, or the one an earlier submit made. */
function createdView(row: Pick<BookingRow, 'order_no' | 'kind' | 'amount_fen' | 'pay_fen' | 'dollar_cents'>, secondsToPay: number): BookingCreated {
  return {
    entity: 'booking',
    order_no: row.order_no,
    kind: row.kind,
    amount: formatFen(row.amount_fen),
    pay: formatFen(row.pay_fen),
    dollar_pay: formatCents(payNowFen(row.kind, row.dollar_cents)),
    order_time: secondsToPay,
  };
}
