import type { CateringCate, CateringInfo, DiningFields, Restaurant } from '../../../../machines/dining-booking.machine';
import type { BookingQuote } from '../../../contract/visit';
import { ContentImage } from '../../components/content-image';
import { SectionHeading } from '../../components/section-heading';
import { t, tn } from '../../lib/i18n';
import { dayLabel, PriceLine } from './booking-bits';
import { PolicyList } from './policy';

const paragraphs = (text: string) => text.split(/\n+/).filter((line) => line.trim() !== '');

/** The restaurant: overview, what to know before booking, the dinner time and the notes. */
export function DiningAbout({ info }: { info: CateringInfo }) {
  return (
    <section className="content-section content-section--cream" aria-labelledby="dining-about-title">
      <div className="content-inner dining-about">
        <div>
          <SectionHeading id="dining-about-title" align="start" eyebrow="Cliffside dining" eyebrowLang="en" title={t('visitUi.dining.overview')} />
          {paragraphs(info.overview).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <h3>{t('visitUi.dining.mustRead')}</h3>
          {paragraphs(info.must_read).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="dining-facts">
          <p className="dining-time">
            <span>{t('visitUi.dining.dinnerTime')}</span>
            <strong>{info.dinnertime}</strong>
          </p>
          {info.attentionjson.length > 0 && (
            <>
              <h3>{t('visitUi.dining.notes')}</h3>
              <ul className="cate-list is-notes">
                {info.attentionjson.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {info.images[1] && <ContentImage className="dining-picture" src={info.images[1]} alt="" sizes="(min-width: 900px) 33vw, 100vw" />}
        </div>
      </div>
    </section>
  );
}

/** The menus as radio cards: picture, name, what it is, the price per person and the seats. */
export function MenuChoice(props: { cates: CateringCate[]; chosen: string; error?: string; disabled: boolean; onChoose: (cate: number) => void }) {
  return (
    <fieldset className="shop-card booking-fieldset menu-choice" aria-describedby={props.error ? 'dining-cate-error' : undefined}>
      <legend>{t('visitUi.dining.categoriesTitle')}</legend>
      {props.cates.length === 0 && <p>{t('visitUi.dining.noCategories')}</p>}
      <div className="menu-cards">
        {props.cates.map((cate) => (
          <label key={cate.id} className={String(cate.id) === props.chosen ? 'menu-card is-chosen' : 'menu-card'} data-testid="dining-cate" data-cate={cate.id}>
            <input type="radio" name="dining-cate" value={cate.id} checked={String(cate.id) === props.chosen} disabled={props.disabled}
              aria-invalid={props.error ? true : undefined} onChange={() => props.onChoose(cate.id)} />
            <ContentImage className="menu-card-image" src={cate.images[0]} alt="" sizes="(min-width: 900px) 20vw, 40vw" />
            <span className="menu-card-text">
              <strong>{cate.name}</strong>
              {cate.intro && <span>{cate.intro}</span>}
              <span className="menu-card-price">
                ¥{cate.price} <span className="money-dollar">US${cate.dollar_price}</span> <span className="cate-unit">{t('visitUi.visit.perPerson')}</span>
              </span>
              <span className="menu-card-seats">{tn('visitUi.dining.amount', cate.amount)}</span>
            </span>
          </label>
        ))}
      </div>
      {props.error && (
        <p className="form-error" id="dining-cate-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

export interface DiningSummaryProps {
  restaurant: Restaurant;
  fields: DiningFields;
  quote: BookingQuote | null;
  quoteFailure: string | null;
  pricing: boolean;
}

/** The evening chosen and the server's price: total, 50 % now, the balance at the table; the policy. */
export function DiningSummary({ restaurant, fields, quote, quoteFailure, pricing }: DiningSummaryProps) {
  const cate = restaurant.cates.find((c) => String(c.id) === fields.cate);
  return (
    <aside className="booking-aside" aria-labelledby="dining-quote-title">
      <section className="shop-card booking-quote" aria-busy={pricing || undefined}>
        <h2 id="dining-quote-title">{t('visitUi.dining.quoteTitle')}</h2>
        <p className="booking-quote-when">
          {cate ? cate.name : t('visitUi.dining.chooseFirst')}
          {fields.date && ` · ${dayLabel(fields.date)} ${restaurant.info.dinnertime}`}
        </p>
        {quote ? (
          <dl className="price-lines" aria-live="polite">
            <PriceLine label={t('visitUi.reserve.quoteLine', { count: quote.people, price: quote.unit_price })} yuan={quote.amount} dollars={quote.dollar_amount} />
            <PriceLine label={t('visitUi.dining.prepay')} yuan={quote.pay} dollars={quote.dollar_pay} strong testId="quote-pay" />
            <PriceLine label={t('visitUi.dining.balance')} yuan={quote.balance} testId="quote-balance" />
          </dl>
        ) : (
          <p className="booking-quote-note" role={quoteFailure ? 'alert' : undefined}>
            {quoteFailure ?? (cate ? `¥${cate.price} ${t('visitUi.visit.perPerson')} · ${t('visitUi.dining.prepay')}` : '')}
          </p>
        )}
      </section>
      <section className="shop-card booking-policy" aria-labelledby="dining-policy-title">
        <h2 id="dining-policy-title">{t('visitUi.dining.policyTitle')}</h2>
        <PolicyList kinds={['dining']} />
      </section>
    </aside>
  );
}
