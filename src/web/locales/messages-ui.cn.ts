import type { messagesUiEn } from './messages-ui.en';

export const messagesUiCn: typeof messagesUiEn = {
  heading: '消息通知',
  intro: '选择我们就您的订单和预约发送哪些消息。',
  orders: '订单',
  ordersHint: '提交、付款、发货（含运单号）、签收、退款与退款到账',
  bookings: '预约',
  bookingsHint: '预约确认或取消',
  reminders: '行前提醒',
  remindersHint: '预约前一天，附酒庄地址与交通指引',
  sms: '短信',
  email: '邮件',
  noEmail: '在“登录与安全”中添加邮箱后，即可接收邮件。',
  noMobile: '在“登录与安全”中添加手机号后，即可接收短信。',
  save: '保存设置',
  saving: '保存中…',
  saved: '您的设置已保存。',
  loading: '正在加载您的设置…',
  loadFailed: '无法加载您的消息设置。',
  retry: '重试',
};
