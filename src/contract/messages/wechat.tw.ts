import type { wechatEn } from './wechat.en';

export const wechatTw: typeof wechatEn = {
  authFailed: '授權失敗，請重試',
  refused: '您已拒絕微信授權',
  bindSucceeded: '綁定成功',
  bindFailed: '綁定失敗',
  chooseMode: '請綁定已有帳號或註冊',
  ticketExpired: '微信授權已過期，請重新使用微信登入',
  tooManyTries: '錯誤次數過多，請重新使用微信登入',
  accountHasWechat: '該帳號已綁定其他微信',
  wechatBound: '該微信已綁定其他帳號',
  mobileTaken: '該手機號碼已註冊，請以已有帳號綁定',
  unavailable: '微信登入暫不可用',
};
