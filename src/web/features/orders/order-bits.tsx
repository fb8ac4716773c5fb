import { useEffect, useState, type ReactNode } from 'react';
import type { OrderNotice } from '../../../../machines/order-actions';
import type { OrderItem } from '../../../contract/order';
import { GoodsList } from '../../components/goods-list';
import { t, tKey, type UiKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** The spec §4 name of a goods order status. */
export function statusLabel(status: number): string {
  return tKey(`orders.status.${status}`);
}

/** The UI string of a code (payment method, carrier, refund reason); an unknown code shows as it is. */
export function labelOf(prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  const label = tKey(key);
  return label === key ? code : label;
}

const pad = (n: number) => String(n).padStart(2, '0');
function clock(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** "Pay within 23:59:12", counting down from the seconds the server answered. */
export function PayCountdown({ seconds }: { seconds: number }) {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = seconds - Math.floor((now - start) / 1000);
  return (
    <span className="order-countdown" role="timer">
      {t('orders.payWithin', { time: clock(left) })}
    </span>
  );
}

export function OrderGoods({ items }: { items: OrderItem[] }) {
  return (
    <GoodsList
      label={t('orders.detail.wines')}
      lines={items.map((item) => ({
        key: item.id,
        image: item.image,
        title: item.title,
        spec: item.product_spec,
        quantity: t('orders.detail.unitPrice', { price: item.unit_price, count: item.product_count }),
        price: item.price,
        dollarPrice: item.dollar_price,
        href: `#${paths.seriesDetail}?Pid=${item.goods_id}`,
      }))}
    />
  );
}

/** A definition list of facts; empty values are left out. */
export function Facts({ rows }: { rows: [UiKey, ReactNode][] }) {
  return (
    <dl className="order-facts">
      {rows
        .filter(([, value]) => value !== '')
        .map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function NoticeBar({ notice, onDismiss }: { notice: OrderNotice; onDismiss?: () => void }) {
  return (
    <div className={`shop-notice is-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="order-notice">
      <span>{tKey(notice.message)}</span>
      {onDismiss && (
        <button type="button" className="notice-dismiss" onClick={onDismiss} aria-label={t('orders.dismiss')}>
          ×
        </button>
      )}
    </div>
  );
}
