import { cn as messages } from '../../contract/messages/cn';
import { chromeCn } from './chrome.cn';
import { accountCn } from './account.cn';
import { contentCn } from './content.cn';
import { siteCn } from './site.cn';
import { wineCn } from './wine.cn';
import { addressBookCn } from './address-book.cn';
import { personalCn } from './personal.cn';
import { messagesUiCn } from './messages-ui.cn';
import { aftersalesCn } from './aftersales.cn';
import { wechatCn } from './wechat.cn';
import { paymentCn } from './payment.cn';
import { visitUiCn } from './visit-ui.cn';
import { stayUiCn } from './stay-ui.cn';
import { shopCn } from './shop.cn';
import { ordersCn } from './orders.cn';
import { invoiceUiCn } from './invoice-ui.cn';
import { gettingThereCn } from './getting-there.cn';
import { phoneCn } from './phone.cn';
import type { UiDict } from './en';

const cn: UiDict = {
  ...messages,
  account: accountCn,
  content: contentCn,
  site: { ...siteCn, wine: wineCn },
  addressBook: addressBookCn,
  personal: { ...personalCn, messages: messagesUiCn },
  aftersales: aftersalesCn,
  wechatSignIn: wechatCn,
  pay: paymentCn,
  visitUi: visitUiCn,
  stayUi: stayUiCn,
  shop: shopCn,
  orders: ordersCn,
  invoiceUi: invoiceUiCn,
  gettingThere: gettingThereCn,
  phone: phoneCn,
  ...chromeCn,
};

export default cn;
