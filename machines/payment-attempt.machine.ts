import { setup } from 'xstate';
import type { PayMethod } from '../src/contract/payment';
import { UNPAID_EXPIRY, type DomainStateMeta, type DomainTransitionMeta, type MachineWords } from './meta';

/**
 * One payment attempt (a `payments` row, one out_trade_no): the server's record of asking the
 * provider (WeChat Pay or the sandbox gateway) to take the money for a payable — a goods order
 * or a booking. The server changes `payments.status` only through this machine
 * (src/server/domain/payments/attempt-events.ts); whether the payable itself is paid is the
 * payable's own machine. The method (JSAPI in WeChat, Native QR code, H5 in a phone browser,
 * the development sandbox) is the attempt's input: the provider's answer must fit it.
 *
 * The stored status was text before migration 0018 (created | paid | failed | closed |
 * refunded); it is now the code of the state below.
 */
export const PAYMENT_ATTEMPT_STATUS = {
  created: 0,
  awaitingProvider: 1,
  paid: 2,
  failed: 3,
  closed: 4,
  expired: 5,
  refunded: 6,
} as const;
export type PaymentAttemptState = keyof typeof PAYMENT_ATTEMPT_STATUS;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUS)[PaymentAttemptState];

/** The states in which the attempt is still open: the payer may still pay it. */
export const OPEN_ATTEMPT_STATUSES = [PAYMENT_ATTEMPT_STATUS.created, PAYMENT_ATTEMPT_STATUS.awaitingProvider] as const;
/** The states of an attempt whose money the provider took. */
export const SETTLED_ATTEMPT_STATUSES = [PAYMENT_ATTEMPT_STATUS.paid, PAYMENT_ATTEMPT_STATUS.refunded] as const;

export interface PaymentAttemptInput {
  method: PayMethod;
  /** what the provider must take, in fen */
  amountFen: number;
}

/** What the provider answers a prepay with: the one thing the browser needs for the method. */
export type PrepayAnswerKind = 'jsapi' | 'code_url' | 'h5_url' | 'pay_url';
/** The answer each method needs: JSAPI params for the in-app dialog, a QR code, an H5 page, the sandbox page. */
export const ANSWER_OF_METHOD: Record<PayMethod, PrepayAnswerKind> = { jsapi: 'jsapi', native: 'code_url', h5: 'h5_url', sandbox: 'pay_url' };

export type PaymentAttemptEvent =
  | { type: 'PREPAID'; answer: PrepayAnswerKind }
  | { type: 'PREPAY_FAILED' }
  | { type: 'PAID'; amount: number }
  | { type: 'PAYER_FAILED' }
  | { type: 'PROVIDER_CLOSED' }
  | { type: 'CLOSE' }
  | { type: 'EXPIRE' }
  | { type: 'REFUNDED' };

const w = (en: string, cn: string, tw: string) => ({ en, cn, tw });
const state = (code: PaymentAttemptStatus, label: ReturnType<typeof w>, meaning: ReturnType<typeof w>): DomainStateMeta => ({ code, label, meaning });
const move = (meta: DomainTransitionMeta) => meta;

const PAID = move({
  actors: ['provider'],
  label: w('Paid', '支付成功', '支付成功'),
  description: w(
    'The provider says the payer paid the full amount (a verified callback, or what a query learns). The transaction number and time are recorded; the payable is then asked to take the payment.',
    '支付平台告知付款人已付清全额（经验签的回调，或查询所得）。记录交易号与支付时间，随后由订单决定是否接受这笔付款。',
    '支付平台告知付款人已付清全額（經驗簽的回調，或查詢所得）。記錄交易號與支付時間，隨後由訂單決定是否接受這筆付款。',
  ),
});
const LATE_PAID = move({
  actors: ['provider'],
  label: w('Paid after all', '迟到的付款', '遲到的付款'),
  description: w(
    'The provider says the money was taken although the attempt was already over here (paid just before it closed, or the payer finished in the app). It is recorded as paid; its payable no longer takes it, so the money is given back automatically (a money refund is queued).',
    '支付平台告知款项已扣，但本站已结束此次支付（关闭前一刻付款，或付款人仍在应用内完成）。记为已支付；订单不再接受这笔款，系统自动原路退款（排入退款队列）。',
    '支付平台告知款項已扣，但本站已結束此次支付（關閉前一刻付款，或付款人仍在應用內完成）。記為已支付；訂單不再接受這筆款，系統自動原路退款（排入退款佇列）。',
  ),
});
const CLOSE = move({
  actors: ['member', 'system'],
  label: w('Close', '关闭', '關閉'),
  description: w(
    'The attempt is no longer wanted: the member started a new attempt for the same order, or the order was cancelled. It is closed here at once and its closing at the provider is queued (sent after commit by the payment work).',
    '不再需要此次支付：会员为同一订单发起了新的支付，或订单已取消。本站立即关闭，并排队通知支付平台关单（提交后由支付任务发送）。',
    '不再需要此次支付：會員為同一訂單發起了新的支付，或訂單已取消。本站立即關閉，並排隊通知支付平台關單（提交後由支付任務發送）。',
  ),
});
const EXPIRE = move({
  actors: ['timer'],
  label: w('Expire', '超时关闭', '逾時關閉'),
  description: w(
    'Its order was not paid in time: when the order sweeper closes the unpaid order (payable for ORDER_VALIDITY_S, 86,400 s by default; swept every ORDER_SWEEP_S, 60 s by default, and before any member action), its open attempts expire and their closing at the provider is queued.',
    '订单未在时限内付款：订单清理任务关闭未付款订单时（可付款时长 ORDER_VALIDITY_S，默认 86,400 秒；每 ORDER_SWEEP_S（默认 60 秒）及会员每次操作前清理），其未完成的支付随之超时，并排队通知支付平台关单。',
    '訂單未在時限內付款：訂單清理任務關閉未付款訂單時（可付款時長 ORDER_VALIDITY_S，預設 86,400 秒；每 ORDER_SWEEP_S（預設 60 秒）及會員每次操作前清理），其未完成的支付隨之逾時，並排隊通知支付平台關單。',
  ),
  timer: UNPAID_EXPIRY,
});

export const paymentAttemptWords: MachineWords = {
  guards: {
    answerFitsMethod: w(
      "the provider's answer is the one the method needs: JSAPI parameters for the in-app dialog, a QR code for Native, an H5 page for a phone browser, the sandbox page",
      '支付平台的答复符合支付方式：JSAPI 为应用内支付参数，Native 为二维码，H5 为手机浏览器支付页，沙箱为沙箱支付页',
      '支付平台的答覆符合支付方式：JSAPI 為應用內支付參數，Native 為 QR 碼，H5 為手機瀏覽器支付頁，沙箱為沙箱支付頁',
    ),
    isFullAmount: w('the amount paid is exactly the amount of the attempt', '实付金额与本次支付金额完全一致', '實付金額與本次支付金額完全一致'),
  },
  actions: {
    recordTransaction: w("record the provider's transaction number and the time of payment", '记录支付平台交易号与支付时间', '記錄支付平台交易號與支付時間'),
    closeAtProvider: w('queue the closing of the attempt at the provider (sent after commit)', '排队通知支付平台关单（提交后发送）', '排隊通知支付平台關單（提交後發送）'),
  },
};

export const paymentAttemptMachine = setup({
  types: {
    input: {} as PaymentAttemptInput,
    context: {} as PaymentAttemptInput,
    events: {} as PaymentAttemptEvent,
  },
  guards: {
    answerFitsMethod: ({ context, event }) => event.type === 'PREPAID' && event.answer === ANSWER_OF_METHOD[context.method],
    isFullAmount: ({ context, event }) => event.type === 'PAID' && event.amount === context.amountFen,
  },
  actions: {
    // side effects, run by the server inside the attempt's transaction
    recordTransaction: () => {},
    closeAtProvider: () => {},
  },
}).createMachine({
  id: 'paymentAttempt',
  context: ({ input }) => ({ method: input.method, amountFen: input.amountFen }),
  initial: 'created',
  states: {
    created: {
      meta: state(
        PAYMENT_ATTEMPT_STATUS.created,
        w('Created', '已创建', '已建立'),
        w('The attempt is recorded and the provider is being asked for it (prepay).', '已记录本次支付，正在向支付平台下单（预支付）。', '已記錄本次支付，正在向支付平台下單（預支付）。'),
      ),
      on: {
        PREPAID: [
          {
            guard: 'answerFitsMethod',
            target: 'awaitingProvider',
            meta: move({
              actors: ['provider'],
              label: w('Prepay answered', '预支付成功', '預支付成功'),
              description: w(
                "The provider accepted the attempt and answered what the method needs; the member now pays in the WeChat dialog (JSAPI), by scanning the QR code (Native), on WeChat's page (H5) or on the sandbox page.",
                '支付平台接受下单并给出该方式所需内容；会员随后在微信支付弹窗（JSAPI）、扫描二维码（Native）、微信支付页（H5）或沙箱页完成付款。',
                '支付平台接受下單並給出該方式所需內容；會員隨後在微信支付彈窗（JSAPI）、掃描 QR 碼（Native）、微信支付頁（H5）或沙箱頁完成付款。',
              ),
            }),
          },
          {
            target: 'failed',
            meta: move({
              actors: ['provider'],
              label: w('Prepay unusable', '预支付答复不符', '預支付答覆不符'),
              description: w(
                "The provider answered something the method cannot use (e.g. no QR code for Native): the attempt fails; the member may try again.",
                '支付平台的答复无法用于该支付方式（如 Native 没有二维码）：本次支付失败，会员可重新发起。',
                '支付平台的答覆無法用於該支付方式（如 Native 沒有 QR 碼）：本次支付失敗，會員可重新發起。',
              ),
            }),
          },
        ],
        PREPAY_FAILED: {
          target: 'failed',
          meta: move({
            actors: ['provider'],
            label: w('Prepay refused', '预支付失败', '預支付失敗'),
            description: w(
              'The provider refused the attempt or did not answer: the attempt fails and the member is told the payment could not start; the order stays payable.',
              '支付平台拒绝下单或无应答：本次支付失败，会员看到无法发起支付的提示；订单仍可付款。',
              '支付平台拒絕下單或無應答：本次支付失敗，會員看到無法發起支付的提示；訂單仍可付款。',
            ),
          }),
        },
        PAID: { guard: 'isFullAmount', target: 'paid', actions: 'recordTransaction', meta: PAID },
        CLOSE: { target: 'closed', actions: 'closeAtProvider', meta: CLOSE },
        EXPIRE: { target: 'expired', actions: 'closeAtProvider', meta: EXPIRE },
      },
    },
    awaitingProvider: {
      meta: state(
        PAYMENT_ATTEMPT_STATUS.awaitingProvider,
        w('Awaiting payment', '等待付款', '等待付款'),
        w(
          'The provider holds the attempt; the payer has not finished. Cancelling the WeChat dialog or leaving the QR code or H5 page keeps it open until its order is paid, cancelled or expires.',
          '支付平台已受理，付款人尚未完成。取消微信支付弹窗或离开二维码/H5 页面不会结束本次支付，直到订单付款、取消或超时。',
          '支付平台已受理，付款人尚未完成。取消微信支付彈窗或離開 QR 碼/H5 頁面不會結束本次支付，直到訂單付款、取消或逾時。',
        ),
      ),
      on: {
        PAID: { guard: 'isFullAmount', target: 'paid', actions: 'recordTransaction', meta: PAID },
        PAYER_FAILED: {
          target: 'failed',
          meta: move({
            actors: ['provider'],
            label: w('Payment failed', '付款失败', '付款失敗'),
            description: w(
              "A query learns the payer's payment failed (PAYERROR, e.g. a declined card) or was revoked: the attempt fails; the order stays payable.",
              '查询得知付款失败（PAYERROR，如银行卡被拒）或已撤销：本次支付失败；订单仍可付款。',
              '查詢得知付款失敗（PAYERROR，如銀行卡被拒）或已撤銷：本次支付失敗；訂單仍可付款。',
            ),
          }),
        },
        PROVIDER_CLOSED: {
          target: 'closed',
          meta: move({
            actors: ['provider'],
            label: w('Closed by the provider', '支付平台已关单', '支付平台已關單'),
            description: w('A query learns the provider closed the attempt: it is closed here too.', '查询得知支付平台已关闭此单：本站同步关闭。', '查詢得知支付平台已關閉此單：本站同步關閉。'),
          }),
        },
        CLOSE: { target: 'closed', actions: 'closeAtProvider', meta: CLOSE },
        EXPIRE: { target: 'expired', actions: 'closeAtProvider', meta: EXPIRE },
      },
    },
    paid: {
      meta: state(
        PAYMENT_ATTEMPT_STATUS.paid,
        w('Paid', '已支付', '已支付'),
        w('The provider took the money. A repeated or forged success for it changes nothing.', '支付平台已收款。对它重复或伪造的成功通知不改变任何记录。', '支付平台已收款。對它重複或偽造的成功通知不改變任何記錄。'),
      ),
      on: {
        REFUNDED: {
          target: 'refunded',
          meta: move({
            actors: ['system'],
            label: w('Money back', '已退回', '已退回'),
            description: w(
              "The money refund of this payment succeeded at the provider (the money refund machine's success): the payment is marked refunded.",
              '此笔付款的退款已在支付平台成功（退款流程的成功结果）：付款记为已退款。',
              '此筆付款的退款已在支付平台成功（退款流程的成功結果）：付款記為已退款。',
            ),
          }),
        },
      },
    },
    failed: {
      meta: state(
        PAYMENT_ATTEMPT_STATUS.failed,
        w('Failed', '支付失败', '支付失敗'),
        w('The attempt did not go through; the order stays payable by a new attempt.', '本次支付未成功；订单可重新发起支付。', '本次支付未成功；訂單可重新發起支付。'),
      ),
      on: { PAID: { guard: 'isFullAmount', target: 'paid', actions: 'recordTransaction', meta: LATE_PAID } },
    },
    closed: {
      meta: state(
        PAYMENT_ATTEMPT_STATUS.closed,
        w('Closed', '已关闭', '已關閉'),
        w('Replaced by a newer attempt, or its order was cancelled; closed at the provider too.', '已被新的支付取代，或订单已取消；支付平台亦已关单。', '已被新的支付取代，或訂單已取消；支付平台亦已關單。'),
      ),
      on: { PAID: { guard: 'isFullAmount', target: 'paid', actions: 'recordTransaction', meta: LATE_PAID } },
    },
    expired: {
      meta: state(
        PAYMENT_ATTEMPT_STATUS.expired,
        w('Expired', '已超时', '已逾時'),
        w('Its order was not paid in time; closed at the provider too.', '订单未在时限内付款；支付平台亦已关单。', '訂單未在時限內付款；支付平台亦已關單。'),
      ),
      on: { PAID: { guard: 'isFullAmount', target: 'paid', actions: 'recordTransaction', meta: LATE_PAID } },
    },
    refunded: {
      meta: state(
        PAYMENT_ATTEMPT_STATUS.refunded,
        w('Refunded', '已退款', '已退款'),
        w('The money came back to the payer (all of it, or the share the policy gives back).', '款项已退回付款人（全额，或按退改规则退回的部分）。', '款項已退回付款人（全額，或按退改規則退回的部分）。'),
      ),
    },
  },
});
