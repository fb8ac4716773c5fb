import type { validationEn } from './validation.en';

export const validationTw: typeof validationEn = {
  phone: '請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼',
  email: '電子郵件格式不正確',
  account: '請填寫手機號碼或電子郵件',
  password: '請輸入6-18位密碼',
  confirmRequired: '請確認密碼',
  confirmMismatch: '兩次輸入的密碼不一致',
  codeRequired: '請輸入驗證碼',
  codeWrong: '驗證碼不正確',
};
