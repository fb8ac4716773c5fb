import type { staffLifecycleEn } from './staff-lifecycle.en';

export const staffLifecycleCn: typeof staffLifecycleEn = {
  kindUnknown: '类型无效：请选择商品订单、退款申请、支付、退回款项或预约',
  numberInvalid: '单号只能包含字母、数字、“-”和“_”（最多 64 个字符）',
  memberInvalid: '请输入会员编号或完整手机号',
  dateInvalid: '日期无效',
  rangeInvalid: '结束日期早于开始日期',
  rangeTooLong: '日期范围最多 366 天',
  partUnknown: '请选择导出状态转换统计或员工操作',
  notFound: '找不到该单号的{{kind}}',
  created: '创建',
  kind: {
    goods_order: '商品订单',
    refund: '退款申请',
    payment: '支付',
    money_refund: '退回款项',
    booking: '预约',
  },
};
