import type { BookingDetail, BookingItem, BookingList } from '../src/contract/booking';
import type { StayQuote, StayRoom } from '../src/contract/hotel';
import { calendarFileMachine } from './calendar-file.machine';
import { houseListMachine, RangeRefused } from './house-list.machine';
import type { RegisteredMachine } from './registry';
import { stayBookingMachine } from './stay-booking.machine';
import { stayDatesMachine } from './stay-dates.machine';
import { stayListMachine } from './stay-list.machine';
import { visitCalendarMachine } from './visit-calendar.machine';

/** The stay and calendar machines with the samples their path tests need (spread into MACHINES). */
const today = '2026-11-20';
const night = (day: string, price = '880.00') => ({ day, price, dollar_price: '125.00' });
const room: StayRoom = {
  id: 1, name: 'Sea-view king room', brief: 'A king bed facing the sea.', images: ['/media/demo/villa-room.svg'], area: 42, number: 2, amount: 2,
  layout_id: 1, floor_id: 2, label_ids: [], landscape_ids: [], facilities_ids: [], bathing_ids: [], bathroom_ids: [], appliance_ids: [], food_ids: [],
  layout: 'King bed', floor: '2nd floor', labels: ['Sea view'], landscape: ['Sea'], facilities: ['Wi-Fi'], bathing: ['Bathtub'], bathroom: ['Private'],
  appliances: ['Kettle'], food: ['Breakfast'], price: '880.00', dollar_price: '125.00', weekend_price: '1080.00', weekend_dollar_price: '153.00',
  checkin_time: '14:00', checkout_time: '12:00', status: 1, switch: 1,
  nights: [night('2026-11-25'), night('2026-11-26')], total: '1760.00', dollar_total: '250.00', rooms_needed: 1,
  party_total: '1760.00', dollar_party_total: '250.00',
};
const soldOutRoom: StayRoom = { ...room, id: 2, name: 'Cliffside house', amount: 0 };
const quote = (rooms: number): StayQuote => ({
  room, checkin: '2026-11-25', checkout: '2026-11-27', checkin_at: '2026-11-25 14:00', checkout_at: '2026-11-27 12:00', night_count: 2, adults: 2, rooms,
  nights: room.nights, amount: '1760.00', dollar_amount: '250.00', pay: '1760.00', dollar_pay: '250.00', pay_by: '2026-11-23 10:00:00',
});
const search = { checkin: '2026-11-25', checkout: '2026-11-27', adults: 2 };

const stay = (orderNo: string, state: BookingItem['state'], status: number): BookingItem => ({
  order_no: orderNo, kind: 'stay', status, state, title: room.name, image: room.images[0]!, amount: '1760.00', dollar_amount: '250.00', pay: '1760.00',
  dollar_pay: '250.00', balance: '0.00', refund: '0.00', start_at: '2026-11-25 14:00:00', end_at: '2026-11-27 12:00:00', date: '2026-11-25', slot: '',
  adults: 2, minors: 0, rooms: 1, nights: 2, create_time: '2026-11-20 09:00:00', order_time: state === 'unpaid' ? 86_000 : 0,
  actions: [], policy: { cancellable: true, refund_ratio: 1, refund: '1760.00', until: '' },
});
const unpaid = stay('S20261120000000000001', 'unpaid', 0);
const paid = stay('S20261120000000000002', 'paid', 1);
const closed = stay('S20261120000000000003', 'cancelled', 3);
const firstPage: BookingList = { total: 4, page: 1, pagesize: 3, list: [unpaid, paid, closed] };
const secondPage: BookingList = { total: 4, page: 2, pagesize: 3, list: [stay('S20261120000000000004', 'completed', 2)] };
const detail: BookingDetail = { ...paid, name: 'Li Hua', phone: '13800000007', description: '', pay_no: 'P1', pay_time: '2026-11-20 09:05:00', paid: '1760.00', details: {} };
// check-in 2026-11-25 14:00 estate time = 06:00 UTC
const checkinMs = Date.UTC(2026, 10, 25, 6, 0);
const HOUR = 3_600_000;

export const stayMachines: Record<string, RegisteredMachine> = {
  calendarFile: {
    machine: calendarFileMachine,
    file: 'machines/calendar-file.machine.ts',
    summary: 'Add to calendar on a booking’s detail: fetch the booking’s .ics (its member only), save it; a failure is said until the next try.',
    inputs: [{ orderNo: 'B20261120000000000001' }],
    events: [
      { type: 'DOWNLOAD' },
      { type: 'xstate.done.actor.fetchCalendar', output: new Blob(['BEGIN:VCALENDAR\r\n'], { type: 'text/calendar' }) },
      { type: 'xstate.error.actor.fetchCalendar', error: new Error('There are no such orders') },
    ],
    promiseActors: ['fetchCalendar'],
  },
  stayDates: {
    machine: stayDatesMachine,
    file: 'machines/stay-dates.machine.ts',
    summary: 'The stay mode of /calendar: check-in (tomorrow or later), check-out (at most 14 nights), adults (1 to 20, refused as typed beyond); then the rooms.',
    inputs: [{ today }, { today, checkin: '2026-11-25', checkout: '2026-11-27', adults: 2 }],
    events: [
      { type: 'PICK_DAY', day: '2026-11-25' },
      { type: 'PICK_DAY', day: '2026-11-27' },
      { type: 'FOCUS_DAY', day: '2026-12-03' },
      { type: 'SHOW_MONTH', month: '2026-12' },
      { type: 'SHOW_MONTH', month: '2025-01' },
      // kept as typed, with the message that blocks the search: never made 20
      { type: 'SET_ADULTS', adults: 25 },
    ],
  },
  visitCalendar: {
    machine: visitCalendarMachine,
    file: 'machines/visit-calendar.machine.ts',
    summary: 'The visit mode of /calendar: a month of days with places left, then the day’s slots (expired and full ones shown, not choosable); then /reserveInfo.',
    inputs: [{ cate: 1, today }],
    events: [
      { type: 'xstate.done.actor.loadMonth', output: { name: 'Standard visit', price: '188.00', days: [{ date: '2026-11-21', remaining: 40, open: true }, { date: '2026-11-22', remaining: 0, open: true }] } },
      { type: 'xstate.error.actor.loadMonth', error: new Error('The request failed') },
      { type: 'PICK_DAY', day: '2026-11-21' },
      { type: 'PICK_DAY', day: '2026-11-22' },
      { type: 'xstate.done.actor.loadSlots', output: [{ time: '10:00', capacity: 20, remaining: 20, expired: false, closed: false }, { time: '11:00', capacity: 20, remaining: 0, expired: false, closed: false }] },
      { type: 'xstate.error.actor.loadSlots', error: new Error('The request failed') },
      { type: 'PICK_SLOT', time: '10:00' },
      { type: 'PICK_SLOT', time: '11:00' },
      { type: 'FOCUS_DAY', day: '2026-11-24' },
      { type: 'FOCUS_DAY', day: '2026-12-02' },
      { type: 'SHOW_MONTH', month: '2026-12' },
    ],
    promiseActors: ['loadMonth', 'loadSlots'],
  },
  houseList: {
    machine: houseListMachine,
    file: 'machines/house-list.machine.ts',
    summary: '/houseList: the rooms free on every night of the range with their prices and the party’s total; details on demand; a free room goes to /settledInfo; a party too large is told the dates’ maximum; a range the server refuses shows its reason and the way to other dates, a load that got no answer a retry.',
    inputs: [search],
    events: [
      { type: 'xstate.done.actor.loadRooms', output: { rooms: [room, soldOutRoom], maxAdults: 4 } },
      // 25 adults: no kind takes them, though 4 could stay
      { type: 'xstate.done.actor.loadRooms', output: { rooms: [], maxAdults: 4 } },
      // the server refuses the range; then a load that got no answer
      { type: 'xstate.error.actor.loadRooms', error: new RangeRefused('Villa stays must be booked at least one day ahead') },
      { type: 'xstate.error.actor.loadRooms', error: new Error('error.requestFailed') },
      { type: 'TOGGLE_ROOM', id: 1 },
      { type: 'BOOK', id: 1 },
      { type: 'BOOK', id: 2 },
    ],
    promiseActors: ['loadRooms'],
  },
  stayBooking: {
    machine: stayBookingMachine,
    file: 'machines/stay-booking.machine.ts',
    summary: '/settledInfo: the server’s price, rooms (priced again), guest name, phone and requests checked with the server’s rules; one submission; then /houseOrderPay.',
    inputs: [{ room: 1, ...search, rooms: 1, phone: '13800000007', submitToken: 'c0ffee00c0ffee00c0ffee00' }],
    events: [
      { type: 'xstate.done.actor.quoteStay', output: quote(1) },
      { type: 'xstate.error.actor.quoteStay', error: new Error('Only 1 rooms of this kind are free for these dates') },
      { type: 'EDIT', field: 'name', value: 'Li Hua' },
      { type: 'SET_ROOMS', rooms: 2 },
      { type: 'SET_ROOMS', rooms: 9 },
      { type: 'xstate.done.actor.createStay', output: { ...quote(1), order_no: 'S20261120000000000001', order_time: 86_400 } },
      { type: 'xstate.error.actor.createStay', error: new Error('This room is fully booked on one or more nights of your stay') },
    ],
    promiseActors: ['quoteStay', 'createStay'],
  },
  stayList: {
    machine: stayListMachine,
    file: 'machines/stay-list.machine.ts',
    summary: 'My stays: filters all, 1, 2, 3, more pages, the detail, and the actions the booking order machine allows (cancel states the refund), behind confirms.',
    inputs: [{}, { filter: '1', open: paid.order_no }],
    events: [
      { type: 'xstate.done.actor.loadStays', output: firstPage },
      { type: 'xstate.error.actor.loadStays', error: new Error('offline') },
      { type: 'xstate.done.actor.loadMoreStays', output: secondPage },
      { type: 'xstate.error.actor.loadMoreStays', error: new Error('offline') },
      { type: 'xstate.done.actor.loadStay', output: detail },
      { type: 'xstate.error.actor.loadStay', error: new Error('No order information yet') },
      { type: 'SELECT_FILTER', filter: '3' },
      { type: 'SELECT_FILTER', filter: 'all' },
      { type: 'PAY', orderNo: unpaid.order_no, at: checkinMs - 72 * HOUR },
      { type: 'CANCEL', orderNo: paid.order_no, at: checkinMs - 30 * HOUR },
      { type: 'CANCEL', orderNo: paid.order_no, at: checkinMs - HOUR },
      { type: 'DELETE', orderNo: closed.order_no, at: checkinMs },
      // refused: the booking order machine does not allow these in the stay's status
      { type: 'PAY', orderNo: closed.order_no, at: checkinMs - 72 * HOUR },
      { type: 'DELETE', orderNo: unpaid.order_no, at: checkinMs },
      { type: 'OPEN_DETAIL', orderNo: paid.order_no },
      { type: 'xstate.done.actor.runStayAction', output: { order_no: paid.order_no, status: 3, state: 'refunded', refund: '880.00' } },
      { type: 'xstate.error.actor.runStayAction', error: new Error('The booking cannot do this now') },
    ],
    promiseActors: ['loadStays', 'loadStay', 'runStayAction'],
  },
};
