import type { Lang } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { formatCents, formatFen } from '../../../contract/money';
import type { PayableEntity, PayableSummary, PayMethodInfo, PayState } from '../../../contract/payment';
import { ProviderError, type ClientKind } from '../../providers/payment/types';
import { translate } from '../../i18n';
import { OPEN_ATTEMPT_STATUSES } from '../../../../machines/payment-attempt.machine';
import { apiAttemptState } from './attempt-events';
import { availableMethods } from './attempts';
import { asMethod, type PaymentDeps } from './deps';
import { secondsLeft } from './payables';
import { markAttempt, settleSuccess } from './settle';

const isOpen = (status: number) => (OPEN_ATTEMPT_STATUSES as readonly number[]).includes(status);

/** The provider is asked about one attempt at most this often (the browser polls every 3 s). */
const QUERY_MIN_INTERVAL_MS = 2_000;
const lastAsked = new Map<string, number>();

function mayAsk(outTradeNo: string, now = Date.now()): boolean {
  const last = lastAsked.get(outTradeNo);
  if (last !== undefined && now - last < QUERY_MIN_INTERVAL_MS) return false;
  if (lastAsked.size > 5_000) lastAsked.clear();
  lastAsked.set(outTradeNo, now);
  return true;
}

/**
 * Asks the provider about an open attempt and applies what it says through the same path as a
 * callback: SUCCESS settles, PAYERROR/REVOKED fail the attempt (the order stays payable),
 * CLOSED closes it. A provider failure changes nothing (the next poll asks again).
 */
export async function refreshAttempt(deps: PaymentDeps, outTradeNo: string): Promise<void> {
  let tx;
  try {
    tx = await deps.provider.query(outTradeNo);
  } catch (err) {
    const detail = err instanceof ProviderError ? { status: err.status, code: err.code } : { error: (err as Error).message };
    deps.log.warn({ out_trade_no: outTradeNo, ...detail }, 'payment query failed');
    return;
  }
  if (!tx) return;
  if (tx.tradeState === 'SUCCESS') {
    const outcome = await settleSuccess(deps, tx);
    if (outcome.kind === 'mismatch') deps.log.warn({ out_trade_no: outTradeNo, why: outcome.why }, 'payment query disagrees with our record: nothing changed');
  } else if (tx.tradeState === 'PAYERROR' || tx.tradeState === 'REVOKED') {
    await markAttempt(deps, outTradeNo, 'failed');
  } else if (tx.tradeState === 'CLOSED') {
    await markAttempt(deps, outTradeNo, 'closed');
  }
}

/** query: paid or not, read from the order; an open attempt of an unpaid order is checked first. */
export async function paymentState(deps: PaymentDeps, entity: PayableEntity, memberId: number, orderNo: string, outTradeNo?: string): Promise<PayState | null> {
  const payable = deps.payables.of(entity);
  const row = await payable.findByNo(deps.db, memberId, orderNo);
  if (!row) return null;
  const latest = () => {
    let q = deps.db.selectFrom('payments').select(['out_trade_no', 'method', 'status']).where('entity', '=', entity).where('entity_id', '=', row.id);
    if (outTradeNo) q = q.where('out_trade_no', '=', outTradeNo);
    return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
  };
  let attempt = await latest();
  let current = row;
  if (row.state === 'unpaid' && attempt && isOpen(attempt.status) && mayAsk(attempt.out_trade_no)) {
    await refreshAttempt(deps, attempt.out_trade_no);
    current = (await payable.load(deps.db, row.id)) ?? row;
    attempt = await latest();
  }
  return {
    order_no: current.no,
    status: current.status,
    state: current.state,
    paid: current.state === 'paid',
    expires_in: secondsLeft(current),
    pay_no: current.payNo,
    attempt: attempt ? { out_trade_no: attempt.out_trade_no, method: asMethod(attempt.method), state: apiAttemptState(attempt.status) } : null,
  };
}

export async function methodInfos(deps: PaymentDeps, memberId: number, client: ClientKind, lang: Lang): Promise<PayMethodInfo[]> {
  const methods = await availableMethods(deps, memberId, client);
  return methods.map((method) => ({ method, name: translate(lang, `payment.method.${method}` as MessageKey) }));
}

/** placeOrder: the pay screen's summary of a payable. */
export async function payableSummary(deps: PaymentDeps, entity: PayableEntity, memberId: number, orderNo: string, client: ClientKind, lang: Lang): Promise<PayableSummary | null> {
  const payable = deps.payables.of(entity);
  const row = await payable.findByNo(deps.db, memberId, orderNo);
  if (!row) return null;
  return {
    entity,
    order_no: row.no,
    title: await payable.describe(deps.db, row, lang),
    order_price: formatFen(row.amountFen),
    dollar_price: formatCents(row.dollarCents),
    product_count: row.productCount,
    status: row.status,
    state: row.state,
    order_time: secondsLeft(row),
    ...(row.balanceFen ? { balance: formatFen(row.balanceFen) } : {}),
    methods: row.state === 'unpaid' ? await methodInfos(deps, memberId, client, lang) : [],
  };
}
