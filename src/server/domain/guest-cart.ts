import { sql } from 'kysely';
import { CART_LINE_MAX } from '../../contract/cart';
import type { GuestCartLine, GuestMergeReport } from '../../contract/guest-cart';
import { pick, type Lang } from '../../contract/lang';
import type { Db } from '../db/database';
import { translate } from '../i18n';
import { addToCart } from './cart';

/**
 * A guest's cart merged into the member's on sign-in (issue 16). Each line goes through the
 * cart's own `addToCart` — the line maximum, the stock, a wine still on sale — so the merge can
 * add nothing the wine page could not; a refused line is reported with the cart's reason. The
 * browser's merge token is claimed first: a retry (the first answer was lost) adds nothing again
 * and answers the first merge's report.
 */
export async function mergeGuestCart(db: Db, memberId: number, token: string, lines: GuestCartLine[], lang: Lang): Promise<GuestMergeReport> {
  const claimed = await db
    .insertInto('guest_cart_merges')
    .values({ member_id: memberId, merge_token: token, report: null })
    .onConflict((oc) => oc.columns(['member_id', 'merge_token']).doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (!claimed) {
    const first = await db.selectFrom('guest_cart_merges').select('report').where('member_id', '=', memberId).where('merge_token', '=', token).executeTakeFirst();
    // still running in another request: nothing added here, the cart as it is
    return first?.report ?? { count_sum: await countOf(db, memberId), added: [], refused: [] };
  }

  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.goods_id, Math.min(CART_LINE_MAX, (wanted.get(line.goods_id) ?? 0) + line.count));
  const titles = await titlesOf(db, [...wanted.keys()], lang);
  const report: GuestMergeReport = { count_sum: 0, added: [], refused: [] };
  for (const [goodsId, count] of wanted) {
    const title = titles.get(goodsId) ?? '';
    const before = await lineCount(db, memberId, goodsId);
    const outcome = await addToCart(db, memberId, goodsId, count);
    if (outcome.ok) {
      const added = (await lineCount(db, memberId, goodsId)) - before;
      report.added.push({ goods_id: goodsId, title, count: added });
      // the line reached its maximum: the rest is reported
      if (added < count) report.refused.push({ goods_id: goodsId, title, count: count - added, reason: translate(lang, 'cart.countMax') });
    } else {
      report.refused.push({ goods_id: goodsId, title, count, reason: translate(lang, outcome.key, outcome.params) });
    }
  }
  report.count_sum = await countOf(db, memberId);
  await db.updateTable('guest_cart_merges').set({ report: JSON.stringify(report) }).where('member_id', '=', memberId).where('merge_token', '=', token).execute();
  return report;
}

async function lineCount(db: Db, memberId: number, goodsId: number): Promise<number> {
  const line = await db.selectFrom('cart_items').select('product_count').where('member_id', '=', memberId).where('goods_id', '=', goodsId).executeTakeFirst();
  return line?.product_count ?? 0;
}

async function countOf(db: Db, memberId: number): Promise<number> {
  const { total } = await db
    .selectFrom('cart_items')
    .select(sql<number>`coalesce(sum(product_count), 0)::int`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

async function titlesOf(db: Db, ids: number[], lang: Lang): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('wines').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, pick(row.title, lang)]));
}
