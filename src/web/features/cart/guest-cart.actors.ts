import { fromPromise } from 'xstate';
import type { GuestWine } from '../../../../machines/guest-cart.machine';
import { wineList } from '../../../contract/content';
import { unwrap } from '../../lib/api-client';

/**
 * The wines a guest cart shows, by id, from the public wine list (the same call as /series, so
 * no call of its own): today's price, stock and whether it is still sold. A wine missing from
 * the list is no longer on the site.
 */
export const loadGuestWines = fromPromise<Record<number, GuestWine>>(async () => {
  const { list } = await unwrap(wineList, {});
  return Object.fromEntries(
    list.map((w) => [
      w.id,
      { id: w.id, title: w.title, images: w.images, volume: w.volume, price: w.price, dollar_price: w.dollar_price, original_price: w.original_price, stock: w.stock, is_sell: w.is_sell },
    ]),
  );
});
