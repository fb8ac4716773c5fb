import type { staffLifecycleEn } from './staff-lifecycle.en';

export const staffLifecycleTw: typeof staffLifecycleEn = {
  kindUnknown: '類型無效：請選擇商品訂單、退款申請、支付、退回款項或預約',
  numberInvalid: '單號只能包含字母、數字、「-」和「_」（最多 64 個字元）',
  memberInvalid: '請輸入會員編號或完整手機號碼',
  dateInvalid: '日期無效',
  rangeInvalid: '結束日期早於開始日期',
  rangeTooLong: '日期範圍最多 366 天',
  partUnknown: '請選擇匯出狀態轉換統計或員工操作',
  notFound: '找不到該單號的{{kind}}',
  created: '建立',
  kind: {
    goods_order: '商品訂單',
    refund: '退款申請',
    payment: '支付',
    money_refund: '退回款項',
    booking: '預約',
  },
};
