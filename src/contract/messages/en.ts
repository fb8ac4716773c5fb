import { addressEn, addressFieldsEn } from './address.en';
import { authEn, authFieldsEn } from './auth.en';
import { profileEn, profileFieldsEn } from './profile.en';
import { wechatEn } from './wechat.en';
import { contactEn, contentFieldsEn, shareEn } from './contact.en';
import { paymentEn } from './payment.en';
import { shopEn, shopFieldsEn } from './shop.en';
import { aftersalesEn, aftersalesFieldsEn } from './aftersales.en';
import { commonEn } from './common.en';
import { validationEn } from './validation.en';
import { stayEn } from './stay.en';
import { bookingEn, bookingFieldsEn } from './booking.en';
import { staffAuthEn } from './staff-auth.en';
import { staffWorkEn } from './staff-work.en';
import { staffContentEn } from './staff-content.en';
import { staffLifecycleEn } from './staff-lifecycle.en';
import { staffCatalogueEn } from './staff-catalogue.en';
import { wineSearchEn } from './wine-search.en';
import { memberMessagesEn } from './member-messages.en';
import { invoiceEn } from './invoice.en';
import { guestCartEn } from './guest-cart.en';
/** Messages shared by server (`msg` of the envelope) and browser (spec §5, §8). */
export const en = {
  ...commonEn,
  validation: validationEn,
  address: addressEn,
  auth: authEn,
  profile: profileEn,
  wechat: wechatEn,
  contact: contactEn,
  payment: paymentEn,
  share: shareEn,
  ...shopEn,
  ...aftersalesEn,
  stay: stayEn,
  booking: bookingEn,
  staffWork: staffWorkEn,
  staffContent: staffContentEn,
  staffLifecycle: staffLifecycleEn,
  staffCatalogue: staffCatalogueEn,
  wineSearch: wineSearchEn,
  memberMessages: memberMessagesEn,
  invoice: invoiceEn,
  guestCart: guestCartEn,
  staffAuth: staffAuthEn,
  field: {
    ...bookingFieldsEn,
    ...addressFieldsEn,
    ...authFieldsEn,
    ...profileFieldsEn,
    ...contentFieldsEn,
    ...shopFieldsEn,
    ...aftersalesFieldsEn,
    lang: 'language',
  },
};
export type Messages = typeof en;
