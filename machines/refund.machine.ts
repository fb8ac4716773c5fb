import { setup } from 'xstate';

/**
 * A refund request on a paid goods order (spec §3 Refund, §4): under review until staff approve
 * or reject it, or the member withdraws it. Shared by browser and server like the order machine.
 */
export const REFUND_STATUS = { underReview: 0, completed: 1, rejected: 2, cancelled: 3 } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

// the reasons are part of the contract: the server checks them, the form offers them
export { REFUND_REASONS, type RefundReason } from '../src/contract/aftersales';

export type RefundEvent = { type: 'APPROVE' } | { type: 'REJECT' } | { type: 'WITHDRAW' };

export const refundMachine = setup({
  types: { events: {} as RefundEvent },
  actions: {
    recordDecision: () => {},
  },
}).createMachine({
  id: 'refund',
  initial: 'underReview',
  states: {
    underReview: {
      meta: { code: REFUND_STATUS.underReview },
      on: {
        APPROVE: { target: 'completed', actions: 'recordDecision' },
        REJECT: { target: 'rejected', actions: 'recordDecision' },
        WITHDRAW: { target: 'cancelled', actions: 'recordDecision' },
      },
    },
    completed: { meta: { code: REFUND_STATUS.completed }, type: 'final' },
    rejected: { meta: { code: REFUND_STATUS.rejected }, type: 'final' },
    cancelled: { meta: { code: REFUND_STATUS.cancelled }, type: 'final' },
  },
});
