import type { OrderDetail } from '../../../contract/order';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { PayMethodName } from '../../components/pay-mark';
import { Facts, labelOf, OrderGoods, statusLabel } from './order-bits';
import { displayPhone } from '../../../contract/phone';

/** The facts of an order (spec §3 Goods order): order, receiver, payment, wines, after-sales, logistics. */
export function OrderSections({ order }: { order: OrderDetail }) {
  const paid = order.pay_time !== '';
  const logisticsHref = `#${paths.logistics}?order_no=${encodeURIComponent(order.order_no)}`;
  return (
    <div className="order-sections">
      <section className="shop-card" aria-labelledby="order-summary">
        <h2 id="order-summary">{t('orders.detail.summary')}</h2>
        <Facts
          rows={[
            ['orders.detail.number', order.order_no],
            ['orders.detail.time', order.create_time],
            ['orders.detail.status', statusLabel(order.status)],
            ['orders.detail.amount', `¥${order.order_price}`],
          ]}
        />
      </section>
      <section className="shop-card" aria-labelledby="order-receiver">
        <h2 id="order-receiver">{t('orders.detail.receiver')}</h2>
        <Facts
          rows={[
            ['orders.detail.receiver', order.consignee],
            ['orders.detail.phone', displayPhone(order.mobile)],
            ['orders.detail.address', `${order.address_name} ${order.address_details}`],
            ['orders.detail.remark', order.remark],
          ]}
        />
      </section>
      <section className="shop-card" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('orders.detail.payment')}</h2>
        {paid ? (
          <Facts
            rows={[
              ['orders.detail.method', order.pay_method ? <PayMethodName method={order.pay_method} name={labelOf('orders.method', order.pay_method)} /> : ''],
              ['orders.detail.payNo', order.pay_no],
              ['orders.detail.payTime', order.pay_time],
              ['orders.detail.paid', `¥${order.paid_price}`],
            ]}
          />
        ) : (
          <p className="order-muted">{t('orders.detail.notPaid')}</p>
        )}
      </section>
      <section className="shop-card order-wines" aria-labelledby="order-wines">
        <h2 id="order-wines">{t('orders.detail.wines')}</h2>
        <OrderGoods items={order.items} />
        <Facts
          rows={[
            ['orders.detail.goods', `¥${order.goods_price}`],
            ['orders.detail.shipping', order.shipping_fee === '0.00' ? t('orders.detail.free') : `¥${order.shipping_fee}`],
            ['orders.detail.amount', `¥${order.order_price}`],
          ]}
        />
      </section>
      {order.refund && (
        <section className="shop-card" aria-labelledby="order-refund">
          <h2 id="order-refund">{t('orders.detail.refund')}</h2>
          <Facts
            rows={[
              ['orders.detail.status', tKey(`orders.detail.refundStatus.${order.refund.status}`)],
              ['orders.detail.refundReason', labelOf('aftersales.refund.reasons', order.refund.reason)],
              ['orders.detail.refundAmount', `¥${order.refund.amount}`],
              ['orders.detail.refundTime', order.refund.create_time],
            ]}
          />
          <a className="text-link" href={`#${paths.orderDetail_after}?order_no=${encodeURIComponent(order.order_no)}`}>
            {t('orders.action.detail')}
          </a>
        </section>
      )}
      {order.logistics && (
        <section className="shop-card" aria-labelledby="order-logistics">
          <h2 id="order-logistics">{t('orders.detail.logistics')}</h2>
          <Facts
            rows={[
              ['orders.detail.carrier', labelOf('aftersales.logistics.carriers', order.logistics.company)],
              ['orders.detail.trackingNo', order.logistics.tracking_no],
              ['orders.detail.shipTime', order.logistics.ship_time],
              ['orders.detail.latest', order.logistics.latest ? `${order.logistics.latest_time} ${order.logistics.latest}` : t('orders.detail.noTracking')],
            ]}
          />
          <a className="text-link" href={logisticsHref}>
            {t('orders.action.logistics')}
          </a>
        </section>
      )}
    </div>
  );
}
