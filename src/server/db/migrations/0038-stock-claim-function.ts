import { sql, type Kysely } from 'kysely';

/**
 * Checkout's stock claim as a function (domain/checkout.ts): for each wine, in the order given
 * (ascending ids, so two claims never wait on each other in a circle), ONE conditional UPDATE of
 * its row — take `n` bottles where the stock holds them and the wine is on sale. An UPDATE that
 * finds its row changed by a checkout that committed meanwhile re-checks the row's newest version
 * and updates that (PostgreSQL's EvalPlanQual), as the one-statement reference of `npm run bench`
 * does. The first wine that cannot be taken raises WN001 (as `winery_refuse`, 0036) with what its
 * row holds — `{"id", "stock", "is_sell", "switch"}`, nulls for a wine that is gone — and the
 * transaction, with every wine taken before it, is rolled back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function winery_claim(ids int[], counts int[]) returns int language plpgsql as $$
    declare
      left_stock int;
      on_sale int;
      shown int;
    begin
      for i in 1 .. coalesce(array_length(ids, 1), 0) loop
        update wines set stock = stock - counts[i]
          where id = ids[i] and stock >= counts[i] and is_sell = 1 and switch = 1;
        if not found then
          select stock, is_sell, switch into left_stock, on_sale, shown from wines where id = ids[i];
          raise exception using errcode = 'WN001', message =
            json_build_object('id', ids[i], 'stock', left_stock, 'is_sell', on_sale, 'switch', shown)::text;
        end if;
      end loop;
      return coalesce(array_length(ids, 1), 0);
    end $$`.execute(db);
}
