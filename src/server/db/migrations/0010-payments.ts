import { sql, type Kysely } from 'kysely';

/**
 * Payments on top of 0008-shop. Work for the provider that must wait until the order's
 * transaction has committed is kept as rows, so it survives a crash and any instance can do it:
 * `payment_closes` (open attempts to close at the provider) and `payment_refunds` (money to give
 * back, one full refund per payment, idempotent by out_refund_no). The sandbox gateway keeps
 * its own books, as a real provider would: `sandbox_pay_transactions`, `sandbox_pay_refunds`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique().references('payments.id'))
    .addColumn('out_refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('amount_fen', 'integer', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('total_fen', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // pending (to send) | processing (sent, not final) | succeeded | closed | abnormal | failed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('refund_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payment_refunds_work_idx').on('payment_refunds').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('payment_closes')
    .addColumn('payment_id', 'integer', (c) => c.primaryKey().references('payments.id'))
    // pending | done | failed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('done_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payment_closes_work_idx').on('payment_closes').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('payment_notifications_trade_idx').on('payment_notifications').column('out_trade_no').execute();

  await db.schema
    .createTable('sandbox_pay_transactions')
    .addColumn('out_trade_no', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    // WeChat Pay's trade_state: NOTPAY | SUCCESS | PAYERROR | CLOSED | REFUND
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('NOTPAY'))
    .addColumn('transaction_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('sandbox_pay_refunds')
    .addColumn('out_refund_no', 'text', (c) => c.primaryKey())
    .addColumn('out_trade_no', 'text', (c) => c.notNull().references('sandbox_pay_transactions.out_trade_no'))
    .addColumn('refund_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
