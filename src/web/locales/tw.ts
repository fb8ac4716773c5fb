import { tw as messages } from '../../contract/messages/tw';
import { chromeTw } from './chrome.tw';
import { accountTw } from './account.tw';
import { contentTw } from './content.tw';
import { siteTw } from './site.tw';
import { wineTw } from './wine.tw';
import { addressBookTw } from './address-book.tw';
import { personalTw } from './personal.tw';
import { messagesUiTw } from './messages-ui.tw';
import { aftersalesTw } from './aftersales.tw';
import { wechatTw } from './wechat.tw';
import { paymentTw } from './payment.tw';
import { visitUiTw } from './visit-ui.tw';
import { stayUiTw } from './stay-ui.tw';
import { shopTw } from './shop.tw';
import { ordersTw } from './orders.tw';
import { invoiceUiTw } from './invoice-ui.tw';
import { gettingThereTw } from './getting-there.tw';
import { phoneTw } from './phone.tw';
import type { UiDict } from './en';

const tw: UiDict = {
  ...messages,
  account: accountTw,
  content: contentTw,
  site: { ...siteTw, wine: wineTw },
  addressBook: addressBookTw,
  personal: { ...personalTw, messages: messagesUiTw },
  aftersales: aftersalesTw,
  wechatSignIn: wechatTw,
  pay: paymentTw,
  visitUi: visitUiTw,
  stayUi: stayUiTw,
  shop: shopTw,
  orders: ordersTw,
  invoiceUi: invoiceUiTw,
  gettingThere: gettingThereTw,
  phone: phoneTw,
  ...chromeTw,
};

export default tw;
