import { sql, type Kysely } from 'kysely';

/**
 * The catalogue in the staff console (issue 14): every stock adjustment staff make is a row of
 * `stock_history` — which wine, who, when, by how much (never 0), why (received, breakage,
 * tasting, correction), a note, and the stock free for sale and the bottles unpaid orders held
 * right after it. Rows are only ever added. The reasons are frozen here like every migration's
 * values (src/contract/staff-catalogue.ts).
 */
const REASONS = ['received', 'breakage', 'tasting', 'correction'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('wine_id', 'integer', (c) => c.notNull().references('wines.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in (${sql.join(REASONS.map((r) => sql.lit(r)))})`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stock_after', 'integer', (c) => c.notNull().check(sql`stock_after >= 0`))
    .addColumn('held', 'integer', (c) => c.notNull().check(sql`held >= 0`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('stock_history_wine_idx').on('stock_history').columns(['wine_id', 'id']).execute();
}
