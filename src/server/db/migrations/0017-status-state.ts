import { sql, type Kysely } from 'kysely';
import { statusCheck, statusCheckName, type StatusPairs } from '../status-constraints';

/**
 * Storage that cannot drift (issue 12 §4): every table whose status belongs to a domain machine
 * stores the machine's state name beside the spec code, and a CHECK allows only the machine's
 * (code, state) pairs. Booking code 3 is four states (cancelled, expired, refunded, noShow): the
 * name tells them apart. The history rows get the names too (`from_state`, `to_state`).
 *
 * The pairs below are what machines/goods-order.machine.ts, refund.machine.ts and
 * booking-order.machine.ts said when this was written — frozen, like every migration: a machine
 * that gains, loses or renumbers a state needs a new migration replacing the CHECK (built with
 * `statusCheck` from `machineStatuses(machine)`), and tests/server/status-storage.test.ts, which
 * compares these constraints with the machines of today, says so.
 *
 * `status` and `state` lose their defaults: an insert states both, from `initialStatus(machine)`.
 */
const GOODS_ORDER: StatusPairs = [
  [5, 'unpaid'],
  [6, 'cancelled'],
  [7, 'closed'],
  [8, 'afterSales'],
  [10, 'paid'],
  [15, 'shipped'],
  [20, 'completed'],
  [25, 'refunded'],
];
const REFUND: StatusPairs = [
  [0, 'underReview'],
  [1, 'completed'],
  [2, 'rejected'],
  [3, 'cancelled'],
];
const BOOKING: StatusPairs = [
  [0, 'unpaid'],
  [1, 'paid'],
  [2, 'completed'],
  [3, 'cancelled'],
  [3, 'expired'],
  [3, 'refunded'],
  [3, 'noShow'],
];

/** `case <column> when code then 'state' … end` over the codes only one state has. */
function byCode(column: string, pairs: StatusPairs) {
  const single = pairs.filter(([code]) => pairs.filter(([other]) => other === code).length === 1);
  return sql`case ${sql.ref(column)} ${sql.join(
    single.map(([code, state]) => sql`when ${sql.lit(code)} then ${sql.lit(state)}`),
    sql` `,
  )} end`;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['goods_orders', 'refunds', 'booking_orders']) {
    await db.schema.alterTable(table).addColumn('state', 'text').execute();
  }
  await db.schema.alterTable('status_history').addColumn('from_state', 'text').execute();
  await db.schema.alterTable('status_history').addColumn('to_state', 'text').execute();

  // goods orders and refunds: every code is one state
  await sql`update goods_orders set state = ${byCode('status', GOODS_ORDER)}`.execute(db);
  await sql`update refunds set state = ${byCode('status', REFUND)}`.execute(db);

  // bookings: 0, 1, 2 are one state each; which of the four closed states a 3 is, in this order:
  // 1. `closed_reason`, which applyBookingEvent has written on closing since 0012;
  // 2. else the event of the booking's last history row into 3 (CANCEL, EXPIRE, CANCEL_PAID, NO_SHOW);
  // 3. else its columns: never paid → expired if closed at or after its payment deadline, else
  //    cancelled; paid → refunded if money went back, else noShow.
  await sql`update booking_orders b set state = case
      when b.status <> 3 then ${byCode('status', BOOKING)}
      when b.closed_reason in ('cancelled', 'expired', 'refunded', 'noShow') then b.closed_reason
      else coalesce(
        (select case h.event when 'CANCEL' then 'cancelled' when 'EXPIRE' then 'expired'
                             when 'CANCEL_PAID' then 'refunded' when 'NO_SHOW' then 'noShow' end
           from status_history h
          where h.entity = 'booking' and h.entity_id = b.id and h.to_status = 3
            and h.event in ('CANCEL', 'EXPIRE', 'CANCEL_PAID', 'NO_SHOW')
          order by h.id desc limit 1),
        case
          when b.paid_at is null and b.closed_at is not null and b.closed_at >= b.expires_at then 'expired'
          when b.paid_at is null then 'cancelled'
          when b.refund_fen > 0 then 'refunded'
          else 'noShow'
        end)
    end`.execute(db);

  // history: a code of one state names it; a booking's 3 is the booking's closed state (they are
  // final — a booking reaches 3 once, and DELETE keeps the state)
  for (const [entity, pairs] of [['goods_order', GOODS_ORDER], ['refund', REFUND], ['booking', BOOKING]] as const) {
    await sql`update status_history set from_state = ${byCode('from_status', pairs)}, to_state = ${byCode('to_status', pairs)}
      where entity = ${entity}`.execute(db);
  }
  await sql`update status_history h set
      from_state = case when h.from_status = 3 then b.state else h.from_state end,
      to_state = case when h.to_status = 3 then b.state else h.to_state end
    from booking_orders b
    where h.entity = 'booking' and b.id = h.entity_id and (h.from_status = 3 or h.to_status = 3)`.execute(db);

  await sql`alter table booking_orders drop constraint booking_orders_status_check`.execute(db);
  for (const [table, pairs] of [['goods_orders', GOODS_ORDER], ['refunds', REFUND], ['booking_orders', BOOKING]] as const) {
    await db.schema.alterTable(table).alterColumn('state', (c) => c.setNotNull()).execute();
    await db.schema.alterTable(table).alterColumn('status', (c) => c.dropDefault()).execute();
    await db.schema.alterTable(table).addCheckConstraint(statusCheckName(table), statusCheck(pairs)).execute();
  }
}
