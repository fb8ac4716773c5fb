import type { PayableSummary } from '../../../contract/payment';
import { t, tn, type UiPluralKey } from '../../lib/i18n';
import { Countdown } from './countdown';

/** What is being paid: the order, the amount in both currencies, a dinner's balance, the time left to pay. */
export function PaySummary({ summary, counting, count }: { summary: PayableSummary; counting: boolean; count: UiPluralKey | null }) {
  return (
    <section className="shop-card pay-summary" aria-labelledby="pay-summary-title">
      <h2 id="pay-summary-title" className="visually-hidden">
        {t('pay.amount')}
      </h2>
      <p className="pay-title">{summary.title}</p>
      <dl className="pay-facts">
        <div>
          <dt>{t('pay.orderNo')}</dt>
          <dd data-testid="pay-order-no">{summary.order_no}</dd>
        </div>
        <div>
          <dt>{t('pay.amount')}</dt>
          <dd className="pay-amount">
            <strong data-testid="pay-amount">¥{summary.order_price}</strong> <span className="money-dollar">US${summary.dollar_price}</span>
            {count && <span className="pay-bottles">{tn(count, summary.product_count)}</span>}
          </dd>
        </div>
        {summary.balance && (
          <div>
            <dt>{t('pay.balance')}</dt>
            <dd data-testid="pay-balance">¥{summary.balance}</dd>
          </div>
        )}
      </dl>
      {counting && summary.order_time > 0 && <Countdown seconds={summary.order_time} label={t('pay.validity')} />}
    </section>
  );
}
