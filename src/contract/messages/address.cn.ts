import type { addressEn, addressFieldsEn } from './address.en';

export const addressCn: typeof addressEn = {
  consigneeRequired: '请输入收货人姓名',
  consigneeTooLong: '收货人姓名最多30个字符',
  detailsRequired: '请输入详细地址',
  detailsTooLong: '详细地址最多120个字符',
  regionRequired: '请选择省、市、区',
  regionInvalid: '请重新选择省、市、区',
  zipInvalid: '邮政编码为6位数字',
  notFound: '该地址不存在',
  limit: '最多可保存{{max}}个地址，请先删除一个',
  saved: '保存成功',
  set: '设置成功',
  deleted: '删除成功',
  setFailed: '设置失败，请稍后重试',
  deleteFailed: '删除失败，请稍后重试',
  saveFailed: '提交失败，请稍后重试',
  listFailed: '获取列表失败',
  regionsFailed: '地区获取失败',
};
export const addressFieldsCn: typeof addressFieldsEn = {
  consignee: '收货人',
  province: '省份',
  city: '城市',
  area: '区县',
  address_details: '详细地址',
  zip_code: '邮政编码',
  is_default: '默认地址',
  pid: '地区',
};
