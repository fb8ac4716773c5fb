import type { ComponentType } from 'react';
import type { StringsPart } from '../lib/i18n';
import { paths, type RouteName } from '../lib/paths';

export interface RouteDef {
  name: RouteName;
  path: string;
  /** login-required (spec §2) */
  auth: boolean;
  /** kept alive: state and scroll survive leaving and coming back */
  keepAlive: boolean;
  /** the part of the dictionary the screen waits for beyond the first-visit strings (src/web/locales/first.*.ts) */
  strings: StringsPart;
  load: () => Promise<{ default: ComponentType }>;
}

type Loader = RouteDef['load'];
const home: Loader = () => import('../features/home/home.view');
const userInfo: Loader = () => import('../features/profile/user-info.view');
const address: Loader = () => import('../features/address/address.view');
const login: Loader = () => import('../features/account/login.view');
const wechatSignIn: Loader = () => import('../features/wechat/wechat-sign-in.view');
const wechatBind: Loader = () => import('../features/wechat/wechat-bind.view');
/** The design-system page: development only (below), so a production build has no chunk for it. */
const demo: Loader = () => import('../features/demo/demo.view');

const KEPT_ALIVE: RouteName[] = ['home', 'brand', 'garden', 'winery', 'contact', 'house', 'experience', 'news'];
/** /cart is not here: a guest sees the cart kept in the browser (issue 16) */
const LOGIN_REQUIRED: RouteName[] = [
  'calendar', 'reserveInfo', 'houseList', 'settledInfo', 'houseOrderPay', 'stayOrderPay', 'VWxPay',
  'VpayStatus', 'subscribeList', 'stayList', 'orderSubmit', 'orderDetail', 'orderDetail_after',
  'orderPay', 'WxPay', 'payStatus', 'logistics', 'userInfo', 'address', 'orderList',
];
/** The content screens (news, brand, vineyard, report, winery, villa, experience, contact, and the design system's demo). */
const CONTENT_SCREENS = {
  news: () => import('../features/news/news.view'),
  brand: () => import('../features/brand/brand.view'),
  garden: () => import('../features/garden/garden.view'),
  reportDetails: () => import('../features/report/report.view'),
  winery: () => import('../features/winery/winery.view'),
  house: () => import('../features/house/house.view'),
  experience: () => import('../features/experience/experience.view'),
  contact: () => import('../features/contact/contact.view'),
  demo: import.meta.env.DEV ? demo : () => Promise.reject(new Error('/demo is for development')),
} satisfies Partial<Record<RouteName, Loader>>;
/** The wine screens of the public site. */
const WINE_SCREENS = {
  series: () => import('../features/wine/series.view'),
  seriesDetail: () => import('../features/wine/series-detail.view'),
  activeDetail: () => import('../features/wine/active-detail.view'),
} satisfies Partial<Record<RouteName, Loader>>;
/** The after-sales screens: refund request and logistics. */
const AFTERSALES_SCREENS = {
  orderDetail_after: () => import('../features/aftersales/refund.view'),
  logistics: () => import('../features/aftersales/logistics.view'),
} satisfies Partial<Record<RouteName, Loader>>;
/** The cart, checkout and goods order screens. */
const SHOP_SCREENS = {
  cart: () => import('../features/cart/cart.view'),
  orderSubmit: () => import('../features/checkout/order-submit.view'),
  orderList: () => import('../features/orders/order-list.view'),
  orderDetail: () => import('../features/orders/order-detail.view'),
} satisfies Partial<Record<RouteName, Loader>>;
/** The payment screens: /orderPay chooses, /WxPay resumes the attempt in flight. */
const PAYMENT_SCREENS = {
  orderPay: () => import('../features/payment/pay.view'),
  WxPay: () => import('../features/payment/pay.view'),
  payStatus: () => import('../features/payment/pay-status.view'),
  // bookings: visits and dinners pay on /VWxPay, stays on /houseOrderPay (choose and resume on one screen)
  VWxPay: () => import('../features/payment/pay.view'),
  houseOrderPay: () => import('../features/payment/pay.view'),
  VpayStatus: () => import('../features/payment/pay-status.view'),
  stayOrderPay: () => import('../features/payment/pay-status.view'),
} satisfies Partial<Record<RouteName, Loader>>;
/** Visits and dinners: the hub, the visit, its booking form, the restaurant and my visits. */
const VISIT_SCREENS = {
  reservation: () => import('../features/visit/reservation.view'),
  visitBooking: () => import('../features/visit/visit-booking.view'),
  reserveInfo: () => import('../features/visit/reserve-info.view'),
  restaurant: () => import('../features/visit/restaurant.view'),
  subscribeList: () => import('../features/visit/subscribe-list.view'),
} satisfies Partial<Record<RouteName, Loader>>;
/** Villa stays and the shared calendar: landing, hotel, dates (and a visit's day and slot), rooms, guest details, my stays. */
const STAY_SCREENS = {
  houseInfo: () => import('../features/stay/house-info.view'),
  hotelInfo: () => import('../features/stay/hotel-info.view'),
  calendar: () => import('../features/stay/calendar.view'),
  houseList: () => import('../features/stay/house-list.view'),
  settledInfo: () => import('../features/stay/settled-info.view'),
  stayList: () => import('../features/stay/stay-list.view'),
} satisfies Partial<Record<RouteName, Loader>>;
/** Every route's screen: the type insists on one for each path. */
const SCREENS: Record<RouteName, Loader> = { ...CONTENT_SCREENS, ...WINE_SCREENS, ...AFTERSALES_SCREENS, ...SHOP_SCREENS, ...PAYMENT_SCREENS, ...VISIT_SCREENS, ...STAY_SCREENS, home, userInfo, address, login, wxLogin: wechatSignIn, wxCode: wechatSignIn, wxAuth: wechatSignIn, wxBind: wechatBind };

/** The design-system page is for development (`npm run dev:web`): a production build leaves it, and its chunk, out. */
const DEV_ONLY: RouteName[] = ['demo'];

export const ROUTES: RouteDef[] = (Object.keys(paths) as RouteName[])
  .filter((name) => import.meta.env.DEV || !DEV_ONLY.includes(name))
  .map((name) => ({
    name,
    path: paths[name],
    auth: LOGIN_REQUIRED.includes(name),
    keepAlive: KEPT_ALIVE.includes(name),
    strings: name === 'home' ? 'first' : name in CONTENT_SCREENS ? 'content' : 'all',
    load: SCREENS[name],
  }));

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}
