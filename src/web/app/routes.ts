import type { ComponentType } from 'react';
import { paths, type RouteName } from '../lib/paths';

export interface RouteDef {
  name: RouteName;
  path: string;
  /** login-required (spec §2) */
  auth: boolean;
  /** kept alive: state and scroll survive leaving and coming back */
  keepAlive: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

type Loader = RouteDef['load'];
const comingSoon: Loader = () => import('../features/coming-soon/coming-soon.view');
const home: Loader = () => import('../features/home/home.view');

const KEPT_ALIVE: RouteName[] = ['home', 'brand', 'garden', 'winery', 'contact', 'house', 'experience', 'news'];
const LOGIN_REQUIRED: RouteName[] = [
  'calendar', 'reserveInfo', 'houseList', 'settledInfo', 'houseOrderPay', 'stayOrderPay', 'VWxPay',
  'VpayStatus', 'subscribeList', 'stayList', 'cart', 'orderSubmit', 'orderDetail', 'orderDetail_after',
  'orderPay', 'WxPay', 'payStatus', 'logistics', 'userInfo', 'address', 'orderList',
];
/** Screens built so far; the rest show "coming soon" until their issue lands. */
const SCREENS: Partial<Record<RouteName, Loader>> = { home };

export const ROUTES: RouteDef[] = (Object.keys(paths) as RouteName[]).map((name) => ({
  name,
  path: paths[name],
  auth: LOGIN_REQUIRED.includes(name),
  keepAlive: KEPT_ALIVE.includes(name),
  load: SCREENS[name] ?? comingSoon,
}));

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}
