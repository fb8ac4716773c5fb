import { PayStartSchema, type PayStart } from '../../../contract/payment';

/**
 * The attempt in flight, kept in session storage across the hop to /WxPay and the round trip
 * to the provider's page (the app reloads when the browser comes back), one per order.
 */
const KEY = 'payment.pending';

function readAll(): Record<string, unknown> {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, unknown>) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage disabled: coming back asks the server about the order instead
  }
}

export function readPending(orderNo: string): PayStart | null {
  const parsed = PayStartSchema.safeParse(readAll()[orderNo]);
  return parsed.success && parsed.data.order_no === orderNo ? parsed.data : null;
}

export function keepPending(start: PayStart) {
  writeAll({ ...readAll(), [start.order_no]: start });
}

export function forgetPending(orderNo: string) {
  const all = readAll();
  delete all[orderNo];
  writeAll(all);
}

/**
 * What /WxPay resumes: the stored attempt; or, when the browser came back from the provider
 * with `out_trade_no` but the storage was lost (another tab or browser), just that number, so
 * the server can still be asked about it.
 */
export function resumeInput(orderNo: string, outTradeNo: string | null): { pending: PayStart | null; returned: boolean } {
  const stored = readPending(orderNo);
  if (!outTradeNo) return { pending: stored, returned: false };
  if (stored?.out_trade_no === outTradeNo) return { pending: stored, returned: !stored.code_url && !stored.jsapi };
  return { pending: { order_no: orderNo, out_trade_no: outTradeNo, method: 'sandbox', amount: '', expires_in: 0 }, returned: true };
}
