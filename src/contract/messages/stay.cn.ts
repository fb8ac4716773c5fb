import type { stayEn } from './stay.en';

export const stayCn: typeof stayEn = {
  hotelNotFound: '暂无别墅信息',
  roomNotFound: '该房间不存在',
  roomClosed: '该房间暂不开放预订',
  checkinInvalid: '请选择入住日期',
  checkoutInvalid: '请选择离店日期',
  checkinTooSoon: '别墅入住需至少提前一天预订',
  checkinTooFar: '入住日期最多可提前180天',
  checkoutBeforeCheckin: '离店日期须晚于入住日期',
  tooManyNights: '单次入住最多14晚',
  adultsInvalid: '请填写1至20位成人',
  adultsOverMax: '单次预订最多可入住20位成人（五间房）；更大的团体请致电我们',
  adultsTooMany: '所选房间数住不下这么多成人：该房型每间最多{{number}}人',
  roomsInvalid: '请预订1至5间房',
  roomsTooMany: { one: '所选日期该房型仅剩{{count}}间', other: '所选日期该房型仅剩{{count}}间' },
  soldOut: '该房间在您入住期间有日期已订满',
  nameRequired: '请填写入住人姓名',
  nameTooLong: '入住人姓名最多30个字',
  descriptionTooLong: '备注最多200个字',
  ordered: '预订成功，请在有效时间内支付',
  holdCap: { one: '每位会员或每个入住人手机号每晚最多可保留{{max}}间未付款客房，{{day}}当晚已保留{{count}}间。支付或取消未付款住宿订单即可释放。', other: '每位会员或每个入住人手机号每晚最多可保留{{max}}间未付款客房，{{day}}当晚已保留{{count}}间。支付或取消未付款住宿订单即可释放。' },
};
