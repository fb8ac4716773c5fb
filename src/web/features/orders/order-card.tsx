import type { OrderAction } from '../../../../machines/order-actions';
import type { OrderSummary } from '../../../contract/order';
import { t, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { OrderActionsBar } from './order-actions-bar';
import { OrderGoods, PayCountdown, statusLabel } from './order-bits';

export interface OrderCardProps {
  order: OrderSummary;
  busy: boolean;
  onAction: (action: Exclude<OrderAction, 'refund' | 'logistics'>) => void;
}

/** One order of the list: number, time, status, wines, total and the actions allowed now. */
export function OrderCard({ order, busy, onAction }: OrderCardProps) {
  const detail = `#${paths.orderDetail}?order_no=${encodeURIComponent(order.order_no)}`;
  return (
    <li className={`order-card is-status-${order.status}`} data-testid="order-card" data-order-no={order.order_no}>
      <div className="order-card-head">
        <p className="order-no">
          <span>{t('orders.orderNo')}</span> <a href={detail}>{order.order_no}</a>
        </p>
        <p className="order-time">{order.create_time}</p>
        <p className="order-status" data-testid="order-status">
          {statusLabel(order.status)}
        </p>
      </div>
      <OrderGoods items={order.items} />
      <div className="order-card-foot">
        <p className="order-sum">
          <span>{tn('orders.bottles', order.product_count)}</span>
          <span>
            {t('orders.total')} <strong>¥{order.order_price}</strong>
          </span>
          {order.status === 5 && order.order_time > 0 && <PayCountdown seconds={order.order_time} />}
        </p>
        <div className="order-card-actions">
          <a className="link-button" href={detail}>
            {t('orders.action.detail')}
          </a>
          <OrderActionsBar
            order={order}
            disabled={busy}
            hide={['changeAddress']}
            onAction={onAction}
          />
        </div>
      </div>
    </li>
  );
}
