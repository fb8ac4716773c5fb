import type { BookingCreated, BookingDetail, BookingItem, BookingList } from '../src/contract/booking';
import type { BookingQuote, VisitCate } from '../src/contract/visit';
import { bookingListMachine } from './booking-list.machine';
import { bookingRescheduleMachine } from './booking-reschedule.machine';
import { diningBookingMachine, type Restaurant } from './dining-booking.machine';
import type { RegisteredMachine } from './registry';
import { visitReserveMachine, type VisitOffer } from './visit-reserve.machine';

/** The visit, dinner and my-visits machines with the samples their path tests need (spread into MACHINES). */
const now = Date.parse('2026-11-22T10:00:00+08:00');

const standard: VisitCate = {
  id: 1, name: 'Standard visit', intro: 'Vineyard, cellar and a tasting of three wines.', price: '188.00', dollar_price: '27.00',
  weekdata: [0, 2, 3, 4, 5, 6], timeslot: ['10:00', '11:00', '14:00', '15:00'], time_number: 20,
  contentjson: ['Vineyard walk', 'Cellar', 'Tasting'], duration: 90, attentionjson: ['Wear flat shoes'], images: ['/media/demo/winery-courtyard.svg'],
  team: 0, min_people: 1, max_people: 60,
};
const slot = { time: '10:00', time_number: 20, number: 12, is_expire: 0, closed: false };
const open: VisitOffer = { cate: standard, slot };
const full: VisitOffer = { cate: standard, slot: { ...slot, number: 0 } };
const choice = { cate: 1, date: '2026-12-01', slot: '10:00' };
const quote: BookingQuote = {
  cate: 1, title: 'Standard visit', date: '2026-12-01', slot: '10:00', start_at: '2026-12-01 10:00:00', people: 2, unit_price: '188.00',
  amount: '376.00', dollar_amount: '54.00', pay: '376.00', dollar_pay: '54.00', balance: '0.00', remaining: 12, pay_by: '2026-11-23 10:00:00',
};
const created = (kind: 'visit' | 'dining'): BookingCreated => ({
  entity: 'booking', order_no: 'B2026112210000001', kind, amount: '376.00', pay: kind === 'dining' ? '188.00' : '376.00', dollar_pay: '54.00', order_time: 1800,
});

const restaurant: Restaurant = {
  info: { id: 1, title: 'Cliffside Restaurant', overview: 'Jiaodong cooking.', must_read: 'Book 48 hours ahead.', dinnertime: '18:00', attentionjson: ['No pets'], images: [] },
  cates: [{ id: 1, name: 'Tasting menu', intro: 'Seven courses.', price: '388.00', dollar_price: '55.00', amount: 40, number: 40, switch: 1, images: [] }],
};

const policy = { cancellable: true, refund_ratio: 0, refund: '0.00', until: '' };
const item = (orderNo: string, state: BookingItem['state'], status: number): BookingItem => ({
  order_no: orderNo, kind: 'visit', status, state, title: 'Standard visit', image: '', amount: '376.00', dollar_amount: '54.00', pay: '376.00', dollar_pay: '54.00',
  balance: '0.00', refund: '0.00', start_at: '2026-12-01 10:00:00', end_at: '', date: '2026-12-01', slot: '10:00', adults: 2, minors: 0, rooms: 0, nights: 0,
  create_time: '2026-11-22 10:00:00', order_time: state === 'unpaid' ? 1800 : 0, actions: state === 'unpaid' ? ['pay', 'cancel'] : ['delete'], policy,
});
const unpaid = item('B2026112210000001', 'unpaid', 0);
const closed = item('B2026112210000002', 'cancelled', 3);
const firstPage: BookingList = { total: 3, page: 1, pagesize: 2, list: [unpaid, closed] };
const secondPage: BookingList = { total: 3, page: 2, pagesize: 2, list: [item('B2026112210000003', 'completed', 2)] };
const detail: BookingDetail = { ...unpaid, name: 'Li Hua', phone: '13800000007', description: '', pay_no: '', pay_time: '', paid: '0.00', details: {} };

// a paid visit on 1 December at 10:00, seen on 22 November: movable; moved twice already: not any more
const paidDetail: BookingDetail = { ...detail, order_no: 'B2026112210000004', state: 'paid', status: 1, order_time: 0, actions: ['cancel'], paid: '376.00', reschedules: 0 };
const movedDetail: BookingDetail = { ...paidDetail, date: '2026-12-03', slot: '14:00', start_at: '2026-12-03 14:00:00', reschedules: 1 };

export const visitMachines: Record<string, RegisteredMachine> = {
  bookingReschedule: {
    machine: bookingRescheduleMachine,
    file: 'machines/booking-reschedule.machine.ts',
    summary: "Changing a booking's date or slot: read the booking, ask the booking order machine whether it may move, choose a new date and time, confirm, see the new start; a refusal is shown and another choice can be made.",
    inputs: [{ orderNo: paidDetail.order_no, now }],
    events: [
      { type: 'xstate.done.actor.loadBooking', output: paidDetail },
      { type: 'xstate.done.actor.loadBooking', output: { ...paidDetail, reschedules: 2 } },
      { type: 'xstate.error.actor.loadBooking', error: new Error('There are no such orders') },
      { type: 'CHOOSE', date: '2026-12-03', slot: '14:00' },
      // the booking's own date and time: refused
      { type: 'CHOOSE', date: '2026-12-01', slot: '10:00' },
      { type: 'xstate.done.actor.rescheduleBooking', output: movedDetail },
      { type: 'xstate.error.actor.rescheduleBooking', error: new Error('booking.full') },
    ],
    promiseActors: ['loadBooking', 'rescheduleBooking'],
  },
  bookingList: {
    machine: bookingListMachine,
    file: 'machines/booking-list.machine.ts',
    summary: 'My visits and dinners: filters all, 1, 2, 3, more pages, a detail, and the actions the booking order machine allows, behind confirms.',
    inputs: [{}, { filter: '1', open: unpaid.order_no }],
    events: [
      { type: 'xstate.done.actor.loadBookings', output: firstPage },
      { type: 'xstate.error.actor.loadBookings', error: new Error('offline') },
      { type: 'xstate.done.actor.loadMoreBookings', output: secondPage },
      { type: 'xstate.error.actor.loadMoreBookings', error: new Error('offline') },
      { type: 'xstate.done.actor.loadBooking', output: detail },
      { type: 'xstate.error.actor.loadBooking', error: new Error('There are no such orders') },
      { type: 'SELECT_FILTER', filter: '3' },
      { type: 'PAY', orderNo: unpaid.order_no, at: now },
      { type: 'CANCEL_BOOKING', orderNo: unpaid.order_no, at: now },
      { type: 'DELETE_BOOKING', orderNo: closed.order_no, at: now },
      // refused: the booking order machine does not allow these in the booking's status
      { type: 'PAY', orderNo: closed.order_no, at: now },
      { type: 'CANCEL_BOOKING', orderNo: closed.order_no, at: now },
      { type: 'DELETE_BOOKING', orderNo: unpaid.order_no, at: now },
      { type: 'SHOW_DETAIL', orderNo: unpaid.order_no },
      { type: 'xstate.done.actor.runBookingAction', output: { order_no: unpaid.order_no, status: 3, state: 'cancelled', refund: '0.00' } },
      { type: 'xstate.error.actor.runBookingAction', error: new Error('This booking cannot do this now') },
    ],
    promiseActors: ['loadBookings', 'loadBooking', 'runBookingAction'],
  },
  visitReserve: {
    machine: visitReserveMachine,
    file: 'machines/visit-reserve.machine.ts',
    summary: 'The visit form: counts priced by the server, team minimum, name, phone and SMS code, then the booking and the pay screen; a full or past slot cannot be booked.',
    inputs: [{ ...choice, submitToken: 'c0ffee00c0ffee00c0ffee00' }],
    events: [
      { type: 'xstate.done.actor.loadOffer', output: open },
      { type: 'xstate.done.actor.loadOffer', output: full },
      { type: 'xstate.error.actor.loadOffer', error: new Error('offline') },
      { type: 'xstate.done.actor.quoteVisit', output: quote },
      { type: 'xstate.error.actor.quoteVisit', error: new Error('The team tier needs 12 or more people') },
      { type: 'EDIT', field: 'adults', value: '' },
      { type: 'EDIT', field: 'name', value: 'Li Hua' },
      { type: 'EDIT', field: 'phone', value: '13800000007' },
      { type: 'EDIT', field: 'code', value: '123456' },
      { type: 'STEP', field: 'adults', by: 1 },
      { type: 'xstate.done.actor.createVisit', output: created('visit') },
      { type: 'xstate.error.actor.createVisit', error: new Error('Not enough places left for this time, please choose another') },
    ],
    promiseActors: ['loadOffer', 'quoteVisit', 'createVisit'],
  },
  diningBooking: {
    machine: diningBookingMachine,
    file: 'machines/dining-booking.machine.ts',
    summary: 'The dinner form: menu, an evening 48 hours ahead, guests, name and phone; priced by the server (50 % now, the balance at the table), then the pay screen.',
    inputs: [{ now, signedIn: true, submitToken: 'c0ffee00c0ffee00c0ffee00' }, { now, signedIn: false, phone: '13800000007', submitToken: 'c0ffee00c0ffee00c0ffee01' }],
    events: [
      { type: 'xstate.done.actor.loadRestaurant', output: restaurant },
      { type: 'xstate.error.actor.loadRestaurant', error: new Error('offline') },
      { type: 'xstate.done.actor.quoteDining', output: { ...quote, pay: '188.00', balance: '188.00' } },
      { type: 'xstate.error.actor.quoteDining', error: new Error('Not enough places left for this time, please choose another') },
      { type: 'CHOOSE', cate: 1 },
      { type: 'CHOOSE', cate: 99 }, // not on the menu: refused
      { type: 'EDIT', field: 'date', value: '2026-11-22' },
      { type: 'EDIT', field: 'name', value: 'Li Hua' },
      { type: 'EDIT', field: 'phone', value: '13800000007' },
      { type: 'STEP', field: 'adults', by: -1 },
      { type: 'xstate.done.actor.createDining', output: created('dining') },
      { type: 'xstate.error.actor.createDining', error: new Error('Dinners must be booked at least 48 hours ahead') },
    ],
    promiseActors: ['loadRestaurant', 'quoteDining', 'createDining'],
  },
};
