import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { formatFen } from '../../../contract/money';
import type { PayableEntity, PayMethod, PayStart } from '../../../contract/payment';
import { ProviderError, type ClientKind, type PrepayAnswer } from '../../providers/payment/types';
import { hit } from '../rate-limit';
import type { PaymentDeps } from './deps';
import { payableOf, providerDescription, secondsLeft, type PayableRow, type Trx } from './payables';

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

/** Marks the open attempts of a payable closed and queues their closing at the provider. */
export async function closeAttempts(trx: Trx, entity: string, entityId: number): Promise<number> {
  const closed = await trx
    .updateTable('payments')
    .set({ status: 'closed' })
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('status', '=', 'created')
    .returning('id')
    .execute();
  if (closed.length > 0) {
    await trx
      .insertInto('payment_closes')
      .values(closed.map((row) => ({ payment_id: row.id })))
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .execute();
  }
  return closed.length;
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
  const payable = payableOf(request.entity);
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
    const closed = await closeAttempts(trx, request.entity, row.id);
    await trx
      .insertInto('payments')
      .values({ out_trade_no: outTradeNo, entity: request.entity, entity_id: row.id, member_id: request.memberId, amount_fen: row.amountFen, method: request.method, provider: deps.provider.name })
      .execute();
    return { row, closed };
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
    await deps.db.updateTable('payments').set({ status: 'failed' }).where('out_trade_no', '=', outTradeNo).where('status', '=', 'created').execute();
    const detail = err instanceof ProviderError ? { status: err.status, code: err.code } : { error: (err as Error).message };
    deps.log.warn({ out_trade_no: outTradeNo, ...detail }, 'payment prepay failed');
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
