import type { FastifyInstance } from 'fastify';
import { cartAdd, cartDel, cartList, cartSelect, cartUpdate } from '../../../../contract/cart';
import { addToCart, cartSummary, deleteCartLines, selectCartLines, updateCartLine, type CartOutcome } from '../../../domain/cart';
import { fail, ok, registerCall, type Result } from '../../../plugins/api';

/** /api/member/cart/*: the signed-in member's own lines only (another member's ids change nothing). */
export default async function cartRoutes(app: FastifyInstance) {
  const answer = <T>(outcome: CartOutcome<T>): Result<T> =>
    outcome.ok ? ok(outcome.value, outcome.msg) : fail(outcome.key, outcome.params);

  registerCall(app, cartList, async (_input, { member, lang }) => ok(await cartSummary(app.db, member!.id, lang)));

  registerCall(app, cartAdd, async ({ goods_id, product_count }, { member }) =>
    answer(await addToCart(app.db, member!.id, goods_id, product_count)),
  );

  registerCall(app, cartUpdate, async ({ id, product_count }, { member, lang }) =>
    answer(await updateCartLine(app.db, member!.id, id, product_count, lang)),
  );

  registerCall(app, cartSelect, async ({ ids, is_selected }, { member, lang }) =>
    ok(await selectCartLines(app.db, member!.id, ids, is_selected === '1' ? 1 : 0, lang)),
  );

  registerCall(app, cartDel, async ({ ids }, { member, lang }) => answer(await deleteCartLines(app.db, member!.id, ids, lang)));
}
