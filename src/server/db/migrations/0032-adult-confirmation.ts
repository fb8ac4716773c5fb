import type { Kysely } from 'kysely';

/**
 * The legal drinking age (issue 16): the member confirms being 18 or older before an order of
 * wine is placed, and the order keeps when (the place-order call refuses an order without it).
 * Orders placed before this migration have none (null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods_orders').addColumn('adult_confirmed_at', 'timestamptz').execute();
}
