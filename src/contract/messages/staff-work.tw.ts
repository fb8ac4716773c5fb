import type { staffWorkEn } from './staff-work.en';

export const staffWorkTw: typeof staffWorkEn = {
  dateInvalid: '日期不正確',
  kindUnknown: '未知的預約類型',
  queryRequired: '請輸入手機號碼、電子郵件或暱稱',
  queryTooLong: '搜尋內容最多 60 個字元',
  memberNotFound: '沒有這個會員',
  stateUnknown: '未知的狀態',
  addressChanged: '收件地址已修改',
  moneyRefundQueued: '退款已重新排隊，正在傳送給支付機構',
  checkedIn: '已報到',
  queryInvalid: '搜尋內容不能包含控制字元',
  placesClosed: '已關閉：會員無法再預約',
  placesReopened: '已重新開放預約',
  capacityChanged: '名額已修改',
};
