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
  accountDisabled: '该员工账号已停用',
  lastOwner: '最后一位在职的所有者不能改为其他角色，也不能停用',
  usernameTaken: '该用户名已被占用',
  signedOutEverywhere: '已在所有设备上退出登录',
};
