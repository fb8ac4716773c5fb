/** Messages of the address book and the region list (spec §5, §8), as `address.*`. */
const en = {
  consigneeRequired: "Please enter the consignee's name",
  consigneeTooLong: 'The consignee name can have at most 30 characters',
  detailsRequired: 'Please enter the detailed address',
  detailsTooLong: 'The detailed address can have at most 120 characters',
  regionRequired: 'Please choose the province, city and district',
  regionInvalid: 'Please choose the province, city and district again',
  zipInvalid: 'The postcode has 6 digits',
  notFound: 'This address does not exist',
  limit: 'You can keep at most {{max}} addresses; please delete one first',
  saved: 'Saved',
  set: 'Set',
  deleted: 'Deleted',
  setFailed: 'Failed to set, try again later',
  deleteFailed: 'Deletion failed, try again later',
  saveFailed: 'Submit failed, try later',
  listFailed: 'Failed to get list',
  regionsFailed: 'District acquisition failure',
};
export type AddressMessages = typeof en;

const cn: AddressMessages = {
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

const tw: AddressMessages = {
  consigneeRequired: '請輸入收貨人姓名',
  consigneeTooLong: '收貨人姓名最多30個字元',
  detailsRequired: '請輸入詳細地址',
  detailsTooLong: '詳細地址最多120個字元',
  regionRequired: '請選擇省、市、區',
  regionInvalid: '請重新選擇省、市、區',
  zipInvalid: '郵遞區號為6位數字',
  notFound: '該地址不存在',
  limit: '最多可儲存{{max}}個地址，請先刪除一個',
  saved: '儲存成功',
  set: '設定成功',
  deleted: '刪除成功',
  setFailed: '設定失敗，請稍後重試',
  deleteFailed: '刪除失敗，請稍後重試',
  saveFailed: '提交失敗，請稍後重試',
  listFailed: '取得列表失敗',
  regionsFailed: '地區取得失敗',
};

export const addressMessages = { cn, tw, en };

const fieldsEn = {
  consignee: 'consignee',
  province: 'province',
  city: 'city',
  area: 'district',
  address_details: 'detailed address',
  zip_code: 'postcode',
  is_default: 'default address',
  pid: 'region',
};
export const addressFields: Record<'cn' | 'tw' | 'en', typeof fieldsEn> = {
  en: fieldsEn,
  cn: {
    consignee: '收货人',
    province: '省份',
    city: '城市',
    area: '区县',
    address_details: '详细地址',
    zip_code: '邮政编码',
    is_default: '默认地址',
    pid: '地区',
  },
  tw: {
    consignee: '收貨人',
    province: '省份',
    city: '城市',
    area: '區縣',
    address_details: '詳細地址',
    zip_code: '郵遞區號',
    is_default: '預設地址',
    pid: '地區',
  },
};
