import type { memberMessagesEn } from './member-messages.en';

export const memberMessagesCn: typeof memberMessagesEn = {
  choiceInvalid: '请为每类消息选择开启或关闭',
  noEmail: '请先在账户中添加邮箱，再选择邮件通知',
  noMobile: '请先在账户中添加手机号，再选择短信通知',
};
