import type { messagesUiEn } from './messages-ui.en';

export const messagesUiTw: typeof messagesUiEn = {
  heading: '訊息通知',
  intro: '選擇我們就您的訂單和預約傳送哪些訊息。',
  orders: '訂單',
  ordersHint: '提交、付款、出貨（含運單號）、簽收、退款與退款到帳',
  bookings: '預約',
  bookingsHint: '預約確認或取消',
  reminders: '行前提醒',
  remindersHint: '預約前一天，附酒莊地址與交通指引',
  sms: '簡訊',
  email: '電子郵件',
  noEmail: '在「登入與安全」中新增電子郵件後，即可接收郵件。',
  noMobile: '在「登入與安全」中新增手機號碼後，即可接收簡訊。',
  save: '儲存設定',
  saving: '儲存中…',
  saved: '您的設定已儲存。',
  loading: '正在載入您的設定…',
  loadFailed: '無法載入您的訊息設定。',
  retry: '重試',
};
