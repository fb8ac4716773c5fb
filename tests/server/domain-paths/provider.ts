import { createHash } from 'node:crypto';
import { SANDBOX_APP_ID, SANDBOX_MCH_ID } from '../../../src/server/providers/payment/sandbox';
import { rfc3339 } from '../../../src/server/providers/payment/types';
import { encryptResource, signAnswer } from '../../../src/server/providers/payment/wechat-crypto';
import type { PaymentApp } from '../payment-helpers';

/**
 * The sandbox provider's side of a path: signed callbacks, exactly as the sandbox gateway signs
 * them (its key and serial, its APIv3 key), posted to /api/payment/notify/sandbox.
 */
type Message = { headers: Record<string, string>; body: string };

function signed(t: PaymentApp, eventType: string, resourceType: string, resource: object, id: string): Message {
  const sandbox = t.sandbox();
  const body = JSON.stringify({
    id,
    create_time: rfc3339(new Date()),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: eventType,
    resource: encryptResource(JSON.stringify(resource), sandbox.apiV3Key, resourceType, resourceType),
  });
  return { headers: { 'content-type': 'application/json', ...signAnswer(body, sandbox.serial, sandbox.privateKey) }, body };
}

export async function post(t: PaymentApp, message: Message): Promise<number> {
  return (await t.app.inject({ method: 'POST', url: '/api/payment/notify/sandbox', headers: message.headers, payload: message.body })).statusCode;
}

let transactions = 0;

/**
 * The payer pays `amountFen` for the attempt `outTradeNo`: the sandbox's books say so (when the
 * amount is the attempt's own) and its signed TRANSACTION.SUCCESS callback reaches the server.
 * Answers the callback's HTTP status and the provider's transaction id.
 */
export async function payAtProvider(t: PaymentApp, outTradeNo: string, amountFen: number): Promise<{ status: number; transactionId: string }> {
  const transactionId = `42${Date.now()}${String(++transactions).padStart(6, '0')}`.slice(0, 32);
  const tx = await t.db.selectFrom('sandbox_pay_transactions').select(['amount_fen', 'method']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (tx && tx.amount_fen === amountFen) {
    await t.db.updateTable('sandbox_pay_transactions').set({ state: 'SUCCESS', transaction_id: transactionId, paid_at: new Date() }).where('out_trade_no', '=', outTradeNo).execute();
    const message = await t.sandbox().notification(outTradeNo);
    if (!message) throw new Error(`the sandbox has no paid transaction ${outTradeNo}`);
    return { status: await post(t, message), transactionId };
  }
  // not what the sandbox's books hold (another amount, or an attempt it never took): a callback signed the same way
  const resource = {
    appid: SANDBOX_APP_ID,
    mchid: SANDBOX_MCH_ID,
    out_trade_no: outTradeNo,
    transaction_id: transactionId,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: rfc3339(new Date()),
    payer: { openid: 'oSANDBOX0000000000000000payer' },
    amount: { total: amountFen, payer_total: amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
  const id = createHash('sha256').update(`notify:${transactionId}`).digest('hex').slice(0, 36);
  return { status: await post(t, signed(t, 'TRANSACTION.SUCCESS', 'transaction', resource, id)), transactionId };
}

/** The provider's signed REFUND.* callback for a refund (`SUCCESS`, `CLOSED`, `ABNORMAL`). */
export async function refundCallback(t: PaymentApp, outTradeNo: string, outRefundNo: string, status: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'): Promise<number> {
  const resource = { mchid: SANDBOX_MCH_ID, out_trade_no: outTradeNo, out_refund_no: outRefundNo, refund_id: `50${outRefundNo}`.slice(0, 32), refund_status: status };
  const id = createHash('sha256').update(`refund:${outRefundNo}:${status}:${++transactions}`).digest('hex').slice(0, 36);
  return post(t, signed(t, `REFUND.${status === 'SUCCESS' ? 'SUCCESS' : status}`, 'refund', resource, id));
}
