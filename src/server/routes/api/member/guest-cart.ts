import type { FastifyInstance } from 'fastify';
import { cartMerge } from '../../../../contract/guest-cart';
import { mergeGuestCart } from '../../../domain/guest-cart';
import { ok, registerCall } from '../../../plugins/api';

/** /api/member/cart/merge: the cart a guest kept in the browser, merged on sign-in (issue 16). */
export default async function guestCartRoutes(app: FastifyInstance) {
  registerCall(app, cartMerge, async ({ lines, merge_token }, { member, lang }) =>
    ok(await mergeGuestCart(app.db, member!.id, merge_token, lines, lang), 'guestCart.merged'),
  );
}
