import type { RegisteredMachine } from '../registry';
import { workDetailMachine } from './work-detail.machine';
import { workListMachine } from './work-list.machine';

/** The staff console's work screens (orders, refunds, money refunds, bookings, members) with the samples their path tests need. */
const paid = 'G20261122100000000010';
const other = 'G20261122100000000015';
const row = { order_no: paid, status: 10, state: 'paid', amount: '776.00', member: 'Li Hua' };

export const workMachines: Record<string, RegisteredMachine> = {
  workList: {
    machine: workListMachine,
    file: 'machines/staff/work-list.machine.ts',
    summary: 'A staff work list (orders, members, the bookings of a day): filters and page from the address, load, error with retry, reload; a search without its required words shows nothing.',
    inputs: [{}, { required: ['q'] }],
    events: [
      { type: 'SEARCH', filters: { status: '10' } },
      { type: 'SEARCH', filters: { status: '10' }, page: 2 },
      { type: 'SEARCH', filters: { q: '138' } },
      { type: 'xstate.done.actor.loadPage', output: { total: 45, items: [row] } },
      { type: 'xstate.error.actor.loadPage', error: new Error('offline') },
    ],
    promiseActors: ['loadPage'],
  },
  workDetail: {
    machine: workDetailMachine,
    file: 'machines/staff/work-detail.machine.ts',
    summary: 'A piece of staff work (an order, a booking, a queue, a calendar week, a member) and the actions the role may take now: form with its required fields, send, the server’s answer, read again.',
    inputs: [{ query: { order_no: paid }, required: { SHIP: ['company', 'tracking_no'], APPROVE_REFUND: ['reason'] } }],
    events: [
      { type: 'xstate.done.actor.loadWork', output: { data: row, offers: [{ action: 'SHIP', target: paid }] } },
      { type: 'xstate.error.actor.loadWork', error: new Error('There are no such orders') },
      { type: 'SET_QUERY', query: { order_no: other } },
      { type: 'SET_QUERY', query: { order_no: paid } },
      // offered: the order is paid; a refund decision is not offered
      { type: 'ACT', action: 'SHIP', target: paid, form: { company: 'SF' } },
      { type: 'ACT', action: 'APPROVE_REFUND', target: paid },
      { type: 'EDIT', field: 'tracking_no', value: 'SF1234567890' },
      { type: 'xstate.done.actor.runAction', output: 'Shipped' },
      { type: 'xstate.error.actor.runAction', error: new Error('The tracking number is not valid') },
    ],
    promiseActors: ['loadWork', 'runAction'],
  },
};
