import type { staffAuthEn } from './staff-auth.en';

export const staffAuthTw: typeof staffAuthEn = {
  forbidden: '您的角色無權執行此操作',
  ticketExpired: '登入逾時，請重新開始',
  codeInvalid: '請輸入驗證器中的 6 位數驗證碼',
  codeWrong: '驗證碼不正確，請重試',
  inviteUnknown: '此邀請不存在或已過期',
  passwordLength: '密碼為 10 至 72 個字元',
  roleUnknown: '未知角色',
  accountNotFound: '沒有這個員工帳號',
  usernameInvalid: '使用者名稱為 3 至 32 個 a–z、0–9、_ . - 字元',
  nameRequired: '請輸入姓名',
  nameTooLong: '姓名最多 40 個字元',
  dateInvalid: '日期不正確',
  accountDisabled: '此員工帳號已停用',
  lastOwner: '最後一位在職的所有者不能改為其他角色，也不能停用',
  usernameTaken: '此使用者名稱已被使用',
  signedOutEverywhere: '已在所有裝置上登出',
};
