import { setup } from 'xstate';
import type { DomainStateMeta, DomainTransitionMeta, MachineWords } from './meta';

/**
 * A refund request on a paid goods order (spec §3 Refund, §4): under review until staff approve
 * or reject it, or the member withdraws it. Shared by browser and server like the order machine.
 */
export const REFUND_STATUS = { underReview: 0, completed: 1, rejected: 2, cancelled: 3 } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

// the reasons are part of the contract: the server checks them, the form offers them
export { REFUND_REASONS, type RefundReason } from '../src/contract/aftersales';

export type RefundEvent = { type: 'APPROVE' } | { type: 'REJECT' } | { type: 'WITHDRAW' };

/** Plain words for the named actions, for the drawn document (cn, tw, en). */
export const refundWords: MachineWords = {
  guards: {},
  actions: {
    recordDecision: {
      en: 'add the decision to the request\'s records, with who decided, their remark and the time',
      cn: '把处理结果记入申请记录，附处理人、备注和时间',
      tw: '把處理結果記入申請紀錄，附處理人、備註和時間',
    },
  },
};

export const refundMachine = setup({
  types: { events: {} as RefundEvent, meta: {} as DomainStateMeta, transitionMeta: {} as DomainTransitionMeta },
  actions: {
    recordDecision: () => {},
  },
}).createMachine({
  id: 'refund',
  initial: 'underReview',
  states: {
    underReview: {
      meta: {
        code: REFUND_STATUS.underReview,
        label: { en: 'Under review', cn: '审核中', tw: '審核中' },
        meaning: {
          en: 'under review: the member asked for a refund of a paid order; staff have not decided yet',
          cn: '审核中：会员已为已付款的订单申请退款，工作人员尚未处理',
          tw: '審核中：會員已為已付款的訂單申請退款，工作人員尚未處理',
        },
      },
      // each is sent by the goods order's event in the same transaction, with the order's sender
      on: {
        APPROVE: {
          target: 'completed',
          actions: 'recordDecision',
          meta: {
            actors: ['staff'],
            label: { en: 'Approve', cn: '同意', tw: '同意' },
            description: {
              en: "Staff approve the request (the order's APPROVE_REFUND); the decision and its remark are recorded (recordDecision).",
              cn: '工作人员同意申请（订单的 APPROVE_REFUND），记录处理结果和备注（recordDecision）。',
              tw: '工作人員同意申請（訂單的 APPROVE_REFUND），記錄處理結果和備註（recordDecision）。',
            },
          },
        },
        REJECT: {
          target: 'rejected',
          actions: 'recordDecision',
          meta: {
            actors: ['staff'],
            label: { en: 'Reject', cn: '拒绝', tw: '拒絕' },
            description: {
              en: "Staff reject the request (the order's REJECT_REFUND); the decision and its remark are recorded (recordDecision).",
              cn: '工作人员拒绝申请（订单的 REJECT_REFUND），记录处理结果和备注（recordDecision）。',
              tw: '工作人員拒絕申請（訂單的 REJECT_REFUND），記錄處理結果和備註（recordDecision）。',
            },
          },
        },
        WITHDRAW: {
          target: 'cancelled',
          actions: 'recordDecision',
          meta: {
            actors: ['member'],
            label: { en: 'Withdraw', cn: '撤回', tw: '撤回' },
            description: {
              en: "The member withdraws the request (the order's WITHDRAW_REFUND); it is recorded (recordDecision).",
              cn: '会员撤回申请（订单的 WITHDRAW_REFUND），记录在案（recordDecision）。',
              tw: '會員撤回申請（訂單的 WITHDRAW_REFUND），記錄在案（recordDecision）。',
            },
          },
        },
      },
    },
    completed: {
      meta: {
        code: REFUND_STATUS.completed,
        label: { en: 'Completed', cn: '已完成', tw: '已完成' },
        meaning: {
          en: 'completed: staff approved the refund and the amount paid is refunded',
          cn: '已完成：工作人员已同意退款，已付金额予以退还',
          tw: '已完成：工作人員已同意退款，已付金額予以退還',
        },
      },
      type: 'final',
    },
    rejected: {
      meta: {
        code: REFUND_STATUS.rejected,
        label: { en: 'Rejected', cn: '已拒绝', tw: '已拒絕' },
        meaning: {
          en: 'rejected: staff refused the refund; the order is paid and will be shipped',
          cn: '已拒绝：工作人员拒绝退款；订单仍为已付款，将会发货',
          tw: '已拒絕：工作人員拒絕退款；訂單仍為已付款，將會出貨',
        },
      },
      type: 'final',
    },
    cancelled: {
      meta: {
        code: REFUND_STATUS.cancelled,
        label: { en: 'Cancelled', cn: '已取消', tw: '已取消' },
        meaning: {
          en: 'cancelled: the member withdrew the request',
          cn: '已取消：会员撤回了申请',
          tw: '已取消：會員撤回了申請',
        },
      },
      type: 'final',
    },
  },
});
