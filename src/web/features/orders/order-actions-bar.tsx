import { factsOf, orderActions, type OrderAction } from '../../../../machines/order-actions';
import type { OrderSummary } from '../../../contract/order';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export interface OrderActionsBarProps {
  order: Pick<OrderSummary, 'order_no' | 'status' | 'order_price' | 'refund_decided'>;
  disabled: boolean;
  /** actions this place does not offer (e.g. changing the address from a list row) */
  hide?: OrderAction[];
  onAction: (action: Exclude<OrderAction, 'refund' | 'logistics'>) => void;
}

const ORDER: OrderAction[] = ['pay', 'receive', 'logistics', 'refund', 'changeAddress', 'cancel', 'delete'];

/**
 * The buttons of exactly the actions the goods order machine allows at this status (spec §4);
 * refund and logistics are pages of their own, the rest go to the screen's machine.
 */
export function OrderActionsBar({ order, disabled, hide = [], onAction }: OrderActionsBarProps) {
  const allowed = orderActions(factsOf(order)).filter((action) => !hide.includes(action));
  const query = `?order_no=${encodeURIComponent(order.order_no)}`;
  const actions = ORDER.filter((action) => allowed.includes(action));
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((action) => {
        if (action === 'refund' || action === 'logistics') {
          const href = `#${action === 'refund' ? paths.orderDetail_after : paths.logistics}${query}`;
          return (
            <a key={action} className="button button-ghost" href={href}>
              {t(`orders.action.${action}`)}
            </a>
          );
        }
        const primary = action === 'pay' || action === 'receive';
        return (
          <button
            key={action}
            type="button"
            className={primary ? 'button' : 'button button-ghost'}
            disabled={disabled}
            data-action={action}
            onClick={() => onAction(action)}
          >
            {t(`orders.action.${action}`)}
          </button>
        );
      })}
    </div>
  );
}
