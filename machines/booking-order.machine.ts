import { setup } from 'xstate';
import { BOOKING_STATUS, cancellationPolicy, isReschedulable, RESCHEDULE_MAX, type BookingKind, type BookingState } from '../src/contract/booking';
import { UNPAID_EXPIRY, type DomainStateMeta, type DomainTransitionMeta, type MachineWords } from './meta';

/**
 * A booking order — visit, dinner or stay — (spec §4 Visit and stay orders), shared by browser
 * and server exactly like the goods order: the server resolves the stored state, applies an event
 * only when this machine allows it and runs the named actions in the same transaction
 * (src/server/domain/bookings/apply-event.ts). The closed states all read status 3; which one is
 * kept as the booking's `state` (and `closed_reason`). A paid booking cancelled by the member is
 * `refunding` until its money is back (MONEY_BACK, sent with the money refund's success), then
 * `refunded`.
 */
export interface BookingOrderInput {
  kind: BookingKind;
  /** fen due when booking (a dinner's prepayment) */
  payFen: number;
  /** slot / dinner / check-in instant, ms */
  startAt: number;
  /** the member deleted the booking (it is hidden from them): deleting it again does nothing */
  hidden?: boolean;
  /** how many times the member has moved it to another date or slot (RESCHEDULE) */
  reschedules?: number;
}

export type BookingOrderEvent =
  | { type: 'PAY'; amount: number }
  | { type: 'CANCEL' }
  | { type: 'EXPIRE' }
  /** `at`: the instant the member asks, ms — the policy depends on it */
  | { type: 'CANCEL_PAID'; at: number }
  /**
   * the member moves a paid visit or dinner to another date or slot of the same tier; `at`: the
   * instant the member asks, ms (free-cancellation deadline). The new date travels beside the event.
   */
  | { type: 'RESCHEDULE'; at: number }
  /** staff: the guests arrived — the visit started, the dinner is seated, the stay checked in */
  | { type: 'CHECK_IN' }
  | { type: 'COMPLETE' }
  | { type: 'NO_SHOW' }
  | { type: 'DELETE' }
  /** the money went back to the payer: sent by the server with the money refund's success */
  | { type: 'MONEY_BACK' };

export const BOOKING_STATE_STATUS: Record<BookingState, number> = {
  unpaid: BOOKING_STATUS.unpaid,
  paid: BOOKING_STATUS.inProgress,
  arrived: BOOKING_STATUS.inProgress,
  completed: BOOKING_STATUS.completed,
  cancelled: BOOKING_STATUS.closed,
  expired: BOOKING_STATUS.closed,
  refunded: BOOKING_STATUS.closed,
  noShow: BOOKING_STATUS.closed,
  refunding: BOOKING_STATUS.closed,
};

/** Plain words for the named guards and actions, for the drawn document (cn, tw, en). */
export const bookingOrderWords: MachineWords = {
  guards: {
    isFullAmount: {
      en: "the amount paid is exactly the amount due now (a dinner's prepayment, else the whole price)",
      cn: '付款金额恰好等于当前应付金额（用餐为预付款，其余为全价）',
      tw: '付款金額恰好等於目前應付金額（用餐為預付款，其餘為全價）',
    },
    isCancellable: {
      en: 'the cancellation policy allows it at this moment: a visit until 24 h before its slot; a dinner or a stay until 48 h before (a stay at half refund until 24 h before)',
      cn: '此刻的取消规则允许：参观在时段开始前 24 小时之前；用餐或入住在开始前 48 小时之前（入住在开始前 24 小时之前可退一半）',
      tw: '此刻的取消規則允許：參觀在時段開始前 24 小時之前；用餐或入住在開始前 48 小時之前（入住在開始前 24 小時之前可退一半）',
    },
    isReschedulable: {
      en: `a visit, a dinner or a stay, still before the free-cancellation deadline (a visit 24 h, a dinner or a stay 48 h before it starts), moved fewer than ${RESCHEDULE_MAX} times`,
      cn: `参观、用餐或入住，仍在免费取消期限之前（参观开始前 24 小时、用餐或入住开始前 48 小时），且改期少于 ${RESCHEDULE_MAX} 次`,
      tw: `參觀、用餐或入住，仍在免費取消期限之前（參觀開始前 24 小時、用餐或入住開始前 48 小時），且改期少於 ${RESCHEDULE_MAX} 次`,
    },
    isShownToMember: {
      en: 'the member has not deleted the booking yet',
      cn: '会员尚未删除该预约',
      tw: '會員尚未刪除該預約',
    },
  },
  actions: {
    recordPayment: { en: 'keep the payment method, number and time', cn: '记录支付方式、支付单号和付款时间', tw: '記錄支付方式、支付單號和付款時間' },
    releasePlaces: {
      en: 'give the places (slot, table or rooms) back to the calendar',
      cn: '将名额（时段、餐位或房间）释放回日历',
      tw: '將名額（時段、餐位或房間）釋出回日曆',
    },
    closePayment: { en: 'close the open payment attempt', cn: '关闭未完成的支付', tw: '關閉未完成的支付' },
    refundPayment: {
      en: "refund the policy's share of the amount paid through the payment provider",
      cn: '按取消规则的比例，通过支付渠道退还已付金额',
      tw: '按取消規則的比例，透過支付管道退還已付金額',
    },
    movePlaces: {
      en: "take the new date or slot's places (all or nothing), then give the old ones back to the calendar, and keep the new start; in one transaction",
      cn: '先占用新日期或时段的名额（全部成功才算），再将原名额释放回日历，并记录新的开始时间；在同一事务中完成',
      tw: '先占用新日期或時段的名額（全部成功才算），再將原名額釋出回日曆，並記錄新的開始時間；在同一交易中完成',
    },
    hideFromMember: {
      en: "hide the booking from the member's list (the winery keeps it)",
      cn: '从会员的预约列表中隐藏该预约（酒庄仍保留）',
      tw: '從會員的預約列表中隱藏該預約（酒莊仍保留）',
    },
  },
};

const closedMeaning = (reason: { en: string; cn: string; tw: string }) => ({
  en: `3 closed: ${reason.en}`,
  cn: `3 已关闭：${reason.cn}`,
  tw: `3 已關閉：${reason.tw}`,
});

const deleteBooking: DomainTransitionMeta = {
  actors: ['member'],
  label: { en: 'Delete', cn: '删除', tw: '刪除' },
  description: {
    en: 'The member deletes the booking from their list, once (isShownToMember); the winery keeps it and the status stays (hideFromMember).',
    cn: '会员从预约列表中删除该预约，仅一次（isShownToMember）；酒庄仍保留，状态不变（hideFromMember）。',
    tw: '會員從預約列表中刪除該預約，僅一次（isShownToMember）；酒莊仍保留，狀態不變（hideFromMember）。',
  },
};

const closedState = { on: { DELETE: { guard: 'isShownToMember', actions: 'hideFromMember', meta: deleteBooking } } } as const;

export const bookingOrderMachine = setup({
  types: {
    input: {} as BookingOrderInput,
    context: {} as BookingOrderInput,
    events: {} as BookingOrderEvent,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isFullAmount: ({ context, event }) => event.type === 'PAY' && event.amount === context.payFen,
    isCancellable: ({ context, event }) =>
      event.type === 'CANCEL_PAID' && cancellationPolicy(context.kind, context.startAt, event.at).cancellable,
    isReschedulable: ({ context, event }) =>
      event.type === 'RESCHEDULE' && isReschedulable(context.kind, context.startAt, event.at, context.reschedules ?? 0),
    /** read under the row lock: of deletes racing on one booking, one hides it and the others find it hidden */
    isShownToMember: ({ context }) => context.hidden !== true,
  },
  actions: {
    // side effects, run by the server inside the booking's transaction
    recordPayment: () => {},
    releasePlaces: () => {},
    closePayment: () => {},
    refundPayment: () => {},
    movePlaces: () => {},
    hideFromMember: () => {},
  },
}).createMachine({
  id: 'bookingOrder',
  context: ({ input }) => ({ ...input }),
  initial: 'unpaid',
  states: {
    unpaid: {
      meta: {
        code: BOOKING_STATUS.unpaid,
        label: { en: 'Unpaid', cn: '待付款', tw: '待付款' },
        meaning: {
          en: '0 unpaid: booked and waiting to be paid (shown under 1 in progress); its places are held',
          cn: '0 待付款：已预约，等待付款（列在“1 进行中”之下）；名额已为其保留',
          tw: '0 待付款：已預約，等待付款（列在「1 進行中」之下）；名額已為其保留',
        },
      },
      on: {
        PAY: {
          guard: 'isFullAmount',
          target: 'paid',
          actions: 'recordPayment',
          meta: {
            actors: ['provider'],
            label: { en: 'Paid', cn: '付款成功', tw: '付款成功' },
            description: {
              en: "The payment provider reports the booking paid. Only a payment of exactly the amount due now counts — a dinner's prepayment, else the whole price (isFullAmount); the payment method, number and time are kept (recordPayment).",
              cn: '支付渠道通知预约已付款。只有金额恰好等于当前应付金额（用餐为预付款，其余为全价）的付款才算数（isFullAmount）；记录支付方式、支付单号和付款时间（recordPayment）。',
              tw: '支付管道通知預約已付款。只有金額恰好等於目前應付金額（用餐為預付款，其餘為全價）的付款才算數（isFullAmount）；記錄支付方式、支付單號和付款時間（recordPayment）。',
            },
          },
        },
        CANCEL: {
          target: 'cancelled',
          actions: ['releasePlaces', 'closePayment'],
          meta: {
            actors: ['member'],
            label: { en: 'Cancel', cn: '取消预约', tw: '取消預約' },
            description: {
              en: 'The member cancels the unpaid booking: its places go back to the calendar (releasePlaces) and the open payment attempt is closed (closePayment).',
              cn: '会员取消未付款的预约：名额释放回日历（releasePlaces），未完成的支付被关闭（closePayment）。',
              tw: '會員取消未付款的預約：名額釋出回日曆（releasePlaces），未完成的支付被關閉（closePayment）。',
            },
          },
        },
        EXPIRE: {
          target: 'expired',
          actions: ['releasePlaces', 'closePayment'],
          meta: {
            actors: ['timer'],
            label: { en: 'Time to pay ran out', cn: '超时未付款', tw: '逾時未付款' },
            description: {
              en: 'The time to pay has run out (ORDER_VALIDITY_S after booking, 86,400 s by default, but never past the visit, the dinner or the check-in at 14:00): the booking closes, its places go back to the calendar (releasePlaces) and the open payment attempt is closed (closePayment). Sent by the sweeper every ORDER_SWEEP_S (60 s by default) and before the member cancels or deletes it.',
              cn: '付款时限已到（预约后 ORDER_VALIDITY_S，默认 86,400 秒，但不晚于参观、用餐或 14:00 入住的时间）：预约关闭，名额释放回日历（releasePlaces），未完成的支付被关闭（closePayment）。由每 ORDER_SWEEP_S（默认 60 秒）运行一次的清理任务发出，会员取消或删除之前也会先检查。',
              tw: '付款時限已到（預約後 ORDER_VALIDITY_S，預設 86,400 秒，但不晚於參觀、用餐或 14:00 入住的時間）：預約關閉，名額釋出回日曆（releasePlaces），未完成的支付被關閉（closePayment）。由每 ORDER_SWEEP_S（預設 60 秒）執行一次的清理作業發出，會員取消或刪除之前也會先檢查。',
            },
            timer: UNPAID_EXPIRY,
          },
        },
      },
    },
    paid: {
      meta: {
        code: BOOKING_STATUS.inProgress,
        label: { en: 'Paid, upcoming', cn: '进行中', tw: '進行中' },
        meaning: {
          en: '1 in progress: paid; the visit, dinner or stay is still to come',
          cn: '1 进行中：已付款，参观、用餐或入住尚未进行',
          tw: '1 進行中：已付款，參觀、用餐或入住尚未進行',
        },
      },
      on: {
        CANCEL_PAID: {
          guard: 'isCancellable',
          target: 'refunding',
          actions: ['refundPayment', 'releasePlaces'],
          meta: {
            actors: ['member'],
            label: { en: 'Cancel and refund', cn: '取消并退款', tw: '取消並退款' },
            description: {
              en: "The member cancels a paid booking while the cancellation policy allows it at that moment (isCancellable: a visit until 24 h before; a dinner or a stay until 48 h before, a stay at half refund until 24 h before). The policy's share of the amount paid is sent back through the payment provider (refundPayment: a money refund is queued) and the places go back to the calendar (releasePlaces). The booking reads 3 closed while the money is on its way (MONEY_BACK when it is back).",
              cn: '会员在取消规则允许的时间内取消已付款的预约（isCancellable：参观在开始前 24 小时之前；用餐或入住在开始前 48 小时之前，入住在开始前 24 小时之前可退一半）。按规则比例通过支付渠道退还已付金额（refundPayment：排入一笔退款），名额释放回日历（releasePlaces）。退款在途时预约显示 3 已关闭（款项到账时 MONEY_BACK）。',
              tw: '會員在取消規則允許的時間內取消已付款的預約（isCancellable：參觀在開始前 24 小時之前；用餐或入住在開始前 48 小時之前，入住在開始前 24 小時之前可退一半）。按規則比例透過支付管道退還已付金額（refundPayment：排入一筆退款），名額釋出回日曆（releasePlaces）。退款在途時預約顯示 3 已關閉（款項到帳時 MONEY_BACK）。',
            },
          },
        },
        // the booking stays paid: only its date or slot (and the places it holds) change
        RESCHEDULE: {
          guard: 'isReschedulable',
          actions: 'movePlaces',
          meta: {
            actors: ['member'],
            label: { en: 'Change date', cn: '改期', tw: '改期' },
            description: {
              en: `The member moves a paid visit or dinner to another date or slot of the same tier and price, or a stay to another arrival day with the same nights, rooms and total price, up to the free-cancellation deadline and at most ${RESCHEDULE_MAX} times (isReschedulable). In one transaction the new places are taken first — refused, with nothing changed, when they are not free — and the old ones given back (movePlaces) — only the net change: a night a moved stay keeps is neither taken again nor given back. The booking stays 1 in progress; the history row keeps the old and the new start (a stay: both ranges).`,
              cn: `会员将已付款的参观或用餐改到同一类别、同一价格的其他日期或时段，或将入住改到其他入住日（晚数、房间数和总价不变），须在免费取消期限之前，最多 ${RESCHEDULE_MAX} 次（isReschedulable）。在同一事务中先占用新名额——名额不足时拒绝且不作任何更改——再释放原名额（movePlaces）——只计净变化：改期后仍保留的晚上既不重复占用也不释放。预约仍为 1 进行中；记录中保留原开始时间和新开始时间（入住：前后两段日期）。`,
              tw: `會員將已付款的參觀或用餐改到同一類別、同一價格的其他日期或時段，或將入住改到其他入住日（晚數、房間數和總價不變），須在免費取消期限之前，最多 ${RESCHEDULE_MAX} 次（isReschedulable）。在同一交易中先占用新名額——名額不足時拒絕且不作任何變更——再釋出原名額（movePlaces）——只計淨變化：改期後仍保留的晚上既不重複占用也不釋出。預約仍為 1 進行中；紀錄中保留原開始時間和新開始時間（入住：前後兩段日期）。`,
            },
          },
        },
        CHECK_IN: {
          target: 'arrived',
          meta: {
            actors: ['staff'],
            label: { en: 'Check in', cn: '到店登记', tw: '到店登記' },
            description: {
              en: 'Staff record that the guests arrived: the visit started, the dinner is seated, the stay is checked in. The booking stays 1 in progress and can no longer be cancelled or marked a no-show; staff complete it when it is over.',
              cn: '工作人员登记客人已到店：参观开始、用餐入座或入住登记。预约仍为 1 进行中，不能再取消或记为未到场；结束后由工作人员标记完成。',
              tw: '工作人員登記客人已到店：參觀開始、用餐入座或入住登記。預約仍為 1 進行中，不能再取消或記為未到場；結束後由工作人員標記完成。',
            },
          },
        },
        COMPLETE: {
          target: 'completed',
          meta: {
            actors: ['staff'],
            label: { en: 'Complete', cn: '完成', tw: '完成' },
            description: {
              en: 'Staff mark the visit, dinner or stay as having taken place; the booking is completed.',
              cn: '工作人员确认参观、用餐或入住已进行，预约完成。',
              tw: '工作人員確認參觀、用餐或入住已進行，預約完成。',
            },
          },
        },
        // the places stay taken: the guest held them until the day
        NO_SHOW: {
          target: 'noShow',
          meta: {
            actors: ['staff'],
            label: { en: 'No-show', cn: '未到场', tw: '未到場' },
            description: {
              en: 'Staff record that the guest did not come; the booking closes without a refund and the places stay taken (they were held until the day).',
              cn: '工作人员记录客人未到场；预约关闭，不退款，名额不释放（已保留至当天）。',
              tw: '工作人員記錄客人未到場；預約關閉，不退款，名額不釋出（已保留至當天）。',
            },
          },
        },
      },
    },
    arrived: {
      meta: {
        code: BOOKING_STATUS.inProgress,
        label: { en: 'Checked in', cn: '已到店', tw: '已到店' },
        meaning: {
          en: '1 in progress: the guests arrived — the visit started, the dinner is seated, the stay is checked in',
          cn: '1 进行中：客人已到店——参观已开始、用餐已入座或已办理入住',
          tw: '1 進行中：客人已到店——參觀已開始、用餐已入座或已辦理入住',
        },
      },
      on: {
        // for a stay, the departure (check-out)
        COMPLETE: {
          target: 'completed',
          meta: {
            actors: ['staff'],
            label: { en: 'Complete', cn: '完成', tw: '完成' },
            description: {
              en: 'Staff mark the visit, dinner or stay of the checked-in guests as over (for a stay, their departure); the booking is completed.',
              cn: '工作人员确认已到店客人的参观、用餐或入住已结束（入住即退房离店），预约完成。',
              tw: '工作人員確認已到店客人的參觀、用餐或入住已結束（入住即退房離店），預約完成。',
            },
          },
        },
      },
    },
    completed: {
      meta: {
        code: BOOKING_STATUS.completed,
        label: { en: 'Completed', cn: '已完成', tw: '已完成' },
        meaning: { en: '2 completed: the visit, dinner or stay took place', cn: '2 已完成：参观、用餐或入住已进行', tw: '2 已完成：參觀、用餐或入住已進行' },
      },
      ...closedState,
    },
    cancelled: {
      meta: {
        code: BOOKING_STATUS.closed,
        label: { en: 'Cancelled', cn: '已取消', tw: '已取消' },
        meaning: closedMeaning({ en: 'cancelled by the member before paying', cn: '会员在付款前取消', tw: '會員在付款前取消' }),
      },
      ...closedState,
    },
    expired: {
      meta: {
        code: BOOKING_STATUS.closed,
        label: { en: 'Not paid in time', cn: '超时未支付', tw: '逾時未付款' },
        meaning: closedMeaning({ en: 'not paid in time', cn: '未在时限内付款', tw: '未在時限內付款' }),
      },
      ...closedState,
    },
    refunded: {
      meta: {
        code: BOOKING_STATUS.closed,
        label: { en: 'Cancelled and refunded', cn: '已取消并退款', tw: '已取消並退款' },
        meaning: closedMeaning({
          en: "cancelled by the member after paying; the policy's share came back to the payer",
          cn: '会员在付款后取消，按规则比例的退款已退回付款人',
          tw: '會員在付款後取消，按規則比例的退款已退回付款人',
        }),
      },
      ...closedState,
    },
    noShow: {
      meta: {
        code: BOOKING_STATUS.closed,
        label: { en: 'No-show', cn: '未到场', tw: '未到場' },
        meaning: closedMeaning({ en: 'the guest did not come; no refund', cn: '客人未到场，不退款', tw: '客人未到場，不退款' }),
      },
      ...closedState,
    },
    refunding: {
      meta: {
        code: BOOKING_STATUS.closed,
        label: { en: 'Cancelled, refund on its way', cn: '已取消，退款处理中', tw: '已取消，退款處理中' },
        meaning: closedMeaning({
          en: "cancelled by the member after paying; the policy's share is on its way back through the payment provider",
          cn: '会员在付款后取消，按规则比例的退款正经支付渠道退回',
          tw: '會員在付款後取消，按規則比例的退款正經支付管道退回',
        }),
      },
      on: {
        MONEY_BACK: {
          target: 'refunded',
          meta: {
            actors: ['system'],
            label: { en: 'Money back', cn: '退款已到账', tw: '退款已到帳' },
            description: {
              en: "The money refund of this booking succeeded at the payment provider (money refund: SUCCEEDED, its tellOrderMoneyBack): the server sends this in the same transaction, and the booking is cancelled and refunded. When nothing was paid through the provider, or the policy's share is nothing, it is sent right after the cancellation.",
              cn: '该预约的退款在支付渠道已成功（退款到账流程：SUCCEEDED，其 tellOrderMoneyBack）：服务端在同一事务中发出此事件，预约变为已取消并退款。若未经支付渠道付款或按规则无款可退，则在取消后立即发出。',
              tw: '該預約的退款在支付管道已成功（退款到帳流程：SUCCEEDED，其 tellOrderMoneyBack）：伺服器在同一交易中發出此事件，預約變為已取消並退款。若未經支付管道付款或按規則無款可退，則在取消後立即發出。',
            },
          },
        },
        ...closedState.on,
      },
    },
  },
});
