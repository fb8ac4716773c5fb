import type { wechatEn } from './wechat.en';

export const wechatCn: typeof wechatEn = {
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
