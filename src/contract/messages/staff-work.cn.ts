import type { staffWorkEn } from './staff-work.en';

export const staffWorkCn: typeof staffWorkEn = {
  dateInvalid: '日期不正确',
  kindUnknown: '未知的预约类型',
  queryRequired: '请输入手机号、邮箱或昵称',
  queryTooLong: '搜索内容最多 60 个字符',
  memberNotFound: '没有这个会员',
  stateUnknown: '未知的状态',
};
