import { useEffect, useState } from 'react';
import type { BookingAction } from '../../../../machines/booking-actions';
import type { BookingItem } from '../../../contract/booking';
import { ContentImage } from '../../components/content-image';
import { t, type UiKey } from '../../lib/i18n';
import { dayLabel } from './booking-bits';

/** The booking's state in words (a closed booking says why it closed), the same words as the stays'. */
export function bookingStatusLabel(booking: Pick<BookingItem, 'state'>): string {
  return t(`visitUi.list.state.${booking.state}` as UiKey);
}

/** When: the day with its weekday and the slot or dinner time. */
export function whenOf(booking: Pick<BookingItem, 'date' | 'slot' | 'start_at'>): string {
  const time = booking.slot || booking.start_at.slice(11, 16);
  return `${dayLabel(booking.date)} ${time}`.trim();
}

export function peopleText(booking: Pick<BookingItem, 'adults' | 'minors'>): string {
  return booking.minors > 0 ? t('visitUi.list.adultsMinors', { adults: booking.adults, minors: booking.minors }) : t('visitUi.list.adultsOnly', { adults: booking.adults });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "Pay within 00:29:41", counted down from the seconds the server answered. */
export function PayWithin({ seconds }: { seconds: number }) {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, seconds - Math.floor((now - start) / 1000));
  return (
    <span className="booking-countdown" role="timer">
      {t('visitUi.list.payWithin')} {pad(Math.floor(left / 3600))}:{pad(Math.floor((left % 3600) / 60))}:{pad(left % 60)}
    </span>
  );
}

/** The money of a booking: total, paid or due, the dinner's balance, a refund. */
export function BookingMoney({ booking }: { booking: BookingItem }) {
  const unpaid = booking.state === 'unpaid';
  return (
    <dl className="booking-money">
      <div>
        <dt>{t('visitUi.list.amount')}</dt>
        <dd>
          ¥{booking.amount} <span className="money-dollar">US${booking.dollar_amount}</span>
        </dd>
      </div>
      {booking.pay !== booking.amount || unpaid ? (
        <div>
          <dt>{unpaid ? t('visitUi.list.due') : t('visitUi.list.paid')}</dt>
          <dd data-testid="booking-pay">¥{booking.pay}</dd>
        </div>
      ) : null}
      {booking.kind === 'dining' && booking.balance !== '0.00' && booking.state !== 'refunded' && booking.state !== 'refunding' && booking.state !== 'cancelled' && booking.state !== 'expired' && (
        <div>
          <dt>{t('visitUi.list.balance')}</dt>
          <dd data-testid="booking-balance">¥{booking.balance}</dd>
        </div>
      )}
      {booking.refund !== '0.00' && (
        <div>
          <dt>{t('visitUi.list.refund')}</dt>
          <dd data-testid="booking-refund">¥{booking.refund}</dd>
        </div>
      )}
    </dl>
  );
}

export interface BookingCardProps {
  booking: BookingItem;
  actions: BookingAction[];
  busy: boolean;
  onAction: (action: BookingAction) => void;
  onDetail: () => void;
}

/** One booking of the list: what and when, its status, the money, and the actions allowed now. */
export function BookingCard({ booking, actions, busy, onAction, onDetail }: BookingCardProps) {
  const paidNotCancellable = booking.state === 'paid' && !actions.includes('cancel');
  return (
    <li className={`booking-card is-${booking.state}`} data-testid="booking-card" data-order-no={booking.order_no} data-state={booking.state}>
      <ContentImage className="booking-card-image" src={booking.image || undefined} alt="" sizes="160px" />
      <div className="booking-card-main">
        <div className="booking-card-head">
          <span className={`booking-kind is-${booking.kind}`}>{t(`visitUi.list.kind.${booking.kind}`)}</span>
          <span className="booking-status" data-testid="booking-status">
            {bookingStatusLabel(booking)}
          </span>
        </div>
        <h3 className="booking-title">{booking.title}</h3>
        <p className="booking-when">
          <span className="visually-hidden">{t('visitUi.list.when')} </span>
          {whenOf(booking)} · {peopleText(booking)}
        </p>
        <p className="booking-no">
          {t('visitUi.list.orderNo')} {booking.order_no}
        </p>
        <BookingMoney booking={booking} />
        {booking.state === 'unpaid' && booking.order_time > 0 && <PayWithin seconds={booking.order_time} />}
        {paidNotCancellable && <p className="booking-note is-small">{t('visitUi.list.notCancellable')}</p>}
        <div className="booking-actions">
          <button type="button" className="link-button" onClick={onDetail} disabled={busy}>
            {t('visitUi.list.action.detail')}
          </button>
          {actions.includes('delete') && (
            <button type="button" className="link-button is-danger" onClick={() => onAction('delete')} disabled={busy}>
              {t('visitUi.list.action.delete')}
            </button>
          )}
          {actions.includes('cancel') && (
            <button type="button" className="button button-ghost" onClick={() => onAction('cancel')} disabled={busy}>
              {t('visitUi.list.action.cancel')}
            </button>
          )}
          {actions.includes('pay') && (
            <button type="button" className="button" onClick={() => onAction('pay')} disabled={busy}>
              {t('visitUi.list.action.pay')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
