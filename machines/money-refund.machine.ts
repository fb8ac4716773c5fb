import { setup } from 'xstate';
import type { DomainStateMeta, DomainTransitionMeta, MachineWords } from './meta';

/**
 * Money given back at the provider (a `payment_refunds` row, one out_refund_no): written in the
 * transaction that decided it — a cancelled paid order or booking, an approved refund request,
 * a payment that arrived for an order that could no longer take it — and sent to the provider
 * after commit by the payment work (src/server/domain/payments/work.ts). The server changes
 * `payment_refunds.status` only through this machine (src/server/domain/payments/refund-events.ts).
 *
 * The stored status was text before migration 0018 (pending | processing | succeeded | closed |
 * abnormal | failed); it is now the code of the state below. The old `failed` (given up) and the
 * provider's CLOSED / ABNORMAL are `escalated`.
 */
export const MONEY_REFUND_STATUS = {
  queued: 0,
  sent: 1,
  succeeded: 2,
  failed: 3,
  escalated: 4,
} as const;
export type MoneyRefundState = keyof typeof MONEY_REFUND_STATUS;
export type MoneyRefundStatus = (typeof MONEY_REFUND_STATUS)[MoneyRefundState];

/** Calls to the provider for one refund before it is handed to staff. */
export const MONEY_REFUND_MAX_ATTEMPTS = 12;
/** The pause before the n-th retry: 30 s, doubling, at most an hour. */
export const moneyRefundBackoffS = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3_600);

export interface MoneyRefundInput {
  /** calls to the provider made so far (read from the row) */
  attempts: number;
}

export type MoneyRefundEvent =
  | { type: 'ACCEPTED' }
  | { type: 'SUCCEEDED' }
  /** the provider's final refusal: CLOSED or ABNORMAL (e.g. the payer's account is closed) */
  | { type: 'REFUSED' }
  /** the call to the provider failed; `transient`: worth trying again (no answer, 5xx, rate limit) */
  | { type: 'SEND_FAILED'; transient: boolean }
  | { type: 'RETRY' }
  | { type: 'RESEND' };

const w = (en: string, cn: string, tw: string) => ({ en, cn, tw });
const state = (code: MoneyRefundStatus, label: ReturnType<typeof w>, meaning: ReturnType<typeof w>): DomainStateMeta => ({ code, label, meaning });
const move = (meta: DomainTransitionMeta) => meta;

const SUCCEEDED = move({
  actors: ['provider'],
  label: w('Money back', '退款成功', '退款成功'),
  description: w(
    'The provider says the money went back to the payer (its answer, a query or a REFUND.SUCCESS callback): the refund is finished, the goods order or booking it was for learns the money is back (its MONEY_BACK: 25 refund on its way → refunded, 6 → cancelled, booking 3 → refunded) and its payment is marked refunded, in one transaction. A repeated success changes nothing.',
    '支付平台告知款项已退回付款人（其答复、查询或 REFUND.SUCCESS 回调）：退款完成，所属商品订单或预约得知款项已到账（其 MONEY_BACK：25 退款处理中 → 已退款，6 → 已取消，预约 3 → 已退款），对应付款记为已退款，均在同一事务中。重复的成功通知不改变任何记录。',
    '支付平台告知款項已退回付款人（其答覆、查詢或 REFUND.SUCCESS 回調）：退款完成，所屬商品訂單或預約得知款項已到帳（其 MONEY_BACK：25 退款處理中 → 已退款，6 → 已取消，預約 3 → 已退款），對應付款記為已退款，均在同一交易中。重複的成功通知不改變任何記錄。',
  ),
});
/** the order first, then the payment: the lock order of every other path (payable, then payment) */
const SUCCEEDED_ACTIONS = ['finish', 'tellOrderMoneyBack', 'markPaymentRefunded'] as const;
const REFUSED = move({
  actors: ['provider'],
  label: w('Refused by the provider', '支付平台退款失败', '支付平台退款失敗'),
  description: w(
    "The provider says the refund cannot go through (CLOSED, or ABNORMAL: e.g. the payer's card or account is closed): staff are alerted to give the money back by hand.",
    '支付平台告知退款无法完成（CLOSED，或 ABNORMAL：如付款人银行卡或账户已注销）：通知工作人员人工退款。',
    '支付平台告知退款無法完成（CLOSED，或 ABNORMAL：如付款人銀行卡或帳戶已註銷）：通知工作人員人工退款。',
  ),
});
const SEND_FAILED = [
  {
    guard: 'mayRetry' as const,
    target: 'failed' as const,
    actions: 'scheduleRetry' as const,
    meta: move({
      actors: ['system'],
      label: w('Call failed, will retry', '调用失败，稍后重试', '呼叫失敗，稍後重試'),
      description: w(
        'The call to the provider failed in a way worth trying again (no answer, a 5xx, a rate limit) and fewer than 12 calls were made: the next try waits 30 s, doubling each time, at most an hour.',
        '调用支付平台失败且值得重试（无应答、5xx、限流），且调用不足 12 次：下次重试等待 30 秒，每次加倍，最长一小时。',
        '呼叫支付平台失敗且值得重試（無應答、5xx、限流），且呼叫不足 12 次：下次重試等待 30 秒，每次加倍，最長一小時。',
      ),
    }),
  },
  {
    target: 'escalated' as const,
    actions: 'alertStaff' as const,
    meta: move({
      actors: ['system'],
      label: w('Call failed for good', '调用失败，转人工', '呼叫失敗，轉人工'),
      description: w(
        'The provider refused the call for good (e.g. insufficient balance, a bad request), or 12 calls failed: staff are alerted to handle it.',
        '支付平台永久拒绝调用（如余额不足、请求有误），或已失败 12 次：通知工作人员处理。',
        '支付平台永久拒絕呼叫（如餘額不足、請求有誤），或已失敗 12 次：通知工作人員處理。',
      ),
    }),
  },
];

export const moneyRefundWords: MachineWords = {
  guards: {
    mayRetry: w(
      'the failure is worth trying again (no answer, 5xx, rate limit) and fewer than 12 calls were made',
      '失败值得重试（无应答、5xx、限流）且调用不足 12 次',
      '失敗值得重試（無應答、5xx、限流）且呼叫不足 12 次',
    ),
  },
  actions: {
    awaitProvider: w("record the provider's refund number; ask it again in 60 s", '记录支付平台退款单号；60 秒后再查询', '記錄支付平台退款單號；60 秒後再查詢'),
    finish: w("record the provider's refund number and the finishing time", '记录支付平台退款单号与完成时间', '記錄支付平台退款單號與完成時間'),
    tellOrderMoneyBack: w(
      'the goods order or booking this money was paid for learns it is back (goods order / booking: MONEY_BACK, sent by the system); an automatic refund of a payment the order did not take tells nobody',
      '告知该款项所属的商品订单或预约款项已到账（商品订单／预约：MONEY_BACK，由系统发出）；订单未接受的付款被自动退回时不通知订单',
      '告知該款項所屬的商品訂單或預約款項已到帳（商品訂單／預約：MONEY_BACK，由系統發出）；訂單未接受的付款被自動退回時不通知訂單',
    ),
    markPaymentRefunded: w('mark the payment refunded (payment attempt: REFUNDED)', '将付款记为已退款（支付流程：REFUNDED）', '將付款記為已退款（支付流程：REFUNDED）'),
    scheduleRetry: w('note the error and when to try again', '记录错误及下次重试时间', '記錄錯誤及下次重試時間'),
    alertStaff: w('note the error and alert staff (an error line: handle it by hand)', '记录错误并通知工作人员（错误日志：人工处理）', '記錄錯誤並通知工作人員（錯誤日誌：人工處理）'),
    resetAttempts: w('count the calls from zero and send at once', '调用次数清零并立即发送', '呼叫次數歸零並立即發送'),
  },
};

export const moneyRefundMachine = setup({
  types: {
    input: {} as MoneyRefundInput,
    context: {} as MoneyRefundInput,
    events: {} as MoneyRefundEvent,
  },
  guards: {
    mayRetry: ({ context, event }) => event.type === 'SEND_FAILED' && event.transient && context.attempts < MONEY_REFUND_MAX_ATTEMPTS,
  },
  actions: {
    // side effects, run by the server inside the refund's transaction
    awaitProvider: () => {},
    finish: () => {},
    tellOrderMoneyBack: () => {},
    markPaymentRefunded: () => {},
    scheduleRetry: () => {},
    alertStaff: () => {},
    resetAttempts: () => {},
  },
}).createMachine({
  id: 'moneyRefund',
  context: ({ input }) => ({ attempts: input.attempts }),
  initial: 'queued',
  states: {
    queued: {
      meta: state(
        MONEY_REFUND_STATUS.queued,
        w('Queued', '待发送', '待發送'),
        w(
          'The refund is decided and waits to be sent to the provider (right after the deciding transaction commits).',
          '退款已决定，等待发送至支付平台（决定退款的事务提交后立即发送）。',
          '退款已決定，等待發送至支付平台（決定退款的交易提交後立即發送）。',
        ),
      ),
      on: {
        ACCEPTED: {
          target: 'sent',
          actions: 'awaitProvider',
          meta: move({
            actors: ['provider'],
            label: w('Accepted', '已受理', '已受理'),
            description: w(
              'The provider accepted the refund and is processing it (PROCESSING): it is asked again every 60 s until it answers or calls back.',
              '支付平台已受理退款，处理中（PROCESSING）：每 60 秒查询一次，直到有结果或收到回调。',
              '支付平台已受理退款，處理中（PROCESSING）：每 60 秒查詢一次，直到有結果或收到回調。',
            ),
          }),
        },
        SUCCEEDED: { target: 'succeeded', actions: SUCCEEDED_ACTIONS, meta: SUCCEEDED },
        REFUSED: { target: 'escalated', actions: ['finish', 'alertStaff'], meta: REFUSED },
        SEND_FAILED,
      },
    },
    sent: {
      meta: state(
        MONEY_REFUND_STATUS.sent,
        w('Sent', '退款处理中', '退款處理中'),
        w('The provider is giving the money back; it usually takes minutes, a bank card can take days.', '支付平台正在退款；通常几分钟，退回银行卡可能需数日。', '支付平台正在退款；通常幾分鐘，退回銀行卡可能需數日。'),
      ),
      on: {
        SUCCEEDED: { target: 'succeeded', actions: SUCCEEDED_ACTIONS, meta: SUCCEEDED },
        REFUSED: { target: 'escalated', actions: ['finish', 'alertStaff'], meta: REFUSED },
        SEND_FAILED,
      },
    },
    failed: {
      meta: state(
        MONEY_REFUND_STATUS.failed,
        w('Failed, retry waiting', '失败，等待重试', '失敗，等待重試'),
        w('The last call to the provider failed; it will be tried again.', '上次调用支付平台失败；将再次尝试。', '上次呼叫支付平台失敗；將再次嘗試。'),
      ),
      on: {
        RETRY: {
          target: 'queued',
          meta: move({
            actors: ['timer'],
            label: w('Retry', '重试', '重試'),
            description: w(
              'The pause after the failure is over (30 s after the first, doubling, at most an hour; the payment work looks every 30 s and when woken): the refund is sent again, with the same out_refund_no so the provider cannot pay it twice.',
              '失败后的等待结束（首次 30 秒，每次加倍，最长一小时；支付任务每 30 秒及被唤醒时检查）：以同一退款单号重新发送，支付平台不会重复退款。',
              '失敗後的等待結束（首次 30 秒，每次加倍，最長一小時；支付任務每 30 秒及被喚醒時檢查）：以同一退款單號重新發送，支付平台不會重複退款。',
            ),
          }),
        },
        // the provider did it after all (its callback arrives while we wait to retry)
        SUCCEEDED: { target: 'succeeded', actions: SUCCEEDED_ACTIONS, meta: SUCCEEDED },
        REFUSED: { target: 'escalated', actions: ['finish', 'alertStaff'], meta: REFUSED },
      },
    },
    escalated: {
      meta: state(
        MONEY_REFUND_STATUS.escalated,
        w('Escalated to staff', '转人工处理', '轉人工處理'),
        w(
          'The provider could not give the money back; staff handle it (send it again once the cause is fixed, or give the money back by other means).',
          '支付平台无法退回款项；由工作人员处理（排除原因后重新发送，或以其他方式退款）。',
          '支付平台無法退回款項；由工作人員處理（排除原因後重新發送，或以其他方式退款）。',
        ),
      ),
      on: {
        RESEND: {
          target: 'queued',
          actions: 'resetAttempts',
          meta: move({
            actors: ['staff'],
            label: w('Send again', '重新发送', '重新發送'),
            description: w(
              'Staff fixed the cause (e.g. topped up the merchant balance) and send the refund again (`npm run staff -- resend-refund`), with the same out_refund_no.',
              '工作人员排除原因后（如补足商户余额）以同一退款单号重新发送（`npm run staff -- resend-refund`）。',
              '工作人員排除原因後（如補足商戶餘額）以同一退款單號重新發送（`npm run staff -- resend-refund`）。',
            ),
          }),
        },
        // the provider did it after all
        SUCCEEDED: { target: 'succeeded', actions: SUCCEEDED_ACTIONS, meta: SUCCEEDED },
      },
    },
    succeeded: {
      meta: state(
        MONEY_REFUND_STATUS.succeeded,
        w('Money back', '已退款', '已退款'),
        w('The money came back to the payer.', '款项已退回付款人。', '款項已退回付款人。'),
      ),
    },
  },
});
