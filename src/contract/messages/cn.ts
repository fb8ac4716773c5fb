import { addressCn, addressFieldsCn } from './address.cn';
import { authCn, authFieldsCn } from './auth.cn';
import { profileCn, profileFieldsCn } from './profile.cn';
import { wechatCn } from './wechat.cn';
import { contactCn, contentFieldsCn, shareCn } from './contact.cn';
import { paymentCn } from './payment.cn';
import { shopCn, shopFieldsCn } from './shop.cn';
import { aftersalesCn, aftersalesFieldsCn } from './aftersales.cn';
import { commonCn } from './common.cn';
import { validationCn } from './validation.cn';
import { stayCn } from './stay.cn';
import { bookingCn, bookingFieldsCn } from './booking.cn';
import { staffAuthCn } from './staff-auth.cn';
import { staffWorkCn } from './staff-work.cn';
import { staffContentCn } from './staff-content.cn';
import { staffLifecycleCn } from './staff-lifecycle.cn';
import { staffCatalogueCn } from './staff-catalogue.cn';
import { wineSearchCn } from './wine-search.cn';
import { memberMessagesCn } from './member-messages.cn';
import { invoiceCn } from './invoice.cn';
import { guestCartCn } from './guest-cart.cn';
import type { Messages } from './en';

export const cn: Messages = {
  ...commonCn,
  validation: validationCn,
  address: addressCn,
  auth: authCn,
  profile: profileCn,
  wechat: wechatCn,
  contact: contactCn,
  payment: paymentCn,
  share: shareCn,
  ...shopCn,
  ...aftersalesCn,
  stay: stayCn,
  booking: bookingCn,
  staffWork: staffWorkCn,
  staffContent: staffContentCn,
  staffLifecycle: staffLifecycleCn,
  staffCatalogue: staffCatalogueCn,
  wineSearch: wineSearchCn,
  memberMessages: memberMessagesCn,
  invoice: invoiceCn,
  guestCart: guestCartCn,
  staffAuth: staffAuthCn,
  field: {
    ...bookingFieldsCn,
    ...addressFieldsCn,
    ...authFieldsCn,
    ...profileFieldsCn,
    ...contentFieldsCn,
    ...shopFieldsCn,
    ...aftersalesFieldsCn,
    lang: '语言',
  },
};
