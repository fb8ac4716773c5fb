import type { PayableEntity } from '../../../contract/payment';
import type { UiKey, UiPluralKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/**
 * The pay screens of each kind of order (spec §2): goods orders choose on /orderPay, resume on
 * /WxPay and end on /payStatus; visits and dinners pay on /VWxPay and end on /VpayStatus; stays
 * pay on /houseOrderPay and end on /stayOrderPay. One payment machine runs them all; a flow
 * only says which entity is paid, where each step lives and how the screens word it.
 */
export interface PayFlow {
  entity: PayableEntity;
  /** where a method is chosen */
  choose: string;
  /** where an attempt in flight is resumed (JSAPI, QR, back from the provider) */
  resume: string;
  status: string;
  /** the member's list of such orders */
  list: string;
  /** one order of the list */
  detail: (orderNo: string) => string;
  /** where "continue" leads after paying or expiring */
  more: string;
  text: {
    title: UiKey;
    expiredBody: UiKey;
    myOrders: UiKey;
    more: UiKey;
    successBody: UiKey;
    /** the counted things in the summary ("2 bottles"), none for bookings */
    count: UiPluralKey | null;
  };
}

const goods: PayFlow = {
  entity: 'goods_order',
  choose: paths.orderPay,
  resume: paths.WxPay,
  status: paths.payStatus,
  list: paths.orderList,
  detail: (orderNo) => `${paths.orderDetail}?order_no=${encodeURIComponent(orderNo)}`,
  more: paths.series,
  text: {
    title: 'pay.title',
    expiredBody: 'pay.expiredBody',
    myOrders: 'pay.myOrders',
    more: 'pay.continueShopping',
    successBody: 'pay.status.successBody',
    count: 'pay.bottles',
  },
};

const bookingText: PayFlow['text'] = {
  title: 'visitUi.pay.title',
  expiredBody: 'visitUi.pay.expiredBody',
  myOrders: 'visitUi.pay.myVisits',
  more: 'visitUi.pay.more',
  successBody: 'visitUi.pay.successBody',
  count: null,
};

const visit: PayFlow = {
  entity: 'booking',
  choose: paths.VWxPay,
  resume: paths.VWxPay,
  status: paths.VpayStatus,
  list: paths.subscribeList,
  detail: (orderNo) => `${paths.subscribeList}?order_no=${encodeURIComponent(orderNo)}`,
  more: paths.reservation,
  text: bookingText,
};

const stay: PayFlow = {
  ...visit,
  choose: paths.houseOrderPay,
  resume: paths.houseOrderPay,
  status: paths.stayOrderPay,
  list: paths.stayList,
  detail: (orderNo) => `${paths.stayList}?order_no=${encodeURIComponent(orderNo)}`,
  more: paths.hotelInfo,
  text: { ...bookingText, myOrders: 'visitUi.pay.myStays' },
};

const FLOWS: PayFlow[] = [goods, visit, stay];

/** The flow a pay screen belongs to, by its path; goods orders for anything else. */
export function flowOf(path: string): PayFlow {
  return FLOWS.find((flow) => [flow.choose, flow.resume, flow.status].includes(path)) ?? goods;
}

/** A link to one of the flow's screens for an order. */
export function flowHref(path: string, orderNo: string): string {
  return `#${path}?order_no=${encodeURIComponent(orderNo)}`;
}
