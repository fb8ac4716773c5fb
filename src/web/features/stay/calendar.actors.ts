import { fromPromise } from 'xstate';
import type { Day, Month } from '../../../../machines/calendar-dates';
import type { VisitMonth, VisitSlot } from '../../../../machines/visit-days';
import { visitCalendar, visitCateList, type Calendar } from '../../../contract/visit';
import { unwrap } from '../../lib/api-client';

/** The calls the visit calendar invokes, adapted to the machine's shapes. */
const slotsOf = (calendar: Calendar): VisitSlot[] =>
  calendar.timeslots.map((slot) => ({ time: slot.time, capacity: slot.time_number, remaining: slot.number, expired: slot.is_expire === 1, closed: slot.closed }));

export const loadMonth = fromPromise<VisitMonth, { cate: number; month: Month }>(async ({ input }) => {
  const [calendar, categories] = await Promise.all([unwrap(visitCalendar, { cate: String(input.cate), month: input.month }), unwrap(visitCateList, {})]);
  const category = categories.find((item) => item.id === input.cate);
  if (!category) throw new Error('booking.cateRequired');
  return {
    name: category.name,
    price: category.price,
    days: calendar.days.map((day) => ({ date: day.date, remaining: day.number, open: day.open })),
  };
});

export const loadSlots = fromPromise<VisitSlot[], { cate: number; date: Day }>(async ({ input }) =>
  slotsOf(await unwrap(visitCalendar, { cate: String(input.cate), date: input.date })),
);
