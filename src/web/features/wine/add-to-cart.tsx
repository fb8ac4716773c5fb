import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { addToCartMachine } from '../../../../machines/add-to-cart.machine';
import { refreshCartCount } from '../../app/cart-count';
import { SessionContext } from '../../app/session';
import { currentTarget, navigate } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { addToCart, keepInGuestCart } from './wine.actors';

const logic = addToCartMachine.provide({
  actors: { addToCart, keepInGuestCart },
  actions: {
    goToLogin: () => navigate(`${paths.login}?url=${encodeURIComponent(currentTarget())}`),
    refreshCart: () => refreshCartCount(),
  },
});

/** Quantity and "add to cart" for one wine; a guest's choice is kept in the guest cart, then the guest signs in and is brought back with it in the cart. */
export function AddToCart({ goodsId, stock }: { goodsId: number; stock: number }) {
  const [input] = useState(() => ({ goodsId, stock }));
  const [snapshot, send] = useMachine(logic, { input });
  const signedIn = SessionContext.useSelector((s) => s.context.token !== null);
  const { quantity, failure } = snapshot.context;
  const adding = snapshot.matches('adding');
  const canAdd = snapshot.can({ type: 'ADD', signedIn });
  return (
    <div className="add-to-cart">
      <div className="quantity" role="group" aria-label={t('site.wine.quantity')}>
        <button
          type="button"
          aria-label={t('site.wine.decrease')}
          disabled={!snapshot.can({ type: 'DECREMENT' })}
          onClick={() => send({ type: 'DECREMENT' })}
        >
          −
        </button>
        <output aria-live="polite" data-testid="quantity">
          {quantity}
        </output>
        <button
          type="button"
          aria-label={t('site.wine.increase')}
          disabled={!snapshot.can({ type: 'INCREMENT' })}
          onClick={() => send({ type: 'INCREMENT' })}
        >
          +
        </button>
      </div>
      <button type="button" className="button add-button" disabled={!canAdd} onClick={() => send({ type: 'ADD', signedIn })}>
        {adding ? t('site.wine.adding') : t('site.wine.addToCart')}
      </button>
      <p className="add-message" role="status" data-testid="cart-message">
        {snapshot.matches('added') ? t('site.wine.added') : !signedIn && stock > 0 ? t('site.wine.signInToBuy') : ''}
      </p>
      {snapshot.matches('failed') && failure && (
        <p className="add-failure" role="alert">
          {tKey(failure)}
        </p>
      )}
    </div>
  );
}
