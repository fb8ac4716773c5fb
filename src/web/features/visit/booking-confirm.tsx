import { startMs, type ConfirmedBookingAction } from '../../../../machines/booking-list.machine';
import { cancellationPolicy, policyRefundFen, type BookingItem } from '../../../contract/booking';
import { formatFen } from '../../../contract/money';
import { parseYuan } from '../../../contract/order';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t } from '../../lib/i18n';

export interface BookingConfirmProps {
  /** the booking and action asked about; null keeps the dialog closed */
  target: { booking: BookingItem; action: ConfirmedBookingAction; at: number } | null;
  busy: boolean;
  onConfirm: () => void;
  onAbort: () => void;
}

/**
 * Cancel or delete, asked first (spec §8). Cancelling states the policy for the booking's kind
 * and what it refunds at the moment the member asked — the same `cancellationPolicy` the server
 * applies.
 */
export function BookingConfirm({ target, busy, onConfirm, onAbort }: BookingConfirmProps) {
  let title = '';
  let body = '';
  if (target?.action === 'delete') {
    title = t('visitUi.list.confirm.deleteTitle');
    body = t('visitUi.list.confirm.deleteBody');
  } else if (target) {
    const { booking, at } = target;
    const paid = booking.state !== 'unpaid';
    const refund = policyRefundFen(parseYuan(booking.pay) ?? 0, cancellationPolicy(booking.kind, startMs(booking), at, paid));
    title = t('visitUi.list.confirm.cancelTitle');
    body = paid
      ? `${t('visitUi.list.confirm.cancelRefund', { amount: formatFen(refund) })} ${t(`visitUi.policy.${booking.kind}`)}`
      : t('visitUi.list.confirm.cancelNoRefund');
  }
  return (
    <ConfirmDialog
      open={target !== null}
      tone="danger"
      title={title}
      body={body}
      confirmLabel={t(target?.action === 'delete' ? 'visitUi.list.confirm.deleteOk' : 'visitUi.list.confirm.cancelOk')}
      cancelLabel={t('visitUi.list.confirm.keep')}
      busy={busy}
      busyLabel={t('visitUi.list.confirm.working')}
      onConfirm={onConfirm}
      onCancel={onAbort}
    />
  );
}
