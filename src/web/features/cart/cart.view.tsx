import { useMachine } from '@xstate/react';
import { cartMachine } from '../../../../machines/cart.machine';
import { refreshCartCount } from '../../app/cart-count';
import { SessionContext } from '../../app/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusPanel } from '../../components/status-panel';
import { navigate } from '../../lib/hash-location';
import { t, tKey, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { CartEmpty, Notice } from './cart-parts';
import { CartLine } from './cart-line';
import { GuestCart } from './guest-cart';
import { MergeReport } from './merge-report';
import { changeCart, loadCart } from './cart.actors';
import '../../components/shop-page.css';
import './cart.css';

const logic = cartMachine.provide({
  actors: { loadCart, changeCart },
  actions: {
    refreshCount: () => refreshCartCount(),
    goToCheckout: () => navigate(paths.orderSubmit),
  },
});

/**
 * /cart: the member's cart, or a guest's kept in the browser (issue 16) — one heading for both;
 * signing in on the way to checkout comes back here with the guest's wines merged.
 */
export default function CartView() {
  const signedIn = SessionContext.useSelector((s) => s.context.token !== null);
  return (
    <section className="shop-page cart-page" aria-labelledby="cart-title">
      <header className="shop-hero">
        <p className="eyebrow">{t('shop.cart.eyebrow')}</p>
        <h1 id="cart-title">{t('shop.cart.title')}</h1>
      </header>
      {signedIn ? <MemberCart /> : <GuestCart />}
    </section>
  );
}

/** The member's cart (spec §3 Cart, §5, §8 "delete cart goods"). */
function MemberCart() {
  const [snapshot, send] = useMachine(logic);
  const { cart, notice, pendingDelete } = snapshot.context;
  const busy = !snapshot.matches('ready');
  // a first read that failed: its reason is the panel's body, not a banner above it
  const failed = snapshot.matches('failed');
  const items = cart?.items ?? [];
  const selectable = items.filter((item) => item.available === 1);
  const allSelected = selectable.length > 0 && selectable.every((item) => item.is_selected === 1);
  const selectedIds = items.filter((item) => item.is_selected === 1).map((item) => item.id);
  const selectedBottles = cart?.product_count ?? 0;
  const pendingTitle = pendingDelete.length === 1 ? items.find((item) => item.id === pendingDelete[0])?.title : undefined;

  return (
    <>
      <MergeReport />
      {notice && !failed && <Notice notice={notice} onDismiss={() => send({ type: 'DISMISS' })} />}

      {snapshot.matches('loading') && !cart ? (
        <p className="shop-loading" role="status">
          {t('shop.cart.loading')}
        </p>
      ) : failed ? (
        <StatusPanel alert level={2} title={t('shop.cart.loadFailed')} body={notice ? tKey(notice.message) : undefined} action={{ label: t('shop.cart.retry'), onClick: () => send({ type: 'RETRY' }) }} />
      ) : items.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="cart-body" aria-busy={busy || undefined}>
          <div className="cart-toolbar">
            <label className="check">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={busy || selectable.length === 0}
                onChange={(event) => send({ type: 'TOGGLE_ALL', selected: event.target.checked })}
              />
              {t('shop.cart.selectAll')}
            </label>
            <button
              type="button"
              className="link-button is-danger"
              disabled={busy || selectedIds.length === 0}
              onClick={() => send({ type: 'DELETE', ids: selectedIds })}
            >
              {t('shop.cart.deleteSelected')}
            </button>
            {snapshot.matches('saving') && (
              <span className="cart-updating" role="status">
                {t('shop.cart.updating')}
              </span>
            )}
          </div>
          <ul className="cart-lines" aria-label={t('shop.cart.listLabel')}>
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={busy}
                canSelect={snapshot.can({ type: 'TOGGLE', id: item.id, selected: true })}
                onToggle={(selected) => send({ type: 'TOGGLE', id: item.id, selected })}
                onQuantity={(count) => send({ type: 'CHANGE_QUANTITY', id: item.id, count })}
                onDelete={() => send({ type: 'DELETE', ids: [item.id] })}
                putBack={snapshot.context.putBack}
              />
            ))}
          </ul>
          <div className={selectedBottles > 0 ? 'cart-summary has-selection' : 'cart-summary'}>
            <p className="cart-selected">{tn('shop.cart.selected', selectedBottles)}</p>
            <p className="cart-total">
              <span className="cart-total-label">{t('shop.cart.total')}</span>
              <strong data-testid="cart-total">¥{cart?.price_sum}</strong>
              <span className="cart-dollar">${cart?.dollar_price_sum}</span>
            </p>
            <button type="button" className="button cart-checkout" disabled={busy} onClick={() => send({ type: 'CHECKOUT' })}>
              {t('shop.cart.checkout')}
              {/* a phone's bar shows the count here, as 结算(9), instead of on a line of its own */}
              <span className="cart-checkout-count"> ({selectedBottles})</span>
            </button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        tone="danger"
        title={t('shop.cart.confirmDeleteTitle')}
        body={pendingTitle ? t('shop.cart.confirmDeleteOne', { title: pendingTitle }) : tn('shop.cart.confirmDeleteMany', pendingDelete.length)}
        confirmLabel={t('shop.cart.confirmDelete')}
        cancelLabel={t('shop.cart.cancel')}
        busy={snapshot.matches('deleting')}
        busyLabel={t('shop.cart.working')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'ABORT' })}
      />
    </>
  );
}
