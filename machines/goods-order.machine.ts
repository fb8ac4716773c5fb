import { setup } from 'xstate';
import { UNPAID_EXPIRY, type DomainStateMeta, type DomainTransitionMeta, type MachineWords } from './meta';

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
  | { type: 'DELETE' }
  /** the money went back to the payer: sent by the server with the money refund's success */
  | { type: 'MONEY_BACK' };

export const GOODS_ORDER_STATUS = {
  unpaid: 5,
  cancelled: 6,
  closed: 7,
  afterSales: 8,
  paid: 10,
  shipped: 15,
  completed: 20,
  refunded: 25,
  // states added under the spec's codes (the member sees 25 and 6 as the spec says them; the
  // state name tells apart "approved, money on its way" from "money back"); listed after the
  // spec's own states so that a bare code still reads as the spec's state
  refunding: 25,
  cancelledRefunding: 6,
} as const;
export type GoodsOrderState = keyof typeof GOODS_ORDER_STATUS;
export type GoodsOrderStatus = (typeof GOODS_ORDER_STATUS)[GoodsOrderState];

/** Plain words for the named guards and actions, for the drawn document (cn, tw, en). */
export const goodsOrderWords: MachineWords = {
  guards: {
    isFullAmount: {
      en: 'the amount paid is exactly the amount due, shipping included',
      cn: '付款金额恰好等于应付金额（含运费）',
      tw: '付款金額恰好等於應付金額（含運費）',
    },
    hasNoRefundDecision: {
      en: 'staff have not yet approved or rejected a refund request of this order',
      cn: '工作人员尚未批准或拒绝该订单的退款申请',
      tw: '工作人員尚未核准或拒絕該訂單的退款申請',
    },
    isShownToMember: {
      en: 'the member has not deleted the order yet',
      cn: '会员尚未删除该订单',
      tw: '會員尚未刪除該訂單',
    },
  },
  actions: {
    recordPayment: { en: 'keep the payment method, number and time', cn: '记录支付方式、支付单号和付款时间', tw: '記錄支付方式、支付單號和付款時間' },
    releaseStock: { en: 'put the bottles back in stock', cn: '商品退回库存', tw: '商品退回庫存' },
    closePayment: { en: 'close the open payment attempt', cn: '关闭未完成的支付', tw: '關閉未完成的支付' },
    refundPayment: {
      en: 'refund the amount paid through the payment provider',
      cn: '通过支付渠道退还已付金额',
      tw: '透過支付管道退還已付金額',
    },
    updateAddress: {
      en: "replace the order's receiver: name, phone, region, address and postcode",
      cn: '更换订单的收货信息：收货人、电话、地区、详细地址和邮编',
      tw: '更換訂單的收件資訊：收件人、電話、地區、詳細地址和郵遞區號',
    },
    recordShipment: { en: 'record the carrier and tracking number', cn: '记录快递公司和运单号', tw: '記錄物流公司和運單號' },
    openRefund: {
      en: 'open a refund request under review, with its reason and contact',
      cn: '创建待审核的退款申请，附原因和联系方式',
      tw: '建立待審核的退款申請，附原因和聯絡方式',
    },
    closeRefund: {
      en: 'close the refund request under review with the decision and its remark',
      cn: '以处理结果和备注结束待审核的退款申请',
      tw: '以處理結果和備註結束待審核的退款申請',
    },
    hideFromMember: {
      en: "hide the order from the member's list (the winery keeps it)",
      cn: '从会员的订单列表中隐藏该订单（酒庄仍保留）',
      tw: '從會員的訂單列表中隱藏該訂單（酒莊仍保留）',
    },
  },
};

/** MONEY_BACK: the link from the money refund machine (machines/money-refund.machine.ts) to the order. */
const moneyBack = (to: { en: string; cn: string; tw: string }): DomainTransitionMeta => ({
  actors: ['system'],
  label: { en: 'Money back', cn: '退款已到账', tw: '退款已到帳' },
  description: {
    en: `The money refund of this order succeeded at the payment provider (money refund: SUCCEEDED, its tellOrderMoneyBack): the server sends this in the same transaction, and the order is ${to.en}. When nothing was paid through the provider, there is nothing to give back and it is sent right after the decision.`,
    cn: `该订单的退款在支付渠道已成功（退款到账流程：SUCCEEDED，其 tellOrderMoneyBack）：服务端在同一事务中发出此事件，订单变为${to.cn}。若未经支付渠道付款、无款可退，则在决定退款后立即发出。`,
    tw: `該訂單的退款在支付管道已成功（退款到帳流程：SUCCEEDED，其 tellOrderMoneyBack）：伺服器在同一交易中發出此事件，訂單變為${to.tw}。若未經支付管道付款、無款可退，則在決定退款後立即發出。`,
  },
});

const stateMeta = (code: GoodsOrderStatus, label: DomainStateMeta['label'], meaning: DomainStateMeta['meaning']): DomainStateMeta => ({ code, label, meaning });

/** The member from their address book, or staff on their behalf (e.g. asked on the phone), with the old → new address in the history row. */
const changeAddress: DomainTransitionMeta = {
  actors: ['member', 'staff'],
  label: { en: 'Change address', cn: '修改地址', tw: '修改地址' },
  description: {
    en: "The member, or staff on the member's behalf, change the shipping address before the order is shipped; the receiver's name, phone and address are replaced and the status stays (updateAddress). Staff's change notes the old and the new address in the order's history.",
    cn: '会员或工作人员（代会员）在发货前修改收货地址：收货人、电话和地址被替换，状态不变（updateAddress）。工作人员的修改在订单记录中注明原地址和新地址。',
    tw: '會員或工作人員（代會員）在出貨前修改收貨地址：收件人、電話和地址被替換，狀態不變（updateAddress）。工作人員的修改在訂單紀錄中註明原地址和新地址。',
  },
};

const deleteOrder: DomainTransitionMeta = {
  actors: ['member'],
  label: { en: 'Delete', cn: '删除', tw: '刪除' },
  description: {
    en: "The member deletes the order from their list, once (isShownToMember); the winery keeps it and the status stays (hideFromMember).",
    cn: '会员从订单列表中删除该订单，仅一次（isShownToMember）；酒庄仍保留，状态不变（hideFromMember）。',
    tw: '會員從訂單列表中刪除該訂單，僅一次（isShownToMember）；酒莊仍保留，狀態不變（hideFromMember）。',
  },
};

export const goodsOrderMachine = setup({
  types: {
    input: {} as GoodsOrderInput,
    context: {} as GoodsOrderInput,
    events: {} as GoodsOrderEvent,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
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
      meta: stateMeta(
        GOODS_ORDER_STATUS.unpaid,
        { en: 'Unpaid', cn: '待付款', tw: '待付款' },
        {
          en: '5 unpaid: the order is placed and waits to be paid; its bottles are held',
          cn: '5 待付款：订单已提交，等待付款；商品已为其保留',
          tw: '5 待付款：訂單已送出，等待付款；商品已為其保留',
        },
      ),
      on: {
        PAY: {
          guard: 'isFullAmount',
          target: 'paid',
          actions: 'recordPayment',
          meta: {
            actors: ['provider'],
            label: { en: 'Paid', cn: '付款成功', tw: '付款成功' },
            description: {
              en: 'The payment provider reports the order paid. Only a payment of exactly the amount due, shipping included, counts (isFullAmount); the payment method, number and time are kept (recordPayment).',
              cn: '支付渠道通知订单已付款。只有金额恰好等于应付金额（含运费）的付款才算数（isFullAmount）；记录支付方式、支付单号和付款时间（recordPayment）。',
              tw: '支付管道通知訂單已付款。只有金額恰好等於應付金額（含運費）的付款才算數（isFullAmount）；記錄支付方式、支付單號和付款時間（recordPayment）。',
            },
          },
        },
        CANCEL: {
          target: 'cancelled',
          actions: ['releaseStock', 'closePayment'],
          meta: {
            actors: ['member'],
            label: { en: 'Cancel', cn: '取消订单', tw: '取消訂單' },
            description: {
              en: 'The member cancels the unpaid order: the bottles go back to stock (releaseStock) and the open payment attempt is closed (closePayment).',
              cn: '会员取消未付款的订单：商品退回库存（releaseStock），未完成的支付被关闭（closePayment）。',
              tw: '會員取消未付款的訂單：商品退回庫存（releaseStock），未完成的支付被關閉（closePayment）。',
            },
          },
        },
        EXPIRE: {
          target: 'closed',
          actions: ['releaseStock', 'closePayment'],
          meta: {
            actors: ['timer'],
            label: { en: 'Time to pay ran out', cn: '超时未付款', tw: '逾時未付款' },
            description: {
              en: 'The time to pay has run out (ORDER_VALIDITY_S after the order was placed, 86,400 s by default): the order closes, the bottles go back to stock (releaseStock) and the open payment attempt is closed (closePayment). Sent by the sweeper every ORDER_SWEEP_S (60 s by default) and before any action of the member on the order.',
              cn: '付款时限已到（下单后 ORDER_VALIDITY_S，默认 86,400 秒）：订单关闭，商品退回库存（releaseStock），未完成的支付被关闭（closePayment）。由每 ORDER_SWEEP_S（默认 60 秒）运行一次的清理任务发出，会员对该订单的任何操作之前也会先检查。',
              tw: '付款時限已到（下單後 ORDER_VALIDITY_S，預設 86,400 秒）：訂單關閉，商品退回庫存（releaseStock），未完成的支付被關閉（closePayment）。由每 ORDER_SWEEP_S（預設 60 秒）執行一次的清理作業發出，會員對該訂單的任何操作之前也會先檢查。',
            },
            timer: UNPAID_EXPIRY,
          },
        },
        CHANGE_ADDRESS: { actions: 'updateAddress', meta: changeAddress },
      },
    },
    paid: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.paid,
        { en: 'Paid', cn: '待发货', tw: '待出貨' },
        { en: '10 paid, awaiting shipment', cn: '10 已付款，待发货', tw: '10 已付款，待出貨' },
      ),
      on: {
        SHIP: {
          target: 'shipped',
          actions: 'recordShipment',
          meta: {
            actors: ['staff'],
            label: { en: 'Ship', cn: '发货', tw: '出貨' },
            description: {
              en: 'Staff ship the order; the carrier and tracking number are recorded (recordShipment).',
              cn: '工作人员发货，记录快递公司和运单号（recordShipment）。',
              tw: '工作人員出貨，記錄物流公司和運單號（recordShipment）。',
            },
          },
        },
        REQUEST_REFUND: {
          target: 'afterSales',
          actions: 'openRefund',
          meta: {
            actors: ['member'],
            label: { en: 'Request a refund', cn: '申请退款', tw: '申請退款' },
            description: {
              en: 'The member asks for a refund with a reason and a contact; a refund request under review is opened (openRefund).',
              cn: '会员填写原因和联系方式申请退款，创建一条待审核的退款申请（openRefund）。',
              tw: '會員填寫原因和聯絡方式申請退款，建立一筆待審核的退款申請（openRefund）。',
            },
          },
        },
        CANCEL: {
          guard: 'hasNoRefundDecision',
          target: 'cancelledRefunding',
          actions: ['refundPayment', 'releaseStock'],
          meta: {
            actors: ['member'],
            label: { en: 'Cancel and refund', cn: '取消并退款', tw: '取消並退款' },
            description: {
              en: 'The member cancels a paid order before it is shipped and is refunded in full without review — only while staff have not decided a refund of it (hasNoRefundDecision). The amount paid is sent back through the payment provider (refundPayment: a money refund is queued) and the bottles go back to stock (releaseStock). The order reads 6 cancelled while the money is on its way (MONEY_BACK when it is back).',
              cn: '会员在发货前取消已付款的订单，无需审核即全额退款——仅当工作人员尚未处理该订单的退款申请时（hasNoRefundDecision）。已付金额通过支付渠道退还（refundPayment：排入一笔退款），商品退回库存（releaseStock）。退款在途时订单显示 6 已取消（款项到账时 MONEY_BACK）。',
              tw: '會員在出貨前取消已付款的訂單，無需審核即全額退款——僅當工作人員尚未處理該訂單的退款申請時（hasNoRefundDecision）。已付金額透過支付管道退還（refundPayment：排入一筆退款），商品退回庫存（releaseStock）。退款在途時訂單顯示 6 已取消（款項到帳時 MONEY_BACK）。',
            },
          },
        },
        CHANGE_ADDRESS: { actions: 'updateAddress', meta: changeAddress },
      },
    },
    afterSales: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.afterSales,
        { en: 'After-sales', cn: '售后处理中', tw: '售後處理中' },
        {
          en: '8 awaiting after-sales: a refund request is under review by staff',
          cn: '8 待售后处理：退款申请正在由工作人员审核',
          tw: '8 待售後處理：退款申請正由工作人員審核',
        },
      ),
      on: {
        APPROVE_REFUND: {
          target: 'refunding',
          actions: ['closeRefund', 'refundPayment', 'releaseStock'],
          meta: {
            actors: ['staff'],
            label: { en: 'Approve the refund', cn: '同意退款', tw: '同意退款' },
            description: {
              en: 'Staff approve the refund request: it is closed as completed with their remark (closeRefund), the amount paid is sent back through the payment provider (refundPayment: a money refund is queued) and the bottles go back to stock (releaseStock). The order reads 25 refunded; it is refunded in fact once the money is back (MONEY_BACK).',
              cn: '工作人员同意退款申请：申请以处理结果和备注结束（closeRefund），已付金额通过支付渠道退还（refundPayment：排入一笔退款），商品退回库存（releaseStock）。订单显示 25 已退款；款项到账（MONEY_BACK）后才算真正退款完成。',
              tw: '工作人員同意退款申請：申請以處理結果和備註結束（closeRefund），已付金額透過支付管道退還（refundPayment：排入一筆退款），商品退回庫存（releaseStock）。訂單顯示 25 已退款；款項到帳（MONEY_BACK）後才算真正退款完成。',
            },
          },
        },
        REJECT_REFUND: {
          target: 'paid',
          actions: 'closeRefund',
          meta: {
            actors: ['staff'],
            label: { en: 'Reject the refund', cn: '拒绝退款', tw: '拒絕退款' },
            description: {
              en: 'Staff reject the refund request with a remark (closeRefund); the order is paid and awaits shipment again, and the member can no longer cancel it.',
              cn: '工作人员拒绝退款申请并填写备注（closeRefund）；订单回到已付款待发货，会员不能再取消该订单。',
              tw: '工作人員拒絕退款申請並填寫備註（closeRefund）；訂單回到已付款待出貨，會員不能再取消該訂單。',
            },
          },
        },
        WITHDRAW_REFUND: {
          target: 'paid',
          actions: 'closeRefund',
          meta: {
            actors: ['member'],
            label: { en: 'Withdraw the request', cn: '撤回申请', tw: '撤回申請' },
            description: {
              en: 'The member withdraws their refund request (closeRefund); the order is paid and awaits shipment again.',
              cn: '会员撤回退款申请（closeRefund）；订单回到已付款待发货。',
              tw: '會員撤回退款申請（closeRefund）；訂單回到已付款待出貨。',
            },
          },
        },
      },
    },
    shipped: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.shipped,
        { en: 'Shipped', cn: '待收货', tw: '待收貨' },
        { en: '15 shipped, awaiting receipt', cn: '15 已发货，待收货', tw: '15 已出貨，待收貨' },
      ),
      on: {
        CONFIRM_RECEIPT: {
          target: 'completed',
          meta: {
            actors: ['member'],
            label: { en: 'Confirm receipt', cn: '确认收货', tw: '確認收貨' },
            description: {
              en: 'The member confirms the goods arrived; the order is completed.',
              cn: '会员确认已收到商品，订单完成。',
              tw: '會員確認已收到商品，訂單完成。',
            },
          },
        },
      },
    },
    completed: {
      meta: stateMeta(GOODS_ORDER_STATUS.completed, { en: 'Completed', cn: '已完成', tw: '已完成' }, { en: '20 completed', cn: '20 已完成', tw: '20 已完成' }),
      on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember', meta: deleteOrder } },
    },
    cancelled: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.cancelled,
        { en: 'Cancelled', cn: '已取消', tw: '已取消' },
        {
          en: '6 cancelled by the member (before paying, or after paying and the money is back)',
          cn: '6 已由会员取消（付款前取消，或付款后取消且款项已到账）',
          tw: '6 已由會員取消（付款前取消，或付款後取消且款項已到帳）',
        },
      ),
      on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember', meta: deleteOrder } },
    },
    closed: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.closed,
        { en: 'Closed', cn: '已关闭', tw: '已關閉' },
        { en: '7 closed: not paid in time', cn: '7 已关闭：未在时限内付款', tw: '7 已關閉：未在時限內付款' },
      ),
      on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember', meta: deleteOrder } },
    },
    refunded: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.refunded,
        { en: 'Refunded, money back', cn: '已退款，款项已到账', tw: '已退款，款項已到帳' },
        {
          en: '25 refunded: staff approved the refund and the money came back to the payer',
          cn: '25 已退款：工作人员已同意退款，款项已退回付款人',
          tw: '25 已退款：工作人員已同意退款，款項已退回付款人',
        },
      ),
    },
    refunding: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.refunding,
        { en: 'Refund approved, money on its way', cn: '已同意退款，退款处理中', tw: '已同意退款，退款處理中' },
        {
          en: '25 refunded (as the member sees it): staff approved the refund; the money is on its way back through the payment provider',
          cn: '25 已退款（会员所见）：工作人员已同意退款，款项正经支付渠道退回',
          tw: '25 已退款（會員所見）：工作人員已同意退款，款項正經支付管道退回',
        },
      ),
      on: { MONEY_BACK: { target: 'refunded', meta: moneyBack({ en: 'refunded', cn: '已退款', tw: '已退款' }) } },
    },
    cancelledRefunding: {
      meta: stateMeta(
        GOODS_ORDER_STATUS.cancelledRefunding,
        { en: 'Cancelled, money on its way', cn: '已取消，退款处理中', tw: '已取消，退款處理中' },
        {
          en: '6 cancelled by the member after paying; the money is on its way back through the payment provider',
          cn: '6 会员付款后已取消；款项正经支付渠道退回',
          tw: '6 會員付款後已取消；款項正經支付管道退回',
        },
      ),
      on: {
        MONEY_BACK: { target: 'cancelled', meta: moneyBack({ en: 'cancelled, its money back', cn: '已取消（款项已到账）', tw: '已取消（款項已到帳）' }) },
        // code 6 can be deleted (spec §4); the order keeps waiting for its money
        DELETE: { guard: 'isShownToMember', actions: 'hideFromMember', meta: deleteOrder },
      },
    },
  },
});
