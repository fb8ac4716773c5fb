import { useMachine } from '@xstate/react';
import { guestCartMachine, guestCartRows, type GuestCartRow } from '../../../../machines/guest-cart.machine';
import type { CartItem } from '../../../contract/cart';
import { guestCartLines, storeGuestCartLines } from '../../lib/guest-cart';
import { navigate } from '../../lib/hash-location';
import { t, tKey, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { StatusPanel } from '../../components/status-panel';
import { CartEmpty, Notice } from './cart-parts';
import { CartLine } from './cart-line';
import { loadGuestWines } from './guest-cart.actors';

const logic = guestCartMachine.provide({
  actors: { loadWines: loadGuestWines },
  actions: {
    storeLines: (_, params) => storeGuestCartLines(params.lines),
    goToSignIn: () => navigate(`${paths.login}?url=${encodeURIComponent(paths.cart)}`),
  },
});

/** A guest line drawn as a cart line: a wine gone from the site, sold out or short of stock says so. */
function asCartItem(row: GuestCartRow): CartItem {
  const wine = row.wine;
  const tips =
    row.state === 'notSold' ? tKey('cart.notSold') : row.state === 'soldOut' ? tKey('cart.soldOut') : row.count > row.stock ? t('cart.lowStock', { stock: row.stock }) : '';
  return {
    id: row.goods_id,
    user_id: 0,
    goods_id: row.goods_id,
    title: wine?.title ?? t('shop.cart.gone'),
    images: wine?.images ?? [],
    unit_price: wine?.price ?? '',
    original_price: wine?.original_price || (wine?.price ?? ''),
    price: row.price,
    dollar_price: row.dollar_price,
    product_count: row.count,
    product_spec: wine?.volume ?? '',
    is_selected: 0,
    stock: row.stock,
    tips,
    available: row.state === 'available' ? 1 : 0,
  };
}

/**
 * /cart for a guest (issue 16): the wines kept in this browser with today's price, quantities and
 * removal by the cart's rules, the total, and "Sign in to check out" — back to /cart after signing
 * in, where the merge has put these wines into the member's cart.
 */
export function GuestCart() {
  const [snapshot, send] = useMachine(logic, { input: { lines: guestCartLines() } });
  const { notice, putBack } = snapshot.context;
  const failed = snapshot.matches('failed');
  const { rows, bottles, price_sum, dollar_price_sum } = guestCartRows(snapshot.context);

  return (
    <>
      {notice && !failed && <Notice notice={notice} onDismiss={() => send({ type: 'DISMISS' })} />}
      {snapshot.matches('loading') ? (
        <p className="shop-loading" role="status">
          {t('shop.cart.loading')}
        </p>
      ) : failed ? (
        <StatusPanel alert level={2} title={t('shop.cart.loadFailed')} body={notice ? tKey(notice.message) : undefined} action={{ label: t('shop.cart.retry'), onClick: () => send({ type: 'RETRY' }) }} />
      ) : rows.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="cart-body" data-testid="guest-cart">
          <p className="cart-guest-note">{t('shop.cart.guestNote')}</p>
          <ul className="cart-lines is-guest" aria-label={t('shop.cart.listLabel')}>
            {rows.map((row) => (
              <CartLine
                key={row.goods_id}
                item={asCartItem(row)}
                busy={false}
                linked={row.wine !== null}
                onQuantity={(count) => send({ type: 'CHANGE_QUANTITY', id: row.goods_id, count })}
                onDelete={() => send({ type: 'REMOVE', id: row.goods_id })}
                putBack={putBack}
              />
            ))}
          </ul>
          <div className="cart-summary">
            <p className="cart-selected">{tn('shop.cart.guestBottles', bottles)}</p>
            <p className="cart-total">
              <span className="cart-total-label">{t('shop.cart.total')}</span>
              <strong data-testid="cart-total">¥{price_sum}</strong>
              <span className="cart-dollar">${dollar_price_sum}</span>
            </p>
            <button type="button" className="button cart-checkout" data-testid="guest-sign-in" onClick={() => send({ type: 'SIGN_IN' })}>
              {t('shop.cart.signInToCheckOut')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
