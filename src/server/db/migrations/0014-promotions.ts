import { sql, type Kysely } from 'kysely';

/**
 * Promotions with price rules. An activity (the promotion behind the floating badge) may take
 * `percent_off` % off every wine of its series while it is live (switched on, `starts_at <= t <
 * ends_at`); the price is computed from that rule on the server (domain/promotions.ts), never
 * typed in. So the hand-set `wines.original_price_fen` goes: a struck-through price now comes
 * only from a live promotion, and `price_fen` is the list price.
 *
 * Numbered 0014 after 0014-booking-submit (names sort, so it runs after it and before 0015).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('percent_off', 'smallint', (c) => c.check(sql`percent_off between 1 and 99`))
    .execute();
  await db.schema.alterTable('wines').dropColumn('original_price_fen').execute();

  // A database seeded before this migration: its winter promotion gets the rule its text
  // promises (10 % off the Reserve range until the end of 31 December 2027, China time).
  await sql`
    update activities set percent_off = 10, ends_at = '2028-01-01T00:00:00+08:00'
    where title->>'en' = 'Winter Reserve Season: 10% off the Reserve range' and percent_off is null
  `.execute(db);
}
