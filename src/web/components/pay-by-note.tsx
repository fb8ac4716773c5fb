import { estateMs, payByWhen } from '../../contract/booking';
import { shortDay } from '../lib/dates';
import { t, type UiKey } from '../lib/i18n';
import './pay-by-note.css';

const KEY: Record<ReturnType<typeof payByWhen>['day'], UiKey> = {
  today: 'pay.payBy.today',
  tomorrow: 'pay.payBy.tomorrow',
  later: 'pay.payBy.later',
};

/** The estate's clock, China time (UTC+8, no summer time), in minutes east of UTC. */
const ESTATE_OFFSET_MIN = 8 * 60;

/** Minutes east of UTC of the browser's clock at the instant `ms`. */
const browserOffsetAt = (ms: number) => -new Date(ms).getTimezoneOffset();

/**
 * "Pay by 10:00 today to keep this booking." for a quote's `pay_by` (estate time), seen from `now`
 * (ms): today and tomorrow are the estate's days, a later day reads as the screens write dates
 * ("Sun, Nov 29"), and where the browser's clock is not China time (`browserOffsetMin`, minutes
 * east of UTC at the deadline) the sentence says the time is China time.
 */
export function payByText(payBy: string, now: number, browserOffsetMin?: number): string {
  const when = payByWhen(payBy, now);
  const offset = browserOffsetMin ?? browserOffsetAt(estateMs(when.date, when.time));
  const zone = offset === ESTATE_OFFSET_MIN ? '' : t('pay.payBy.chinaTime');
  return t(KEY[when.day], { time: when.time, date: shortDay(when.date), zone });
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
