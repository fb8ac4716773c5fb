import { addressFields, addressMessages } from './address';
import { authFields, authMessages } from './auth';
import { profileFields, profileMessages } from './profile';
import { wechatMessages } from './wechat';
import { contactMessages, contentFields, shareMessages } from './contact';
import { paymentMessages } from './payment';
import { shopFields, shopMessages } from './shop';
import { aftersalesFields, aftersalesSections } from './aftersales';
import type { Messages } from './en';

export const tw: Messages = {
  error: {
    requestFailed: '請求失敗',
    loginFirst: '請先登錄',
    invalidField: '請檢查欄位：{{field}}',
    notFound: '所請求的內容不存在',
    tooManyRequests: '請求過於頻繁，請稍後再試',
    server: '提交失敗，請稍後再試',
    timeout: '請求逾時，請重試',
    network: '網路不可用，請重試',
  },
  validation: {
    phone: '請填寫正確的手機號碼',
    email: '電子郵件格式不正確',
    account: '請填寫手機號碼或電子郵件',
    password: '請輸入6-18位密碼',
    confirmRequired: '請確認密碼',
    confirmMismatch: '兩次輸入的密碼不一致',
    codeRequired: '請輸入驗證碼',
    codeWrong: '驗證碼不正確',
  },
  address: addressMessages.tw,
  auth: authMessages.tw,
  profile: profileMessages.tw,
  wechat: wechatMessages.tw,
  contact: contactMessages.tw,
  payment: paymentMessages.tw,
  share: shareMessages.tw,
  ...shopMessages.tw,
  ...aftersalesSections.tw,
  field: {
    ...addressFields.tw,
    ...authFields.tw,
    ...profileFields.tw,
    ...contentFields.tw,
    ...shopFields.tw,
    ...aftersalesFields.tw,
    lang: '語言',
  },
};
