import type { BookingAction } from '../../../../machines/booking-actions';
import type { BookingDetail } from '../../../contract/booking';
import { CalendarFileButton } from '../../components/calendar-file-button';
import { GettingThere } from '../../components/getting-there';
import { ModalPanel } from '../../components/modal-panel';
import { t } from '../../lib/i18n';
import { BookingMoney, bookingStatusLabel, peopleText, whenOf } from './booking-card';
import { displayPhone } from '../../../contract/phone';

export interface BookingDetailPanelProps {
  open: boolean;
  detail: BookingDetail | null;
  missing: boolean;
  actions: BookingAction[];
  /** where the booking is moved to another date (the visit calendar), when it may be moved now */
  moveHref?: string | null;
  onAction: (action: BookingAction) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** States of a booking still to come: its detail offers the calendar file and how to get there. */
const UPCOMING = new Set(['unpaid', 'paid', 'arrived']);

/** One booking in full: what, when, who, the money and the payment, how to get there and the calendar file, with the actions allowed now. */
export function BookingDetailPanel({ open, detail, missing, actions, moveHref, onAction, onRetry, onClose }: BookingDetailPanelProps) {
  const facts: [string, string][] = detail
    ? [
        [t('visitUi.list.orderNo'), detail.order_no],
        [t('visitUi.detail.category'), `${t(`visitUi.list.kind.${detail.kind}`)} · ${detail.title}`],
        [t('visitUi.list.when'), whenOf(detail)],
        [t('visitUi.list.people'), peopleText(detail)],
        [t('visitUi.detail.name'), detail.name],
        [t('visitUi.detail.phone'), displayPhone(detail.phone)],
        [t('visitUi.detail.description'), detail.description],
        [t('visitUi.detail.created'), detail.create_time],
        [t('visitUi.detail.paidAt'), detail.pay_time],
        [t('visitUi.detail.payNo'), detail.pay_no],
      ]
    : [];
  return (
    <ModalPanel open={open} title={t('visitUi.detail.title')} closeLabel={t('visitUi.detail.close')} onClose={onClose}>
      {missing ? (
        <div className="booking-detail-missing" role="alert">
          <p>{t('visitUi.detail.failed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('visitUi.list.retry')}
          </button>
        </div>
      ) : !detail ? (
        <p role="status">{t('visitUi.detail.loading')}</p>
      ) : (
        <div className="booking-detail" data-testid="booking-detail" data-order-no={detail.order_no}>
          <p className="booking-status is-large">{bookingStatusLabel(detail)}</p>
          <dl className="booking-facts">
            {facts
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <BookingMoney booking={detail} />
          {UPCOMING.has(detail.state) && (
            <>
              <CalendarFileButton orderNo={detail.order_no} />
              <GettingThere headingLevel={3} />
            </>
          )}
          <div className="booking-actions">
            {actions.includes('delete') && (
              <button type="button" className="link-button is-danger" onClick={() => onAction('delete')}>
                {t('visitUi.list.action.delete')}
              </button>
            )}
            {moveHref && (
              <a className="button button-ghost" href={moveHref} data-testid="booking-move">
                {t('visitUi.list.action.reschedule')}
              </a>
            )}
            {actions.includes('cancel') && (
              <button type="button" className="button button-ghost" onClick={() => onAction('cancel')}>
                {t('visitUi.list.action.cancel')}
              </button>
            )}
            {actions.includes('pay') && (
              <button type="button" className="button" onClick={() => onAction('pay')}>
                {t('visitUi.list.action.pay')}
              </button>
            )}
          </div>
        </div>
      )}
    </ModalPanel>
  );
}
