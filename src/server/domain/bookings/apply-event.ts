import { sql, type Transaction } from 'kysely';
import { bookingOrderMachine, type BookingOrderEvent } from '../../../../machines/booking-order.machine';
import { BOOKING_STATUS, cancellationPolicy, policyRefundFen, type BookingKind } from '../../../contract/booking';
import { actorKind, type ActorRef } from '../../../../machines/meta';
import type { Database } from '../../db/schema';
import { decide } from '../machine-rules';
import { moneyOnItsWay, NOTHING_TO_GIVE_BACK } from '../money-on-its-way';
import { applyEvent, type EffectsOf, type TransitionResult } from '../transitions';
import { claimPlaces, claimsOf, lockPlaces, netMove, releaseClaims, releaseSomeClaims, type Claim } from './capacity';
import { BookingFullError } from './create';
import { closeBookingPayment, refundBookingPayment } from './payment-effects';

type Trx = Transaction<Database>;

/** What an event brings along for its side effects. */
export interface BookingEventData {
  payment?: { method: string; payNo: string; paidAt: Date };
  /** RESCHEDULE: the new date or slot's places and start (a stay: its new check-out and nights too) */
  move?: { claims: Claim[]; startAt: Date; endAt?: Date; details?: Record<string, unknown> };
}

export type BookingEventResult = TransitionResult & { state?: string; refundFen?: number };

/** The machine's context, rebuilt from the stored row. */
export function bookingContext(row: Record<string, unknown>) {
  return {
    kind: row.kind as BookingKind,
    payFen: Number(row.pay_fen),
    startAt: new Date(row.start_at as string | Date).getTime(),
    hidden: row.hidden_at !== null && row.hidden_at !== undefined,
    reschedules: Number(row.reschedules ?? 0),
  };
}

/** The booking order machine's effects for one event: every action of the machine (a missing one does not compile). */
export function bookingEffects(id: number, event: BookingOrderEvent, data: BookingEventData, refunded: { fen: number }): EffectsOf<typeof bookingOrderMachine> {
  return {
    recordPayment: async (trx) => {
      if (!data.payment) throw new Error('PAY needs payment data');
      await trx
        .updateTable('booking_orders')
        .set({ pay_method: data.payment.method, pay_no: data.payment.payNo, paid_at: data.payment.paidAt })
        .where('id', '=', id)
        .execute();
    },
    releasePlaces: async (trx) => {
      await releaseClaims(trx, id);
    },
    closePayment: (trx) => closeBookingPayment(trx, id),
    // the policy's share of what was paid, at the moment the member asked
    refundPayment: async (trx) => {
      if (event.type !== 'CANCEL_PAID') throw new Error(`refund on ${event.type}`);
      const row = await trx.selectFrom('booking_orders').select(['kind', 'start_at', 'pay_fen']).where('id', '=', id).executeTakeFirstOrThrow();
      const fen = policyRefundFen(row.pay_fen, cancellationPolicy(row.kind, row.start_at.getTime(), event.at));
      refunded.fen = await refundBookingPayment(trx, id, fen, `booking cancelled (${Math.round((fen / row.pay_fen) * 100)} %)`);
      await trx.updateTable('booking_orders').set({ refund_fen: refunded.fen }).where('id', '=', id).execute();
    },
    // claim before release: the new places are taken (all or nothing, BookingFullError rolls the
    // move back) before the old ones go back, so the booking never holds nothing; only the net
    // change per place — a night in both ranges of a stay is kept as it is (capacity.ts netMove)
    movePlaces: async (trx) => {
      if (!data.move) throw new Error('RESCHEDULE needs the new date');
      const move = data.move;
      const old = await claimsOf(trx, id);
      await lockPlaces(trx, [...old, ...move.claims]);
      const net = netMove(old, move.claims);
      if (net.claim.length > 0 && !(await claimPlaces(trx, id, net.claim))) throw new BookingFullError();
      await releaseSomeClaims(trx, id, net.release);
      await trx
        .updateTable('booking_orders')
        .set((eb) => ({
          start_at: move.startAt,
          reschedules: eb('reschedules', '+', 1),
          ...(move.endAt ? { end_at: move.endAt } : {}),
          ...(move.details ? { details: JSON.stringify(move.details) } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },
    hideFromMember: async (trx) => {
      await trx.updateTable('booking_orders').set({ hidden_at: new Date() }).where('id', '=', id).execute();
    },
  };
}

/**
 * THE only way a booking's status changes: lock it, ask machines/booking-order.machine.ts, run
 * the effects it names, save status (and which closed state), append the history row — all in
 * the caller's transaction. A refused event changes nothing.
 */
export async function applyBookingEvent(
  trx: Trx,
  id: number,
  event: BookingOrderEvent,
  /** the sender: `member:<id>`, `staff:<id>`, `provider:<name>`, `timer:<job>` — its kind must be allowed by the transition's meta */
  actor: ActorRef,
  data: BookingEventData = {},
  note?: string,
): Promise<BookingEventResult> {
  const locked = await sql<Record<string, unknown>>`select * from booking_orders where id = ${id} for update`.execute(trx);
  const row = locked.rows[0];
  if (!row) return { ok: false, reason: 'notFound' };
  const decision = decide(bookingOrderMachine, { code: Number(row.status), state: row.state as string }, bookingContext(row), event, actorKind(actor));
  const refunded = { fen: 0 };
  const result = await applyEvent(trx, {
    table: 'booking_orders',
    entity: 'booking',
    id,
    machine: bookingOrderMachine,
    context: bookingContext,
    event,
    actor,
    effects: bookingEffects(id, event, data, refunded),
    ...(note ? { note } : {}),
  });
  if (!result.ok || !decision.allowed) return result;
  // every closed state reads status 3: which one it is is kept beside it (refunding → refunded keeps its closing time)
  if (result.to === BOOKING_STATUS.closed && result.from !== BOOKING_STATUS.closed) {
    await trx.updateTable('booking_orders').set({ closed_reason: decision.state, closed_at: new Date() }).where('id', '=', id).execute();
  } else if (result.to === BOOKING_STATUS.closed && result.fromState !== result.toState) {
    await trx.updateTable('booking_orders').set({ closed_reason: decision.state }).where('id', '=', id).execute();
  }
  // refunding, but no money refund of its payment is on its way (nothing paid through the
  // provider, or the policy's share is nothing): nothing to wait for
  if (result.toState === 'refunding' && result.fromState !== result.toState && !(await moneyOnItsWay(trx, 'booking', id))) {
    await applyBookingEvent(trx, id, { type: 'MONEY_BACK' }, NOTHING_TO_GIVE_BACK, {}, 'nothing was paid back through the payment provider');
  }
  return { ...result, state: decision.state, refundFen: refunded.fen };
}
