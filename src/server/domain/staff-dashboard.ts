import { sql } from 'kysely';
import { GOODS_ORDER_STATUS } from '../../../machines/goods-order.machine';
import { MONEY_REFUND_STATUS } from '../../../machines/money-refund.machine';
import { REFUND_STATUS } from '../../../machines/refund.machine';
import { BOOKING_STATUS } from '../../contract/booking';
import type { Dashboard, SeriesDay } from '../../contract/staff-console';
import type { Db } from '../db/database';
import { addDays, estateDay } from './bookings/estate-days';
import { beijingDay } from './staff-rows';

/**
 * The console's home: what waits for staff today (Beijing days) and the last weeks' figures.
 * Bookings count when paid or checked in (status 1: upcoming or arrived): a visit or dinner on
 * its day, a stay on its arrival and departure days.
 */
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);

export async function dashboard(db: Db, nowMs = Date.now()): Promise<Dashboard> {
  const today = estateDay(nowMs);
  const tomorrow = addDays(today, 1);
  const count = (n: unknown) => Number(n ?? 0);
  const orders = await db
    .selectFrom('goods_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', GOODS_ORDER_STATUS.paid)
    .where('state', '=', 'paid')
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', REFUND_STATUS.underReview)
    .executeTakeFirstOrThrow();
  const failing = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', MONEY_REFUND_STATUS.escalated)
    .executeTakeFirstOrThrow();
  const from = startOf(today);
  const until = startOf(addDays(today, 2));
  const start = beijingDay('start_at');
  const end = beijingDay('end_at');
  const per = (kind: string, day: string, dayOf = start) => sql<number>`count(*) filter (where kind = ${kind} and ${dayOf} = ${day})`;
  const bookings = await db
    .selectFrom('booking_orders')
    .select([
      per('visit', today).as('visits_today'),
      per('visit', tomorrow).as('visits_tomorrow'),
      per('dining', today).as('dinners_today'),
      per('dining', tomorrow).as('dinners_tomorrow'),
      per('stay', today).as('arrivals_today'),
      per('stay', tomorrow).as('arrivals_tomorrow'),
      per('stay', today, end).as('departures_today'),
      per('stay', tomorrow, end).as('departures_tomorrow'),
    ])
    .where('status', '=', BOOKING_STATUS.inProgress)
    .where((eb) => eb.or([eb.and([eb('start_at', '>=', from), eb('start_at', '<', until)]), eb.and([eb('end_at', '>=', from), eb('end_at', '<', until)])]))
    .executeTakeFirstOrThrow();
  return {
    today,
    to_ship: count(orders.n),
    refunds_to_review: count(refunds.n),
    money_refunds_failing: count(failing.n),
    visits_today: count(bookings.visits_today),
    visits_tomorrow: count(bookings.visits_tomorrow),
    dinners_today: count(bookings.dinners_today),
    dinners_tomorrow: count(bookings.dinners_tomorrow),
    arrivals_today: count(bookings.arrivals_today),
    arrivals_tomorrow: count(bookings.arrivals_tomorrow),
    departures_today: count(bookings.departures_today),
    departures_tomorrow: count(bookings.departures_tomorrow),
  };
}

/**
 * Per Beijing day, the last `days` days up to today: goods orders and bookings paid that day and
 * the goods sales in fen (by the day they were paid, whatever happened to them since). One query
 * per table grouped by the day; days without any are answered as zeros.
 */
export async function dashboardSeries(db: Db, days: number, nowMs = Date.now()): Promise<SeriesDay[]> {
  const today = estateDay(nowMs);
  const first = addDays(today, -(days - 1));
  const from = startOf(first);
  const until = startOf(addDays(today, 1));
  const paidDay = beijingDay('paid_at');
  const goods = await db
    .selectFrom('goods_orders')
    .select([paidDay.as('day'), (eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(amount_fen), 0)`.as('fen')])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', until)
    .groupBy(paidDay)
    .execute();
  const bookings = await db
    .selectFrom('booking_orders')
    .select([paidDay.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', until)
    .groupBy(paidDay)
    .execute();
  const goodsBy = new Map(goods.map((row) => [row.day, row]));
  const bookingsBy = new Map(bookings.map((row) => [row.day, Number(row.n)]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    const row = goodsBy.get(day);
    return { day, orders: Number(row?.n ?? 0), bookings: bookingsBy.get(day) ?? 0, sales_fen: Number(row?.fen ?? 0) };
  });
}
