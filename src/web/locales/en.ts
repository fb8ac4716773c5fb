import { en as messages } from '../../contract/messages/en';
import { chromeEn } from './chrome.en';
import { accountEn } from './account.en';
import { contentEn } from './content.en';
import { siteEn } from './site.en';
import { wineEn } from './wine.en';
import { addressBookEn } from './address-book.en';
import { personalEn } from './personal.en';
import { messagesUiEn } from './messages-ui.en';
import { aftersalesEn } from './aftersales.en';
import { wechatEn } from './wechat.en';
import { paymentEn } from './payment.en';
import { visitUiEn } from './visit-ui.en';
import { stayUiEn } from './stay-ui.en';
import { shopEn } from './shop.en';
import { ordersEn } from './orders.en';
import { invoiceUiEn } from './invoice-ui.en';
import { gettingThereEn } from './getting-there.en';
import { phoneEn } from './phone.en';

/** English UI strings. cn.ts and tw.ts must have exactly the same keys (a test checks). */
const en = {
  ...messages,
  account: accountEn,
  content: contentEn,
  site: { ...siteEn, wine: wineEn },
  addressBook: addressBookEn,
  personal: { ...personalEn, messages: messagesUiEn },
  aftersales: aftersalesEn,
  wechatSignIn: wechatEn,
  pay: paymentEn,
  visitUi: visitUiEn,
  stayUi: stayUiEn,
  shop: shopEn,
  orders: ordersEn,
  invoiceUi: invoiceUiEn,
  gettingThere: gettingThereEn,
  phone: phoneEn,
  ...chromeEn,
};

export default en;
export type UiDict = typeof en;
