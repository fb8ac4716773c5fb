import { fromPromise } from 'xstate';
import type { CartChange } from '../../../../machines/cart.machine';
import { cartDel, cartList, cartSelect, cartUpdate, type CartSummary } from '../../../contract/cart';
import { unwrap } from '../../lib/api-client';

/** The calls the cart machine invokes; each answers the whole cart with its totals. */
export const loadCart = fromPromise<CartSummary>(() => unwrap(cartList, {}));

export const changeCart = fromPromise<CartSummary, CartChange>(({ input }) => {
  switch (input.kind) {
    case 'update':
      return unwrap(cartUpdate, { id: input.id, product_count: input.count });
    case 'select':
      return unwrap(cartSelect, { ids: input.ids === 'all' ? 'all' : input.ids.join(','), is_selected: input.selected ? '1' : '0' });
    case 'delete':
      return unwrap(cartDel, { ids: input.ids.join(',') });
  }
});
