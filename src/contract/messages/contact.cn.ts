import type { contactEn, shareEn, contentFieldsEn } from './contact.en';

export const contactCn: typeof contactEn = {
  nameRequired: '请输入您的姓名',
  nameTooLong: '姓名最多50个字符',
  messageRequired: '请输入留言内容',
  messageTooLong: '留言最多2000个字符',
  duplicate: '请勿重复提交',
  submitted: '感谢您的留言，我们会尽快回复',
};
export const shareCn: typeof shareEn = {
  reservationTitle: '预约参观蓬莱崖畔酒庄',
  reservationIntro: '预约酒窖参观与品鉴、海边用餐或入住崖畔别墅。',
  urlNotAllowed: '该页面地址无法签名',
  unavailable: '微信分享暂不可用',
};
export const contentFieldsCn: typeof contentFieldsEn = {
  phone: '手机号码',
  message: '留言',
  id: '内容编号',
  page: '页码',
  pagesize: '每页数量',
  series_id: '酒款系列',
  module: '分享页面',
  ids: '内容编号',
  url: '页面地址',
};
