import { REFUND_STATUS } from '../../../../machines/refund.machine';
import { REFUND_REASONS, type Refund, type RefundReason } from '../../../contract/aftersales';
import { t } from '../../lib/i18n';
import { displayPhone } from '../../../contract/phone';

type StatusName = 'underReview' | 'completed' | 'rejected' | 'cancelled';
const STATUS_NAME: Record<number, StatusName> = {
  [REFUND_STATUS.underReview]: 'underReview',
  [REFUND_STATUS.completed]: 'completed',
  [REFUND_STATUS.rejected]: 'rejected',
  [REFUND_STATUS.cancelled]: 'cancelled',
};

const reasonText = (reason: string) =>
  (REFUND_REASONS as readonly string[]).includes(reason) ? t(`aftersales.refund.reasons.${reason as RefundReason}`) : reason;

/** `2026-05-01 10:00:00` → a <time> the reader can read and a machine can parse. */
function Time({ value }: { value: string }) {
  return <time dateTime={value.replace(' ', 'T') + '+08:00'}>{value.slice(0, 16)}</time>;
}

/** The latest refund (spec §3 Refund): status, what was asked, and the record list (time, remark, operator). */
export function RefundStatus({ refund }: { refund: Refund }) {
  const status = STATUS_NAME[refund.status] ?? 'underReview';
  return (
    <section className={`refund-status is-${status}`} aria-labelledby="refund-status-title" data-testid="refund-status">
      <header className="refund-status-head">
        <h2 id="refund-status-title">{t('aftersales.refund.statusTitle')}</h2>
        <span className="refund-badge" data-status={status}>
          {t(`aftersales.refund.status.${status}`)}
        </span>
      </header>
      <p className="refund-status-body">{t(`aftersales.refund.statusBody.${status}`)}</p>
      <dl className="refund-facts">
        <div>
          <dt>{t('aftersales.refund.amount')}</dt>
          <dd className="refund-amount">¥{refund.amount}</dd>
        </div>
        <div>
          <dt>{t('aftersales.refund.reasonLabel')}</dt>
          <dd>{reasonText(refund.reason)}</dd>
        </div>
        <div>
          <dt>{t('aftersales.refund.contact')}</dt>
          <dd>
            {refund.contact_name} · <span className="refund-phone">{displayPhone(refund.contact_phone)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('aftersales.refund.requestedAt')}</dt>
          <dd>
            <Time value={refund.created_at} />
          </dd>
        </div>
      </dl>
      <h3 className="refund-records-title">{t('aftersales.refund.records')}</h3>
      <ol className="refund-records" reversed>
        {[...refund.records].reverse().map((record, index) => (
          <li key={`${record.time}-${index}`} className={`refund-record is-${record.kind}`}>
            <p className="refund-record-head">
              <strong>{t(`aftersales.refund.kind.${record.kind}`)}</strong>
              <span className="refund-record-by">{t(`aftersales.refund.operator.${record.operator}`)}</span>
            </p>
            <p className="refund-record-time">
              <Time value={record.time} />
            </p>
            {record.remark && <p className="refund-record-remark">{record.remark}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
