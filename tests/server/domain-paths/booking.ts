import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { BookingOrderInput } from '../../../machines/booking-order.machine';
import { createSession } from '../../../src/server/plugins/auth';
import { sweepBookingsOnce } from '../../../src/server/jobs/expire-bookings';
import type { Staff } from '../aftersales-helpers';
import { bookVisit, call, dayAhead, member, visitCategory } from '../booking-helpers';
import type { PaymentApp } from '../payment-helpers';
import { addDays } from '../../../src/server/domain/bookings/estate-days';
import { CREATE, guest, seededRooms, stayForm } from '../stay-helpers';
import type { DomainDriver, Step } from './harness';
import { cancelRefundNo, moneyBackEffects, observeMoneyBack, PAYMENT_ATTEMPT_CODES, providerGivesMoneyBack, settleMoneyRefund, type MoneyBackVia } from './money';
import { payAtProvider } from './provider';
import { scriptProvider, type ScriptedProvider } from './scripted-provider';

/**
 * The booking order (machines/booking-order.machine.ts), a visit or a stay, driven as its
 * senders drive it: booked and cancelled / deleted by the member through the booking routes,
 * paid by a signed sandbox callback, completed or marked a no-show by staff through
 * /api/staff/booking/* (check-in included), expired by the booking sweeper with its clock past the deadline. A
 * paid cancellation is asked at the instant the path's event says, relative to the start; its
 * money refund waits at the provider until the system's MONEY_BACK, which comes with the
 * provider's signed REFUND.SUCCESS callback (money.ts).
 */

/** Spec §4 booking statuses: 0 unpaid, 1 in progress (paid, or the guests checked in), 2 completed, 3 closed (cancelled, expired, a paid cancel's money on its way or back, no-show). */
export const BOOKING_CODES: Record<string, number> = { unpaid: 0, paid: 1, arrived: 1, completed: 2, cancelled: 3, expired: 3, refunding: 3, refunded: 3, noShow: 3 };

/** How the provider's success of the money refund reaches the server in a booking's MONEY_BACK step (the goods order's comes by the work's call). */
const MONEY_BACK_VIA: MoneyBackVia = 'callback';

const OPEN_ATTEMPT = [0, 1];

interface BookingHandle {
  id: number;
  orderNo: string;
  who: { id: number; token: string };
  kind: string;
  outTradeNo: string;
  payFen: number;
  startAt: number;
  expiresAt: number;
  claims: { resource: string; day: string; slot: string; qty: number }[];
  /** the claims it was booked with */
  first: { resource: string; day: string; slot: string; qty: number }[];
  /** where a RESCHEDULE moves it: the next day, same slot */
  moveTo: { resource: string; day: string; slot: string };
  input: BookingOrderInput;
}

export interface BookingContext {
  t: PaymentApp;
  staff: Staff;
  provider?: ScriptedProvider;
}

/** Runs `fn` with the clock (Date) at `at`: the server reads the time from it. */
async function atInstant<T>(at: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

let made = 0;

async function book(ctx: BookingContext, input: BookingOrderInput): Promise<BookingHandle> {
  const { t } = ctx;
  const who = await member(t.db);
  const n = made++;
  let orderNo: string;
  if (input.kind === 'stay') {
    const { king } = await seededRooms(t.db);
    // a Sunday to Wednesday night: the night after it (where RESCHEDULE moves it) is a weekday night at the same price
    const checkin = dayAhead(4 + (n % 20), [0, 1, 2, 3]);
    const answer = await call(t, CREATE, { ...stayForm(king.id, checkin, addDays(checkin, 1)), ...guest }, who.token);
    if (answer.code !== 1) throw new Error(`stay booking: ${answer.msg}`);
    orderNo = answer.data.order_no;
  } else {
    const cate = await visitCategory(t.db, false);
    const answer = await bookVisit(t, who, { cate: cate.id, date: dayAhead(4 + (n % 10)), slot: '10:00', adults: 1 });
    if (answer.code !== 1) throw new Error(`visit booking: ${answer.msg}`);
    orderNo = answer.data.order_no;
  }
  const row = await t.db.selectFrom('booking_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const started = await call(t, '/api/member/visit_order/payOrder', { order_no: orderNo, method: 'sandbox' }, who.token);
  if (started.code !== 1) throw new Error(`payOrder: ${started.msg}`);
  const claims = await t.db
    .selectFrom('booking_claims')
    .select(['resource', sql<string>`day::text`.as('day'), 'slot', 'qty'])
    .where('order_id', '=', row.id)
    .execute();
  const first = claims[0]!;
  return {
    id: row.id, orderNo, who, kind: row.kind, outTradeNo: started.data.out_trade_no, payFen: row.pay_fen,
    startAt: row.start_at.getTime(), expiresAt: row.expires_at.getTime(),
    claims,
    first: claims,
    moveTo: { resource: first.resource, day: addDays(first.day, 1), slot: first.slot },
    input,
  };
}

async function perform(ctx: BookingContext, h: BookingHandle, step: Step): Promise<{ actor: string }> {
  const { t, staff } = ctx;
  const expectAnswer = async (answer: Promise<{ code: number; msg: string }>, what: string) => {
    const { code, msg } = await answer;
    expect(code === 1, `${what} answered ${code} "${msg}"`).toBe(!step.refused);
  };
  const asMember = (path: string) => expectAnswer(call(t, path, { order_no: h.orderNo }, h.who.token), `${step.event.type} (${path})`);
  const cms = h.kind === 'stay' ? '/cms/hotel_order' : '/cms/visit_order';
  switch (step.event.type) {
    case 'PAY': {
      const amount = step.event.amount === h.input.payFen ? h.payFen : Number(step.event.amount);
      const { status } = await payAtProvider(t, h.outTradeNo, amount);
      expect(status, `PAY of ${amount} fen: the callback's answer`).toBe(step.refused ? 400 : 204);
      return { actor: 'provider:sandbox' };
    }
    case 'CANCEL':
      await asMember(`${cms}/cancelOrder`);
      return { actor: `member:${h.who.id}` };
    case 'CANCEL_PAID': {
      // the member asks as long before the start as the path's event says
      // (signed in at that instant: a session lasts a day)
      const ahead = h.input.startAt - Number(step.event.at);
      await atInstant(h.startAt - ahead, async () => {
        const token = await createSession(t.db, h.who.id);
        await expectAnswer(call(t, `${cms}/cancelOrder`, { order_no: h.orderNo }, token), `${step.event.type} (${cms}/cancelOrder)`);
      });
      return { actor: `member:${h.who.id}` };
    }
    case 'RESCHEDULE': {
      // the member moves it to the next day, as long before the start as the path's event says
      const ahead = h.input.startAt - Number(step.event.at);
      await atInstant(h.startAt - ahead, async () => {
        const token = await createSession(t.db, h.who.id);
        const form = { order_no: h.orderNo, date: h.moveTo.day, ...(h.kind === 'visit' ? { slot: h.moveTo.slot } : {}) };
        await expectAnswer(call(t, '/api/member/visit_order/changeDate', form, token), 'RESCHEDULE (/api/member/visit_order/changeDate)');
      });
      if (!step.refused) {
        h.startAt += 86_400_000;
        h.claims = [{ ...h.moveTo, qty: h.claims.reduce((n, c) => n + c.qty, 0) }];
      }
      return { actor: `member:${h.who.id}` };
    }
    case 'EXPIRE': {
      // the sweeper's round once the clock has passed the deadline
      const now = h.expiresAt + 1000;
      await atInstant(now, () => sweepBookingsOnce(t.db, undefined, new Date(now)));
      return { actor: 'timer:expire-orders' };
    }
    case 'COMPLETE':
    case 'NO_SHOW': {
      const path = step.event.type === 'COMPLETE' ? 'complete' : 'noShow';
      await expectAnswer(call(t, `/api/staff/booking/${path}`, { order_no: h.orderNo }, staff.token), `${step.event.type} (staff)`);
      return { actor: `staff:${staff.id}` };
    }
    case 'CHECK_IN': {
      await expectAnswer(call(t, '/api/staff/booking/checkIn', { order_no: h.orderNo }, staff.token), 'CHECK_IN (staff)');
      return { actor: `staff:${staff.id}` };
    }
    case 'DELETE':
      await asMember(h.kind === 'stay' ? '/api/member/hotel_order/deleteOrder' : '/api/member/visit_order/deleteOrder');
      return { actor: `member:${h.who.id}` };
    case 'MONEY_BACK':
      // the system's: the provider accepted the money refund of the paid cancel, then says by callback the money is back
      if (!ctx.provider) throw new Error('MONEY_BACK needs the scripted provider holding the money refund');
      return providerGivesMoneyBack({ t, provider: ctx.provider }, h.outTradeNo, MONEY_BACK_VIA);
    default:
      throw new Error(`no way to send booking event ${step.event.type} on the server: add it to tests/server/domain-paths/booking.ts`);
  }
}

async function observe(t: PaymentApp, h: BookingHandle) {
  const row = await t.db.selectFrom('booking_orders').selectAll().where('id', '=', h.id).executeTakeFirstOrThrow();
  // every place the booking held or may be moved to: the first claims and the next day's
  const taken = [];
  for (const claim of [...h.first, h.moveTo]) {
    const place = await t.db
      .selectFrom('booking_capacity')
      .select('taken')
      .where('resource', '=', claim.resource)
      .where('slot', '=', claim.slot)
      .where((eb) => eb(eb.cast('day', 'text'), '=', claim.day))
      .executeTakeFirst();
    taken.push(place?.taken ?? 0);
  }
  const claims = await t.db.selectFrom('booking_claims').select(['resource', sql<string>`day::text`.as('day'), 'slot', 'qty']).where('order_id', '=', h.id).execute();
  const attempts = await t.db.selectFrom('payments').select(['id', 'out_trade_no', 'status', 'transaction_id']).where('entity', '=', 'booking').where('entity_id', '=', h.id).orderBy('id').execute();
  const closes = await t.db.selectFrom('payment_closes').select('payment_id').where('payment_id', 'in', [0, ...attempts.map((a) => a.id)]).orderBy('payment_id').execute();
  const moneyBack = await observeMoneyBack(t, 'booking', h.id);
  return {
    taken,
    claims: claims.length,
    /** qty held per place, in the order of `taken` */
    held: [...h.first, h.moveTo].map((k) => claims.filter((c) => c.resource === k.resource && c.day === k.day && c.slot === k.slot).reduce((n, c) => n + c.qty, 0)),
    start: row.start_at.getTime(),
    reschedules: row.reschedules,
    hidden: row.hidden_at !== null,
    payment: { method: row.pay_method, no: row.pay_no, at: row.paid_at !== null },
    refundFen: row.refund_fen,
    attempts,
    closes: closes.map((c) => c.payment_id),
    moneyBack,
  };
}
type Observation = Awaited<ReturnType<typeof observe>>;

function effects(before: Observation, after: Observation, step: Step, h: BookingHandle): void {
  const did = (action: string) => step.actions.includes(action);
  const at = `${step.event.type} in ${step.from}`;
  // releasePlaces: every place the booking held goes back to the calendar; movePlaces: the next
  // day's are taken and the old ones given back, the start a day later
  const heldNow = before.held.reduce((n, q) => n + q, 0);
  const moved = before.held.map((q, i) => (i === before.held.length - 1 ? heldNow : 0));
  const expectedHeld = did('releasePlaces') ? before.held.map(() => 0) : did('movePlaces') ? moved : before.held;
  expect(after.held, `${at}: the booking's claims per place (releasePlaces: ${did('releasePlaces')}, movePlaces: ${did('movePlaces')})`).toEqual(expectedHeld);
  expect(after.taken, `${at}: places taken (releasePlaces: ${did('releasePlaces')}, movePlaces: ${did('movePlaces')})`).toEqual(
    before.taken.map((n, i) => n - before.held[i]! + expectedHeld[i]!),
  );
  expect(after.claims, `${at}: the booking's claims`).toBe(did('releasePlaces') ? 0 : before.claims);
  expect({ start: after.start, reschedules: after.reschedules }, `${at}: start and moves (movePlaces)`).toEqual(
    did('movePlaces') ? { start: before.start + 86_400_000, reschedules: before.reschedules + 1 } : { start: before.start, reschedules: before.reschedules },
  );
  expect(after.hidden, `${at}: hidden (hideFromMember)`).toBe(did('hideFromMember') ? true : before.hidden);

  // PAY settles the attempt paid; MONEY_BACK comes with the one that paid the booking refunded
  const paid = step.event.type === 'PAY' ? after.attempts.find((a) => a.out_trade_no === h.outTradeNo) : undefined;
  const refunded = step.event.type === 'MONEY_BACK' ? before.attempts.find((a) => a.out_trade_no === h.outTradeNo && a.transaction_id === before.payment.no) : undefined;
  if (step.event.type === 'MONEY_BACK') expect(refunded?.status, `${at}: the payment that paid the booking`).toBe(PAYMENT_ATTEMPT_CODES.paid);
  expect(after.attempts.map((a) => a.id), `${at}: payment attempts`).toEqual(before.attempts.map((a) => a.id));
  for (const [i, attempt] of before.attempts.entries()) {
    const ended = did('closePayment') && OPEN_ATTEMPT.includes(attempt.status);
    const expected = ended ? (step.event.type === 'EXPIRE' ? 5 : 4) : attempt.id === paid?.id ? 2 : attempt.id === refunded?.id ? PAYMENT_ATTEMPT_CODES.refunded! : attempt.status;
    expect(after.attempts[i]!.status, `${at}: payment attempt ${attempt.out_trade_no} (closePayment: ${did('closePayment')})`).toBe(expected);
  }
  const wasOpen = before.attempts.filter((a) => OPEN_ATTEMPT.includes(a.status)).map((a) => a.id);
  expect(after.closes.filter((id) => !before.closes.includes(id)), `${at}: closings queued at the provider (closePayment)`).toEqual(did('closePayment') ? wasOpen : []);
  expect(after.payment, `${at}: payment record (recordPayment)`).toEqual(
    did('recordPayment') ? { method: 'sandbox', no: paid?.transaction_id ?? 'the paid attempt', at: true } : before.payment,
  );

  // refundPayment: the policy's share goes back — the paths cancel 49 h ahead, a full refund for every kind (spec §4);
  // MONEY_BACK is the success of that money refund
  moneyBackEffects(before.moneyBack, after.moneyBack, step, { entity: 'booking', id: h.id, outRefundNo: cancelRefundNo(h.outTradeNo), amountFen: h.payFen, via: MONEY_BACK_VIA });
  expect(after.refundFen, `${at}: the booking's refund`).toBe(did('refundPayment') ? h.payFen : before.refundFen);
}

export function bookingOrderDriver(ctx: BookingContext): DomainDriver<BookingHandle, Observation> {
  const provider = (ctx.provider ??= scriptProvider(ctx.t));
  return {
    entity: 'booking',
    codes: BOOKING_CODES,
    contextAfter: { DELETE: { hidden: true } },
    async create(input) {
      const h = await book(ctx, input as BookingOrderInput);
      // a paid cancel's money refund waits at the provider until the path's MONEY_BACK
      provider.holdRefundsOf(h.outTradeNo);
      return { handle: h, actor: `member:${h.who.id}` };
    },
    id: (h) => h.id,
    stored: (h) => ctx.t.db.selectFrom('booking_orders').select(['status', 'state']).where('id', '=', h.id).executeTakeFirstOrThrow(),
    perform: (h, step) => perform(ctx, h, step),
    observe: (h) => observe(ctx.t, h),
    effects,
    finish: (h) => settleMoneyRefund({ t: ctx.t, provider }, h.outTradeNo),
  };
}
