import type { Preview } from '../../../contract/order';
import { GoodsList } from '../../components/goods-list';
import { t, tKey, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';

function Wines({ preview }: { preview: Preview }) {
  return (
    <section className="shop-card" aria-labelledby="checkout-wines">
      <h2 id="checkout-wines">{t('shop.checkout.wines')}</h2>
      <GoodsList
        label={t('shop.checkout.wines')}
        lines={preview.items.map((item) => ({
          key: item.cart_id,
          image: item.images[0] ?? '',
          title: item.title,
          spec: item.product_spec,
          quantity: `¥${item.price} × ${item.product_count}`,
          price: item.line_price,
          dollarPrice: item.line_dollar_price,
          href: `#${paths.seriesDetail}?Pid=${item.id}`,
        }))}
      />
    </section>
  );
}

interface TotalsProps {
  preview: Preview;
  failure: string | null;
  errorId: string;
  submitting: boolean;
  failed: boolean;
  /** the 'I am 18 or older' box; the machine takes SUBMIT only once it is ticked */
  adultConfirmed: boolean;
  canSubmit: boolean;
  onConfirmAdult: (value: boolean) => void;
  onSubmit: () => void;
  onReload: () => void;
}

const ADULT_NOTE_ID = 'checkout-adult-note';

function validityText(seconds: number): string {
  return seconds >= 3600 && seconds % 3600 === 0
    ? tn('shop.checkout.validity', seconds / 3600)
    : tn('shop.checkout.validityMinutes', Math.max(1, Math.round(seconds / 60)));
}

/** Goods, shipping and the total, the submit button and what went wrong with the last try. */
function Totals({ preview, failure, errorId, submitting, failed, adultConfirmed, canSubmit, onConfirmAdult, onSubmit, onReload }: TotalsProps) {
  const free = preview.shipping_fee === '0.00';
  return (
    <aside className="shop-card checkout-totals" aria-labelledby="checkout-totals-title">
      <h2 id="checkout-totals-title" className="visually-hidden">
        {t('shop.checkout.total')}
      </h2>
      <dl className="checkout-sums">
        <div>
          <dt>{t('shop.checkout.goods')}</dt>
          <dd>
            ¥{preview.price_sum} <span className="money-dollar">${preview.dollar_price_sum}</span>
          </dd>
        </div>
        <div>
          <dt>{t('shop.checkout.shipping')}</dt>
          <dd>{free ? t('shop.checkout.free') : `¥${preview.shipping_fee}`}</dd>
        </div>
        <div className="checkout-total">
          <dt>{t('shop.checkout.total')}</dt>
          <dd data-testid="checkout-total">¥{preview.order_price}</dd>
        </div>
      </dl>
      {!free && preview.free_shipping_from !== '0.00' && <p className="checkout-note">{t('shop.checkout.freeFrom', { amount: preview.free_shipping_from })}</p>}
      <p className="checkout-note">{validityText(preview.order_validity)}</p>
      {failure && (
        <p id={errorId} className="checkout-error" role="alert">
          {tKey(failure)}
        </p>
      )}
      <div className={`checkout-adult${adultConfirmed ? ' is-confirmed' : ''}`}>
        <label>
          <input
            type="checkbox"
            name="adult_confirmed"
            checked={adultConfirmed}
            disabled={submitting}
            aria-describedby={ADULT_NOTE_ID}
            onChange={(event) => onConfirmAdult(event.target.checked)}
          />
          <span>{t('shop.checkout.adult')}</span>
        </label>
        <p id={ADULT_NOTE_ID}>{t('shop.checkout.adultNote')}</p>
      </div>
      <button
        type="button"
        className="button checkout-submit"
        onClick={onSubmit}
        disabled={!canSubmit}
        aria-describedby={[failure ? errorId : '', adultConfirmed ? '' : ADULT_NOTE_ID].filter(Boolean).join(' ') || undefined}
      >
        {submitting ? t('shop.checkout.submitting') : t('shop.checkout.submit')}
      </button>
      {failed && (
        <button type="button" className="link-button checkout-reload" onClick={onReload}>
          {t('shop.checkout.reload')}
        </button>
      )}
    </aside>
  );
}

export const CheckoutSummary = { Wines, Totals };
