import type { addressEn, addressFieldsEn } from './address.en';

export const addressTw: typeof addressEn = {
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
export const addressFieldsTw: typeof addressFieldsEn = {
  consignee: '收貨人',
  province: '省份',
  city: '城市',
  area: '區縣',
  address_details: '詳細地址',
  zip_code: '郵遞區號',
  is_default: '預設地址',
  pid: '地區',
};
