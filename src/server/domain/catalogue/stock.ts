import { sql } from 'kysely';
import type { MessageKey } from '../../../contract/messages';
import type { StockForm, StockRow } from '../../../contract/staff-catalogue';
import type { Db } from '../../db/database';
import { beijingText } from '../members';
import { appendAudit, type StaffActor } from '../staff-audit';
import { heldOf } from './held';

/**
 * Stock adjustments (issue 14 item 2): bottles received, broken, opened for tasting, or a count
 * corrected — each with its reason, a `stock_history` row and an audit row, in one transaction.
 *
 * The adjustment is ONE conditional UPDATE, `stock + delta >= 0`: `stock` is what is free for sale
 * (bottles unpaid orders hold were already taken from it at checkout), so the shelf can never be
 * counted below what unpaid orders hold. The row lock the UPDATE takes is the one checkout's
 * conditional UPDATE takes, so an adjustment and a checkout of the same wine are counted one after
 * the other, never both against the same bottles.
 */
export type StockOutcome =
  | { ok: true; value: { stock: number; held: number; row: StockRow } }
  | { ok: false; key: MessageKey; params?: Record<string, string> };

export async function adjustStock(db: Db, actor: StaffActor, form: StockForm): Promise<StockOutcome> {
  return db.transaction().execute(async (trx): Promise<StockOutcome> => {
    const taken = await sql<{ stock: number }>`
      update wines set stock = stock + ${form.delta}
      where id = ${form.id} and stock + ${form.delta} >= 0
      returning stock`.execute(trx);
    const after = taken.rows[0];
    if (!after) {
      const wine = await trx.selectFrom('wines').select('stock').where('id', '=', form.id).executeTakeFirst();
      if (!wine) return { ok: false, key: 'staffCatalogue.wineNotFound' };
      const held = (await heldOf(trx, [form.id])).get(form.id) ?? 0;
      return {
        ok: false,
        key: 'staffCatalogue.stockBelowHeld',
        params: { count: String(wine.stock), held: String(held), onHand: String(wine.stock + held) },
      };
    }
    const stock = Number(after.stock);
    const held = (await heldOf(trx, [form.id])).get(form.id) ?? 0;
    const row = await trx
      .insertInto('stock_history')
      .values({ wine_id: form.id, staff_id: actor.id, username: actor.username, delta: form.delta, reason: form.reason, note: form.note, stock_after: stock, held })
      .returning(['id', 'at'])
      .executeTakeFirstOrThrow();
    await appendAudit(trx, actor, {
      action: 'catalogue.stock',
      object: `wine:${form.id}`,
      before: String(stock - form.delta),
      after: String(stock),
      reason: form.note === '' ? form.reason : `${form.reason}: ${form.note}`,
    });
    return {
      ok: true,
      value: {
        stock,
        held,
        row: { id: Number(row.id), at: beijingText(row.at), staff: actor.username, delta: form.delta, reason: form.reason, note: form.note, stock_after: stock, held },
      },
    };
  });
}

/** A wine's adjustments, newest first. */
export async function stockHistory(db: Db, wineId: number, page: { pageno: number; pagesize: number }) {
  const wine = await db.selectFrom('wines').select('id').where('id', '=', wineId).executeTakeFirst();
  if (!wine) return null;
  const { count } = await db.selectFrom('stock_history').select((eb) => eb.fn.countAll<string>().as('count')).where('wine_id', '=', wineId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('stock_history')
    .selectAll()
    .where('wine_id', '=', wineId)
    .orderBy('id', 'desc')
    .limit(page.pagesize)
    .offset((page.pageno - 1) * page.pagesize)
    .execute();
  return {
    total: Number(count),
    items: rows.map(
      (r): StockRow => ({ id: Number(r.id), at: beijingText(r.at), staff: r.username, delta: r.delta, reason: r.reason, note: r.note, stock_after: r.stock_after, held: r.held }),
    ),
  };
}
