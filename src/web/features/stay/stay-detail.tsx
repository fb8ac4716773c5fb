import type { BookingDetail } from '../../../contract/booking';
import { CalendarFileButton } from '../../components/calendar-file-button';
import { GettingThere } from '../../components/getting-there';
import { ModalPanel } from '../../components/modal-panel';
import { t, tKey, type UiKey } from '../../lib/i18n';
import { Price, StayPolicy } from './stay-bits';
import { stateLabel } from './stay-card';
import { adultsText, nightsText, roomsText, shortDay, yuan } from './stay-format';
import { displayPhone } from '../../../contract/phone';

export interface StayDetailProps {
  open: boolean;
  detail: BookingDetail | null;
  failure: string | null;
  /** where the stay is moved to another arrival day, when the booking order machine lets it move now */
  moveHref?: string | null;
  onRetry: () => void;
  onClose: () => void;
}

/** One stay in full (getOrderInfo): the room and range with times, the guest, the money, the policy. */
export function StayDetail({ open, detail, failure, moveHref, onRetry, onClose }: StayDetailProps) {
  return (
    <ModalPanel open={open} title={t('stayUi.list.detail.title')} closeLabel={t('stayUi.list.detail.close')} onClose={onClose}>
      {detail ? (
        <div className="stay-detail" data-testid="stay-detail-panel">
          <p className="stay-detail-title">
            <strong>{detail.title}</strong> · {stateLabel(detail.state)}
          </p>
          <dl className="stay-detail-list">
            {(
              [
                ['stayUi.list.orderNo', detail.order_no],
                ['stayUi.calendar.checkin', `${shortDay(detail.start_at.slice(0, 10))} ${detail.start_at.slice(11, 16)}`],
                ['stayUi.calendar.checkout', `${shortDay(detail.end_at.slice(0, 10))} ${detail.end_at.slice(11, 16)}`],
                ['stayUi.list.detail.stay', `${nightsText(detail.nights)} · ${adultsText(detail.adults)} · ${roomsText(detail.rooms)}`],
                ['stayUi.list.detail.guest', detail.name],
                ['stayUi.list.detail.phone', displayPhone(detail.phone)],
                ['stayUi.list.detail.description', detail.description],
                ['stayUi.list.detail.created', detail.create_time],
                ['stayUi.list.detail.paid', detail.pay_time ? `${yuan(detail.paid)} · ${detail.pay_time}` : ''],
                ['stayUi.list.detail.payNo', detail.pay_no],
                ['stayUi.list.detail.refund', detail.refund !== '0.00' ? yuan(detail.refund) : ''],
              ] as [UiKey, string][]
            )
              .filter(([, value]) => value)
              .map(([key, value]) => (
                <div key={key}>
                  <dt>{t(key)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            <div>
              <dt>{t('stayUi.list.amount')}</dt>
              <dd>
                <Price amount={detail.amount} dollar={detail.dollar_amount} />
              </dd>
            </div>
          </dl>
          {moveHref && (
            <a className="button button-ghost" href={moveHref} data-testid="stay-move">
              {t('stayUi.list.detail.changeDates')}
            </a>
          )}
          {(detail.state === 'unpaid' || detail.state === 'paid' || detail.state === 'arrived') && (
            <>
              <CalendarFileButton orderNo={detail.order_no} />
              <GettingThere headingLevel={3} />
            </>
          )}
          {(detail.state === 'unpaid' || detail.state === 'paid') && <StayPolicy headingLevel={3} />}
        </div>
      ) : failure ? (
        <div role="alert">
          <p>{tKey(failure)}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('stayUi.common.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('stayUi.common.loading')}</p>
      )}
    </ModalPanel>
  );
}
