import type { contactEn, shareEn, contentFieldsEn } from './contact.en';

export const contactTw: typeof contactEn = {
  nameRequired: '請輸入您的姓名',
  nameTooLong: '姓名最多50個字元',
  messageRequired: '請輸入留言內容',
  messageTooLong: '留言最多2000個字元',
  duplicate: '請勿重複提交',
  submitted: '感謝您的留言，我們會盡快回覆',
};
export const shareTw: typeof shareEn = {
  reservationTitle: '預約參觀蓬萊崖畔酒莊',
  reservationIntro: '預約酒窖參觀與品鑑、海邊用餐或入住崖畔別墅。',
  urlNotAllowed: '該頁面地址無法簽名',
  unavailable: '微信分享暫不可用',
};
export const contentFieldsTw: typeof contentFieldsEn = {
  phone: '手機號碼',
  message: '留言',
  id: '內容編號',
  page: '頁碼',
  pagesize: '每頁數量',
  series_id: '酒款系列',
  module: '分享頁面',
  ids: '內容編號',
  url: '頁面地址',
};
