import { useState, type FormEvent } from 'react';
import { addDays, addMonths, clampDay, estateToday, monthOf, type Day } from '../../../../machines/calendar-dates';
import { isCheckinDay, stayWindow } from '../../../../machines/stay-range';
import type { BookingDetail } from '../../../contract/booking';
import { t } from '../../lib/i18n';
import { BookingReschedule } from './booking-reschedule';
import { StayRange } from './stay-bits';
import { MonthGrid } from './month-grid';
import { nightsText, shortDay } from './stay-format';
import { nightsOfStay } from './stay-nights';

/**
 * /calendar?type=stay&move=ORDER_NO: a paid villa stay moved to another arrival day — the stay's
 * date grid in a move mode: one pick is the new check-in, the same number of nights follow it
 * (drawn as the range). Rooms free and the price of the new nights are the server's to say, in
 * the confirm dialog (a weekend night costs more: refused, call us).
 */
export function StayReschedule({ orderNo }: { orderNo: string }) {
  return (
    <BookingReschedule orderNo={orderNo} kind="stay">
      {(booking, choose) => <ArrivalChooser booking={booking} onChoose={(date) => choose({ date, slot: '' })} />}
    </BookingReschedule>
  );
}

function ArrivalChooser({ booking, onChoose }: { booking: BookingDetail; onChoose: (date: Day) => void }) {
  const [today] = useState(() => estateToday(Date.now()));
  const { first, lastCheckin } = stayWindow(today);
  const current = booking.start_at.slice(0, 10) as Day;
  const nights = nightsOfStay(booking);
  const [checkin, setCheckin] = useState<Day | null>(null);
  const [focus, setFocus] = useState<Day>(clampDay(current, first, lastCheckin));
  const [month, setMonth] = useState(monthOf(focus));
  const checkout = checkin ? addDays(checkin, nights) : null;
  const pickable = (day: Day) => isCheckinDay(day, today) && day !== current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkin) onChoose(checkin);
  };
  return (
    <div className="stay-calendar stay-reschedule">
      <MonthGrid
        month={month}
        focus={focus}
        today={today}
        describe={(day) => {
          const inRange = checkin !== null && checkout !== null && day > checkin && day < checkout;
          const edge = day === checkin ? ('start' as const) : day === checkout ? ('end' as const) : undefined;
          const now = day >= current && day < addDays(current, nights);
          return {
            disabled: !pickable(day),
            note: edge === 'start' ? t('stayUi.calendar.checkin') : edge === 'end' ? t('stayUi.calendar.checkout') : now ? t('stayUi.reschedule.nowBooked') : pickable(day) ? undefined : t('stayUi.calendar.unavailable'),
            badge: edge === 'start' ? t('stayUi.calendar.checkin') : edge === 'end' ? t('stayUi.calendar.checkout') : now && !checkin ? t('stayUi.reschedule.nowBooked') : undefined,
            selected: edge !== undefined,
            inRange,
            ...(edge ? { edge } : {}),
          };
        }}
        onPick={(day) => {
          if (!pickable(day)) return;
          setCheckin(day);
          setFocus(day);
        }}
        onFocusDay={(day) => {
          const next = clampDay(day, first, lastCheckin);
          setFocus(next);
          setMonth(monthOf(next));
        }}
        onMonth={setMonth}
        prevMonth={month > monthOf(first) ? addMonths(month, -1) : null}
        nextMonth={month < monthOf(lastCheckin) ? addMonths(month, 1) : null}
      />
      <form className="stay-calendar-side shop-card" noValidate onSubmit={submit}>
        <p className="calendar-hint" aria-live="polite" data-testid="calendar-hint">
          {checkin && checkout
            ? t('stayUi.calendar.rangeChosen', { nights: nightsText(nights), checkin: shortDay(checkin), checkout: shortDay(checkout) })
            : t('stayUi.reschedule.pickArrival', { nights: nightsText(nights) })}
        </p>
        <StayRange checkin={checkin} checkout={checkout} />
        <button type="submit" className="button stay-primary" disabled={!checkin}>
          {t('stayUi.reschedule.continueStay')}
        </button>
      </form>
    </div>
  );
}
