import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONEY_REFUND_MAX_ATTEMPTS } from '../../machines/money-refund.machine';
import { createStaff } from '../../src/server/domain/staff';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { resendMoneyRefund } from '../../src/server/domain/payments/refund-events';
import { settleRefund } from '../../src/server/domain/payments/refunds';
import { markAttempt } from '../../src/server/domain/payments/settle';
import { ProviderError } from '../../src/server/providers/payment/types';
import { encryptResource, nonce, signAnswer, unixNow } from '../../src/server/providers/payment/wechat-crypto';
import { goPay, member, orderOf, paymentApp, paymentsOf, postNotification, unpaidOrder, type PaymentApp } from './payment-helpers';

/**
 * The money side moves only through its machines (issue 12 §1): a payment attempt
 * (machines/payment-attempt.machine.ts) and a money refund at the provider
 * (machines/money-refund.machine.ts) change status by `applyEvent`, each change one history row
 * with its sender — and what the machine refuses (a repeated or forged success, a failure
 * after the attempt was closed) changes nothing and writes nothing.
 */
let t: PaymentApp;
let staffId: number;
beforeAll(async () => {
  t = await paymentApp();
  const created = await createStaff(t.db, { username: 'money-desk', name: 'Money desk', password: 'correct horse battery' });
  if (!created.ok) throw new Error(created.problem);
  staffId = created.staff.id;
});
afterAll(async () => t.close());

/** The history of one money row, from its creation. */
const historyOf = (entity: 'payment' | 'money_refund', id: number) =>
  t.db
    .selectFrom('status_history')
    .select(['from_state', 'to_state', 'event', 'actor'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

/** A TRANSACTION.SUCCESS the sandbox signs, under a notification id of its own (not a redelivery). */
function successNotification(outTradeNo: string, amountFen: number) {
  const sandbox = t.sandbox();
  const transaction = {
    mchid: sandbox.mchId,
    out_trade_no: outTradeNo,
    transaction_id: `42${outTradeNo}`,
    trade_state: 'SUCCESS',
    success_time: new Date().toISOString(),
    amount: { total: amountFen, currency: 'CNY' },
  };
  const body = JSON.stringify({
    id: nonce(20),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    resource: encryptResource(JSON.stringify(transaction), sandbox.apiV3Key, 'transaction', 'transaction'),
  });
  return { headers: { 'content-type': 'application/json', ...signAnswer(body, sandbox.serial, sandbox.privateKey, String(unixNow())) }, body };
}

/** An unpaid order with an open sandbox attempt; `paidAtGateway`: the payer approved it (no callback delivered yet). */
async function openAttempt(paidAtGateway = true) {
  const payer = await member(t.db);
  const order = await unpaidOrder(t.db, payer.id);
  const started = await goPay(t, payer.token, order.order_no);
  expect(started.code, started.msg).toBe(1);
  const outTradeNo = started.data.out_trade_no as string;
  if (paidAtGateway) {
    await t.db.updateTable('sandbox_pay_transactions').set({ state: 'SUCCESS', transaction_id: `42${outTradeNo}`, paid_at: new Date() }).where('out_trade_no', '=', outTradeNo).execute();
  }
  const payment = (await paymentsOf(t.db, order.id))[0]!;
  return { payer, order, outTradeNo, payment };
}

const moneyRefundOf = (outRefundNo: string) => t.db.selectFrom('payment_refunds').selectAll().where('out_refund_no', '=', outRefundNo).executeTakeFirstOrThrow();
/** the refund's pause is over: the next round of the payment work takes it */
const due = (id: number) => t.db.updateTable('payment_refunds').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();

describe('payment attempts', () => {
  it('is paid once: a forged second success (a notification id of its own) is refused by the machine and writes no second history row', async () => {
    const { payer, order, outTradeNo, payment } = await openAttempt();
    expect((await postNotification(t, successNotification(outTradeNo, order.amount_fen))).statusCode).toBe(204);
    expect((await postNotification(t, successNotification(outTradeNo, order.amount_fen))).statusCode).toBe(204);

    expect(await historyOf('payment', payment.id)).toEqual([
      { from_state: null, to_state: 'created', event: 'CREATE', actor: `member:${payer.id}` },
      { from_state: 'created', to_state: 'awaitingProvider', event: 'PREPAID', actor: 'provider:sandbox' },
      { from_state: 'awaitingProvider', to_state: 'paid', event: 'PAID', actor: 'provider:sandbox' },
    ]);
    expect((await paymentsOf(t.db, order.id)).map((p) => [p.status, p.state, p.transaction_id])).toEqual([[2, 'paid', `42${outTradeNo}`]]);
    const outcomes = await t.db.selectFrom('payment_notifications').select('outcome').where('out_trade_no', '=', outTradeNo).orderBy('id').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['applied', 'alreadyPaid']);
    expect((await orderOf(t.db, order.id)).status).toBe(10);
  });

  it('closed with its order: a late failure is refused, a late success is recorded and its money given back, a repeat after that changes nothing', async () => {
    const { payer, order, outTradeNo, payment } = await openAttempt();
    await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, `member:${payer.id}`));
    await t.services().work.drain();

    // a query's PAYERROR after the close: the machine has no such move from closed
    expect(await markAttempt(t.services().deps, outTradeNo, 'failed')).toBe(false);
    // the money was taken after all: recorded, then refunded because the order no longer takes it
    expect((await postNotification(t, successNotification(outTradeNo, order.amount_fen))).statusCode).toBe(204);
    await t.services().work.drain();
    // and once more, forged: the attempt is refunded, nothing moves
    expect((await postNotification(t, successNotification(outTradeNo, order.amount_fen))).statusCode).toBe(204);

    expect(await historyOf('payment', payment.id)).toEqual([
      { from_state: null, to_state: 'created', event: 'CREATE', actor: `member:${payer.id}` },
      { from_state: 'created', to_state: 'awaitingProvider', event: 'PREPAID', actor: 'provider:sandbox' },
      { from_state: 'awaitingProvider', to_state: 'closed', event: 'CLOSE', actor: `system:goods_order:${order.id}` },
      { from_state: 'closed', to_state: 'paid', event: 'PAID', actor: 'provider:sandbox' },
      { from_state: 'paid', to_state: 'refunded', event: 'REFUNDED', actor: `system:money-refund:RA${outTradeNo}` },
    ]);
    const refund = await moneyRefundOf(`RA${outTradeNo}`);
    expect(await historyOf('money_refund', refund.id)).toEqual([
      { from_state: null, to_state: 'queued', event: 'CREATE', actor: 'system:auto-refund' },
      { from_state: 'queued', to_state: 'succeeded', event: 'SUCCEEDED', actor: 'provider:sandbox' },
    ]);
    expect((await orderOf(t.db, order.id)).status).toBe(6);
  });

  it('expires with its order when the sweeper closes it (the timer)', async () => {
    const { order, payment } = await openAttempt(false);
    await t.db.updateTable('goods_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', order.id).execute();
    await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'EXPIRE' }, 'timer:expire-orders'));
    expect((await historyOf('payment', payment.id)).at(-1)).toEqual({ from_state: 'awaitingProvider', to_state: 'expired', event: 'EXPIRE', actor: 'timer:expire-orders' });
    await t.services().work.drain();
    expect(await t.db.selectFrom('payment_closes').select(['payment_id', 'status']).where('payment_id', '=', payment.id).execute()).toEqual([{ payment_id: payment.id, status: 'done' }]);
  });
});

describe('closing an attempt at the provider', () => {
  const closeOf = async (paymentId: number) =>
    t.db.selectFrom('payment_closes').select(['status', 'last_error', 'next_attempt_at']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();

  it('a passing failure is tried again after a pause; a final one is left to staff, not retried', async () => {
    const close = vi.spyOn(t.services().deps.provider, 'close');
    try {
      const { payer, order, payment } = await openAttempt(false);
      close.mockRejectedValueOnce(new ProviderError(503, 'SYSTEM_ERROR', 'busy'));
      await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, `member:${payer.id}`));
      await t.services().work.drain();
      const waiting = await closeOf(payment.id);
      expect(waiting).toMatchObject({ status: 'pending', last_error: expect.stringContaining('SYSTEM_ERROR') });
      expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

      const second = await openAttempt(false);
      close.mockRejectedValueOnce(new ProviderError(400, 'PARAM_ERROR', 'bad request'));
      await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, second.order.id, { type: 'CANCEL' }, `member:${second.payer.id}`));
      await t.services().work.drain();
      expect(await closeOf(second.payment.id)).toMatchObject({ status: 'failed', last_error: expect.stringContaining('PARAM_ERROR') });
    } finally {
      close.mockRestore();
    }
  });
});

describe('money refunds', () => {
  it('a refund the provider fails is retried, then escalated to staff, sent again by staff and succeeds — each step a history row with its sender', async () => {
    const { payer, order, outTradeNo } = await openAttempt();
    expect((await postNotification(t, successNotification(outTradeNo, order.amount_fen))).statusCode).toBe(204);
    const provider = t.services().deps.provider;
    const refundCall = vi
      .spyOn(provider, 'refund')
      .mockRejectedValueOnce(new ProviderError(503, 'SYSTEM_ERROR', 'busy'))
      .mockRejectedValueOnce(new ProviderError(0, 'NETWORK', 'no answer'))
      .mockRejectedValueOnce(new ProviderError(403, 'NOT_ENOUGH', 'the merchant balance is too low'));
    await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, `member:${payer.id}`));
    const outRefundNo = `RF${outTradeNo}`;
    const { id } = await moneyRefundOf(outRefundNo);

    await t.services().work.drain(); // 503: try again later
    expect(await moneyRefundOf(outRefundNo)).toMatchObject({ state: 'failed', status: 3, attempts: 1, last_error: '503 SYSTEM_ERROR' });
    expect((await moneyRefundOf(outRefundNo)).next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.services().work.drain(); // not due yet: nothing happens
    expect(refundCall).toHaveBeenCalledTimes(1);
    await due(id);
    await t.services().work.drain(); // no answer: again later
    await due(id);
    await t.services().work.drain(); // refused for good: staff
    expect(refundCall).toHaveBeenCalledTimes(3);
    expect(await moneyRefundOf(outRefundNo)).toMatchObject({ state: 'escalated', status: 4, last_error: '403 NOT_ENOUGH' });
    expect(t.logs.some((l) => l.out_refund_no === outRefundNo && l.msg === 'payment provider call failed for good: handle it by hand')).toBe(true);
    await due(id);
    await t.services().work.drain(); // escalated: the work leaves it to staff
    expect(refundCall).toHaveBeenCalledTimes(3);

    const desk = { id: staffId, username: 'money-desk', role: 'owner', ip: '127.0.0.1' } as const;
    expect(await resendMoneyRefund(t.db, desk, outRefundNo, 'balance topped up')).toEqual({ ok: true, outRefundNo });
    expect(await resendMoneyRefund(t.db, desk, outRefundNo)).toEqual({ ok: false, key: 'payment.moneyRefundNotEscalated' });
    expect(await resendMoneyRefund(t.db, desk, 'RFNOSUCH')).toEqual({ ok: false, key: 'payment.moneyRefundNotFound' });
    await t.services().work.drain();
    refundCall.mockRestore();

    expect(await historyOf('money_refund', id)).toEqual([
      { from_state: null, to_state: 'queued', event: 'CREATE', actor: `system:goods_order:${order.id}` },
      { from_state: 'queued', to_state: 'failed', event: 'SEND_FAILED', actor: 'system:payment-work' },
      { from_state: 'failed', to_state: 'queued', event: 'RETRY', actor: 'timer:payment-work' },
      { from_state: 'queued', to_state: 'failed', event: 'SEND_FAILED', actor: 'system:payment-work' },
      { from_state: 'failed', to_state: 'queued', event: 'RETRY', actor: 'timer:payment-work' },
      { from_state: 'queued', to_state: 'escalated', event: 'SEND_FAILED', actor: 'system:payment-work' },
      { from_state: 'escalated', to_state: 'queued', event: 'RESEND', actor: `staff:${staffId}` },
      { from_state: 'queued', to_state: 'succeeded', event: 'SUCCEEDED', actor: 'provider:sandbox' },
    ]);
    expect(await moneyRefundOf(outRefundNo)).toMatchObject({ state: 'succeeded', status: 2, attempts: 1, last_error: '' });
    expect((await paymentsOf(t.db, order.id)).map((p) => p.state)).toEqual(['refunded']);
    expect(await t.db.selectFrom('sandbox_pay_refunds').select('out_refund_no').where('out_trade_no', '=', outTradeNo).execute()).toEqual([{ out_refund_no: outRefundNo }]);

    // a success callback for the finished refund (a repeat under a new id): refused, no row
    await settleRefund(t.services().deps, { outRefundNo, refundId: 'R1', status: 'SUCCESS' }, outTradeNo, { id: nonce(20), eventType: 'REFUND.SUCCESS' });
    expect(await historyOf('money_refund', id)).toHaveLength(8);
  });

  it(`escalates after ${MONEY_REFUND_MAX_ATTEMPTS} failed calls even when each was worth retrying`, async () => {
    const { payer, order, outTradeNo } = await openAttempt();
    expect((await postNotification(t, successNotification(outTradeNo, order.amount_fen))).statusCode).toBe(204);
    const refundCall = vi.spyOn(t.services().deps.provider, 'refund').mockRejectedValue(new ProviderError(503, 'SYSTEM_ERROR', 'busy'));
    await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, `member:${payer.id}`));
    const { id } = await moneyRefundOf(`RF${outTradeNo}`);
    for (let i = 0; i < MONEY_REFUND_MAX_ATTEMPTS; i++) {
      await due(id);
      await t.services().work.drain();
    }
    expect(refundCall).toHaveBeenCalledTimes(MONEY_REFUND_MAX_ATTEMPTS);
    refundCall.mockRestore();
    const events = (await historyOf('money_refund', id)).map((h) => `${h.event}→${h.to_state}`);
    expect(events.at(-1)).toBe('SEND_FAILED→escalated');
    expect(events.filter((e) => e === 'RETRY→queued')).toHaveLength(MONEY_REFUND_MAX_ATTEMPTS - 1);
  });
});
