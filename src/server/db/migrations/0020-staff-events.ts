import { sql, type Kysely } from 'kysely';
import { statusCheck, statusCheckName, type StatusPairs } from '../status-constraints';

/**
 * Staff events for the staff console (issue 13): a paid booking can be checked in by staff
 * (CHECK_IN), which moves it to `arrived` under the spec's code 1 (in progress) until staff
 * complete it. The booking CHECK gains the (1, 'arrived') pair; no stored row changes (none
 * was checked in before). A staff change of a goods order's address keeps its status, so the
 * goods order CHECK stays as 0019 left it. The pairs are frozen here, like every migration
 * (0017 explains).
 */
const BOOKING: StatusPairs = [
  [0, 'unpaid'],
  [1, 'paid'],
  [1, 'arrived'],
  [2, 'completed'],
  [3, 'cancelled'],
  [3, 'expired'],
  [3, 'refunded'],
  [3, 'noShow'],
  [3, 'refunding'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const table = 'booking_orders';
  await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(statusCheckName(table))}`.execute(db);
  await db.schema.alterTable(table).addCheckConstraint(statusCheckName(table), statusCheck(BOOKING)).execute();
}
