import { cancellationPolicy, estateMs, policyRefundFen, type BookingItem } from '../src/contract/booking';
import { formatFen } from '../src/contract/money';
import { parseYuan } from '../src/contract/order';
import { bookingActions, type BookingAction } from './booking-actions';
import type { BookingOrderInput } from './booking-order.machine';

/**
 * A listed booking as the booking order machine sees it, and what the member may do with it now:
 * asked of the same machine and the same cancellation policy the server enforces.
 */
export function orderInputOf(item: Pick<BookingItem, 'kind' | 'pay' | 'start_at'>): BookingOrderInput {
  return { kind: item.kind, payFen: parseYuan(item.pay) ?? 0, startAt: estateMs(item.start_at.slice(0, 10), item.start_at.slice(11, 16) || '00:00') };
}

export function actionsOf(item: BookingItem, now: number): BookingAction[] {
  return bookingActions(item.state, orderInputOf(item), now);
}

export interface CancelTerms {
  paid: boolean;
  /** percent of the payment refunded (0, 50, 100) */
  percent: number;
  /** yuan refunded, e.g. "1760.00" */
  refund: string;
}

/** What cancelling now would give back, per the shared policy. */
export function cancelTermsOf(item: BookingItem, now: number): CancelTerms {
  const input = orderInputOf(item);
  const paid = item.state === 'paid';
  const policy = cancellationPolicy(input.kind, input.startAt, now, paid);
  return { paid, percent: paid ? Math.round(policy.refundRatio * 100) : 0, refund: formatFen(paid ? policyRefundFen(input.payFen, policy) : 0) };
}
