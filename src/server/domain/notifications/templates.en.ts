/**
 * The messages that follow an order and a booking, in English (the shape every language
 * follows). `{{name}}` is filled from the event's parameters; `sms` is one short text, `text` the
 * email's plain-text body (paragraphs split by blank lines; the HTML part is made from it).
 */
export const notifyEn = {
  brand: 'Penglai Cliffside Estate',
  smsSign: '[Penglai Cliffside Estate]',
  footer: 'You receive this message because of your account at Penglai Cliffside Estate. Choose which messages you receive in your personal centre under "Messages".',
  'order.placed': {
    sms: 'Order {{orderNo}} placed: ¥{{amount}}. Please pay by {{payBy}} (Beijing time).',
    subject: 'Order {{orderNo}} placed',
    text: 'Thank you for your order {{orderNo}}.\n\nTotal: ¥{{amount}}. Please pay by {{payBy}} (Beijing time); an unpaid order is closed after that.',
  },
  'order.paid': {
    sms: 'Payment for order {{orderNo}} received: ¥{{amount}}. We will ship it soon.',
    subject: 'Payment received for order {{orderNo}}',
    text: 'We received your payment of ¥{{amount}} for order {{orderNo}}.\n\nWe are packing your wine and will tell you when it ships.',
  },
  'order.shipped': {
    sms: 'Order {{orderNo}} has shipped with {{carrier}}, tracking number {{trackingNo}}.',
    subject: 'Order {{orderNo}} has shipped',
    text: 'Your order {{orderNo}} is on its way.\n\nCarrier: {{carrier}}\nTracking number: {{trackingNo}}\n\nYou can follow it on the order page.',
  },
  'order.delivered': {
    sms: 'Order {{orderNo}} has been delivered. Enjoy your wine!',
    subject: 'Order {{orderNo}} delivered',
    text: 'Your order {{orderNo}} has been delivered and received.\n\nWe hope you enjoy the wine.',
  },
  'order.refundApproved': {
    sms: 'Your refund for order {{orderNo}} was approved; ¥{{amount}} is on its way back to you.',
    subject: 'Refund approved for order {{orderNo}}',
    text: 'Your refund request for order {{orderNo}} was approved.\n\n¥{{amount}} is on its way back to the account you paid with; we will tell you when it has arrived.',
  },
  'order.refundRejected': {
    sms: 'Your refund request for order {{orderNo}} was declined. See the order page for details.',
    subject: 'Refund request for order {{orderNo}} declined',
    text: 'Your refund request for order {{orderNo}} was declined.\n\nThe order page says why; our service team is glad to help.',
  },
  'order.cancelledRefunding': {
    sms: 'Order {{orderNo}} was cancelled; ¥{{amount}} is on its way back to you.',
    subject: 'Order {{orderNo}} cancelled',
    text: 'Your order {{orderNo}} was cancelled.\n\n¥{{amount}} is on its way back to the account you paid with; we will tell you when it has arrived.',
  },
  'order.moneyBack': {
    sms: 'The refund of ¥{{amount}} for order {{orderNo}} has been returned to your account.',
    subject: 'Money returned for order {{orderNo}}',
    text: 'The refund of ¥{{amount}} for order {{orderNo}} has been returned to the account you paid with.',
  },
  'booking.confirmed': {
    sms: 'Booking {{orderNo}} confirmed: {{title}}, {{when}}.',
    subject: 'Booking {{orderNo}} confirmed',
    text: 'Your booking {{orderNo}} is confirmed.\n\n{{title}}\n{{when}}\nGuests: {{guests}}\n\nAddress: {{address}}',
  },
  'booking.moved': {
    sms: 'Booking {{orderNo}} moved: {{title}}, now {{when}}.',
    subject: 'Booking {{orderNo}}: new date',
    text: 'Your booking {{orderNo}} has a new date.\n\n{{title}}\n{{when}}\nGuests: {{guests}}\n\nAddress: {{address}}',
  },
  'booking.cancelled': {
    sms: 'Booking {{orderNo}} ({{title}}, {{when}}) was cancelled.',
    subject: 'Booking {{orderNo}} cancelled',
    text: 'Your booking {{orderNo}} was cancelled.\n\n{{title}}\n{{when}}\n\nAny refund due goes back to the account you paid with.',
  },
  'booking.reminder': {
    sms: 'Reminder: {{title}} tomorrow, {{when}}. {{address}}. {{directions}}',
    subject: 'See you tomorrow: {{title}}',
    text: 'A reminder of your booking {{orderNo}} tomorrow.\n\n{{title}}\n{{when}}\nGuests: {{guests}}\n\nAddress: {{address}}\n\nGetting there:\n{{gettingThere}}',
  },
};

export type NotifyTemplates = typeof notifyEn;
