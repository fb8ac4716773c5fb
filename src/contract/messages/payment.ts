/** Messages of payment (spec §4 Payment, §8), as `payment.*`; method names as `payment.method.*`. */
const en = {
  orderNotFound: 'No order information yet',
  notPayable: 'This order can no longer be paid',
  expired: 'Order timeout!',
  alreadyPaid: 'This order has already been paid',
  methodUnavailable: 'This payment method is not available here',
  wechatRequired: 'To pay inside WeChat, please sign in with WeChat first',
  providerFailed: 'The payment could not be started, please try again later',
  tooManyAttempts: 'Too many payment attempts, please try again later',
  notPaid: 'Order not paid successfully',
  method: {
    jsapi: 'WeChat Pay',
    native: 'WeChat Pay (scan the QR code)',
    h5: 'WeChat Pay (open the WeChat app)',
    sandbox: 'Sandbox payment (development)',
  },
};
export type PaymentMessages = typeof en;

const cn: PaymentMessages = {
  orderNotFound: '暂无订单信息',
  notPayable: '该订单已无法支付',
  expired: '订单超时！',
  alreadyPaid: '该订单已支付',
  methodUnavailable: '此处无法使用该支付方式',
  wechatRequired: '在微信内支付，请先使用微信登录',
  providerFailed: '无法发起支付，请稍后再试',
  tooManyAttempts: '支付尝试次数过多，请稍后再试',
  notPaid: '订单未支付成功',
  method: {
    jsapi: '微信支付',
    native: '微信支付（扫码）',
    h5: '微信支付（打开微信）',
    sandbox: '沙盒支付（开发环境）',
  },
};

const tw: PaymentMessages = {
  orderNotFound: '暫無訂單資訊',
  notPayable: '該訂單已無法支付',
  expired: '訂單逾時！',
  alreadyPaid: '該訂單已支付',
  methodUnavailable: '此處無法使用該支付方式',
  wechatRequired: '在微信內支付，請先使用微信登入',
  providerFailed: '無法發起支付，請稍後再試',
  tooManyAttempts: '支付嘗試次數過多，請稍後再試',
  notPaid: '訂單未支付成功',
  method: {
    jsapi: '微信支付',
    native: '微信支付（掃碼）',
    h5: '微信支付（開啟微信）',
    sandbox: '沙盒支付（開發環境）',
  },
};

export const paymentMessages = { cn, tw, en };
