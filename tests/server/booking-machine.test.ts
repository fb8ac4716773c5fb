import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingActions } from '../../machines/booking-actions';
import { bookingOrderMachine, type BookingOrderEvent } from '../../machines/booking-order.machine';
import { cancellationPolicy, policyRefundFen } from '../../src/contract/booking';
import { applyBookingEvent } from '../../src/server/domain/bookings/apply-event';
import { createBookingOrder } from '../../src/server/domain/bookings/create';
import { allowedEvents, decide } from '../../src/server/domain/machine-rules';
import { bookingApp, bookingOf, historyOf, member, taken, type BookingApp } from './booking-helpers';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 1, 4, 0);
const ctx = { kind: 'visit' as const, payFen: 18_800, startAt: NOW + 72 * HOUR };
const pay = (amount: number): BookingOrderEvent => ({ type: 'PAY', amount });
const cancelPaid = (at: number): BookingOrderEvent => ({ type: 'CANCEL_PAID', at });
const MEMBER_EVENTS: BookingOrderEvent[] = [{ type: 'PAY', amount: ctx.payFen }, { type: 'CANCEL' }, { type: 'CANCEL_PAID', at: NOW }, { type: 'DELETE' }];
const STAFF_EVENTS: BookingOrderEvent[] = [{ type: 'COMPLETE' }, { type: 'NO_SHOW' }, { type: 'EXPIRE' }];

describe('booking order machine (spec §4 visit and stay orders)', () => {
  it.each([
    [0, ['PAY', 'CANCEL', 'EXPIRE']],
    [1, ['CANCEL_PAID', 'COMPLETE', 'NO_SHOW']],
    [2, ['DELETE']],
    [3, ['DELETE']],
  ])('status %i allows exactly %j', (code, expected) => {
    expect(allowedEvents(bookingOrderMachine, code, ctx, [...MEMBER_EVENTS, ...STAFF_EVENTS])).toEqual(expected);
  });

  it('pays exactly the amount due now, once', () => {
    expect(decide(bookingOrderMachine, 0, ctx, pay(18_800), 'provider')).toMatchObject({ allowed: true, to: 1, state: 'paid', actions: ['recordPayment'] });
    expect(decide(bookingOrderMachine, 0, ctx, pay(18_799), 'provider')).toEqual({ allowed: false, refusal: 'machine' });
    expect(decide(bookingOrderMachine, 1, ctx, pay(18_800), 'provider')).toEqual({ allowed: false, refusal: 'machine' });
  });

  it('cancel and expiry release the places; a paid cancellation refunds first; a no-show keeps them', () => {
    expect(decide(bookingOrderMachine, 0, ctx, { type: 'CANCEL' }, 'member')).toMatchObject({ to: 3, state: 'cancelled', actions: ['releasePlaces', 'closePayment'] });
    expect(decide(bookingOrderMachine, 0, ctx, { type: 'EXPIRE' }, 'timer')).toMatchObject({ to: 3, state: 'expired', actions: ['releasePlaces', 'closePayment'] });
    // refunded once the money is back: refunding until the money refund's success sends MONEY_BACK (the system's only)
    expect(decide(bookingOrderMachine, 1, ctx, cancelPaid(NOW), 'member')).toMatchObject({ to: 3, state: 'refunding', actions: ['refundPayment', 'releasePlaces'] });
    expect(decide(bookingOrderMachine, { code: 3, state: 'refunding' }, ctx, { type: 'MONEY_BACK' }, 'system')).toMatchObject({ to: 3, state: 'refunded', actions: [] });
    expect(decide(bookingOrderMachine, { code: 3, state: 'refunding' }, ctx, { type: 'MONEY_BACK' }, 'member')).toEqual({ allowed: false, refusal: 'actor' });
    expect(decide(bookingOrderMachine, 1, ctx, { type: 'NO_SHOW' }, 'staff')).toMatchObject({ allowed: true, to: 3, state: 'noShow', actions: [] });
    expect(decide(bookingOrderMachine, 1, ctx, { type: 'CANCEL' }, 'member')).toEqual({ allowed: false, refusal: 'machine' });
    expect(decide(bookingOrderMachine, 1, ctx, { type: 'EXPIRE' }, 'timer')).toEqual({ allowed: false, refusal: 'machine' });
  });

  it('staff check the guests in: paid → arrived under code 1; from there only staff COMPLETE (for a stay, the departure)', () => {
    const arrived = { code: 1, state: 'arrived' };
    expect(decide(bookingOrderMachine, 1, ctx, { type: 'CHECK_IN' }, 'staff')).toMatchObject({ allowed: true, to: 1, state: 'arrived', actions: [] });
    for (const actor of ['member', 'provider', 'timer', 'system'] as const) {
      expect(decide(bookingOrderMachine, 1, ctx, { type: 'CHECK_IN' }, actor)).toEqual({ allowed: false, refusal: 'actor' });
    }
    // only a paid booking is checked in, and once
    for (const code of [0, 2, 3]) expect(decide(bookingOrderMachine, code, ctx, { type: 'CHECK_IN' }, 'staff')).toEqual({ allowed: false, refusal: 'machine' });
    expect(decide(bookingOrderMachine, arrived, ctx, { type: 'CHECK_IN' }, 'staff')).toEqual({ allowed: false, refusal: 'machine' });
    expect(allowedEvents(bookingOrderMachine, arrived, ctx, [...MEMBER_EVENTS, ...STAFF_EVENTS, { type: 'CHECK_IN' }])).toEqual(['COMPLETE']);
    expect(decide(bookingOrderMachine, arrived, ctx, { type: 'COMPLETE' }, 'staff')).toMatchObject({ allowed: true, to: 2, state: 'completed', actions: [] });
    expect(decide(bookingOrderMachine, arrived, ctx, { type: 'COMPLETE' }, 'member')).toEqual({ allowed: false, refusal: 'actor' });
    // the member has no button on a checked-in booking: no cancel, no delete until it is completed
    expect(bookingActions('arrived', ctx, NOW)).toEqual([]);
    // a paid booking keeps its COMPLETE and NO_SHOW
    expect(allowedEvents(bookingOrderMachine, 1, ctx, [{ type: 'CHECK_IN' }, ...STAFF_EVENTS])).toEqual(['CHECK_IN', 'COMPLETE', 'NO_SHOW']);
  });

  it('refuses a paid cancellation the policy does not allow', () => {
    expect(decide(bookingOrderMachine, 1, ctx, cancelPaid(ctx.startAt - 24 * HOUR), 'member')).toMatchObject({ allowed: true });
    expect(decide(bookingOrderMachine, 1, ctx, cancelPaid(ctx.startAt - 24 * HOUR + 1), 'member')).toEqual({ allowed: false, refusal: 'machine' });
  });

  it('the member actions come from the same machine', () => {
    expect(bookingActions('unpaid', ctx, NOW)).toEqual(['pay', 'cancel']);
    expect(bookingActions('paid', ctx, NOW)).toEqual(['cancel']);
    expect(bookingActions('paid', ctx, ctx.startAt - HOUR)).toEqual([]);
    expect(bookingActions('refunded', ctx, NOW)).toEqual(['delete']);
    expect(bookingActions('completed', ctx, NOW)).toEqual(['delete']);
    expect(bookingActions('nonsense', ctx, NOW)).toEqual([]);
  });
});

describe('cancellation policy', () => {
  const start = NOW + 100 * HOUR;
  it.each([
    ['visit', 24, { cancellable: true, refundRatio: 1 }],
    ['visit', 23.9, { cancellable: false, refundRatio: 0 }],
    ['dining', 48, { cancellable: true, refundRatio: 1 }],
    ['dining', 47.9, { cancellable: false, refundRatio: 0 }],
    ['stay', 48, { cancellable: true, refundRatio: 1 }],
    ['stay', 47.9, { cancellable: true, refundRatio: 0.5 }],
    ['stay', 24, { cancellable: true, refundRatio: 0.5 }],
    ['stay', 23.9, { cancellable: false, refundRatio: 0 }],
  ] as const)('%s paid, %f h ahead: %j', (kind, hours, expected) => {
    expect(cancellationPolicy(kind, start, start - hours * HOUR)).toEqual(expected);
  });
  it('an unpaid booking is always cancellable, with nothing to refund', () => {
    expect(cancellationPolicy('visit', start, start + HOUR, false)).toEqual({ cancellable: true, refundRatio: 0 });
    expect(policyRefundFen(176_001, { cancellable: true, refundRatio: 0.5 })).toBe(88_000);
    expect(policyRefundFen(176_000, { cancellable: false, refundRatio: 1 })).toBe(0);
  });
});

describe('applyBookingEvent', () => {
  let t: BookingApp;
  beforeAll(async () => {
    t = await bookingApp();
  });
  afterAll(async () => t.close());

  it('changes the status only as the machine allows, with history rows; a refused event changes nothing', async () => {
    const who = await member(t.db);
    const day = '2030-01-02';
    const made = await t.db.transaction().execute((trx) =>
      createBookingOrder(trx, {
        memberId: who.id, kind: 'visit', refId: 1, amountFen: 18_800, dollarCents: 2_600, title: { cn: '标准', tw: '標準', en: 'Standard' },
        name: 'Li', phone: '13900000000', adults: 1, startAt: new Date(Date.UTC(2030, 0, 2, 2)),
        claims: [{ resource: 'visit:1', day, slot: '10:00', qty: 1, defaultCapacity: 20 }], validityS: 86_400,
      }),
    );
    expect(await taken(t.db, 'visit:1', day, '10:00')).toBe(1);
    const apply = (event: BookingOrderEvent) => t.db.transaction().execute((trx) => applyBookingEvent(trx, made.id, event, `member:${who.id}`));
    expect(await apply({ type: 'COMPLETE' })).toEqual({ ok: false, reason: 'notAllowed' });
    expect(await apply({ type: 'DELETE' })).toEqual({ ok: false, reason: 'notAllowed' });
    expect((await bookingOf(t.db, made.orderNo)).status).toBe(0);
    expect(await apply({ type: 'CANCEL' })).toMatchObject({ ok: true, from: 0, to: 3, state: 'cancelled' });
    expect(await taken(t.db, 'visit:1', day, '10:00')).toBe(0);
    expect(await apply({ type: 'CANCEL' })).toEqual({ ok: false, reason: 'notAllowed' });
    expect(await apply({ type: 'DELETE' })).toMatchObject({ ok: true, from: 3, to: 3 });
    const row = await bookingOf(t.db, made.orderNo);
    expect(row).toMatchObject({ status: 3, closed_reason: 'cancelled' });
    expect(row.hidden_at).not.toBeNull();
    expect(await historyOf(t.db, made.id)).toEqual([
      { from_status: null, to_status: 0, event: 'CREATE', actor: `member:${who.id}` },
      { from_status: 0, to_status: 3, event: 'CANCEL', actor: `member:${who.id}` },
      { from_status: 3, to_status: 3, event: 'DELETE', actor: `member:${who.id}` },
    ]);
    expect(await t.db.transaction().execute((trx) => applyBookingEvent(trx, 999_999, { type: 'CANCEL' }, 'member:1'))).toEqual({ ok: false, reason: 'notFound' });
  });
});
