import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { encryptResource, nonce, signAnswer, unixNow } from '../../src/server/providers/payment/wechat-crypto';
import { goPay, historyOf, member, orderOf, paymentApp, paymentsOf, postNotification, unpaidOrder, type PaymentApp } from './payment-helpers';

/**
 * The heart of payments (issue 5 quality bar): a provider callback changes an order once, and
 * only when it is authentic, readable and agrees with our record.
 */
let t: PaymentApp;
beforeAll(async () => {
  t = await paymentApp();
});
afterAll(async () => t.close());

/** An unpaid order with an open sandbox attempt, approved at the gateway without delivering the callback. */
async function paidAtGateway() {
  const payer = await member(t.db);
  const order = await unpaidOrder(t.db, payer.id);
  const started = await goPay(t, payer.token, order.order_no);
  expect(started.code).toBe(1);
  const outTradeNo = started.data.out_trade_no as string;
  await t.db.updateTable('sandbox_pay_transactions').set({ state: 'SUCCESS', transaction_id: `42${outTradeNo}`, paid_at: new Date() }).where('out_trade_no', '=', outTradeNo).execute();
  const message = await t.sandbox().notification(outTradeNo);
  return { payer, order, outTradeNo, message: message! };
}

/** A callback body for a transaction, encrypted and signed as the test says. */
function forged(transaction: object, options: { apiV3Key?: string; signKey?: ReturnType<typeof generateKeyPairSync>['privateKey']; timestamp?: number } = {}) {
  const sandbox = t.sandbox();
  const body = JSON.stringify({
    id: nonce(20),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    resource: encryptResource(JSON.stringify(transaction), options.apiV3Key ?? sandbox.apiV3Key, 'transaction', 'transaction'),
  });
  const headers = signAnswer(body, sandbox.serial, options.signKey ?? sandbox.privateKey, String(options.timestamp ?? unixNow()));
  return { headers: { 'content-type': 'application/json', ...headers }, body };
}

const transactionOf = (outTradeNo: string, total: number) => ({
  mchid: t.sandbox().mchId,
  out_trade_no: outTradeNo,
  transaction_id: `42${outTradeNo}`,
  trade_state: 'SUCCESS',
  success_time: new Date().toISOString(),
  amount: { total, currency: 'CNY' },
});

async function unchanged(order: { id: number }, outTradeNo: string) {
  expect((await orderOf(t.db, order.id)).status).toBe(5);
  expect((await orderOf(t.db, order.id)).paid_at).toBeNull();
  expect(await historyOf(t.db, order.id)).toEqual([]);
  expect((await paymentsOf(t.db, order.id)).map((p) => p.state)).toEqual(['awaitingProvider']);
  const notes = await t.db.selectFrom('payment_notifications').select('id').where('out_trade_no', '=', outTradeNo).execute();
  expect(notes).toEqual([]);
}

const warnings = (outTradeNo: string) => t.logs.filter((l) => l.level === 40 && l.out_trade_no === outTradeNo);

describe('payment callback', () => {
  it('delivered 15 times (as WeChat Pay retries) changes the order once', async () => {
    const { order, outTradeNo, message } = await paidAtGateway();
    const statuses: number[] = [];
    let paidAt: Date | null = null;
    for (let i = 0; i < 15; i++) {
      // WeChat signs each retry anew; the body (and its id) stays the same
      const again = { headers: { ...message.headers, ...signAnswer(message.body, t.sandbox().serial, t.sandbox().privateKey) }, body: message.body };
      statuses.push((await postNotification(t, again)).statusCode);
      const row = await orderOf(t.db, order.id);
      paidAt ??= row.paid_at;
      expect(row.paid_at).toEqual(paidAt);
    }
    expect(statuses).toEqual(Array(15).fill(204));
    const row = await orderOf(t.db, order.id);
    expect(row.status).toBe(10);
    expect(row.pay_no).toBe(`42${outTradeNo}`);
    expect(row.pay_method).toBe('sandbox');
    expect(await historyOf(t.db, order.id)).toEqual([{ from_status: 5, to_status: 10, event: 'PAY', actor: 'provider:sandbox' }]);
    const notes = await t.db.selectFrom('payment_notifications').select(['outcome']).where('out_trade_no', '=', outTradeNo).execute();
    expect(notes).toEqual([{ outcome: 'applied' }]);
    expect((await paymentsOf(t.db, order.id)).map((p) => [p.state, p.transaction_id])).toEqual([['paid', `42${outTradeNo}`]]);
  });

  it('delivered 15 times at once changes the order once', async () => {
    const { order, message } = await paidAtGateway();
    const answers = await Promise.all(Array.from({ length: 15 }, () => postNotification(t, message)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(15).fill(204));
    expect((await orderOf(t.db, order.id)).status).toBe(10);
    expect((await historyOf(t.db, order.id)).map((h) => h.event)).toEqual(['PAY']);
  });

  it('with a wrong signature changes nothing and is logged (without keys)', async () => {
    const { order, outTradeNo, message } = await paidAtGateway();
    const intruder = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const answer = await postNotification(t, { headers: { ...message.headers, ...signAnswer(message.body, t.sandbox().serial, intruder) }, body: message.body });
    expect(answer.statusCode).toBe(401);
    await unchanged(order, outTradeNo);
    expect(warnings(outTradeNo)).toEqual([expect.objectContaining({ reason: 'signature', msg: 'payment notification refused' })]);
    // a body changed after signing fails the same way
    const tampered = message.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ');
    expect((await postNotification(t, { headers: message.headers, body: tampered })).statusCode).toBe(401);
    await unchanged(order, outTradeNo);
    expect(t.rawLogs()).not.toContain(t.sandbox().apiV3Key);
    expect(t.rawLogs()).not.toContain('PRIVATE KEY');
  });

  it('with a wrong amount changes nothing and is logged', async () => {
    const { order, outTradeNo } = await paidAtGateway();
    const answer = await postNotification(t, forged(transactionOf(outTradeNo, order.amount_fen - 1)));
    expect(answer.statusCode).toBe(400);
    await unchanged(order, outTradeNo);
    expect(warnings(outTradeNo)).toEqual([expect.objectContaining({ why: 'amount', amount_fen: order.amount_fen - 1 })]);
    // the right amount, the same transaction: now it applies
    expect((await postNotification(t, forged(transactionOf(outTradeNo, order.amount_fen)))).statusCode).toBe(204);
    expect((await orderOf(t.db, order.id)).status).toBe(10);
  });

  it('encrypted with another key cannot be decrypted and is refused', async () => {
    const { order, outTradeNo } = await paidAtGateway();
    const answer = await postNotification(t, forged(transactionOf(outTradeNo, order.amount_fen), { apiV3Key: nonce(32) }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'FAIL', message: 'resource not readable' });
    await unchanged(order, outTradeNo);
  });

  it('with a timestamp 300 s old (or more) is refused; 299 s is accepted', async () => {
    const { order, outTradeNo } = await paidAtGateway();
    for (const age of [300, 301, 3_600, -300]) {
      const answer = await postNotification(t, forged(transactionOf(outTradeNo, order.amount_fen), { timestamp: unixNow() - age }));
      expect(answer.statusCode).toBe(401);
    }
    await unchanged(order, outTradeNo);
    expect(warnings(outTradeNo).map((w) => w.reason)).toEqual(['stale', 'stale', 'stale', 'stale']);
    expect((await postNotification(t, forged(transactionOf(outTradeNo, order.amount_fen), { timestamp: unixNow() - 299 }))).statusCode).toBe(204);
  });

  it('without the signature headers, or with an unknown serial, is refused', async () => {
    const { order, outTradeNo, message } = await paidAtGateway();
    expect((await postNotification(t, { headers: { 'content-type': 'application/json' }, body: message.body })).statusCode).toBe(401);
    expect((await postNotification(t, { headers: { ...message.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' }, body: message.body })).statusCode).toBe(401);
    expect((await postNotification(t, message, 'wechat')).statusCode).toBe(404);
    await unchanged(order, outTradeNo);
  });

  it('for an out_trade_no we never issued answers 404 and changes nothing', async () => {
    const answer = await postNotification(t, forged(transactionOf('P20990101DEADBEEF0000', 100)));
    expect(answer.statusCode).toBe(404);
    expect(warnings('P20990101DEADBEEF0000')).toHaveLength(1);
  });

  it('for an order cancelled meanwhile pays the attempt and refunds it automatically', async () => {
    const { order, outTradeNo, message } = await paidAtGateway();
    await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, 'member:1'));
    expect((await paymentsOf(t.db, order.id))[0]!.state).toBe('closed');
    expect((await postNotification(t, message)).statusCode).toBe(204);
    await t.services().work.drain();
    const row = await orderOf(t.db, order.id);
    expect(row.status).toBe(6);
    expect(row.paid_at).toBeNull();
    expect((await paymentsOf(t.db, order.id))[0]!.state).toBe('refunded');
    const refund = await t.db.selectFrom('payment_refunds').selectAll().where('out_refund_no', '=', `RA${outTradeNo}`).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ state: 'succeeded', amount_fen: order.amount_fen });
    expect(await t.db.selectFrom('sandbox_pay_refunds').select('out_refund_no').where('out_trade_no', '=', outTradeNo).execute()).toHaveLength(1);
    // whichever learnt of the payment first (this callback, or closing the attempt at the gateway) refunded it
    const notes = await t.db.selectFrom('payment_notifications').select('outcome').where('out_trade_no', '=', outTradeNo).execute();
    expect(notes).toHaveLength(1);
    expect(['refunded', 'alreadyPaid']).toContain(notes[0]!.outcome);
  });

  it('for a second attempt of an order already paid refunds the second payment', async () => {
    const { payer, order, outTradeNo: first } = await paidAtGateway();
    // the member opened a second attempt before the first one's callback arrived
    const second = await goPay(t, payer.token, order.order_no);
    const secondNo = second.data.out_trade_no as string;
    expect((await postNotification(t, (await t.sandbox().notification(first))!)).statusCode).toBe(204);
    await t.db.updateTable('sandbox_pay_transactions').set({ state: 'SUCCESS', transaction_id: `42${secondNo}`, paid_at: new Date() }).where('out_trade_no', '=', secondNo).execute();
    expect((await postNotification(t, (await t.sandbox().notification(secondNo))!)).statusCode).toBe(204);
    await t.services().work.drain();
    expect((await orderOf(t.db, order.id)).pay_no).toBe(`42${first}`);
    expect((await historyOf(t.db, order.id)).map((h) => h.event)).toEqual(['PAY']);
    const refunds = await t.db.selectFrom('payment_refunds').select(['out_refund_no', 'state']).where('out_refund_no', 'like', `%${secondNo}`).execute();
    expect(refunds).toEqual([{ out_refund_no: `RA${secondNo}`, state: 'succeeded' }]);
  });
});
