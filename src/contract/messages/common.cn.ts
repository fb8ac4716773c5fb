import type { commonEn } from './common.en';

export const commonCn: typeof commonEn = {
  error: {
    requestFailed: '请求失败',
    loginFirst: '请先登录',
    invalidField: '请检查字段：{{field}}',
    notFound: '所请求的内容不存在',
    tooManyRequests: '请求过于频繁，请稍后再试',
    server: '提交失败，请稍后再试',
    timeout: '请求超时，请重试',
    network: '网络不可用，请重试',
  },
};
