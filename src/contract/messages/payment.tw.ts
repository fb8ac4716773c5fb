import type { paymentEn } from './payment.en';

export const paymentTw: typeof paymentEn = {
  orderNotFound: '暫無訂單資訊',
  notPayable: '該訂單已無法支付',
  expired: '訂單逾時！',
  alreadyPaid: '該訂單已支付',
  methodUnavailable: '此處無法使用該支付方式',
  wechatRequired: '在微信內支付，請先使用微信登入',
  providerFailed: '無法發起支付，請稍後再試',
  tooManyAttempts: '支付嘗試次數過多，請稍後再試',
  notPaid: '訂單未支付成功',
  moneyRefundNotFound: '沒有此退款單號的退款',
  moneyRefundNotEscalated: '此退款無需人工處理：只有支付平台無法完成的退款才能重新發送',
  method: {
    jsapi: '微信支付',
    native: '微信支付（掃碼）',
    h5: '微信支付（開啟微信）',
    sandbox: '沙盒支付（開發環境）',
  },
};
