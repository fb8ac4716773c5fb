import type { RefundDetail } from '../src/contract/aftersales';
import { refundRequestMachine } from './refund-request.machine';
import type { RegisteredMachine } from './registry';

/** The after-sales machines with the samples their path tests need (spread into MACHINES). */
const paid: RefundDetail = { order_no: 'W2026050100000001', status: 10, order_price: '398.00', refund: null };
const underReview: RefundDetail = {
  ...paid,
  status: 8,
  refund: {
    status: 0,
    reason: 'orderedTooMany',
    contact_name: 'Li Hua',
    contact_phone: '13800000007',
    remark: '',
    amount: '398.00',
    created_at: '2026-05-01 10:00:00',
    decided_at: '',
    records: [{ kind: 'request', time: '2026-05-01 10:00:00', remark: '', operator: 'member' }],
  },
};
const rejected: RefundDetail = {
  ...underReview,
  status: 10,
  refund: {
    ...underReview.refund!,
    status: 2,
    decided_at: '2026-05-02 09:00:00',
    records: [...underReview.refund!.records, { kind: 'reject', time: '2026-05-02 09:00:00', remark: 'Already shipped', operator: 'staff' }],
  },
};

export const aftersalesMachines: Record<string, RegisteredMachine> = {
  refundRequest: {
    machine: refundRequestMachine,
    file: 'machines/refund-request.machine.ts',
    summary: 'A refund request: reason, contact and remark checked like the server; then status, records, and withdrawing it.',
    inputs: [{ orderNo: paid.order_no, contactName: 'Li Hua', contactPhone: '13800000007' }],
    events: [
      { type: 'xstate.done.actor.loadRefund', output: paid },
      { type: 'xstate.done.actor.loadRefund', output: underReview },
      { type: 'xstate.done.actor.loadRefund', output: rejected },
      { type: 'xstate.error.actor.loadRefund', error: new Error('offline') },
      { type: 'EDIT', field: 'reason', value: 'notWanted' },
      { type: 'SUBMIT' },
      { type: 'START' },
      { type: 'CANCEL' },
      { type: 'WITHDRAW' },
      { type: 'CONFIRM' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.submitRefund', output: underReview },
      { type: 'xstate.error.actor.submitRefund', error: new Error('This order cannot be refunded now') },
      { type: 'xstate.done.actor.withdrawRefund', output: { ...rejected, refund: { ...rejected.refund!, status: 3 } } },
      { type: 'xstate.error.actor.withdrawRefund', error: new Error('There is no refund request under review') },
    ],
    promiseActors: ['loadRefund', 'submitRefund', 'withdrawRefund'],
  },
};
