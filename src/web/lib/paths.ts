/**
 * Every in-app path (spec §2), the one table instead of string URLs across the views.
 * Paths declare no parameters; screens read query fields such as Pid, id and openId.
 */
export const paths = {
  home: '/',
  brand: '/brand',
  garden: '/garden',
  reportDetails: '/reportDetails',
  winery: '/winery',
  contact: '/contact',
  house: '/house',
  experience: '/experience',
  reservation: '/reservation',
  visitBooking: '/visitBooking',
  restaurant: '/restaurant',
  series: '/series',
  seriesDetail: '/seriesDetail',
  activeDetail: '/activeDetail',
  login: '/login',
  wxLogin: '/wxLogin',
  wxCode: '/wxCode',
  wxAuth: '/wxAuth',
  wxBind: '/wxBind',
  news: '/news',
  demo: '/demo',
  houseInfo: '/houseInfo',
  hotelInfo: '/hotelInfo',
  calendar: '/calendar',
  reserveInfo: '/reserveInfo',
  houseList: '/houseList',
  settledInfo: '/settledInfo',
  houseOrderPay: '/houseOrderPay',
  stayOrderPay: '/stayOrderPay',
  VWxPay: '/VWxPay',
  VpayStatus: '/VpayStatus',
  subscribeList: '/subscribeList',
  stayList: '/stayList',
  cart: '/cart',
  orderSubmit: '/orderSubmit',
  orderDetail: '/orderDetail',
  orderDetail_after: '/orderDetail_after',
  orderPay: '/orderPay',
  WxPay: '/WxPay',
  payStatus: '/payStatus',
  logistics: '/logistics',
  userInfo: '/userInfo',
  address: '/address',
  orderList: '/orderList',
} as const;

export type RouteName = keyof typeof paths;

/** The separate shopping site for Hong Kong (spec §2), opened in a new tab. */
export const HK_SHOP_URL = 'https://hk.penglai-cliffside.example/';
