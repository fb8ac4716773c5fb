import type { validationEn } from './validation.en';

export const validationCn: typeof validationEn = {
  phone: '请填写正确的手机号：中国大陆11位，或香港+852、澳门+853、台湾+886的手机号',
  email: '邮箱格式不正确',
  account: '请填写手机号或邮箱',
  password: '请输入6-18位密码',
  confirmRequired: '请确认密码',
  confirmMismatch: '两次输入的密码不一致',
  codeRequired: '请输入验证码',
  codeWrong: '验证码不正确',
};
