import type { invoiceEn } from './invoice.en';

export const invoiceCn: typeof invoiceEn = {
  kindUnknown: '请选择个人或单位发票',
  personalTitleRequired: '请填写发票抬头（个人姓名）',
  companyTitleRequired: '请填写单位全称（与营业执照一致）',
  titleTooLong: '发票抬头最多 100 个字',
  taxNoRequired: '请填写单位税号（统一社会信用代码）',
  taxNoFormat: '税号为 18 位数字或大写字母（不含 I、O、S、V、Z）',
  taxNoCheck: '税号无效：最后一位校验码不符，请对照营业执照核对',
  taxNoPersonal: '个人发票无需填写税号',
  emailRequired: '请填写接收电子发票的邮箱',
  emailInvalid: '请填写有效的邮箱以接收电子发票',
  noteTooLong: '备注最多 200 个字',
  notAllowed: '此订单不能申请发票',
  tooLate: '发票须在收货后 30 天内申请，此订单已超过期限',
  alreadyIssued: '发票已开具，不能再修改',
  none: '此订单未申请发票',
  notPaid: '订单未付款或已退款，不能开具发票',
  checkFields: '请检查发票信息',
  requested: '发票申请已提交',
  changed: '发票信息已修改',
  issued: '已标记为已开票',
};
