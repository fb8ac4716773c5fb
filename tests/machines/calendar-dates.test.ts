import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDay,
  daysBetween,
  estateClock,
  estateInstant,
  estateToday,
  isDay,
  lastOfMonth,
  monthWeeks,
  moveDay,
  nightsOf,
  weekdayOf,
} from '../../machines/calendar-dates';
import { STAY_MAX_NIGHTS } from '../../src/contract/hotel';
import { adultsProblem, isCheckinDay, pickStayDay, rangeOfQuery, stayDayState, stayRangeProblem, stayWindow } from '../../machines/stay-range';

describe('calendar days', () => {
  it('tells real days from look-alikes', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('takes today from the estate clock (UTC+8), not the device zone', () => {
    // 17:30 UTC on 31 Dec is already 01:30 on 1 Jan in Penglai
    const instant = Date.UTC(2026, 11, 31, 17, 30);
    expect(estateToday(instant)).toBe('2027-01-01');
    expect(estateClock(instant)).toBe('01:30');
    expect(estateToday(Date.UTC(2026, 11, 31, 15, 59))).toBe('2026-12-31');
    expect(estateInstant('2027-01-01', '14:00')).toBe(Date.UTC(2027, 0, 1, 6, 0));
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3);
    expect(daysBetween('2026-11-02', '2026-10-30')).toBe(-3);
    expect(nightsOf('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01']);
    expect(nightsOf('2026-10-30', '2026-10-30')).toEqual([]);
  });

  it('adds months and finds their last day', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', 14)).toBe('2027-07');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastOfMonth('2026-04')).toBe('2026-04-30');
  });

  it('lays a month out in Monday-first weeks of seven', () => {
    // 1 November 2026 is a Sunday
    expect(weekdayOf('2026-11-01')).toBe(0);
    const weeks = monthWeeks('2026-11');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    // February 2027 starts on a Monday and fills exactly four weeks
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('moves the focus by day, week, week end and month', () => {
    expect(moveDay('2026-11-04', 'ArrowLeft')).toBe('2026-11-03');
    expect(moveDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveDay('2026-11-04', 'ArrowUp')).toBe('2026-10-28');
    expect(moveDay('2026-11-04', 'ArrowDown')).toBe('2026-11-11');
    // Wednesday 4 Nov: the week runs Monday 2 to Sunday 8
    expect(moveDay('2026-11-04', 'Home')).toBe('2026-11-02');
    expect(moveDay('2026-11-04', 'End')).toBe('2026-11-08');
    expect(moveDay('2026-11-08', 'Home')).toBe('2026-11-02');
    expect(moveDay('2026-03-31', 'PageDown')).toBe('2026-04-30');
    expect(moveDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDay('2026-01-15', 'PageUp')).toBe('2025-12-15');
  });

  it('clamps a day into bounds', () => {
    expect(clampDay('2026-01-01', '2026-02-01', '2026-03-01')).toBe('2026-02-01');
    expect(clampDay('2026-04-01', '2026-02-01', '2026-03-01')).toBe('2026-03-01');
    expect(clampDay('2026-02-10', '2026-02-01')).toBe('2026-02-10');
  });
});

describe('stay range', () => {
  const today = '2026-11-10';

  it('starts tomorrow and looks half a year ahead', () => {
    expect(stayWindow(today)).toEqual({ first: '2026-11-11', lastCheckin: addDays(today, 180), last: addDays(today, 194) });
    expect(isCheckinDay('2026-11-10', today)).toBe(false);
    expect(isCheckinDay('2026-11-11', today)).toBe(true);
    expect(isCheckinDay(addDays(today, 181), today)).toBe(false);
  });

  it('picks check-in, then check-out, then starts over', () => {
    const empty = { checkin: null, checkout: null };
    const started = pickStayDay(empty, '2026-11-20', today);
    expect(started).toEqual({ checkin: '2026-11-20', checkout: null });
    const complete = pickStayDay(started, '2026-11-22', today);
    expect(complete).toEqual({ checkin: '2026-11-20', checkout: '2026-11-22' });
    expect(pickStayDay(complete, '2026-11-25', today)).toEqual({ checkin: '2026-11-25', checkout: null });
  });

  it('treats an earlier day or one beyond 14 nights as a new check-in', () => {
    const started = { checkin: '2026-11-20', checkout: null };
    expect(pickStayDay(started, '2026-11-18', today)).toEqual({ checkin: '2026-11-18', checkout: null });
    expect(pickStayDay(started, '2026-11-20', today)).toEqual({ checkin: '2026-11-20', checkout: null });
    expect(pickStayDay(started, addDays('2026-11-20', STAY_MAX_NIGHTS), today).checkout).toBe('2026-12-04');
    expect(pickStayDay(started, addDays('2026-11-20', STAY_MAX_NIGHTS + 1), today)).toEqual({ checkin: '2026-12-05', checkout: null });
  });

  it('ignores days that cannot start a stay', () => {
    const empty = { checkin: null, checkout: null };
    expect(pickStayDay(empty, today, today)).toBe(empty);
    expect(pickStayDay(empty, '2026-11-01', today)).toBe(empty);
  });

  it('names the first rule a range breaks', () => {
    expect(stayRangeProblem({ checkin: null, checkout: null }, today)).toBe('stay.checkinInvalid');
    expect(stayRangeProblem({ checkin: '2026-11-20', checkout: null }, today)).toBe('stay.checkoutInvalid');
    expect(stayRangeProblem({ checkin: today, checkout: '2026-11-12' }, today)).toBe('stay.checkinTooSoon');
    expect(stayRangeProblem({ checkin: '2026-11-01', checkout: '2026-11-03' }, today)).toBe('stay.checkinPast');
    expect(stayRangeProblem({ checkin: '2026-11-20', checkout: '2026-11-20' }, today)).toBe('stay.checkoutBeforeCheckin');
    expect(stayRangeProblem({ checkin: '2026-11-20', checkout: '2026-12-05' }, today)).toBe('stay.tooManyNights');
    expect(stayRangeProblem({ checkin: '2026-11-20', checkout: '2026-12-04' }, today)).toBeNull();
  });

  it('reads a range from the query, dropping what is not a day', () => {
    expect(rangeOfQuery('2026-11-20', '2026-11-22')).toEqual({ checkin: '2026-11-20', checkout: '2026-11-22' });
    expect(rangeOfQuery('2026-11-31', '2026-12-02')).toEqual({ checkin: null, checkout: null });
    expect(rangeOfQuery('2026-11-20', 'soon')).toEqual({ checkin: '2026-11-20', checkout: null });
  });

  it('names what is wrong with an adult count instead of changing it', () => {
    expect(adultsProblem(0)).toBe('stay.adultsInvalid');
    expect(adultsProblem(2.7)).toBe('stay.adultsInvalid');
    expect(adultsProblem(Number.NaN)).toBe('stay.adultsInvalid');
    expect(adultsProblem(1)).toBeNull();
    expect(adultsProblem(20)).toBeNull();
    expect(adultsProblem(21)).toBe('stay.adultsOverMax');
    expect(adultsProblem(25)).toBe('stay.adultsOverMax');
  });
});

describe('stay day states', () => {
  const today = '2026-11-10';
  it('greys past days and today, marks the range and its ends', () => {
    const range = { checkin: '2026-11-20', checkout: '2026-11-22' };
    expect(stayDayState(range, today, today).pickable).toBe(false);
    expect(stayDayState(range, '2026-11-09', today).pickable).toBe(false);
    expect(stayDayState(range, '2026-11-20', today)).toEqual({ pickable: true, selected: true, inRange: false, edge: 'start' });
    expect(stayDayState(range, '2026-11-21', today)).toEqual({ pickable: true, selected: false, inRange: true });
    expect(stayDayState(range, '2026-11-22', today)).toEqual({ pickable: true, selected: true, inRange: false, edge: 'end' });
  });

  it('offers exactly the days a click would act on', () => {
    const started = { checkin: '2026-11-20', checkout: null };
    for (const day of ['2026-11-09', today, '2026-11-11', '2026-11-21', '2026-12-04', '2026-12-05', addDays(today, 181)]) {
      const changes = pickStayDay(started, day, today) !== started;
      expect(stayDayState(started, day, today).pickable, day).toBe(changes);
    }
  });
});
