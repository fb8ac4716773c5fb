import type { invoiceEn } from './invoice.en';

export const invoiceTw: typeof invoiceEn = {
  kindUnknown: '請選擇個人或公司發票',
  personalTitleRequired: '請填寫發票抬頭（個人姓名）',
  companyTitleRequired: '請填寫公司全名（與營業執照一致）',
  titleTooLong: '發票抬頭最多 100 個字',
  taxNoRequired: '請填寫公司稅號（統一社會信用代碼）',
  taxNoFormat: '稅號為 18 位數字或大寫字母（不含 I、O、S、V、Z）',
  taxNoCheck: '稅號無效：最後一位檢查碼不符，請對照營業執照核對',
  taxNoPersonal: '個人發票無需填寫稅號',
  emailRequired: '請填寫接收電子發票的電郵',
  emailInvalid: '請填寫有效的電郵以接收電子發票',
  noteTooLong: '備註最多 200 個字',
  notAllowed: '此訂單不能申請發票',
  tooLate: '發票須在收貨後 30 天內申請，此訂單已超過期限',
  alreadyIssued: '發票已開立，不能再修改',
  none: '此訂單未申請發票',
  notPaid: '訂單未付款或已退款，不能開立發票',
  checkFields: '請檢查發票資料',
  requested: '發票申請已送出',
  changed: '發票資料已修改',
  issued: '已標記為已開立',
};
