import type { CartNotice } from '../../../../machines/cart.machine';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** The cart's message (a member's or a guest's cart): a message key, or a text the server translated. */
export function Notice({ notice, onDismiss }: { notice: CartNotice; onDismiss: () => void }) {
  const text = notice.params ? t(notice.message as Parameters<typeof t>[0], notice.params) : tKey(notice.message);
  return (
    <div className={`shop-notice is-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="cart-notice">
      <span>{text}</span>
      <button type="button" className="notice-dismiss" onClick={onDismiss} aria-label={t('shop.cart.dismiss')}>
        ×
      </button>
    </div>
  );
}

/** An empty cart, a member's or a guest's. */
export function CartEmpty() {
  return (
    <div className="shop-empty">
      <h2>{t('shop.cart.empty')}</h2>
      <p>{t('shop.cart.emptyBody')}</p>
      <a className="button" href={`#${paths.series}`}>
        {t('shop.cart.browse')}
      </a>
    </div>
  );
}
