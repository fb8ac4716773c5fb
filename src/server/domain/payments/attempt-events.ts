import {
  OPEN_ATTEMPT_STATUSES,
  PAYMENT_ATTEMPT_STATUS,
  paymentAttemptMachine,
  type PaymentAttemptEvent,
  type PaymentAttemptState,
} from '../../../../machines/payment-attempt.machine';
import type { AttemptState } from '../../../contract/payment';
import type { ActorRef } from '../../../../machines/meta';
import { applyEvent, type EffectsOf, type TransitionResult } from '../transitions';
import type { Trx } from './payables';

/**
 * The one way a payment attempt's status changes: an event through
 * machines/payment-attempt.machine.ts by `applyEvent` (row lock → the machine's decision → its
 * effects → status → a history row, entity 'payment'), in the caller's transaction. An event
 * the machine does not allow — a second success for a paid attempt, a failure after it was
 * closed — changes nothing and writes no history.
 */
export interface AttemptEventData {
  /** PAID: the provider's transaction */
  transaction?: { id: string; paidAt: Date };
  note?: string;
}

export async function applyAttemptEvent(trx: Trx, paymentId: number, event: PaymentAttemptEvent, actor: ActorRef, data: AttemptEventData = {}): Promise<TransitionResult> {
  return applyEvent(trx, {
    table: 'payments',
    entity: 'payment',
    id: paymentId,
    machine: paymentAttemptMachine,
    context: (row) => ({ method: row.method, amountFen: Number(row.amount_fen) }),
    event,
    actor,
    ...(data.note ? { note: data.note.slice(0, 200) } : {}),
    effects: attemptEffects(paymentId, data),
  });
}

/** The payment attempt machine's effects for one event: every action of the machine (a missing one does not compile). */
export function attemptEffects(paymentId: number, data: AttemptEventData): EffectsOf<typeof paymentAttemptMachine> {
  return {
    recordTransaction: async (t) => {
      if (!data.transaction) throw new Error('PAID without the provider transaction');
      await t.updateTable('payments').set({ transaction_id: data.transaction.id, paid_at: data.transaction.paidAt }).where('id', '=', paymentId).execute();
    },
    closeAtProvider: async (t) => {
      await t.insertInto('payment_closes').values({ payment_id: paymentId }).onConflict((oc) => oc.column('payment_id').doNothing()).execute();
    },
  };
}

/** The attempts of a payable that are still open (created, or awaiting the payer), oldest first. */
export async function openAttempts(trx: Trx, entity: string, entityId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('payments')
    .select('id')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('status', 'in', [...OPEN_ATTEMPT_STATUSES])
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** What the member's API says of an attempt (contract ATTEMPT_STATES): an open attempt is `created`, an expired one `closed`. */
const API_STATE: Record<PaymentAttemptState, AttemptState> = {
  created: 'created',
  awaitingProvider: 'created',
  paid: 'paid',
  failed: 'failed',
  closed: 'closed',
  expired: 'closed',
  refunded: 'refunded',
};
const STATE_OF_CODE = new Map(Object.entries(PAYMENT_ATTEMPT_STATUS).map(([state, code]) => [code as number, state as PaymentAttemptState]));

export function apiAttemptState(status: number): AttemptState {
  const state = STATE_OF_CODE.get(status);
  if (!state) throw new Error(`payment attempt: no state has status ${status}`);
  return API_STATE[state];
}
