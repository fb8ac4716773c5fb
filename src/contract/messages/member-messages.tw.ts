import type { memberMessagesEn } from './member-messages.en';

export const memberMessagesTw: typeof memberMessagesEn = {
  choiceInvalid: '請為每類訊息選擇開啟或關閉',
  noEmail: '請先在帳戶中新增電子郵件，再選擇郵件通知',
  noMobile: '請先在帳戶中新增手機號碼，再選擇簡訊通知',
};
