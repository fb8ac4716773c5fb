import type { stayEn } from './stay.en';

export const stayTw: typeof stayEn = {
  hotelNotFound: '暫無別墅資訊',
  roomNotFound: '該房間不存在',
  roomClosed: '該房間暫不開放預訂',
  checkinInvalid: '請選擇入住日期',
  checkoutInvalid: '請選擇退房日期',
  checkinTooSoon: '別墅入住需至少提前一天預訂',
  checkinTooFar: '入住日期最多可提前180天',
  checkoutBeforeCheckin: '退房日期須晚於入住日期',
  tooManyNights: '單次入住最多14晚',
  adultsInvalid: '請填寫1至20位成人',
  adultsOverMax: '單次預訂最多可入住20位成人（五間房）；更大的團體請致電我們',
  adultsTooMany: '所選房間數住不下這麼多成人：該房型每間最多{{number}}人',
  roomsInvalid: '請預訂1至5間房',
  roomsTooMany: { one: '所選日期該房型僅剩{{count}}間', other: '所選日期該房型僅剩{{count}}間' },
  soldOut: '該房間在您入住期間有日期已訂滿',
  nameRequired: '請填寫入住人姓名',
  nameTooLong: '入住人姓名最多30個字',
  descriptionTooLong: '備註最多200個字',
  ordered: '預訂成功，請在有效時間內付款',
  holdCap: { one: '每位會員或每個入住人手機號碼每晚最多可保留{{max}}間未付款客房，{{day}}當晚已保留{{count}}間。付款或取消未付款住宿訂單即可釋出。', other: '每位會員或每個入住人手機號碼每晚最多可保留{{max}}間未付款客房，{{day}}當晚已保留{{count}}間。付款或取消未付款住宿訂單即可釋出。' },
};
