import type { ComponentType } from 'react';
import type { StaffPath } from '../../contract/staff-access';
import type { StaffKey } from '../lib/i18n';

/**
 * The console's routes (hash routes: `/staff/#/orders`), matched in this order by wouter's
 * `<Switch>`. Each screen is its own lazy chunk. `read` is the call the screen reads first: the
 * navigation shows a screen only to the roles `mayCall` lets make it, and the router shows the
 * "not allowed" panel instead of a screen the role may not read. `nav` puts it in the side
 * navigation (`href` for a route with parameters).
 */
export interface StaffRoute {
  path: string;
  read: StaffPath | null;
  title: StaffKey;
  nav?: { group: NavGroup; label: StaffKey; href?: string };
  load: () => Promise<{ default: ComponentType }>;
}
export type NavGroup = 'main' | 'work' | 'admin';

export const STAFF_ROUTES: StaffRoute[] = [
  { path: '/', read: '/api/staff/dashboard', title: 'shell.nav.home', nav: { group: 'main', label: 'shell.nav.home' }, load: () => import('../screens/home') },
  // the work screens (src/staff/screens/work/)
  { path: '/orders', read: '/api/staff/order/list', title: 'shell.nav.orders', nav: { group: 'work', label: 'shell.nav.orders' }, load: () => import('../screens/work/orders') },
  { path: '/orders/:no', read: '/api/staff/order/detail', title: 'shell.nav.orders', load: () => import('../screens/work/order-detail') },
  { path: '/refunds', read: '/api/staff/refund/queue', title: 'shell.nav.refunds', nav: { group: 'work', label: 'shell.nav.refunds' }, load: () => import('../screens/work/refunds') },
  { path: '/money-refunds', read: '/api/staff/money-refund/queue', title: 'shell.nav.moneyRefunds', nav: { group: 'work', label: 'shell.nav.moneyRefunds' }, load: () => import('../screens/work/money-refunds') },
  { path: '/bookings/detail/:no', read: '/api/staff/booking/detail', title: 'shell.nav.visits', load: () => import('../screens/work/booking-detail') },
  { path: '/bookings/visit', read: '/api/staff/booking/calendar', title: 'shell.nav.visits', nav: { group: 'work', label: 'shell.nav.visits' }, load: () => import('../screens/work/bookings') },
  { path: '/bookings/dining', read: '/api/staff/booking/calendar', title: 'shell.nav.dinners', nav: { group: 'work', label: 'shell.nav.dinners' }, load: () => import('../screens/work/bookings') },
  { path: '/bookings/stay', read: '/api/staff/booking/calendar', title: 'shell.nav.stays', nav: { group: 'work', label: 'shell.nav.stays' }, load: () => import('../screens/work/bookings') },
  { path: '/members', read: '/api/staff/member/search', title: 'shell.nav.members', nav: { group: 'work', label: 'shell.nav.members' }, load: () => import('../screens/work/members') },
  { path: '/members/:id', read: '/api/staff/member/detail', title: 'shell.nav.members', load: () => import('../screens/work/member-detail') },
  // the site's content, grouped by public page on one index: lists, the editor, the preview (src/staff/screens/content/)
  { path: '/content', read: '/api/staff/content/list', title: 'content.sections.title', nav: { group: 'work', label: 'content.sections.title' }, load: () => import('../screens/content/sections-index') },
  { path: '/content/news', read: '/api/staff/content/list', title: 'content.title.news', load: () => import('../screens/content/news-list') },
  { path: '/content/notice', read: '/api/staff/content/list', title: 'content.title.notice', load: () => import('../screens/content/notice-list') },
  { path: '/content/rotation', read: '/api/staff/content/list', title: 'content.title.rotation', load: () => import('../screens/content/rotation-list') },
  { path: '/content/:type/:ref/preview', read: '/api/staff/content/preview', title: 'content.preview', load: () => import('../screens/content/preview') },
  { path: '/content/:type/:ref', read: '/api/staff/content/get', title: 'content.sections.title', load: () => import('../screens/content/editor') },
  { path: '/content/:type', read: '/api/staff/content/list', title: 'content.sections.title', load: () => import('../screens/content/section-list') },
  // the catalogue: wines, their editor and stock (src/staff/screens/catalogue/)
  { path: '/catalogue', read: '/api/staff/catalogue/list', title: 'catalogue.title', nav: { group: 'work', label: 'catalogue.nav' }, load: () => import('../screens/catalogue/wines') },
  { path: '/catalogue/wine/new', read: '/api/staff/catalogue/wine/save', title: 'catalogue.newTitle', load: () => import('../screens/catalogue/wine-editor') },
  { path: '/catalogue/wine/:id', read: '/api/staff/catalogue/wine', title: 'catalogue.title', load: () => import('../screens/catalogue/wine-editor') },
  { path: '/catalogue/bookings', read: '/api/staff/catalogue/booking/list', title: 'catalogue.prices.title', nav: { group: 'work', label: 'catalogue.prices.nav' }, load: () => import('../screens/catalogue/booking-prices') },
  { path: '/catalogue/booking-settings', read: '/api/staff/catalogue/booking/settings', title: 'catalogue.settings.title', nav: { group: 'work', label: 'catalogue.settings.nav' }, load: () => import('../screens/catalogue/booking-settings') },
  // administration
  { path: '/staff', read: '/api/staff/account/list', title: 'shell.nav.staff', nav: { group: 'admin', label: 'shell.nav.staff' }, load: () => import('../screens/accounts') },
  { path: '/audit', read: '/api/staff/audit/list', title: 'shell.nav.audit', nav: { group: 'admin', label: 'shell.nav.audit' }, load: () => import('../screens/audit') },
  // the auditor's view of every lifecycle (src/staff/screens/lifecycle/)
  { path: '/lifecycles', read: '/api/staff/lifecycle/search', title: 'lifecycle.nav', nav: { group: 'admin', label: 'lifecycle.nav' }, load: () => import('../screens/lifecycle/search') },
  { path: '/lifecycle-report', read: '/api/staff/lifecycle/report', title: 'lifecycle.navReport', nav: { group: 'admin', label: 'lifecycle.navReport' }, load: () => import('../screens/lifecycle/report') },
  { path: '/lifecycles/:kind/:number', read: '/api/staff/lifecycle/entity', title: 'lifecycle.nav', load: () => import('../screens/lifecycle/entity') },
];

/** Routes shown signed out (an invitation is opened by someone without an account yet). */
export const INVITE_PATH = '/invite/:code';

export const NAV_GROUPS: { group: NavGroup; label: StaffKey | null }[] = [
  { group: 'main', label: null },
  { group: 'work', label: 'shell.nav.work' },
  { group: 'admin', label: 'shell.nav.admin' },
];
