import type { paymentEn } from './payment.en';

export const paymentCn: typeof paymentEn = {
  orderNotFound: '暂无订单信息',
  notPayable: '该订单已无法支付',
  expired: '订单超时！',
  alreadyPaid: '该订单已支付',
  methodUnavailable: '此处无法使用该支付方式',
  wechatRequired: '在微信内支付，请先使用微信登录',
  providerFailed: '无法发起支付，请稍后再试',
  tooManyAttempts: '支付尝试次数过多，请稍后再试',
  notPaid: '订单未支付成功',
  moneyRefundNotFound: '没有此退款单号的退款',
  moneyRefundNotEscalated: '此退款无需人工处理：只有支付平台无法完成的退款才能重新发送',
  method: {
    jsapi: '微信支付',
    native: '微信支付（扫码）',
    h5: '微信支付（打开微信）',
    sandbox: '沙箱支付（开发环境）',
  },
};
