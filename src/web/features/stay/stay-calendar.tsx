import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { addMonths, daysBetween, estateToday, monthOf } from '../../../../machines/calendar-dates';
import { stayDatesMachine } from '../../../../machines/stay-dates.machine';
import { STAY_ADULTS_MAX, STAY_ADULTS_MIN, stayDayState, stayWindow } from '../../../../machines/stay-range';
import { navigate } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { MonthGrid } from './month-grid';
import { Stepper } from './stepper';
import { StayRange, StayTimes } from './stay-bits';
import { nightsText, shortDay } from './stay-format';

const logic = stayDatesMachine.provide({
  actions: {
    goToRooms: (_, search) =>
      navigate(`${paths.houseList}?${new URLSearchParams({ checkin: search.checkin, checkout: search.checkout, adults: String(search.adults) })}`),
  },
});

/** /calendar?type=stay: check-in and check-out days and the adults, then the rooms free for them. */
export function StayCalendar({ search }: { search: string }) {
  const [input] = useState(() => {
    const query = new URLSearchParams(search);
    return { today: estateToday(Date.now()), checkin: query.get('checkin'), checkout: query.get('checkout'), adults: Number(query.get('adults') ?? STAY_ADULTS_MIN) };
  });
  const [snapshot, send] = useMachine(logic, { input });
  const { today, month, focus, checkin, checkout, adults, problem, adultsProblem } = snapshot.context;
  const { first, last } = stayWindow(today);
  const nights = checkin && checkout ? daysBetween(checkin, checkout) : 0;
  const hint = !checkin ? t('stayUi.calendar.pickCheckin') : !checkout ? t('stayUi.calendar.pickCheckout') : t('stayUi.calendar.rangeChosen', { nights: nightsText(nights), checkin: shortDay(checkin), checkout: shortDay(checkout) });

  return (
    <div className="stay-calendar">
      <MonthGrid
        month={month}
        focus={focus}
        today={today}
        describe={(day) => {
          const state = stayDayState(snapshot.context, day, today);
          return {
            disabled: !state.pickable,
            note: state.edge === 'start' ? t('stayUi.calendar.checkin') : state.edge === 'end' ? t('stayUi.calendar.checkout') : state.pickable ? undefined : t('stayUi.calendar.unavailable'),
            badge: state.edge === 'start' ? t('stayUi.calendar.checkin') : state.edge === 'end' ? t('stayUi.calendar.checkout') : undefined,
            selected: state.selected,
            inRange: state.inRange,
            edge: state.edge,
          };
        }}
        onPick={(day) => send({ type: 'PICK_DAY', day })}
        onFocusDay={(day) => send({ type: 'FOCUS_DAY', day })}
        onMonth={(next) => send({ type: 'SHOW_MONTH', month: next })}
        prevMonth={month > monthOf(first) ? addMonths(month, -1) : null}
        nextMonth={month < monthOf(last) ? addMonths(month, 1) : null}
      />
      <form
        className="stay-calendar-side shop-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <p className="calendar-hint" aria-live="polite" data-testid="calendar-hint">
          {hint}
        </p>
        <StayRange checkin={checkin} checkout={checkout} />
        <Stepper
          id="stay-adults"
          label={t('stayUi.calendar.adults')}
          value={adults}
          min={STAY_ADULTS_MIN}
          max={STAY_ADULTS_MAX}
          lessLabel={t('stayUi.calendar.fewerAdults')}
          moreLabel={t('stayUi.calendar.moreAdults')}
          onChange={(value) => send({ type: 'SET_ADULTS', adults: value })}
          invalid={!!adultsProblem}
          describedBy={adultsProblem ? 'stay-adults-problem' : undefined}
        />
        {adultsProblem && (
          <p className="form-error" role="alert" id="stay-adults-problem" data-testid="adults-problem">
            {tKey(adultsProblem)}
          </p>
        )}
        <StayTimes />
        {problem && (
          <p className="form-error" role="alert" id="stay-dates-problem">
            {tKey(problem)}
          </p>
        )}
        <button type="submit" className="button stay-primary" aria-describedby={problem ? 'stay-dates-problem' : undefined}>
          {t('stayUi.calendar.search')}
        </button>
      </form>
    </div>
  );
}
