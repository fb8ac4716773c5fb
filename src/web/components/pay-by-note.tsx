import { payByWhen } from '../../contract/booking';
import { t, type UiKey } from '../lib/i18n';
import './pay-by-note.css';

const KEY: Record<ReturnType<typeof payByWhen>['day'], UiKey> = {
  today: 'pay.payBy.today',
  tomorrow: 'pay.payBy.tomorrow',
  later: 'pay.payBy.later',
};

/** "Pay by 10:00 today to keep this booking." for a quote's `pay_by`, seen from `now` (ms). */
export function payByText(payBy: string, now: number): string {
  const when = payByWhen(payBy, now);
  return t(KEY[when.day], { time: when.time, date: when.date });
}

/**
 * A booking form's payment deadline, said before the booking is made: the server's `pay_by`
 * (the order validity, never past the visit, dinner or check-in itself).
 */
export function PayByNote({ payBy, now = Date.now() }: { payBy: string; now?: number }) {
  if (!payBy) return null;
  return (
    <p className="booking-pay-by" data-testid="pay-by">
      {payByText(payBy, now)}
    </p>
  );
}
