import { sql, type Kysely } from 'kysely';
import { DEFAULT_LANG, isLang, pick, type Lang, type Localized } from '../../../contract/lang';
import { defaultMessagePrefs, MESSAGE_CHANNELS, type MessageChannel, type MessageKind, type MessagePrefs } from '../../../contract/member-messages';
import type { Database } from '../../db/schema';
import { renderMessage, type NotifyEvent } from './templates';

/** One status_history row, as the sweep reads it. */
export interface HistoryRow {
  id: number;
  entity: string;
  entity_id: number;
  from_state: string | null;
  to_state: string | null;
  event: string;
}

/** The history rows that may be announced, as SQL (the sweep reads only these). */
export const ANNOUNCED = sql`((h.entity = 'goods_order' and h.event in ('CREATE', 'PAY', 'SHIP', 'CONFIRM_RECEIPT', 'APPROVE_REFUND', 'REJECT_REFUND', 'CANCEL', 'MONEY_BACK'))
  or (h.entity = 'booking' and h.event in ('PAY', 'RESCHEDULE', 'CANCEL', 'CANCEL_PAID')))`;

/**
 * Which message a history row is, if any: a goods order's creation, payment, shipment, receipt,
 * refund decision (approved, declined, or a paid order cancelled by staff) and money back; a
 * booking's payment (confirmed), change of date (moved: the new date) and cancellation. A booking closed unpaid by its own member
 * (`CANCEL` from unpaid) is announced too: the member may have cancelled on another device.
 */
export function eventOf(row: HistoryRow): { event: NotifyEvent; kind: MessageKind } | null {
  if (row.entity === 'goods_order') {
    const orders = (event: NotifyEvent) => ({ event, kind: 'orders' as const });
    switch (row.event) {
      case 'CREATE': return orders('order.placed');
      case 'PAY': return orders('order.paid');
      case 'SHIP': return orders('order.shipped');
      case 'CONFIRM_RECEIPT': return orders('order.delivered');
      case 'APPROVE_REFUND': return orders('order.refundApproved');
      case 'REJECT_REFUND': return orders('order.refundRejected');
      case 'CANCEL': return row.to_state === 'cancelledRefunding' ? orders('order.cancelledRefunding') : null;
      case 'MONEY_BACK': return orders('order.moneyBack');
      default: return null;
    }
  }
  if (row.entity === 'booking') {
    if (row.event === 'PAY') return { event: 'booking.confirmed', kind: 'bookings' };
    if (row.event === 'RESCHEDULE') return { event: 'booking.moved', kind: 'bookings' };
    if (row.event === 'CANCEL' || row.event === 'CANCEL_PAID') return { event: 'booking.cancelled', kind: 'bookings' };
  }
  return null;
}

type Db = Kysely<Database>;

export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** `YYYY-MM-DD HH:mm` in Beijing time. */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A member as far as messages need them: where to, in which language, what they chose. */
export interface Recipient {
  id: number;
  mobile: string | null;
  email: string | null;
  lang: Lang;
  prefs: MessagePrefs;
}

export async function recipientOf(db: Db, memberId: number): Promise<Recipient | null> {
  const row = await db.selectFrom('members').select(['id', 'mobile', 'email', 'lang', 'message_prefs']).where('id', '=', memberId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    mobile: row.mobile || null,
    email: row.email || null,
    lang: isLang(row.lang) ? row.lang : DEFAULT_LANG,
    prefs: row.message_prefs ?? defaultMessagePrefs(Boolean(row.email)),
  };
}

/** The template parameters of a goods order's message, with its member. */
async function orderParams(db: Db, orderId: number, event: NotifyEvent): Promise<{ memberId: number; params: (lang: Lang) => Record<string, string> } | null> {
  const order = await db.selectFrom('goods_orders').select(['member_id', 'order_no', 'amount_fen', 'expires_at']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  let amountFen = order.amount_fen;
  let carrier = '';
  let trackingNo = '';
  if (event === 'order.shipped') {
    const shipment = await db.selectFrom('shipments').select(['company', 'tracking_no']).where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
    carrier = shipment?.company ?? '';
    trackingNo = shipment?.tracking_no ?? '';
  }
  if (event === 'order.refundApproved' || event === 'order.cancelledRefunding' || event === 'order.moneyBack') {
    const refund = await db
      .selectFrom('payment_refunds')
      .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
      .select('payment_refunds.amount_fen')
      .where('payments.entity', '=', 'goods_order')
      .where('payments.entity_id', '=', orderId)
      .orderBy('payment_refunds.id', 'desc')
      .executeTakeFirst();
    if (refund) amountFen = refund.amount_fen;
  }
  const fixed = { orderNo: order.order_no, amount: yuan(amountFen), payBy: beijingTime(order.expires_at), carrier, trackingNo };
  return { memberId: order.member_id, params: () => fixed };
}

/** The estate's address and the first line of its directions, from the site texts. */
async function estateOf(db: Db): Promise<{ address: Localized; gettingThere: Localized } | null> {
  const row = await db.selectFrom('site_texts').select(['address', 'getting_there']).where('id', '=', 1).executeTakeFirst();
  return row ? { address: row.address, gettingThere: row.getting_there } : null;
}

/** The template parameters of a booking's message, with its member. */
export async function bookingParams(db: Db, bookingId: number): Promise<{ memberId: number; params: (lang: Lang) => Record<string, string> } | null> {
  const booking = await db
    .selectFrom('booking_orders')
    .select(['member_id', 'order_no', 'kind', 'title', 'start_at', 'end_at', 'adults', 'minors'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!booking) return null;
  const estate = await estateOf(db);
  const when = booking.kind === 'stay' && booking.end_at
    ? `${beijingTime(booking.start_at).slice(0, 10)} – ${beijingTime(booking.end_at).slice(0, 10)}`
    : beijingTime(booking.start_at);
  return {
    memberId: booking.member_id,
    params: (lang) => {
      const gettingThere = estate ? pick(estate.gettingThere, lang) : '';
      return {
        orderNo: booking.order_no,
        title: pick(booking.title, lang),
        when,
        guests: String(booking.adults + booking.minors),
        address: estate ? pick(estate.address, lang) : '',
        gettingThere,
        directions: gettingThere.split('\n')[0] ?? '',
      };
    },
  };
}

export interface MessageSpec {
  source: string;
  kind: MessageKind;
  event: NotifyEvent;
  memberId: number;
  params: (lang: Lang) => Record<string, string>;
}

/**
 * Queues one message per channel the member receives this kind on and has an address for, in
 * their language; a (source, channel) already queued is left as it is (`on conflict do nothing`),
 * so the same message is never queued twice. Answers how many were queued now.
 */
export async function queueMessages(db: Db, spec: MessageSpec): Promise<number> {
  const member = await recipientOf(db, spec.memberId);
  if (!member) return 0;
  const rendered = renderMessage(spec.event, member.lang, spec.params(member.lang));
  const params = spec.params(member.lang);
  let queued = 0;
  for (const channel of MESSAGE_CHANNELS) {
    const to = addressOf(member, channel);
    if (!to || !member.prefs[spec.kind]?.[channel]) continue;
    const inserted = await db
      .insertInto('member_messages')
      .values({
        source: spec.source,
        channel,
        member_id: member.id,
        kind: spec.kind,
        event: spec.event,
        lang: member.lang,
        recipient: to,
        subject: channel === 'email' ? rendered.subject : '',
        body: channel === 'email' ? rendered.text : rendered.sms,
        html: channel === 'email' ? rendered.html : '',
        params: JSON.stringify(params),
      })
      .onConflict((oc) => oc.columns(['source', 'channel']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) queued += 1;
  }
  return queued;
}

function addressOf(member: Recipient, channel: MessageChannel): string | null {
  return channel === 'sms' ? member.mobile : member.email;
}

/** The message spec of a history row, or null when the row announces nothing. */
export async function specOfHistory(db: Db, row: HistoryRow): Promise<MessageSpec | null> {
  const found = eventOf(row);
  if (!found) return null;
  const subject = found.kind === 'orders' ? await orderParams(db, row.entity_id, found.event) : await bookingParams(db, row.entity_id);
  if (!subject) return null;
  return { source: `history:${row.id}`, kind: found.kind, event: found.event, memberId: subject.memberId, params: subject.params };
}
