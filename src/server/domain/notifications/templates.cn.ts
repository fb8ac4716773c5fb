import type { NotifyTemplates } from './templates.en';

export const notifyCn: NotifyTemplates = {
  brand: '蓬莱崖畔酒庄',
  smsSign: '【蓬莱崖畔酒庄】',
  footer: '您收到此消息，是因为您在蓬莱崖畔酒庄的账户。可在个人中心的“消息通知”中选择接收哪些消息。',
  'order.placed': {
    sms: '订单{{orderNo}}已提交，金额¥{{amount}}，请于{{payBy}}（北京时间）前付款。',
    subject: '订单 {{orderNo}} 已提交',
    text: '感谢您的订单 {{orderNo}}。\n\n合计：¥{{amount}}。请于 {{payBy}}（北京时间）前付款，逾期未付的订单将自动关闭。',
  },
  'order.paid': {
    sms: '订单{{orderNo}}已付款¥{{amount}}，我们将尽快发货。',
    subject: '订单 {{orderNo}} 付款成功',
    text: '我们已收到订单 {{orderNo}} 的付款 ¥{{amount}}。\n\n我们正在为您打包，发货后会通知您。',
  },
  'order.shipped': {
    sms: '订单{{orderNo}}已发货，{{carrier}}运单号{{trackingNo}}。',
    subject: '订单 {{orderNo}} 已发货',
    text: '您的订单 {{orderNo}} 已发货。\n\n快递公司：{{carrier}}\n运单号：{{trackingNo}}\n\n可在订单页面查看物流。',
  },
  'order.delivered': {
    sms: '订单{{orderNo}}已签收，祝您品饮愉快！',
    subject: '订单 {{orderNo}} 已签收',
    text: '您的订单 {{orderNo}} 已送达并确认收货。\n\n祝您品饮愉快。',
  },
  'order.refundApproved': {
    sms: '订单{{orderNo}}的退款申请已通过，¥{{amount}}正在退回。',
    subject: '订单 {{orderNo}} 退款已通过',
    text: '您的订单 {{orderNo}} 的退款申请已通过。\n\n¥{{amount}} 正在原路退回，到账后我们会通知您。',
  },
  'order.refundRejected': {
    sms: '订单{{orderNo}}的退款申请未通过，详情请见订单页面。',
    subject: '订单 {{orderNo}} 退款申请未通过',
    text: '您的订单 {{orderNo}} 的退款申请未通过。\n\n原因请见订单页面，如有疑问请联系客服。',
  },
  'order.cancelledRefunding': {
    sms: '订单{{orderNo}}已取消，¥{{amount}}正在退回。',
    subject: '订单 {{orderNo}} 已取消',
    text: '您的订单 {{orderNo}} 已取消。\n\n¥{{amount}} 正在原路退回，到账后我们会通知您。',
  },
  'order.moneyBack': {
    sms: '订单{{orderNo}}的退款¥{{amount}}已退回您的账户。',
    subject: '订单 {{orderNo}} 退款已到账',
    text: '订单 {{orderNo}} 的退款 ¥{{amount}} 已原路退回您的账户。',
  },
  'booking.confirmed': {
    sms: '预约{{orderNo}}已确认：{{title}}，{{when}}。',
    subject: '预约 {{orderNo}} 已确认',
    text: '您的预约 {{orderNo}} 已确认。\n\n{{title}}\n{{when}}\n人数：{{guests}}\n\n地址：{{address}}',
  },
  'booking.moved': {
    sms: '预约{{orderNo}}已改期：{{title}}，改为{{when}}。',
    subject: '预约 {{orderNo}} 已改期',
    text: '您的预约 {{orderNo}} 已改到新的日期。\n\n{{title}}\n{{when}}\n人数：{{guests}}\n\n地址：{{address}}',
  },
  'booking.cancelled': {
    sms: '预约{{orderNo}}（{{title}}，{{when}}）已取消。',
    subject: '预约 {{orderNo}} 已取消',
    text: '您的预约 {{orderNo}} 已取消。\n\n{{title}}\n{{when}}\n\n如有应退款项，将原路退回。',
  },
  'booking.reminder': {
    sms: '温馨提醒：明天{{when}}，{{title}}。地址：{{address}}。{{directions}}',
    subject: '明天见：{{title}}',
    text: '提醒您明天的预约 {{orderNo}}。\n\n{{title}}\n{{when}}\n人数：{{guests}}\n\n地址：{{address}}\n\n交通指引：\n{{gettingThere}}',
  },
};
