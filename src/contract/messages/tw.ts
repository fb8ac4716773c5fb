import { addressTw, addressFieldsTw } from './address.tw';
import { authTw, authFieldsTw } from './auth.tw';
import { profileTw, profileFieldsTw } from './profile.tw';
import { wechatTw } from './wechat.tw';
import { contactTw, contentFieldsTw, shareTw } from './contact.tw';
import { paymentTw } from './payment.tw';
import { shopTw, shopFieldsTw } from './shop.tw';
import { aftersalesTw, aftersalesFieldsTw } from './aftersales.tw';
import { commonTw } from './common.tw';
import { validationTw } from './validation.tw';
import { stayTw } from './stay.tw';
import { bookingTw, bookingFieldsTw } from './booking.tw';
import { staffAuthTw } from './staff-auth.tw';
import { staffWorkTw } from './staff-work.tw';
import { staffContentTw } from './staff-content.tw';
import { staffLifecycleTw } from './staff-lifecycle.tw';
import { staffCatalogueTw } from './staff-catalogue.tw';
import { wineSearchTw } from './wine-search.tw';
import { memberMessagesTw } from './member-messages.tw';
import { invoiceTw } from './invoice.tw';
import { guestCartTw } from './guest-cart.tw';
import type { Messages } from './en';

export const tw: Messages = {
  ...commonTw,
  validation: validationTw,
  address: addressTw,
  auth: authTw,
  profile: profileTw,
  wechat: wechatTw,
  contact: contactTw,
  payment: paymentTw,
  share: shareTw,
  ...shopTw,
  ...aftersalesTw,
  stay: stayTw,
  booking: bookingTw,
  staffWork: staffWorkTw,
  staffContent: staffContentTw,
  staffLifecycle: staffLifecycleTw,
  staffCatalogue: staffCatalogueTw,
  wineSearch: wineSearchTw,
  memberMessages: memberMessagesTw,
  invoice: invoiceTw,
  guestCart: guestCartTw,
  staffAuth: staffAuthTw,
  field: {
    ...bookingFieldsTw,
    ...addressFieldsTw,
    ...authFieldsTw,
    ...profileFieldsTw,
    ...contentFieldsTw,
    ...shopFieldsTw,
    ...aftersalesFieldsTw,
    lang: '語言',
  },
};
