import type { VisitChoice, VisitOffer } from '../../../../machines/visit-reserve.machine';
import type { BookingQuote } from '../../../contract/visit';
import { t, tn } from '../../lib/i18n';
import { dayLabel, PriceLine } from './booking-bits';
import { PolicyList } from './policy';

export interface ReserveSummaryProps {
  offer: VisitOffer;
  choice: VisitChoice;
  quote: BookingQuote | null;
  /** why the counts cannot be priced, already in words */
  quoteFailure: string | null;
  pricing: boolean;
  changeHref: string;
}

/** The chosen visit, day and slot with the places left, the server's price and the cancellation policy. */
export function ReserveSummary({ offer, choice, quote, quoteFailure, pricing, changeHref }: ReserveSummaryProps) {
  const remaining = quote?.remaining ?? offer.slot?.number ?? 0;
  return (
    <aside className="booking-aside" aria-labelledby="reserve-summary-title">
      <section className="shop-card booking-summary">
        <h2 id="reserve-summary-title">{t('visitUi.reserve.summary')}</h2>
        <dl className="visit-facts is-stacked">
          <div>
            <dt>{t('visitUi.reserve.visit')}</dt>
            <dd data-testid="summary-visit">{offer.cate.name}</dd>
          </div>
          <div>
            <dt>{t('visitUi.reserve.date')}</dt>
            <dd>{dayLabel(choice.date)}</dd>
          </div>
          <div>
            <dt>{t('visitUi.reserve.slot')}</dt>
            <dd>
              {choice.slot} · {tn('visitUi.visit.minutes', offer.cate.duration)}
            </dd>
          </div>
        </dl>
        <p className="booking-remaining" data-testid="slot-remaining">
          {tn('visitUi.reserve.remaining', remaining)}
        </p>
        <a className="link-button" href={changeHref}>
          {t('visitUi.reserve.changeSlot')}
        </a>
      </section>
      <section className="shop-card booking-quote" aria-labelledby="reserve-quote-title" aria-busy={pricing || undefined}>
        <h2 id="reserve-quote-title">{t('visitUi.reserve.quote')}</h2>
        {quote ? (
          <dl className="price-lines" aria-live="polite">
            <PriceLine label={t('visitUi.reserve.quoteLine', { count: quote.people, price: quote.unit_price })} yuan={quote.amount} dollars={quote.dollar_amount} />
            <PriceLine label={t('visitUi.reserve.payNow')} yuan={quote.pay} dollars={quote.dollar_pay} strong testId="quote-pay" />
          </dl>
        ) : (
          <p className="booking-quote-note" role={quoteFailure ? 'alert' : undefined}>
            {quoteFailure ?? `¥${offer.cate.price} ${t('visitUi.visit.perPerson')}`}
          </p>
        )}
      </section>
      <section className="shop-card booking-policy" aria-labelledby="reserve-policy-title">
        <h2 id="reserve-policy-title">{t('visitUi.reserve.policyTitle')}</h2>
        <PolicyList kinds={['visit']} />
      </section>
    </aside>
  );
}
