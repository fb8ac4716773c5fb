import type { accountEn } from './account.en';

export const accountCn: typeof accountEn = {
  eyebrow: '会员',
  titles: {
    signIn: '登录',
    register: '注册账号',
    reset: '找回密码',
  },
  intros: {
    signIn: '欢迎回到蓬莱崖畔酒庄。',
    register: '注册后即可购买葡萄酒，预约参观、餐饮与住宿。',
    reset: '我们会向您的手机或邮箱发送验证码。',
  },
  modes: {
    label: '登录方式',
    password: '密码登录',
    code: '验证码登录',
  },
  fields: {
    account: '手机号或邮箱',
    accountHint: '您账号的手机号或邮箱',
    password: '密码',
    passwordHint: '6-18位',
    mobile: '手机号',
    mobileHint: '中国大陆为以1开头的11位数字；香港、澳门、台湾请先选择区号',
    code: '验证码',
    codeHint: '6位数字',
    confirm: '确认密码',
    newPassword: '新密码',
    email: '邮箱',
  },
  resetBy: {
    label: '找回方式',
    mobile: '手机号',
    email: '邮箱',
  },
  code: {
    send: '获取验证码',
    sending: '发送中…',
    cooling: '{{seconds}}秒后重新获取',
    sent: '验证码已发送，5分钟内有效。',
  },
  actions: {
    signIn: '登录',
    register: '注册',
    reset: '重置密码',
    working: '请稍候…',
  },
  links: {
    register: '还没有账号？立即注册',
    reset: '忘记密码？',
    signIn: '已有账号？去登录',
    backToSignIn: '返回登录',
    wechat: '微信登录',
    or: '或',
  },
  resetDone: {
    title: '密码已重置',
    body: '请使用新密码登录。',
    action: '去登录',
  },
  signedIn: '登录成功，正在跳转…',
};
