import { STAY_CHECKIN_TIME } from '../../../contract/hotel';
import { t } from '../../lib/i18n';
import { dollars, shortDay, yuan } from './stay-format';

/** Spec §9: check-in 14:00, check-out 12:00 — said wherever dates are chosen or shown. */
export const CHECKIN_TIME = '14:00';
export const CHECKOUT_TIME = '12:00';

export function StayTimes({ checkin = CHECKIN_TIME, checkout = CHECKOUT_TIME }: { checkin?: string; checkout?: string }) {
  return (
    <p className="stay-times">
      <span>{t('stayUi.common.checkinAt', { time: checkin })}</span>
      <span>{t('stayUi.common.checkoutAt', { time: checkout })}</span>
    </p>
  );
}

/** A price in both currencies (spec §9): yuan first, dollars beside it. */
export function Price({ amount, dollar, testId }: { amount: string; dollar?: string; testId?: string }) {
  return (
    <span className="stay-price">
      <strong data-testid={testId}>{yuan(amount)}</strong>
      {dollar && <span className="money-dollar"> {dollars(dollar)}</span>}
    </span>
  );
}

/** The stay cancellation policy (bookings brief), stated in full before booking and when cancelling. */
export function StayPolicy({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="stay-policy" aria-labelledby="stay-policy-title">
      <Heading id="stay-policy-title">{t('stayUi.policy.title')}</Heading>
      <ul>
        <li>{t('stayUi.policy.full')}</li>
        <li>{t('stayUi.policy.half')}</li>
        <li>{t('stayUi.policy.none')}</li>
        <li>{t('stayUi.policy.unpaid')}</li>
        <li>{t('stayUi.policy.validity', { time: STAY_CHECKIN_TIME })}</li>
      </ul>
    </section>
  );
}

/** The chosen check-in and check-out days, or "not chosen" (booking a stay, and moving one). */
export function StayRange({ checkin, checkout }: { checkin: string | null | undefined; checkout: string | null | undefined }) {
  return (
    <dl className="stay-range">
      <div>
        <dt>{t('stayUi.calendar.checkin')}</dt>
        <dd data-testid="checkin">{checkin ? shortDay(checkin) : t('stayUi.calendar.notChosen')}</dd>
      </div>
      <div>
        <dt>{t('stayUi.calendar.checkout')}</dt>
        <dd data-testid="checkout">{checkout ? shortDay(checkout) : t('stayUi.calendar.notChosen')}</dd>
      </div>
    </dl>
  );
}
