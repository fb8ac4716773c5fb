import type { accountEn } from './account.en';

export const accountTw: typeof accountEn = {
  eyebrow: '會員',
  titles: {
    signIn: '登入',
    register: '註冊帳號',
    reset: '找回密碼',
  },
  intros: {
    signIn: '歡迎回到蓬萊崖畔酒莊。',
    register: '註冊後即可購買葡萄酒，預約參觀、餐飲與住宿。',
    reset: '我們會向您的手機或電子郵件發送驗證碼。',
  },
  modes: {
    label: '登入方式',
    password: '密碼登入',
    code: '驗證碼登入',
  },
  fields: {
    account: '手機號碼或電子郵件',
    accountHint: '您帳號的手機號碼或電子郵件',
    password: '密碼',
    passwordHint: '6-18位',
    mobile: '手機號碼',
    mobileHint: '中國大陸為以1開頭的11位數字；香港、澳門、台灣請先選擇區號',
    code: '驗證碼',
    codeHint: '6位數字',
    confirm: '確認密碼',
    newPassword: '新密碼',
    email: '電子郵件',
  },
  resetBy: {
    label: '找回方式',
    mobile: '手機號碼',
    email: '電子郵件',
  },
  code: {
    send: '獲取驗證碼',
    sending: '發送中…',
    cooling: '{{seconds}}秒後重新獲取',
    sent: '驗證碼已發送，5分鐘內有效。',
  },
  actions: {
    signIn: '登入',
    register: '註冊',
    reset: '重設密碼',
    working: '請稍候…',
  },
  links: {
    register: '還沒有帳號？立即註冊',
    reset: '忘記密碼？',
    signIn: '已有帳號？去登入',
    backToSignIn: '返回登入',
    wechat: '微信登入',
    or: '或',
  },
  resetDone: {
    title: '密碼已重設',
    body: '請使用新密碼登入。',
    action: '去登入',
  },
  signedIn: '登入成功，正在跳轉…',
};
