import { EXCEPTION_STATES, logisticsSteps, type ExpressInfo } from '../../contract/logistics';
import type { MessageKey } from '../../contract/messages';
import type { Db } from '../db/database';
import type { LogisticsProvider } from '../providers/logistics';
import { beijingText } from './members';

/** Kuaidi100 asks that one waybill be queried at most every 30 minutes. */
export const POLL_INTERVAL_S = 30 * 60;

export type LogisticsOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

interface Shipment {
  id: number;
  company: string;
  tracking_no: string;
}

/**
 * Asks the provider about a waybill when it is due, and keeps its answer as the waybill's
 * provider events. The poll is claimed with one upsert before asking, so of several instances
 * (or several members' screens) only one asks per interval; a waybill the provider calls
 * finished is never asked again. A failed query keeps what was known.
 */
export async function refreshWaybill(db: Db, provider: LogisticsProvider, shipment: Shipment, phone: string, now = new Date()): Promise<'asked' | 'cached' | 'failed'> {
  if (!provider.query) return 'cached';
  const due = new Date(now.getTime() - POLL_INTERVAL_S * 1000);
  const claimed = await db
    .insertInto('shipment_polls')
    .values({ shipment_id: shipment.id, provider: provider.name, polled_at: now })
    .onConflict((oc) =>
      oc
        .column('shipment_id')
        .doUpdateSet({ polled_at: now, provider: provider.name })
        .where((eb) => eb.or([eb('shipment_polls.polled_at', '<=', due), eb('shipment_polls.provider', '!=', provider.name)]))
        .where('shipment_polls.is_check', '=', false),
    )
    .returning('shipment_id')
    .executeTakeFirst();
  if (!claimed) return 'cached';
  let answer;
  try {
    answer = await provider.query({ company: shipment.company, trackingNo: shipment.tracking_no, phone });
  } catch (error) {
    await db.updateTable('shipment_polls').set({ last_error: String((error as Error).message).slice(0, 500) }).where('shipment_id', '=', shipment.id).execute();
    return 'failed';
  }
  await db.transaction().execute(async (trx) => {
    // an empty answer ("no result yet") never wipes a trace already known
    if (answer.events.length > 0) {
      await trx.deleteFrom('tracking_events').where('shipment_id', '=', shipment.id).where('source', '=', provider.name).execute();
      await trx
        .insertInto('tracking_events')
        .values(answer.events.map((event) => ({ shipment_id: shipment.id, state: event.state, context: event.context, happened_at: event.time, source: provider.name })))
        .execute();
    }
    await trx.updateTable('shipment_polls').set({ state: answer.state, is_check: answer.isCheck, last_error: '' }).where('shipment_id', '=', shipment.id).execute();
  });
  return 'asked';
}

/**
 * The member's logistics of one of their orders (spec §4 steps): carrier, number, the five
 * steps with their times, and every event, newest first.
 */
export async function expressInfo(
  db: Db,
  provider: LogisticsProvider,
  memberId: number,
  orderNo: string,
  warn: (detail: object, message: string) => void = () => {},
): Promise<LogisticsOutcome<ExpressInfo>> {
  const order = await db
    .selectFrom('goods_orders')
    .select(['id', 'order_no', 'status', 'paid_at', 'mobile'])
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .where('hidden', '=', false)
    .executeTakeFirst();
  if (!order) return { ok: false, key: 'refunds.orderNotFound' };
  const shipment = await db.selectFrom('shipments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  if (shipment && (await refreshWaybill(db, provider, shipment, order.mobile)) === 'failed') {
    warn({ provider: provider.name, shipment: shipment.id }, 'tracking query failed; answering the events known so far');
  }
  const rows = shipment
    ? await db
        .selectFrom('tracking_events')
        .select(['state', 'context', 'happened_at'])
        .where('shipment_id', '=', shipment.id)
        .orderBy('happened_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const events = rows.map((row) => ({ time: beijingText(row.happened_at), context: row.context, state: row.state }));
  const state = events[0]?.state ?? null;
  return {
    ok: true,
    value: {
      order_no: order.order_no,
      status: order.status,
      company: shipment?.company ?? '',
      tracking_no: shipment?.tracking_no ?? '',
      state,
      exception: state !== null && EXCEPTION_STATES.includes(state),
      steps: logisticsSteps({ paidAt: beijingText(order.paid_at), shippedAt: beijingText(shipment?.created_at ?? null), events }),
      events,
    },
  };
}
