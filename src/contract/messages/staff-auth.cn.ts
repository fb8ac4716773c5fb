import type { staffAuthEn } from './staff-auth.en';

export const staffAuthCn: typeof staffAuthEn = {
  forbidden: '您的角色无权执行此操作',
  ticketExpired: '登录超时，请重新开始',
  codeInvalid: '请输入身份验证器中的 6 位验证码',
  codeWrong: '验证码不正确，请重试',
  inviteUnknown: '该邀请不存在或已过期',
  passwordLength: '密码为 10 至 72 个字符',
  roleUnknown: '未知角色',
  accountNotFound: '没有这个员工账号',
  usernameInvalid: '用户名为 3 至 32 个 a–z、0–9、_ . - 字符',
  nameRequired: '请输入姓名',
  nameTooLong: '姓名最多 40 个字符',
  dateInvalid: '日期不正确',
};
