import { expect } from 'vitest';
import { ANSWER_OF_METHOD, type PaymentAttemptInput } from '../../../machines/payment-attempt.machine';
import type { MoneyRefundInput } from '../../../machines/money-refund.machine';
import { resendRefundCommand } from '../../../src/cli/staff-commands';
import { expireDueOrders } from '../../../src/server/jobs/expire-orders';
import { ProviderError, type PrepayAnswer } from '../../../src/server/providers/payment/types';
import { postForm } from '../../helpers/test-app';
import { DESKTOP_UA } from '../payment-helpers';
import { call } from '../shop-helpers';
import { GOODS_ORDER_CODES, performOrderEvent, placeOrder, type OrderHandle, type ShopContext } from './goods-order';
import { historyOf, type DomainDriver, type Step } from './harness';
import { MONEY_REFUND_CODES, moneyBackSender, PAYMENT_ATTEMPT_CODES } from './money';
import { payAtProvider, refundCallback } from './provider';
import { scriptProvider, type HeldCall, type ScriptedProvider } from './scripted-provider';

/**
 * The money side: a payment attempt (machines/payment-attempt.machine.ts, a `payments` row) and
 * a money refund (machines/money-refund.machine.ts, a `payment_refunds` row), driven as their
 * senders drive them. The member starts attempts at the pay screen (goPay) and asks how the
 * payment went (query); the provider answers the prepay, calls back signed, says what a query
 * or a refund call learns; the order sweeper expires attempts; the payment work sends refunds,
 * retries them once their pause is over and gives up on them; staff send an escalated one
 * again with the staff command. The provider's answers the path needs are held back and given
 * by the step (scripted-provider.ts).
 */

/** The sandbox's way of paying on a desktop browser: the model's method stands for it, and the model's answers for the fitting one or not. */
const SERVER_METHOD = 'native';
const UNFIT_ANSWER: PrepayAnswer = { payUrl: 'https://sandbox.invalid/pay' };

interface AttemptHandle {
  order: OrderHandle;
  paymentId: number;
  outTradeNo: string;
  input: PaymentAttemptInput;
  /** the member's goPay request, waiting while the provider's prepay answer is held */
  goPay: Promise<{ code: number; msg: string }> | null;
  prepay: HeldCall<PrepayAnswer> | null;
}

const goPay = (ctx: ShopContext, h: { orderNo: string; member: OrderHandle['member'] }) =>
  postForm(ctx.t.app, '/api/member/order/goPay', { order_no: h.orderNo, method: SERVER_METHOD, lang: 'en' }, { ...h.member.headers, 'user-agent': DESKTOP_UA }).then(
    (r) => r.json() as { code: number; msg: string },
  );

async function answered(h: AttemptHandle, expectOk: boolean, what: string) {
  const answer = await h.goPay!;
  h.goPay = null;
  h.prepay = null;
  expect(answer.code === 1, `${what}: goPay answered ${answer.code} "${answer.msg}"`).toBe(expectOk);
}

export function paymentAttemptDriver(ctx: ShopContext & { provider?: ScriptedProvider }): DomainDriver<AttemptHandle, Awaited<ReturnType<typeof observeAttempt>>> {
  const provider = (ctx.provider ??= scriptProvider(ctx.t));
  const { t } = ctx;
  return {
    entity: 'payment',
    codes: PAYMENT_ATTEMPT_CODES,
    async create(input) {
      const order = await placeOrder(ctx, { total: 0, refundDecided: false }, { startPayment: false });
      const held = provider.holdNextPrepay();
      const request = goPay(ctx, order);
      const { outTradeNo, call: prepay } = await held;
      const row = await t.db.selectFrom('payments').select('id').where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
      order.outTradeNo = outTradeNo;
      // a payment its order can no longer take is given back (RA…): held, so the step's state is seen before the money goes back
      provider.holdRefund(`RA${outTradeNo}`);
      return { handle: { order, paymentId: row.id, outTradeNo, input: input as PaymentAttemptInput, goPay: request, prepay }, actor: `member:${order.member.id}` };
    },
    id: (h) => h.paymentId,
    stored: (h) => t.db.selectFrom('payments').select(['status', 'state']).where('id', '=', h.paymentId).executeTakeFirstOrThrow(),
    async perform(h, step) {
      const member = `member:${h.order.member.id}`;
      const query = async () => {
        const answer = await call(t, '/api/member/order/query', { order_no: h.order.orderNo, lang: 'en' }, h.order.member.headers);
        expect(answer.code, `query: ${answer.msg}`).toBe(1);
      };
      switch (step.event.type) {
        case 'PREPAID': {
          const fits = step.event.answer === ANSWER_OF_METHOD[h.input.method];
          h.prepay!.resolve(fits ? h.prepay!.real! : UNFIT_ANSWER);
          await answered(h, fits, `PREPAID (${fits ? 'fitting' : 'unfit'} answer)`);
          return { actor: 'provider:sandbox' };
        }
        case 'PREPAY_FAILED':
          h.prepay!.reject(new ProviderError(500, 'SYSTEM_ERROR', 'the provider is down'));
          await answered(h, false, 'PREPAY_FAILED');
          return { actor: 'provider:sandbox' };
        case 'PAID': {
          const amount = step.event.amount === h.input.amountFen ? h.order.amountFen : Number(step.event.amount);
          const { status } = await payAtProvider(t, h.outTradeNo, amount);
          expect(status, `PAID of ${amount} fen: the callback's answer`).toBe(step.refused ? 400 : 204);
          return { actor: 'provider:sandbox' };
        }
        case 'PAYER_FAILED':
          // the payer's card was declined at the provider; the member's pay screen asks how it went
          expect(await t.sandbox().decline(h.outTradeNo)).toBe(true);
          await query();
          return { actor: 'provider:sandbox' };
        case 'PROVIDER_CLOSED':
          await t.db.updateTable('sandbox_pay_transactions').set({ state: 'CLOSED' }).where('out_trade_no', '=', h.outTradeNo).execute();
          await query();
          return { actor: 'provider:sandbox' };
        case 'CLOSE': {
          // the member starts another attempt for the same order
          const again = await goPay(ctx, h.order);
          expect(again.code, `a new goPay: ${again.msg}`).toBe(1);
          return { actor: member };
        }
        case 'EXPIRE':
          await t.db.updateTable('goods_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', h.order.id).execute();
          await expireDueOrders(t.db);
          return { actor: 'timer:expire-orders' };
        case 'REFUNDED':
          // the member cancels the paid order; the payment work gives the money back at the provider
          await performOrderEvent(ctx, h.order, 'CANCEL', { event: { type: 'CANCEL' }, refused: false });
          await t.services().work.drain();
          return { actor: `system:money-refund:RF${h.outTradeNo}` };
        default:
          throw new Error(`no way to send payment attempt event ${step.event.type} on the server: add it to tests/server/domain-paths/payments.ts`);
      }
    },
    observe: (h) => observeAttempt(ctx, h),
    effects(before, after, step) {
      const did = (action: string) => step.actions.includes(action);
      const at = `${step.event.type} in ${step.from}`;
      // recordTransaction: the provider's transaction number and the time of payment
      if (did('recordTransaction')) expect(after.transaction, `${at}: recordTransaction`).toEqual({ id: expect.stringMatching(/^42\d+/), paidAt: true });
      else expect(after.transaction, `${at}: the transaction (no recordTransaction)`).toEqual(before.transaction);
      // closeAtProvider: its closing at the provider is queued
      expect(after.closing, `${at}: closing queued (closeAtProvider: ${did('closeAtProvider')})`).toBe(did('closeAtProvider') ? true : before.closing);
      expect(after.method, `${at}: method`).toBe(before.method);
      // the money goes back when the order cannot take the payment (it expired meanwhile), or once the member cancels the paid order
      const givenBack = (step.event.type === 'PAID' && step.from === 'expired') || step.event.type === 'REFUNDED';
      expect(after.refunds, `${at}: money refunds of the payment`).toBe(before.refunds + (givenBack ? 1 : 0));
    },
    async finish(h) {
      provider.release(`RA${h.outTradeNo}`);
      const waiting = provider.pendingRefundCall(`RA${h.outTradeNo}`);
      if (waiting) {
        waiting.call.resolve({ outRefundNo: `RA${h.outTradeNo}`, refundId: `50RA${h.paymentId}`, status: 'SUCCESS' });
        await t.services().work.drain();
      }
      if (h.prepay) {
        h.prepay.resolve(h.prepay.real!);
        await h.goPay;
      }
    },
  };
}

async function observeAttempt(ctx: ShopContext, h: AttemptHandle) {
  const row = await ctx.t.db.selectFrom('payments').select(['transaction_id', 'paid_at', 'method', 'amount_fen']).where('id', '=', h.paymentId).executeTakeFirstOrThrow();
  const closing = await ctx.t.db.selectFrom('payment_closes').select('payment_id').where('payment_id', '=', h.paymentId).executeTakeFirst();
  const refunds = await ctx.t.db.selectFrom('payment_refunds').select('out_refund_no').where('payment_id', '=', h.paymentId).execute();
  return {
    transaction: row.transaction_id === null ? null : { id: row.transaction_id, paidAt: row.paid_at !== null },
    closing: closing !== undefined,
    method: row.method,
    amount: row.amount_fen,
    refunds: refunds.length,
  };
}

interface RefundHandle {
  order: OrderHandle;
  refundId: number;
  outRefundNo: string;
}

const PROVIDER_REFUND_ID = (h: RefundHandle) => `50${h.order.id}000${h.refundId}`;

export function moneyRefundDriver(
  ctx: ShopContext & { provider?: ScriptedProvider },
): DomainDriver<RefundHandle, Awaited<ReturnType<typeof observeRefund>>> {
  const provider = (ctx.provider ??= scriptProvider(ctx.t));
  const { t } = ctx;
  const work = () => t.services().work;
  /** the payment work's next call to the provider about the refund: made now when none is waiting */
  const nextCall = async (h: RefundHandle) => {
    if (!provider.pendingRefundCall(h.outRefundNo)) {
      await t.db.updateTable('payment_refunds').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', h.refundId).execute();
      void work().drain();
    }
    return provider.refundCall(h.outRefundNo);
  };
  const answer = (h: RefundHandle, status: 'PROCESSING' | 'SUCCESS' | 'CLOSED') => ({ outRefundNo: h.outRefundNo, refundId: PROVIDER_REFUND_ID(h), status });
  return {
    entity: 'money_refund',
    codes: MONEY_REFUND_CODES,
    async create(input) {
      // the model counts the calls made so far; the payment work's first call is the first
      if ((input as MoneyRefundInput).attempts !== 1) throw new Error('only the first call is replayed: paths of other inputs need the row prepared');
      const order = await placeOrder(ctx, { total: 0, refundDecided: false });
      await performOrderEvent(ctx, order, 'PAY', { event: { type: 'PAY', amount: 0 }, refused: false });
      const outRefundNo = `RF${order.outTradeNo}`;
      provider.holdRefund(outRefundNo);
      // the member cancels the paid order: the money refund is queued and the payment work calls the provider
      await performOrderEvent(ctx, order, 'CANCEL', { event: { type: 'CANCEL' }, refused: false });
      const row = await t.db.selectFrom('payment_refunds').select('id').where('out_refund_no', '=', outRefundNo).executeTakeFirstOrThrow();
      const h = { order, refundId: row.id, outRefundNo };
      await provider.refundCall(outRefundNo);
      return { handle: h, actor: `system:goods_order:${order.id}` };
    },
    id: (h) => h.refundId,
    stored: (h) => t.db.selectFrom('payment_refunds').select(['status', 'state']).where('id', '=', h.refundId).executeTakeFirstOrThrow(),
    async perform(h, step) {
      const type = step.event.type;
      const providerSays = async (status: 'PROCESSING' | 'SUCCESS' | 'CLOSED') => {
        const { call } = await nextCall(h);
        call.resolve(answer(h, status));
        await work().drain();
        return { actor: 'provider:sandbox' };
      };
      if (step.from === 'queued' || step.from === 'sent') {
        if (type === 'ACCEPTED') return providerSays('PROCESSING');
        if (type === 'SUCCEEDED') return providerSays('SUCCESS');
        if (type === 'REFUSED') return providerSays('CLOSED');
        if (type === 'SEND_FAILED') {
          const { call } = await nextCall(h);
          call.reject(step.event.transient ? new ProviderError(503, 'SYSTEM_ERROR', 'try later') : new ProviderError(403, 'NOT_ENOUGH', 'merchant balance too low'));
          await work().drain();
          return { actor: 'system:payment-work' };
        }
      }
      if (step.from === 'failed' && type === 'RETRY') {
        // the pause is over: the payment work's round retries it (and calls the provider again, held)
        await nextCall(h);
        return { actor: 'timer:payment-work' };
      }
      if ((step.from === 'failed' || step.from === 'escalated') && (type === 'SUCCEEDED' || type === 'REFUSED')) {
        // the provider's own callback, while we wait to retry or staff look into it
        expect(await refundCallback(t, h.order.outTradeNo, h.outRefundNo, type === 'SUCCEEDED' ? 'SUCCESS' : 'CLOSED')).toBe(204);
        return { actor: 'provider:sandbox' };
      }
      if (step.from === 'escalated' && type === 'RESEND') {
        const result = await resendRefundCommand(t.db, { staff: ctx.staff.username, refund: h.outRefundNo, remark: 'balance topped up' });
        expect(result.ok, result.lines.join('\n')).toBe(!step.refused);
        return { actor: `staff:${ctx.staff.id}` };
      }
      throw new Error(`no way to send money refund event ${type} in ${step.from} on the server: add it to tests/server/domain-paths/payments.ts`);
    },
    observe: (h) => observeRefund(ctx, h),
    effects(before, after, step, h) {
      const did = (action: string) => step.actions.includes(action);
      const at = `${step.event.type} in ${step.from}`;
      // awaitProvider: the provider's refund number kept, asked again in a minute
      if (did('awaitProvider')) {
        expect({ refundId: after.refundId, sent: after.sent }, `${at}: awaitProvider`).toEqual({ refundId: PROVIDER_REFUND_ID(h), sent: true });
        expect(after.dueInS, `${at}: awaitProvider asks again in 60 s`).toBeGreaterThan(50);
      }
      // finish: the refund number and the time it finished
      expect(after.finished, `${at}: finished (finish: ${did('finish')})`).toBe(did('finish') ? true : before.finished);
      if (did('finish')) expect(after.refundId, `${at}: finish keeps the provider's refund number`).toMatch(/^50/);
      // markPaymentRefunded: the payment attempt is refunded
      expect(after.payment, `${at}: the payment (markPaymentRefunded: ${did('markPaymentRefunded')})`).toBe(did('markPaymentRefunded') ? PAYMENT_ATTEMPT_CODES.refunded : before.payment);
      // scheduleRetry: the error noted, the next try after a pause
      if (did('scheduleRetry')) {
        expect(after.error, `${at}: scheduleRetry notes the error`).not.toBe('');
        expect(after.dueInS, `${at}: scheduleRetry waits`).toBeGreaterThan(20);
      }
      // tellOrderMoneyBack: the order this money paid for learns it is back — its MONEY_BACK, sent by
      // this money refund in the same transaction: 6 cancelledRefunding → 6 cancelled, one history row
      const waiting = { status: GOODS_ORDER_CODES.cancelledRefunding!, state: 'cancelledRefunding' };
      expect(before.order, `${at}: the order waits for its money`).toEqual(waiting);
      expect(after.order, `${at}: the order (tellOrderMoneyBack: ${did('tellOrderMoneyBack')})`).toEqual(
        did('tellOrderMoneyBack') ? { status: GOODS_ORDER_CODES.cancelled!, state: 'cancelled' } : waiting,
      );
      expect(after.orderHistory.slice(0, before.orderHistory.length), `${at}: the order's earlier history`).toEqual(before.orderHistory);
      expect(after.orderHistory.slice(before.orderHistory.length), `${at}: the order's new history (tellOrderMoneyBack)`).toEqual(
        did('tellOrderMoneyBack')
          ? [{ from_status: waiting.status, from_state: waiting.state, to_status: GOODS_ORDER_CODES.cancelled!, to_state: 'cancelled', event: 'MONEY_BACK', actor: moneyBackSender(h.outRefundNo) }]
          : [],
      );
      // alertStaff: an error line for a person to handle
      expect(after.alerts, `${at}: staff alerted (alertStaff: ${did('alertStaff')})`).toBe(before.alerts + (did('alertStaff') ? 1 : 0));
      // resetAttempts: counted from zero, due at once
      if (did('resetAttempts')) expect({ attempts: after.attempts, due: after.dueInS <= 0 }, `${at}: resetAttempts`).toEqual({ attempts: 0, due: true });
      expect(after.amount, `${at}: the amount`).toBe(before.amount);
    },
    async finish(h) {
      provider.release(h.outRefundNo);
      const waiting = provider.pendingRefundCall(h.outRefundNo);
      if (waiting) {
        waiting.call.resolve(answer(h, 'SUCCESS'));
        await work().drain();
      }
    },
  };
}

async function observeRefund(ctx: ShopContext, h: RefundHandle) {
  const row = await ctx.t.db.selectFrom('payment_refunds').selectAll().where('id', '=', h.refundId).executeTakeFirstOrThrow();
  const payment = await ctx.t.db.selectFrom('payments').select('status').where('id', '=', row.payment_id).executeTakeFirstOrThrow();
  const alerts = ctx.t.logs.filter((l) => l.level >= 50 && l.out_refund_no === h.outRefundNo && /by hand/.test(String(l.msg))).length;
  const order = await ctx.t.db.selectFrom('goods_orders').select(['status', 'state']).where('id', '=', h.order.id).executeTakeFirstOrThrow();
  return {
    order,
    orderHistory: await historyOf(ctx.t.db, 'goods_order', h.order.id),
    amount: row.amount_fen,
    refundId: row.refund_id,
    sent: row.sent_at !== null,
    finished: row.finished_at !== null,
    error: row.last_error,
    attempts: row.attempts,
    dueInS: Math.round((row.next_attempt_at.getTime() - Date.now()) / 1000),
    payment: payment.status,
    alerts,
  };
}

export type { Step };
