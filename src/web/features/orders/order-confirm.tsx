import { GOODS_ORDER_STATUS } from '../../../../machines/goods-order.machine';
import type { ConfirmedAction } from '../../../../machines/order-actions';
import { REFUND_WORKING_DAYS } from '../../../contract/aftersales';
import type { OrderSummary } from '../../../contract/order';
import type { PayMethod } from '../../../contract/payment';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t, type UiKey } from '../../lib/i18n';

const TEXTS = {
  cancel: { title: 'orders.confirm.cancelTitle', ok: 'orders.confirm.cancelOk' },
  receive: { title: 'orders.confirm.receiveTitle', ok: 'orders.confirm.receiveOk' },
  delete: { title: 'orders.confirm.deleteTitle', ok: 'orders.confirm.deleteOk' },
} as const;

/** The order asked about; `pay_method` when the screen knows it (the detail does, a list row does not). */
type AskedOrder = Pick<OrderSummary, 'order_no' | 'status' | 'order_price'> & { pay_method?: string };

/** Where a refund goes, by how the order was paid: every WeChat Pay way to the WeChat balance or card. */
const REFUND_TO: Record<PayMethod, UiKey> = {
  jsapi: 'orders.confirm.refundTo.wechat',
  native: 'orders.confirm.refundTo.wechat',
  h5: 'orders.confirm.refundTo.wechat',
  sandbox: 'orders.confirm.refundTo.sandbox',
};

function refundTo(method = ''): string {
  return t(Object.hasOwn(REFUND_TO, method) ? REFUND_TO[method as PayMethod] : 'orders.confirm.refundTo.unknown');
}

/**
 * What the question says, as a key and its values. Cancelling says what becomes of the money:
 * a paid order's full amount goes back the way it was paid (named when the payment method is
 * known), an unpaid one was never charged.
 */
export function confirmBody(action: ConfirmedAction, order: AskedOrder): { key: UiKey; params: Record<string, string | number> } {
  const no = order.order_no;
  if (action === 'receive') return { key: 'orders.confirm.receiveBody', params: { no } };
  if (action === 'delete') return { key: 'orders.confirm.deleteBody', params: { no } };
  return order.status === GOODS_ORDER_STATUS.paid
    ? { key: 'orders.confirm.cancelPaidBody', params: { no, amount: order.order_price, to: refundTo(order.pay_method), days: REFUND_WORKING_DAYS } }
    : { key: 'orders.confirm.cancelUnpaidBody', params: { no } };
}

export interface OrderConfirmProps {
  /** the action asked about; null keeps the dialog closed */
  action: ConfirmedAction | null;
  /** the order asked about (null while it is not known) */
  order: AskedOrder | null;
  busy: boolean;
  onConfirm: () => void;
  onAbort: () => void;
}

/** Spec §8 confirm prompts: cancel order, confirm receipt, delete order. */
export function OrderConfirm({ action, order, busy, onConfirm, onAbort }: OrderConfirmProps) {
  const texts = TEXTS[action ?? 'cancel'];
  const body = action && order ? confirmBody(action, order) : null;
  return (
    <ConfirmDialog
      open={action !== null && order !== null}
      tone={action === 'receive' ? 'default' : 'danger'}
      title={t(texts.title)}
      body={body ? t(body.key, body.params) : ''}
      confirmLabel={t(texts.ok)}
      cancelLabel={t('orders.confirm.keep')}
      busy={busy}
      busyLabel={t('orders.confirm.working')}
      onConfirm={onConfirm}
      onCancel={onAbort}
    />
  );
}
