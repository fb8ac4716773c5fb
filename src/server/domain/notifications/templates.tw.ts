import type { NotifyTemplates } from './templates.en';

export const notifyTw: NotifyTemplates = {
  brand: '蓬萊崖畔酒莊',
  smsSign: '【蓬萊崖畔酒莊】',
  footer: '您收到此訊息，是因為您在蓬萊崖畔酒莊的帳戶。可在個人中心的「訊息通知」中選擇接收哪些訊息。',
  'order.placed': {
    sms: '訂單{{orderNo}}已提交，金額¥{{amount}}，請於{{payBy}}（北京時間）前付款。',
    subject: '訂單 {{orderNo}} 已提交',
    text: '感謝您的訂單 {{orderNo}}。\n\n合計：¥{{amount}}。請於 {{payBy}}（北京時間）前付款，逾期未付的訂單將自動關閉。',
  },
  'order.paid': {
    sms: '訂單{{orderNo}}已付款¥{{amount}}，我們將盡快出貨。',
    subject: '訂單 {{orderNo}} 付款成功',
    text: '我們已收到訂單 {{orderNo}} 的付款 ¥{{amount}}。\n\n我們正在為您包裝，出貨後會通知您。',
  },
  'order.shipped': {
    sms: '訂單{{orderNo}}已出貨，{{carrier}}運單號{{trackingNo}}。',
    subject: '訂單 {{orderNo}} 已出貨',
    text: '您的訂單 {{orderNo}} 已出貨。\n\n物流公司：{{carrier}}\n運單號：{{trackingNo}}\n\n可在訂單頁面查看物流。',
  },
  'order.delivered': {
    sms: '訂單{{orderNo}}已簽收，祝您品飲愉快！',
    subject: '訂單 {{orderNo}} 已簽收',
    text: '您的訂單 {{orderNo}} 已送達並確認收貨。\n\n祝您品飲愉快。',
  },
  'order.refundApproved': {
    sms: '訂單{{orderNo}}的退款申請已通過，¥{{amount}}正在退回。',
    subject: '訂單 {{orderNo}} 退款已通過',
    text: '您的訂單 {{orderNo}} 的退款申請已通過。\n\n¥{{amount}} 正在原路退回，到帳後我們會通知您。',
  },
  'order.refundRejected': {
    sms: '訂單{{orderNo}}的退款申請未通過，詳情請見訂單頁面。',
    subject: '訂單 {{orderNo}} 退款申請未通過',
    text: '您的訂單 {{orderNo}} 的退款申請未通過。\n\n原因請見訂單頁面，如有疑問請聯絡客服。',
  },
  'order.cancelledRefunding': {
    sms: '訂單{{orderNo}}已取消，¥{{amount}}正在退回。',
    subject: '訂單 {{orderNo}} 已取消',
    text: '您的訂單 {{orderNo}} 已取消。\n\n¥{{amount}} 正在原路退回，到帳後我們會通知您。',
  },
  'order.moneyBack': {
    sms: '訂單{{orderNo}}的退款¥{{amount}}已退回您的帳戶。',
    subject: '訂單 {{orderNo}} 退款已到帳',
    text: '訂單 {{orderNo}} 的退款 ¥{{amount}} 已原路退回您的帳戶。',
  },
  'booking.confirmed': {
    sms: '預約{{orderNo}}已確認：{{title}}，{{when}}。',
    subject: '預約 {{orderNo}} 已確認',
    text: '您的預約 {{orderNo}} 已確認。\n\n{{title}}\n{{when}}\n人數：{{guests}}\n\n地址：{{address}}',
  },
  'booking.moved': {
    sms: '預約{{orderNo}}已改期：{{title}}，改為{{when}}。',
    subject: '預約 {{orderNo}} 已改期',
    text: '您的預約 {{orderNo}} 已改到新的日期。\n\n{{title}}\n{{when}}\n人數：{{guests}}\n\n地址：{{address}}',
  },
  'booking.cancelled': {
    sms: '預約{{orderNo}}（{{title}}，{{when}}）已取消。',
    subject: '預約 {{orderNo}} 已取消',
    text: '您的預約 {{orderNo}} 已取消。\n\n{{title}}\n{{when}}\n\n如有應退款項，將原路退回。',
  },
  'booking.reminder': {
    sms: '溫馨提醒：明天{{when}}，{{title}}。地址：{{address}}。{{directions}}',
    subject: '明天見：{{title}}',
    text: '提醒您明天的預約 {{orderNo}}。\n\n{{title}}\n{{when}}\n人數：{{guests}}\n\n地址：{{address}}\n\n交通指引：\n{{gettingThere}}',
  },
};
