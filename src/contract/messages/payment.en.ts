/** Messages of payment (spec §4 Payment, §8), as `payment.*`; method names as `payment.method.*`. */
export const paymentEn = {
  orderNotFound: 'No order information yet',
  notPayable: 'This order can no longer be paid',
  expired: 'Order timeout!',
  alreadyPaid: 'This order has already been paid',
  methodUnavailable: 'This payment method is not available here',
  wechatRequired: 'To pay inside WeChat, please sign in with WeChat first',
  providerFailed: 'The payment could not be started, please try again later',
  tooManyAttempts: 'Too many payment attempts, please try again later',
  notPaid: 'Order not paid successfully',
  moneyRefundNotFound: 'There is no refund with this number',
  moneyRefundNotEscalated: 'This refund is not waiting for staff: only a refund the provider could not make can be sent again',
  method: {
    jsapi: 'WeChat Pay',
    native: 'WeChat Pay (scan the QR code)',
    h5: 'WeChat Pay (open the WeChat app)',
    sandbox: 'Sandbox payment (development)',
  },
};
