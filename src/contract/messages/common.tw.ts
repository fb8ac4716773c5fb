import type { commonEn } from './common.en';

export const commonTw: typeof commonEn = {
  error: {
    requestFailed: '請求失敗',
    loginFirst: '請先登入',
    invalidField: '請檢查欄位：{{field}}',
    notFound: '所請求的內容不存在',
    tooManyRequests: '請求過於頻繁，請稍後再試',
    server: '提交失敗，請稍後再試',
    timeout: '請求逾時，請重試',
    network: '網路不可用，請重試',
  },
};
