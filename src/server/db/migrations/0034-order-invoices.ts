import { sql, type Kysely } from 'kysely';

/**
 * Invoices of goods orders (issue 16): at most one per order, asked for at checkout or later from
 * the order; personal (a name, no tax number) or company (its name and unified social credit
 * code); the email the e-invoice goes to; `requested` until staff mark it `issued`.
 * And the guest carts merged into members' carts on sign-in, by the browser's merge token: a
 * retried merge answers the first one's report and adds nothing again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('goods_orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'company')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tax_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested').check(sql`status in ('requested', 'issued')`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('issued_at', 'timestamptz')
    .addColumn('issued_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('order_invoices_tax_no_check', sql`(kind = 'company') = (tax_no <> '')`)
    .addCheckConstraint('order_invoices_issued_check', sql`(status = 'issued') = (issued_at is not null)`)
    .execute();
  await db.schema
    .createTable('guest_cart_merges')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merge_token', 'text', (c) => c.notNull())
    .addColumn('report', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('guest_cart_merges_pkey', ['member_id', 'merge_token'])
    .execute();
}
