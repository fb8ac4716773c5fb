import { expect } from 'vitest';
import type { PaymentApp } from '../payment-helpers';
import type { HistoryRow, Step } from './harness';
import { refundCallback } from './provider';
import type { ScriptedProvider } from './scripted-provider';

/**
 * The money refund of a goods order or booking, as the order's paths see it ("refunded" means
 * the money came back, issue 12 §1). A refund decision (refundPayment) queues a money refund of
 * the payment that paid the order — its CREATE history row naming the order — and the order
 * waits (goods order 25 refunding or 6 cancelledRefunding, booking 3 refunding). The provider's
 * answer to the payment work's call about it is held (scripted-provider.ts: every refund of the
 * order's attempt) until the path's MONEY_BACK step gives it: its success is the money refund's
 * SUCCEEDED, whose actions (finish, tellOrderMoneyBack, markPaymentRefunded) send the order
 * MONEY_BACK — sender system:money-refund:<out_refund_no> — and mark the payment refunded, all in
 * one transaction.
 */

/** The stored codes of a payment attempt (migration 0018: created … refunded). */
export const PAYMENT_ATTEMPT_CODES: Record<string, number> = { created: 0, awaitingProvider: 1, paid: 2, failed: 3, closed: 4, expired: 5, refunded: 6 };
/** The stored codes of a money refund (migration 0018: queued … escalated). */
export const MONEY_REFUND_CODES: Record<string, number> = { queued: 0, sent: 1, succeeded: 2, failed: 3, escalated: 4 };

export type MoneyEntity = 'goods_order' | 'booking';

/**
 * How the provider's success reaches the server in a MONEY_BACK step: its answer to the payment
 * work's call (`work`), or — once it accepted the refund (PROCESSING) — its signed
 * REFUND.SUCCESS callback (`callback`).
 */
export type MoneyBackVia = 'work' | 'callback';

/** A cancel's money refund is numbered RF + the paid attempt's out_trade_no (an approved refund request lends its own number). */
export const cancelRefundNo = (outTradeNo: string) => `RF${outTradeNo}`;

/** The sender of the order's MONEY_BACK and of its payment's REFUNDED: the money refund whose success it is. */
export const moneyBackSender = (outRefundNo: string) => `system:money-refund:${outRefundNo}`;

export interface MoneyContext {
  t: PaymentApp;
  provider: ScriptedProvider;
}

/** The money refund of the attempt `outTradeNo`, if one was queued. */
const moneyRefundOf = (t: PaymentApp, outTradeNo: string) =>
  t.db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.out_refund_no', 'r.state'])
    .where('p.out_trade_no', '=', outTradeNo)
    .executeTakeFirst();

/**
 * The provider answers the payment work's held call about the money refund (`SUCCESS`: the money
 * is back; `PROCESSING`: accepted). When the work has not called yet — a row written while the
 * path's clock was elsewhere reads as due later — its next round is now.
 */
async function providerAnswersRefund(ctx: MoneyContext, refund: { id: number; out_refund_no: string }, status: 'SUCCESS' | 'PROCESSING'): Promise<void> {
  const work = ctx.t.services().work;
  if (!ctx.provider.pendingRefundCall(refund.out_refund_no)) {
    await ctx.t.db.updateTable('payment_refunds').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', refund.id).where('state', '=', 'queued').execute();
    void work.drain();
  }
  const { call } = await ctx.provider.refundCall(refund.out_refund_no);
  call.resolve({ outRefundNo: refund.out_refund_no, refundId: `50${refund.out_refund_no}`.slice(0, 32), status });
  await work.drain();
}

/**
 * A MONEY_BACK step: the provider gives the money of the attempt's queued money refund back, by
 * its answer to the payment work's held call or by its signed REFUND.SUCCESS callback once it
 * accepted the refund. Answers the sender the order's MONEY_BACK row must name.
 */
export async function providerGivesMoneyBack(ctx: MoneyContext, outTradeNo: string, via: MoneyBackVia): Promise<{ actor: string }> {
  const refund = await moneyRefundOf(ctx.t, outTradeNo);
  expect(refund?.state, `MONEY_BACK: a money refund of ${outTradeNo} waits at the provider`).toBe('queued');
  if (via === 'work') {
    await providerAnswersRefund(ctx, refund!, 'SUCCESS');
  } else {
    await providerAnswersRefund(ctx, refund!, 'PROCESSING');
    expect(await refundCallback(ctx.t, outTradeNo, refund!.out_refund_no, 'SUCCESS'), 'the REFUND.SUCCESS callback').toBe(204);
  }
  return { actor: moneyBackSender(refund!.out_refund_no) };
}

/**
 * Ends what a path left with the provider: a money refund still queued has the payment work's
 * call held — the provider says SUCCESS, so the work is free for the next path.
 */
export async function settleMoneyRefund(ctx: MoneyContext, outTradeNo: string): Promise<void> {
  const refund = await moneyRefundOf(ctx.t, outTradeNo);
  if (refund?.state === 'queued') await providerAnswersRefund(ctx, refund, 'SUCCESS');
  ctx.provider.releaseRefundsOf(outTradeNo);
  if (refund) ctx.provider.release(refund.out_refund_no);
}

/** The order's money refunds, their history rows, and the REFUNDED rows of its payment attempts. */
export async function observeMoneyBack(t: PaymentApp, entity: MoneyEntity, id: number) {
  const refunds = await t.db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.out_refund_no', 'r.amount_fen', 'r.state', 'p.out_trade_no'])
    .where('p.entity', '=', entity)
    .where('p.entity_id', '=', id)
    .orderBy('r.id')
    .execute();
  const rows = (kind: string, ids: number[]) =>
    t.db
      .selectFrom('status_history')
      .select(['from_status', 'from_state', 'to_status', 'to_state', 'event', 'actor'])
      .where('entity', '=', kind)
      .where('entity_id', 'in', [0, ...ids])
      .orderBy('id')
      .execute() as Promise<HistoryRow[]>;
  const history = await rows('money_refund', refunds.map((r) => r.id));
  const attempts = await t.db.selectFrom('payments').select('id').where('entity', '=', entity).where('entity_id', '=', id).execute();
  const refunded = (await rows('payment', attempts.map((a) => a.id))).filter((row) => row.event === 'REFUNDED');
  return { refunds, history, refunded };
}
export type MoneyBackObservation = Awaited<ReturnType<typeof observeMoneyBack>>;

/**
 * The money side of an order step: refundPayment queues one money refund of `amountFen` (CREATE,
 * sent by the order); MONEY_BACK comes with the provider's success of it — exactly its rows to
 * succeeded (the provider's: SUCCEEDED, after ACCEPTED when it came by callback) and the
 * payment's REFUNDED row (sent by the money refund). Anything else leaves the money refunds and their history as they were.
 */
export function moneyBackEffects(
  before: MoneyBackObservation,
  after: MoneyBackObservation,
  step: Step,
  order: { entity: MoneyEntity; id: number; amountFen: number; via: MoneyBackVia; /** the number a refund queued by this step must have */ outRefundNo: string },
): void {
  const at = `${step.event.type} in ${step.from}`;
  const queues = step.actions.includes('refundPayment');
  const back = step.event.type === 'MONEY_BACK';
  const waiting = before.refunds.filter((r) => r.state === 'queued');
  if (back) expect(waiting.map((r) => r.out_refund_no), `${at}: the money refund that waited`).toHaveLength(1);
  const succeeded = back ? waiting[0]!.out_refund_no : '';
  expect(after.refunds.slice(0, before.refunds.length), `${at}: earlier money refunds (MONEY_BACK: the one that waited succeeded)`).toEqual(
    before.refunds.map((r) => (back && r.out_refund_no === succeeded ? { ...r, state: 'succeeded' } : r)),
  );
  expect(
    after.refunds.slice(before.refunds.length).map(({ out_refund_no, amount_fen, state }) => ({ out_refund_no, amount_fen, state })),
    `${at}: money refunds queued (refundPayment: ${queues})`,
  ).toEqual(queues ? [{ out_refund_no: order.outRefundNo, amount_fen: order.amountFen, state: 'queued' }] : []);

  expect(after.history.slice(0, before.history.length), `${at}: earlier money refund history`).toEqual(before.history);
  const row = (from: string | null, to: string, event: string, actor: string): HistoryRow => ({
    from_status: from === null ? null : MONEY_REFUND_CODES[from]!, from_state: from, to_status: MONEY_REFUND_CODES[to]!, to_state: to, event, actor,
  });
  const expected: HistoryRow[] = [];
  if (queues) expected.push(row(null, 'queued', 'CREATE', `system:${order.entity}:${order.id}`));
  if (back && order.via === 'work') expected.push(row('queued', 'succeeded', 'SUCCEEDED', 'provider:sandbox'));
  if (back && order.via === 'callback') expected.push(row('queued', 'sent', 'ACCEPTED', 'provider:sandbox'), row('sent', 'succeeded', 'SUCCEEDED', 'provider:sandbox'));
  expect(after.history.slice(before.history.length), `${at}: the money refund's new history rows`).toEqual(expected);

  expect(after.refunded.slice(0, before.refunded.length), `${at}: earlier REFUNDED rows`).toEqual(before.refunded);
  expect(after.refunded.slice(before.refunded.length), `${at}: the payment marked refunded (the money refund's markPaymentRefunded)`).toEqual(
    back
      ? [{ from_status: PAYMENT_ATTEMPT_CODES.paid!, from_state: 'paid', to_status: PAYMENT_ATTEMPT_CODES.refunded!, to_state: 'refunded', event: 'REFUNDED', actor: moneyBackSender(succeeded) }]
      : [],
  );
}
