import { sql, type Kysely } from 'kysely';
import { statusCheck, statusCheckName, type StatusPairs } from '../status-constraints';

/**
 * The money side as machines (issue 12 §1): a payment attempt (`payments`) and a money refund
 * at the provider (`payment_refunds`) now move only through machines/payment-attempt.machine.ts
 * and machines/money-refund.machine.ts, by `applyEvent`, with history rows (entity 'payment' and
 * 'money_refund'). Their `status` was text; it becomes the machine's code, with the state's name
 * beside it (as 0017 did for orders, refunds and bookings) and a CHECK of the pairs.
 *
 *   payments:        created → awaitingProvider (1: an open attempt has had its prepay answered),
 *                    paid 2, failed 3, closed 4, refunded 6 (expired 5 and created 0 are new)
 *   payment_refunds: pending → queued 0, processing → sent 1, succeeded 2, and what needed a
 *                    person — failed (given up), closed, abnormal — → escalated 4 (failed 3 is
 *                    new: a failure that will be retried)
 *
 * The pairs are frozen here, like every migration: a machine that changes its states needs a new
 * migration replacing the CHECK.
 */
const PAYMENT: StatusPairs = [
  [0, 'created'],
  [1, 'awaitingProvider'],
  [2, 'paid'],
  [3, 'failed'],
  [4, 'closed'],
  [5, 'expired'],
  [6, 'refunded'],
];
const MONEY_REFUND: StatusPairs = [
  [0, 'queued'],
  [1, 'sent'],
  [2, 'succeeded'],
  [3, 'failed'],
  [4, 'escalated'],
];

const stateByCode = (pairs: StatusPairs) =>
  sql`case status ${sql.join(
    pairs.map(([code, state]) => sql`when ${sql.lit(code)} then ${sql.lit(state)}`),
    sql` `,
  )} end`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments alter column status drop default`.execute(db);
  await sql`alter table payments alter column status type smallint using (case status
      when 'created' then 1 when 'paid' then 2 when 'failed' then 3 when 'closed' then 4 when 'refunded' then 6 end)`.execute(db);
  await sql`alter table payment_refunds alter column status drop default`.execute(db);
  await sql`alter table payment_refunds alter column status type smallint using (case status
      when 'pending' then 0 when 'processing' then 1 when 'succeeded' then 2 else 4 end)`.execute(db);

  for (const [table, pairs] of [['payments', PAYMENT], ['payment_refunds', MONEY_REFUND]] as const) {
    await db.schema.alterTable(table).addColumn('state', 'text').execute();
    await sql`update ${sql.table(table)} set state = ${stateByCode(pairs)}`.execute(db);
    await db.schema.alterTable(table).alterColumn('status', (c) => c.setNotNull()).execute();
    await db.schema.alterTable(table).alterColumn('state', (c) => c.setNotNull()).execute();
    await db.schema.alterTable(table).addCheckConstraint(statusCheckName(table), statusCheck(pairs)).execute();
  }
  // applyEvent stamps the row it changes
  await db.schema.alterTable('payments').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('payment_refunds').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
}
