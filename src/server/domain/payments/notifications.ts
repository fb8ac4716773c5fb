import { verifyNotification } from '../../providers/payment/notify-verifier';
import { parseRefund, parseTransaction } from '../../providers/payment/types';
import type { PaymentDeps } from './deps';
import { settleRefund } from './refunds';
import { settleSuccess } from './settle';

/**
 * The provider's callback (POST /api/payment/notify/:provider). Answers, chosen for WeChat
 * Pay, which retries every non-2xx answer for about 24 hours:
 *  - 204: applied, or a repeat (recorded once: nothing changes), or an event we do not act on;
 *  - 401: not provably from the provider (headers, unknown serial, stale timestamp, signature);
 *  - 400: authentic but unusable (undecryptable with our APIv3 key, not a transaction, or its
 *         amount / merchant disagrees with our payment row): nothing is recorded;
 *  - 404: an out_trade_no we never issued;
 *  - 500: a transient failure of ours (database): the retry will apply it.
 * Every refusal is one warn line naming out_trade_no (when known), never keys or plaintext.
 * 4xx answers are permanent by nature; retries of them only repeat the log line (after a
 * key fix they succeed), while 5xx retries are what makes a transient failure heal.
 */
export interface NotifyAnswer {
  status: number;
  body?: { code: string; message: string };
}

const fail = (status: number, code: string, message: string): NotifyAnswer => ({ status, body: { code, message } });

export async function handleNotification(deps: PaymentDeps, headers: Record<string, string | string[] | undefined>, raw: string): Promise<NotifyAnswer> {
  const provider = deps.provider.name;
  const verified = verifyNotification(headers, raw, deps.provider.notifyKeys, deps.provider.apiV3Key);
  if (!verified.ok) {
    deps.log.warn({ provider, reason: verified.reason, notification_id: verified.log.notificationId, serial: verified.log.serial, out_trade_no: verified.log.outTradeNo ?? null }, 'payment notification refused');
    const unsigned = ['headers', 'serial', 'stale', 'signature'].includes(verified.reason);
    return unsigned ? fail(401, 'SIGN_ERROR', 'signature not verified') : fail(400, 'FAIL', 'resource not readable');
  }
  const { body, resource } = verified;
  const ref = { id: body.id, eventType: body.event_type };

  if (body.event_type.startsWith('REFUND.')) {
    const refund = parseRefund(resource);
    if (!refund) return fail(400, 'FAIL', 'not a refund');
    await settleRefund(deps, refund, typeof resource.out_trade_no === 'string' ? resource.out_trade_no : '', ref);
    return { status: 204 };
  }
  if (body.event_type !== 'TRANSACTION.SUCCESS') {
    deps.log.info({ provider, notification_id: body.id, event_type: body.event_type }, 'payment notification ignored');
    return { status: 204 };
  }
  const tx = parseTransaction(resource);
  if (!tx) {
    deps.log.warn({ provider, notification_id: body.id }, 'payment notification refused: not a transaction');
    return fail(400, 'FAIL', 'not a transaction');
  }
  const outcome = await settleSuccess(deps, tx, ref);
  switch (outcome.kind) {
    case 'applied':
    case 'repeat':
    case 'alreadyPaid':
    case 'refunded':
      return { status: 204 };
    case 'unknownPayment':
      deps.log.warn({ provider, notification_id: body.id, out_trade_no: tx.outTradeNo }, 'payment notification refused: unknown out_trade_no');
      return fail(404, 'FAIL', 'unknown out_trade_no');
    case 'mismatch':
      deps.log.warn(
        { provider, notification_id: body.id, out_trade_no: tx.outTradeNo, why: outcome.why, amount_fen: tx.amountFen },
        'payment notification refused: it disagrees with our payment record',
      );
      return fail(400, 'FAIL', `${outcome.why} mismatch`);
  }
}
