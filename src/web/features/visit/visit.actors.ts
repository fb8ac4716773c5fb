import { fromPromise } from 'xstate';
import type { SendCodeInput } from '../../../../machines/code-sender.machine';
import type { CreateDiningInput, QuoteDiningInput, Restaurant } from '../../../../machines/dining-booking.machine';
import type { CreateVisitInput, QuoteVisitInput, VisitChoice, VisitOffer } from '../../../../machines/visit-reserve.machine';
import type { BookingCreated } from '../../../contract/booking';
import { parseYuan } from '../../../contract/order';
import type { CodeSent } from '../../../contract/verification';
import {
  cateringCateList,
  cateringGet,
  diningCreate,
  diningQuote,
  visitCalendar,
  visitCateList,
  visitCreate,
  visitGet,
  visitQuote,
  visitSendSms,
  type BookingQuote,
  type VisitCate,
  type VisitInfo,
} from '../../../contract/visit';
import { unwrap } from '../../lib/api-client';
import { tKey } from '../../lib/i18n';

/** The hub's facts: what a visit and a dinner cost at least and when they run (how to reach the estate: the site texts). */
export interface HubFacts {
  visitFrom: string;
  slots: string[];
  visitImage: string;
  diningFrom: string;
  dinnerTime: string;
  diningImage: string;
}

const lowest = (prices: string[]) =>
  prices.reduce<string>((low, price) => ((parseYuan(price) ?? Infinity) < (parseYuan(low) ?? Infinity) ? price : low), prices[0] ?? '');

/** The integer yuan of a price for a "from" line ("188.00" → "188", "188.50" stays). */
const shortYuan = (price: string) => price.replace(/\.00$/, '');

const settled = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

/**
 * /reservation reads the visit and the restaurant; either may fail on its own (the cards do
 * without), so only both failing is a failure.
 */
export const loadHub = fromPromise<HubFacts>(async () => {
  const [info, cates, catering, menus] = await Promise.allSettled([unwrap(visitGet, {}), unwrap(visitCateList, {}), unwrap(cateringGet, {}), unwrap(cateringCateList, {})]);
  if ([info, cates, catering, menus].every((r) => r.status === 'rejected')) throw (info as PromiseRejectedResult).reason;
  const visit = settled(info);
  const categories = settled(cates) ?? [];
  const restaurant = settled(catering);
  const dishes = (settled(menus) ?? []).filter((menu) => menu.switch === 1);
  const slots = [...new Set(categories.flatMap((cate) => cate.timeslot))].sort();
  return {
    visitFrom: categories.length ? shortYuan(lowest(categories.map((cate) => cate.price))) : '',
    slots,
    visitImage: visit?.images[0] ?? '',
    diningFrom: dishes.length ? shortYuan(lowest(dishes.map((menu) => menu.price))) : '',
    dinnerTime: restaurant?.dinnertime ?? '',
    diningImage: restaurant?.images[0] ?? '',
  };
});

export interface VisitPage {
  info: VisitInfo;
  cates: VisitCate[];
}

/** /visitBooking: the visit and its categories. */
export const loadVisitPage = fromPromise<VisitPage>(async () => {
  const [info, cates] = await Promise.all([unwrap(visitGet, {}), unwrap(visitCateList, {})]);
  return { info, cates };
});

/** /reserveInfo: the category and the chosen slot as they are now (full, closed or over shows at once). */
export const loadOffer = fromPromise<VisitOffer, VisitChoice>(async ({ input }) => {
  const [cates, calendar] = await Promise.all([unwrap(visitCateList, {}), unwrap(visitCalendar, { cate: input.cate, date: input.date })]);
  const cate = cates.find((c) => c.id === input.cate);
  if (!cate) throw new Error(tKey('booking.cateUnavailable'));
  return { cate, slot: calendar.timeslots.find((s) => s.time === input.slot) ?? null };
});

export const quoteVisit = fromPromise<BookingQuote, QuoteVisitInput>(({ input }) => unwrap(visitQuote, input));

export const createVisit = fromPromise<BookingCreated, CreateVisitInput>(({ input }) => unwrap(visitCreate, input));

/** The visit's SMS code (visit_sms/sendSms) behind the shared send-code button. */
export const sendVisitCode = fromPromise<CodeSent, SendCodeInput>(({ input }) => unwrap(visitSendSms, { phone: input.target }));

/** /restaurant: the restaurant and the menus that can be booked. */
export const loadRestaurant = fromPromise<Restaurant>(async () => {
  const [info, cates] = await Promise.all([unwrap(cateringGet, {}), unwrap(cateringCateList, {})]);
  return { info, cates: cates.filter((cate) => cate.switch === 1) };
});

export const quoteDining = fromPromise<BookingQuote, QuoteDiningInput>(({ input }) => unwrap(diningQuote, input));

export const createDining = fromPromise<BookingCreated, CreateDiningInput>(({ input }) => unwrap(diningCreate, input));
