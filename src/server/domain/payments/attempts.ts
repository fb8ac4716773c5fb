import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { formatFen } from '../../../contract/money';
import type { PayableEntity, PayMethod, PayStart } from '../../../contract/payment';
import { ProviderError, type ClientKind, type PrepayAnswer } from '../../providers/payment/types';
import { PAYMENT_ATTEMPT_STATUS, paymentAttemptMachine, type PrepayAnswerKind } from '../../../../machines/payment-attempt.machine';
import type { ActorRef } from '../../../../machines/meta';
import { initialStatus } from '../machine-rules';
import { hit } from '../rate-limit';
import { recordCreation } from '../transitions';
import { applyAttemptEvent, openAttempts } from './attempt-events';
import type { PaymentDeps } from './deps';
import { providerDescription, secondsLeft, type PayableRow, type Trx } from './payables';

const errorNote = (err: unknown) => (err instanceof ProviderError ? `${err.status} ${err.code}` : String((err as Error).message ?? err));

/** At most this many attempts per payable and hour: each one is a call to the provider. */
const ATTEMPTS_PER_HOUR = 30;

/** 6–32 characters of [0-9A-Za-z], unique (the column is): P + date + 16 random hex. */
export function newOutTradeNo(now = new Date()): string {
  return `P${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** Why a payable cannot be paid now, as the member reads it; null when it can. */
export function refusalOf(row: PayableRow | null): MessageKey | null {
  if (!row) return 'payment.orderNotFound';
  if (row.state === 'paid') return 'payment.alreadyPaid';
  if (row.state === 'closed') return row.expired ? 'payment.expired' : 'payment.notPayable';
  return null;
}

/** When the payable's time to pay ran out (sweeper's EXPIRE), its open attempts expire; otherwise they are closed. */
const EXPIRES_AT: Record<string, 'goods_orders' | 'booking_orders'> = { goods_order: 'goods_orders', booking: 'booking_orders' };

async function payableExpired(trx: Trx, entity: string, entityId: number): Promise<boolean> {
  const table = EXPIRES_AT[entity];
  if (!table) return false;
  const row = await trx.selectFrom(table).select('expires_at').where('id', '=', entityId).executeTakeFirst();
  return row !== undefined && row.expires_at.getTime() <= Date.now();
}

/**
 * Ends the open attempts of a payable through the payment attempt machine — EXPIRE when the
 * payable's time ran out, else CLOSE — which queues their closing at the provider. `actor`: who
 * ended them (the member starting a new attempt); by default the payable's own change.
 */
export async function closeAttempts(trx: Trx, entity: string, entityId: number, actor?: ActorRef): Promise<number> {
  const open = await openAttempts(trx, entity, entityId);
  if (open.length === 0) return 0;
  const expired = actor === undefined && (await payableExpired(trx, entity, entityId));
  let ended = 0;
  for (const id of open) {
    const result = expired
      ? await applyAttemptEvent(trx, id, { type: 'EXPIRE' }, 'timer:expire-orders', { note: `${entity} ${entityId} expired` })
      : await applyAttemptEvent(trx, id, { type: 'CLOSE' }, actor ?? `system:${entity}:${entityId}`, { note: actor ? 'replaced by a new attempt' : `${entity} ${entityId} closed` });
    if (result.ok) ended++;
  }
  return ended;
}

export interface StartRequest {
  entity: PayableEntity;
  memberId: number;
  orderNo: string;
  method: PayMethod;
  client: ClientKind;
  clientIp: string;
  origin: string;
  lang: Lang;
}

export type StartResult = { ok: true; data: PayStart } | { ok: false; key: MessageKey };

async function openidOf(deps: PaymentDeps, memberId: number): Promise<string | null> {
  const row = await deps.db.selectFrom('wechat_accounts').select('openid').where('member_id', '=', memberId).executeTakeFirst();
  return row?.openid ?? null;
}

export async function availableMethods(deps: PaymentDeps, memberId: number, client: ClientKind): Promise<PayMethod[]> {
  const hasOpenid = client === 'wechat' && (await openidOf(deps, memberId)) !== null;
  return deps.provider.methods(client, hasOpenid);
}

/**
 * goPay: a new attempt (payments row, unique out_trade_no, the payable's amount) for an unpaid,
 * unexpired payable of this member, earlier open attempts closed, then the provider's prepay.
 */
export async function startPayment(deps: PaymentDeps, request: StartRequest): Promise<StartResult> {
  const payable = deps.payables.of(request.entity);
  const found = await payable.findByNo(deps.db, request.memberId, request.orderNo);
  const refused = refusalOf(found);
  if (refused || !found) return { ok: false, key: refused ?? 'payment.orderNotFound' };
  const openid = request.method === 'jsapi' ? await openidOf(deps, request.memberId) : null;
  if (request.method === 'jsapi' && request.client === 'wechat' && !openid) return { ok: false, key: 'payment.wechatRequired' };
  if (!(await availableMethods(deps, request.memberId, request.client)).includes(request.method)) return { ok: false, key: 'payment.methodUnavailable' };
  const limit = await hit(deps.db, { key: `pay:${request.entity}:${found.id}`, windowS: 3600, max: ATTEMPTS_PER_HOUR });
  if (!limit.ok) return { ok: false, key: 'payment.tooManyAttempts' };

  const outTradeNo = newOutTradeNo();
  const created = await deps.db.transaction().execute(async (trx) => {
    const row = await payable.lock(trx, found.id);
    const refusal = refusalOf(row);
    if (refusal || !row) return { refused: refusal ?? ('payment.orderNotFound' as const) };
    const closed = await closeAttempts(trx, request.entity, row.id, `member:${request.memberId}`);
    const inserted = await trx
      .insertInto('payments')
      .values({
        out_trade_no: outTradeNo,
        entity: request.entity,
        entity_id: row.id,
        member_id: request.memberId,
        amount_fen: row.amountFen,
        method: request.method,
        provider: deps.provider.name,
        ...initialStatus(paymentAttemptMachine),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordCreation(trx, { entity: 'payment', id: inserted.id, machine: paymentAttemptMachine, actor: `member:${request.memberId}`, note: `${request.method} at ${deps.provider.name}` });
    return { row, closed, paymentId: inserted.id };
  });
  if ('refused' in created) return { ok: false, key: created.refused as MessageKey };
  if (created.closed > 0) deps.wake();

  const { row } = created;
  let answer: PrepayAnswer;
  try {
    answer = await deps.provider.prepay({
      method: request.method,
      outTradeNo,
      description: providerDescription(await payable.describe(deps.db, row, request.lang), request.lang),
      amountFen: row.amountFen,
      expiresAt: row.expiresAt,
      notifyUrl: deps.notifyUrl(request.origin),
      clientIp: request.clientIp,
      ...(openid ? { openid } : {}),
      lang: request.lang,
      returnUrl: `${request.origin}/#${row.returnPath ?? '/WxPay'}?order_no=${encodeURIComponent(row.no)}&out_trade_no=${outTradeNo}`,
    });
  } catch (err) {
    await deps.db.transaction().execute((trx) => applyAttemptEvent(trx, created.paymentId, { type: 'PREPAY_FAILED' }, `provider:${deps.provider.name}`, { note: errorNote(err) }));
    const detail = err instanceof ProviderError ? { status: err.status, code: err.code } : { error: (err as Error).message };
    deps.log.warn({ out_trade_no: outTradeNo, ...detail }, 'payment prepay failed');
    return { ok: false, key: 'payment.providerFailed' };
  }
  const kind: PrepayAnswerKind = 'jsapi' in answer ? 'jsapi' : 'codeUrl' in answer ? 'code_url' : 'h5Url' in answer ? 'h5_url' : 'pay_url';
  const prepaid = await deps.db.transaction().execute((trx) => applyAttemptEvent(trx, created.paymentId, { type: 'PREPAID', answer: kind }, `provider:${deps.provider.name}`));
  // refused: paid or closed meanwhile (its answer is still the member's way to it), or an answer the method cannot use
  if (prepaid.ok && prepaid.to === PAYMENT_ATTEMPT_STATUS.failed) {
    deps.log.warn({ out_trade_no: outTradeNo, method: request.method, answer: kind }, 'payment prepay answer does not fit the method');
    return { ok: false, key: 'payment.providerFailed' };
  }
  return {
    ok: true,
    data: {
      order_no: row.no,
      out_trade_no: outTradeNo,
      method: request.method,
      amount: formatFen(row.amountFen),
      expires_in: secondsLeft(row),
      ...('jsapi' in answer ? { jsapi: answer.jsapi } : {}),
      ...('codeUrl' in answer ? { code_url: answer.codeUrl } : {}),
      ...('h5Url' in answer ? { h5_url: answer.h5Url } : {}),
      ...('payUrl' in answer ? { pay_url: answer.payUrl } : {}),
    },
  };
}
