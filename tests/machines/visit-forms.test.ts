import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { actionsOf } from '../../machines/booking-list.machine';
import {
  diningBookingMachine,
  diningErrors,
  firstDiningDay,
  type CreateDiningInput,
  type DiningFields,
  type DiningText,
  type QuoteDiningInput,
  type Restaurant,
} from '../../machines/dining-booking.machine';
import { paymentMachine, type PayableRef } from '../../machines/payment.machine';
import type { PayableSummary } from '../../src/contract/payment';
import { reserveErrors, slotProblem, type ReserveFields, type VisitOffer } from '../../machines/visit-reserve.machine';
import type { BookingCreated, BookingItem } from '../../src/contract/booking';
import type { BookingQuote, VisitCate } from '../../src/contract/visit';

const at = (iso: string) => Date.parse(iso);

const cate: VisitCate = {
  id: 4, name: 'Team visit', intro: '', price: '188.00', dollar_price: '26.00', weekdata: [1, 2, 3, 4, 5], timeslot: ['10:00'], time_number: 60,
  contentjson: [], duration: 120, attentionjson: [], images: [], team: 1, min_people: 12, max_people: 60,
};
const slot = { time: '10:00', time_number: 60, number: 30, is_expire: 0, closed: false };
const offer: VisitOffer = { cate, slot };
const choice = { cate: 4, date: '2026-12-02', slot: '10:00' };
const fields = (over: Partial<ReserveFields>): ReserveFields => ({ adults: '12', minors: '0', description: '', name: 'Li Hua', phone: '13800000007', code: '123456', ...over });

describe('the visit form (/reserveInfo)', () => {
  it('needs 12 people in all for the team tier, minors counting', () => {
    expect(reserveErrors(fields({ adults: '11' }), choice, offer).adults).toBe('booking.teamMin');
    expect(reserveErrors(fields({ adults: '10', minors: '2' }), choice, offer)).toEqual({});
  });

  it('needs an adult, stays within the bound and the places left', () => {
    const standard = { ...offer, cate: { ...cate, team: 0, min_people: 1 } };
    expect(reserveErrors(fields({ adults: '0', minors: '3' }), choice, standard).adults).toBe('booking.adultsMin');
    expect(reserveErrors(fields({ adults: '61' }), choice, { ...standard, slot: { ...slot, number: 100 } }).adults).toBe('booking.tooManyPeople');
    expect(reserveErrors(fields({ adults: '31' }), choice, standard).adults).toBe('booking.full');
  });

  it('checks name, phone and code with the server’s own schema', () => {
    const errors = reserveErrors(fields({ name: '  ', phone: '2380000000', code: '12' }), choice, offer);
    expect(errors).toEqual({ name: 'booking.nameRequired', phone: 'validation.phone', code: 'validation.codeWrong' });
  });

  it('tells a full, closed or past slot apart', () => {
    expect(slotProblem(offer)).toBeNull();
    expect(slotProblem({ cate, slot: { ...slot, number: 0 } })).toBe('full');
    expect(slotProblem({ cate, slot: { ...slot, is_expire: 1 } })).toBe('expired');
    expect(slotProblem({ cate, slot: { ...slot, closed: true } })).toBe('closed');
    expect(slotProblem({ cate, slot: null })).toBe('missing');
  });
});

const restaurant: Restaurant = {
  info: { id: 1, title: 'Cliffside', overview: '', must_read: '', dinnertime: '18:00', attentionjson: [], images: [] },
  cates: [{ id: 1, name: 'Estate set menu', intro: '', price: '388.00', dollar_price: '54.00', amount: 40, number: 40, switch: 1, images: [] }],
};
const dinner = (over: Partial<DiningFields>): DiningFields => ({ cate: '1', date: '2026-11-24', adults: '2', minors: '0', description: '', name: 'Li Hua', phone: '13800000007', ...over });

describe('the dinner form (/restaurant)', () => {
  const now = at('2026-11-22T17:00:00+08:00');

  it('offers the first evening at least 48 hours away', () => {
    expect(firstDiningDay(now, '18:00')).toBe('2026-11-24');
    expect(firstDiningDay(at('2026-11-22T18:30:00+08:00'), '18:00')).toBe('2026-11-25');
    // just after midnight UTC is already the next estate day
    expect(firstDiningDay(at('2026-11-22T16:30:00Z'), '18:00')).toBe('2026-11-25');
  });

  it('refuses an evening under 48 hours ahead, a past one, and one past the window', () => {
    expect(diningErrors(dinner({ date: '2026-11-23' }), restaurant, now).date).toBe('booking.diningLeadTime');
    expect(diningErrors(dinner({ date: '2026-11-20' }), restaurant, now).date).toBe('booking.pastDate');
    expect(diningErrors(dinner({ date: '2027-06-01' }), restaurant, now).date).toBe('booking.tooFar');
    expect(diningErrors(dinner({}), restaurant, now)).toEqual({});
  });

  it('needs a menu that is offered and at most 20 guests', () => {
    expect(diningErrors(dinner({ cate: '9' }), restaurant, now).cate).toBe('booking.menuRequired');
    expect(diningErrors(dinner({ cate: '' }), restaurant, now).cate).toBe('booking.menuRequired');
    expect(diningErrors(dinner({ adults: '15', minors: '6' }), restaurant, now).adults).toBe('booking.tooManyPeople');
  });

  it('prices only for a member: a visitor is never asked to sign in by the price', async () => {
    let quotes = 0;
    const logic = diningBookingMachine.provide({
      actors: {
        loadRestaurant: fromPromise(async () => restaurant),
        quoteDining: fromPromise<BookingQuote, QuoteDiningInput>(async () => {
          quotes++;
          throw new Error('unused');
        }),
      },
      delays: { quotePause: 0 },
    });
    for (const signedIn of [false, true]) {
      const actor = createActor(logic, { input: { now, signedIn, submitToken: 'c0ffee00c0ffee00c0ffee00' } }).start();
      await waitFor(actor, (s) => s.matches('editing'));
      actor.send({ type: 'CHOOSE', cate: 1 });
      await waitFor(actor, (s) => s.matches({ editing: 'priced' }));
      actor.stop();
    }
    expect(quotes).toBe(1);
  });

  it('sends the form’s one id with every submit, so a resubmit after a lost answer books once', async () => {
    const sent: CreateDiningInput[] = [];
    const logic = diningBookingMachine.provide({
      actors: {
        loadRestaurant: fromPromise(async () => restaurant),
        quoteDining: fromPromise<BookingQuote, QuoteDiningInput>(async () => {
          throw new Error('no price');
        }),
        createDining: fromPromise<BookingCreated, CreateDiningInput>(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw new Error('The network is down');
          return { entity: 'booking', order_no: 'B1', kind: 'dining', amount: '776.00', pay: '388.00', dollar_pay: '54.00', order_time: 86_400 };
        }),
      },
      actions: { goToPay: () => {} },
      delays: { quotePause: 0 },
    });
    const actor = createActor(logic, { input: { now, signedIn: true, submitToken: 'c0ffee00c0ffee00c0ffee00' } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHOOSE', cate: 1 });
    for (const [field, value] of Object.entries({ date: '2026-11-24', adults: '2', name: 'Li Hua', phone: '13800000007' })) {
      actor.send({ type: 'EDIT', field: field as DiningText, value });
    }
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.failure !== null);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('booked'));
    expect(sent.map((input) => input.submit_token)).toEqual(['c0ffee00c0ffee00c0ffee00', 'c0ffee00c0ffee00c0ffee00']);
  });
});

const booking = (over: Partial<BookingItem>): BookingItem => ({
  order_no: 'B1', kind: 'visit', status: 1, state: 'paid', title: '', image: '', amount: '376.00', dollar_amount: '52.00', pay: '376.00', dollar_pay: '52.00',
  balance: '0.00', refund: '0.00', start_at: '2026-12-01 10:00:00', end_at: '', date: '2026-12-01', slot: '10:00', adults: 2, minors: 0, rooms: 0, nights: 0,
  create_time: '', order_time: 0, actions: [], policy: { cancellable: true, refund_ratio: 1, refund: '376.00', until: '' }, ...over,
});

describe('my visits: the actions the booking order machine allows', () => {
  it('lets a paid visit be cancelled until 24 hours before its slot, a dinner until 48 hours', () => {
    expect(actionsOf(booking({}), at('2026-11-30T09:59:00+08:00'))).toEqual(['cancel']);
    expect(actionsOf(booking({}), at('2026-11-30T10:01:00+08:00'))).toEqual([]);
    const dinner = booking({ kind: 'dining', start_at: '2026-12-01 18:00:00', slot: '', pay: '388.00' });
    expect(actionsOf(dinner, at('2026-11-29T17:59:00+08:00'))).toEqual(['cancel']);
    expect(actionsOf(dinner, at('2026-11-29T18:01:00+08:00'))).toEqual([]);
  });

  it('offers pay and cancel while unpaid, delete once closed or completed', () => {
    expect(actionsOf(booking({ state: 'unpaid', status: 0 }), at('2026-12-01T09:00:00+08:00'))).toEqual(['pay', 'cancel']);
    expect(actionsOf(booking({ state: 'refunded', status: 3 }), 0)).toEqual(['delete']);
    expect(actionsOf(booking({ state: 'completed', status: 2 }), 0)).toEqual(['delete']);
  });
});

describe('the payment machine pays any payable', () => {
  it('hands the entity to every call, goods orders when not said', async () => {
    const seen: string[] = [];
    const logic = paymentMachine.provide({
      actors: {
        loadPayable: fromPromise<PayableSummary, PayableRef>(async ({ input }) => {
          seen.push(input.entity);
          throw new Error('stop');
        }),
      },
    });
    for (const input of [{ orderNo: 'G1', pending: null, returned: false }, { entity: 'booking' as const, orderNo: 'B1', pending: null, returned: false }]) {
      const actor = createActor(logic, { input }).start();
      await waitFor(actor, (s) => s.matches('loadFailed'));
      actor.stop();
    }
    expect(seen).toEqual(['goods_order', 'booking']);
  });
});
