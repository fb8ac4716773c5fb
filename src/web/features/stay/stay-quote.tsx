import type { StayQuote } from '../../../contract/hotel';
import { ContentImage } from '../../components/content-image';
import { PayByNote } from '../../components/pay-by-note';
import { t, tn } from '../../lib/i18n';
import { Price, StayTimes } from './stay-bits';
import { adultsText, nightsText, roomsText, shortDay, yuan } from './stay-format';

/**
 * The priced stay of /settledInfo: the room, the range, why the party takes these rooms, each
 * night as one room's price × the rooms, the total (rooms × nights) and what is due.
 */
export function StayQuoteCard({ quote, busy }: { quote: StayQuote; busy: boolean }) {
  const oneRoom = new Map(quote.room.nights.map((night) => [night.day, night.price]));
  const needed = quote.room.rooms_needed;
  return (
    <section className="shop-card stay-quote" aria-labelledby="stay-quote-title" aria-busy={busy || undefined}>
      <h2 id="stay-quote-title">{t('stayUi.settle.stay')}</h2>
      <div className="stay-quote-room">
        <ContentImage src={quote.room.images[0]} alt="" sizes="120px" />
        <div>
          <p className="stay-quote-name" data-testid="quote-room">
            {quote.room.name}
          </p>
          <p className="stay-quote-range">
            {shortDay(quote.checkin)} – {shortDay(quote.checkout)} · {nightsText(quote.night_count)}
          </p>
          <p className="stay-quote-range" data-testid="quote-party">
            {adultsText(quote.adults)} · {roomsText(quote.rooms)}
          </p>
        </div>
      </div>
      {needed > 1 && (
        <p className="stay-quote-why" data-testid="quote-why">
          {tn('stayUi.settle.why', quote.room.number, { adults: adultsText(quote.adults), rooms: roomsText(needed) })}
        </p>
      )}
      <StayTimes checkin={quote.room.checkin_time} checkout={quote.room.checkout_time} />
      <table className="stay-quote-nights">
        <caption className="visually-hidden">{t('stayUi.settle.quote')}</caption>
        <tbody>
          {quote.nights.map((night) => (
            <tr key={night.day} data-testid="quote-night">
              <th scope="row">{shortDay(night.day)}</th>
              <td className="stay-quote-each">{t('stayUi.settle.nightLine', { price: yuan(oneRoom.get(night.day) ?? night.price), rooms: roomsText(quote.rooms) })}</td>
              <td>{yuan(night.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('stayUi.settle.total')}</th>
            <td className="stay-quote-each" data-testid="quote-breakdown">
              {t('stayUi.settle.breakdown', { rooms: roomsText(quote.rooms), nights: nightsText(quote.night_count) })}
            </td>
            <td>
              <Price amount={quote.amount} dollar={quote.dollar_amount} testId="quote-total" />
            </td>
          </tr>
          <tr className="stay-quote-due">
            <th scope="row">{t('stayUi.settle.payNow')}</th>
            <td />
            <td>
              <Price amount={quote.pay} dollar={quote.dollar_pay} testId="quote-pay" />
            </td>
          </tr>
        </tfoot>
      </table>
      <PayByNote payBy={quote.pay_by} />
      {busy && (
        <p className="shop-loading" role="status">
          {t('stayUi.settle.quoting')}
        </p>
      )}
    </section>
  );
}
