import { sql } from 'kysely';
import { ProviderError } from '../../providers/payment/types';
import type { PaymentDeps } from './deps';
import { MONEY_REFUND_STATUS } from '../../../../machines/money-refund.machine';
import { applyMoneyRefundEvent } from './refund-events';
import { applyRefundState } from './refunds';
import { refreshAttempt } from './state';

/**
 * The provider calls that must wait until a transaction has committed: closing attempts and
 * sending refunds. The rows are the queue; any instance may claim one (`FOR UPDATE SKIP
 * LOCKED`, then a lease by moving next_attempt_at), call the provider, and write the outcome.
 * A transient failure is tried again with a growing pause; a permanent one is logged for a
 * person. Both provider calls are idempotent (out_trade_no, out_refund_no), so a lease that
 * ran out while a call was in flight costs nothing but a second identical call.
 */
const LEASE = sql`now() + interval '2 minutes'`;
const MAX_ATTEMPTS = 12;
/** the refunds the work sends or asks about: queued, sent (the provider has it), failed (to retry) */
const REFUND_WORK = [MONEY_REFUND_STATUS.queued, MONEY_REFUND_STATUS.sent, MONEY_REFUND_STATUS.failed];
const PER_DRAIN = 50;
/** orders may commit a moment after their effect woke us (PostgreSQL): look again then */
const WAKE_DELAYS_MS = [0, 1_000, 5_000];

type Claimed = { id: number; attempts: number; out_trade_no: string };

export interface PaymentWork {
  drain(): Promise<void>;
  wake(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

const backoff = (attempts: number) => new Date(Date.now() + Math.min(30_000 * 2 ** (attempts - 1), 3_600_000));
const errorText = (err: unknown) => (err instanceof ProviderError ? `${err.status} ${err.code}` : String((err as Error).message ?? err)).slice(0, 200);
/** the attempt is already over at the provider: nothing left to close */
const CLOSED_ALREADY = new Set(['ORDER_NOT_EXIST', 'ORDERNOTEXIST', 'ORDER_CLOSED', 'ORDERCLOSED']);
const PAID_ALREADY = new Set(['ORDERPAID', 'ORDER_PAID', 'TRADE_ERROR']);

export function createPaymentWork(deps: PaymentDeps): PaymentWork {
  let running: Promise<void> | null = null;
  let again = false;
  let interval: NodeJS.Timeout | null = null;
  const timers = new Set<NodeJS.Timeout>();

  async function claimClose(): Promise<Claimed | undefined> {
    const rows = await sql<Claimed>`update payment_closes c set attempts = c.attempts + 1, next_attempt_at = ${LEASE}
      from payments p
      where p.id = c.payment_id and c.payment_id = (select payment_id from payment_closes where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at limit 1 for update skip locked)
      returning c.payment_id as id, c.attempts, p.out_trade_no`.execute(deps.db);
    return rows.rows[0];
  }

  async function claimRefund(): Promise<(Claimed & { out_refund_no: string; status: number; amount_fen: number; total_fen: number; reason: string }) | undefined> {
    const rows = await sql<Claimed & { out_refund_no: string; status: number; amount_fen: number; total_fen: number; reason: string }>`
      update payment_refunds r set attempts = r.attempts + 1, next_attempt_at = ${LEASE}
      from payments p
      where p.id = r.payment_id and r.id = (select id from payment_refunds where status in (${sql.join(REFUND_WORK)}) and next_attempt_at <= now()
        order by next_attempt_at limit 1 for update skip locked)
      returning r.id, r.attempts, p.out_trade_no, r.out_refund_no, r.status, r.amount_fen, r.total_fen, r.reason`.execute(deps.db);
    return rows.rows[0];
  }

  async function closeOne(job: Claimed) {
    try {
      await deps.provider.close(job.out_trade_no);
    } catch (err) {
      const code = err instanceof ProviderError ? err.code : '';
      if (PAID_ALREADY.has(code)) {
        // paid just before it closed: settling it now refunds it (its order no longer takes it)
        await refreshAttempt(deps, job.out_trade_no);
      } else if (!CLOSED_ALREADY.has(code)) {
        return retryOrGiveUpClose(job, err);
      }
    }
    await deps.db.updateTable('payment_closes').set({ status: 'done', done_at: new Date(), last_error: '' }).where('payment_id', '=', job.id).execute();
  }

  /**
   * One refund's turn, each change through the money refund machine: a failed one is retried
   * first (RETRY, the timer's), then sent — or, once the provider has it, asked about — and
   * what the provider says applied (ACCEPTED, SUCCEEDED, REFUSED), or the failure (SEND_FAILED:
   * retried later, or escalated to staff when it is final or the calls ran out).
   */
  async function refundOne(job: NonNullable<Awaited<ReturnType<typeof claimRefund>>>) {
    const actor = `provider:${deps.provider.name}` as const;
    if (job.status === MONEY_REFUND_STATUS.failed) {
      const retried = await deps.db.transaction().execute((trx) => applyMoneyRefundEvent(trx, job.id, { type: 'RETRY' }, 'timer:payment-work', { note: `try ${job.attempts}` }));
      if (!retried.ok) return;
    }
    let answer;
    try {
      answer =
        job.status === MONEY_REFUND_STATUS.sent
          ? await deps.provider.queryRefund(job.out_refund_no)
          : await deps.provider.refund({ outTradeNo: job.out_trade_no, outRefundNo: job.out_refund_no, amountFen: job.amount_fen, totalFen: job.total_fen, reason: job.reason, notifyUrl: deps.notifyUrl() });
      if (!answer) throw new ProviderError(404, 'RESOURCE_NOT_EXISTS', 'the provider does not know the refund');
    } catch (err) {
      const transient = !(err instanceof ProviderError) || err.transient;
      const error = errorText(err);
      const failed = await deps.db.transaction().execute((trx) => applyMoneyRefundEvent(trx, job.id, { type: 'SEND_FAILED', transient }, 'system:payment-work', { error }));
      const log = { table: 'payment_refunds', out_trade_no: job.out_trade_no, out_refund_no: job.out_refund_no, attempts: job.attempts, error };
      if (failed.ok && failed.escalated) deps.log.error(log, 'payment provider call failed for good: handle it by hand');
      else deps.log.warn(log, 'payment provider call failed: will try again');
      return;
    }
    const provided = answer;
    if (job.status === MONEY_REFUND_STATUS.sent && provided.status === 'PROCESSING') {
      // still with the provider: ask again in a minute (no change of state, no history)
      await deps.db.updateTable('payment_refunds').set({ next_attempt_at: sql`now() + interval '60 seconds'`, last_error: '' }).where('id', '=', job.id).execute();
      return;
    }
    const outcome = await deps.db.transaction().execute((trx) => applyRefundState(trx, provided, actor));
    if (outcome?.escalated) deps.log.error({ out_trade_no: job.out_trade_no, out_refund_no: job.out_refund_no, status: provided.status }, 'refund did not go through: handle it by hand');
  }

  /** A closing call that failed: tried again after its pause, or left to staff when it is final or the tries are spent. */
  async function retryOrGiveUpClose(job: Claimed, err: unknown) {
    const transient = !(err instanceof ProviderError) || err.transient;
    const giveUp = !transient || job.attempts >= MAX_ATTEMPTS;
    const error = errorText(err);
    await deps.db
      .updateTable('payment_closes')
      .set(giveUp ? { status: 'failed', last_error: error } : { last_error: error, next_attempt_at: backoff(job.attempts) })
      .where('payment_id', '=', job.id)
      .execute();
    const log = { table: 'payment_closes', out_trade_no: job.out_trade_no, attempts: job.attempts, error };
    if (giveUp) deps.log.error(log, 'payment provider call failed for good: handle it by hand');
    else deps.log.warn(log, 'payment provider call failed: will try again');
  }

  async function drainOnce() {
    for (let i = 0; i < PER_DRAIN; i++) {
      const close = await claimClose();
      if (close) await closeOne(close);
      const refund = await claimRefund();
      if (refund) await refundOne(refund);
      if (!close && !refund) return;
    }
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const safeDrain = () => void drain().catch((err: unknown) => deps.log.error({ error: errorText(err) }, 'payment work failed'));

  return {
    drain,
    wake() {
      for (const delay of WAKE_DELAYS_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          safeDrain();
        }, delay);
        timer.unref();
        timers.add(timer);
      }
    },
    start(intervalMs) {
      interval = setInterval(safeDrain, intervalMs);
      interval.unref();
    },
    async stop() {
      if (interval) clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running?.catch(() => {});
    },
  };
}
