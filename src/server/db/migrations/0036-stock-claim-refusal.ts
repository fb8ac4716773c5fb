import { sql, type Kysely } from 'kysely';

/**
 * Checkout's stock claim ends its transaction in the same round trip as COMMIT (issue 15,
 * domain/checkout.ts): a claim that cannot take every line must therefore fail as a statement, so
 * that the COMMIT sent with it never runs. `winery_refuse` raises SQLSTATE WN001 with the given
 * text (the claim's refusal details, as JSON) as its message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function winery_refuse(details text) returns int language plpgsql as $$
    begin
      raise exception using errcode = 'WN001', message = details;
    end $$`.execute(db);
}
