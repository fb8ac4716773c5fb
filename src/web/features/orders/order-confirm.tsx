import type { ConfirmedAction } from '../../../../machines/order-actions';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t } from '../../lib/i18n';

const TEXTS = {
  cancel: { title: 'orders.confirm.cancelTitle', body: 'orders.confirm.cancelBody', ok: 'orders.confirm.cancelOk' },
  receive: { title: 'orders.confirm.receiveTitle', body: 'orders.confirm.receiveBody', ok: 'orders.confirm.receiveOk' },
  delete: { title: 'orders.confirm.deleteTitle', body: 'orders.confirm.deleteBody', ok: 'orders.confirm.deleteOk' },
} as const;

export interface OrderConfirmProps {
  /** the action asked about; null keeps the dialog closed */
  action: ConfirmedAction | null;
  orderNo: string;
  busy: boolean;
  onConfirm: () => void;
  onAbort: () => void;
}

/** Spec §8 confirm prompts: cancel order, confirm receipt, delete order. */
export function OrderConfirm({ action, orderNo, busy, onConfirm, onAbort }: OrderConfirmProps) {
  const texts = TEXTS[action ?? 'cancel'];
  return (
    <ConfirmDialog
      open={action !== null}
      tone={action === 'receive' ? 'default' : 'danger'}
      title={t(texts.title)}
      body={t(texts.body, { no: orderNo })}
      confirmLabel={t(texts.ok)}
      cancelLabel={t('orders.confirm.keep')}
      busy={busy}
      busyLabel={t('orders.confirm.working')}
      onConfirm={onConfirm}
      onCancel={onAbort}
    />
  );
}
