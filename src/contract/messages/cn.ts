import { addressFields, addressMessages } from './address';
import { authFields, authMessages } from './auth';
import { profileFields, profileMessages } from './profile';
import { wechatMessages } from './wechat';
import { contactMessages, contentFields, shareMessages } from './contact';
import { paymentMessages } from './payment';
import { shopFields, shopMessages } from './shop';
import { aftersalesFields, aftersalesSections } from './aftersales';
import type { Messages } from './en';

export const cn: Messages = {
  error: {
    requestFailed: '请求失败',
    loginFirst: '请先登录',
    invalidField: '请检查字段：{{field}}',
    notFound: '所请求的内容不存在',
    tooManyRequests: '请求过于频繁，请稍后再试',
    server: '提交失败，请稍后再试',
    timeout: '请求超时，请重试',
    network: '网络不可用，请重试',
  },
  validation: {
    phone: '请填写正确的手机号',
    email: '邮箱格式不正确',
    account: '请填写手机号或邮箱',
    password: '请输入6-18位密码',
    confirmRequired: '请确认密码',
    confirmMismatch: '两次输入的密码不一致',
    codeRequired: '请输入验证码',
    codeWrong: '验证码不正确',
  },
  address: addressMessages.cn,
  auth: authMessages.cn,
  profile: profileMessages.cn,
  wechat: wechatMessages.cn,
  contact: contactMessages.cn,
  payment: paymentMessages.cn,
  share: shareMessages.cn,
  ...shopMessages.cn,
  ...aftersalesSections.cn,
  field: {
    ...addressFields.cn,
    ...authFields.cn,
    ...profileFields.cn,
    ...contentFields.cn,
    ...shopFields.cn,
    ...aftersalesFields.cn,
    lang: '语言',
  },
};
