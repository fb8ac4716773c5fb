import type { BookingItem } from '../../../contract/booking';
import { ContentImage } from '../../components/content-image';
import { t, tKey } from '../../lib/i18n';
import { Price } from './stay-bits';
import { adultsText, nightsText, roomsText, shortDay, yuan } from './stay-format';

export type StayRowAction = 'pay' | 'cancel' | 'delete';

export interface StayCardProps {
  stay: BookingItem;
  /** the actions the booking order machine allows now */
  actions: StayRowAction[];
  busy: boolean;
  onAction: (action: StayRowAction) => void;
  onDetail: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (seconds: number) => `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`;

export const stateLabel = (state: string) => tKey(`stayUi.list.status.${state}`);

/** One stay of /stayList: number, room, dates, guests, amount, status and the actions allowed now. */
export function StayCard({ stay, actions, busy, onAction, onDetail }: StayCardProps) {
  const checkin = stay.start_at.slice(0, 10);
  const checkout = stay.end_at.slice(0, 10);
  const paidStay = stay.state === 'paid';
  return (
    <li className={`stay-card is-${stay.state}`} data-testid="stay-card" data-order-no={stay.order_no} data-state={stay.state}>
      <div className="stay-card-head">
        <p className="stay-card-no">
          <span>{t('stayUi.list.orderNo')}</span> {stay.order_no}
        </p>
        <p className="stay-card-status" data-testid="stay-status">
          {stateLabel(stay.state)}
        </p>
      </div>
      <div className="stay-card-body">
        <ContentImage className="stay-card-image" src={stay.image} alt="" sizes="120px" />
        <div className="stay-card-facts">
          <h2 className="stay-card-title">{stay.title}</h2>
          <p>{t('stayUi.list.dates', { checkin: shortDay(checkin), checkout: shortDay(checkout) })}</p>
          <p className="stay-card-meta">
            {nightsText(stay.nights)} · {adultsText(stay.adults)} · {roomsText(stay.rooms)}
          </p>
        </div>
        <div className="stay-card-sum">
          <span className="visually-hidden">{t('stayUi.list.amount')}</span>
          <Price amount={stay.amount} dollar={stay.dollar_amount} />
          {stay.refund !== '0.00' && <span className="stay-card-refund">{t(stay.state === 'refunding' ? 'stayUi.list.refunding' : 'stayUi.list.refunded', { amount: yuan(stay.refund) })}</span>}
          {stay.state === 'unpaid' && stay.order_time > 0 && <span className="stay-card-timer">{t('stayUi.list.payWithin', { time: clock(stay.order_time) })}</span>}
        </div>
      </div>
      <div className="stay-card-actions">
        <button type="button" className="link-button" onClick={onDetail} disabled={busy} data-testid="stay-detail">
          {t('stayUi.list.action.detail')}
        </button>
        {paidStay && !actions.includes('cancel') && <span className="stay-card-note">{t('stayUi.list.noCancel')}</span>}
        {actions.includes('delete') && (
          <button type="button" className="link-button is-danger" disabled={busy} onClick={() => onAction('delete')} data-testid="stay-delete">
            {t('stayUi.list.action.delete')}
          </button>
        )}
        {actions.includes('cancel') && (
          <button type="button" className="button button-ghost" disabled={busy} onClick={() => onAction('cancel')} data-testid="stay-cancel">
            {t('stayUi.list.action.cancel')}
          </button>
        )}
        {actions.includes('pay') && (
          <button type="button" className="button" disabled={busy} onClick={() => onAction('pay')} data-testid="stay-pay">
            {t('stayUi.list.action.pay')}
          </button>
        )}
      </div>
    </li>
  );
}
