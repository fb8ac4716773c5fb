import { addressFields, addressMessages } from './address';
import { authFields, authMessages } from './auth';
import { profileFields, profileMessages } from './profile';
import { wechatMessages } from './wechat';
import { contactMessages, contentFields, shareMessages } from './contact';
import { paymentMessages } from './payment';
import { shopFields, shopMessages } from './shop';
import { aftersalesFields, aftersalesSections } from './aftersales';
/** Messages shared by server (`msg` of the envelope) and browser (spec §5, §8). */
export const en = {
  error: {
    requestFailed: 'The request failed',
    loginFirst: 'Please login first',
    invalidField: 'Please check the field: {{field}}',
    notFound: 'The requested item does not exist',
    tooManyRequests: 'Too many requests, please try again later',
    server: 'Submit failed, try later',
    timeout: 'The request timed out, please try again',
    network: 'The network is unavailable, please try again',
  },
  validation: {
    phone: 'Please fill in the correct phone number',
    email: 'Incorrect email format',
    account: 'Please fill in the phone number or email address',
    password: 'Please enter a 6-18 digit password',
    confirmRequired: 'Please confirm the password',
    confirmMismatch: 'The two password inputs are inconsistent',
    codeRequired: 'Please enter the verification code',
    codeWrong: 'Verification code incorrect',
  },
  address: addressMessages.en,
  auth: authMessages.en,
  profile: profileMessages.en,
  wechat: wechatMessages.en,
  contact: contactMessages.en,
  payment: paymentMessages.en,
  share: shareMessages.en,
  ...shopMessages.en,
  ...aftersalesSections.en,
  field: {
    ...addressFields.en,
    ...authFields.en,
    ...profileFields.en,
    ...contentFields.en,
    ...shopFields.en,
    ...aftersalesFields.en,
    lang: 'language',
  },
};
export type Messages = typeof en;
