import { setup } from 'xstate';

/**
 * A goods order (spec §4 Goods order statuses), shared by browser and server. The server loads
 * the stored status, resolves it into a snapshot, and applies an event only when this machine
 * allows it; the named actions are the side effects the server runs in the same transaction.
 * The browser shows exactly the actions `snapshot.can(event)` allows.
 */
export interface GoodsOrderInput {
  /** amount due in fen, shipping included */
  total: number;
  /**
   * Staff have ruled on a refund request of this order (approved or rejected). Read from the
   * order's refunds: the status alone cannot tell, since a rejected request returns it to paid.
   */
  refundDecided: boolean;
  /** the member deleted the order (it is hidden from them): deleting it again does nothing */
  hidden?: boolean;
}

export type GoodsOrderEvent =
  | { type: 'PAY'; amount: number }
  | { type: 'CANCEL' }
  | { type: 'EXPIRE' }
  | { type: 'CHANGE_ADDRESS' }
  | { type: 'SHIP' }
  | { type: 'REQUEST_REFUND' }
  | { type: 'WITHDRAW_REFUND' }
  | { type: 'APPROVE_REFUND' }
  | { type: 'REJECT_REFUND' }
  | { type: 'CONFIRM_RECEIPT' }
  | { type: 'DELETE' };

export const GOODS_ORDER_STATUS = {
  unpaid: 5,
  cancelled: 6,
  closed: 7,
  afterSales: 8,
  paid: 10,
  shipped: 15,
  completed: 20,
  refunded: 25,
} as const;
export type GoodsOrderState = keyof typeof GOODS_ORDER_STATUS;
export type GoodsOrderStatus = (typeof GOODS_ORDER_STATUS)[GoodsOrderState];

export const goodsOrderMachine = setup({
  types: {
    input: {} as GoodsOrderInput,
    context: {} as GoodsOrderInput,
    events: {} as GoodsOrderEvent,
  },
  guards: {
    isFullAmount: ({ context, event }) => event.type === 'PAY' && event.amount === context.total,
    /**
     * A member's cancellation of a paid order refunds it in full without review, so it is the
     * member's only until staff act on the order: shipping leaves `paid`, and a refund decision
     * is final — after a rejection, cancelling would be the refund staff refused.
     */
    hasNoRefundDecision: ({ context }) => !context.refundDecided,
    /** read under the row lock: of deletes racing on one order, one hides it and the others find it hidden */
    isShownToMember: ({ context }) => context.hidden !== true,
  },
  actions: {
    // side effects, run by the server inside the order's transaction
    recordPayment: () => {},
    releaseStock: () => {},
    closePayment: () => {},
    refundPayment: () => {},
    updateAddress: () => {},
    recordShipment: () => {},
    openRefund: () => {},
    closeRefund: () => {},
    hideFromMember: () => {},
  },
}).createMachine({
  id: 'goodsOrder',
  context: ({ input }) => ({ total: input.total, refundDecided: input.refundDecided, hidden: input.hidden === true }),
  initial: 'unpaid',
  states: {
    unpaid: {
      meta: { code: GOODS_ORDER_STATUS.unpaid },
      on: {
        PAY: { guard: 'isFullAmount', target: 'paid', actions: 'recordPayment' },
        CANCEL: { target: 'cancelled', actions: ['releaseStock', 'closePayment'] },
        EXPIRE: { target: 'closed', actions: ['releaseStock', 'closePayment'] },
        CHANGE_ADDRESS: { actions: 'updateAddress' },
      },
    },
    paid: {
      meta: { code: GOODS_ORDER_STATUS.paid },
      on: {
        SHIP: { target: 'shipped', actions: 'recordShipment' },
        REQUEST_REFUND: { target: 'afterSales', actions: 'openRefund' },
        CANCEL: { guard: 'hasNoRefundDecision', target: 'cancelled', actions: ['refundPayment', 'releaseStock'] },
        CHANGE_ADDRESS: { actions: 'updateAddress' },
      },
    },
    afterSales: {
      meta: { code: GOODS_ORDER_STATUS.afterSales },
      on: {
        APPROVE_REFUND: { target: 'refunded', actions: ['closeRefund', 'refundPayment', 'releaseStock'] },
        REJECT_REFUND: { target: 'paid', actions: 'closeRefund' },
        WITHDRAW_REFUND: { target: 'paid', actions: 'closeRefund' },
      },
    },
    shipped: {
      meta: { code: GOODS_ORDER_STATUS.shipped },
      on: { CONFIRM_RECEIPT: 'completed' },
    },
    completed: {
      meta: { code: GOODS_ORDER_STATUS.completed },
      on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember' } },
    },
    cancelled: {
      meta: { code: GOODS_ORDER_STATUS.cancelled },
      on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember' } },
    },
    closed: {
      meta: { code: GOODS_ORDER_STATUS.closed },
      on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember' } },
    },
    refunded: {
      meta: { code: GOODS_ORDER_STATUS.refunded },
    },
  },
});
