import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** The page title with the order it is about and the way back to it. */
export function OrderHead({ title, intro, orderNo, amount, id }: { title: string; intro?: string; orderNo: string; amount?: string; id: string }) {
  return (
    <header className="aftersales-hero">
      <a className="back-link" href={`#${paths.orderDetail}?order_no=${encodeURIComponent(orderNo)}`}>
        {t('aftersales.backToOrder')}
      </a>
      <p className="eyebrow">{t('aftersales.eyebrow')}</p>
      <h1 id={id}>{title}</h1>
      <p className="aftersales-order">
        <span>{t('aftersales.orderNo', { no: orderNo })}</span>
        {amount && <span>{t('aftersales.paid', { amount })}</span>}
      </p>
      {intro && <p className="aftersales-intro">{intro}</p>}
    </header>
  );
}

/** No (usable) order number in the address. */
export function MissingOrder() {
  return (
    <section className="status-panel">
      <h1>{t('aftersales.missing')}</h1>
      <p>{t('aftersales.missingBody')}</p>
      <a className="button" href={`#${paths.orderList}`}>
        {t('aftersales.toOrders')}
      </a>
    </section>
  );
}

/** The order number of the page's query, when it can be one. */
export function orderNoOf(search: string): string | null {
  const value = new URLSearchParams(search).get('order_no')?.trim() ?? '';
  return /^[A-Za-z0-9]{1,40}$/.test(value) ? value : null;
}
