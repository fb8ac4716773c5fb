/** Messages of WeChat sign-in and binding (spec §4, §8), shared by server and browser. */
const en = {
  authFailed: 'Authorization failed, please try again',
  refused: 'You declined the WeChat authorization',
  bindSucceeded: 'Binding succeeded',
  bindFailed: 'Binding failed',
  chooseMode: 'Please bind an existing account or register',
  ticketExpired: 'The WeChat authorization has expired, please sign in with WeChat again',
  tooManyTries: 'Too many wrong attempts, please sign in with WeChat again',
  accountHasWechat: 'This account is already bound to another WeChat account',
  wechatBound: 'This WeChat account is already bound to another account',
  mobileTaken: 'This phone number is already registered: bind it as an existing account',
  unavailable: 'WeChat sign-in is not available at the moment',
};

const cn: typeof en = {
  authFailed: '授权失败，请重试',
  refused: '您已拒绝微信授权',
  bindSucceeded: '绑定成功',
  bindFailed: '绑定失败',
  chooseMode: '请绑定已有账号或注册',
  ticketExpired: '微信授权已过期，请重新使用微信登录',
  tooManyTries: '错误次数过多，请重新使用微信登录',
  accountHasWechat: '该账号已绑定其他微信',
  wechatBound: '该微信已绑定其他账号',
  mobileTaken: '该手机号已注册，请以已有账号绑定',
  unavailable: '微信登录暂不可用',
};

const tw: typeof en = {
  authFailed: '授權失敗，請重試',
  refused: '您已拒絕微信授權',
  bindSucceeded: '綁定成功',
  bindFailed: '綁定失敗',
  chooseMode: '請綁定已有帳號或註冊',
  ticketExpired: '微信授權已過期，請重新使用微信登錄',
  tooManyTries: '錯誤次數過多，請重新使用微信登錄',
  accountHasWechat: '該帳號已綁定其他微信',
  wechatBound: '該微信已綁定其他帳號',
  mobileTaken: '該手機號碼已註冊，請以已有帳號綁定',
  unavailable: '微信登錄暫不可用',
};

export const wechatMessages = { cn, tw, en };
