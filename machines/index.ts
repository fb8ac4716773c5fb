import { goodsOrderMachine, goodsOrderWords } from './goods-order.machine';
import { refundMachine, refundWords } from './refund.machine';
import { paymentAttemptMachine, paymentAttemptWords } from './payment-attempt.machine';
import { MONEY_REFUND_MAX_ATTEMPTS, moneyRefundMachine, moneyRefundWords } from './money-refund.machine';
import { addressMachines } from './address.registry';
import type { RegisteredMachine } from './registry';
import { codeSenderMachine } from './code-sender.machine';
import { loginMachine } from './login.machine';
import { registerMachine } from './register.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { publicSiteMachines } from './public-site.samples';
import { contentMachines } from './content.registry';
import { personalCentreMachines } from './personal-centre.samples';
import { routeChunkMachine } from './route-chunk.machine';
import { sessionMachine } from './session.machine';
import { wechatMachines } from './wechat.registry';
import { aftersalesMachines } from './aftersales.registry';
import { orderMachines } from './orders.registry';
import { paymentMachines } from './payment.registry';
import { bookingOrderMachines } from './booking.registry';
import { visitMachines } from './visit.registry';
import { stayMachines } from './stay.registry';
import { staffMachines } from './staff';
import { contentPublicationMachines } from './content-publication.registry';
import { messagePreferencesMachine } from './message-preferences.machine';
import { defaultMessagePrefs } from '../src/contract/member-messages';

export type { RegisteredMachine } from './registry';

const member = {
  id: 7,
  uuid: '5c7b2f1e-0000-4000-8000-000000000007',
  username: 'member7',
  nickname: 'Li Hua',
  email: 'lihua@example.com',
  mobile: '13800000007',
  avatar: '',
  gender: 1,
  birthday: '1990-05-01',
};

/** Every machine of the product, for `npm run diagrams` and the generated path tests. */
export const MACHINES: Record<string, RegisteredMachine> = {
  ...personalCentreMachines,
  ...publicSiteMachines,
  ...contentMachines,
  ...addressMachines,
  ...wechatMachines,
  ...aftersalesMachines,
  ...orderMachines,
  ...paymentMachines,
  ...bookingOrderMachines,
  ...visitMachines,
  ...stayMachines,
  ...staffMachines,
  ...contentPublicationMachines,
  goodsOrder: {
    machine: goodsOrderMachine,
    file: 'machines/goods-order.machine.ts',
    summary: 'A goods order (5 unpaid, 6 cancelled, 7 closed, 8 after-sales, 10 paid, 15 shipped, 20 completed, 25 refunded; 25 and 6 wait for the money to come back), enforced by the server.',
    // a paid order is cancelled by the member only while no refund was decided
    inputs: [{ total: 39_800, refundDecided: false }, { total: 39_800, refundDecided: true }],
    events: [
      { type: 'PAY', amount: 39_800 },
      { type: 'PAY', amount: 1 },
    ],
    words: goodsOrderWords,
    enforcedBy: [
      'src/server/domain/transitions.ts',
      'src/server/domain/machine-rules.ts',
      'src/server/domain/goods-orders.ts',
      'src/server/domain/orders.ts',
      'src/server/domain/refunds.ts',
      'src/server/domain/staff-actions.ts',
      'src/server/domain/payments/goods-order-payable.ts',
      'src/server/domain/money-back.ts',
      'src/server/domain/money-on-its-way.ts',
      'src/server/jobs/expire-orders.ts',
    ],
    provedBy: [
      'tests/machines/goods-order.test.ts',
      'tests/server/machine-authorization.test.ts',
      'tests/server/goods-order-service.test.ts',
      'tests/server/orders.test.ts',
      'tests/server/order-cancel-after-refund.test.ts',
      'tests/server/order-delete-once.test.ts',
      'tests/server/order-sweeper.test.ts',
      'tests/server/refund-decisions.test.ts',
      'tests/server/money-back.test.ts',
      'tests/server/domain-paths.test.ts',
    ],
    drawnWith: [
      {
        name: 'refund',
        how: {
          en: "The order's REQUEST_REFUND opens a refund request (openRefund); its APPROVE_REFUND, REJECT_REFUND and WITHDRAW_REFUND send the request's APPROVE, REJECT and WITHDRAW in the same transaction, with the same sender (closeRefund).",
          cn: '订单的 REQUEST_REFUND 创建一条退款申请（openRefund）；其 APPROVE_REFUND、REJECT_REFUND、WITHDRAW_REFUND 在同一事务中以同一发起人向申请发出 APPROVE、REJECT、WITHDRAW（closeRefund）。',
          tw: '訂單的 REQUEST_REFUND 建立一筆退款申請（openRefund）；其 APPROVE_REFUND、REJECT_REFUND、WITHDRAW_REFUND 在同一交易中以同一發起人向申請發出 APPROVE、REJECT、WITHDRAW（closeRefund）。',
        },
      },
      {
        name: 'moneyRefund',
        how: {
          en: "Approving a refund or cancelling a paid order queues a money refund of the order's payment (refundPayment); the order waits in 25 refunding or 6 cancelledRefunding. The money refund's success (SUCCEEDED, tellOrderMoneyBack) sends the order MONEY_BACK in the same transaction: 25 refunded, 6 cancelled. An escalated money refund leaves the order waiting (staff see it in the order's history).",
          cn: '同意退款或取消已付款订单时，为订单的付款排入一笔退款（refundPayment）；订单停在 25 退款处理中或 6 已取消（退款处理中）。退款成功（SUCCEEDED，tellOrderMoneyBack）时在同一事务中向订单发出 MONEY_BACK：25 已退款、6 已取消。退款转人工处理时订单保持等待（工作人员可在订单记录中看到）。',
          tw: '同意退款或取消已付款訂單時，為訂單的付款排入一筆退款（refundPayment）；訂單停在 25 退款處理中或 6 已取消（退款處理中）。退款成功（SUCCEEDED，tellOrderMoneyBack）時在同一交易中向訂單發出 MONEY_BACK：25 已退款、6 已取消。退款轉人工處理時訂單保持等待（工作人員可在訂單紀錄中看到）。',
        },
      },
    ],
  },
  refund: {
    machine: refundMachine,
    file: 'machines/refund.machine.ts',
    summary: 'A refund request: under review, then completed, rejected or cancelled.',
    inputs: [undefined],
    events: [],
    words: refundWords,
    enforcedBy: ['src/server/domain/transitions.ts', 'src/server/domain/machine-rules.ts', 'src/server/domain/refunds.ts', 'src/server/domain/staff-actions.ts'],
    provedBy: ['tests/machines/goods-order.test.ts', 'tests/server/machine-authorization.test.ts', 'tests/server/refund-decisions.test.ts', 'tests/server/domain-paths.test.ts'],
    drawnWith: [
      {
        name: 'goodsOrder',
        how: {
          en: "A refund request belongs to a goods order: the order's REQUEST_REFUND opens it, and the order's APPROVE_REFUND, REJECT_REFUND and WITHDRAW_REFUND send its APPROVE, REJECT and WITHDRAW in the same transaction. After APPROVE the order waits for its money (25 refunding) until the money refund succeeds.",
          cn: '退款申请属于一笔商品订单：订单的 REQUEST_REFUND 创建申请，订单的 APPROVE_REFUND、REJECT_REFUND、WITHDRAW_REFUND 在同一事务中发出申请的 APPROVE、REJECT、WITHDRAW。APPROVE 后订单等待款项退回（25 退款处理中），直至退款成功。',
          tw: '退款申請屬於一筆商品訂單：訂單的 REQUEST_REFUND 建立申請，訂單的 APPROVE_REFUND、REJECT_REFUND、WITHDRAW_REFUND 在同一交易中發出申請的 APPROVE、REJECT、WITHDRAW。APPROVE 後訂單等待款項退回（25 退款處理中），直至退款成功。',
        },
      },
      {
        name: 'moneyRefund',
        how: {
          en: 'An approved request has its money given back by a money refund, under the same refund number.',
          cn: '获批的申请由一笔退款把钱退回，使用同一退款单号。',
          tw: '獲批的申請由一筆退款把錢退回，使用同一退款單號。',
        },
      },
    ],
  },
  paymentAttempt: {
    machine: paymentAttemptMachine,
    file: 'machines/payment-attempt.machine.ts',
    summary: 'A payment attempt (0 created, 1 awaiting payment, 2 paid, 3 failed, 4 closed, 5 expired, 6 refunded) by JSAPI, Native QR, H5 or the sandbox, enforced by the server.',
    inputs: [
      { method: 'jsapi', amountFen: 39_800 },
      { method: 'native', amountFen: 39_800 },
      { method: 'h5', amountFen: 39_800 },
      { method: 'sandbox', amountFen: 39_800 },
    ],
    events: [
      { type: 'PREPAID', answer: 'jsapi' },
      { type: 'PREPAID', answer: 'code_url' },
      { type: 'PREPAID', answer: 'h5_url' },
      { type: 'PREPAID', answer: 'pay_url' },
      { type: 'PAID', amount: 39_800 },
      { type: 'PAID', amount: 1 },
    ],
    words: paymentAttemptWords,
    enforcedBy: [
      'src/server/domain/transitions.ts',
      'src/server/domain/payments/attempt-events.ts',
      'src/server/domain/payments/attempts.ts',
      'src/server/domain/payments/settle.ts',
      'src/server/domain/payments/state.ts',
      'src/server/domain/payments/refund-events.ts',
    ],
    provedBy: ['tests/server/money-machines.test.ts', 'tests/server/payment-callback.test.ts', 'tests/server/payment-sandbox.test.ts', 'tests/server/wechat-pay.test.ts', 'tests/server/booking-payment.test.ts', 'tests/server/domain-paths.test.ts'],
  },
  moneyRefund: {
    machine: moneyRefundMachine,
    file: 'machines/money-refund.machine.ts',
    summary: 'Money given back at the provider (0 queued, 1 sent, 2 succeeded, 3 failed and retried, 4 escalated to staff), enforced by the server.',
    // a failure is retried until the calls run out
    inputs: [{ attempts: 1 }, { attempts: MONEY_REFUND_MAX_ATTEMPTS }],
    events: [
      { type: 'SEND_FAILED', transient: true },
      { type: 'SEND_FAILED', transient: false },
    ],
    words: moneyRefundWords,
    enforcedBy: [
      'src/server/domain/transitions.ts',
      'src/server/domain/payments/refund-events.ts',
      'src/server/domain/payments/refunds.ts',
      'src/server/domain/payments/work.ts',
      'src/server/domain/payments/settle.ts',
      'src/server/domain/bookings/payment-effects.ts',
      'src/server/domain/money-back.ts',
      'src/cli/staff-commands.ts',
    ],
    provedBy: ['tests/server/money-machines.test.ts', 'tests/server/payment-sandbox.test.ts', 'tests/server/refund-decisions.test.ts', 'tests/server/booking-payment.test.ts', 'tests/server/money-back.test.ts', 'tests/server/domain-paths.test.ts'],
    drawnWith: [
      {
        name: 'goodsOrder',
        how: {
          en: "Queued by the goods order's refundPayment (APPROVE_REFUND, a paid CANCEL). Its success (tellOrderMoneyBack) sends the order MONEY_BACK in the same transaction: 25 refunding → refunded, 6 cancelledRefunding → cancelled.",
          cn: '由商品订单的 refundPayment 排入（APPROVE_REFUND、已付款订单的 CANCEL）。成功时（tellOrderMoneyBack）在同一事务中向订单发出 MONEY_BACK：25 退款处理中 → 已退款，6 已取消（退款处理中）→ 已取消。',
          tw: '由商品訂單的 refundPayment 排入（APPROVE_REFUND、已付款訂單的 CANCEL）。成功時（tellOrderMoneyBack）在同一交易中向訂單發出 MONEY_BACK：25 退款處理中 → 已退款，6 已取消（退款處理中）→ 已取消。',
        },
      },
      {
        name: 'bookingOrder',
        how: {
          en: "Queued by the booking's refundPayment (CANCEL_PAID). Its success (tellOrderMoneyBack) sends the booking MONEY_BACK in the same transaction: 3 refunding → refunded.",
          cn: '由预约的 refundPayment 排入（CANCEL_PAID）。成功时（tellOrderMoneyBack）在同一事务中向预约发出 MONEY_BACK：3 退款处理中 → 已取消并退款。',
          tw: '由預約的 refundPayment 排入（CANCEL_PAID）。成功時（tellOrderMoneyBack）在同一交易中向預約發出 MONEY_BACK：3 退款處理中 → 已取消並退款。',
        },
      },
    ],
  },
  login: {
    machine: loginMachine,
    file: 'machines/login.machine.ts',
    summary: 'Sign-in by phone or email with a password, or by phone with an SMS code.',
    inputs: [{ mode: 'password' }, { mode: 'code' }],
    events: [
      { type: 'SET_MODE', mode: 'code' },
      { type: 'SET_MODE', mode: 'password' },
      { type: 'CHANGE', field: 'account', value: 'lihua@example.com' },
      { type: 'CHANGE', field: 'password', value: 'secret123' },
      { type: 'CHANGE', field: 'mobile', value: '13800000007' },
      { type: 'CHANGE', field: 'captcha', value: '123456' },
      { type: 'xstate.done.actor.signIn', output: { ...member, token: 'token-3' } },
      { type: 'xstate.error.actor.signIn', error: new Error('Incorrect account or password') },
    ],
    promiseActors: ['signIn'],
  },
  register: {
    machine: registerMachine,
    file: 'machines/register.machine.ts',
    summary: 'Registration: phone, SMS code, password and confirmation; signed in on success.',
    inputs: [undefined],
    events: [
      { type: 'CHANGE', field: 'mobile', value: '13800000007' },
      { type: 'CHANGE', field: 'code', value: '123456' },
      { type: 'CHANGE', field: 'password', value: 'secret123' },
      { type: 'CHANGE', field: 'confirm', value: 'secret123' },
      { type: 'xstate.done.actor.registerMember', output: { ...member, token: 'token-4' } },
      { type: 'xstate.error.actor.registerMember', error: new Error('Verification code incorrect') },
    ],
    promiseActors: ['registerMember'],
  },
  resetPassword: {
    machine: resetPasswordMachine,
    file: 'machines/reset-password.machine.ts',
    summary: 'Password reset by phone or email with a code; then the member signs in again.',
    inputs: [undefined],
    events: [
      { type: 'SET_TYPE', resetType: 'email' },
      { type: 'SET_TYPE', resetType: 'mobile' },
      { type: 'CHANGE', field: 'account', value: '13800000007' },
      { type: 'CHANGE', field: 'captcha', value: '123456' },
      { type: 'CHANGE', field: 'newpassword', value: 'secret123' },
      { type: 'CHANGE', field: 'confirm', value: 'secret123' },
      { type: 'xstate.done.actor.resetPassword', output: null },
      { type: 'xstate.error.actor.resetPassword', error: new Error('Verification code incorrect') },
    ],
    promiseActors: ['resetPassword'],
  },
  codeSender: {
    machine: codeSenderMachine,
    file: 'machines/code-sender.machine.ts',
    summary: 'The send-code button: checks the phone/email, sends, counts down from the server cooldown for the number the code went to (another number is free at once).',
    inputs: [{ event: 'register' }],
    events: [
      { type: 'SEND', channel: 'mobile', target: '13800000007' },
      { type: 'SEND', channel: 'email', target: 'not-an-email' },
      { type: 'SEND', channel: 'mobile', target: '13800000008' },
      // the number corrected, and back to the one the code went to
      { type: 'TARGET_CHANGED', target: '13800000008' },
      { type: 'TARGET_CHANGED', target: '13800000007' },
      { type: 'CLEAR' },
      { type: 'xstate.done.actor.sendCode', output: { cooldown: 2 } },
      { type: 'xstate.error.actor.sendCode', error: new Error('auth.codeCooldown') },
    ],
    promiseActors: ['sendCode'],
  },
  session: {
    machine: sessionMachine,
    file: 'machines/session.machine.ts',
    summary: 'Language, token and user info, log out and the 401 path, header/footer/screen flags.',
    inputs: [
      { lang: 'tw', token: 'token-1', user: member, width: 1440 },
      { lang: 'cn', token: null, user: null, width: 390 },
    ],
    events: [
      { type: 'LOGIN', token: 'token-2', user: member },
      { type: 'USER_UPDATED', user: { ...member, nickname: 'Wang' } },
      { type: 'SET_LANG', lang: 'en' },
      { type: 'SET_LANG', lang: 'tw' },
      { type: 'SCROLLED', y: 101 },
      { type: 'RESIZED', width: 390 },
      { type: 'SET_FOOTER_HIDDEN', hidden: true },
      { type: 'SET_LOADING', loading: true },
      { type: 'SET_ACTIVITY', active: true },
    ],
  },
  messagePreferences: {
    machine: messagePreferencesMachine,
    file: 'machines/message-preferences.machine.ts',
    summary: 'Messages about orders, bookings and reminders by SMS and email: load, switch (a channel without a phone or email stays off), save all six, "Saved" or the refusal and save again.',
    inputs: [undefined],
    events: [
      // a member without an email, and one with
      { type: 'xstate.done.actor.fetchSettings', output: { prefs: defaultMessagePrefs(false), has_mobile: true, has_email: false } },
      { type: 'xstate.done.actor.fetchSettings', output: { prefs: defaultMessagePrefs(true), has_mobile: true, has_email: true } },
      { type: 'xstate.error.actor.fetchSettings', error: new Error('error.network') },
      { type: 'TOGGLE', kind: 'bookings', channel: 'sms', on: false },
      { type: 'TOGGLE', kind: 'bookings', channel: 'email', on: true },
      // back to the choice as read: nothing changed any more
      { type: 'TOGGLE', kind: 'bookings', channel: 'sms', on: true },
      { type: 'xstate.done.actor.saveSettings', output: { prefs: { ...defaultMessagePrefs(false), bookings: { sms: false, email: false } }, has_mobile: true, has_email: false } },
      { type: 'xstate.error.actor.saveSettings', error: new Error('memberMessages.noEmail') },
      // an email added on the same screen, and the phone and email as they were
      { type: 'CONTACTS_CHANGED', hasMobile: true, hasEmail: true },
      { type: 'CONTACTS_CHANGED', hasMobile: true, hasEmail: false },
    ],
    promiseActors: ['fetchSettings', 'saveSettings'],
  },
  routeChunk: {
    machine: routeChunkMachine,
    file: 'machines/route-chunk.machine.ts',
    summary: "Loading a screen's code: ready, or an error with retry after a failure or 120 s.",
    inputs: [undefined],
    events: [
      { type: 'xstate.done.actor.loadChunk', output: undefined },
      { type: 'xstate.error.actor.loadChunk', error: new Error('chunk failed') },
    ],
    promiseActors: ['loadChunk'],
  },
};
