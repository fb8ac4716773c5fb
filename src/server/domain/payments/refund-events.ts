import { sql } from 'kysely';
import { moneyRefundBackoffS, moneyRefundMachine, type MoneyRefundEvent } from '../../../../machines/money-refund.machine';
import type { Db } from '../../db/database';
import type { ProviderRefund } from '../../providers/payment/types';
import type { ActorRef } from '../../../../machines/meta';
import { tellOrderMoneyBack } from '../money-back';
import { appendAudit, type StaffActor } from '../staff-audit';
import { applyEvent, type EffectsOf, type TransitionResult } from '../transitions';
import { applyAttemptEvent } from './attempt-events';
import type { Trx } from './payables';

/**
 * The one way a money refund's status changes: an event through
 * machines/money-refund.machine.ts by `applyEvent` (row lock → the machine's decision → its
 * effects → status → a history row, entity 'money_refund'), in the caller's transaction. Its
 * success marks the payment refunded through the payment attempt machine, in the same
 * transaction.
 */
export interface RefundEventData {
  /** what the provider answered: its refund number */
  provider?: ProviderRefund;
  /** SEND_FAILED, REFUSED: what went wrong, for the row and for staff */
  error?: string;
  note?: string;
}

export type RefundEventResult = TransitionResult & { escalated?: boolean };

export async function applyMoneyRefundEvent(trx: Trx, refundId: number, event: MoneyRefundEvent, actor: ActorRef, data: RefundEventData = {}): Promise<RefundEventResult> {
  const outcome = { escalated: false };
  const result = await applyEvent(trx, {
    table: 'payment_refunds',
    entity: 'money_refund',
    id: refundId,
    machine: moneyRefundMachine,
    context: (row) => ({ attempts: Number(row.attempts) }),
    event,
    actor,
    ...(data.note || data.error ? { note: (data.note ?? data.error ?? '').slice(0, 200) } : {}),
    effects: moneyRefundEffects(refundId, data, outcome),
  });
  return result.ok ? { ...result, escalated: outcome.escalated } : result;
}

/**
 * The money refund machine's effects for one event: every action of the machine (a missing one
 * does not compile). `alertStaff` sets `outcome.escalated`.
 */
export function moneyRefundEffects(refundId: number, data: RefundEventData, outcome: { escalated: boolean }): EffectsOf<typeof moneyRefundMachine> {
  const set = (values: Record<string, unknown>) => (t: Trx) => t.updateTable('payment_refunds').set(values).where('id', '=', refundId).execute();
  const refundNo = data.provider?.refundId ? { refund_id: data.provider.refundId } : {};
  return {
    awaitProvider: async (t) => {
      await set({ ...refundNo, last_error: '', sent_at: sql`coalesce(sent_at, now())`, next_attempt_at: sql`now() + interval '60 seconds'` })(t);
    },
    finish: async (t) => {
      await set({ ...refundNo, last_error: (data.error ?? '').slice(0, 200), sent_at: sql`coalesce(sent_at, now())`, finished_at: new Date() })(t);
    },
    // the order or booking this money was for: refunded now that it is back (its MONEY_BACK)
    tellOrderMoneyBack: async (t) => {
      const row = await t.selectFrom('payment_refunds').select(['payment_id', 'out_refund_no']).where('id', '=', refundId).executeTakeFirstOrThrow();
      await tellOrderMoneyBack(t, row.payment_id, row.out_refund_no);
    },
    markPaymentRefunded: async (t) => {
      const row = await t.selectFrom('payment_refunds').select(['payment_id', 'out_refund_no']).where('id', '=', refundId).executeTakeFirstOrThrow();
      // a payment already marked refunded stays so; the machine refuses the repeat
      await applyAttemptEvent(t, row.payment_id, { type: 'REFUNDED' }, `system:money-refund:${row.out_refund_no}`);
    },
    scheduleRetry: async (t) => {
      await set({ last_error: (data.error ?? '').slice(0, 200), next_attempt_at: sql`now() + make_interval(secs => ${moneyRefundBackoffS(await attemptsOf(t, refundId))})` })(t);
    },
    alertStaff: async (t) => {
      outcome.escalated = true;
      if (data.error) await set({ last_error: data.error.slice(0, 200) })(t);
    },
    resetAttempts: async (t) => {
      await set({ attempts: 0, last_error: '', next_attempt_at: new Date() })(t);
    },
  };
}

async function attemptsOf(trx: Trx, refundId: number): Promise<number> {
  const row = await trx.selectFrom('payment_refunds').select('attempts').where('id', '=', refundId).executeTakeFirstOrThrow();
  return row.attempts;
}

/** The machine's event for what the provider says of a refund. */
export function eventOfProviderRefund(refund: ProviderRefund): MoneyRefundEvent {
  switch (refund.status) {
    case 'SUCCESS':
      return { type: 'SUCCEEDED' };
    case 'PROCESSING':
      return { type: 'ACCEPTED' };
    case 'CLOSED':
    case 'ABNORMAL':
      return { type: 'REFUSED' };
  }
}

export type ResendOutcome = { ok: true; outRefundNo: string } | { ok: false; key: 'payment.moneyRefundNotFound' | 'payment.moneyRefundNotEscalated' };

/**
 * Staff send an escalated refund again (RESEND), after fixing its cause: it is queued with its
 * calls counted from zero and the payment work sends it — with the same out_refund_no, so the
 * provider cannot pay it twice. The audit row (`moneyRefund.retry`) is written in the same transaction.
 */
export async function resendMoneyRefund(db: Db, actor: StaffActor, outRefundNo: string, remark = ''): Promise<ResendOutcome> {
  return db.transaction().execute(async (trx): Promise<ResendOutcome> => {
    const row = await trx.selectFrom('payment_refunds').select('id').where('out_refund_no', '=', outRefundNo).executeTakeFirst();
    if (!row) return { ok: false, key: 'payment.moneyRefundNotFound' };
    const result = await applyMoneyRefundEvent(trx, row.id, { type: 'RESEND' }, `staff:${actor.id}`, { note: remark });
    if (!result.ok) return { ok: false, key: 'payment.moneyRefundNotEscalated' };
    await appendAudit(trx, actor, { action: 'moneyRefund.retry', object: `money_refund:${outRefundNo}`, before: result.fromState, after: result.toState, reason: remark });
    return { ok: true, outRefundNo };
  });
}
