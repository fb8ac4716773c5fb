import type { staffWorkEn } from './staff-work.en';

export const staffWorkCn: typeof staffWorkEn = {
  dateInvalid: '日期不正确',
  kindUnknown: '未知的预约类型',
  queryRequired: '请输入手机号、邮箱或昵称',
  queryTooLong: '搜索内容最多 60 个字符',
  memberNotFound: '没有这个会员',
  stateUnknown: '未知的状态',
  addressChanged: '收货地址已修改',
  moneyRefundQueued: '退款已重新排队，正在发送给支付机构',
  checkedIn: '已签到',
  queryInvalid: '搜索内容不能包含控制字符',
  placesClosed: '已关闭：会员无法再预约',
  placesReopened: '已重新开放预约',
  capacityChanged: '名额已修改',
};
